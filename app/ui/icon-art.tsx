import type { LucideIcon } from "lucide-react";
import { cn } from "~/ui/cn";

/** Decorative artwork: an icon on the brand gradient (used for tiles and service cards). */
export function IconArt({
  icon: Icon,
  className,
  tone = "brand",
}: {
  icon: LucideIcon;
  className?: string;
  tone?: "brand" | "accent";
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-14 items-center justify-center rounded-2xl shadow-sm",
        tone === "brand"
          ? "bg-gradient-to-br from-brand-500 to-brand-700 text-white"
          : "bg-gradient-to-br from-accent-300 to-accent-500 text-brand-950",
        className,
      )}
    >
      <Icon className="size-7" strokeWidth={1.75} />
    </span>
  );
}
