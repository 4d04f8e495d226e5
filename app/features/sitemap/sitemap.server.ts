import {
  BLOG_PATH,
  listPublishedPostPart,
  postPath,
  publishedPostParts,
  publishedPostUpdates,
} from "~/features/blog/index.server";
import { insurersUpdatedAt } from "~/features/insurance/index.server";
import { labCatalogUpdatedAt } from "~/features/lab-tests/index.server";
import { membershipPlansUpdatedAt } from "~/features/membership/index.server";
import { serviceDetails } from "~/features/services";
import { servicePagesUpdatedAt } from "~/features/services/index.server";
import { listPageContentUpdates, pageContentPages } from "~/features/site-content/index.server";
import { listTeamMemberUpdates, teamMemberPath } from "~/features/team/index.server";
import { type Locale, locales, localizePath } from "~/i18n/locales";
import type { Database } from "~/platform/db/client.server";
import { type StaticPublicPath, staticPublicPaths } from "~/platform/public-pages";
import { hreflangAlternates } from "~/platform/seo/hreflang";
import { latestDate, type SitemapEntry } from "~/platform/seo/xml-feeds";

/**
 * Articles per part of the sitemap. The protocol allows 50,000 URLs to a file; a
 * smaller part stays quick to build and small to send, and the parts of older
 * articles keep their lastmod, so a crawler fetches again only the part that changed.
 */
export const ARTICLES_PER_PART = 5_000;

/** The parts of the sitemap, as /sitemaps/<name>.xml: the pages, the team, the articles. */
export type SitemapPartName = "pages" | "team" | `health-tips-${number}`;

/** A part as the index lists it: its name and the latest change of what it lists. */
export type SitemapPart = { name: SitemapPartName; lastmod: Date | null };

/** A part's name from its address's last segment ("team.xml"); null for no part. */
export function sitemapPartName(segment: string): SitemapPartName | null {
  if (segment === "pages.xml" || segment === "team.xml") {
    return segment.slice(0, -".xml".length) as SitemapPartName;
  }
  const articles = /^health-tips-([1-9]\d{0,5})\.xml$/.exec(segment);
  return articles ? `health-tips-${Number(articles[1])}` : null;
}

/** The address of a part, from the site's origin. */
export function sitemapPartPath(name: SitemapPartName): string {
  return `/sitemaps/${name}.xml`;
}

/**
 * The sitemap index's parts with their lastmod: the public pages (static and
 * services) in both languages, the team members' pages, then the articles
 * ARTICLES_PER_PART to a part (none while nothing is published).
 */
export async function sitemapParts(
  db: Database,
  articlesPerPart = ARTICLES_PER_PART,
): Promise<SitemapPart[]> {
  const [sources, articleParts] = await Promise.all([
    readPageSources(db),
    publishedPostParts(db, articlesPerPart),
  ]);
  const { team } = sources;
  const pages = pageEntries("", sources);
  return [
    { name: "pages", lastmod: latestDate(pages.map((entry) => entry.lastmod)) },
    // Any member's change, one hidden since included: the list of pages changed with it.
    { name: "team", lastmod: team.lastUpdatedAt },
    ...articleParts.map(({ part, updatedAt }) => ({
      name: `health-tips-${part}` as const,
      lastmod: updatedAt,
    })),
  ];
}

/** The URLs of one part of the sitemap; null when there is no such part (an article part past the last). */
export async function sitemapPartEntries(
  db: Database,
  origin: string,
  name: SitemapPartName,
  articlesPerPart = ARTICLES_PER_PART,
): Promise<SitemapEntry[] | null> {
  if (name === "pages") return pageEntries(origin, await readPageSources(db));
  if (name === "team") {
    const team = await listTeamMemberUpdates(db);
    return team.members.flatMap((member) =>
      inEveryLanguage(origin, teamMemberPath(member), () => member.updatedAt),
    );
  }
  const part = Number(name.slice("health-tips-".length));
  const posts = await listPublishedPostPart(db, part, articlesPerPart);
  // Part 1 always exists, empty or not; a later one only with articles in it.
  if (posts.length === 0 && part > 1) return null;
  return posts.map((post) => {
    // Translated: every version names all of them (reciprocal), as the article's page does.
    const alternates =
      post.versions.length < 2
        ? undefined
        : hreflangAlternates(
            Object.fromEntries(
              post.versions.map((version) => [
                version.locale,
                `${origin}${postPath(version.slug, version.locale)}`,
              ]),
            ),
          );
    return {
      loc: `${origin}${postPath(post.slug, post.locale)}`,
      lastmod: post.updatedAt,
      alternates,
    };
  });
}

