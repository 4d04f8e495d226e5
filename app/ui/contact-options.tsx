import { Mail, Phone } from "lucide-react";
import { telHref, whatsappHref } from "~/platform/clinic";
import { NewTabLink } from "~/ui/new-tab-link";
import { WhatsappIcon } from "~/ui/social-icons";

/** The links' names, as the pages' dictionaries hold them. */
export type ContactOptionLabels = { phoneLabel: string; whatsappLabel: string; emailLabel: string };

const linkClass =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline";

/**
 * The other ways to reach the clinic where a frame could not show its page (the
 * membership application, the booking overlay): call, WhatsApp, e-mail.
 */
export function ContactOptions({
  phone,
  whatsappNumber,
  email,
  labels,
  newTabLabel,
}: {
  phone: string;
  whatsappNumber: string;
  email: string;
  labels: ContactOptionLabels;
  newTabLabel: string;
}) {
  return (
    <ul className="mt-3 flex flex-col items-center justify-center gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
      <li>
        <a href={telHref(phone)} className={linkClass}>
          <Phone className="size-5" aria-hidden="true" />
          <span>
            <span className="sr-only">{labels.phoneLabel}: </span>
            {phone}
          </span>
        </a>
      </li>
      <li>
        <NewTabLink
          href={whatsappHref(whatsappNumber)}
          newTabLabel={newTabLabel}
          className={linkClass}
        >
          <WhatsappIcon className="size-5" aria-hidden="true" />
          {labels.whatsappLabel}
        </NewTabLink>
      </li>
      <li>
        <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
          <Mail className="size-5" aria-hidden="true" />
          <span>
            <span className="sr-only">{labels.emailLabel}: </span>
            {email}
          </span>
        </a>
      </li>
    </ul>
  );
}
