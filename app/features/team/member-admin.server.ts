import { and, asc, count, eq, ilike, max, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { containsPattern } from "~/platform/db/like.server";
import { MAX_TEAM_SEARCH_LENGTH, type TeamListQuery } from "./team-list-query";
import { z } from "zod";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import { moveToTrash } from "~/features/trash/index.server";
import {
  editConflict,
  recordRevision,
  revisionValues,
  tickedText,
  type RestoreRequest,
  type RestoreResult,
} from "~/features/history/index.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import {
  teamMemberFormValues,
  teamMemberTextField,
  teamMemberTextFields,
  teamMemberTextsSchema,
  type TeamMemberTextField,
  type TeamMemberTextsByLocale,
} from "~/features/team/member-form";
import { localeLabels, locales } from "~/i18n/locales";
import { missingTexts, rowWithTextsMap, type MissingTexts } from "~/platform/localized-texts";
import type { Database } from "~/platform/db/client.server";
import { teamMembers } from "~/platform/db/schema";
import { safeImageSrc } from "~/platform/sanitize.server";
import { pageSlice } from "~/platform/paging";
import { firstFreeSlug } from "~/platform/unique-slug.server";
import type { TeamMemberInput } from "~/features/team/member-form";

/*
 * The staff portal's team members: all of them in display order; add, update
 * and delete one; count them. Every write records an audit entry in the same
 * transaction. The public pages read the same table through
 * app/features/team/members.server.ts, so a change shows there at once.
 */

const ENTITY_TYPE = "team_member";

/** The order the portal and the site list members in: position, then name, then id (no ties). */
const listOrder = [asc(teamMembers.orderIndex), asc(teamMembers.name), asc(teamMembers.id)];

const teamMemberId = z.uuid();

/** Not a UUID: cannot exist, and PostgreSQL would reject the comparison. */
function isTeamMemberId(id: string): boolean {
  return teamMemberId.safeParse(id).success;
}

export type AdminTeamMemberRow = {
  id: string;
  name: string;
  /** The English role and specialties. */
  role: string;
  imageUrl: string | null;
  specialties: string[];
  orderIndex: number;
  active: boolean;
  /** The languages that leave out texts English has (the site shows the English ones). */
  missing: Array<MissingTexts<TeamMemberTextField>>;
};

/** A stored texts map, checked; a row that does not read as one has only an empty English. */
function readTexts(texts: unknown): TeamMemberTextsByLocale {
  const parsed = teamMemberTextsSchema.safeParse(texts);
  return parsed.success
    ? parsed.data
    : { en: { role: "", bio: "", qualifications: [], specialties: [] } };
}

/** A row of the portal's list from its stored columns. */
function adminRow<Row extends { texts: unknown; imageUrl: string | null }>(row: Row) {
  const { texts: stored, ...rest } = row;
  const texts = readTexts(stored);
  return {
    ...rest,
    role: texts.en.role,
    specialties: texts.en.specialties,
    // An address stored before the image rule (another host's) shows as initials, never broken.
    imageUrl: safeImageSrc(row.imageUrl),
    missing: missingTexts(texts),
  };
}

/** The role in any language, for the list's search. */
function roleIn(texts: SQLWrapper, locale: string): SQL {
  return sql`(${texts} -> ${locale} ->> 'role')`;
}

/** Members a page of the portal's team list shows. */
export const ADMIN_TEAM_PAGE_SIZE = 50;

/** A page of the portal's team list, with the counts its heading gives. */
export type AdminTeamMemberPage = {
  /** Each with its place in the whole list (1 is first), which Move up and Move down change. */
  members: Array<AdminTeamMemberRow & { position: number }>;
  total: number;
  /** Members the search and filter find (all without them). */
  matches: number;
  /** Inactive members: hidden from the public site. */
  inactive: number;
  page: number;
  pageCount: number;
};

