import { LoaderCircle, X } from "lucide-react";
import { useRef } from "react";
import { useInlineScriptAfterNavigation } from "~/platform/hydration/inline-script";
import { useNonce } from "~/platform/hydration/nonce";
import { BOOKING_WATCH_STARTED, bookingWatchScript } from "./booking-script";
import { NewTabLink } from "~/ui/new-tab-link";
import { NoScriptStyle } from "~/ui/no-script-style";
import { buttonClasses } from "~/ui/button";
import { ContactOptions } from "~/ui/contact-options";
import { controlHooks, embed, scriptOwned } from "~/platform/controls/controls-script";

/** The inline script's body, made once so a re-render does not set it again. */
const bookingWatchScriptBody = { __html: bookingWatchScript };

export type BookingDialogMessages = {
  title: string;
  note: string;
  frameTitle: string;
  loading: string;
  close: string;
  openInNewTab: string;
  unreachable: {
    message: string;
    open: string;
    phoneLabel: string;
    whatsappLabel: string;
    emailLabel: string;
  };
};

/** The clinic's other ways, shown when the booking page cannot be reached. */
export type BookingContacts = { phone: string; whatsappNumber: string; email: string };

export const BOOKING_DIALOG_ID = "booking-dialog";

/**
 * The full-screen Request Appointment overlay: the third-party booking page in a
 * frame, in a `<dialog>` the inline controls script opens as a modal (BookingTrigger).
 * The platform keeps the focus inside, closes it on Escape and gives the focus back
 * to whichever button opened it; the X button is a `method="dialog"` form, and a
 * click on the backdrop closes it too (`closedby="any"`). The script builds the frame
 * at each opening and removes it at closing, so nothing is requested from the
 * booking host before the visitor asks, and each opening starts at "Loading…". When
 * the host does not answer, or nothing is drawn within 3 seconds, the script marks the
 * dialog `data-unreachable`, and it shows the page's address and the clinic's other
 * ways instead of a browser error page (issue 28).
 */
export function BookingDialog({
  src,
  t,
  newTab,
  contacts,
}: {
  src: string;
  t: BookingDialogMessages;
  newTab: string;
  contacts: BookingContacts;
}) {
  const nonce = useNonce();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useInlineScriptAfterNavigation(dialogRef, BOOKING_WATCH_STARTED, bookingWatchScript);
  return (
    <dialog
      ref={dialogRef}
      id={BOOKING_DIALOG_ID}
      aria-labelledby="booking-dialog-title"
      aria-describedby="booking-dialog-note"
      {...{ closedby: "any" }}
      // The script opens it (the open attribute) before React may have taken the page over.
      suppressHydrationWarning
      className="group/booking fixed inset-2 m-0 h-auto max-h-none w-auto max-w-none overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/70 open:flex open:flex-col sm:inset-6 lg:inset-10"
    >
      <NoScriptStyle
        css={`
          [${controlHooks.kind}="dialog"] {
            display: none;
          }
        `}
      />
      <div className="flex items-start gap-4 border-b border-slate-200 px-4 py-3 sm:px-6 sm:py-4">
        <div className="min-w-0 flex-1">
          <h2 id="booking-dialog-title" className="text-lg font-bold text-slate-900 sm:text-xl">
            {t.title}
          </h2>
          <p id="booking-dialog-note" className="mt-1 text-sm text-slate-600">
            {t.note}
          </p>
        </div>
        <form method="dialog">
          <button
            type="submit"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X className="size-6" aria-hidden="true" />
            <span className="sr-only">{t.close}</span>
          </button>
        </form>
      </div>
      <div className="relative flex-1 bg-slate-50 group-data-unreachable/booking:hidden">
        {/* The frame; the script marks it data-loaded once the booking page has drawn. */}
        <div
          className="peer relative size-full"
          {...embed({
            src,
            title: t.frameTitle,
            className: "block size-full border-0",
            // A booking form needs scripts, forms and its own cookies; it may not navigate this page.
            sandbox:
              "allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox",
          })}
          {...scriptOwned}
        />
        <p
          role="status"
          className="pointer-events-none absolute inset-0 flex items-center justify-center gap-2 text-slate-600 peer-data-loaded:hidden"
        >
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          {t.loading}
        </p>
      </div>
      <section
        aria-labelledby="booking-dialog-title"
        aria-describedby="booking-unreachable-message"
        className="hidden flex-1 overflow-y-auto px-6 py-10 text-center group-data-unreachable/booking:block"
      >
        <p id="booking-unreachable-message" role="status" className="mx-auto max-w-xl text-lg">
          {t.unreachable.message}
        </p>
        <NewTabLink
          href={src}
          newTabLabel={newTab}
          className={`${buttonClasses("primary", "lg")} mt-6`}
        >
          {t.unreachable.open}
        </NewTabLink>
        <ContactOptions {...contacts} labels={t.unreachable} newTabLabel={newTab} />
      </section>
      <p className="border-t border-slate-200 px-4 py-2 text-center text-sm group-data-unreachable/booking:hidden">
        <NewTabLink
          href={src}
          newTabLabel={newTab}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:underline"
        >
          {t.openInNewTab}
        </NewTabLink>
      </p>
      <script nonce={nonce} dangerouslySetInnerHTML={bookingWatchScriptBody} />
    </dialog>
  );
}
