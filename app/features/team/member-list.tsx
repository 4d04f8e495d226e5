import { Pencil, Trash2 } from "lucide-react";
import type { AdminTeamMemberRow } from "~/features/team/member-admin.server";
import { ButtonLink } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { SmartImage } from "~/ui/smart-image";
import { cn } from "~/ui/cn";
import { initials } from "~/features/team/initials";

/** The question asked before a member is deleted. */
export const DELETE_TEAM_MEMBER_QUESTION =
  "Are you sure you want to delete this team member? They will be kept in the Trash, from which they can be restored.";

/** How many specialties a row shows as badges before "+N". */
export const VISIBLE_SPECIALTIES = 3;

const avatarSizes = {
  md: { pixels: 56, box: "size-14", text: "text-lg" },
  lg: { pixels: 96, box: "size-24", text: "text-3xl" },
} as const;

/** A member's photo, or their initials when there is none or it does not load. */
export function TeamMemberAvatar({
  name,
  imageUrl,
  size = "md",
}: {
  name: string;
  imageUrl: string | null;
  size?: keyof typeof avatarSizes;
}) {
  const { pixels, box, text } = avatarSizes[size];
  return (
    <SmartImage
      key={imageUrl ?? ""}
      src={imageUrl}
      alt=""
      width={pixels}
      height={pixels}
      fallbackSrc={null}
      unavailableLabel=""
      className={cn("shrink-0 rounded-full", box)}
      renderFailed={() => (
        <span
          aria-hidden="true"
          className={cn(
            "flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 font-bold text-white",
            box,
            text,
          )}
        >
          {initials(name) || "?"}
        </span>
      )}
    />
  );
}

function Badge({ tone, children }: { tone: "slate" | "amber"; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tone === "amber"
          ? "border border-amber-300 bg-amber-50 text-amber-900"
          : "bg-slate-100 text-slate-700",
      )}
    >
      {children}
    </span>
  );
}

/** The staff list of team members, in display order, each with Edit and Delete. */
export function TeamMemberList({ members }: { members: readonly AdminTeamMemberRow[] }) {
  return (
    <ul className="divide-y divide-slate-100" aria-label="Team members">
      {members.map((member) => {
        const shown = member.specialties.slice(0, VISIBLE_SPECIALTIES);
        const more = member.specialties.length - shown.length;
        return (
          <li
            key={member.id}
            data-testid="team-member-row"
            className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 md:flex-row md:items-center"
          >
            <div className="flex min-w-0 flex-1 items-start gap-4">
              <TeamMemberAvatar name={member.name} imageUrl={member.imageUrl} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <h3 className="font-semibold break-words text-slate-900">{member.name}</h3>
                  {member.active ? null : <Badge tone="amber">Inactive</Badge>}
                </div>
                <p className="text-sm break-words text-slate-700">{member.role}</p>
                <p className="text-xs text-slate-600">Display order {member.orderIndex}</p>
                {shown.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Specialties">
                    {shown.map((specialty, index) => (
                      <li key={`${index}-${specialty}`}>
                        <Badge tone="slate">{specialty}</Badge>
                      </li>
                    ))}
                    {more > 0 ? (
                      <li>
                        <Badge tone="slate">
                          +{more}
                          <span className="sr-only"> more</span>
                        </Badge>
                      </li>
                    ) : null}
                  </ul>
                ) : null}
              </div>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2 pl-[4.5rem] md:pl-0">
              <ButtonLink to={`/admin/team/${member.id}`} variant="secondary">
                <Pencil className="size-4" aria-hidden="true" />
                Edit<span className="sr-only"> {member.name}</span>
              </ButtonLink>
              <ConfirmDialog
                triggerVariant="ghost"
                trigger={
                  <>
                    <Trash2 className="size-4" aria-hidden="true" />
                    Delete<span className="sr-only"> {member.name}</span>
                  </>
                }
                title={`Delete ${member.name}?`}
                description={DELETE_TEAM_MEMBER_QUESTION}
                confirmLabel="Delete"
                fields={{ intent: "delete", id: member.id }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
