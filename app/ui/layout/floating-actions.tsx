import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { whatsappHref } from "~/platform/clinic";
import { WhatsappIcon } from "~/ui/social-icons";
import type { SiteData } from "~/platform/site-data";

/** The WhatsApp chat button on every public page, and the Admin shortcut for content editors. */
export function FloatingActions({ data }: { data: SiteData }) {
  const { layout: t, clinic, isContentEditor } = data;
  return (
    <aside
      aria-label={t.quickActionsLabel}
      className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6"
    >
      {isContentEditor ? (
        <Link
          to="/admin"
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-slate-900 px-4 text-sm font-semibold text-white shadow-lg hover:bg-slate-700"
        >
          <ShieldCheck className="size-4" aria-hidden="true" />
          {t.admin}
        </Link>
      ) : null}
      <a
        href={whatsappHref(clinic.whatsappNumber)}
        target="_blank"
        rel="noopener noreferrer"
        className="group relative inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg transition-transform hover:scale-105"
      >
        <WhatsappIcon className="size-7" />
        <span className="sr-only">
          {t.whatsapp.accessibleName} {t.newTab}
        </span>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute right-full mr-3 rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-white opacity-0 shadow transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          {t.whatsapp.label}
        </span>
      </a>
    </aside>
  );
}
