import type { blogPosts } from "~/platform/db/schema";

/** A demo post as seeded (./demo-content.server.ts, ./demo-posts-es.server.ts). */
export type DemoBlogPost = Omit<typeof blogPosts.$inferInsert, "id"> & { createdAt: Date };

/**
 * A demo post as written in the seed modules: its content as HTML blocks, one line each,
 * and its own illustration (public/images/articles/; versions of one article share one).
 */
export type DemoPostSource = Omit<DemoBlogPost, "content" | "imageUrl" | "locale"> & {
  content: string[];
  imageUrl: `/images/articles/${string}.svg`;
};
