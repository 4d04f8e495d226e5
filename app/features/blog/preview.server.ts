import { eq } from "drizzle-orm";
import { derivedSecret } from "~/features/auth/index.server";
import type { Database } from "~/platform/db/client.server";
import { blogPosts } from "~/platform/db/schema";
import { env } from "~/platform/env.server";
import {
  expiryPart,
  readExpiryPart,
  readSignedToken,
  signToken,
} from "~/platform/signed-tokens.server";
import { findPreviewDraft } from "~/features/preview/index.server";
import { blogPostSchema } from "./post-form";
import { isPostId } from "./post-admin.server";
import { articleColumns, toCards, type BlogPost } from "./posts.server";
import { postStatus, type PostStatus } from "./post-status";

/**
 * Preview links: a post's public address with `?preview=<token>`, where the token names
 * the post and when the link stops working, signed with a key derived from the auth
 * secret (app/platform/signed-tokens.server.ts: every instance accepts it, and nobody can
 * make one without the secret). The article page shows a draft or scheduled post to a
 * holder of a valid link, marked "Preview", never cached and never indexed; anyone else
 * gets the 404 a draft always gave.
 */

/** The query parameter of every preview link (app/features/preview/). */
export { PREVIEW_PARAM, previewHref } from "~/features/preview/index.server";
const PURPOSE = "post-preview";

/** A token for `postId` valid until `expiresAt`. */
export function previewToken(
  postId: string,
  expiresAt: Date = new Date(Date.now() + env.PREVIEW_LINK_HOURS * 3_600_000),
): string {
  return signToken(derivedSecret(PURPOSE), [postId, expiryPart(expiresAt)]);
}

/** The post a token names, if its signature holds and it has not expired; else null. */
export function readPreviewToken(
  token: string,
  now: Date = new Date(),
): { postId: string; expiresAt: Date } | null {
  const parts = readSignedToken(derivedSecret(PURPOSE), token, 2);
  if (!parts) return null;
  const [postId = "", expires = ""] = parts;
  const expiresAt = readExpiryPart(expires);
  if (!expiresAt || !(expiresAt > now) || !isPostId(postId)) return null;
  return { postId, expiresAt };
}

export type PreviewedPost = BlogPost & {
  status: PostStatus;
  /** When the link stops working. */
  expiresAt: Date;
};

/** The post a preview link shows, in whatever state it is (null: a bad or old link, or deleted). */
export async function findPostForPreview(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<PreviewedPost | null> {
  const claim = readPreviewToken(token, now);
  if (!claim) return null;
  const [row] = await db
    .select({
      ...articleColumns,
      published: blogPosts.published,
      unpublishAt: blogPosts.unpublishAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, claim.postId))
    .limit(1);
  if (!row) return null;
  const { published, unpublishAt, ...stored } = row;
  const [post] = await toCards(db, [stored], (one) => one.locale);
  if (!post) return null;
  return {
    ...post,
    status: postStatus({ published, publishAt: post.publishedAt, unpublishAt }, now),
    expiresAt: claim.expiresAt,
  };
}

/** The id a post not created yet has in its preview (any id that is not a UUID would do). */
const NEW_POST_PREVIEW_ID = "new";

/**
 * The article a Preview of unsaved changes shows (the editor's form, kept as a draft by
 * /admin/blog/preview): read with the form's own schema, as the save would store it,
 * dated as the save would date it. Null: a bad or old link, or a draft the schema no
 * longer takes.
 */
export async function findPostDraftPreview(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<PreviewedPost | null> {
  const draft = await findPreviewDraft(db, "blog_post", token, now);
  if (!draft) return null;
  const parsed = blogPostSchema.safeParse(draft.values);
  if (!parsed.success) return null;
  const input = parsed.data;
  const stored =
    draft.entityId !== null && isPostId(draft.entityId)
      ? (
          await db
            .select({ publishAt: blogPosts.publishAt })
            .from(blogPosts)
            .where(eq(blogPosts.id, draft.entityId))
            .limit(1)
        )[0]
      : undefined;
  const publishedAt = input.publishAt ?? stored?.publishAt ?? now;
  const [post] = await toCards(
    db,
    [
      {
        id: draft.entityId ?? NEW_POST_PREVIEW_ID,
        slug: input.slug,
        title: input.title,
        excerpt: input.excerpt,
        imageUrl: input.imageUrl,
        category: input.category,
        author: input.author,
        publishedAt,
        featured: input.featured,
        content: input.content,
        locale: input.locale,
        // A preview names no other version (the article page gives it no language links).
        groupId: draft.entityId ?? NEW_POST_PREVIEW_ID,
        updatedAt: now,
      },
    ],
    (one) => one.locale,
  );
  if (!post) return null;
  return {
    ...post,
    status: postStatus(
      { published: input.published, publishAt: publishedAt, unpublishAt: input.unpublishAt },
      now,
    ),
    expiresAt: draft.expiresAt,
  };
}
