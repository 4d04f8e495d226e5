/** The portal's list of posts (routes/admin/blog.tsx): client-safe numbers it shares with its query. */

/** Posts on a page of the portal's list. */
export const ADMIN_POST_PAGE_SIZE = 50;

/** Longer than any title worth searching for; the rest is ignored. */
export const MAX_POST_SEARCH_LENGTH = 100;
