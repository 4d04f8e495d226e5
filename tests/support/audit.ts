import { and, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { auditLog } from "~/platform/db/schema";

/* Reading the audit log in tests: the entries an action left, with the columns a test checks. */

const auditColumns = {
  action: auditLog.action,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  summary: auditLog.summary,
};

export type AuditColumn = keyof typeof auditColumns;
type AuditRow = typeof auditLog.$inferSelect;

/**
 * The audit log's entries for `action` (about `entityId`, unless null or undefined), each with
 * only the `columns` named, in the order the database returns them.
 */
export async function auditEntries<const Column extends AuditColumn>(
  db: Database,
  columns: readonly Column[],
  action: string,
  entityId?: string | null,
): Promise<Pick<AuditRow, Column>[]> {
  const selection = Object.fromEntries(columns.map((column) => [column, auditColumns[column]]));
  const rows = await db
    .select(selection)
    .from(auditLog)
    .where(
      entityId == null
        ? eq(auditLog.action, action)
        : and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)),
    );
  // The selection is built from the names, so its row type is the picked columns'.
  return rows as unknown as Pick<AuditRow, Column>[];
}
