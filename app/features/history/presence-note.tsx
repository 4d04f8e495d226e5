import { Users } from "lucide-react";
import { cn } from "~/ui/cn";
import type { OtherEditor } from "./presence";

/**
 * "Also open": who else has this item in an editor, and since when. Not a lock: it says
 * what happens if both save, so nobody is surprised by the second save's refusal.
 */
export function PresenceNote({
  others,
  noun,
  className,
}: {
  others: readonly OtherEditor[];
  noun: string;
  /** Spacing where it sits (none while it is empty). */
  className?: string;
}) {
  return (
    <div role="status" className={cn("empty:hidden", className)}>
      {others.length > 0 ? (
        <p className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">Also open: </strong>
            {others
              .map((other) => `${other.email} has had this ${noun} open since ${other.sinceText}`)
              .join("; ")}
            . You can both edit; if they save first, your save will show what they changed so you
            can keep yours or theirs.
          </span>
        </p>
      ) : null}
    </div>
  );
}
