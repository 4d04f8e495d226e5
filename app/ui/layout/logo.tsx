import { cn } from "~/ui/cn";

/** The clinic's mark (a rounded cross) and name. Decorative: the enclosing link carries the name. */
export function Logo({
  name,
  onDark = false,
  className,
}: {
  name: string;
  /** Light text for dark backgrounds (the footer). */
  onDark?: boolean;
  className?: string;
}) {
  return (
    <span className={cn("flex min-w-0 items-center gap-2.5", className)}>
      <svg viewBox="0 0 32 32" className="size-9 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="9" className="fill-brand-700" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" className="fill-white" />
      </svg>
      <span
        className={cn(
          // A long name (staff set it) ends in "…" rather than push the header wider than a phone.
          "min-w-0 truncate text-base leading-tight font-bold sm:text-lg",
          onDark ? "text-white" : "text-slate-900",
        )}
      >
        {name}
      </span>
    </span>
  );
}