/** A page in each language, each entry naming every language and x-default as alternates. */
function inEveryLanguage(
  origin: string,
  path: string,
  lastmod: (locale: Locale) => Date | null,
): SitemapEntry[] {
  const alternates = hreflangAlternates(
    Object.fromEntries(locales.map((locale) => [locale, `${origin}${localizePath(path, locale)}`])),
  );
  return locales.map((locale) => ({
    loc: `${origin}${localizePath(path, locale)}`,
    lastmod: lastmod(locale),
    alternates,
  }));
}

/** The rows' last changes behind the public pages, read once for the pages and the index. */
async function readPageSources(db: Database) {
  const [
    postUpdates,
    team,
    labUpdatedAt,
    pageUpdates,
    plansUpdatedAt,
    insurersChangedAt,
    servicesChangedAt,
  ] = await Promise.all([
    publishedPostUpdates(db),
    listTeamMemberUpdates(db),
    labCatalogUpdatedAt(db),
    listPageContentUpdates(db),
    membershipPlansUpdatedAt(db),
    insurersUpdatedAt(db),
    servicePagesUpdatedAt(db),
  ]);
  return {
    postUpdates,
    team,
    labUpdatedAt,
    pageUpdates,
    plansUpdatedAt,
    insurersChangedAt,
    servicesChangedAt,
  };
}

/**
 * Every public page that is not a team member's or an article, in both languages,
 * with the last time the rows behind it changed where the page is built from rows
 * (team, health tips, lab prices, membership plans, insurers, service pages, editable page content); pages made only of the
 * shipped texts have no lastmod.
 */
function pageEntries(
  origin: string,
  {
    postUpdates,
    team,
    labUpdatedAt,
    pageUpdates,
    plansUpdatedAt,
    insurersChangedAt,
    servicesChangedAt,
  }: Awaited<ReturnType<typeof readPageSources>>,
): SitemapEntry[] {
  const pageContentUpdatedAt = (path: StaticPublicPath, locale: Locale) => {
    const source = pageContentPages[path];
    const updates = source && pageUpdates.get(source.pageName);
    if (!source || !updates) return null;
    return locale === "en" || !source.fallbackToEnglish
      ? (updates[locale] ?? null)
      : latestDate([updates.en, updates[locale]]);
  };
  const staticLastmod = (path: StaticPublicPath, locale: Locale): Date | null => {
    switch (path) {
      case "/team":
        return team.lastUpdatedAt;
      case BLOG_PATH:
        return postUpdates[locale];
      case "/lab-tests":
        return labUpdatedAt;
      // The plans and insurers are rows (the portal's Membership Plans and Insurers).
      case "/membership":
        return latestDate([plansUpdatedAt, pageContentUpdatedAt(path, locale)]);
      case "/insurance":
        return latestDate([insurersChangedAt, pageContentUpdatedAt(path, locale)]);
      default:
        return pageContentUpdatedAt(path, locale);
    }
  };
  return [
    ...staticPublicPaths.flatMap((path) =>
      inEveryLanguage(origin, path, (locale) => staticLastmod(path, locale)),
    ),
    // A service page is its row (Service Pages); the membership's also names its plans' price.
    ...serviceDetails.flatMap(({ id }) =>
      inEveryLanguage(origin, `/services/${id}`, () =>
        id === "membership"
          ? latestDate([plansUpdatedAt, servicesChangedAt.get(id) ?? null])
          : (servicesChangedAt.get(id) ?? null),
      ),
    ),
  ];
}
