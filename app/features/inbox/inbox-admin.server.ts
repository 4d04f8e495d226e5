import { localeLabels } from "~/i18n/locales";
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  type SQL,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { containsPattern } from "~/platform/db/like.server";
import { pageSlice } from "~/platform/paging";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import { toCsv } from "~/platform/csv";
import type { Database } from "~/platform/db/client.server";
import {
  contactMessages,
  newsletterSubscribers,
  outboxEmails,
  partnershipRequests,
} from "~/platform/db/schema";
import { enqueueEmail, resendEmail, wakeOutboxSender } from "~/platform/outbox.server";
import {
  handledKinds,
  INBOX_PAGE_SIZE,
  inboxItemLabels,
  inboxTabs,
  type HandledKind,
  type InboxKind,
  type InboxStatusFilter,
  type InboxTab,
} from "./inbox";
import {
  INBOX_SEARCH_SCAN_CAP,
  inboxStatusOf,
  type InboxListQuery,
  type InboxSort,
} from "./inbox-list-query";
import { openRow, type SealedTable } from "./sealed-messages.server";

/**
 * What patients and partners sent through the public forms, for content
 * editors: lists newest first, one item, handled/reopened, deleted, exported
 * as CSV. Every write records an audit entry in the same transaction; audit
 * summaries never carry the sender's personal data.
 *
 * Contact messages and partnership requests go through the same code, each
 * kind described once below (its table, its columns, its CSV columns); newsletter
 * subscribers are a plain list of addresses.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else is no item (and never reaches PostgreSQL's uuid parser). */
export function isInboxItemId(value: unknown): value is string {
  return typeof value === "string" && uuidPattern.test(value);
}

/** Each kind's table. */
const inboxTables = {
  messages: contactMessages,
  partnerships: partnershipRequests,
  newsletter: newsletterSubscribers,
} as const satisfies Record<InboxKind, unknown>;

/** How the audit log names each kind's items. */
const auditEntityTypes: Record<InboxKind, string> = {
  messages: "contact_message",
  partnerships: "partnership_request",
  newsletter: "newsletter_subscriber",
};

type HandledTable = (typeof inboxTables)[HandledKind];

/**
 * A message or request as staff read it, decrypted: every column but the delivery
 * details (the item page adds the delivery error).
 */
export type HandledItem<Kind extends HandledKind = HandledKind> = HandledItems[Kind];

type HandledItems = {
  [Kind in HandledKind]: Omit<
    (typeof inboxTables)[Kind]["$inferSelect"],
    "deliveryError" | "deliveredAt"
  >;
};

/** A CSV file's columns: each its header and the cell of an item. */
type CsvColumns<Item> = readonly (readonly [
  header: string,
  value: (item: Item) => string | null,
])[];

type TableColumns<Kind extends HandledKind> = (typeof inboxTables)[Kind]["_"]["columns"];

/** How a kind that staff handle is stored, read and exported. */
type HandledDefinition<Kind extends HandledKind> = {
  table: (typeof inboxTables)[Kind];
  /** Its sender's details and text are encrypted (./sealed-messages.server.ts). */
  sealedTable: SealedTable;
  /** What the lists read: the table's column of each field of the item. */
  columns: {
    [Field in keyof HandledItem<Kind>]-?: Field extends keyof TableColumns<Kind>
      ? TableColumns<Kind>[Field]
      : never;
  };
  csv: CsvColumns<HandledItem<Kind>>;
  /** The sealed fields a search looks in (decrypted on the server: see searchHandledItems). */
  searched: readonly (keyof HandledItem<Kind> & string)[];
  /** The field the list is sorted by "by name", its title in the list. */
  nameField: keyof HandledItem<Kind> & string;
};

