import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { defaultClinicSettings } from "~/platform/clinic";
import type { Database } from "~/platform/db/client.server";
import { contactMessages, newsletterSubscribers, partnershipRequests } from "~/platform/db/schema";
import type { Mailer, OutgoingEmail } from "~/platform/email.server";
import { env } from "~/platform/env.server";
import { oneLine } from "~/platform/forms/fields";
import { honeypotFilled, truncate } from "~/platform/forms/form-data.server";
import { logger as appLogger } from "~/platform/logger.server";
import { consumeRateLimit } from "~/platform/rate-limit.server";
import {
  inboxForms,
  type InboxField,
  type InboxFieldError,
  type InboxVariant,
} from "./inbox-forms";
import { parseInboxForm, type InboxSubmission } from "./inbox-schema.server";
import { sealRow, type SealedTable } from "./sealed-messages.server";

/*
 * A post of one of the inbox's public forms, from the form data to what is stored:
 * every variant is screened the same way (honeypot, then the visitor's rate limit in
 * the database, then validation), then stored the variant's way. Contact messages and
 * partnership requests are stored encrypted and the clinic is e-mailed; a newsletter
 * address is stored once and welcomed. The row is stored before any e-mail is tried,
 * so a mail outage loses nothing: the row says whether the e-mail went out.
 */

export type InboxDependencies = {
  db: Database;
  /** Sends the clinic's notice (contact, partnership) or the welcome (newsletter). */
  mailer?: Mailer;
  /** The clinic's address that receives contact messages and partnership requests. */
  inbox?: string;
  /** A notice with a link (default) or the full text; from the environment when not given. */
  notification?: ClinicNotificationMode;
  logger?: Logger;
};

export type InboxPost = {
  formData: FormData;
  /** Identifies the visitor for rate limiting, e.g. the client's IP address. */
  clientKey: string;
  /** The language of the page the form was sent from. */
  locale: Locale;
};

export type InboxSubmissionResult<Variant extends InboxVariant> =
  | { kind: "accepted"; id: string }
  /** The newsletter already has this address: friendly, not an error. */
  | { kind: "already-subscribed" }
  /** A bot filled in the honeypot: answer as if accepted, keep nothing. */
  | { kind: "spam" }
  | {
      kind: "invalid";
      fieldErrors: Partial<Record<InboxField<Variant>, InboxFieldError>>;
      /** What the visitor sent, so the form can show it again. */
      values: Record<InboxField<Variant>, string>;
    }
  | { kind: "rate-limited"; retryAfterSeconds: number };

type StoreResult = { kind: "accepted"; id: string } | { kind: "already-subscribed" };

type Store<Variant extends InboxVariant> = (
  deps: InboxDependencies & { log: Logger },
  submission: InboxSubmission<Variant>,
  locale: Locale,
) => Promise<StoreResult>;

const stores: { [Variant in InboxVariant]: Store<Variant> } = {
  contact: (deps, submission, locale) => storeSealedSubmission("contact", deps, submission, locale),
  partnership: (deps, submission, locale) =>
    storeSealedSubmission("partnership", deps, submission, locale),
  newsletter: storeNewsletterSubscriber,
};

/** Handles one post of the variant's form, as described above. */
export async function submitToInbox<Variant extends InboxVariant>(
  variant: Variant,
  deps: InboxDependencies,
  { formData, clientKey, locale }: InboxPost,
): Promise<InboxSubmissionResult<Variant>> {
  const log = deps.logger ?? appLogger;
  if (honeypotFilled(formData)) {
    log.info(`${variant} form honeypot filled; submission dropped`);
    return { kind: "spam" };
  }
  const limit = await consumeRateLimit(deps.db, {
    key: `${variant}:${clientKey}`,
    ...inboxForms[variant].rateLimit,
  });
  if (!limit.allowed) {
    log.warn({ retryAfterSeconds: limit.retryAfterSeconds }, `${variant} form rate-limited`);
    return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  }
  const parsed = parseInboxForm(variant, formData);
  if (!parsed.success) {
    // Which fields failed and why, never what was typed.
    log.debug({ fieldErrors: parsed.fieldErrors }, `${variant} form invalid`);
    return { kind: "invalid", fieldErrors: parsed.fieldErrors, values: parsed.values };
  }
  const store = stores[variant] as Store<Variant>;
  return store({ ...deps, log }, parsed.data, locale);
}

// ---- Contact messages and partnership requests: stored sealed, the clinic e-mailed.

/** Long enough for any transport's message, short enough for a status column. */
const DELIVERY_ERROR_MAX_LENGTH = 1000;

