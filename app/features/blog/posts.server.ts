import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { blogPosts } from "~/platform/db/schema";
import { locales, type Locale } from "~/i18n/locales";
import { safeImageSrc } from "~/platform/sanitize.server";
import { altTextFor, libraryAltTexts } from "~/features/media/index.server";
import type { PostCardFields } from "./types";
import { ALL_CATEGORIES } from "./categories";
import { pageCountOf } from "~/platform/paging";
import { rememberUntilContentChange } from "~/platform/content-changes.server";

/** Longer than any slug the editor makes; a longer one cannot exist and is not looked up. */
export const MAX_SLUG_LENGTH = 200;

/**
 * What the public sees: a published post from its publish date on, until its unpublish
 * date (if any). Scheduling is this condition and nothing else: no job has to run for a
 * post to appear or go, on any instance (each empties its page cache at that minute:
 * app/features/blog/schedule.server.ts).
 */
export function publicPostCondition(now: Date = new Date()): SQL {
  return and(
    eq(blogPosts.published, true),
    lte(blogPosts.publishAt, now),
    or(isNull(blogPosts.unpublishAt), gt(blogPosts.unpublishAt, now)),
  ) as SQL;
}

/**
 * When what the public sees of a post last changed: its last save, or the moment it
 * appeared when that came later (a post saved on Monday for Friday changes its article,
 * its list, the feeds and the sitemap on Friday). An article's dateModified, a feed's
 * lastBuildDate and the sitemap's lastmod are this, so none is earlier than the post's date.
 */
function changedAt() {
  return sql<Date>`greatest(${blogPosts.updatedAt}, ${blogPosts.publishAt})`;
}

/**
 * What the public list reads of a post (id, title, excerpt, image_url, category,
 * author, its date, featured), plus the slug the card links to.
 */
const cardColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  imageUrl: blogPosts.imageUrl,
  category: blogPosts.category,
  author: blogPosts.author,
  publishedAt: blogPosts.publishAt,
  featured: blogPosts.featured,
};

export type BlogPostCard = PostCardFields & {
  /** The post's date (publish_at): when it was, or was scheduled to be, published. */
  publishedAt: Date;
};

export type BlogPost = BlogPostCard & {
  /** As stored: sanitize it (app/platform/sanitize.server.ts) before rendering. */
  content: string;
  /** The language the post is written in. */
  locale: Locale;
  /** The article it is a version of (its versions in other languages share it). */
  groupId: string;
  /** The last change visitors see (changedAt: structured data's dateModified). */
  updatedAt: Date;
};

/** What the article page reads of a post. */
export const articleColumns = {
  ...cardColumns,
  content: blogPosts.content,
  locale: blogPosts.locale,
  groupId: blogPosts.groupId,
  updatedAt: changedAt().mapWith(blogPosts.updatedAt),
};

type CardRow = Omit<BlogPostCard, "imageAlt">;

/**
 * Rows as cards: a safe image URL, and the library's alt text of the image in the
 * language each post is written in (one query for all of them).
 */
export async function toCards<Row extends CardRow>(
  db: Database,
  rows: readonly Row[],
  localeOf: (row: Row) => Locale,
): Promise<(Row & { imageAlt: string })[]> {
  const safe = rows.map((row) => ({ ...row, imageUrl: safeImageSrc(row.imageUrl) }));
  const texts = await libraryAltTexts(
    db,
    safe.map((row) => row.imageUrl),
  );
  return safe.map((row) => ({ ...row, imageAlt: altTextFor(texts, row.imageUrl, localeOf(row)) }));
}

/** Articles on a page of Health Tips, besides the featured one on the first page of "All". */
export const BLOG_PAGE_SIZE = 12;

export type BlogPostPage = {
  /** The newest featured post, on the first page of "All" only. */
  featured: BlogPostCard | null;
  /** This page's posts of the grid, newest first. */
  posts: BlogPostCard[];
  /** Posts in the chosen category (under "All" the featured one included), on every page. */
  total: number;
  page: number;
  pageCount: number;
  /** The categories this language's posts use, each once. */
  categories: string[];
  /** The category shown: the one asked for when posts use it, otherwise "all". */
  category: string;
};

