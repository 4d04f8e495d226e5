/**
 * A post's state as the portal names it, from its flags and dates at a moment:
 * a draft; scheduled (published, with a date still to come); published; or ended (its
 * unpublish time has passed). The public reads apply the same rule in SQL
 * (publicPostCondition in posts.server.ts).
 */
export type PostStatus = "draft" | "scheduled" | "published" | "ended";

export function postStatus(
  post: { published: boolean; publishAt: Date; unpublishAt: Date | null },
  now: Date,
): PostStatus {
  if (!post.published) return "draft";
  if (post.publishAt > now) return "scheduled";
  if (post.unpublishAt && post.unpublishAt <= now) return "ended";
  return "published";
}

export const postStatusLabels: Record<PostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  ended: "Unpublished (ended)",
};
