import { and, desc, eq } from "drizzle-orm";
import type { ZodType } from "zod";
import type { AuditActor } from "~/features/audit/index.server";
import { staffDateTimeFormat } from "~/platform/clinic";
import type { Database } from "~/platform/db/client.server";
import { contentRevisions } from "~/platform/db/schema";
import { BASE_VERSION_FIELD } from "~/ui/admin/editor-form";
import type { EditConflict } from "~/ui/admin/edit-conflict";

/**
 * Versions and revisions of the editable items (blog posts, team members, page entries). Each save
 * checks the version the editor's form was opened at against the stored one, inside
 * the save's transaction with the row locked: a save based on an older version is
 * refused with who saved since and both values of each field, and never overwrites.
 * Each accepted save adds one to the version and keeps the stored values as a revision.
 */

export type RevisionEntity =
  | "blog_post"
  | "team_member"
  | "page_content"
  | "about_us"
  /** The lab price list as a whole, kept at each import (app/features/lab-tests). */
  | "lab_catalog"
  | "membership_plan"
  | "insurer"
  | "partner"
  | "testimonial"
  | "video"
  | "service_page"
  | "foundation_event"
  | "foundation_gallery_image";

/** Keeps the values an item was saved with as its revision `version`. Call it in the save's transaction. */
export async function recordRevision(
  tx: Database,
  revision: {
    entityType: RevisionEntity;
    entityId: string;
    version: number;
    snapshot: Record<string, unknown>;
    actor: AuditActor;
  },
): Promise<void> {
  await tx.insert(contentRevisions).values({
    entityType: revision.entityType,
    entityId: revision.entityId,
    version: revision.version,
    snapshot: revision.snapshot,
    actorId: revision.actor.id,
    actorEmail: revision.actor.email,
  });
}

/** One kept version of an item: who saved it, when, and the values it was saved with. */
export type Revision = {
  version: number;
  actorEmail: string;
  createdAt: Date;
  snapshot: Record<string, unknown>;
};

/** How many revisions an item's history shows, newest first (older ones are kept). */
export const HISTORY_PAGE_SIZE = 100;

/** An item's revisions, newest first. */
export async function listRevisions(
  db: Database,
  entityType: RevisionEntity,
  entityId: string,
): Promise<Revision[]> {
  const rows = await db
    .select({
      version: contentRevisions.version,
      actorEmail: contentRevisions.actorEmail,
      createdAt: contentRevisions.createdAt,
      snapshot: contentRevisions.snapshot,
    })
    .from(contentRevisions)
    .where(
      and(eq(contentRevisions.entityType, entityType), eq(contentRevisions.entityId, entityId)),
    )
    .orderBy(desc(contentRevisions.version))
    .limit(HISTORY_PAGE_SIZE);
  return rows.map((row) => ({ ...row, snapshot: snapshotObject(row.snapshot) }));
}

/** One revision of an item, or null. */
export async function findRevision(
  db: Database,
  entityType: RevisionEntity,
  entityId: string,
  version: number,
): Promise<Revision | null> {
  const [row] = await db
    .select({
      version: contentRevisions.version,
      actorEmail: contentRevisions.actorEmail,
      createdAt: contentRevisions.createdAt,
      snapshot: contentRevisions.snapshot,
    })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.entityType, entityType),
        eq(contentRevisions.entityId, entityId),
        eq(contentRevisions.version, version),
      ),
    )
    .limit(1);
  return row ? { ...row, snapshot: snapshotObject(row.snapshot) } : null;
}

function snapshotObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A restore as the history page asks for it: which version, and the one the page showed. */
export type RestoreRequest = {
  id: string;
  version: number;
  baseVersion: number;
  actor: AuditActor;
};

/**
 * An earlier revision's stored values, read with the item's own schema, or the answer to
 * give when there is none (or it no longer reads as the item does now).
 */
export async function revisionValues<Values>(
  db: Database,
  entityType: RevisionEntity,
  { id, version }: { id: string; version: number },
  schema: ZodType<Values>,
): Promise<{ ok: true; values: Values } | { ok: false; answer: RestoreResult }> {
  const revision = await findRevision(db, entityType, id, version);
  if (!revision) return { ok: false, answer: { kind: "not-found" } };
  const parsed = schema.safeParse(revision.snapshot);
  return parsed.success
    ? { ok: true, values: parsed.data }
    : {
        ok: false,
        answer: { kind: "refused", message: `Version ${version} cannot be read to restore it.` },
      };
}

/** What restoring an earlier revision did. */
export type RestoreResult =
  | { kind: "restored"; title: string; version: number }
  | { kind: "not-found" }
  /** Someone saved the item after the history was opened: nothing was written. */
  | { kind: "conflict" }
  /** The revision cannot be stored as it is now (say, its address is taken): nothing was written. */
  | { kind: "refused"; message: string };

/**
 * The version an edit form says it was opened at. A form without one (a page from
 * before versions, a hand-made post) is treated as opened at no version: its save is
 * refused as a conflict, which shows the stored values rather than overwriting them.
 */
export function baseVersionOf(formData: FormData): number {
  const raw = formData.get(BASE_VERSION_FIELD);
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw)) return 0;
  return Number(raw);
}

/**
 * The refusal an editor reads: who saved the current version and when, and the fields
 * whose stored value differs from what this editor sent, both as form values.
 */
export async function editConflict<Field extends string>(
  db: Database,
  {
    entityType,
    entityId,
    current,
    theirs,
    yours,
    editor,
    displayed = {},
  }: {
    entityType: RevisionEntity;
    entityId: string;
    /** The stored version and when the row was last changed (for items without revisions). */
    current: { version: number; updatedAt: Date };
    theirs: Record<Field, string>;
    yours: Record<Field, string>;
    /** Who is saving now (their own save in another tab reads differently). */
    editor: AuditActor;
    /** How a field's value reads when it is not plain text (HTML, a checkbox). */
    displayed?: Partial<Record<Field, (value: string) => string>>;
  },
): Promise<EditConflict> {
  // Who saved the version now stored, and when (null: saved before revisions were kept).
  const author = await findRevision(db, entityType, entityId, current.version);
  return describeConflict({
    author,
    updatedAt: current.updatedAt,
    theirs,
    yours,
    editor,
    displayed,
  });
}

/**
 * The conflict as the editor reads it, from whoever saved what is stored (`author`,
 * null when unknown: "another editor" at the row's `updatedAt`): the fields whose
 * values differ, theirs and yours. Items without revisions find their author elsewhere.
 */
export function describeConflict<Field extends string>({
  author,
  updatedAt,
  theirs,
  yours,
  editor,
  displayed = {},
}: {
  author: { actorEmail: string; createdAt?: Date } | null;
  updatedAt: Date;
  theirs: Record<Field, string>;
  yours: Record<Field, string>;
  editor: AuditActor;
  displayed?: Partial<Record<Field, (value: string) => string>>;
}): EditConflict {
  const fields = (Object.keys(theirs) as Field[])
    .filter((name) => theirs[name] !== yours[name])
    .map((name) => {
      const display = displayed[name] ?? ((value: string) => value);
      return { name, theirs: display(theirs[name]), yours: display(yours[name]) };
    });
  return {
    changedBy: author?.actorEmail ?? "another editor",
    changedByYou: author !== null && author.actorEmail === editor.email,
    changedAt: staffDateTimeFormat.format(author?.createdAt ?? updatedAt),
    fields,
  };
}

/** A checkbox's form value as the conflict shows it. */
export function tickedText(value: string): string {
  return value === "on" || value === "true" ? "Yes" : "No";
}
