/** The active members and when they changed, for the sitemap. */
export { listTeamMemberUpdates } from "./members.server";
/** A member's profile address. */
export { teamMemberPath } from "./paths";
/** A member's history page: finding them, restoring an earlier revision. */
export {
  findTeamMemberForEdit,
  restoreTeamMemberRevision,
  teamMemberHistoryFields,
  teamMemberHistorySnapshot,
} from "./member-admin.server";
/** A member's texts in every language, as stored (the demo's seed writes them). */
export type { TeamMemberTextsByLocale } from "./member-form";
