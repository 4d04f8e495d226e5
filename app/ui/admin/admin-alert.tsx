import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/ui/cn";

const alertClass =
  "flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900";

/** What went wrong on a portal page (a load or an action that failed), in red with its icon. */
export function AdminAlert({
  children,
  role,
  className,
}: {
  children: ReactNode;
  /** "alert" where it appears on its own; inside AdminAlertRegion the region announces it. */
  role?: "alert";
  className?: string;
}) {
  return (
    <p role={role} className={cn(alertClass, className)}>
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/**
 * The place at the top of a portal page where an action's or load's failure shows: the live
 * region is always in the page, so a message that appears later is read out too.
 */
export function AdminAlertRegion({ message }: { message: ReactNode }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? <AdminAlert>{message}</AdminAlert> : null}
    </div>
  );
}
