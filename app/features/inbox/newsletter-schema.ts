/**
 * The Health Tips newsletter box (spec part 2 §2, §5), validated on the server; the
 * browser imports ./newsletter-fields.ts, which has no validation library. Errors are
 * translation keys, not prose.
 */

import { z } from "zod";
import {
  NEWSLETTER_EMAIL_MAX_LENGTH,
  newsletterFieldErrors,
  type NewsletterFieldError,
} from "./newsletter-fields";

export * from "./newsletter-fields";

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
