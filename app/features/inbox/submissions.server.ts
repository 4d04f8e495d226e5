import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~/platform/db/client.server";
import { contactMessages, partnershipRequests } from "~/platform/db/schema";
import { honeypotFilled, readFormFields, truncate } from "~/platform/forms/form-data.server";
import type { InboxSubmissionResult } from "~/features/inbox/inbox-form";
import type { Mailer, OutgoingEmail } from "~/platform/email.server";
import { env } from "~/platform/env.server";
import { consumeRateLimit } from "~/platform/rate-limit.server";

/** Long enough for any transport's message, short enough for a status column. */
const DELIVERY_ERROR_MAX_LENGTH = 1000;

/** The stored submissions that are e-mailed to the clinic, how logs name them, where staff read them. */
const submissionKinds = {
  contact: {
    logKey: "contactMessageId",
    what: "contact message",
    inboxKind: "messages",
    subject: "New contact message",
    arrived: "A new message arrived through the website's contact form.",
  },
  partnership: {
    logKey: "partnershipRequestId",
    what: "partnership request",
    inboxKind: "partnerships",
    subject: "New partnership request",
    arrived: "A new partnership request arrived through the VIP Foundation page.",
  },
} as const;

export type ClinicSubmissionKind = keyof typeof submissionKinds;

/**
 * What the clinic's e-mail carries. By default only that something arrived and
 * a link to it in the staff portal: a mailbox is no place for patients'
 * messages. `fullText` (env INBOX_FULL_TEXT_EMAILS=true) sends the whole
 * submission, with Reply-To the sender, as before.
 */
export type ClinicNotificationMode = { fullText: boolean; siteUrl: string };

export function notificationModeFromEnv(): ClinicNotificationMode {
  return { fullText: env.INBOX_FULL_TEXT_EMAILS, siteUrl: env.SITE_URL };
}

/** The submission's page in the staff portal. */
export function inboxItemUrl(siteUrl: string, kind: ClinicSubmissionKind, id: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/admin/inbox/${submissionKinds[kind].inboxKind}/${id}`;
}

/** The notice without personal data: no name, address, text or Reply-To. */
export function clinicNotice(
  kind: ClinicSubmissionKind,
  id: string,
  { to, siteUrl }: { to: string; siteUrl: string },
): OutgoingEmail {
  const { subject, arrived } = submissionKinds[kind];
  return {
    to,
    // A short reference keeps mail clients from threading every notice into one conversation.
    subject: `${subject} (ref ${id.slice(0, 8)})`,
    text: [
      arrived,
      "",
      "Read it in the staff portal (sign-in required):",
      inboxItemUrl(siteUrl, kind, id),
      "",
      "This e-mail leaves out the sender's details and message on purpose: they stay in the staff portal.",
      "",
    ].join("\n"),
  };
}

type Delivery =
  | { deliveryStatus: "sent"; deliveredAt: Date; deliveryError: null }
  | { deliveryStatus: "failed"; deliveryError: string };

/**
 * Tells the clinic about a stored submission by e-mail (a notice with a link,
 * or `fullTextEmail` when the mode asks for full text) and records on its row
 * whether that worked. Never throws: the submission is already stored, so the
 * visitor's part is done either way, and a failed e-mail can be sent again.
 */
export async function emailClinicAndRecord(
  {
    db,
    mailer,
    log,
    mode = notificationModeFromEnv(),
  }: { db: Database; mailer: Mailer; log: Logger; mode?: ClinicNotificationMode },
  kind: ClinicSubmissionKind,
  id: string,
  fullTextEmail: OutgoingEmail,
): Promise<void> {
  const { logKey, what } = submissionKinds[kind];
  const email = mode.fullText
    ? fullTextEmail
    : clinicNotice(kind, id, { to: fullTextEmail.to, siteUrl: mode.siteUrl });
  let delivery: Delivery;
  try {
    const sent = await mailer.send(email);
    log.info(
      { [logKey]: id, transport: sent.transport, messageId: sent.messageId },
      `${what} e-mailed`,
    );
    delivery = { deliveryStatus: "sent", deliveredAt: new Date(), deliveryError: null };
  } catch (error) {
    log.error({ err: error, [logKey]: id }, `${what} e-mail failed`);
    const reason = error instanceof Error ? error.message : String(error);
    delivery = {
      deliveryStatus: "failed",
      deliveryError: truncate(reason, DELIVERY_ERROR_MAX_LENGTH),
    };
  }

  try {
    if (kind === "contact") {
      await db.update(contactMessages).set(delivery).where(eq(contactMessages.id, id));
    } else {
      await db.update(partnershipRequests).set(delivery).where(eq(partnershipRequests.id, id));
    }
  } catch (error) {
    log.error(
      { err: error, [logKey]: id, deliveryStatus: delivery.deliveryStatus },
      `could not record the ${what}'s delivery status`,
    );
  }
}

/** What screening a public form's post decided: go on and store it, or answer now. */
export type ScreenedSubmission<Field extends string, FieldError extends string, Submission> =
  | { kind: "passed"; submission: Submission }
  | Exclude<InboxSubmissionResult<Field, FieldError>, { kind: "accepted" }>;

/**
 * The checks every inbox form makes before anything is stored, in this order: a
 * filled honeypot is a bot (answered as if accepted), then the visitor's rate limit
 * (counted in the database, across instances), then validation. Logs say which
 * fields failed and why, never what was typed.
 */
export async function screenSubmission<Field extends string, FieldError extends string, Submission>(
  { db, log }: { db: Database; log: Logger },
  {
    form,
    formData,
    honeypotField,
    rateLimit,
    fields,
    echo,
    parse,
  }: {
    /** For keys and log lines: "contact", "partnership". */
    form: string;
    formData: FormData;
    honeypotField: string;
    rateLimit: { key: string; limit: number; windowMs: number };
    fields: readonly Field[];
    /** What the form shows again of each field (cut to its limit). */
    echo: (field: Field, value: string) => string;
    parse: (
      input: Record<string, unknown>,
    ) =>
      | { success: true; data: Submission }
      | { success: false; fieldErrors: Partial<Record<Field, FieldError>> };
  },
): Promise<ScreenedSubmission<Field, FieldError, Submission>> {
  if (honeypotFilled(formData, honeypotField)) {
    log.info(`${form} form honeypot filled; submission dropped`);
    return { kind: "spam" };
  }
  const limit = await consumeRateLimit(db, rateLimit);
  if (!limit.allowed) {
    log.warn({ retryAfterSeconds: limit.retryAfterSeconds }, `${form} form rate-limited`);
    return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  }
  const { input, values } = readFormFields(formData, fields, echo);
  const parsed = parse(input);
  if (!parsed.success) {
    log.debug({ fieldErrors: parsed.fieldErrors }, `${form} form invalid`);
    return { kind: "invalid", fieldErrors: parsed.fieldErrors, values };
  }
  return { kind: "passed", submission: parsed.data };
}
