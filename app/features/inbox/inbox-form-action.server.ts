import { data } from "react-router";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { Database } from "~/platform/db/client.server";
import { INTENT_FIELD, SUBMISSION_KEY_FIELD } from "~/platform/forms/field-names";
import { readFormBody } from "~/platform/forms/form-data.server";
import { formInput } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { dataWithToast, type Toast } from "~/platform/toast.server";
import {
  inboxFieldLimits,
  inboxForms,
  inboxFields,
  NEWSLETTER_INTENT,
  type InboxField,
  type InboxFieldError,
  type InboxFormOutcome,
  type InboxVariant,
} from "./inbox-forms";
import { submitToInbox } from "./submissions.server";

/** What a page says about its form's outcome (each page's dictionary has these). */
export type InboxToastMessages = {
  success: { title: string; text: string };
  /** The newsletter only: the address is on the list already. */
  already?: { title: string; text: string };
  failure: { title: string; text: string };
  /** `text` holds a {minutes} placeholder. */
  rateLimited: { title: string; text: string };
  /** The newsletter only: a refused address is a toast too, with the field's message. */
  errors?: { required: string } & Partial<Record<InboxFieldError, string>>;
};

/** The newsletter box is the Health Tips page's one form; it says so with its intent. */
const intents: Partial<Record<InboxVariant, string>> = { newsletter: NEWSLETTER_INTENT };

/**
 * The action of a public form whose posts land in the staff inbox: read the body
 * within its limit, submit it, and answer with the outcome the form shows, its
 * status (200, 400, 413, 429 with Retry-After, 503) and its toast. When storing
 * fails, nothing was acknowledged: the visitor keeps what they typed and can try again.
 */
export async function answerInboxForm<Variant extends InboxVariant>(
  variant: Variant,
  request: Request,
  {
    db,
    clientIp,
    locale,
    t,
  }: { db: Database; clientIp: string; locale: Locale; t: InboxToastMessages },
) {
  type Field = InboxField<Variant>;
  type Outcome = InboxFormOutcome<Field>;
  const fields = inboxFields(variant);
  const limits = inboxFieldLimits(variant);
  const empty = Object.fromEntries(fields.map((field) => [field, ""])) as Record<Field, string>;
  const failure: Toast = { type: "error", title: t.failure.title, description: t.failure.text };

  const body = await readFormBody(request, inboxForms[variant].maxBodyBytes);
  if (!body.ok && body.status === 413) {
    // Not read past the limit; the visitor is told the longest field is too long.
    const longest = fields.reduce((a, b) => (limits[b] > limits[a] ? b : a));
    const fieldErrors = { [longest]: "tooLong" } as Partial<Record<Field, InboxFieldError>>;
    return invalidAnswer(fieldErrors, empty, 413);
  }
  if (!body.ok)
    return dataWithToast<Outcome>({ status: "error", values: empty }, failure, { status: 400 });
  const { formData } = body;
  const posted = formInput(formData)[SUBMISSION_KEY_FIELD];
  const key = typeof posted === "string" && posted.length <= 64 ? { submissionKey: posted } : {};
  const typed = () => {
    const input = formInput(formData);
    const values = { ...empty };
    for (const field of fields) {
      const value = input[field];
      if (typeof value === "string") values[field] = value.slice(0, limits[field]);
    }
    return values;
  };
  const intent = intents[variant];
  if (intent && formInput(formData)[INTENT_FIELD] !== intent) {
    return dataWithToast<Outcome>({ status: "error", values: empty }, failure, { status: 400 });
  }

  try {
    const result = await submitToInbox(variant, { db }, { formData, clientKey: clientIp, locale });
    switch (result.kind) {
      case "accepted":
      case "spam":
        return dataWithToast<Outcome>(
          { status: "success" },
          { type: "success", title: t.success.title, description: t.success.text },
        );
      case "already-subscribed": {
        const already = t.already ?? t.success;
        return dataWithToast<Outcome>(
          { status: "already-subscribed" },
          { type: "info", title: already.title, description: already.text },
        );
      }
      case "invalid":
        return invalidAnswer(result.fieldErrors, result.values, 400, key);
      case "rate-limited": {
        const retryAfterMinutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
        return dataWithToast<Outcome>(
          { status: "rate-limited", retryAfterMinutes, values: typed(), ...key },
          {
            type: "error",
            title: t.rateLimited.title,
            description: format(t.rateLimited.text, { minutes: retryAfterMinutes }),
          },
          { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
        );
      }
    }
  } catch (error) {
    logger.error({ err: error, form: variant }, `${variant} form could not be stored`);
    return dataWithToast<Outcome>({ status: "error", values: typed(), ...key }, failure, {
      status: 503,
    });
  }

  /**
   * Field errors are shown at the fields; the newsletter box, a single field, also
   * says it in a toast. Other forms move the focus to the first field to fix.
   */
  async function invalidAnswer(
    fieldErrors: Partial<Record<Field, InboxFieldError>>,
    values: Record<Field, string>,
    status: number,
    kept: { submissionKey?: string } = {},
  ) {
    const outcome: Outcome = { status: "invalid", fieldErrors, values, ...kept };
    const first = Object.values(fieldErrors)[0] as InboxFieldError | undefined;
    if (t.errors && first) {
      return dataWithToast(
        outcome,
        { type: "error", title: t.errors[first] ?? t.errors.required },
        { status },
      );
    }
    return data(outcome, { status });
  }
}
