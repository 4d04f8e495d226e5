/**
 * The names of the fields every form shares, without the validation library: the
 * browser's forms import these, the schemas (./fields.ts) too.
 */

/**
 * The field a route with several forms tells them apart by: each form's submit
 * button (or a hidden input) sends `intent=<its name>`, and the route's schema is a
 * discriminated union on it.
 */
export const INTENT_FIELD = "intent";

/** The hidden field people leave empty and form-filling bots fill in (every public form). */
export const HONEYPOT_FIELD = "website";

/**
 * The one-time key every public form carries, so a post sent again (after an answer
 * that never arrived) is recognised and stored once (./submission-keys.server.ts).
 */
export const SUBMISSION_KEY_FIELD = "submissionKey";

/** A fresh submission key: 128 random bits, URL-safe. */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