/**
 * One page of the portal's list, in display order (ties by name): every member, active
 * or not, or those a search (name or title) and the active/inactive filter find, each
 * with its place in the whole list (issue 27: in SQL, a window over the whole table). A
 * page past the last shows the last (a member deleted since).
 */
export async function listTeamMemberPageForAdmin(
  db: Database,
  query: number | Pick<TeamListQuery, "q" | "filters" | "page">,
): Promise<AdminTeamMemberPage> {
  const {
    q,
    filters,
    page: requestedPage,
  } = typeof query === "number" ? { q: "", filters: { status: null }, page: query } : query;
  const ranked = db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      texts: teamMembers.texts,
      imageUrl: teamMembers.imageUrl,
      orderIndex: teamMembers.orderIndex,
      active: teamMembers.active,
      position:
        sql<number>`(row_number() over (order by ${teamMembers.orderIndex}, ${teamMembers.name}, ${teamMembers.id}))::int`.as(
          "position",
        ),
    })
    .from(teamMembers)
    .as("ranked");
  const needle = q.trim().slice(0, MAX_TEAM_SEARCH_LENGTH);
  const where = and(
    needle
      ? or(
          ilike(ranked.name, containsPattern(needle)),
          // The title in any language (the portal shows the English one).
          ...locales.map((locale) => ilike(roleIn(ranked.texts, locale), containsPattern(needle))),
        )
      : undefined,
    filters.status ? eq(ranked.active, filters.status === "active") : undefined,
  );
  const [[counts], [matched]] = await Promise.all([
    db
      .select({
        total: count(),
        inactive: count(sql`case when ${teamMembers.active} then null else 1 end`),
      })
      .from(teamMembers),
    db.select({ n: count() }).from(ranked).where(where),
  ]);
  const total = counts?.total ?? 0;
  const matches = matched?.n ?? 0;
  const { page, pageCount, limit, offset } = pageSlice(
    matches,
    ADMIN_TEAM_PAGE_SIZE,
    requestedPage,
  );
  const rows = await db
    .select()
    .from(ranked)
    .where(where)
    .orderBy(asc(ranked.position))
    .limit(limit)
    .offset(offset);
  const members = rows.map(adminRow);
  return { members, total, matches, inactive: counts?.inactive ?? 0, page, pageCount };
}

/** Members, active or not, in display order (ties by name): all, or a slice of them. */
export async function listTeamMembersForAdmin(
  db: Database,
  slice?: { limit: number; offset: number },
): Promise<AdminTeamMemberRow[]> {
  const query = db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      texts: teamMembers.texts,
      imageUrl: teamMembers.imageUrl,
      orderIndex: teamMembers.orderIndex,
      active: teamMembers.active,
    })
    .from(teamMembers)
    .orderBy(...listOrder);
  const rows = await (slice ? query.limit(slice.limit).offset(slice.offset) : query);
  return rows.map(adminRow);
}

/** A member's stored fields (what a revision keeps). */
const storedColumns = {
  name: teamMembers.name,
  imageUrl: teamMembers.imageUrl,
  active: teamMembers.active,
  texts: teamMembers.texts,
};

const editColumns = {
  id: teamMembers.id,
  slug: teamMembers.slug,
  ...storedColumns,
  version: teamMembers.version,
  updatedAt: teamMembers.updatedAt,
};

export type TeamMemberForEdit = TeamMemberInput & {
  id: string;
  /** The public address, /team/<slug>: made from the name when the member was added, then kept. */
  slug: string;
  /** Each save adds one; a save based on another version is refused (app/features/history/). */
  version: number;
  updatedAt: Date;
};

/** A member's editable fields, or null when there is no such member. */
export async function findTeamMemberForEdit(
  db: Database,
  id: string,
): Promise<TeamMemberForEdit | null> {
  if (!isTeamMemberId(id)) return null;
  const [member] = await db
    .select(editColumns)
    .from(teamMembers)
    .where(eq(teamMembers.id, id))
    .limit(1);
  return member ? { ...member, texts: readTexts(member.texts) } : null;
}

