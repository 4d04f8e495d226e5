import { and, desc, eq, getTableColumns, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { isUniqueViolation } from "~/platform/db/errors";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import { z } from "zod";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import { localeLabels } from "~/i18n/locales";
import type { Database } from "~/platform/db/client.server";
import { blogPosts, images, pageContent, teamMembers, trash } from "~/platform/db/schema";
import { rowWithTextMap, rowWithTextsMap } from "~/platform/localized-texts";
import { firstFreeSlug } from "~/platform/unique-slug.server";
import { env } from "~/platform/env.server";
import { storedImageKeys } from "~/platform/images/image-url";
import { logger as appLogger } from "~/platform/logger.server";
import { storage as processStorage, type Storage } from "~/platform/storage/storage.server";
import { trashKindLabels, type TrashEntityType } from "./trash";

/*
 * The Trash: deleted posts, team members, page entries and images, kept TRASH_DAYS
 * days. A delete removes the row as before (so every public query stays as it is) and,
 * in the same transaction, copies its stored values here (moveToTrash). A restore puts
 * the row back as it was stored (its id, address, version and dates), so links to it
 * work again, unless something else has taken its place meanwhile; then nothing changes
 * and the answer says what is in the way. An image's files stay in the bucket while it
 * is in the Trash (the orphan sweep counts them as used: trashedImageFiles) and are
 * deleted when its entry goes for good: purged after TRASH_DAYS, deleted forever, or
 * emptied with the rest. Each of those deletes the entries in one statement, so two
 * instances purging at once each remove (and clean up after) different entries.
 */

const DAY_MS = 24 * 60 * 60_000;

export type { TrashEntityType };

/** One deleted item, as its delete function hands it over. */
export type TrashedItem = {
  entityType: TrashEntityType;
  entityId: string;
  /** What the Trash lists. */
  title: string;
  /** The deleted row, every column (as `delete … returning()` gives it). */
  snapshot: Record<string, unknown>;
  actor: AuditActor;
};

/** "N days", as the portal says how long the Trash keeps things. */
export function keptDaysText(days: number = env.TRASH_DAYS): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** What a delete's toast says: where the item went, and for how long. */
export function movedToTrashText(title: string, days: number = env.TRASH_DAYS): string {
  return `Moved "${title}" to the Trash. It is kept ${keptDaysText(days)}.`;
}

/** Keeps a deleted row in the Trash. Call it in the delete's own transaction. */
export async function moveToTrash(tx: Database, item: TrashedItem): Promise<void> {
  await tx.insert(trash).values({
    entityType: item.entityType,
    entityId: item.entityId,
    title: item.title.slice(0, 500),
    snapshot: item.snapshot,
    deletedBy: item.actor.id,
    deletedByEmail: item.actor.email,
  });
}

export type TrashEntry = {
  id: string;
  entityType: TrashEntityType;
  entityId: string;
  title: string;
  deletedByEmail: string;
  deletedAt: Date;
  /** When it goes for good: `days` after it was deleted. */
  expiresAt: Date;
};

/** The moment before which entries are past the retention period. */
function retentionStart(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** What is in the Trash and not yet past the retention period, newest first. */
export async function listTrash(
  db: Database,
  { days = env.TRASH_DAYS, now = new Date() }: { days?: number; now?: Date } = {},
): Promise<TrashEntry[]> {
  const rows = await db
    .select({
      id: trash.id,
      entityType: trash.entityType,
      entityId: trash.entityId,
      title: trash.title,
      deletedByEmail: trash.deletedByEmail,
      deletedAt: trash.deletedAt,
    })
    .from(trash)
    .where(gte(trash.deletedAt, retentionStart(now, days)))
    .orderBy(desc(trash.deletedAt), desc(trash.id));
  return rows.map((row) => ({
    ...row,
    expiresAt: new Date(row.deletedAt.getTime() + days * DAY_MS),
  }));
}

export type RestoreFromTrashResult =
  | { kind: "restored"; entityType: TrashEntityType; entityId: string; title: string }
  /** Restored, deleted forever or purged meanwhile. */
  | { kind: "not-found" }
  /** It cannot come back as it was: nothing changed, and the message says why. */
  | { kind: "refused"; message: string };

/**
 * Puts a trashed item back with its id and every stored value, removes its entry and
 * records an audit entry, in one transaction; or changes nothing when something else
 * now has its place (a post's address, a page entry's page, section and language, an
 * image's file name).
 */
export async function restoreFromTrash(
  db: Database,
  { id, actor }: { id: string; actor: AuditActor },
): Promise<RestoreFromTrashResult> {
  if (!isUuid(id)) return { kind: "not-found" };
  try {
    return await db.transaction(async (tx): Promise<RestoreFromTrashResult> => {
      // Locked: a purge or a second restore of it waits, then finds it gone.
      const [entry] = await tx
        .select({
          entityType: trash.entityType,
          entityId: trash.entityId,
          title: trash.title,
          snapshot: trash.snapshot,
        })
        .from(trash)
        .where(eq(trash.id, id))
        .for("update");
      if (!entry) return { kind: "not-found" };
      const inTheWay = await restorers[entry.entityType](tx, entry.snapshot);
      if (inTheWay) {
        return {
          kind: "refused",
          message: `"${entry.title}" cannot come back as it was: ${inTheWay}`,
        };
      }
      await tx.delete(trash).where(eq(trash.id, id));
      await recordAudit(tx, {
        actor,
        action: `${entry.entityType}.restored_from_trash`,
        entityType: entry.entityType,
        entityId: entry.entityId,
        summary: `Restored ${trashKindLabels[entry.entityType].toLowerCase()} "${entry.title}" from the Trash`,
      });
      return {
        kind: "restored",
        entityType: entry.entityType,
        entityId: entry.entityId,
        title: entry.title,
      };
    });
  } catch (error) {
    // Something took its place between the check and the insert (another editor's save).
    if (isUniqueViolation(error)) {
      return {
        kind: "refused",
        message:
          "It cannot come back as it was: something else took its place a moment ago. Reload the page to see what changed.",
      };
    }
    throw error;
  }
}

/** Puts one kind of row back; answers what is in the way instead, changing nothing. */
type Restorer = (tx: Database, snapshot: unknown) => Promise<string | null>;

const restorers: Record<TrashEntityType, Restorer> = {
  async blog_post(tx, snapshot) {
    const row = rowFromSnapshot(blogPosts, snapshot);
    if (await exists(tx, blogPosts, eq(blogPosts.id, row.id))) return ALREADY_BACK;
    if (await exists(tx, blogPosts, eq(blogPosts.slug, row.slug))) {
      return `another post now has its address, /${row.slug}. Change that post's address first, then restore this one.`;
    }
    // Back among its article's versions, unless the article has another in its language
    // since: then an article of its own (one deleted before posts had articles: its id).
    row.groupId ??= row.id;
    const inItsLanguage = and(
      eq(blogPosts.groupId, row.groupId),
      eq(blogPosts.locale, row.locale ?? "en"),
    ) as SQL;
    if (await exists(tx, blogPosts, inItsLanguage)) row.groupId = randomUUID();
    await tx.insert(blogPosts).values(row);
    return null;
  },
  async team_member(tx, snapshot) {
    const row = rowFromSnapshot(teamMembers, withTeamTextsMap(snapshot));
    if (await exists(tx, teamMembers, eq(teamMembers.id, row.id))) return ALREADY_BACK;
    // Back at the address it had, unless another member took it since (or it was deleted
    // before members had addresses): then at the first free one its name makes.
    const slug = typeof row.slug === "string" ? row.slug : null;
    const free = slug !== null && !(await exists(tx, teamMembers, eq(teamMembers.slug, slug)));
    const address = free
      ? slug
      : await firstFreeSlug(
          tx,
          { table: teamMembers, column: teamMembers.slug },
          row.name,
          "member",
        );
    await tx.insert(teamMembers).values({ ...row, slug: address });
    return null;
  },
  async page_content(tx, snapshot) {
    const row = rowFromSnapshot(pageContent, snapshot);
    if (await exists(tx, pageContent, eq(pageContent.id, row.id))) return ALREADY_BACK;
    const locale = row.locale ?? "en";
    const samePlace = and(
      eq(pageContent.pageName, row.pageName),
      eq(pageContent.sectionName, row.sectionName),
      eq(pageContent.locale, locale),
    );
    if (samePlace && (await exists(tx, pageContent, samePlace))) {
      return `another entry now holds ${row.pageName} / ${row.sectionName} (${localeLabels[locale]}). Delete that entry first, then restore this one.`;
    }
    await tx.insert(pageContent).values(row);
    return null;
  },
  async image(tx, snapshot) {
    const row = rowFromSnapshot(images, withImageAltTextsMap(snapshot));
    if (await exists(tx, images, eq(images.id, row.id))) return ALREADY_BACK;
    if (await exists(tx, images, eq(images.filename, row.filename))) {
      return `another image now has its file name, ${row.filename}.`;
    }
    await tx.insert(images).values(row);
    return null;
  },
};

const ALREADY_BACK = "it is already back (it was restored meanwhile).";

/**
 * A member deleted before their texts moved to the jsonb map kept a column per language
 * (`role` and its Portuguese twin, …): the row with the map those make, as the migration
 * made it. A later snapshot is returned as it is.
 */
function withTeamTextsMap(snapshot: unknown): unknown {
  if (snapshot === null || typeof snapshot !== "object" || Object.hasOwn(snapshot, "texts")) {
    return snapshot;
  }
  return rowWithTextsMap(snapshot as Record<string, unknown>) ?? snapshot;
}

/**
 * An image deleted before its alt texts moved to the jsonb map kept a column per language
 * (`altText`, `altTextPt`): the row with the map `altTexts` those make, as the migration
 * made it. A later snapshot is returned as it is.
 */
function withImageAltTextsMap(snapshot: unknown): unknown {
  if (snapshot === null || typeof snapshot !== "object") return snapshot;
  return rowWithTextMap(snapshot as Record<string, unknown>, "altText", "altTexts") ?? snapshot;
}

/**
 * A stored row from its snapshot: the table's columns by property name, dates (stored
 * as ISO strings) as dates. A column added since it was deleted takes its default.
 */
function rowFromSnapshot<Table extends PgTable>(
  table: Table,
  snapshot: unknown,
): Table["$inferInsert"] & { id: string } {
  const stored = snapshot !== null && typeof snapshot === "object" ? snapshot : {};
  if (!("id" in stored) || typeof stored.id !== "string") {
    throw new Error("a trash entry's snapshot has no id");
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!Object.hasOwn(stored, key)) continue;
    const value = (stored as Record<string, unknown>)[key];
    row[key] = column.dataType === "date" && typeof value === "string" ? new Date(value) : value;
  }
  return row as Table["$inferInsert"] & { id: string };
}

async function exists(tx: Database, table: PgTable, where: SQL): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

/** Where files are deleted from, and errors logged; tests pass their own. */
type FileOptions = { storage?: Storage; logger?: Logger };

/**
 * Deletes one entry for good (an admin's "Delete forever"), with its audit entry, then an
 * image's files.
 */
export async function deleteFromTrash(
  db: Database,
  {
    id,
    actor,
    storage = processStorage,
    logger = appLogger,
  }: { id: string; actor: AuditActor } & FileOptions,
): Promise<{ kind: "deleted"; title: string } | { kind: "not-found" }> {
  if (!isUuid(id)) return { kind: "not-found" };
  const entry = await db.transaction(async (tx) => {
    const [row] = await tx.delete(trash).where(eq(trash.id, id)).returning(goneColumns);
    if (!row) return null;
    await recordAudit(tx, {
      actor,
      action: `${row.entityType}.deleted_forever`,
      entityType: row.entityType,
      entityId: row.entityId,
      summary: `Deleted ${trashKindLabels[row.entityType].toLowerCase()} "${row.title}" forever, from the Trash`,
    });
    return row;
  });
  if (!entry) return { kind: "not-found" };
  await removeImageFiles(db, [entry], storage, logger);
  return { kind: "deleted", title: entry.title };
}

/** Deletes everything in the Trash for good (an admin's "Empty trash"); how many went. */
export async function emptyTrash(
  db: Database,
  { actor, storage = processStorage, logger = appLogger }: { actor: AuditActor } & FileOptions,
): Promise<number> {
  const gone = await db.transaction(async (tx) => {
    const rows = await tx.delete(trash).returning(goneColumns);
    if (rows.length > 0) {
      await recordAudit(tx, {
        actor,
        action: "trash.emptied",
        entityType: "trash",
        summary: `Emptied the Trash (${rows.length} ${rows.length === 1 ? "item" : "items"})`,
      });
    }
    return rows;
  });
  await removeImageFiles(db, gone, storage, logger);
  return gone.length;
}

/**
 * Deletes the entries older than `days` for good, and then an image's files. Safe on
 * several instances at once: one statement deletes them, so each entry is deleted (and
 * its files removed) by one of them. Returns how many went.
 */
export async function purgeExpiredTrash(
  db: Database,
  {
    days = env.TRASH_DAYS,
    now = new Date(),
    storage = processStorage,
    logger = appLogger,
  }: { days?: number; now?: Date } & FileOptions = {},
): Promise<number> {
  const gone = await db
    .delete(trash)
    .where(lt(trash.deletedAt, retentionStart(now, days)))
    .returning(goneColumns);
  await removeImageFiles(db, gone, storage, logger);
  if (gone.length > 0) {
    logger.info({ purged: gone.length, days }, "deleted Trash entries past their retention");
  }
  return gone.length;
}

const goneColumns = {
  entityType: trash.entityType,
  entityId: trash.entityId,
  title: trash.title,
  snapshot: trash.snapshot,
};

/** The stored files of an image: its original's key and its variants' widths. */
const imageFilesSchema = z.object({
  filePath: z.string().min(1),
  variantWidths: z.array(z.number().int()),
});

export type ImageFiles = z.infer<typeof imageFilesSchema>;

function imageFilesOf(entries: { entityType: TrashEntityType; snapshot: unknown }[]): ImageFiles[] {
  return entries.flatMap((entry) => {
    if (entry.entityType !== "image") return [];
    const parsed = imageFilesSchema.safeParse(entry.snapshot);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The files of the images in the Trash: kept in the bucket until their entries go. */
export async function trashedImageFiles(db: Database): Promise<ImageFiles[]> {
  const rows = await db
    .select({ entityType: trash.entityType, snapshot: trash.snapshot })
    .from(trash)
    .where(eq(trash.entityType, "image"));
  return imageFilesOf(rows);
}

/**
 * Removes the files of the images among entries deleted for good, except those an image
 * in the library uses again. A storage error is logged; the orphan sweep tries again later.
 */
async function removeImageFiles(
  db: Database,
  entries: { entityType: TrashEntityType; snapshot: unknown }[],
  store: Storage,
  logger: Logger,
): Promise<void> {
  const files = imageFilesOf(entries);
  if (files.length === 0) return;
  const inUse = new Set(
    (
      await db
        .select({ filePath: images.filePath })
        .from(images)
        .where(
          inArray(
            images.filePath,
            files.map((file) => file.filePath),
          ),
        )
    ).map((row) => row.filePath),
  );
  for (const file of files) {
    if (inUse.has(file.filePath)) continue;
    for (const key of storedImageKeys(file)) {
      try {
        await store.delete(key);
      } catch (error) {
        logger.error({ err: error, key }, "could not remove a stored image file");
      }
    }
  }
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
