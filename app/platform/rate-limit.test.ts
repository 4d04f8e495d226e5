import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "~/platform/db/schema";
import { consumeRateLimit, deleteStaleRateLimits } from "~/platform/rate-limit.server";
import { openForDescribe, testDatabases } from "../../tests/support/databases";

const MINUTE = 60_000;
const start = new Date("2026-03-02T12:00:00.000Z");
const at = (offsetMs: number) => new Date(start.getTime() + offsetMs);

describe.each(testDatabases)("rate limits on $name", (database) => {
  const handle = openForDescribe(database);

  it("allows `limit` attempts in a window, then refuses until the window ends", async () => {
    const rule = { key: "test:window", limit: 3, windowMs: 10 * MINUTE };
    expect(await consumeRateLimit(handle.db, { ...rule, now: at(0) })).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 0,
    });
    expect(await consumeRateLimit(handle.db, { ...rule, now: at(1 * MINUTE) })).toEqual({
      allowed: true,
      remaining: 1,
      retryAfterSeconds: 0,
    });
    expect(await consumeRateLimit(handle.db, { ...rule, now: at(2 * MINUTE) })).toEqual({
      allowed: true,
      remaining: 0,
      retryAfterSeconds: 0,
    });
    // The window started at the first attempt, so 7 of its 10 minutes are left.
    expect(await consumeRateLimit(handle.db, { ...rule, now: at(3 * MINUTE) })).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 7 * 60,
    });
    // Half a second before the end still counts as this window, rounded up to a whole second.
    expect(await consumeRateLimit(handle.db, { ...rule, now: at(10 * MINUTE - 500) })).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 1,
    });
  });

  it("starts a new window with a fresh count once the old one has ended", async () => {
    const rule = { key: "test:reset", limit: 2, windowMs: MINUTE };
    await consumeRateLimit(handle.db, { ...rule, now: at(0) });
    await consumeRateLimit(handle.db, { ...rule, now: at(1_000) });
    expect((await consumeRateLimit(handle.db, { ...rule, now: at(2_000) })).allowed).toBe(false);

    const reset = await consumeRateLimit(handle.db, { ...rule, now: at(MINUTE) });
    expect(reset).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    const [row] = await handle.db
      .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, rule.key));
    expect(row).toEqual({ windowStart: at(MINUTE), count: 1 });

    // The new window is measured from its own start, not from the old one.
    expect((await consumeRateLimit(handle.db, { ...rule, now: at(MINUTE + 1_000) })).allowed).toBe(
      true,
    );
    expect(await consumeRateLimit(handle.db, { ...rule, now: at(MINUTE + 2_000) })).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 58,
    });
  });

  it("counts every key on its own", async () => {
    const rule = { limit: 1, windowMs: MINUTE, now: at(0) };
    expect((await consumeRateLimit(handle.db, { ...rule, key: "test:a" })).allowed).toBe(true);
    expect((await consumeRateLimit(handle.db, { ...rule, key: "test:a" })).allowed).toBe(false);
    expect((await consumeRateLimit(handle.db, { ...rule, key: "test:b" })).allowed).toBe(true);
  });

  it("lets exactly `limit` of many simultaneous attempts through", async () => {
    const rule = { key: "test:concurrent", limit: 5, windowMs: MINUTE, now: at(0) };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeRateLimit(handle.db, rule)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(results.map((result) => result.remaining).sort((a, b) => a - b)).toEqual([
      ...Array<number>(16).fill(0),
      1,
      2,
      3,
      4,
    ]);
  });

  it("refuses a rule that could never allow anything", async () => {
    await expect(
      consumeRateLimit(handle.db, { key: "test:bad", limit: 0, windowMs: MINUTE }),
    ).rejects.toThrow(RangeError);
    await expect(
      consumeRateLimit(handle.db, { key: "test:bad", limit: 1, windowMs: 0 }),
    ).rejects.toThrow(RangeError);
  });

  it("deletes counters whose window ended more than a day ago, and keeps the rest", async () => {
    const rule = { limit: 5, windowMs: 15 * MINUTE };
    await consumeRateLimit(handle.db, { ...rule, key: "test:stale", now: at(0) });
    await consumeRateLimit(handle.db, { ...rule, key: "test:fresh", now: at(24 * 60 * MINUTE) });
    const deleted = await deleteStaleRateLimits(handle.db, at(24 * 60 * MINUTE + MINUTE));
    expect(deleted).toBeGreaterThanOrEqual(1);
    const keys = (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (row) => row.key,
    );
    expect(keys).not.toContain("test:stale");
    expect(keys).toContain("test:fresh");
  });
});
