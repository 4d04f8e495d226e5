/** Published posts and their addresses, for the sitemap. */
export { BLOG_PATH, postPath } from "./paths";
export { listPublishedPostsForSyndication } from "./posts.server";
