import { ChevronRight, Download } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/inbox";
import { adminMeta } from "~/ui/admin/meta";
import {
  INBOX_PAGE_SIZE,
  inboxItemPath,
  inboxStatusFilters,
  inboxTabLabels,
  inboxTabs,
  parseInboxStatus,
  parseInboxTab,
  type InboxStatusFilter,
} from "~/features/inbox/inbox";
import {
  getInboxCounts,
  getOpenCounts,
  listContactMessages,
  listNewsletterSubscribers,
  listPartnershipRequests,
} from "~/features/inbox/inbox-admin.server";
import { requireContentEditor } from "~/features/auth/session.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import {
  DeliveryBadge,
  HandledBadge,
  inboxLanguageNames,
  InboxWhen,
  serviceLabel,
} from "~/features/inbox/inbox-badges";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const params = new URL(request.url).searchParams;
  const tab = parseInboxTab(params.get("tab"));
  const status = tab === "newsletter" ? "all" : parseInboxStatus(params.get("status"));
  const { db } = context;
  // Only the open tab's rows are read.
  const [counts, open, messages, partnerships, subscribers] = await Promise.all([
    getInboxCounts(db),
    getOpenCounts(db),
    tab === "messages" ? listContactMessages(db, status) : [],
    tab === "partnerships" ? listPartnershipRequests(db, status) : [],
    tab === "newsletter" ? listNewsletterSubscribers(db) : [],
  ]);
  return { tab, status, counts, open, messages, partnerships, subscribers };
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
  const { tab, status, counts, open, messages, partnerships, subscribers } = loaderData;
  const shown =
    tab === "messages"
      ? messages.length
      : tab === "partnerships"
        ? partnerships.length
        : subscribers.length;
  const total =
    tab === "newsletter"
      ? counts.newsletter
      : status === "all"
        ? counts[tab]
        : status === "open"
          ? open[tab]
          : counts[tab] - open[tab];
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
          total > shown
            ? `The latest ${INBOX_PAGE_SIZE} of ${total}, newest first. The CSV export has them all.`
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
                    to={name === "all" ? `?tab=${tab}` : `?tab=${tab}&status=${name}`}
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

        {tab === "messages" ? (
          messages.length === 0 ? (
            <Empty status={status} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {messages.map((message) => (
                <li key={message.id} className="py-4">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 className="font-semibold text-slate-900">
                      <Link
                        to={inboxItemPath("messages", message.id)}
                        className="inline-flex min-h-11 items-center gap-1 underline-offset-2 hover:underline"
                      >
                        {message.name}
                        <ChevronRight className="size-4 text-slate-500" aria-hidden="true" />
                      </Link>
                    </h3>
                    <InboxWhen date={message.createdAt} />
                    <HandledBadge handledAt={message.handledAt} />
                    <DeliveryBadge status={message.deliveryStatus} />
                  </div>
                  <p className="mt-1 text-sm break-words text-slate-700">
                    <a className="underline" href={`mailto:${message.email}`}>
                      {message.email}
                    </a>
                    {message.phone ? ` · ${message.phone}` : ""}
                    {message.service ? ` · ${serviceLabel(message.service)}` : ""}
                    {` · ${inboxLanguageNames[message.locale]}`}
                  </p>
                  <p className="mt-2 line-clamp-3 break-words whitespace-pre-line text-slate-800">
                    {message.message}
                  </p>
                </li>
              ))}
            </ul>
          )
        ) : null}

        {tab === "partnerships" ? (
          partnerships.length === 0 ? (
            <Empty status={status} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {partnerships.map((request) => (
                <li key={request.id} className="py-4">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 className="font-semibold text-slate-900">
                      <Link
                        to={inboxItemPath("partnerships", request.id)}
                        className="inline-flex min-h-11 items-center gap-1 underline-offset-2 hover:underline"
                      >
                        {request.companyName}
                        <ChevronRight className="size-4 text-slate-500" aria-hidden="true" />
                      </Link>
                    </h3>
                    <InboxWhen date={request.createdAt} />
                    <HandledBadge handledAt={request.handledAt} />
                    <DeliveryBadge status={request.deliveryStatus} />
                  </div>
                  <p className="mt-1 text-sm break-words text-slate-700">
                    {request.contactPerson} ·{" "}
                    <a className="underline" href={`mailto:${request.email}`}>
                      {request.email}
                    </a>
                    {request.phone ? ` · ${request.phone}` : ""}
                    {` · ${inboxLanguageNames[request.locale]}`}
                  </p>
                  <p className="mt-2 line-clamp-3 break-words whitespace-pre-line text-slate-800">
                    {request.message}
                  </p>
                </li>
              ))}
            </ul>
          )
        ) : null}

        {tab === "newsletter" ? (
          subscribers.length === 0 ? (
            <Empty status="all" />
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-200 text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      E-mail
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Language
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      Subscribed
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {subscribers.map((subscriber) => (
                    <tr key={subscriber.id}>
                      <td className="py-2 pr-4 break-all">
                        <Link
                          to={inboxItemPath("newsletter", subscriber.id)}
                          className="inline-flex min-h-11 items-center font-medium text-slate-900 underline"
                        >
                          {subscriber.email}
                        </Link>
                      </td>
                      <td className="py-2 pr-4">{inboxLanguageNames[subscriber.locale]}</td>
                      <td className="py-2">
                        <InboxWhen date={subscriber.createdAt} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        ) : null}
      </AdminCard>
    </div>
  );
}

function Empty({ status }: { status: InboxStatusFilter }) {
  return (
    <p className="text-slate-600">
      {status === "open"
        ? "Nothing open: everything has been handled."
        : status === "handled"
          ? "Nothing handled yet."
          : "Nothing here yet."}
    </p>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
