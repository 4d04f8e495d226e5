import { z } from "zod";

/**
 * The password rules: OWASP ASVS level 1 (at least 8 characters, long passphrases
 * welcome, the most common passwords refused). Client-safe constants for the
 * form's attributes; the full check, including the common-password list, runs on
 * the server in password-policy.server.ts.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; this only stops hashing megabytes. */
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  required: "Please enter a password.",
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: "This password is one of the most common ones and easy to guess. Please choose another.",
} as const;

/**
 * A password field of a form: taken exactly as typed (spaces count, nothing is
 * trimmed), present and at most PASSWORD_MAX_LENGTH long. Whether a new one is
 * good enough is passwordProblem's question (password-policy.server.ts).
 */
export const passwordField = z
  .string({ error: passwordMessages.required })
  .min(1, { error: passwordMessages.required })
  .max(PASSWORD_MAX_LENGTH, { error: passwordMessages.tooLong });
