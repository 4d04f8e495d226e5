/** The active members and when they changed, for the sitemap. */
export { listTeamMemberUpdates } from "./members.server";
/** A member's profile address. */
export { teamMemberPath } from "./paths";
/** A member's history page: finding them, restoring an earlier revision. */
export { findTeamMemberForEdit, restoreTeamMemberRevision } from "./member-admin.server";