/** Where a member is in the list (1 is first) among how many, or null when there is no such member. */
export async function findTeamMemberPlace(
  db: Database,
  id: string,
): Promise<{ position: number; total: number } | null> {
  if (!isTeamMemberId(id)) return null;
  const ids = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .orderBy(...listOrder);
  const index = ids.findIndex((row) => row.id === id);
  return index === -1 ? null : { position: index + 1, total: ids.length };
}

function describe(member: { name: string; active: boolean }): string {
  return member.active ? member.name : `${member.name} (inactive)`;
}

/**
 * Adds a member, last in the list, at an address made from the name (/team/ana-ferreira;
 * a second Ana Ferreira gets ana-ferreira-2). The address stays when the name changes later,
 * so links to it keep working. Returns the member's id.
 */
export async function createTeamMember(
  db: Database,
  { member, actor }: { member: TeamMemberInput; actor: AuditActor },
): Promise<{ id: string; slug: string }> {
  return db.transaction(async (tx) => {
    // Waits for a move being saved (moveTeamMember), so the new number follows its order.
    await tx.select({ id: teamMembers.id }).from(teamMembers).for("update");
    const [last] = await tx.select({ value: max(teamMembers.orderIndex) }).from(teamMembers);
    // The lock above also keeps two members of one name from taking the same address.
    const slug = await firstFreeSlug(
      tx,
      { table: teamMembers, column: teamMembers.slug },
      member.name,
      "member",
    );
    const [created] = await tx
      .insert(teamMembers)
      .values({ ...member, slug, orderIndex: (last?.value ?? 0) + 1 })
      .returning({ id: teamMembers.id });
    if (!created) throw new Error("team member insert returned no row");
    await recordRevision(tx, {
      entityType: ENTITY_TYPE,
      entityId: created.id,
      version: 1,
      snapshot: member,
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: "team_member.created",
      entityType: ENTITY_TYPE,
      entityId: created.id,
      summary: `Added team member ${describe(member)}`,
    });
    return { id: created.id, slug };
  });
}

export type TeamMemberWriteResult = { kind: "done"; name: string } | { kind: "not-found" };

export type TeamMemberUpdateResult =
  | TeamMemberWriteResult
  /** Someone saved the member after the editor opened it: nothing was written. */
  | { kind: "conflict"; version: number; conflict: EditConflict };

/**
 * Replaces a member's editable fields, if nobody saved the member since the editor
 * opened it at `baseVersion`; otherwise nothing is written and the answer shows what differs.
 */
export async function updateTeamMember(
  db: Database,
  {
    id,
    member,
    baseVersion,
    actor,
    restoredFrom,
  }: {
    id: string;
    member: TeamMemberInput;
    baseVersion: number;
    actor: AuditActor;
    /** An earlier revision being brought back: its texts, shown (or not) where it is now. */
    restoredFrom?: number;
  },
): Promise<TeamMemberUpdateResult> {
  if (!isTeamMemberId(id)) return { kind: "not-found" };
  return db.transaction(async (tx): Promise<TeamMemberUpdateResult> => {
    // Locked until the save commits: a second save waits here, then sees the new version.
    const [locked] = await tx
      .select(editColumns)
      .from(teamMembers)
      .where(eq(teamMembers.id, id))
      .for("update");
    if (!locked) return { kind: "not-found" };
    const current = { ...locked, texts: readTexts(locked.texts) };
    if (restoredFrom !== undefined) member = { ...member, active: current.active };
    if (current.version !== baseVersion) {
      const conflict = await editConflict(tx, {
        entityType: ENTITY_TYPE,
        entityId: id,
        current,
        theirs: teamMemberFormValues(current),
        yours: teamMemberFormValues(member),
        editor: actor,
        displayed: { active: tickedText },
      });
      return { kind: "conflict", version: current.version, conflict };
    }
    const version = current.version + 1;
    const [updated] = await tx
      .update(teamMembers)
      .set({ ...member, version, updatedAt: sql`now()` })
      .where(eq(teamMembers.id, id))
      .returning({ id: teamMembers.id, name: teamMembers.name });
    if (!updated) return { kind: "not-found" };
    await recordRevision(tx, {
      entityType: ENTITY_TYPE,
      entityId: id,
      version,
      snapshot: member,
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: restoredFrom === undefined ? "team_member.updated" : "team_member.restored",
      entityType: ENTITY_TYPE,
      entityId: id,
      summary:
        restoredFrom === undefined
          ? `Updated team member ${describe(member)}`
          : `Restored version ${restoredFrom} of team member ${describe(member)} as version ${version}`,
    });
    return { kind: "done", name: updated.name };
  });
}