/**
 * One page of the public list in the visitor's language (issue 29): the categories with
 * their counts and the newest featured post (kept until the posts change), then the
 * page's rows and the covers' texts. Under "All" the featured post stands above the grid
 * on the first page and is in no page of the grid. A page past the last has no posts
 * (the route answers 404).
 */
export async function listPublishedPostPage(
  db: Database,
  locale: Locale,
  { category: requested, page }: { category: string | null; page: number },
): Promise<BlogPostPage> {
  const visible = and(publicPostCondition(), eq(blogPosts.locale, locale));
  // The categories with their counts (the tabs, and the grid's total below) and the newest
  // featured post read every public post of the language (10 ms and more at thousands),
  // so they are kept until the posts change; a scheduled post's minute is such a change
  // (schedule.server.ts). A page then reads only its own rows.
  const { categoryCounts, newestFeatured } = await rememberUntilContentChange(
    `post-list:${locale}`,
    async () => ({
      categoryCounts: await db
        .select({ category: blogPosts.category, posts: count() })
        .from(blogPosts)
        .where(visible)
        .groupBy(blogPosts.category),
      newestFeatured: (
        await db
          .select(cardColumns)
          .from(blogPosts)
          .where(and(visible, eq(blogPosts.featured, true)))
          .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
          .limit(1)
      )[0],
    }),
  );
  const categories = categoryCounts.map((row) => row.category).filter(Boolean);
  const category =
    requested && requested !== ALL_CATEGORIES && categories.includes(requested)
      ? requested
      : ALL_CATEGORIES;
  const featuredRow = category === ALL_CATEGORIES ? newestFeatured : undefined;
  const grid = and(
    visible,
    category === ALL_CATEGORIES
      ? featuredRow
        ? ne(blogPosts.id, featuredRow.id)
        : undefined
      : eq(blogPosts.category, category),
  );
  const gridTotal =
    category === ALL_CATEGORIES
      ? categoryCounts.reduce((sum, row) => sum + row.posts, 0) - (featuredRow ? 1 : 0)
      : (categoryCounts.find((row) => row.category === category)?.posts ?? 0);
  const rows = await db
    .select(cardColumns)
    .from(blogPosts)
    .where(grid)
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE);
  const featuredShown = featuredRow && page === 1 ? [featuredRow] : [];
  const cards = await toCards(db, [...featuredShown, ...rows], () => locale);
  return {
    featured: featuredShown.length > 0 ? (cards[0] ?? null) : null,
    posts: cards.slice(featuredShown.length),
    total: gridTotal + (featuredRow ? 1 : 0),
    page,
    pageCount: pageCountOf(gridTotal, BLOG_PAGE_SIZE),
    categories,
    category,
  };
}

/**
 * A published post by its slug, in whichever language it is written (both
 * language prefixes show it), or null for an unknown slug or a draft.
 */
export async function findPublishedPostBySlug(
  db: Database,
  slug: string,
): Promise<BlogPost | null> {
  if (slug === "" || slug.length > MAX_SLUG_LENGTH) return null;
  const [row] = await db
    .select(articleColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), publicPostCondition()))
    .limit(1);
  if (!row) return null;
  const [post] = await toCards(db, [row], (one) => one.locale);
  return post ?? null;
}

/**
 * The versions of an article (its group) the public sees now, each language's address:
 * what the language switch leads to and the hreflang alternates name.
 */
export async function findPublicVersions(
  db: Database,
  groupId: string,
  now: Date = new Date(),
): Promise<Array<{ locale: Locale; slug: string }>> {
  return db
    .select({ locale: blogPosts.locale, slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.groupId, groupId), publicPostCondition(now)));
}

/** A published post as the sitemap and the RSS feeds list it. */
export type SyndicatedPost = {
  slug: string;
  title: string;
  excerpt: string | null;
  category: string;
  author: string | null;
  locale: Locale;
  /** The post's date (publish_at). */
  publishedAt: Date;
  /** The last change visitors see (changedAt). */
  updatedAt: Date;
};

