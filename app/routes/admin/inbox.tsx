import { Download } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/inbox";
import { adminMeta } from "~/ui/admin/meta";
import {
  INBOX_PAGE_SIZE,
  inboxStatusFilters,
  inboxTabLabels,
  inboxTabs,
  parseInboxStatus,
  parseInboxTab,
  type InboxStatusFilter,
  type InboxTab,
} from "~/features/inbox/inbox";
import { getInboxCounts, getOpenCounts, listInboxTab } from "~/features/inbox/inbox-admin.server";
import { InboxTabList } from "~/features/inbox/inbox-list";
import { requireContentEditor } from "~/features/auth/session.server";
import { pageHref, pageNumberFrom, pageSlice } from "~/platform/paging";
import { AdminPager } from "~/ui/admin/admin-pager";
import { AdminCard } from "~/ui/admin/admin-shell";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const params = new URL(request.url).searchParams;
  const tab = parseInboxTab(params.get("tab"));
  const status = tab === "newsletter" ? "all" : parseInboxStatus(params.get("status"));
  const { db } = context;
  const [counts, open] = await Promise.all([getInboxCounts(db), getOpenCounts(db)]);
  // A page past the last (an item handled or deleted since) shows the last.
  const { page, pageCount } = pageSlice(
    totalOf(tab, status, counts, open),
    INBOX_PAGE_SIZE,
    pageNumberFrom(params.get("page")),
  );
  // Only the open tab's page of rows is read.
  const list = await listInboxTab(db, tab, status, page);
  return { tab, status, counts, open, list, page, pageCount };
}

/** How many items the tab holds in this status. */
function totalOf(
  tab: InboxTab,
  status: InboxStatusFilter,
  counts: Record<InboxTab, number>,
  open: Record<Exclude<InboxTab, "newsletter">, number>,
): number {
  if (tab === "newsletter") return counts.newsletter;
  if (status === "all") return counts[tab];
  return status === "open" ? open[tab] : counts[tab] - open[tab];
}

/** The tab's address, with its status filter and page. */
function inboxHref(tab: InboxTab, status: InboxStatusFilter, page = 1): string {
  return pageHref("/admin/inbox", { tab, status: status === "all" ? null : status }, page);
}

export const meta: Route.MetaFunction = () => adminMeta("Inbox");

const statusLabels: Record<InboxStatusFilter, string> = {
  all: "All",
  open: "Open",
  handled: "Handled",
};

function pillClass(current: boolean) {
  return cn(
    "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold",
    current
      ? "border-brand-700 bg-brand-700 text-white"
      : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100",
  );
}

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const { tab, status, counts, open, list, page, pageCount } = loaderData;
  const shown = list.items.length;
  const total = totalOf(tab, status, counts, open);
  const first = (page - 1) * INBOX_PAGE_SIZE + 1;
  const exportHref = `/admin/inbox/export/${tab}${status === "all" ? "" : `?status=${status}`}`;

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
        description={
          pageCount > 1
            ? `Newest first: ${first}–${first + shown - 1} of ${total}. Open an item to read it, mark it as handled or delete it.`
            : "Newest first. Open an item to read it, mark it as handled or delete it."
        }
        actions={
          <a href={exportHref} download className={buttonClasses("secondary")}>
            <Download className="size-4" aria-hidden="true" />
            Export CSV
          </a>
        }
      >
        {tab === "newsletter" ? null : (
          <nav aria-label="Filter by status" className="mb-4">
            <ul className="flex flex-wrap gap-2">
              {inboxStatusFilters.map((name) => (
                <li key={name}>
                  <Link
                    to={inboxHref(tab, name)}
                    aria-current={status === name ? "page" : undefined}
                    className={pillClass(status === name)}
                  >
                    {statusLabels[name]}
                    {name === "open" ? (
                      <span
                        className={cn(
                          "rounded-full px-2 text-xs",
                          status === name ? "bg-white text-brand-800" : "bg-slate-100",
                        )}
                      >
                        {open[tab]}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <InboxTabList list={list} status={status} />
        <AdminPager
          page={page}
          pageCount={pageCount}
          hrefOf={(number) => inboxHref(tab, status, number)}
          label={`Pages of ${inboxTabLabels[tab].toLowerCase()}`}
        />
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