/** A CSV of messages or requests: when each came, the kind's own columns, then the rest. */
function handledCsv<Item extends HandledItem>(own: CsvColumns<Item>): CsvColumns<Item> {
  return [
    ["Received (Orlando time)", (item) => clinicTime(item.createdAt)],
    ...own,
    ["Language", (item) => localeLabels[item.locale]],
    ["Message", (item) => item.message],
    ["E-mail delivery", (item) => item.deliveryStatus],
    ["Handled at", (item) => clinicTime(item.handledAt)],
    ["Handled by", (item) => item.handledBy],
    ["ID", (item) => item.id],
  ];
}

const handledDefinitions: { [Kind in HandledKind]: HandledDefinition<Kind> } = {
  messages: {
    table: contactMessages,
    sealedTable: "contact_messages",
    columns: {
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
    },
    csv: handledCsv<HandledItem<"messages">>([
      ["Name", (item) => item.name],
      ["E-mail", (item) => item.email],
      ["Phone", (item) => item.phone],
      ["Service", (item) => item.service],
    ]),
    searched: ["name", "email", "message"],
    nameField: "name",
  },
  partnerships: {
    table: partnershipRequests,
    sealedTable: "partnership_requests",
    columns: {
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
    },
    csv: handledCsv<HandledItem<"partnerships">>([
      ["Company", (item) => item.companyName],
      ["Contact person", (item) => item.contactPerson],
      ["E-mail", (item) => item.email],
      ["Phone", (item) => item.phone],
    ]),
    searched: ["companyName", "contactPerson", "email", "message"],
    nameField: "companyName",
  },
};

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  locale: newsletterSubscribers.locale,
  createdAt: newsletterSubscribers.createdAt,
  /** Null: they have not followed their confirmation link (yet). */
  confirmedAt: newsletterSubscribers.confirmedAt,
};

const subscriberCsv: CsvColumns<NewsletterSubscriberItem> = [
  ["Subscribed (Orlando time)", (item) => clinicTime(item.createdAt)],
  ["E-mail", (item) => item.email],
  ["Language", (item) => localeLabels[item.locale]],
  ["ID", (item) => item.id],
  // When they consented, by following their confirmation link: what the list rests on.
  ["Confirmed (Orlando time)", (item) => clinicTime(item.confirmedAt)],
];

function statusCondition(table: HandledTable, status: InboxStatusFilter): SQL | undefined {
  if (status === "open") return isNull(table.handledAt);
  if (status === "handled") return isNotNull(table.handledAt);
  return undefined;
}

