/** Versions and revisions of editable items: stale saves refused, every save kept. */
export {
  baseVersionOf,
  describeConflict,
  editConflict,
  findRevision,
  HISTORY_PAGE_SIZE,
  listRevisions,
  recordRevision,
  revisionValues,
  tickedText,
  type RestoreRequest,
  type RestoreResult,
  type Revision,
  type RevisionEntity,
} from "./revisions.server";
export { deleteStalePresence } from "./presence.server";
