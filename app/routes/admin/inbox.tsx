import { Download } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/inbox";
import { adminMeta } from "~/ui/admin/meta";
import {
  INBOX_PAGE_SIZE,
  inboxListPath,
  inboxTabLabels,
  inboxTabs,
  parseInboxTab,
  type InboxTab,
} from "~/features/inbox/inbox";
import {
  INBOX_SEARCH_MAX_LENGTH,
  inboxListHref,
  inboxListQuery,
  inboxSortLabels,
  inboxStatusOf,
  type InboxListQuery,
  type InboxSort,
} from "~/features/inbox/inbox-list-query";
import { getInboxCounts, getOpenCounts, listInboxPage } from "~/features/inbox/inbox-admin.server";
import { InboxTabList } from "~/features/inbox/inbox-list";
import { requireContentEditor } from "~/features/auth/session.server";
import { ListToolbar, NoMatches, type ToolbarSelect } from "~/ui/admin/list-toolbar";
import { AdminPager } from "~/ui/admin/admin-pager";
import { AdminCard } from "~/ui/admin/admin-shell";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const params = new URL(request.url).searchParams;
  const tab = parseInboxTab(params.get("tab"));
  const parsed = inboxListQuery.parse(params);
  // Subscribers have no status: a status in their address is ignored.
  const place: InboxListQuery =
    tab === "newsletter" ? { ...parsed, filters: { ...parsed.filters, status: null } } : parsed;
  const { db } = context;
  const [counts, open, found] = await Promise.all([
    getInboxCounts(db),
    getOpenCounts(db),
    listInboxPage(db, tab, place),
  ]);
  const { list, page, pageCount, matches, inStatus, scan } = found;
  return {
    tab,
    status: inboxStatusOf(place),
    place: { ...place, page },
    counts,
    open,
    list,
    page,
    pageCount,
    matches,
    inStatus,
    scan,
  };
}

export const meta: Route.MetaFunction = () => adminMeta("Inbox");

function pillClass(current: boolean) {
  return cn(
    "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold",
    current
      ? "border-brand-700 bg-brand-700 text-white"
      : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100",
  );
}

const nouns: Record<InboxTab, string> = {
  messages: "messages",
  partnerships: "requests",
  newsletter: "subscribers",
};

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const { tab, status, place, counts, open, list, page, pageCount, matches, scan } = loaderData;
  const shown = list.items.length;
  const first = (page - 1) * INBOX_PAGE_SIZE + 1;
  const narrowed = inboxListQuery.isNarrowed(place);
  const clearHref = inboxListPath(tab);
  const noun = nouns[tab];
  const exportHref = `/admin/inbox/export/${tab}${status === "all" ? "" : `?status=${status}`}`;
  const orderText = { newest: "Newest first", oldest: "Oldest first", name: "By name" }[place.sort];
  const range = pageCount > 1 ? ` ${first}–${first + shown - 1} of ${matches}.` : "";
  const selects: ToolbarSelect[] = [];
  if (tab !== "newsletter") {
    selects.push({
      name: "status",
      label: "Status",
      value: place.filters.status ?? "",
      options: [
        { value: "", label: "Open and handled" },
        { value: "open", label: `Open (${open[tab]})` },
        { value: "handled", label: "Handled" },
      ],
    });
  }
  selects.push({
    name: "sort",
    label: "Sort by",
    value: place.sort === "newest" ? "" : place.sort,
    options: (Object.keys(inboxSortLabels) as InboxSort[]).map((sort) => ({
      value: sort === "newest" ? "" : sort,
      label: sort === "name" && tab === "newsletter" ? "E-mail (A–Z)" : inboxSortLabels[sort],
    })),
  });

  return (
    <div className="space-y-6">
      <nav aria-label="Inbox sections">
        <ul className="flex flex-wrap gap-2">
          {inboxTabs.map((name) => (
            <li key={name}>
              <Link
                to={`?tab=${name}`}
                aria-current={tab === name ? "page" : undefined}
                className={pillClass(tab === name)}
              >
                {inboxTabLabels[name]}
                <span
                  className={cn(
                    "rounded-full px-2 text-xs",
                    tab === name ? "bg-white text-brand-800" : "bg-slate-100",
                  )}
                >
                  {counts[name]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <AdminCard
        title={inboxTabLabels[tab]}
        description={`${orderText}.${range} Open an item to read it, mark it as handled or delete it.`}
        actions={
          <a href={exportHref} download className={buttonClasses("secondary")}>
            <Download className="size-4" aria-hidden="true" />
            Export CSV
          </a>
        }
      >
        <ListToolbar
          id="inbox-search"
          label={inboxTabLabels[tab]}
          placeholder={
            tab === "newsletter"
              ? "Search by e-mail"
              : tab === "partnerships"
                ? "Search by company, contact, e-mail or text"
                : "Search by name, e-mail or text"
          }
          query={place.q}
          maxLength={INBOX_SEARCH_MAX_LENGTH}
          selects={selects}
          narrowed={narrowed}
          clearHref={clearHref}
          hidden={{ tab }}
          className="mb-4"
        />
        {narrowed ? (
          <p className="mb-3 text-sm text-slate-600">
            {tab === "newsletter"
              ? "Export CSV downloads every confirmed subscriber; the search does not narrow it."
              : `Export CSV downloads every ${status === "all" ? "" : `${status} `}item of this tab, newest first; the search and sort do not narrow it.`}
          </p>
        ) : null}
        {narrowed && matches > 0 ? (
          <p role="status" className="mb-3 text-sm text-slate-700">
            {matches === 1 ? `1 ${noun.replace(/s$/, "")} matches` : `${matches} ${noun} match`} the
            search and filters.
          </p>
        ) : null}
        {scan && scan.scanned < scan.of ? (
          <p
            role="note"
            className="mb-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            Only the newest {scan.scanned.toLocaleString("en-US")} of{" "}
            {scan.of.toLocaleString("en-US")} {noun} were searched: their texts are encrypted, so a
            search reads them one by one. Choose a status to narrow the list, so the search reaches
            further back.
          </p>
        ) : null}

        {narrowed && shown === 0 ? (
          <div role="status">
            <NoMatches noun={noun} clearHref={clearHref} />
          </div>
        ) : (
          <InboxTabList list={list} status={status} />
        )}
        <AdminPager
          page={page}
          pageCount={pageCount}
          hrefOf={(number) => inboxListHref(tab, place, number)}
          label={`Pages of ${inboxTabLabels[tab].toLowerCase()}`}
        />
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
