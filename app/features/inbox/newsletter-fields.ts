/**
 * The newsletter box's field names, limits and error keys, without the
 * validation library: the browser imports this, the schema in ./newsletter.ts
 * builds on it (like ./contact-fields.ts).
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
