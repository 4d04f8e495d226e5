import { localeLabels } from "~/i18n/locales";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { handledViews } from "./handled-kinds";
import { inboxItemPath, type HandledKind, type InboxStatusFilter } from "./inbox";
import type { HandledItem, InboxList, NewsletterSubscriberItem } from "./inbox-admin.server";
import { DeliveryBadge, HandledBadge, InboxWhen, UnconfirmedBadge } from "./inbox-badges";

/** A tab's rows: messages or requests as a list, subscribers as a table. */
export function InboxTabList({ list, status }: { list: InboxList; status: InboxStatusFilter }) {
  if (list.items.length === 0) return <Empty status={status} />;
  return list.kind === "newsletter" ? (
    <SubscriberTable subscribers={list.items} />
  ) : (
    <HandledList kind={list.kind} items={list.items} />
  );
}

/** Messages or requests: who, when, whether handled and e-mailed, the start of the text. */
function HandledList<Kind extends HandledKind>({
  kind,
  items,
}: {
  kind: Kind;
  items: HandledItem<Kind>[];
}) {
  const view = handledViews[kind];
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => {
        const lead = view.lead?.(item);
        return (
          <li key={item.id} className="py-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="font-semibold text-slate-900">
                <Link
                  to={inboxItemPath(kind, item.id)}
                  className="inline-flex min-h-11 items-center gap-1 underline-offset-2 hover:underline"
                >
                  {view.title(item)}
                  <ChevronRight className="size-4 text-slate-500" aria-hidden="true" />
                </Link>
              </h3>
              <InboxWhen date={item.createdAt} />
              <HandledBadge handledAt={item.handledAt} />
              <DeliveryBadge status={item.deliveryStatus} />
            </div>
            <p className="mt-1 text-sm break-words text-slate-700">
              {lead ? `${lead} · ` : null}
              <a className="underline" href={`mailto:${item.email}`}>
                {item.email}
              </a>
              {view
                .details(item)
                .filter(Boolean)
                .map((part) => ` · ${part}`)
                .join("")}
            </p>
            <p className="mt-2 line-clamp-3 break-words whitespace-pre-line text-slate-800">
              {item.message}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function SubscriberTable({ subscribers }: { subscribers: NewsletterSubscriberItem[] }) {
  return (
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
                {subscriber.confirmedAt ? null : (
                  <>
                    {" "}
                    <UnconfirmedBadge />
                  </>
                )}
              </td>
              <td className="py-2 pr-4">{localeLabels[subscriber.locale]}</td>
              <td className="py-2">
                <InboxWhen date={subscriber.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
