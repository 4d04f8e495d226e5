import { and, desc, eq } from "drizzle-orm";
import { publicPostCondition } from "~/features/blog/index.server";
import type { Locale } from "~/i18n/locales";
import type { Database } from "~/platform/db/client.server";
import { blogPosts } from "~/platform/db/schema";

/** The posts the public site shows in a language now (by the site's own rule), newest first. */
export function publicPosts(db: Database, locale: Locale) {
  return db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      category: blogPosts.category,
      featured: blogPosts.featured,
      publishedAt: blogPosts.publishAt,
    })
    .from(blogPosts)
    .where(and(publicPostCondition(), eq(blogPosts.locale, locale)))
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id));
}
