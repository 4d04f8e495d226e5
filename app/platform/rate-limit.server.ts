import { sql } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { rateLimits } from "~/platform/db/schema";

export type RateLimitRule = {
  /** What is limited and for whom, e.g. "contact:203.0.113.7". */
  key: string;
  /** How many attempts a window allows. */
  limit: number;
  windowMs: number;
  /** The current time; tests pass their own. */
  now?: Date;
};

export type RateLimitResult = {
  allowed: boolean;
  /** Attempts left in the current window after this one. */
  remaining: number;
  /** 0 when allowed; otherwise seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
};

/**
 * Counts one attempt against a fixed window and says whether it is allowed.
 *
 * One statement, so concurrent requests in any number of server processes
 * cannot both read the old count: the first attempt inserts the row, later ones
 * lock it and increment, and the first attempt after the window has ended starts
 * a new one. Refused attempts count too, which keeps a flood refused.
 */
export async function consumeRateLimit(
  db: Database,
  { key, limit, windowMs, now = new Date() }: RateLimitRule,
): Promise<RateLimitResult> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`invalid limit: ${limit}`);
  if (!Number.isFinite(windowMs) || windowMs <= 0) {
    throw new RangeError(`invalid windowMs: ${windowMs}`);
  }

  // Timestamps go in as ISO strings with an explicit cast: both drivers read them the same way.
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const windowEnded = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: nowValue, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // In DO UPDATE both expressions see the row as it was before this statement.
      set: {
        windowStart: sql`case when ${windowEnded} then ${nowValue} else ${rateLimits.windowStart} end`,
        count: sql`case when ${windowEnded} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row) throw new Error(`rate limit upsert for ${key} returned no row`);

  const allowed = row.count <= limit;
  const windowEndsInMs = row.windowStart.getTime() + windowMs - now.getTime();
  return {
    allowed,
    remaining: Math.max(0, limit - row.count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(windowEndsInMs / 1000)),
  };
}

/** No rule's window is longer than this; older counters are dead weight. */
const STALE_AFTER_MS = 24 * 60 * 60_000;

/**
 * Deletes counters whose window ended long ago, so the table does not keep one
 * row per visitor forever. Cheap (an indexed range would not even be needed at
 * this size); call it now and then, e.g. from a timer in the server process.
 */
export async function deleteStaleRateLimits(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_AFTER_MS).toISOString();
  const deleted = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < ${cutoff}::timestamptz`)
    .returning({ key: rateLimits.key });
  return deleted.length;
}

/**
 * A route's `headers`: passes its action's Retry-After (a 429) on to the document
 * response, which a post without JavaScript receives.
 */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
