/** Published posts and their addresses, for the sitemap; what "published" means now; scheduling. */
export { BLOG_PATH, postPath } from "./paths";
export {
  listPublishedPostPart,
  listPublishedPostsForSyndication,
  publicPostCondition,
  publishedPostParts,
  publishedPostUpdates,
} from "./posts.server";
export { watchPostSchedule, type ScheduleWatch } from "./schedule.server";
/** A post's history page: finding it, restoring an earlier revision. */
export { findAdminPost, restorePostRevision } from "./post-admin.server";
