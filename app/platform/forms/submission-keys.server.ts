import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { submissionKeys } from "../db/schema";
import { messageCipher } from "../message-encryption.server";
import { SUBMISSION_KEY_FIELD } from "./field-names";
import { formInput } from "./submission.server";

/*
 * Public forms are idempotent: each rendered form carries a one-time key
 * (SUBMISSION_KEY_FIELD), and a post whose key and content were seen already stores
 * nothing new and is answered like the first. The content counts too because a cached
 * page hands one key to many visitors; with JavaScript each page view makes its own.
 */

/** How long a key is remembered: far longer than anyone waits to send again. */
export const SUBMISSION_KEY_MAX_AGE_MS = 24 * 60 * 60_000;

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export type SubmissionIdentity = { form: string; key: string; fingerprint: string };

/**
 * The post's identity: its key (when it carries a well-formed one) and a keyed hash of
 * what it says in `fields`. Null without a key: such a post is simply handled.
 */
export function submissionIdentity(
  form: string,
  formData: FormData,
  fields: readonly string[],
): SubmissionIdentity | null {
  const input = formInput(formData);
  const key = input[SUBMISSION_KEY_FIELD];
  if (typeof key !== "string" || !KEY_PATTERN.test(key)) return null;
  const values = fields.map((field) => {
    const value = input[field];
    return typeof value === "string" ? value.trim() : "";
  });
  return { form, key, fingerprint: messageCipher().digest(JSON.stringify([form, values])) };
}

/** The first post's outcome, if this one was seen: the id of what it stored. */
export async function seenSubmission(
  db: Database,
  identity: SubmissionIdentity,
): Promise<{ itemId: string | null } | null> {
  const [row] = await db
    .select({ itemId: submissionKeys.itemId })
    .from(submissionKeys)
    .where(
      and(
        eq(submissionKeys.form, identity.form),
        eq(submissionKeys.key, identity.key),
        eq(submissionKeys.fingerprint, identity.fingerprint),
      ),
    );
  return row ?? null;
}

/** Thrown inside a store's transaction when another post with the same identity won. */
export class RepeatedSubmission extends Error {
  override name = "RepeatedSubmission";
}

/**
 * Records the identity with what the post stored, in the store's transaction. When a
 * post with the same identity committed first, throws RepeatedSubmission, which rolls
 * this one back.
 */
export async function recordSubmission(
  tx: Database,
  identity: SubmissionIdentity,
  itemId: string,
): Promise<void> {
  const [row] = await tx
    .insert(submissionKeys)
    .values({ ...identity, itemId })
    .onConflictDoNothing()
    .returning({ key: submissionKeys.key });
  if (!row) throw new RepeatedSubmission("a post with this key was stored already");
}

/** Forgets keys older than SUBMISSION_KEY_MAX_AGE_MS (hourly upkeep). */
export async function deleteOldSubmissionKeys(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(submissionKeys)
    .where(lt(submissionKeys.createdAt, new Date(now.getTime() - SUBMISSION_KEY_MAX_AGE_MS)))
    .returning({ key: submissionKeys.key });
  return deleted.length;
}