/** A revision's stored values as a member to save. */
const storedMemberSchema = z.object({
  name: z.string(),
  imageUrl: z.string().nullable(),
  texts: teamMemberTextsSchema,
  // Revisions saved before the order moved to the list hold an orderIndex too: not restored.
  active: z.boolean(),
});

/**
 * A member as a revision keeps it: from this version on with its texts map, as it is; one
 * saved before (each text a field per language: `role` and its Portuguese twin, …) with
 * that map made from those fields, as the migration to the map made it.
 */
function currentTeamMemberSnapshot(snapshot: unknown): unknown {
  if (snapshot === null || typeof snapshot !== "object" || Array.isArray(snapshot)) {
    return snapshot;
  }
  const stored = snapshot as Record<string, unknown>;
  if (Object.hasOwn(stored, "texts")) return stored;
  return rowWithTextsMap(stored) ?? stored;
}

/** A revision's values as stored now, whichever version of the member's fields it kept. */
const revisionSchema = z.preprocess(currentTeamMemberSnapshot, storedMemberSchema);

/**
 * Brings back the texts and photo of an earlier revision as a new version (whether the
 * member is shown, and where in the list, stay as they are), if nobody saved the member
 * since the history was opened at `baseVersion`.
 */
export async function restoreTeamMemberRevision(
  db: Database,
  { id, version, baseVersion, actor }: RestoreRequest,
): Promise<RestoreResult> {
  if (!isTeamMemberId(id)) return { kind: "not-found" };
  const stored = await revisionValues(db, ENTITY_TYPE, { id, version }, revisionSchema);
  if (!stored.ok) return stored.answer;
  const result = await updateTeamMember(db, {
    id,
    member: stored.values,
    baseVersion,
    actor,
    restoredFrom: version,
  });
  if (result.kind === "done") {
    return { kind: "restored", title: result.name, version: baseVersion + 1 };
  }
  return result.kind === "conflict" ? { kind: "conflict" } : { kind: "not-found" };
}

/** Removes a member for good. */
export async function deleteTeamMember(
  db: Database,
  { id, actor }: { id: string; actor: AuditActor },
): Promise<TeamMemberWriteResult> {
  if (!isTeamMemberId(id)) return { kind: "not-found" };
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(teamMembers).where(eq(teamMembers.id, id)).returning();
    if (!deleted) return { kind: "not-found" } as const;
    // Kept in the Trash for TRASH_DAYS, from which it comes back with the same address.
    await moveToTrash(tx, {
      entityType: ENTITY_TYPE,
      entityId: id,
      title: deleted.name,
      snapshot: deleted,
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: "team_member.deleted",
      entityType: ENTITY_TYPE,
      entityId: id,
      summary: `Deleted team member ${deleted.name}`,
    });
    return { kind: "done", name: deleted.name } as const;
  });
}

export type TeamMemberMoveResult =
  | {
      kind: "done";
      name: string;
      /** Where the member is now, 1 being first, among `total` members. */
      position: number;
      total: number;
    }
  | { kind: "not-found" };

/**
 * Puts a member at `position` (1 is first; past the end is last) of the whole list, active
 * or not, and numbers every member 1..n in that order, so no two ever share a number. The
 * move names the member and where it goes, never the numbers the editor saw: two editors
 * moving at once both land where they asked, the second on the order the first left.
 * The member's texts and version stay as they are (an open editor is not in conflict);
 * the move is in the audit log.
 */
