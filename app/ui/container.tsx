import type { ReactNode } from "react";
import { cn } from "~/ui/cn";

/** The page's content column: one max width and side padding everywhere. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("mx-auto max-w-7xl px-4 sm:px-6 lg:px-8", className)}>{children}</div>;
}
