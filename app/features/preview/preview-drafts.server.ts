import { PREVIEW_PARAM } from "./preview-param";
import { and, eq, lt } from "drizzle-orm";
import { z } from "zod";
import { derivedSecret } from "~/features/auth/index.server";
import type { Database } from "~/platform/db/client.server";
import { previewDrafts, type previewEntityTypes } from "~/platform/db/schema";
import { env } from "~/platform/env.server";
import {
  expiryPart,
  readExpiryPart,
  readSignedToken,
  signToken,
} from "~/platform/signed-tokens.server";

/*
 * Previews of changes not saved yet (issue 26): the editor presses Preview, what the
 * form holds is kept as a draft, and a signed link that expires opens the item's public
 * page showing the draft instead of what is stored, marked "Preview", in either
 * language. The link works for a colleague who is not signed in; the site's visitors
 * and search engines never see a draft (no link, no page; never cached, never indexed).
 */

export type PreviewEntity = (typeof previewEntityTypes)[number];

export { PREVIEW_PARAM } from "./preview-param";

/** A preview link: a public page's address with its token (a post's, or a draft's). */
export function previewHref(path: string, token: string): string {
  return `${path}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
}

/** Preview pages are nobody's to keep: not a cache's, not a search engine's. */
export const PREVIEW_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

const PURPOSE = "content-preview";
const draftId = z.uuid();

function previewLifetimeMs(): number {
  return env.PREVIEW_LINK_HOURS * 3_600_000;
}

/** Keeps an unsaved change and returns the token of its preview link. */
export async function storePreviewDraft(
  db: Database,
  draft: { entityType: PreviewEntity; entityId: string | null; values: unknown; createdBy: string },
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const [row] = await db
    .insert(previewDrafts)
    .values({ ...draft, createdAt: now })
    .returning({ id: previewDrafts.id });
  if (!row) throw new Error("storing a preview draft returned no row");
  const expiresAt = new Date(now.getTime() + previewLifetimeMs());
  const token = signToken(derivedSecret(PURPOSE), [row.id, expiryPart(expiresAt)]);
  return { token, expiresAt };
}

export type PreviewDraft = {
  entityId: string | null;
  values: unknown;
  expiresAt: Date;
};

/**
 * The draft a preview link shows, if the link is genuine, has not expired and is for
 * this kind of item; else null (the page then answers as it would without the link).
 */
export async function findPreviewDraft(
  db: Database,
  entityType: PreviewEntity,
  token: unknown,
  now: Date = new Date(),
): Promise<PreviewDraft | null> {
  const parts = readSignedToken(derivedSecret(PURPOSE), token, 2);
  if (!parts) return null;
  const [id = "", expires = ""] = parts;
  const expiresAt = readExpiryPart(expires);
  if (!expiresAt || !(expiresAt > now) || !draftId.safeParse(id).success) return null;
  const [row] = await db
    .select({ entityId: previewDrafts.entityId, values: previewDrafts.values })
    .from(previewDrafts)
    .where(and(eq(previewDrafts.id, id), eq(previewDrafts.entityType, entityType)));
  return row ? { ...row, expiresAt } : null;
}

/** Drafts whose links have all expired (hourly upkeep). */
export async function deleteExpiredPreviewDrafts(
  db: Database,
  now: Date = new Date(),
): Promise<number> {
  const deleted = await db
    .delete(previewDrafts)
    .where(lt(previewDrafts.createdAt, new Date(now.getTime() - previewLifetimeMs())))
    .returning({ id: previewDrafts.id });
  return deleted.length;
}