/** The inbox variants stored sealed, whose arrival is e-mailed to the clinic. */
export type ClinicSubmissionKind = "contact" | "partnership";

type SealedRow = {
  contact: typeof contactMessages.$inferInsert;
  partnership: typeof partnershipRequests.$inferInsert;
};

/**
 * How each sealed variant is stored (its table, its sealed-columns name and its row),
 * how the clinic's e-mails and the logs name it, and where staff read it.
 */
type SealedKind<Kind extends ClinicSubmissionKind> = {
  table: typeof contactMessages | typeof partnershipRequests;
  sealedTable: SealedTable;
  /** The row's columns as sent, before sealing (the language is added). */
  row: (submission: InboxSubmission<Kind>) => Omit<SealedRow[Kind], "locale">;
  logKey: string;
  what: string;
  inboxKind: string;
  /** The notice's subject; the full-text e-mail's adds "from <sender>". */
  subject: string;
  sender: (submission: InboxSubmission<Kind>) => string;
  arrived: string;
  /** The full-text e-mail's own lines (fullTextEmail adds the rest). */
  fullText: (submission: InboxSubmission<Kind>) => {
    heading: string;
    fields: string[];
    bodyLabel: string;
    replyNote: string;
  };
};

const phoneLine = (phone: string | undefined) => `Phone: ${phone ? oneLine(phone) : "(not given)"}`;

const sealedKinds: { [Kind in ClinicSubmissionKind]: SealedKind<Kind> } = {
  contact: {
    table: contactMessages,
    sealedTable: "contact_messages",
    row: (submission) => ({
      name: submission.name,
      email: submission.email,
      phone: submission.phone ?? null,
      service: submission.service ?? null,
      message: submission.message,
    }),
    logKey: "contactMessageId",
    what: "contact message",
    inboxKind: "messages",
    subject: "New contact message",
    sender: (submission) => submission.name,
    arrived: "A new message arrived through the website's contact form.",
    fullText: (submission) => ({
      heading: "New message from the website's contact form.",
      fields: [
        `Name: ${oneLine(submission.name)}`,
        `E-mail: ${oneLine(submission.email)}`,
        phoneLine(submission.phone),
        `Service: ${submission.service ?? "(not chosen)"}`,
      ],
      bodyLabel: "Message:",
      replyNote: "Reply to this e-mail to answer the visitor.",
    }),
  },
  partnership: {
    table: partnershipRequests,
    sealedTable: "partnership_requests",
    row: (submission) => ({
      companyName: submission.companyName,
      contactPerson: submission.contactPerson,
      email: submission.email,
      phone: submission.phone ?? null,
      message: submission.message,
    }),
    logKey: "partnershipRequestId",
    what: "partnership request",
    inboxKind: "partnerships",
    subject: "New partnership request",
    sender: (submission) => submission.companyName,
    arrived: "A new partnership request arrived through the VIP Foundation page.",
    fullText: (submission) => ({
      heading: "New partnership request from the VIP Foundation page.",
      fields: [
        `Company: ${oneLine(submission.companyName)}`,
        `Contact person: ${oneLine(submission.contactPerson)}`,
        `E-mail: ${oneLine(submission.email)}`,
        phoneLine(submission.phone),
      ],
      bodyLabel: "How they would like to partner:",
      replyNote: "Reply to this e-mail to answer the contact person.",
    }),
  },
};

/**
 * What the clinic's e-mail carries. By default only that something arrived and
 * a link to it in the staff portal: a mailbox is no place for patients'
 * messages. `fullText` (env INBOX_FULL_TEXT_EMAILS=true) sends the whole
 * submission, with Reply-To the sender.
 */
export type ClinicNotificationMode = { fullText: boolean; siteUrl: string };

export function notificationModeFromEnv(): ClinicNotificationMode {
  return { fullText: env.INBOX_FULL_TEXT_EMAILS, siteUrl: env.SITE_URL };
}

