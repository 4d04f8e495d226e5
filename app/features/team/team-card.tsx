import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { format } from "~/i18n/format";
import type { TeamMemberCard as Member } from "~/features/team/members.server";
import { MemberPhoto } from "./member-photo";

export type TeamCardLabels = { viewProfile: string; photoAlt: string; unavailable: string };

/** A member in the team grid, linking to their profile. */
export function TeamCard({
  member,
  href,
  labels,
  headingLevel = 2,
  priority = false,
}: {
  member: Member;
  href: string;
  labels: TeamCardLabels;
  headingLevel?: 2 | 3;
  /** The first card's photo is the largest thing on a phone's first screen. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Link
      to={href}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-300 hover:shadow-md"
    >
      <MemberPhoto
        name={member.name}
        imageUrl={member.imageUrl}
        alt={format(labels.photoAlt, { name: member.name })}
        size={320}
        priority={priority}
        unavailableLabel={labels.unavailable}
      />
      <div className="flex flex-1 flex-col gap-1 p-5">
        <Heading className="text-lg font-semibold text-slate-900">{member.name}</Heading>
        <span className="text-slate-600">{member.role}</span>
        <span className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-brand-700 group-hover:underline">
          {labels.viewProfile}
          <ArrowRight className="size-4" aria-hidden="true" />
        </span>
      </div>
    </Link>
  );
}

/** A grey card with the same shape, shown while members load. */
export function TeamCardSkeleton() {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
      aria-hidden="true"
    >
      <div className="aspect-square w-full animate-pulse bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}
