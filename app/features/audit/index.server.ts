/** The audit log: every staff write records who did what, in the write's own transaction. */
export {
  lastAuditEntry,
  listRecentAudit,
  recordAudit,
  type AuditActor,
  type AuditEntry,
  type AuditEntryInput,
} from "./audit.server";
