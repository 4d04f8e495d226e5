import { Star } from "lucide-react";
import { cn } from "~/ui/cn";
import { postStatusLabels, type PostStatus } from "./post-status";

const statusClasses: Record<PostStatus, string> = {
  draft: "bg-slate-100 text-slate-700",
  scheduled: "bg-sky-50 text-sky-900",
  published: "bg-brand-50 text-brand-800",
  ended: "bg-slate-100 text-slate-700",
};

/** A post's state in the staff portal's list (Draft, Scheduled, Published, ended), and the Featured mark. */
export function PostStatusBadges({ status, featured }: { status: PostStatus; featured: boolean }) {
  return (
    <>
      <span
        className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", statusClasses[status])}
      >
        {postStatusLabels[status]}
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
