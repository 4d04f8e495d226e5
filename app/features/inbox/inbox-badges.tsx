import { CircleCheck } from "lucide-react";
import { cn } from "~/ui/cn";

/** Dates in the clinic's time zone, as staff read them. */
export const inboxDateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/New_York",
});

export function InboxWhen({ date, className }: { date: Date | string; className?: string }) {
  const value = new Date(date);
  return (
    <time dateTime={value.toISOString()} className={cn("text-sm text-slate-600", className)}>
      {inboxDateTime.format(value)}
    </time>
  );
}

const badge = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold";

export function DeliveryBadge({ status }: { status: "pending" | "sent" | "failed" }) {
  const styles = {
    sent: "bg-slate-100 text-slate-700",
    pending: "bg-amber-50 text-amber-900",
    failed: "bg-red-50 text-red-800",
  } as const;
  const labels = {
    sent: "E-mailed",
    pending: "Not e-mailed yet",
    failed: "E-mail failed",
  } as const;
  return <span className={cn(badge, styles[status])}>{labels[status]}</span>;
}

/** Handled (green, with a check) or Open (amber). */
export function HandledBadge({ handledAt }: { handledAt: Date | string | null }) {
  return handledAt ? (
    <span className={cn(badge, "bg-brand-50 text-brand-800")}>
      <CircleCheck className="size-3.5" aria-hidden="true" />
      Handled
    </span>
  ) : (
    <span className={cn(badge, "bg-amber-50 text-amber-900")}>Open</span>
  );
}

/**
 * A newsletter address whose owner has not followed the confirmation link: it gets no
 * newsletter and is not exported, and it is deleted when the link expires.
 */
export function UnconfirmedBadge() {
  return (
    <span
      className={cn(badge, "bg-amber-50 text-amber-900")}
      title="Has not followed the link in the confirmation e-mail yet: not exported, and deleted when the link expires."
    >
      Unconfirmed
    </span>
  );
}

/** "physical-evaluation" → "Physical evaluation". */
export function serviceLabel(service: string | null): string {
  if (!service) return "";
  const text = service.replaceAll("-", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The sender's address, to write to them. */
export function MailLink({ email }: { email: string }) {
  return (
    <a className="break-all text-brand-800 underline" href={`mailto:${email}`}>
      {email}
    </a>
  );
}

/** The sender's phone number, to call them; "Not given" when they left it out. */
export function PhoneLink({ phone }: { phone: string | null }) {
  if (!phone) return <span className="text-slate-600">Not given</span>;
  return (
    <a className="text-brand-800 underline" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
      {phone}
    </a>
  );
}
