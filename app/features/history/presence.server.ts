import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { editPresence } from "~/platform/db/schema";
import { staffTimeFormat } from "~/platform/clinic";

/**
 * Who else has an item open in an editor: each open edit page says so when it loads and
 * every PRESENCE_HEARTBEAT_MS after (app/features/history/presence.ts), and leaves when the
 * page goes. A note, not a lock: two editors may still both edit, and the second save is
 * refused by the version check rather than overwriting.
 */

/** Someone not heard from for this long has closed the page (or lost the connection). */
export const PRESENCE_WINDOW_MS = 90_000;

function since(now: Date, milliseconds: number): Date {
  return new Date(now.getTime() - milliseconds);
}

export type PresenceTarget = { entityType: string; entityId: string };

/** Another editor with the item open: their address and since when (clinic time). */
export type OtherEditor = { email: string; sinceText: string };

/** Says that `user` has the item open now (the first time: since now). */
export async function notePresence(
  db: Database,
  target: PresenceTarget,
  user: { id: string; email: string },
  now = new Date(),
): Promise<void> {
  await db
    .insert(editPresence)
    .values({ ...target, userId: user.id, email: user.email, openedAt: now, seenAt: now })
    .onConflictDoUpdate({
      target: [editPresence.entityType, editPresence.entityId, editPresence.userId],
      // A page reopened after the window is a new visit: "since" starts again.
      set: {
        email: user.email,
        seenAt: now,
        openedAt: sql`case when ${editPresence.seenAt} < ${since(now, PRESENCE_WINDOW_MS).toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${editPresence.openedAt} end`,
      },
    });
}

/** Forgets notes nobody has renewed for a day (hourly upkeep): the table stays small. */
export async function deleteStalePresence(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(editPresence)
    .where(lt(editPresence.seenAt, since(now, 24 * 3_600_000)))
    .returning({ userId: editPresence.userId });
  return deleted.length;
}

/** The page was left (or the item saved and closed). */
export async function leavePresence(
  db: Database,
  target: PresenceTarget,
  userId: string,
): Promise<void> {
  await db
    .delete(editPresence)
    .where(
      and(
        eq(editPresence.entityType, target.entityType),
        eq(editPresence.entityId, target.entityId),
        eq(editPresence.userId, userId),
      ),
    );
}

/** The other editors who have the item open now, longest first. */
export async function otherEditors(
  db: Database,
  target: PresenceTarget,
  userId: string,
  now = new Date(),
): Promise<OtherEditor[]> {
  const rows = await db
    .select({ email: editPresence.email, openedAt: editPresence.openedAt })
    .from(editPresence)
    .where(
      and(
        eq(editPresence.entityType, target.entityType),
        eq(editPresence.entityId, target.entityId),
        ne(editPresence.userId, userId),
        gt(editPresence.seenAt, since(now, PRESENCE_WINDOW_MS)),
      ),
    )
    .orderBy(editPresence.openedAt);
  return rows.map((row) => ({ email: row.email, sinceText: staffTimeFormat.format(row.openedAt) }));
}

/** Notes this editor's presence and answers who else is there: what an edit page's loader calls. */
export async function presenceOnOpen(
  db: Database,
  target: PresenceTarget,
  user: { id: string; email: string },
): Promise<OtherEditor[]> {
  await notePresence(db, target, user);
  return otherEditors(db, target, user.id);
}
