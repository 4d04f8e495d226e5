import { z } from "zod";
import {
  optionalText,
  PHONE_PATTERN,
  requiredText,
  text,
  type TextMessages,
} from "~/platform/forms/fields";
import { parseSubmission, type Submission } from "~/platform/forms/submission.server";
import {
  inboxFieldErrors,
  inboxFieldLimits,
  inboxForms,
  type InboxField,
  type InboxFieldDefinition as Definition,
  type InboxFieldError,
  type InboxVariant,
} from "./inbox-forms";

type Definitions<Variant extends InboxVariant> = (typeof inboxForms)[Variant]["fields"];

/** A valid submission of a variant; optional fields left empty are absent. */
export type InboxSubmission<Variant extends InboxVariant> = {
  [
    Field in keyof Definitions<Variant> as Definitions<Variant>[Field] extends { required: true }
      ? Field
      : never
  ]: string;
} & {
  [
    Field in keyof Definitions<Variant> as Definitions<Variant>[Field] extends { required: true }
      ? never
      : Field
  ]?: string;
};

/** The error a value gets when it is not one text value (sent twice, a file). */
const malformedError: Record<Definition["kind"], InboxFieldError> = {
  text: "required",
  email: "invalidEmail",
  phone: "invalidPhone",
  choice: "invalidService",
};

function fieldSchema(definition: Definition) {
  const messages: TextMessages<InboxFieldError> & {
    required: InboxFieldError;
    tooLong: InboxFieldError;
  } = {
    missing: "required",
    malformed: malformedError[definition.kind],
    required: "required",
    tooLong: "tooLong",
  };
  if (definition.kind === "email") {
    const address = definition.lowercase
      ? text(messages).toLowerCase().min(1, { error: "required" }).max(definition.max, {
          error: "tooLong",
        })
      : requiredText(definition.max, messages);
    return address.pipe(z.email({ error: "invalidEmail" }));
  }
  if (definition.required) return requiredText(definition.max, messages);
  const optional = optionalText(definition.max, messages);
  if (definition.kind === "phone") {
    return optional.refine((phone) => !phone || PHONE_PATTERN.test(phone), {
      error: "invalidPhone",
    });
  }
  if (definition.kind === "choice") {
    const options = definition.options ?? [];
    return optional.refine((choice) => !choice || options.includes(choice), {
      error: "invalidService",
    });
  }
  return optional;
}

/** The variant's schema: each field by its definition; optional fields left empty dropped. */
export function inboxSchema<Variant extends InboxVariant>(variant: Variant) {
  const definitions = inboxForms[variant].fields as Record<string, Definition>;
  const shape = Object.fromEntries(
    Object.entries(definitions).map(([field, definition]) => [field, fieldSchema(definition)]),
  );
  return z
    .object(shape)
    .transform((values) =>
      Object.fromEntries(
        Object.entries(values).filter(([, value]) => value !== "" && value !== undefined),
      ),
    ) as unknown as z.ZodType<
    InboxSubmission<Variant>,
    Partial<Record<InboxField<Variant>, unknown>>
  >;
}

/**
 * A post of the variant's form, validated: the submission, or at most one error key
 * per field and what was typed in each (cut to its limit).
 */
export function parseInboxForm<Variant extends InboxVariant>(
  variant: Variant,
  form: FormData | Record<string, unknown>,
): Submission<InboxSubmission<Variant>, InboxField<Variant>, InboxFieldError> {
  const result = parseSubmission(form, inboxSchema(variant), {
    limits: inboxFieldLimits(variant) as never,
    messages: inboxFieldErrors,
    fallback: "required",
  }) as Submission<InboxSubmission<Variant>, InboxField<Variant>, InboxFieldError>;
  if (!result.success) {
    // A <select> cannot show an option it does not have.
    const definitions = inboxForms[variant].fields as Record<string, Definition>;
    for (const [field, definition] of Object.entries(definitions)) {
      if (!definition.options) continue;
      const values = result.values as Record<string, string>;
      const choice = values[field]?.trim() ?? "";
      values[field] = definition.options.includes(choice) ? choice : "";
    }
  }
  return result;
}
