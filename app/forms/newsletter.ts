import { z } from "zod";

/**
 * The Health Tips newsletter box (spec part 2 §2, §5), shared by the server
 * action and the browser (client-safe: no server imports). Errors are
 * translation keys, not prose.
 */

/** The form's intent field: the /health-tips action tells this form apart by it. */
export const NEWSLETTER_INTENT = "subscribe";

/** The longest e-mail address there is (RFC 5321 path limit). */
export const NEWSLETTER_EMAIL_MAX_LENGTH = 254;

export const newsletterFieldErrors = ["required", "invalidEmail", "tooLong"] as const;
export type NewsletterFieldError = (typeof newsletterFieldErrors)[number];

/** A hidden input people leave empty and form-filling bots fill in. */
export const NEWSLETTER_HONEYPOT_FIELD = "website";

/** Subscriptions per visitor (client key) and window, like the contact form. */
export const NEWSLETTER_RATE_LIMIT = { limit: 5, windowMs: 15 * 60_000 } as const;

/**
 * The address, normalised: trimmed and lowercased, so "Ana@Example.com " and
 * "ana@example.com" are one subscriber. A missing value is "required"; one that
 * is not a string (sent twice, a file) is "invalidEmail".
 */
export const newsletterSchema = z.object({
  email: z
    .string({ error: (issue) => (issue.input === undefined ? "required" : "invalidEmail") })
    .trim()
    .toLowerCase()
    .min(1, { error: "required" })
    .max(NEWSLETTER_EMAIL_MAX_LENGTH, { error: "tooLong" })
    .pipe(z.email({ error: "invalidEmail" })),
});

export type NewsletterFormResult =
  { success: true; data: { email: string } } | { success: false; error: NewsletterFieldError };

/** Validates the form's values: the normalised address, or one error key. */
export function parseNewsletterForm(values: Record<string, unknown>): NewsletterFormResult {
  const result = newsletterSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const message = result.error.issues[0]?.message ?? "";
  return { success: false, error: isNewsletterFieldError(message) ? message : "invalidEmail" };
}

function isNewsletterFieldError(value: string): value is NewsletterFieldError {
  return (newsletterFieldErrors as readonly string[]).includes(value);
}
