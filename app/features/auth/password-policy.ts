/**
 * The password rules (issue 5: OWASP ASVS level 1 rather than the spec's 6).
 * Client-safe constants for the form's attributes; the full check, including
 * the common-password list, runs on the server in password-policy.server.ts.
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
