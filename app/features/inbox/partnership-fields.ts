import { HONEYPOT_FIELD } from "./contact-fields";

/**
 * The partnership form's fields, limits and error keys, without the validation
 * library: the browser imports this, the schema in ./partnership.ts builds on it
 * (like ./contact-fields.ts).
 */

export const partnershipFields = [
  "companyName",
  "contactPerson",
  "email",
  "phone",
  "message",
] as const;
export type PartnershipField = (typeof partnershipFields)[number];

/** Maximum lengths after trimming; the UI uses them as maxLength too. */
export const partnershipFieldLimits = {
  companyName: 150,
  contactPerson: 100,
  email: 254,
  phone: 30,
  message: 5000,
} as const satisfies Record<PartnershipField, number>;

export const partnershipFieldErrors = [
  "required",
  "invalidEmail",
  "tooLong",
  "invalidPhone",
] as const;
export type PartnershipFieldError = (typeof partnershipFieldErrors)[number];
export type PartnershipFieldErrors = Partial<Record<PartnershipField, PartnershipFieldError>>;

/** The same hidden bot trap as the contact form. */
export { HONEYPOT_FIELD };

/** Requests per visitor (client key) and window. */
export const PARTNERSHIP_RATE_LIMIT = { limit: 5, windowMs: 15 * 60_000 } as const;
