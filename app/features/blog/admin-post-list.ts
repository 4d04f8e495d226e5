/** The portal's list of posts (routes/admin/blog.tsx): client-safe numbers it shares with its query. */
import { defineListQuery, type ListQuery } from "~/platform/list-query";
import { locales } from "~/i18n/locales";

/** Posts on a page of the portal's list. */
export const ADMIN_POST_PAGE_SIZE = 50;

/** Longer than any title worth searching for; the rest is ignored. */
export const MAX_POST_SEARCH_LENGTH = 100;

/** Most posts one bulk action changes: a page of the list. */
export const MAX_BULK_POSTS = ADMIN_POST_PAGE_SIZE;

/** The list's search (title or address), filters and sort in its URL. */
export const postListQuery = defineListQuery({
  maxSearch: MAX_POST_SEARCH_LENGTH,
  filters: {
    status: ["published", "scheduled", "draft", "ended"],
    // Any category a post may have (the editor takes free text): the select offers the used ones.
    category: { pattern: /^[\w-]{1,40}$/ },
    language: locales,
  },
  sorts: ["newest", "oldest", "date", "title"],
});

export type PostListQuery = ListQuery<
  (typeof postListQuery)["spec"]["filters"],
  (typeof postListQuery)["spec"]["sorts"]
>;

export const postSortLabels: Record<PostListQuery["sort"], string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  date: "Publish date",
  title: "Title A–Z",
};
