import { and, eq, getTableName, gt, min } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { blogPosts } from "~/platform/db/schema";
import { announceContentChange, onContentChange } from "~/platform/content-changes.server";
import { logger } from "~/platform/logger.server";

/**
 * Scheduled posts need no job that publishes them: the public reads compare the publish
 * and unpublish dates with the clock (publicPostCondition). What must follow the clock
 * is each instance's page cache: the pages that read the posts are dropped at the minute
 * a scheduled post appears or goes, on every instance alike, since each one watches the
 * same dates.
 */

/** The longest wait before looking again (a date set elsewhere is also seen through change notices). */
const MAX_WAIT_MS = 60 * 60_000;

/** The next moment a published post appears or goes, after `now`; null when none is set. */
export async function nextScheduledChange(db: Database, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({
      publish: min(blogPosts.publishAt),
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), gt(blogPosts.publishAt, now)));
  const [end] = await db
    .select({ unpublish: min(blogPosts.unpublishAt) })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), gt(blogPosts.unpublishAt, now)));
  const moments = [row?.publish, end?.unpublish].filter((value): value is Date => !!value);
  if (moments.length === 0) return null;
  return new Date(Math.min(...moments.map((moment) => moment.getTime())));
}

export type ScheduleWatch = { stop(): void };

/**
 * Empties this process's page cache (and runs every content-change listener) when the
 * next scheduled post appears or goes, then waits for the one after. A content change
 * (a post saved here or on another instance) looks again.
 */
export function watchPostSchedule(
  db: Database,
  { now = () => new Date() }: { now?: () => Date } = {},
): ScheduleWatch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let generation = 0;

  const arm = async () => {
    const mine = ++generation;
    clearTimeout(timer);
    let next: Date | null;
    try {
      next = await nextScheduledChange(db, now());
    } catch (error) {
      logger.warn({ err: error }, "could not read the next scheduled post");
      next = null;
    }
    // A newer look (a change meanwhile) or a stop wins.
    if (stopped || mine !== generation) return;
    const wait = next ? Math.max(0, next.getTime() - now().getTime()) : MAX_WAIT_MS;
    timer = setTimeout(
      () => {
        if (next && next.getTime() <= now().getTime()) {
          logger.info({ at: next.toISOString() }, "a scheduled post appears or goes");
          // Runs the listeners, among them this watch: it looks for the next one.
          announceContentChange(new Set([getTableName(blogPosts)]));
        } else {
          void arm();
        }
      },
      Math.min(wait, MAX_WAIT_MS),
    );
    timer.unref?.();
  };

  const unsubscribe = onContentChange(() => void arm());
  void arm();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
