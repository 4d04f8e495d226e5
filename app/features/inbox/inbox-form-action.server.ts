import { data } from "react-router";
import { logger } from "~/platform/logger.server";
import { echoFormValues, emptyFormValues, readFormBody } from "~/platform/forms/form-data.server";
import type { InboxFormOutcome, InboxSubmissionResult } from "./inbox-form";

/**
 * The action of a public form whose posts land in the staff inbox: read the body
 * within its limit, hand the form to the model, and turn its answer into the page's
 * outcome and status (200, 400, 413, 429 with Retry-After, 503). When storing fails,
 * nothing was acknowledged: the visitor keeps what they typed and can try again.
 */
export async function answerInboxForm<Field extends string, FieldError extends string>(
  request: Request,
  {
    fields,
    limits,
    maxBodyBytes,
    tooLong,
    what,
    submit,
  }: {
    fields: readonly Field[];
    /** Each field's echo limit, for the values given back. */
    limits: Readonly<Record<Field, number>>;
    maxBodyBytes: number;
    /** The field and error a body over the limit is reported on (the message, "too long"). */
    tooLong: Partial<Record<Field, FieldError>>;
    /** For the log: "contact message", "partnership request". */
    what: string;
    submit: (formData: FormData) => Promise<InboxSubmissionResult<Field, FieldError>>;
  },
) {
  type Outcome = InboxFormOutcome<Field, FieldError>;
  const body = await readFormBody(request, maxBodyBytes);
  if (!body.ok && body.status === 413) {
    // Not read past the limit; the visitor is told the message is too long.
    return data<Outcome>(
      { status: "invalid", fieldErrors: tooLong, values: emptyFormValues(fields) },
      { status: 413 },
    );
  }
  if (!body.ok) {
    return data<Outcome>({ status: "error", values: emptyFormValues(fields) }, { status: 400 });
  }
  const { formData } = body;
  try {
    const result = await submit(formData);
    switch (result.kind) {
      case "accepted":
      case "spam":
        return data<Outcome>({ status: "success" });
      case "invalid":
        return data<Outcome>(
          { status: "invalid", fieldErrors: result.fieldErrors, values: result.values },
          { status: 400 },
        );
      case "rate-limited":
        return data<Outcome>(
          {
            status: "rate-limited",
            retryAfterMinutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)),
            values: echoFormValues(formData, limits),
          },
          { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
        );
    }
  } catch (error) {
    logger.error({ err: error }, `${what} could not be stored`);
    return data<Outcome>(
      { status: "error", values: echoFormValues(formData, limits) },
      { status: 503 },
    );
  }
}

/** Passes the action's Retry-After (rate limit) on to the document response. */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
