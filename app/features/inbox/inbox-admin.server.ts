import { and, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import type { Database } from "~/platform/db/client.server";
import { contactMessages, newsletterSubscribers, partnershipRequests } from "~/platform/db/schema";
import { openRow } from "~/features/inbox/sealed-messages.server";
import { toCsv } from "~/platform/csv";

import {
  INBOX_PAGE_SIZE,
  inboxItemLabels,
  type HandledKind,
  type InboxKind,
  type InboxStatusFilter,
  type InboxTab,
} from "./inbox";

/**
 * What patients and partners sent through the public forms, for content
 * editors: lists newest first, one item, handled/reopened, deleted, exported
 * as CSV. Every write records an audit entry in the same transaction; audit
 * summaries never carry the sender's personal data.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else is no item (and never reaches PostgreSQL's uuid parser). */
export function isInboxItemId(value: unknown): value is string {
  return typeof value === "string" && uuidPattern.test(value);
}

const handledTables = { messages: contactMessages, partnerships: partnershipRequests } as const;

const auditEntityTypes: Record<InboxKind, string> = {
  messages: "contact_message",
  partnerships: "partnership_request",
  newsletter: "newsletter_subscriber",
};

function statusCondition(
  table: (typeof handledTables)[HandledKind],
  status: InboxStatusFilter,
): SQL | undefined {
  if (status === "open") return isNull(table.handledAt);
  if (status === "handled") return isNotNull(table.handledAt);
  return undefined;
}

export async function getInboxCounts(db: Database): Promise<Record<InboxTab, number>> {
  const [messages, partnerships, newsletter] = await Promise.all([
    db.select({ value: count() }).from(contactMessages),
    db.select({ value: count() }).from(partnershipRequests),
    db.select({ value: count() }).from(newsletterSubscribers),
  ]);
  return {
    messages: messages[0]?.value ?? 0,
    partnerships: partnerships[0]?.value ?? 0,
    newsletter: newsletter[0]?.value ?? 0,
  };
}

/** How many messages and requests nobody has handled yet. */
export async function getOpenCounts(db: Database): Promise<Record<HandledKind, number>> {
  const [messages, partnerships] = await Promise.all([
    db.select({ value: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
    db
      .select({ value: count() })
      .from(partnershipRequests)
      .where(isNull(partnershipRequests.handledAt)),
  ]);
  return { messages: messages[0]?.value ?? 0, partnerships: partnerships[0]?.value ?? 0 };
}

const contactColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  service: contactMessages.service,
  message: contactMessages.message,
  locale: contactMessages.locale,
  deliveryStatus: contactMessages.deliveryStatus,
  handledAt: contactMessages.handledAt,
  handledBy: contactMessages.handledBy,
  createdAt: contactMessages.createdAt,
};

const partnershipColumns = {
  id: partnershipRequests.id,
  companyName: partnershipRequests.companyName,
  contactPerson: partnershipRequests.contactPerson,
  email: partnershipRequests.email,
  phone: partnershipRequests.phone,
  message: partnershipRequests.message,
  locale: partnershipRequests.locale,
  deliveryStatus: partnershipRequests.deliveryStatus,
  handledAt: partnershipRequests.handledAt,
  handledBy: partnershipRequests.handledBy,
  createdAt: partnershipRequests.createdAt,
};

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  locale: newsletterSubscribers.locale,
  createdAt: newsletterSubscribers.createdAt,
};

/** Messages newest first, decrypted (app/features/inbox/sealed-messages.server.ts). */
export async function listContactMessages(
  db: Database,
  status: InboxStatusFilter = "all",
  limit: number | null = INBOX_PAGE_SIZE,
) {
  const query = db
    .select(contactColumns)
    .from(contactMessages)
    .where(statusCondition(contactMessages, status))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  const rows = await (limit === null ? query : query.limit(limit));
  return rows.map((row) => openRow("contact_messages", row));
}

/** Partnership requests newest first, decrypted. */
export async function listPartnershipRequests(
  db: Database,
  status: InboxStatusFilter = "all",
  limit: number | null = INBOX_PAGE_SIZE,
) {
  const query = db
    .select(partnershipColumns)
    .from(partnershipRequests)
    .where(statusCondition(partnershipRequests, status))
    .orderBy(desc(partnershipRequests.createdAt), desc(partnershipRequests.id));
  const rows = await (limit === null ? query : query.limit(limit));
  return rows.map((row) => openRow("partnership_requests", row));
}

export function listNewsletterSubscribers(db: Database, limit: number | null = INBOX_PAGE_SIZE) {
  const query = db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return limit === null ? query : query.limit(limit);
}

export type ContactMessageItem = Awaited<ReturnType<typeof listContactMessages>>[number];
export type PartnershipRequestItem = Awaited<ReturnType<typeof listPartnershipRequests>>[number];
export type NewsletterSubscriberItem = Awaited<
  ReturnType<typeof listNewsletterSubscribers>
>[number];

export type InboxItem =
  | { kind: "messages"; item: ContactMessageItem & { deliveryError: string | null } }
  | { kind: "partnerships"; item: PartnershipRequestItem & { deliveryError: string | null } }
  | { kind: "newsletter"; item: NewsletterSubscriberItem };

/** One item with everything staff need to answer it, or null. */
export async function getInboxItem(
  db: Database,
  kind: InboxKind,
  id: string,
): Promise<InboxItem | null> {
  if (!isInboxItemId(id)) return null;
  if (kind === "messages") {
    const [item] = await db
      .select({ ...contactColumns, deliveryError: contactMessages.deliveryError })
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    return item ? { kind, item: openRow("contact_messages", item) } : null;
  }
  if (kind === "partnerships") {
    const [item] = await db
      .select({ ...partnershipColumns, deliveryError: partnershipRequests.deliveryError })
      .from(partnershipRequests)
      .where(eq(partnershipRequests.id, id));
    return item ? { kind, item: openRow("partnership_requests", item) } : null;
  }
  const [item] = await db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return item ? { kind, item } : null;
}

export type HandledResult = { kind: "changed" } | { kind: "unchanged" } | { kind: "not-found" };

/** Marks a message or request handled (when and by whom) or reopens it. */
export async function setInboxItemHandled(
  db: Database,
  {
    kind,
    id,
    handled,
    actor,
  }: { kind: HandledKind; id: string; handled: boolean; actor: AuditActor },
): Promise<HandledResult> {
  if (!isInboxItemId(id)) return { kind: "not-found" };
  const table = handledTables[kind];
  return db.transaction(async (tx): Promise<HandledResult> => {
    const [changed] = await tx
      .update(table)
      .set(
        handled
          ? { handledAt: new Date(), handledBy: actor.email }
          : { handledAt: null, handledBy: null },
      )
      .where(and(eq(table.id, id), handled ? isNull(table.handledAt) : isNotNull(table.handledAt)))
      .returning({ id: table.id });
    if (!changed) {
      const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
      return exists ? { kind: "unchanged" } : { kind: "not-found" };
    }
    await recordAudit(tx, {
      actor,
      action: `${auditEntityTypes[kind]}.${handled ? "handled" : "reopened"}`,
      entityType: auditEntityTypes[kind],
      entityId: id,
      summary: `${inboxItemLabels[kind]} ${handled ? "marked as handled" : "reopened"}`,
    });
    return { kind: "changed" };
  });
}

/** Deletes a message, request or subscriber for good. */
export async function deleteInboxItem(
  db: Database,
  { kind, id, actor }: { kind: InboxKind; id: string; actor: AuditActor },
): Promise<{ kind: "deleted" } | { kind: "not-found" }> {
  if (!isInboxItemId(id)) return { kind: "not-found" };
  const table =
    kind === "messages"
      ? contactMessages
      : kind === "partnerships"
        ? partnershipRequests
        : newsletterSubscribers;
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(table)
      .where(eq(table.id, id))
      .returning({ id: table.id, createdAt: table.createdAt });
    if (!deleted) return { kind: "not-found" as const };
    await recordAudit(tx, {
      actor,
      action: `${auditEntityTypes[kind]}.deleted`,
      entityType: auditEntityTypes[kind],
      entityId: id,
      summary: `${inboxItemLabels[kind]} of ${deleted.createdAt.toISOString().slice(0, 10)} deleted`,
    });
    return { kind: "deleted" as const };
  });
}

