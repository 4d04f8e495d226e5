/** The inbox's place in its URL (routes/admin/inbox.tsx): search, status, sort, page. Client-safe. */
import { defineListQuery, type ListQuery } from "~/platform/list-query";
import { pageHref } from "~/platform/paging";
import type { InboxStatusFilter, InboxTab } from "./inbox";

/** Longer than any name, address or phrase worth searching for; the rest is ignored. */
export const INBOX_SEARCH_MAX_LENGTH = 100;

/**
 * A search (or the sort by name) of messages and requests reads at most this many of the
 * newest items of the tab and status, decrypting them on the server (their names, addresses
 * and texts are encrypted at rest, so the database cannot search them): see
 * searchHandledItems in inbox-admin.server.ts. The page says when older items were left out.
 */
export const INBOX_SEARCH_SCAN_CAP = 5_000;

/**
 * The kind is the tab (?tab=, outside the query: Clear filters keeps it). Status is
 * for messages and requests (subscribers have none); by name is the sender's name
 * (a request's company), by address for subscribers.
 */
export const inboxListQuery = defineListQuery({
  maxSearch: INBOX_SEARCH_MAX_LENGTH,
  filters: { status: ["open", "handled"] },
  sorts: ["newest", "oldest", "name"],
});

export type InboxListQuery = ListQuery<
  (typeof inboxListQuery)["spec"]["filters"],
  (typeof inboxListQuery)["spec"]["sorts"]
>;

export type InboxSort = InboxListQuery["sort"];

export const inboxSortLabels: Record<InboxSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name (A–Z)",
};

/** The status filter as the queries and the export read it. */
export function inboxStatusOf(place: InboxListQuery): InboxStatusFilter {
  return place.filters.status ?? "all";
}

/** A tab's address with its search, filters, sort and page. */
export function inboxListHref(tab: InboxTab, place: InboxListQuery, page = place.page): string {
  return pageHref("/admin/inbox", { tab, ...inboxListQuery.params(place) }, page);
}
