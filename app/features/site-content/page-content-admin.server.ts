import { and, asc, count, eq, ne } from "drizzle-orm";
import { localeLabels } from "~/i18n/locales";
import { z } from "zod";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import {
  editConflict,
  recordRevision,
  revisionValues,
  type RestoreRequest,
  type RestoreResult,
} from "~/features/history/index.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { moveToTrash } from "~/features/trash/index.server";
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

export type PageContentEntry = PageContentFormEntry & {
  /** Each save adds one; a save based on another version is refused (app/features/history/). */
  version: number;
  updatedAt: Date;
};

const ENTITY_TYPE = "page_content";

/** An entry's stored values: what a revision keeps. */
function storedValues(entry: PageContentFormEntry) {
  return {
    pageName: entry.pageName,
    sectionName: entry.sectionName,
    locale: entry.locale,
    contentType: entry.contentType,
    contentValue: entry.contentValue,
  };
}

const entryColumns = {
  id: pageContent.id,
  pageName: pageContent.pageName,
  sectionName: pageContent.sectionName,
  locale: pageContent.locale,
  contentType: pageContent.contentType,
  contentValue: pageContent.contentValue,
  version: pageContent.version,
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
  | { kind: "not-found" }
  /** Someone saved the entry after the editor opened it: nothing was written. */
  | { kind: "conflict"; version: number; conflict: EditConflict };

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
    await recordRevision(tx, {
      entityType: ENTITY_TYPE,
      entityId: created.id,
      version: created.version,
      snapshot: storedValues(created),
      actor,
    });
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
 * A save based on another version than the stored one (`baseVersion`, what the form
 * was opened at) is refused with what differs, and writes nothing.
 */
export async function updatePageContentEntry(
  db: Database,
  {
    actor,
    id,
    values,
    baseVersion,
    inline = false,
    restoredFrom,
  }: {
    actor: AuditActor;
    id: string;
    values: Record<string, unknown>;
    baseVersion: number;
    inline?: boolean;
    /** An earlier revision being brought back. */
    restoredFrom?: number;
  },
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

  return db.transaction(async (tx): Promise<PageContentWriteResult> => {
    // Locked until the save commits: a second save waits here, then sees the new version.
    const [current] = await tx
      .select(entryColumns)
      .from(pageContent)
      .where(and(eq(pageContent.id, existing.id), ne(pageContent.pageName, ABOUT_US_PAGE_NAME)))
      .for("update");
    if (!current) return { kind: "not-found" };
    if (current.version !== baseVersion) {
      const conflict = await editConflict(tx, {
        entityType: ENTITY_TYPE,
        entityId: current.id,
        current,
        theirs: { contentType: current.contentType, contentValue: current.contentValue },
        yours: { contentType: parsed.data.contentType, contentValue: value.value },
        editor: actor,
      });
      return { kind: "conflict", version: current.version, conflict };
    }
    const version = current.version + 1;
    const [updated] = await tx
      .update(pageContent)
      .set({
        contentType: parsed.data.contentType,
        contentValue: value.value,
        version,
        updatedAt: new Date(),
      })
      .where(eq(pageContent.id, current.id))
      .returning(entryColumns);
    if (!updated) return { kind: "not-found" };
    await recordRevision(tx, {
      entityType: ENTITY_TYPE,
      entityId: updated.id,
      version,
      snapshot: storedValues(updated),
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: restoredFrom === undefined ? "page_content.updated" : "page_content.restored",
      entityType: ENTITY_TYPE,
      entityId: updated.id,
      summary:
        restoredFrom === undefined
          ? `Page content ${describe(updated)} updated${inline ? " (inline)" : ""}`
          : `Page content ${describe(updated)}: restored version ${restoredFrom} as version ${version}`,
    });
    return { kind: "saved", entry: updated };
  });
}

/** A revision's stored values, as the edit form would send them. */
const storedEntrySchema = z.object({
  contentType: z.string(),
  contentValue: z.string(),
});

/**
 * Brings back an earlier revision's type and value as a new version, if nobody saved the
 * entry since the history was opened at `baseVersion`.
 */
export async function restorePageContentRevision(
  db: Database,
  { id, version, baseVersion, actor }: RestoreRequest,
): Promise<RestoreResult> {
  if (!isEntryId(id)) return { kind: "not-found" };
  const stored = await revisionValues(db, ENTITY_TYPE, { id, version }, storedEntrySchema);
  if (!stored.ok) return stored.answer;
  const result = await updatePageContentEntry(db, {
    actor,
    id,
    values: stored.values,
    baseVersion,
    restoredFrom: version,
  });
  switch (result.kind) {
    case "saved":
      return { kind: "restored", title: describe(result.entry), version: result.entry.version };
    case "conflict":
      return { kind: "conflict" };
    case "not-found":
      return { kind: "not-found" };
    case "invalid":
      return {
        kind: "refused",
        message: `Version ${version} cannot be saved as it is: ${Object.values(result.fieldErrors)[0] ?? "it is not valid now"}.`,
      };
  }
}

export async function deletePageContentEntry(
  db: Database,
  { actor, id }: { actor: AuditActor; id: string },
): Promise<{ kind: "deleted"; entry: PageContentEntry } | { kind: "not-found" }> {
  if (!isEntryId(id)) return { kind: "not-found" };
  return db.transaction(async (tx) => {
    // Every column (they are the entry's): the Trash keeps the row to put it back.
    const [deleted] = await tx
      .delete(pageContent)
      .where(and(eq(pageContent.id, id), ne(pageContent.pageName, ABOUT_US_PAGE_NAME)))
      .returning();
    if (!deleted) return { kind: "not-found" };
    // Kept in the Trash for TRASH_DAYS, unless another entry takes its place meanwhile.
    await moveToTrash(tx, {
      entityType: "page_content",
      entityId: deleted.id,
      title: describe(deleted),
      snapshot: deleted,
      actor,
    });
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
