import { and, desc, eq, gt, isNull, lte, or, type SQL } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { blogPosts } from "~/platform/db/schema";
import type { Locale } from "~/i18n/locales";
import { safeImageSrc } from "~/platform/sanitize.server";
import { altTextFor, libraryAltTexts } from "~/features/media/index.server";
import type { PostCardFields } from "./types";

/** Longer than any slug the editor makes; a longer one cannot exist and is not looked up. */
const MAX_SLUG_LENGTH = 200;

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
  /** The last edit (structured data's dateModified). */
  updatedAt: Date;
};

/** What the article page reads of a post. */
export const articleColumns = {
  ...cardColumns,
  content: blogPosts.content,
  locale: blogPosts.locale,
  updatedAt: blogPosts.updatedAt,
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

/** The public list: published posts written in the visitor's language, newest first. */
export async function listPublishedPosts(db: Database, locale: Locale): Promise<BlogPostCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(blogPosts)
    .where(and(publicPostCondition(), eq(blogPosts.locale, locale)))
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id));
  return toCards(db, rows, () => locale);
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
  updatedAt: Date;
};

/** Published posts, newest first: of one language (a feed) or of both (the sitemap). */
export async function listPublishedPostsForSyndication(
  db: Database,
  locale?: Locale,
): Promise<SyndicatedPost[]> {
  return db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      author: blogPosts.author,
      locale: blogPosts.locale,
      publishedAt: blogPosts.publishAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(
      locale ? and(publicPostCondition(), eq(blogPosts.locale, locale)) : publicPostCondition(),
    )
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id));
}
