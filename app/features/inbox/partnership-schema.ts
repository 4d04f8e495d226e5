import { z } from "zod";
import { withoutControlCharacters } from "~/platform/forms/control-characters";
import {
  partnershipFieldErrors,
  partnershipFieldLimits,
  partnershipFields,
  type PartnershipField,
  type PartnershipFieldError,
  type PartnershipFieldErrors,
} from "./partnership-fields";

export * from "./partnership-fields";

/**
 * The foundation's partnership form (spec part 2 §3, §5), used by the server
 * action (client-safe, but the browser imports ./partnership-fields instead, to
 * leave zod out of its bundle). Errors are translation keys, like the contact
 * form's: the UI shows them in the visitor's language.
 */

/**
 * A missing value is "required". One that is not a string (a field sent twice, a
 * file) only comes from a hand-made request; it gets the field's format error.
 */
function text(malformed: PartnershipFieldError) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? "required" : malformed) })
    .overwrite(withoutControlCharacters)
    .trim();
}

function requiredText(field: "companyName" | "contactPerson" | "message") {
  return text("required")
    .min(1, { error: "required" })
    .max(partnershipFieldLimits[field], { error: "tooLong" });
}

/** Digits and the punctuation people write phone numbers with, and at least one digit. */
const phonePattern = /^[\d +().-]*\d[\d +().-]*$/;

export const partnershipFormSchema = z.object({
  companyName: requiredText("companyName"),
  contactPerson: requiredText("contactPerson"),
  email: text("invalidEmail")
    .min(1, { error: "required" })
    .max(partnershipFieldLimits.email, { error: "tooLong" })
    .pipe(z.email({ error: "invalidEmail" })),
  phone: text("invalidPhone")
    .max(partnershipFieldLimits.phone, { error: "tooLong" })
    .refine((phone) => phone === "" || phonePattern.test(phone), { error: "invalidPhone" })
    .optional(),
  message: requiredText("message"),
});

/** A valid request; an empty phone number becomes undefined. */
export type PartnershipSubmission = {
  companyName: string;
  contactPerson: string;
  email: string;
  phone?: string;
  message: string;
};

export type PartnershipFormResult =
  | { success: true; data: PartnershipSubmission }
  | { success: false; fieldErrors: PartnershipFieldErrors };

/** Validates the form's values and gives at most one error key per field (the first). */
export function parsePartnershipForm(values: Record<string, unknown>): PartnershipFormResult {
  const result = partnershipFormSchema.safeParse(values);
  if (result.success) {
    const { phone, ...required } = result.data;
    return { success: true, data: { ...required, ...(phone ? { phone } : {}) } };
  }
  const fieldErrors: PartnershipFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isPartnershipField(field) || fieldErrors[field]) continue;
    fieldErrors[field] = isPartnershipFieldError(issue.message) ? issue.message : "required";
  }
  return { success: false, fieldErrors };
}

function isPartnershipField(value: unknown): value is PartnershipField {
  return typeof value === "string" && (partnershipFields as readonly string[]).includes(value);
}

function isPartnershipFieldError(value: string): value is PartnershipFieldError {
  return (partnershipFieldErrors as readonly string[]).includes(value);
}
