import { and, asc, count, eq, ilike, max, or, sql } from "drizzle-orm";
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
import { teamMemberFormValues } from "~/features/team/member-form";
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
  role: string;
  imageUrl: string | null;
  specialties: string[];
  orderIndex: number;
  active: boolean;
};

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
      role: teamMembers.role,
      imageUrl: teamMembers.imageUrl,
      specialties: teamMembers.specialties,
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
      ? or(ilike(ranked.name, containsPattern(needle)), ilike(ranked.role, containsPattern(needle)))
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
  const members = rows.map((row) => ({ ...row, imageUrl: safeImageSrc(row.imageUrl) }));
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
      role: teamMembers.role,
      imageUrl: teamMembers.imageUrl,
      specialties: teamMembers.specialties,
      orderIndex: teamMembers.orderIndex,
      active: teamMembers.active,
    })
    .from(teamMembers)
    .orderBy(...listOrder);
  const rows = await (slice ? query.limit(slice.limit).offset(slice.offset) : query);
  // An address stored before the image rule (another host's) shows as initials, never broken.
  return rows.map((row) => ({ ...row, imageUrl: safeImageSrc(row.imageUrl) }));
}

/** A member's stored fields (what a revision keeps). */
const storedColumns = {
  name: teamMembers.name,
  role: teamMembers.role,
  rolePt: teamMembers.rolePt,
  bio: teamMembers.bio,
  bioPt: teamMembers.bioPt,
  imageUrl: teamMembers.imageUrl,
  qualifications: teamMembers.qualifications,
  qualificationsPt: teamMembers.qualificationsPt,
  specialties: teamMembers.specialties,
  specialtiesPt: teamMembers.specialtiesPt,
  active: teamMembers.active,
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
  return member ?? null;
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
    const [current] = await tx
      .select(editColumns)
      .from(teamMembers)
      .where(eq(teamMembers.id, id))
      .for("update");
    if (!current) return { kind: "not-found" };
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
  role: z.string(),
  rolePt: z.string().nullable(),
  bio: z.string().nullable(),
  bioPt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  qualifications: z.array(z.string()),
  qualificationsPt: z.array(z.string()),
  specialties: z.array(z.string()),
  specialtiesPt: z.array(z.string()),
  // Revisions saved before the order moved to the list hold an orderIndex too: not restored.
  active: z.boolean(),
});

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
  const stored = await revisionValues(db, ENTITY_TYPE, { id, version }, storedMemberSchema);
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
