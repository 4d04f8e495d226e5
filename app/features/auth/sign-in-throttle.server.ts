// Imports stay relative: auth.server.ts uses this module, and Better Auth's tooling
// does not read tsconfig paths.
import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.server";
import { signInThrottle } from "../../platform/db/schema";

/**
 * Sign-in throttling per account, on top of the per-address limit (Better Auth's
 * rate limiter): a guesser who changes address for every try still waits, and
 * colleagues behind one office address are not locked out by one another's typos.
 *
 * Every attempt for an e-mail address is counted before its password is checked,
 * in one statement, so a burst of parallel guesses cannot slip past the count; a
 * success clears it. After FREE_ATTEMPTS the next attempt waits, twice as long each
 * time, up to MAX_DELAY_SECONDS. An attempt made while the account waits is refused
 * without checking the password and without counting. It is the same for an address
 * with no account, so the answer never tells whether one exists.
 */

/** Attempts allowed one after another before the first wait. */
export const FREE_ATTEMPTS = 5;
const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;
/** A day without attempts starts the count again. */
const QUIET_RESET_MS = 24 * 60 * 60_000;

/** Seconds the next attempt waits after `attempts` attempts without a success. */
export function signInDelaySeconds(attempts: number): number {
  if (attempts < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (attempts - FREE_ATTEMPTS));
}

/** The stored key for an address: a keyed hash, so the table names no one. */
export function signInAccountKey(email: string, secret: Buffer): string {
  return createHmac("sha256", secret).update(email.trim().toLowerCase()).digest("hex");
}

export type SignInClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one attempt for the account, or refuses it while the account waits. */
export async function claimSignInAttempt(
  db: Database,
  accountKey: string,
  now = new Date(),
): Promise<SignInClaim> {
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const quietSince = sql`${new Date(now.getTime() - QUIET_RESET_MS).toISOString()}::timestamptz`;
  // In DO UPDATE the column names are the row as it was before this statement.
  const attempts = sql`case when ${signInThrottle.lastAttemptAt} <= ${quietSince} then 1 else ${signInThrottle.failures} + 1 end`;
  const [claimed] = await db
    .insert(signInThrottle)
    .values({
      accountKey,
      failures: 1,
      lastAttemptAt: nowValue,
      nextAttemptAt: sql`${nowValue} + make_interval(secs => ${signInDelaySeconds(1)})`,
    })
    .onConflictDoUpdate({
      target: signInThrottle.accountKey,
      set: {
        failures: attempts,
        lastAttemptAt: nowValue,
        nextAttemptAt: sql`${nowValue} + make_interval(secs => ${delaySql(attempts)})`,
      },
      // A waiting account is left as it is: no row comes back, and the attempt is refused.
      setWhere: sql`${signInThrottle.nextAttemptAt} <= ${nowValue}`,
    })
    .returning({ failures: signInThrottle.failures });
  if (claimed) return { allowed: true };

  const [waiting] = await db
    .select({ nextAttemptAt: signInThrottle.nextAttemptAt })
    .from(signInThrottle)
    .where(eq(signInThrottle.accountKey, accountKey));
  const waitMs = waiting ? waiting.nextAttemptAt.getTime() - now.getTime() : 0;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** signInDelaySeconds, written for the database: the same schedule for a count it computes. */
function delaySql(attempts: ReturnType<typeof sql>) {
  return sql`case when ${attempts} < ${FREE_ATTEMPTS} then 0
    else least(${MAX_DELAY_SECONDS}, ${FIRST_DELAY_SECONDS} * power(2, ${attempts} - ${FREE_ATTEMPTS})) end`;
}

/** A correct password: the account's count starts again. */
export async function clearSignInAttempts(db: Database, accountKey: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.accountKey, accountKey));
}

/** Counts from more than a day ago: dead weight, since the next attempt starts again. */
export async function deleteQuietSignInCounts(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - QUIET_RESET_MS).toISOString();
  const deleted = await db
    .delete(signInThrottle)
    .where(
      sql`${signInThrottle.lastAttemptAt} < ${cutoff}::timestamptz and ${signInThrottle.nextAttemptAt} < ${now.toISOString()}::timestamptz`,
    )
    .returning({ key: signInThrottle.accountKey });
  return deleted.length;
}