export async function moveTeamMember(
  db: Database,
  { id, position, actor }: { id: string; position: number; actor: AuditActor },
): Promise<TeamMemberMoveResult> {
  if (!isTeamMemberId(id)) return { kind: "not-found" };
  return db.transaction(async (tx): Promise<TeamMemberMoveResult> => {
    // Every row locked first: a second move waits here. Its order is read by the next
    // statement, which sees the first move committed (a locking read's ORDER BY would
    // still sort by the numbers it saw before it waited).
    await tx.select({ id: teamMembers.id }).from(teamMembers).for("update");
    const rows = await tx
      .select({
        id: teamMembers.id,
        name: teamMembers.name,
        active: teamMembers.active,
        orderIndex: teamMembers.orderIndex,
      })
      .from(teamMembers)
      .orderBy(...listOrder);
    const from = rows.findIndex((row) => row.id === id);
    const moved = rows[from];
    if (!moved) return { kind: "not-found" };
    const order = rows.filter((row) => row.id !== id);
    const to = Math.min(Math.max(Math.trunc(position), 1), rows.length) - 1;
    order.splice(to, 0, moved);
    for (const [index, row] of order.entries()) {
      if (row.orderIndex === index + 1 && row.id !== id) continue;
      await tx
        .update(teamMembers)
        .set(
          row.id === id
            ? { orderIndex: index + 1, updatedAt: sql`now()` }
            : { orderIndex: index + 1 },
        )
        .where(eq(teamMembers.id, row.id));
    }
    if (from !== to) {
      await recordAudit(tx, {
        actor,
        action: "team_member.moved",
        entityType: ENTITY_TYPE,
        entityId: id,
        summary: `Moved team member ${describe(moved)} from position ${from + 1} to ${to + 1} of ${rows.length}`,
      });
    }
    return { kind: "done", name: moved.name, position: to + 1, total: rows.length };
  });
}

/** A field of a member's history: its name in historySnapshot's values, its label and kind. */
export type TeamMemberHistoryField = {
  name: string;
  label: string;
  kind: "text" | "list" | "flag";
};

const textLabels: Record<TeamMemberTextField, string> = {
  role: "Role",
  bio: "Bio",
  qualifications: "Qualifications",
  specialties: "Specialties",
};

/** The fields a member's history compares: each language's texts as fields of their own. */
export const teamMemberHistoryFields: readonly TeamMemberHistoryField[] = [
  { name: "name", label: "Name", kind: "text" },
  ...locales.flatMap((locale) =>
    teamMemberTextFields.map((field): TeamMemberHistoryField => ({
      name: teamMemberTextField(field, locale),
      label: `${textLabels[field]} (${localeLabels[locale]})`,
      kind: field === "qualifications" || field === "specialties" ? "list" : "text",
    })),
  ),
  { name: "imageUrl", label: "Photo", kind: "text" },
  { name: "active", label: "Shown on the site", kind: "flag" },
];

/**
 * A revision's values as the history compares them (teamMemberHistoryFields): each
 * language's texts as a field of its own, whichever version of the fields it was saved with.
 */
export function teamMemberHistorySnapshot(
  snapshot: Record<string, unknown>,
): Record<string, unknown> {
  const current = currentTeamMemberSnapshot(snapshot) as Record<string, unknown>;
  const { texts, ...rest } = current;
  const byLocale = (texts !== null && typeof texts === "object" ? texts : {}) as Record<
    string,
    Record<string, unknown> | undefined
  >;
  const flat: Record<string, unknown> = { ...rest };
  for (const locale of locales) {
    for (const field of teamMemberTextFields) {
      const value = byLocale[locale]?.[field];
      // An empty text and one left out read the same: nothing in that language.
      flat[teamMemberTextField(field, locale)] =
        value === "" || (Array.isArray(value) && value.length === 0) ? undefined : value;
    }
  }
  return flat;
}
