import { eq } from "drizzle-orm";
import { localeLabels } from "~/i18n/locales";
import type { Database } from "~/platform/db/client.server";
import { contactMessages, partnershipRequests } from "~/platform/db/schema";
import type { OutgoingEmail } from "~/platform/email.server";
import { env } from "~/platform/env.server";
import { oneLine } from "~/platform/forms/fields";
import type { OutboxDelivery, OutboxRow } from "~/platform/outbox.server";
import { renderNewsletterEmail } from "./newsletter.server";
import { openRow, type SealedTable } from "./sealed-messages.server";

/*
 * The inbox's e-mails, written when the outbox sends them (app/platform/outbox.server.ts)
 * from the row they are about: the clinic's notice of a contact message or a
 * partnership request, and a newsletter subscriber's request to confirm
 * (./newsletter.server.ts). What a notice says therefore follows the settings of the
 * moment it is sent, and a row deleted meanwhile is not e-mailed about at all.
 */

/** The inbox variants stored sealed, whose arrival is e-mailed to the clinic. */
export type ClinicSubmissionKind = "contact" | "partnership";

type ContactRow = typeof contactMessages.$inferSelect;
type PartnershipRow = typeof partnershipRequests.$inferSelect;
type SealedRows = { contact: ContactRow; partnership: PartnershipRow };

/**
 * How each sealed kind is named in the outbox (`subjectType`), in the logs and in the
 * clinic's e-mails, where staff read it, and what its full-text e-mail says.
 */
type SealedKind<Kind extends ClinicSubmissionKind> = {
  table: typeof contactMessages | typeof partnershipRequests;
  sealedTable: SealedTable;
  subjectType: string;
  logKey: string;
  what: string;
  inboxKind: string;
  /** The notice's subject; the full-text e-mail's adds "from <sender>". */
  subject: string;
  sender: (row: SealedRows[Kind]) => string;
  arrived: string;
  fullText: (row: SealedRows[Kind]) => {
    heading: string;
    fields: string[];
    bodyLabel: string;
    replyNote: string;
  };
};

const phoneLine = (phone: string | null) => `Phone: ${phone ? oneLine(phone) : "(not given)"}`;

export const sealedKinds: { [Kind in ClinicSubmissionKind]: SealedKind<Kind> } = {
  contact: {
    table: contactMessages,
    sealedTable: "contact_messages",
    subjectType: "contact_message",
    logKey: "contactMessageId",
    what: "contact message",
    inboxKind: "messages",
    subject: "New contact message",
    sender: (row) => row.name,
    arrived: "A new message arrived through the website's contact form.",
    fullText: (row) => ({
      heading: "New message from the website's contact form.",
      fields: [
        `Name: ${oneLine(row.name)}`,
        `E-mail: ${oneLine(row.email)}`,
        phoneLine(row.phone),
        `Service: ${row.service ?? "(not chosen)"}`,
      ],
      bodyLabel: "Message:",
      replyNote: "Reply to this e-mail to answer the visitor.",
    }),
  },
  partnership: {
    table: partnershipRequests,
    sealedTable: "partnership_requests",
    subjectType: "partnership_request",
    logKey: "partnershipRequestId",
    what: "partnership request",
    inboxKind: "partnerships",
    subject: "New partnership request",
    sender: (row) => row.companyName,
    arrived: "A new partnership request arrived through the VIP Foundation page.",
    fullText: (row) => ({
      heading: "New partnership request from the VIP Foundation page.",
      fields: [
        `Company: ${oneLine(row.companyName)}`,
        `Contact person: ${oneLine(row.contactPerson)}`,
        `E-mail: ${oneLine(row.email)}`,
        phoneLine(row.phone),
      ],
      bodyLabel: "How they would like to partner:",
      replyNote: "Reply to this e-mail to answer the contact person.",
    }),
  },
};

/** The sealed kind an outbox row is about, by its subject type. */
function sealedKindOf(subjectType: string): ClinicSubmissionKind | null {
  if (subjectType === sealedKinds.contact.subjectType) return "contact";
  if (subjectType === sealedKinds.partnership.subjectType) return "partnership";
  return null;
}

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

/** The whole submission, for a clinic that asked for full-text e-mails. */
function fullTextEmail<Kind extends ClinicSubmissionKind>(
  kind: Kind,
  row: SealedRows[Kind],
  to: string,
): OutgoingEmail {
  const { subject, sender, fullText } = sealedKinds[kind] as SealedKind<Kind>;
  const lines = fullText(row);
  return {
    to,
    subject: `${subject} from ${oneLine(sender(row))}`,
    text: [
      lines.heading,
      "",
      ...lines.fields,
      `Language: ${localeLabels[row.locale]} (${row.locale})`,
      `Received: ${row.createdAt.toISOString()}`,
      "",
      lines.bodyLabel,
      row.message,
      "",
      `Reference: ${row.id}`,
      lines.replyNote,
      "",
    ].join("\n"),
    replyTo: row.email,
  };
}

export type InboxEmailOptions = {
  /** The clinic's address that receives the notices; CONTACT_INBOX by default. */
  inbox?: string;
  /** A notice with a link (default) or the full text; from the environment when not given. */
  notification?: ClinicNotificationMode;
};

/** The e-mail of an outbox row of the inbox's; null when its row is gone (or not the inbox's). */
export async function renderInboxEmail(
  db: Database,
  row: OutboxRow,
  { inbox = env.CONTACT_INBOX, notification = notificationModeFromEnv() }: InboxEmailOptions = {},
): Promise<OutgoingEmail | null> {
  if (!row.subjectId) return null;
  if (row.purpose === "newsletter-confirmation" || row.purpose === "newsletter-welcome") {
    return renderNewsletterEmail(db, row);
  }
  const kind = row.purpose === "clinic-notice" ? sealedKindOf(row.subjectType) : null;
  if (!kind) return null;
  const { table, sealedTable } = sealedKinds[kind];
  const [stored] = await db.select().from(table).where(eq(table.id, row.subjectId));
  if (!stored) return null;
  if (!notification.fullText) {
    return clinicNotice(kind, stored.id, { to: inbox, siteUrl: notification.siteUrl });
  }
  return fullTextEmail(kind, openRow(sealedTable, stored) as never, inbox);
}

/**
 * Keeps a contact message's or partnership request's delivery state in step with its
 * notice in the outbox: what the inbox shows and the dashboard counts.
 */
export async function recordInboxDelivery(
  db: Database,
  row: OutboxRow,
  status: OutboxDelivery,
  error: string | null,
): Promise<void> {
  const kind = row.purpose === "clinic-notice" ? sealedKindOf(row.subjectType) : null;
  if (!kind || !row.subjectId) return;
  const { table } = sealedKinds[kind];
  await db
    .update(table)
    .set(
      status === "sent"
        ? { deliveryStatus: "sent", deliveredAt: new Date(), deliveryError: null }
        : { deliveryStatus: status, deliveryError: error },
    )
    .where(eq(table.id, row.subjectId));
}
