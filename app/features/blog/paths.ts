import { localizePath, type Locale } from "~/i18n/locales";
import { pageHref } from "~/platform/paging";
import { ALL_CATEGORIES } from "./categories";

/** The blog is "Health Tips" to visitors: its pages live under /health-tips. */
export const BLOG_PATH = "/health-tips";
/** The RSS feed of each language's posts (app/routes/site/blog-rss.ts). */
export const BLOG_FEED_PATH = `${BLOG_PATH}/rss.xml`;

/** The list of posts in a language: /health-tips or /pt/health-tips. */
export function blogPath(locale: Locale): string {
  return localizePath(BLOG_PATH, locale);
}

/** A page of the list in a language, for a category ("all": every category). */
export function blogListHref(locale: Locale, category: string, page: number): string {
  return pageHref(
    blogPath(locale),
    { category: category === ALL_CATEGORIES ? null : category },
    page,
  );
}

/** A post's page in the language it is written in: /health-tips/… or /pt/health-tips/…. */
export function postPath(slug: string, locale: Locale): string {
  return localizePath(`${BLOG_PATH}/${encodeURIComponent(slug)}`, locale);
}

/** The feed of the posts written in a language. */
export function blogFeedPath(locale: Locale): string {
  return localizePath(BLOG_FEED_PATH, locale);
}

/** The query that says the article asked for has no version in the list's language. */
export const UNTRANSLATED_PARAM = "untranslated";

/**
 * Where the language switch of an article without a version in `locale` leads: that
 * language's list, which then says so (not indexed: the list's canonical has no query).
 */
export function untranslatedPostListPath(locale: Locale): string {
  return `${blogPath(locale)}?${UNTRANSLATED_PARAM}=1`;
}
