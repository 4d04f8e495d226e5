import { z } from "zod";

/**
 * The public contact form's rules, shared by the server action and the browser
 * (client-safe: no server imports). Errors are translation keys, not prose: the
 * UI shows them in the visitor's language.
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

/**
 * A missing value is "required". One that is not a string (a field sent twice, a
 * file) only comes from a hand-made request; it gets the field's format error.
 */
function text(malformed: ContactFieldError) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? "required" : malformed) })
    .trim();
}

/** Digits and the punctuation people write phone numbers with, and at least one digit. */
const phonePattern = /^[\d +().-]*\d[\d +().-]*$/;

export const contactFormSchema = z.object({
  name: text("required")
    .min(1, { error: "required" })
    .max(contactFieldLimits.name, { error: "tooLong" }),
  email: text("invalidEmail")
    .min(1, { error: "required" })
    .max(contactFieldLimits.email, { error: "tooLong" })
    .pipe(z.email({ error: "invalidEmail" })),
  phone: text("invalidPhone")
    .max(contactFieldLimits.phone, { error: "tooLong" })
    .refine((phone) => phone === "" || phonePattern.test(phone), { error: "invalidPhone" })
    .optional(),
  service: text("invalidService")
    .refine((service) => service === "" || isContactServiceId(service), {
      error: "invalidService",
    })
    .optional(),
  message: text("required")
    .min(1, { error: "required" })
    .max(contactFieldLimits.message, { error: "tooLong" }),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;

/** A valid submission; empty optional fields become undefined. */
export type ContactSubmission = {
  name: string;
  email: string;
  phone?: string;
  service?: ContactServiceId;
  message: string;
};

export type ContactFormResult =
  | { success: true; data: ContactSubmission }
  | { success: false; fieldErrors: Partial<Record<ContactField, ContactFieldError>> };

/** Validates the form's values and gives at most one error key per field (the first). */
export function parseContactForm(values: Record<string, unknown>): ContactFormResult {
  const result = contactFormSchema.safeParse(values);
  if (result.success) {
    const { phone, service, ...required } = result.data;
    return {
      success: true,
      data: {
        ...required,
        ...(phone ? { phone } : {}),
        ...(service && isContactServiceId(service) ? { service } : {}),
      },
    };
  }
  const fieldErrors: Partial<Record<ContactField, ContactFieldError>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isContactField(field) || fieldErrors[field]) continue;
    fieldErrors[field] = isContactFieldError(issue.message) ? issue.message : "required";
  }
  return { success: false, fieldErrors };
}

export function isContactServiceId(value: unknown): value is ContactServiceId {
  return typeof value === "string" && (contactServiceIds as readonly string[]).includes(value);
}

function isContactField(value: unknown): value is ContactField {
  return typeof value === "string" && (contactFields as readonly string[]).includes(value);
}

function isContactFieldError(value: string): value is ContactFieldError {
  return (contactFieldErrors as readonly string[]).includes(value);
}
