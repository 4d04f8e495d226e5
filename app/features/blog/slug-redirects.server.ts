import { and, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { blogPostSlugRedirects, blogPosts } from "~/platform/db/schema";
import { MAX_SLUG_LENGTH, publicPostCondition } from "./posts.server";

/**
 * A post's old addresses (blog_post_slug_redirects). Called in the save's transaction:
 * the address a post now takes is nobody's old one any more, and a post that moved keeps
 * its previous address as a redirect to the new one.
 */
export async function keepOldPostAddress(
  tx: Database,
  { postId, from, to }: { postId: string; from: string | null; to: string },
): Promise<void> {
  await tx.delete(blogPostSlugRedirects).where(eq(blogPostSlugRedirects.slug, to));
  if (from === null || from === to) return;
  await tx
    .insert(blogPostSlugRedirects)
    .values({ slug: from, postId })
    .onConflictDoUpdate({
      target: blogPostSlugRedirects.slug,
      set: { postId, createdAt: new Date() },
    });
}

/** The current slug of the published post that used to live at `slug`, or null. */
export async function findMovedPostSlug(db: Database, slug: string): Promise<string | null> {
  if (slug === "" || slug.length > MAX_SLUG_LENGTH) return null;
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPostSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostSlugRedirects.postId))
    .where(and(eq(blogPostSlugRedirects.slug, slug), publicPostCondition()))
    .limit(1);
  return row?.slug ?? null;
}
