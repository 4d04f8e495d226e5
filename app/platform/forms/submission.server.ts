import type { z } from "zod";
import { truncate } from "./form-data.server";

/*
 * How every action reads a posted form: the one schema of the form (./fields.ts),
 * the first error of each field, and what was typed, to show again. No action
 * reads FormData any other way.
 */

/** At most one message per field: the first the schema raised. */
export type FieldErrors<Field extends string, Message extends string = string> = Partial<
  Record<Field, Message>
>;

export type Submission<Output, Field extends string, Message extends string = string> =
  | { success: true; data: Output }
  | {
      success: false;
      fieldErrors: FieldErrors<Field, Message>;
      /** A problem of the whole form (a rule across fields), when the schema raised one. */
      formError?: Message;
      /** What was typed in each field, cut to its limit: the form shows it again. */
      values: Record<Field, string>;
    };

/** The names of a schema's fields; for a union, of every one of its forms. */
export type FieldsOf<Schema extends z.ZodType> =
  z.input<Schema> extends infer Input
    ? Input extends unknown
      ? keyof Input & string
      : never
    : never;

type SchemaDefinition = {
  /** An object's fields. */
  shape?: Record<string, unknown>;
  /** A union's forms. */
  options?: z.ZodType[];
  /** A pipe's (a transform's) input. */
  in?: z.ZodType;
  /** An optional or default value's schema. */
  innerType?: z.ZodType;
};

/**
 * The field names of a zod object (through a transform of it), or of each object of a
 * union (a route's several forms).
 */
function schemaFields(schema: z.ZodType): string[] {
  const definition = (schema as unknown as { def: SchemaDefinition }).def;
  if (definition.options) return [...new Set(definition.options.flatMap(schemaFields))];
  if (definition.in) return schemaFields(definition.in);
  if (definition.innerType) return schemaFields(definition.innerType);
  return definition.shape ? Object.keys(definition.shape) : [];
}

/** Typed text longer than this is not shown again in full (the schema refuses it anyway). */
const DEFAULT_ECHO_LIMIT = 10_000;

export type SubmissionOptions<Field extends string, Message extends string> = {
  /** Each field's length limit, for the values shown again (the inputs' maxLength). */
  limits?: Partial<Record<Field, number>>;
  /** The messages the form knows (its translation keys); any other becomes `fallback`. */
  messages?: readonly Message[];
  fallback?: Message;
};

/**
 * The form as the schema's input: a field sent once is its value; a field sent twice
 * is the list of its values, which a text field refuses (unlike Object.fromEntries,
 * which would quietly keep one of them); a field not sent is absent.
 */
export function formInput(formData: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of new Set(formData.keys())) {
    const entries = formData.getAll(name);
    input[name] = entries.length === 1 ? entries[0] : entries;
  }
  return input;
}

/**
 * Validates a posted form (or, in tests, its values) against its schema. On failure:
 * the first message of each field, a form-wide message if the schema raised one, and
 * what was typed in each field of the schema.
 */
export function parseSubmission<Schema extends z.ZodType, Message extends string = string>(
  form: FormData | Record<string, unknown>,
  schema: Schema,
  options: SubmissionOptions<FieldsOf<Schema>, Message> = {},
): Submission<z.output<Schema>, FieldsOf<Schema>, Message> {
  type Field = FieldsOf<Schema>;
  const input = form instanceof FormData ? formInput(form) : form;
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };

  const fields = schemaFields(schema) as Field[];
  const known = (message: string): Message =>
    !options.messages || (options.messages as readonly string[]).includes(message)
      ? (message as Message)
      : (options.fallback ?? options.messages[0] ?? (message as Message));
  const fieldErrors: FieldErrors<Field, Message> = {};
  let formError: Message | undefined;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (fields as string[]).includes(field)) {
      fieldErrors[field as Field] ??= known(issue.message);
    } else if (issue.path.length === 0) {
      formError ??= known(issue.message);
    }
  }
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const entry = input[field];
    const first = Array.isArray(entry) ? entry.find((item) => typeof item === "string") : entry;
    values[field] = truncate(
      typeof first === "string" ? first : "",
      options.limits?.[field] ?? DEFAULT_ECHO_LIMIT,
    );
  }
  return { success: false, fieldErrors, ...(formError ? { formError } : {}), values };
}
