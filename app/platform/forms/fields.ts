import { z } from "zod";
import { withoutControlCharacters } from "./control-characters";

export { HONEYPOT_FIELD, INTENT_FIELD } from "./field-names";

/*
 * The building blocks of every form's schema, public and staff alike. A form is
 * one zod object (or, for a route with several forms, a discriminated union on its
 * `intent` field) made of these; parseSubmission (./submission.server.ts) reads a
 * post against it. Messages are whatever the form shows: translation keys on the
 * public site, English prose in the staff portal.
 */

export type TextMessages<Message extends string> = {
  /** The field was not sent at all (only a hand-made request leaves a field out). */
  missing: Message;
  /** The field was not one text value: sent twice, or a file. */
  malformed: Message;
};

/**
 * One line or more of typed text: control characters nobody types dropped (PostgreSQL
 * cannot even store NUL), surrounding spaces trimmed.
 */
export function text<Message extends string>({ missing, malformed }: TextMessages<Message>) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : malformed) })
    .overwrite(withoutControlCharacters)
    .trim();
}

/** Text that must not be empty, up to `max` characters. */
export function requiredText<Message extends string>(
  max: number,
  messages: TextMessages<Message> & { required: Message; tooLong: Message },
) {
  return text({ missing: messages.missing, malformed: messages.malformed })
    .min(1, { error: messages.required })
    .max(max, { error: messages.tooLong });
}

/** Text that may be left empty (or out), up to `max` characters. */
export function optionalText<Message extends string>(
  max: number,
  messages: { malformed: Message; tooLong: Message },
) {
  return text({ missing: messages.malformed, malformed: messages.malformed })
    .max(max, { error: messages.tooLong })
    .optional();
}

/** A checkbox: sent (as "on", or a value of the form's choosing) when ticked, absent otherwise. */
export const checkbox = z
  .unknown()
  .optional()
  .transform((value) => value !== undefined && value !== null && value !== "");

/** Spaces and line breaks collapsed, ends trimmed: a one-line value (a name, an e-mail header). */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** Digits and the punctuation people write phone numbers with, and at least one digit. */
export const PHONE_PATTERN = /^[\d +().-]*\d[\d +().-]*$/;