/** "2025-01-05 10:14" in the clinic's time zone: what a spreadsheet shows. */
const clinicTimeParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function clinicTime(date: Date | null): string {
  if (!date) return "";
  const parts = Object.fromEntries(
    clinicTimeParts.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const languageNames = { en: "English", "pt-BR": "Portuguese" } as const;

export const inboxExportFileNames: Record<InboxKind, string> = {
  messages: "contact-messages",
  partnerships: "partnership-requests",
  newsletter: "newsletter-subscribers",
};

/**
 * A tab as CSV (every row, newest first, optionally only open or handled
 * items), formula-like cells neutralised by toCsv. The export is audited: it
 * takes personal data out of the portal.
 */
export async function exportInbox(
  db: Database,
  { kind, status, actor }: { kind: InboxKind; status: InboxStatusFilter; actor: AuditActor },
): Promise<{ filename: string; csv: string; rows: number }> {
  let rows: (string | null)[][];
  if (kind === "messages") {
    const items = await listContactMessages(db, status, null);
    rows = [
      [
        "Received (Orlando time)",
        "Name",
        "E-mail",
        "Phone",
        "Service",
        "Language",
        "Message",
        "E-mail delivery",
        "Handled at",
        "Handled by",
        "ID",
      ],
      ...items.map((item) => [
        clinicTime(item.createdAt),
        item.name,
        item.email,
        item.phone,
        item.service,
        languageNames[item.locale],
        item.message,
        item.deliveryStatus,
        clinicTime(item.handledAt),
        item.handledBy,
        item.id,
      ]),
    ];
  } else if (kind === "partnerships") {
    const items = await listPartnershipRequests(db, status, null);
    rows = [
      [
        "Received (Orlando time)",
        "Company",
        "Contact person",
        "E-mail",
        "Phone",
        "Language",
        "Message",
        "E-mail delivery",
        "Handled at",
        "Handled by",
        "ID",
      ],
      ...items.map((item) => [
        clinicTime(item.createdAt),
        item.companyName,
        item.contactPerson,
        item.email,
        item.phone,
        languageNames[item.locale],
        item.message,
        item.deliveryStatus,
        clinicTime(item.handledAt),
        item.handledBy,
        item.id,
      ]),
    ];
  } else {
    const items = await listNewsletterSubscribers(db, null);
    rows = [
      ["Subscribed (Orlando time)", "E-mail", "Language", "ID"],
      ...items.map((item) => [
        clinicTime(item.createdAt),
        item.email,
        languageNames[item.locale],
        item.id,
      ]),
    ];
  }
  const total = rows.length - 1;
  const filter = kind !== "newsletter" && status !== "all" ? `-${status}` : "";
  const date = clinicTime(new Date()).slice(0, 10);
  await recordAudit(db, {
    actor,
    action: "inbox.exported",
    entityType: auditEntityTypes[kind],
    summary: `${inboxItemLabels[kind]}s exported as CSV (${total} ${total === 1 ? "row" : "rows"}${filter ? `, ${status} only` : ""})`,
  });
  return {
    filename: `${inboxExportFileNames[kind]}${filter}-${date}.csv`,
    csv: toCsv(rows),
    rows: total,
  };
}
