import { and, desc, eq } from "drizzle-orm";
import { notifyInTransaction } from "~/platform/content-changes.server";
import type { Database } from "~/platform/db/client.server";
import { auditLog } from "~/platform/db/schema";

/** Who did it: the signed-in staff member, or the operator's command line. */
export type AuditActor = { id: string | null; email: string };

export type AuditEntryInput = {
  actor: AuditActor;
  /** Dotted verb, e.g. "user.role_changed", "team_member.updated". */
  action: string;
  entityType: string;
  entityId?: string | null;
  /** What a colleague reads on the dashboard, e.g. "ana@example.com: user → content editor". */
  summary: string;
};

export type AuditEntry = {
  id: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  createdAt: Date;
};

/**
 * Records one staff write. Call it in the same transaction as the write, so an entry
 * exists exactly when the change does. The same transaction tells the other instances
 * that content changed (their page caches empty when it commits).
 */
export async function recordAudit(db: Database, entry: AuditEntryInput): Promise<void> {
  await notifyInTransaction(db);
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    summary: entry.summary.slice(0, 500),
  });
}

/** The latest entries, newest first, for the dashboard's Recent Activity. */
export async function listRecentAudit(db: Database, limit = 10): Promise<AuditEntry[]> {
  return db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      summary: auditLog.summary,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/**
 * Who last did `action` to an item, and when (null: nobody, as far as the log knows):
 * the colleague a refused stale save names, for items that keep no revisions.
 */
export async function lastAuditEntry(
  db: Database,
  { action, entityId }: { action: string; entityId: string },
): Promise<{ actorEmail: string; createdAt: Date } | null> {
  const [entry] = await db
    .select({ actorEmail: auditLog.actorEmail, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return entry ?? null;
}
