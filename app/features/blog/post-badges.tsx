import { Star } from "lucide-react";
import { cn } from "~/ui/cn";

/** A post's state in the staff portal's list: Published or Draft, and the Featured mark. */
export function PostStatusBadges({
  published,
  featured,
}: {
  published: boolean;
  featured: boolean;
}) {
  return (
    <>
      <span
        className={cn(
          "rounded-full px-2.5 py-0.5 text-xs font-semibold",
          published ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-700",
        )}
      >
        {published ? "Published" : "Draft"}
      </span>
      {featured ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          <Star className="size-3.5 fill-current" aria-hidden="true" />
          Featured
        </span>
      ) : null}
    </>
  );
}
