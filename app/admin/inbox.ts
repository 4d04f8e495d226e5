/** The inbox's tabs and page size (client-safe; the queries are in inbox.server.ts). */
export const inboxTabs = ["messages", "partnerships", "newsletter"] as const;
export type InboxTab = (typeof inboxTabs)[number];

export function parseInboxTab(value: string | null): InboxTab {
  return inboxTabs.includes(value as InboxTab) ? (value as InboxTab) : "messages";
}

/** How many rows a tab shows; the counts say when there are more. */
export const INBOX_PAGE_SIZE = 100;
