import { and, asc, count, eq, ne } from "drizzle-orm";
import { localeLabels } from "~/i18n/locales";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import type { Database } from "~/platform/db/client.server";
import { pageContent } from "~/platform/db/schema";
import {
  ABOUT_US_PAGE_NAME,
  newPageContentSchema,
  pageContentChangeSchema,
  pageContentMessages,
  type PageContentFieldErrors,
  type PageContentFormEntry,
  type PageContentLocale,
  type PageContentType,
} from "~/features/site-content/page-content-form";
import { parseSubmission } from "~/platform/forms/submission.server";
import { sanitizePostHtml } from "~/platform/sanitize.server";

/**
 * The Page Content admin page's data, the page_content rows (one text per page,
 * section and language): list, create, edit, inline edit and delete, each write
 * with its audit entry in the same transaction. Rows of the About Us page are
 * left to its own editor.
 */

export type PageContentEntry = PageContentFormEntry & { updatedAt: Date };

const entryColumns = {
  id: pageContent.id,
  pageName: pageContent.pageName,
  sectionName: pageContent.sectionName,
  locale: pageContent.locale,
  contentType: pageContent.contentType,
  contentValue: pageContent.contentValue,
  updatedAt: pageContent.updatedAt,
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isEntryId(value: unknown): value is string {
  return typeof value === "string" && uuidPattern.test(value);
}

/** Every entry but About Us's, by page name, then section and language. */
export async function listPageContentEntries(db: Database): Promise<PageContentEntry[]> {
  return db
    .select(entryColumns)
    .from(pageContent)
    .where(ne(pageContent.pageName, ABOUT_US_PAGE_NAME))
    .orderBy(asc(pageContent.pageName), asc(pageContent.sectionName), asc(pageContent.locale));
}

/** How many About Us rows exist (the page links to their editor). */
export async function countAboutUsEntries(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(pageContent)
    .where(eq(pageContent.pageName, ABOUT_US_PAGE_NAME));
  return row?.value ?? 0;
}

/** One entry this page may edit, or null (missing, or an About Us row). */
export async function findPageContentEntry(
  db: Database,
  id: string,
): Promise<PageContentEntry | null> {
  if (!isEntryId(id)) return null;
  const [row] = await db
    .select(entryColumns)
    .from(pageContent)
    .where(and(eq(pageContent.id, id), ne(pageContent.pageName, ABOUT_US_PAGE_NAME)));
  return row ?? null;
}

function describe(entry: { pageName: string; sectionName: string; locale: PageContentLocale }) {
  return `${entry.pageName} / ${entry.sectionName} (${localeLabels[entry.locale]})`;
}

/** HTML keeps only what the allowlist allows; an entry of nothing but unsafe markup is refused. */
function finalValue(
  contentType: PageContentType,
  value: string,
): { ok: true; value: string } | { ok: false; error: string } {
  if (contentType !== "html") return { ok: true, value };
  const sanitized = sanitizePostHtml(value).trim();
  return sanitized === ""
    ? { ok: false, error: pageContentMessages.htmlEmpty }
    : { ok: true, value: sanitized };
}

export type PageContentWriteResult =
  | { kind: "saved"; entry: PageContentEntry }
  | { kind: "invalid"; fieldErrors: PageContentFieldErrors }
  | { kind: "not-found" };

/** Creates an entry from the new-entry form's values (checked here against its schema). */
export async function createPageContentEntry(
  db: Database,
  { actor, values }: { actor: AuditActor; values: Record<string, unknown> },
): Promise<PageContentWriteResult> {
  const parsed = parseSubmission(values, newPageContentSchema);
  if (!parsed.success) return { kind: "invalid", fieldErrors: parsed.fieldErrors };
  const value = finalValue(parsed.data.contentType, parsed.data.contentValue);
  if (!value.ok) return { kind: "invalid", fieldErrors: { contentValue: value.error } };

  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(pageContent)
      .values({ ...parsed.data, contentValue: value.value })
      .onConflictDoNothing()
      .returning(entryColumns);
    if (!created) {
      return {
        kind: "invalid",
        fieldErrors: {
          sectionName: `There is already an entry for this page, section and language (${localeLabels[parsed.data.locale]}). Edit that one instead.`,
        },
      };
    }
    await recordAudit(tx, {
      actor,
      action: "page_content.created",
      entityType: "page_content",
      entityId: created.id,
      summary: `Page content ${describe(created)} created`,
    });
    return { kind: "saved", entry: created };
  });
}

/**
 * Changes an entry's type and value (the edit form) or only its value (inline
 * edit on blur, which keeps the type). Page, section and language never change.
 */
export async function updatePageContentEntry(
  db: Database,
  {
    actor,
    id,
    values,
    inline = false,
  }: { actor: AuditActor; id: string; values: Record<string, unknown>; inline?: boolean },
): Promise<PageContentWriteResult> {
  const existing = await findPageContentEntry(db, id);
  if (!existing) return { kind: "not-found" };
  const parsed = parseSubmission(
    inline ? { ...values, contentType: existing.contentType } : values,
    pageContentChangeSchema(existing),
  );
  if (!parsed.success) return { kind: "invalid", fieldErrors: parsed.fieldErrors };
  const value = finalValue(parsed.data.contentType, parsed.data.contentValue);
  if (!value.ok) return { kind: "invalid", fieldErrors: { contentValue: value.error } };

  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(pageContent)
      .set({
        contentType: parsed.data.contentType,
        contentValue: value.value,
        updatedAt: new Date(),
      })
      .where(and(eq(pageContent.id, existing.id), ne(pageContent.pageName, ABOUT_US_PAGE_NAME)))
      .returning(entryColumns);
    if (!updated) return { kind: "not-found" };
    await recordAudit(tx, {
      actor,
      action: "page_content.updated",
      entityType: "page_content",
      entityId: updated.id,
      summary: `Page content ${describe(updated)} updated${inline ? " (inline)" : ""}`,
    });
    return { kind: "saved", entry: updated };
  });
}

export async function deletePageContentEntry(
  db: Database,
  { actor, id }: { actor: AuditActor; id: string },
): Promise<{ kind: "deleted"; entry: PageContentEntry } | { kind: "not-found" }> {
  if (!isEntryId(id)) return { kind: "not-found" };
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(pageContent)
      .where(and(eq(pageContent.id, id), ne(pageContent.pageName, ABOUT_US_PAGE_NAME)))
      .returning(entryColumns);
    if (!deleted) return { kind: "not-found" };
    await recordAudit(tx, {
      actor,
      action: "page_content.deleted",
      entityType: "page_content",
      entityId: deleted.id,
      summary: `Page content ${describe(deleted)} deleted`,
    });
    return { kind: "deleted", entry: deleted };
  });
}
