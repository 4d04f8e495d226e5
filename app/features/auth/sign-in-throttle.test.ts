import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInThrottle } from "~/platform/db/schema";
import {
  claimSignInAttempt,
  clearSignInAttempts,
  deleteQuietSignInCounts,
  FREE_ATTEMPTS,
  MAX_DELAY_SECONDS,
  signInAccountKey,
  signInDelaySeconds,
} from "./sign-in-throttle.server";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const start = new Date("2026-05-04T09:00:00.000Z");
const at = (offsetMs: number) => new Date(start.getTime() + offsetMs);

describe("the sign-in delay schedule", () => {
  it("lets the first attempts through, then doubles the wait up to its ceiling", () => {
    expect([1, 2, 3, 4].map(signInDelaySeconds)).toEqual([0, 0, 0, 0]);
    expect(FREE_ATTEMPTS).toBe(5);
    expect([5, 6, 7, 8, 9].map(signInDelaySeconds)).toEqual([30, 60, 120, 240, 480]);
    expect(signInDelaySeconds(10)).toBe(MAX_DELAY_SECONDS);
    expect(signInDelaySeconds(60)).toBe(MAX_DELAY_SECONDS);
  });

  it("keys an address by a keyed hash of its lower-cased form", () => {
    const secret = Buffer.from("a-secret-for-the-test");
    const key = signInAccountKey("Editor@Clinic.test ", secret);
    expect(key).toBe(signInAccountKey("editor@clinic.test", secret));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toBe(signInAccountKey("editor@clinic.test", Buffer.from("another-secret")));
  });
});

describe.each(testDatabases)("sign-in attempts per account on $name", (database) => {
  const handle = openForDescribe(database);
  const claim = (key: string, offsetMs: number) => claimSignInAttempt(handle.db, key, at(offsetMs));

  it("counts attempts, refuses while the account waits, and doubles each wait", async () => {
    const key = "account:doubling";
    for (let n = 0; n < FREE_ATTEMPTS; n += 1) {
      expect(await claim(key, n * SECOND), `attempt ${n + 1}`).toEqual({ allowed: true });
    }
    // The fifth attempt (at 4 s) set a 30 s wait.
    expect(await claim(key, 5 * SECOND)).toEqual({ allowed: false, retryAfterSeconds: 29 });
    // A refused attempt neither counts nor moves the wait; part of a second is a second.
    expect(await claim(key, 33.5 * SECOND)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await claim(key, 34 * SECOND)).toEqual({ allowed: true });
    // The sixth waits 60 s, the seventh 120 s.
    expect(await claim(key, 35 * SECOND)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(await claim(key, 94 * SECOND)).toEqual({ allowed: true });
    expect(await claim(key, 95 * SECOND)).toEqual({ allowed: false, retryAfterSeconds: 119 });
  });

  it("lets only the free attempts through a burst of parallel guesses", async () => {
    const claims = await Promise.all(Array.from({ length: 20 }, () => claim("account:burst", 0)));
    expect(claims.filter((result) => result.allowed)).toHaveLength(FREE_ATTEMPTS);
    expect(claims.filter((result) => !result.allowed)).toContainEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
  });

  it("starts again after a success, and after a quiet day", async () => {
    const cleared = "account:cleared";
    for (let n = 0; n < FREE_ATTEMPTS; n += 1) await claim(cleared, 0);
    await clearSignInAttempts(handle.db, cleared);
    for (let n = 0; n < FREE_ATTEMPTS; n += 1) {
      expect(await claim(cleared, SECOND)).toEqual({ allowed: true });
    }

    // Nine attempts 20 minutes apart (each wait over before the next), the last at 160 min.
    const quiet = "account:quiet";
    for (let n = 0; n <= FREE_ATTEMPTS + 3; n += 1) await claim(quiet, n * 20 * MINUTE);
    const dayAfter = (FREE_ATTEMPTS + 3) * 20 * MINUTE + 25 * HOUR;
    for (let n = 0; n < FREE_ATTEMPTS; n += 1) {
      expect(await claim(quiet, dayAfter)).toEqual({ allowed: true });
    }
  });

  it("forgets counts a day old whose wait is over, and keeps the others", async () => {
    await claim("account:old", 0);
    await claim("account:recent", 20 * HOUR);
    expect(await deleteQuietSignInCounts(handle.db, at(25 * HOUR))).toBeGreaterThan(0);
    const rowsFor = (key: string) =>
      countRows(handle.db, signInThrottle, eq(signInThrottle.accountKey, key));
    expect(await rowsFor("account:old")).toBe(0);
    expect(await rowsFor("account:recent")).toBe(1);
  });
});