async function countRows(db: Database, table: (typeof inboxTables)[InboxKind], where?: SQL) {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

export async function getInboxCounts(db: Database): Promise<Record<InboxTab, number>> {
  const counts = await Promise.all(
    inboxTabs.map(async (tab) => [tab, await countRows(db, inboxTables[tab])] as const),
  );
  return Object.fromEntries(counts) as Record<InboxTab, number>;
}

/** How many messages and requests nobody has handled yet. */
export async function getOpenCounts(db: Database): Promise<Record<HandledKind, number>> {
  const counts = await Promise.all(
    handledKinds.map(async (kind) => {
      const table = inboxTables[kind];
      return [kind, await countRows(db, table, isNull(table.handledAt))] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<HandledKind, number>;
}

/** Which rows of a list: `limit` of them (all when null) after the first `offset`. */
type Slice = { limit: number | null; offset?: number };

/** Messages or requests newest (or oldest) first, decrypted; a page of them, or all when `limit` is null. */
export async function listHandledItems<Kind extends HandledKind>(
  db: Database,
  kind: Kind,
  status: InboxStatusFilter = "all",
  { limit, offset = 0 }: Slice = { limit: INBOX_PAGE_SIZE },
  order: "newest" | "oldest" = "newest",
): Promise<HandledItem<Kind>[]> {
  // Read the same way for either kind; the columns make the rows the kind's items.
  const { table, sealedTable, columns } = handledDefinitions[kind as HandledKind];
  const direction = order === "newest" ? desc : asc;
  const query = db
    .select(columns)
    .from(table)
    .where(statusCondition(table, status))
    .orderBy(direction(table.createdAt), direction(table.id))
    .offset(offset);
  const rows = await (limit === null ? query : query.limit(limit));
  return rows.map((row) => openRow(sealedTable, row)) as HandledItem<Kind>[];
}

/**
 * Subscribers newest first. The list shows the unconfirmed too, marked, so staff can
 * answer "I signed up but got nothing" and delete an address on request; `confirmedOnly`
 * (the export) leaves them out, since nobody may be written to before confirming.
 */
export function listNewsletterSubscribers(
  db: Database,
  { limit, offset = 0 }: Slice = { limit: INBOX_PAGE_SIZE },
  {
    confirmedOnly = false,
    where,
    sort = "newest",
  }: { confirmedOnly?: boolean; where?: SQL; sort?: InboxSort } = {},
) {
  const table = newsletterSubscribers;
  const order =
    sort === "name"
      ? [asc(table.email), asc(table.id)]
      : sort === "oldest"
        ? [asc(table.createdAt), asc(table.id)]
        : [desc(table.createdAt), desc(table.id)];
  const query = db
    .select(subscriberColumns)
    .from(table)
    .where(and(confirmedOnly ? isNotNull(table.confirmedAt) : undefined, where))
    .orderBy(...order)
    .offset(offset);
  return limit === null ? query : query.limit(limit);
}

export type NewsletterSubscriberItem = Awaited<
  ReturnType<typeof listNewsletterSubscribers>
>[number];

/** One page of a tab (INBOX_PAGE_SIZE rows, newest first); messages and requests of one status. */
export type InboxList =
  | { kind: HandledKind; items: HandledItem[] }
  | { kind: "newsletter"; items: NewsletterSubscriberItem[] };

/** A tab's page as the inbox shows it, after its search, status and sort. */
export type InboxPage = {
  list: InboxList;
  /** Items of the tab in the chosen status, before the search. */
  inStatus: number;
  /** Items matching the search (all `inStatus` without one, or the scanned ones with one). */
  matches: number;
  page: number;
  pageCount: number;
  /**
   * A search or the sort by name of messages and requests: how many of the newest items
   * it read and decrypted, of how many; `scanned < of` means older ones were left out.
   */
  scan: { scanned: number; of: number } | null;
};

/** Lower case, without accents ("João" → "joao"): how searches compare. */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of a search: every one must be found (at most 8). */
function searchWordsOf(query: string): string[] {
  return folded(query).split(/\s+/).filter(Boolean).slice(0, 8);
}

const SCAN_BATCH = 500;
const nameOrder = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * The search of messages and requests (issue 27). Their sender's details and text are
 * encrypted at rest (sealed-messages.server.ts), so the database cannot compare them:
 * the status (readable) narrows the rows in SQL, then the newest INBOX_SEARCH_SCAN_CAP
 * of them are read SCAN_BATCH at a time, only the searched columns, decrypted in memory
 * and matched (every word, without case or accents, in the name, address or text);
 * what is kept between batches is each match's id, date and name, never the text. The
 * page's items are then read by id and decrypted again. Nothing decrypted is logged.
 * At a clinic's volume (a few thousand messages a year) the cap covers years; a blind
 * index (a keyed hash of each word, searchable in SQL) would lift it, at the cost of
 * leaking word frequencies and a migration: not needed yet (docs/architecture.md).
 */
async function searchHandledItems<Kind extends HandledKind>(
  db: Database,
  kind: Kind,
  place: InboxListQuery,
  inStatus: number,
): Promise<InboxPage> {
  const definition = handledDefinitions[kind as HandledKind];
  const { table, sealedTable, columns } = definition;
  const where = statusCondition(table, inboxStatusOf(place));
  const words = searchWordsOf(place.q);
  const picked: Record<string, PgColumn> = {
    id: table.id,
    createdAt: table.createdAt,
  };
  for (const field of [...definition.searched, definition.nameField]) {
    picked[field] = (columns as Record<string, PgColumn>)[field]!;
  }
  const scanned = Math.min(inStatus, INBOX_SEARCH_SCAN_CAP);
  const found: { id: string; createdAt: Date; name: string }[] = [];
  for (let offset = 0; offset < scanned; offset += SCAN_BATCH) {
    const rows = (await db
      .select(picked)
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(Math.min(SCAN_BATCH, scanned - offset))
      .offset(offset)) as Record<string, unknown>[];
    for (const row of rows) {
      const opened = openRow(sealedTable, row);
      const haystack = folded(
        definition.searched.map((field) => String(opened[field] ?? "")).join("\n"),
      );
      if (words.every((word) => haystack.includes(word))) {
        found.push({
          id: opened.id as string,
          createdAt: opened.createdAt as Date,
          name: String(opened[definition.nameField] ?? ""),
        });
      }
    }
    if (rows.length < SCAN_BATCH) break;
  }
  // Found newest first; the other orders from there.
  if (place.sort === "oldest") found.reverse();
  if (place.sort === "name") found.sort((a, b) => nameOrder.compare(a.name, b.name));
  const { page, pageCount, limit, offset } = pageSlice(found.length, INBOX_PAGE_SIZE, place.page);
  const ids = found.slice(offset, offset + limit).map((match) => match.id);
  const rows =
    ids.length === 0 ? [] : await db.select(columns).from(table).where(inArray(table.id, ids));
  const byId = new Map(rows.map((row) => [row.id, openRow(sealedTable, row)]));
  const items = ids.flatMap((id) => byId.get(id) ?? []) as HandledItem[];
  return {
    list: { kind, items },
    inStatus,
    matches: found.length,
    page,
    pageCount,
    scan: { scanned, of: inStatus },
  };
}

/**
 * One page of a tab (INBOX_PAGE_SIZE rows) at a place in the list: messages and requests
 * of one status, searched and sorted (see searchHandledItems); subscribers searched by
 * address in SQL (it is not encrypted). A page past the last shows the last.
 */
export async function listInboxPage(
  db: Database,
  tab: InboxTab,
  place: InboxListQuery,
): Promise<InboxPage> {
  if (tab === "newsletter") {
    const where = place.q
      ? ilike(newsletterSubscribers.email, containsPattern(place.q))
      : undefined;
    const [inStatus, matches] = await Promise.all([
      countRows(db, newsletterSubscribers),
      countRows(db, newsletterSubscribers, where),
    ]);
    const { page, pageCount, limit, offset } = pageSlice(matches, INBOX_PAGE_SIZE, place.page);
    const items = await listNewsletterSubscribers(
      db,
      { limit, offset },
      { where, sort: place.sort },
    );
    return { list: { kind: tab, items }, inStatus, matches, page, pageCount, scan: null };
  }
  const table = inboxTables[tab];
  const status = inboxStatusOf(place);
  const inStatus = await countRows(db, table, statusCondition(table, status));
  if (place.q !== "" || place.sort === "name") {
    return searchHandledItems(db, tab, place, inStatus);
  }
  const { page, pageCount, limit, offset } = pageSlice(inStatus, INBOX_PAGE_SIZE, place.page);
  const items = await listHandledItems(
    db,
    tab,
    status,
    { limit, offset },
    place.sort === "oldest" ? "oldest" : "newest",
  );
  return { list: { kind: tab, items }, inStatus, matches: inStatus, page, pageCount, scan: null };
}

/** A message or request with its delivery error: what its page shows. */
export type HandledItemDetails<Kind extends HandledKind = HandledKind> = HandledItem<Kind> & {
  deliveryError: string | null;
};

export type InboxItem =
  | { kind: HandledKind; item: HandledItemDetails }
  | { kind: "newsletter"; item: NewsletterSubscriberItem };

/** One item with everything staff need to answer it, or null. */
export async function getInboxItem(
  db: Database,
  kind: InboxKind,
  id: string,
): Promise<InboxItem | null> {
  if (!isInboxItemId(id)) return null;
  if (kind === "newsletter") {
    const [item] = await db
      .select(subscriberColumns)
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id));
    return item ? { kind, item } : null;
  }
  const { table, sealedTable, columns } = handledDefinitions[kind];
  const [item] = await db
    .select({ ...columns, deliveryError: table.deliveryError })
    .from(table)
    .where(eq(table.id, id));
  return item ? { kind, item: openRow(sealedTable, item) } : null;
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
  const table = inboxTables[kind];
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

/** The outbox's subject type of each kind that notifies the clinic. */
const noticeSubjects: Record<HandledKind, string> = {
  messages: "contact_message",
  partnerships: "partnership_request",
};

/**
 * Sends the clinic's notice of a message or request again (its last one failed, or
 * staff want it again): the notice goes back to the outbox as new, the item shows
 * "not e-mailed yet", and the audit log records who asked.
 */
export async function resendInboxNotice(
  db: Database,
  { kind, id, actor }: { kind: HandledKind; id: string; actor: AuditActor },
): Promise<{ kind: "queued" } | { kind: "not-found" }> {
  if (!isInboxItemId(id)) return { kind: "not-found" };
  const table = inboxTables[kind];
  const subjectType = noticeSubjects[kind];
  const result = await db.transaction(async (tx) => {
    const [item] = await tx
      .update(table)
      .set({ deliveryStatus: "pending", deliveryError: null })
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (!item) return { kind: "not-found" as const };
    const [last] = await tx
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.purpose, "clinic-notice"),
          eq(outboxEmails.subjectType, subjectType),
          eq(outboxEmails.subjectId, id),
        ),
      )
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    if (last) await resendEmail(tx, last.id);
    else await enqueueEmail(tx, { purpose: "clinic-notice", subjectType, subjectId: id });
    await recordAudit(tx, {
      actor,
      action: `${auditEntityTypes[kind]}.resent`,
      entityType: auditEntityTypes[kind],
      entityId: id,
      summary: `${inboxItemLabels[kind]}: notification e-mail sent again`,
    });
    return { kind: "queued" as const };
  });
  if (result.kind === "queued") wakeOutboxSender();
  return result;
}

