import { z } from "zod";
import { withoutControlCharacters } from "~/platform/forms/control-characters";
import {
  contactFieldErrors,
  contactFieldLimits,
  contactFields,
  isContactServiceId,
  type ContactField,
  type ContactFieldError,
  type ContactServiceId,
} from "./contact-fields";

export * from "./contact-fields";

/**
 * The public contact form's rules, used by the server action (client-safe, but
 * the browser imports ./contact-fields instead, to leave zod out of its bundle).
 * Errors are translation keys, not prose: the UI shows them in the visitor's language.
 */

/**
 * A missing value is "required". One that is not a string (a field sent twice, a
 * file) only comes from a hand-made request; it gets the field's format error.
 */
function text(malformed: ContactFieldError) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? "required" : malformed) })
    .overwrite(withoutControlCharacters)
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

function isContactField(value: unknown): value is ContactField {
  return typeof value === "string" && (contactFields as readonly string[]).includes(value);
}

function isContactFieldError(value: string): value is ContactFieldError {
  return (contactFieldErrors as readonly string[]).includes(value);
}
