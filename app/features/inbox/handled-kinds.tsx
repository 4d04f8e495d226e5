import { localeLabels } from "~/i18n/locales";
import type { ReactNode } from "react";
import { type HandledKind } from "./inbox";
import type { HandledItem } from "./inbox-admin.server";
import { MailLink, PhoneLink, serviceLabel } from "./inbox-badges";

/**
 * How the inbox shows the kinds staff handle, contact messages and partnership
 * requests: what differs between them is here, the lists and pages are the same.
 */
export type HandledView<Item> = {
  /** The item's name in its list, the link to it. */
  title: (item: Item) => string;
  /** What the list says before the sender's address, followed by " · ". */
  lead?: (item: Item) => string;
  /** What the list says after the sender's address, each part after " · "; empty parts are left out. */
  details: (item: Item) => (string | null)[];
  /** The item page's heading. */
  heading: (item: Item) => string;
  /** The item page's fields about the sender, each a label and its value. */
  fields: (item: Item) => [label: string, value: ReactNode][];
  /** The heading above what they wrote. */
  messageLabel: string;
};

export const handledViews: { [Kind in HandledKind]: HandledView<HandledItem<Kind>> } = {
  messages: {
    title: (item) => item.name,
    details: (item) => [item.phone, serviceLabel(item.service), localeLabels[item.locale]],
    heading: (item) => `Message from ${item.name}`,
    fields: (item) => [
      ["Name", item.name],
      ["E-mail", <MailLink email={item.email} />],
      ["Phone", <PhoneLink phone={item.phone} />],
      [
        "Service of interest",
        item.service ? (
          serviceLabel(item.service)
        ) : (
          <span className="text-slate-600">Not chosen</span>
        ),
      ],
    ],
    messageLabel: "Message",
  },
  partnerships: {
    title: (item) => item.companyName,
    lead: (item) => item.contactPerson,
    details: (item) => [item.phone, localeLabels[item.locale]],
    heading: (item) => `Partnership request from ${item.companyName}`,
    fields: (item) => [
      ["Company", item.companyName],
      ["Contact person", item.contactPerson],
      ["E-mail", <MailLink email={item.email} />],
      ["Phone", <PhoneLink phone={item.phone} />],
    ],
    messageLabel: "How they would like to partner",
  },
};