/** The submission's page in the staff portal. */
export function inboxItemUrl(siteUrl: string, kind: ClinicSubmissionKind, id: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/admin/inbox/${sealedKinds[kind].inboxKind}/${id}`;
}

/** The notice without personal data: no name, address, text or Reply-To. */
export function clinicNotice(
  kind: ClinicSubmissionKind,
  id: string,
  { to, siteUrl }: { to: string; siteUrl: string },
): OutgoingEmail {
  const { subject, arrived } = sealedKinds[kind];
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

const languageNames: Record<Locale, string> = {
  en: "English (en)",
  "pt-BR": "Portuguese (pt-BR)",
};

/** The lines every full-text e-mail ends its header with, and its closing lines. */
function fullTextEmail(
  lines: { heading: string; fields: string[]; bodyLabel: string; body: string; replyNote: string },
  stored: { id: string; receivedAt: Date; locale: Locale },
): string {
  return [
    lines.heading,
    "",
    ...lines.fields,
    `Language: ${languageNames[stored.locale]}`,
    `Received: ${stored.receivedAt.toISOString()}`,
    "",
    lines.bodyLabel,
    lines.body,
    "",
    `Reference: ${stored.id}`,
    lines.replyNote,
    "",
  ].join("\n");
}

/**
 * Stores a contact message or a partnership request with who wrote and what sealed,
 * then e-mails the clinic and records on the row whether that worked.
 */
async function storeSealedSubmission<Kind extends ClinicSubmissionKind>(
  kind: Kind,
  deps: InboxDependencies & { log: Logger },
  submission: InboxSubmission<Kind> & { email: string; message: string },
  locale: Locale,
): Promise<StoreResult> {
  const { table, sealedTable, row, logKey, what, subject, sender, fullText } = sealedKinds[
    kind
  ] as SealedKind<Kind>;
  const [stored] = await deps.db
    .insert(table)
    // Who wrote and what is encrypted at rest (./sealed-messages.server.ts).
    .values(sealRow(sealedTable, { ...row(submission), locale }) as SealedRow[Kind])
    .returning({ id: table.id, createdAt: table.createdAt });
  if (!stored) throw new Error(`storing the ${what} returned no row`);
  deps.log.info({ [logKey]: stored.id, locale }, `${what} stored`);
  await emailClinicAndRecord(deps, kind, stored.id, {
    to: deps.inbox ?? env.CONTACT_INBOX,
    subject: `${subject} from ${oneLine(sender(submission))}`,
    text: fullTextEmail(
      { ...fullText(submission), body: submission.message },
      { id: stored.id, receivedAt: stored.createdAt, locale },
    ),
    replyTo: submission.email,
  });
  return { kind: "accepted", id: stored.id };
}

type Delivery =
  | { deliveryStatus: "sent"; deliveredAt: Date; deliveryError: null }
  | { deliveryStatus: "failed"; deliveryError: string };

/**
 * Tells the clinic about a stored submission by e-mail (a notice with a link, or the
 * full text when the mode asks for it) and records on its row whether that worked.
 * Never throws: the submission is already stored, so the visitor's part is done
 * either way, and a failed e-mail can be sent again.
 */
async function emailClinicAndRecord(
  {
    db,
    mailer,
    log,
    notification = notificationModeFromEnv(),
  }: InboxDependencies & { log: Logger },
  kind: ClinicSubmissionKind,
  id: string,
  fullText: OutgoingEmail,
): Promise<void> {
  const { logKey, what } = sealedKinds[kind];
  const email = notification.fullText
    ? fullText
    : clinicNotice(kind, id, { to: fullText.to, siteUrl: notification.siteUrl });
  let delivery: Delivery;
  try {
    if (!mailer) throw new Error("no mailer configured");
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
    const { table } = sealedKinds[kind];
    await db.update(table).set(delivery).where(eq(table.id, id));
  } catch (error) {
    log.error(
      { err: error, [logKey]: id, deliveryStatus: delivery.deliveryStatus },
      `could not record the ${what}'s delivery status`,
    );
  }
}

// ---- Newsletter subscribers: one row per address, welcomed in their language.

async function storeNewsletterSubscriber(
  { db, mailer, log }: InboxDependencies & { log: Logger },
  submission: InboxSubmission<"newsletter">,
  locale: Locale,
): Promise<StoreResult> {
  // The unique index on the normalised address makes "already subscribed" race-free.
  const [stored] = await db
    .insert(newsletterSubscribers)
    .values({ email: submission.email, locale })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (!stored) {
    log.info({ locale }, "newsletter subscription repeated");
    return { kind: "already-subscribed" };
  }
  log.info({ newsletterSubscriberId: stored.id, locale }, "newsletter subscriber stored");
  if (mailer) {
    const { subject, text } = getMessages(locale).blog.newsletterEmail;
    const name = defaultClinicSettings.name;
    try {
      await mailer.send({
        to: submission.email,
        subject: format(subject, { name }),
        text: format(text, { name }),
      });
    } catch (error) {
      log.error({ err: error }, "newsletter welcome e-mail failed");
    }
  }
  return { kind: "accepted", id: stored.id };
}