/**
 * Published posts, newest first: of one language (a feed, the newest `limit`) or of
 * both (the sitemap).
 */
export async function listPublishedPostsForSyndication(
  db: Database,
  locale?: Locale,
  limit?: number,
): Promise<SyndicatedPost[]> {
  const query = db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      author: blogPosts.author,
      locale: blogPosts.locale,
      publishedAt: blogPosts.publishAt,
      updatedAt: changedAt().mapWith(blogPosts.updatedAt),
    })
    .from(blogPosts)
    .where(
      locale ? and(publicPostCondition(), eq(blogPosts.locale, locale)) : publicPostCondition(),
    )
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * The sitemap's parts of articles: published posts of both languages, oldest first,
 * `size` to a part (a new article joins the last part; the others keep their lastmod),
 * and the latest change in each. One row per part, none without posts.
 */
export async function publishedPostParts(
  db: Database,
  size: number,
): Promise<Array<{ part: number; updatedAt: Date }>> {
  const numbered = db
    .select({
      // Numbered from 0 in the parts' order; whole-number division makes the part.
      part: sql<number>`(row_number() over (order by ${blogPosts.publishAt}, ${blogPosts.id}) - 1) / ${sql.raw(String(Math.trunc(size)))}`.as(
        "part",
      ),
      changedAt: changedAt().as("changed_at"),
    })
    .from(blogPosts)
    .where(publicPostCondition())
    .as("numbered");
  const rows = await db
    .select({
      part: sql<number>`${numbered.part}`.mapWith(Number),
      updatedAt: sql<Date>`max(${numbered.changedAt})`.mapWith(blogPosts.updatedAt),
    })
    .from(numbered)
    .groupBy(numbered.part)
    .orderBy(numbered.part);
  return rows.map((row) => ({ part: row.part + 1, updatedAt: row.updatedAt }));
}

/**
 * Part `part` (from 1) of the sitemap's articles: their addresses' slugs, languages and
 * changes, and each one's versions visitors see (its group's, itself included: the
 * hreflang alternates), read for the whole part in one more query.
 */
export async function listPublishedPostPart(db: Database, part: number, size: number) {
  const now = new Date();
  const posts = await db
    .select({
      slug: blogPosts.slug,
      locale: blogPosts.locale,
      groupId: blogPosts.groupId,
      updatedAt: changedAt().mapWith(blogPosts.updatedAt),
    })
    .from(blogPosts)
    .where(publicPostCondition(now))
    .orderBy(asc(blogPosts.publishAt), asc(blogPosts.id))
    .limit(size)
    .offset((part - 1) * size);
  const groupIds = [...new Set(posts.map((post) => post.groupId))];
  const versions =
    groupIds.length === 0
      ? []
      : await db
          .select({ groupId: blogPosts.groupId, locale: blogPosts.locale, slug: blogPosts.slug })
          .from(blogPosts)
          .where(and(inArray(blogPosts.groupId, groupIds), publicPostCondition(now)));
  const byGroup = new Map<string, Array<{ locale: Locale; slug: string }>>();
  for (const { groupId, locale, slug } of versions) {
    byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), { locale, slug }]);
  }
  return posts.map(({ groupId, ...post }) => ({ ...post, versions: byGroup.get(groupId) ?? [] }));
}

/** The latest change among the published posts of each language (null for none). */
export async function publishedPostUpdates(db: Database): Promise<Record<Locale, Date | null>> {
  const rows = await db
    .select({
      locale: blogPosts.locale,
      updatedAt: sql<Date>`max(${changedAt()})`.mapWith(blogPosts.updatedAt),
    })
    .from(blogPosts)
    .where(publicPostCondition())
    .groupBy(blogPosts.locale);
  const byLocale = Object.fromEntries(locales.map((locale) => [locale, null])) as Record<
    Locale,
    Date | null
  >;
  for (const row of rows) byLocale[row.locale] = row.updatedAt;
  return byLocale;
}
