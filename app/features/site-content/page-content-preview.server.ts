import { z } from "zod";
import { findPreviewDraft, previewTokenOf } from "~/features/preview/index.server";
import { locales } from "~/i18n/locales";
import type { Database } from "~/platform/db/client.server";
import { pageContentTypeValues } from "./page-content-form";

/*
 * Previews of a Page Content entry not saved yet (app/features/preview/): the entry's
 * page (pageContentPagePath) shows the draft's value instead of the stored one, in the
 * entry's language.
 */

const pageContentDraft = z.object({
  pageName: z.string(),
  sectionName: z.string(),
  locale: z.enum(locales),
  contentType: z.enum(pageContentTypeValues),
  contentValue: z.string(),
});

/** An entry as its form held it when Preview was pressed (checked by the form's schema). */
export type PageContentDraft = z.infer<typeof pageContentDraft>;

export type PageContentPreview = PageContentDraft & { expiresAt: Date };

/** One lookup per request, however many loaders (root, page) ask. */
const previews = new WeakMap<Request, Promise<PageContentPreview | null>>();

/**
 * The draft behind the request's preview link, if the link is genuine and current; else
 * null (also for a request without one).
 */
export function findPageContentPreview(
  db: Database,
  request: Request,
): Promise<PageContentPreview | null> {
  let preview = previews.get(request);
  if (!preview) {
    preview = lookUp(db, previewTokenOf(request));
    previews.set(request, preview);
  }
  return preview;
}

async function lookUp(db: Database, token: string | null): Promise<PageContentPreview | null> {
  if (token === null) return null;
  const draft = await findPreviewDraft(db, "page_content", token);
  if (!draft) return null;
  const parsed = pageContentDraft.safeParse(draft.values);
  return parsed.success ? { ...parsed.data, expiresAt: draft.expiresAt } : null;
}
