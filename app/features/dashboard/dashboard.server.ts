import { count, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~/platform/db/client.server";
import { blogPosts, images, outboxEmails, teamMembers } from "~/platform/db/schema";
import { logger as appLogger } from "~/platform/logger.server";
import { publicPostCondition } from "~/features/blog/index.server";

export type DashboardCounts = {
  teamMembers: number;
  blogPosts: number;
  publishedPosts: number;
  mediaFiles: number;
  /** E-mails waiting in the outbox (queued or being sent), and those that failed for good. */
  pendingDeliveries: number;
  failedDeliveries: number;
};

/**
 * The dashboard's four counts, queried side by side. A count that fails is
 * logged and shows 0; the others still show.
 */
export async function getDashboardCounts(
  db: Database,
  logger: Logger = appLogger,
): Promise<DashboardCounts> {
  async function safeCount(name: keyof DashboardCounts, query: Promise<{ value: number }[]>) {
    try {
      const [row] = await query;
      return row?.value ?? 0;
    } catch (error) {
      logger.error({ err: error, count: name }, "dashboard count failed");
      return 0;
    }
  }
  const [team, posts, published, media, pending, failed] = await Promise.all([
    safeCount("teamMembers", db.select({ value: count() }).from(teamMembers)),
    safeCount("blogPosts", db.select({ value: count() }).from(blogPosts)),
    safeCount(
      "publishedPosts",
      db.select({ value: count() }).from(blogPosts).where(publicPostCondition()),
    ),
    safeCount("mediaFiles", db.select({ value: count() }).from(images)),
    safeCount(
      "pendingDeliveries",
      db
        .select({ value: count() })
        .from(outboxEmails)
        .where(inArray(outboxEmails.status, ["pending", "sending"])),
    ),
    safeCount(
      "failedDeliveries",
      db.select({ value: count() }).from(outboxEmails).where(eq(outboxEmails.status, "failed")),
    ),
  ]);
  return {
    teamMembers: team,
    blogPosts: posts,
    publishedPosts: published,
    mediaFiles: media,
    pendingDeliveries: pending,
    failedDeliveries: failed,
  };
}
