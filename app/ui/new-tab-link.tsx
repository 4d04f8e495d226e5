import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A link to another site that opens in a new tab: its text, the external-link icon
 * and, for screen readers, `newTabLabel` (e.g. "(opens in a new tab)"); leave it out
 * where the visible text says so already.
 */
export function NewTabLink({
  href,
  newTabLabel,
  className,
  children,
}: {
  href: string | undefined;
  newTabLabel?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink className="size-4" aria-hidden="true" />
      {newTabLabel === undefined ? null : <span className="sr-only">{newTabLabel}</span>}
    </a>
  );
}
