/** The inbox's tabs, filters and page size (client-safe; the queries are in inbox-admin.server.ts). */
export const inboxTabs = ["messages", "partnerships", "newsletter"] as const;
export type InboxTab = (typeof inboxTabs)[number];

/** The kinds in the detail and export URLs (/admin/inbox/:kind/:id) are the tabs. */
export type InboxKind = InboxTab;

export function parseInboxTab(value: string | null): InboxTab {
  return inboxTabs.includes(value as InboxTab) ? (value as InboxTab) : "messages";
}

export function isInboxKind(value: unknown): value is InboxKind {
  return typeof value === "string" && (inboxTabs as readonly string[]).includes(value);
}

/** Contact messages and partnership requests can be handled; subscribers cannot. */
export type HandledKind = Exclude<InboxKind, "newsletter">;

export function canBeHandled(kind: InboxKind): kind is HandledKind {
  return kind !== "newsletter";
}

/** The kinds staff handle, in the order of the tabs. */
export const handledKinds: readonly HandledKind[] = inboxTabs.filter(canBeHandled);

export const inboxStatusFilters = ["all", "open", "handled"] as const;
export type InboxStatusFilter = (typeof inboxStatusFilters)[number];

export function parseInboxStatus(value: string | null): InboxStatusFilter {
  return inboxStatusFilters.includes(value as InboxStatusFilter)
    ? (value as InboxStatusFilter)
    : "all";
}

export const inboxTabLabels: Record<InboxTab, string> = {
  messages: "Contact messages",
  partnerships: "Partnership requests",
  newsletter: "Newsletter subscribers",
};

/** One item of each kind, for headings and toasts. */
export const inboxItemLabels: Record<InboxKind, string> = {
  messages: "Contact message",
  partnerships: "Partnership request",
  newsletter: "Newsletter subscriber",
};

/** The language a visitor wrote or subscribed in, as staff read it (pages and CSV). */

export function inboxItemPath(kind: InboxKind, id: string): string {
  return `/admin/inbox/${kind}/${id}`;
}

export function inboxListPath(kind: InboxKind): string {
  return `/admin/inbox?tab=${kind}`;
}

/** How many rows a tab shows; the counts say when there are more. */
export const INBOX_PAGE_SIZE = 100;
