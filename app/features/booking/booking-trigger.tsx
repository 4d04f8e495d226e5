import type { MouseEvent, ReactNode } from "react";

/**
 * Opens the booking dialog. Before JavaScript runs (or without it) it is a link
 * that opens the booking page in a new tab; once the page is hydrated it is a
 * button that opens the dialog.
 */
export function BookingTrigger({
  hydrated,
  href,
  onOpen,
  newTab,
  className,
  children,
}: {
  hydrated: boolean;
  href: string;
  onOpen: (opener: HTMLElement) => void;
  newTab: string;
  className: string;
  children: ReactNode;
}) {
  if (!hydrated) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="sr-only"> {newTab}</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event: MouseEvent<HTMLButtonElement>) => onOpen(event.currentTarget)}
      className={className}
    >
      {children}
    </button>
  );
}