/** Deletes a message, request or subscriber for good. */
export async function deleteInboxItem(
  db: Database,
  { kind, id, actor }: { kind: InboxKind; id: string; actor: AuditActor },
): Promise<{ kind: "deleted" } | { kind: "not-found" }> {
  if (!isInboxItemId(id)) return { kind: "not-found" };
  const table = inboxTables[kind];
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

export const inboxExportFileNames: Record<InboxKind, string> = {
  messages: "contact-messages",
  partnerships: "partnership-requests",
  newsletter: "newsletter-subscribers",
};

/** The header row, then a row per item. */
function csvRows<Item>(columns: CsvColumns<Item>, items: readonly Item[]): (string | null)[][] {
  return [
    columns.map(([header]) => header),
    ...items.map((item) => columns.map(([, value]) => value(item))),
  ];
}

async function handledCsvRows<Kind extends HandledKind>(
  db: Database,
  kind: Kind,
  status: InboxStatusFilter,
): Promise<(string | null)[][]> {
  const items = await listHandledItems(db, kind, status, { limit: null });
  return csvRows(handledDefinitions[kind].csv, items);
}

/**
 * A tab as CSV (every row, newest first, optionally only open or handled
 * items), formula-like cells neutralised by toCsv. The export is audited: it
 * takes personal data out of the portal.
 */
export async function exportInbox(
  db: Database,
  { kind, status, actor }: { kind: InboxKind; status: InboxStatusFilter; actor: AuditActor },
): Promise<{ filename: string; csv: string; rows: number }> {
  const rows =
    kind === "newsletter"
      ? csvRows(
          subscriberCsv,
          await listNewsletterSubscribers(db, { limit: null }, { confirmedOnly: true }),
        )
      : await handledCsvRows(db, kind, status);
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
