/** The active members and when they changed, for the sitemap. */
export { listTeamMemberUpdates } from "./members.server";
