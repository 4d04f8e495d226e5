/** Versions and revisions of editable items: stale saves refused, every save kept. */
export {
  baseVersionOf,
  editConflict,
  recordRevision,
  revisionAuthor,
  tickedText,
  type RevisionEntity,
} from "./revisions.server";
