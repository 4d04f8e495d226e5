/** The portal's list of posts (routes/admin/blog.tsx): client-safe numbers it shares with its query. */
import { defineListQuery, type ListQuery } from "~/platform/list-query";
import { locales, type Locale } from "~/i18n/locales";

/** Posts on a page of the portal's list. */
export const ADMIN_POST_PAGE_SIZE = 50;

/** Longer than any title worth searching for; the rest is ignored. */
export const MAX_POST_SEARCH_LENGTH = 100;

/** Most posts one bulk action changes: a page of the list (an article's versions each). */
export const MAX_BULK_POSTS = ADMIN_POST_PAGE_SIZE * locales.length;

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

/** The editor's query of a new version: the article (one of its posts) and the language. */
export const TRANSLATION_OF_PARAM = "translationOf";
export const TRANSLATION_LANGUAGE_PARAM = "language";

/** The new post form for an article's version in `locale`, from its post `sourceId`. */
export function addVersionHref(sourceId: string, locale: Locale): string {
  const query = new URLSearchParams({
    [TRANSLATION_OF_PARAM]: sourceId,
    [TRANSLATION_LANGUAGE_PARAM]: locale,
  });
  return `/admin/blog/new?${query.toString()}`;
}
