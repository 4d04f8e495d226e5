import { Link } from "react-router";
import type { Route } from "./+types/inbox";
import { adminMeta } from "~/admin/meta";
import { INBOX_PAGE_SIZE, inboxTabs, parseInboxTab, type InboxTab } from "~/admin/inbox";
import {
  getInboxCounts,
  listContactMessages,
  listNewsletterSubscribers,
  listPartnershipRequests,
} from "~/admin/inbox.server";
import { requireContentEditor } from "~/auth/session.server";
import { AdminCard } from "~/components/admin/admin-shell";
import { cn } from "~/utils/cn";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const tab = parseInboxTab(new URL(request.url).searchParams.get("tab"));
  const { db } = context;
  // Only the open tab's rows are read.
  const [counts, messages, partnerships, subscribers] = await Promise.all([
    getInboxCounts(db),
    tab === "messages" ? listContactMessages(db) : [],
    tab === "partnerships" ? listPartnershipRequests(db) : [],
    tab === "newsletter" ? listNewsletterSubscribers(db) : [],
  ]);
  return { tab, counts, messages, partnerships, subscribers };
}

export const meta: Route.MetaFunction = () => adminMeta("Inbox");

const tabLabels: Record<InboxTab, string> = {
  messages: "Contact messages",
  partnerships: "Partnership requests",
  newsletter: "Newsletter subscribers",
};

const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/New_York",
});

function When({ date }: { date: Date | string }) {
  const value = new Date(date);
  return (
    <time dateTime={value.toISOString()} className="text-sm text-slate-600">
      {dateTime.format(value)}
    </time>
  );
}

const languageNames = { en: "English", "pt-BR": "Portuguese" } as const;

function DeliveryBadge({ status }: { status: "pending" | "sent" | "failed" }) {
  const styles = {
    sent: "bg-brand-50 text-brand-800",
    pending: "bg-amber-50 text-amber-900",
    failed: "bg-red-50 text-red-800",
  } as const;
  const labels = {
    sent: "E-mailed",
    pending: "Not e-mailed yet",
    failed: "E-mail failed",
  } as const;
  return (
    <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", styles[status])}>
      {labels[status]}
    </span>
  );
}

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const { tab, counts, messages, partnerships, subscribers } = loaderData;
  return (
    <div className="space-y-6">
      <nav aria-label="Inbox sections">
        <ul className="flex flex-wrap gap-2">
          {inboxTabs.map((name) => (
            <li key={name}>
              <Link
                to={`?tab=${name}`}
                aria-current={tab === name ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold",
                  tab === name
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100",
                )}
              >
                {tabLabels[name]}
                <span
                  className={cn(
                    "rounded-full px-2 text-xs",
                    tab === name ? "bg-white/20" : "bg-slate-100",
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
        title={tabLabels[tab]}
        description={
          counts[tab] > INBOX_PAGE_SIZE
            ? `The latest ${INBOX_PAGE_SIZE} of ${counts[tab]}, newest first.`
            : "Newest first. Read-only for now."
        }
      >
        {tab === "messages" ? (
          messages.length === 0 ? (
            <Empty />
          ) : (
            <ul className="divide-y divide-slate-100">
              {messages.map((message) => (
                <li key={message.id} className="py-4">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 className="font-semibold text-slate-900">{message.name}</h3>
                    <When date={message.createdAt} />
                    <DeliveryBadge status={message.deliveryStatus} />
                  </div>
                  <p className="mt-1 text-sm text-slate-700">
                    <a className="underline" href={`mailto:${message.email}`}>
                      {message.email}
                    </a>
                    {message.phone ? ` · ${message.phone}` : ""}
                    {message.service ? ` · ${message.service}` : ""}
                    {` · ${languageNames[message.locale]}`}
                  </p>
                  <p className="mt-2 whitespace-pre-line text-slate-800">{message.message}</p>
                </li>
              ))}
            </ul>
          )
        ) : null}

        {tab === "partnerships" ? (
          partnerships.length === 0 ? (
            <Empty />
          ) : (
            <ul className="divide-y divide-slate-100">
              {partnerships.map((request) => (
                <li key={request.id} className="py-4">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 className="font-semibold text-slate-900">{request.companyName}</h3>
                    <When date={request.createdAt} />
                    <DeliveryBadge status={request.deliveryStatus} />
                  </div>
                  <p className="mt-1 text-sm text-slate-700">
                    {request.contactPerson} ·{" "}
                    <a className="underline" href={`mailto:${request.email}`}>
                      {request.email}
                    </a>
                    {request.phone ? ` · ${request.phone}` : ""}
                    {` · ${languageNames[request.locale]}`}
                  </p>
                  <p className="mt-2 whitespace-pre-line text-slate-800">{request.message}</p>
                </li>
              ))}
            </ul>
          )
        ) : null}

        {tab === "newsletter" ? (
          subscribers.length === 0 ? (
            <Empty />
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
                      <td className="py-2 pr-4 break-all text-slate-900">{subscriber.email}</td>
                      <td className="py-2 pr-4">{languageNames[subscriber.locale]}</td>
                      <td className="py-2">
                        <When date={subscriber.createdAt} />
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

function Empty() {
  return <p className="text-slate-600">Nothing here yet.</p>;
}

export { AdminRouteError as ErrorBoundary } from "~/components/admin/admin-route-error";
