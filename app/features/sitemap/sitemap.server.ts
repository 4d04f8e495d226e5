import {
  BLOG_PATH,
  listPublishedPostsForSyndication,
  postPath,
} from "~/features/blog/index.server";
import { labCatalogUpdatedAt } from "~/features/lab-tests/index.server";
import { serviceDetails } from "~/features/services";
import { listPageContentUpdates, pageContentPages } from "~/features/site-content/index.server";
import { listTeamMemberUpdates } from "~/features/team/index.server";
import { languageTags, type Locale, locales, localizePath } from "~/i18n/locales";
import type { Database } from "~/platform/db/client.server";
import { type StaticPublicPath, staticPublicPaths } from "~/platform/public-pages";
import type { SitemapEntry } from "~/platform/seo/xml-feeds";

function latest(...dates: ReadonlyArray<Date | null | undefined>): Date | null {
  return dates.reduce<Date | null>(
    (newest, date) => (date && (!newest || date > newest) ? date : newest),
    null,
  );
}

/**
 * Every public URL in both languages, with its alternates, and the last time
 * the rows behind it changed where the page is built from rows (team, health
 * tips, lab prices, editable page content); pages made only of the shipped
 * texts have no lastmod. Articles are listed once, in their own language.
 */
export async function sitemapEntries(db: Database, origin: string): Promise<SitemapEntry[]> {
  const [posts, team, labUpdatedAt, pageUpdates] = await Promise.all([
    listPublishedPostsForSyndication(db),
    listTeamMemberUpdates(db),
    labCatalogUpdatedAt(db),
    listPageContentUpdates(db),
  ]);
  const absolute = (path: string) => `${origin}${path}`;
  const bothLanguages = (path: string, lastmod: (locale: Locale) => Date | null) => {
    const alternates = [
      ...locales.map((locale) => ({
        hreflang: languageTags[locale],
        href: absolute(localizePath(path, locale)),
      })),
      { hreflang: "x-default", href: absolute(path) },
    ];
    return locales.map((locale) => ({
      loc: absolute(localizePath(path, locale)),
      lastmod: lastmod(locale),
      alternates,
    }));
  };
  const postsUpdatedAt = (locale: Locale) =>
    latest(...posts.filter((post) => post.locale === locale).map((post) => post.updatedAt));
  const pageContentUpdatedAt = (path: StaticPublicPath, locale: Locale) => {
    const source = pageContentPages[path];
    const updates = source && pageUpdates.get(source.pageName);
    if (!source || !updates) return null;
    return locale === "en" || !source.fallbackToEnglish
      ? (updates[locale] ?? null)
      : latest(updates.en, updates[locale]);
  };
  const staticLastmod = (path: StaticPublicPath, locale: Locale): Date | null => {
    switch (path) {
      case "/team":
        return team.lastUpdatedAt;
      case BLOG_PATH:
        return postsUpdatedAt(locale);
      case "/lab-tests":
        return labUpdatedAt;
      default:
        return pageContentUpdatedAt(path, locale);
    }
  };

  return [
    ...staticPublicPaths.flatMap((path) =>
      bothLanguages(path, (locale) => staticLastmod(path, locale)),
    ),
    ...serviceDetails.flatMap(({ id }) => bothLanguages(`/services/${id}`, () => null)),
    ...team.members.flatMap((member) =>
      bothLanguages(`/team/${member.id}`, () => member.updatedAt),
    ),
    ...posts.map((post) => ({
      loc: absolute(postPath(post.slug, post.locale)),
      lastmod: post.updatedAt,
    })),
  ];
}
