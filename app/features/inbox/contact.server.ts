import type { Logger } from "pino";
import type { Database } from "~/platform/db/client.server";
import { contactMessages } from "~/platform/db/schema";
import {
  CONTACT_RATE_LIMIT,
  contactFieldLimits,
  contactFields,
  HONEYPOT_FIELD,
  isContactServiceId,
  parseContactForm,
  type ContactField,
  type ContactFieldError,
  type ContactSubmission,
} from "~/features/inbox/contact-schema";
import { oneLine, truncate } from "~/platform/forms/form-data.server";
import type { InboxSubmissionResult } from "~/features/inbox/inbox-form";
import type { Locale } from "~/i18n/locales";
import {
  emailClinicAndRecord,
  screenSubmission,
  type ClinicNotificationMode,
} from "./submissions.server";
import type { Mailer } from "~/platform/email.server";
import { logger as appLogger } from "~/platform/logger.server";
import { sealRow } from "./sealed-messages.server";

export type ContactDependencies = {
  db: Database;
  mailer: Mailer;
  /** The clinic's address that receives the messages. */
  inbox: string;
  /** A notice with a link (default) or the full text; from the environment when not given. */
  notification?: ClinicNotificationMode;
  logger?: Logger;
};

export type ContactSubmissionInput = {
  formData: FormData;
  /** Identifies the visitor for rate limiting, e.g. the client's IP address. */
  clientKey: string;
  /** The language of the page the form was sent from. */
  locale: Locale;
};

export type ContactSubmissionResult = InboxSubmissionResult<ContactField, ContactFieldError>;

/**
 * Handles one contact form submission: drop bots, limit each visitor, validate,
 * store the message, then e-mail the clinic. The message is stored before any
 * e-mail is attempted, so a mail outage loses nothing: the row's delivery_status
 * says whether the e-mail went out, and a failure still counts as accepted.
 */
export async function submitContactMessage(
  deps: ContactDependencies,
  { formData, clientKey, locale }: ContactSubmissionInput,
): Promise<ContactSubmissionResult> {
  const log = deps.logger ?? appLogger;

  const screened = await screenSubmission(
    { db: deps.db, log },
    {
      form: "contact",
      formData,
      honeypotField: HONEYPOT_FIELD,
      rateLimit: { key: `contact:${clientKey}`, ...CONTACT_RATE_LIMIT },
      fields: contactFields,
      echo: echoValue,
      parse: parseContactForm,
    },
  );
  if (screened.kind !== "passed") return screened;
  const { submission } = screened;

  const [stored] = await deps.db
    .insert(contactMessages)
    .values(
      // Who wrote and what is encrypted at rest (sealed-messages.server.ts).
      sealRow("contact_messages", {
        name: submission.name,
        email: submission.email,
        phone: submission.phone ?? null,
        service: submission.service ?? null,
        message: submission.message,
        locale,
      }),
    )
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!stored) throw new Error("storing the contact message returned no row");
  log.info({ contactMessageId: stored.id, locale }, "contact message stored");

  const storedSubmission = {
    id: stored.id,
    receivedAt: stored.createdAt,
    locale,
    submission,
  };
  await emailClinicAndRecord(
    { db: deps.db, mailer: deps.mailer, log, mode: deps.notification },
    "contact",
    stored.id,
    {
      to: deps.inbox,
      subject: `New contact message from ${oneLine(submission.name)}`,
      text: contactEmailText(storedSubmission),
      replyTo: submission.email,
    },
  );
  return { kind: "accepted", id: stored.id };
}

function echoValue(field: ContactField, value: string): string {
  // A <select> can only show one of its options.
  if (field === "service") return isContactServiceId(value.trim()) ? value.trim() : "";
  return truncate(value, contactFieldLimits[field]);
}

type StoredContactMessage = {
  id: string;
  receivedAt: Date;
  locale: Locale;
  submission: ContactSubmission;
};

const languageNames: Record<Locale, string> = {
  en: "English (en)",
  "pt-BR": "Portuguese (pt-BR)",
};

/** The plain-text e-mail the clinic receives; every field, so staff can answer from it. */
function contactEmailText({ id, receivedAt, locale, submission }: StoredContactMessage): string {
  return [
    "New message from the website's contact form.",
    "",
    `Name: ${oneLine(submission.name)}`,
    `E-mail: ${oneLine(submission.email)}`,
    `Phone: ${submission.phone ? oneLine(submission.phone) : "(not given)"}`,
    `Service: ${submission.service ?? "(not chosen)"}`,
    `Language: ${languageNames[locale]}`,
    `Received: ${receivedAt.toISOString()}`,
    "",
    "Message:",
    submission.message,
    "",
    `Reference: ${id}`,
    "Reply to this e-mail to answer the visitor.",
    "",
  ].join("\n");
}
