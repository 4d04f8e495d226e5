import type { ReactNode } from "react";
import { control } from "~/platform/controls/controls-script";
import { BOOKING_DIALOG_ID } from "./booking-dialog";

/**
 * Opens the booking dialog: a button the inline controls script answers from the
 * moment it is painted. Without JavaScript the page hides it (BookingDialog's
 * no-script style, so the dialog comes first in the page: a <style> in the body may only
 * style what follows it) and shows the link beside it, to the booking page in a new tab.
 */
export function BookingTrigger({
  href,
  newTab,
  className,
  children,
}: {
  href: string;
  newTab: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-controls={BOOKING_DIALOG_ID}
        {...control("dialog")}
        className={className}
      >
        {children}
      </button>
      <noscript>
        <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
          {children}
          <span className="sr-only"> {newTab}</span>
        </a>
      </noscript>
    </>
  );
}
