/**
 * The contact form's fields, limits and error keys, without the validation
 * library: the browser imports this, the schema in ./contact.ts builds on it.
 */

export const contactServiceIds = [
  "membership",
  "checkup",
  "physical-evaluation",
  "consultation",
  "weight-loss",
] as const;
export type ContactServiceId = (typeof contactServiceIds)[number];

export const contactFields = ["name", "email", "phone", "service", "message"] as const;
export type ContactField = (typeof contactFields)[number];

/** Maximum lengths after trimming; the UI uses them as maxLength too. */
export const contactFieldLimits = { name: 100, email: 254, phone: 30, message: 5000 } as const;

export const contactFieldErrors = [
  "required",
  "invalidEmail",
  "tooLong",
  "invalidPhone",
  "invalidService",
] as const;
export type ContactFieldError = (typeof contactFieldErrors)[number];

/** A hidden input people leave empty and form-filling bots fill in. */
export const HONEYPOT_FIELD = "website";

/** Submissions per visitor (client key) and window. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 15 * 60_000 } as const;

export function isContactServiceId(value: unknown): value is ContactServiceId {
  return typeof value === "string" && (contactServiceIds as readonly string[]).includes(value);
}
