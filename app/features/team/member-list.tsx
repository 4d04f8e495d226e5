import { ArrowDown, ArrowUp, GripVertical, Languages, Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import type { AdminTeamMemberRow } from "~/features/team/member-admin.server";
import type { TeamMemberTextField } from "~/features/team/member-form";
import { localeLabels } from "~/i18n/locales";
import { useHydrated } from "~/platform/hydration/use-hydrated";
import { ButtonLink, buttonClasses } from "~/ui/button";
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

type ListedMember = AdminTeamMemberRow & { position: number };

const textNames: Record<TeamMemberTextField, string> = {
  role: "role",
  bio: "bio",
  qualifications: "qualifications",
  specialties: "specialties",
};

/**
 * The languages a member's texts are incomplete in, e.g. "Missing: Portuguese (bio,
 * specialties)": the site shows the English text there.
 */
export function missingTextsSummary(missing: AdminTeamMemberRow["missing"]): string | null {
  if (missing.length === 0) return null;
  const languages = missing.map(
    ({ locale, fields }) =>
      `${localeLabels[locale]} (${fields.map((field) => textNames[field]).join(", ")})`,
  );
  return `Missing: ${languages.join("; ")}`;
}

function MissingTextsNote({ missing }: { missing: AdminTeamMemberRow["missing"] }) {
  const summary = missingTextsSummary(missing);
  if (!summary) return null;
  return (
    <p className="flex items-start gap-1 text-xs text-amber-900" data-testid="team-member-missing">
      <Languages className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>
        {summary}
        <span className="sr-only">: the English text is shown instead</span>
      </span>
    </p>
  );
}

/** How the member being moved was moved: where the focus goes back to once it is saved. */
type MoveControl = "up" | "down" | "drag";

/** The member a pending move posts, and where to. */
type PendingMove = { id: string; position: number; control: MoveControl };

/** The drop place a drag shows: before or after the row at `index` (on this page). */
type DropMark = { index: number; edge: "before" | "after" };

const moveButtonId = (control: "up" | "down", id: string) => `move-${control}-${id}`;
const rowId = (id: string) => `member-${id}`;

/** The page's members with a pending move already made, so a drag shows its result at once. */
function withMove(members: readonly ListedMember[], move: PendingMove | null): ListedMember[] {
  const from = move ? members.findIndex((member) => member.id === move.id) : -1;
  const first = members[0];
  const moved = members[from];
  if (!move || !first || !moved) return [...members];
  const rest = members.filter((member) => member.id !== move.id);
  const to = Math.min(Math.max(move.position - first.position, 0), rest.length);
  rest.splice(to, 0, moved);
  return rest.map((member, index) => ({ ...member, position: first.position + index }));
}

function pendingMoveOf(formData: FormData | undefined): PendingMove | null {
  if (formData?.get("intent") !== "move") return null;
  const id = formData.get("id");
  const control = formData.get("control");
  const position = Number(formData.get("position"));
  if (typeof id !== "string" || !Number.isInteger(position)) return null;
  return {
    id,
    position,
    control: control === "up" || control === "down" ? control : "drag",
  };
}

/** A Move up or Move down button: a form of its own, so it works without JavaScript. */
function MoveButton({
  member,
  control,
  disabled,
}: {
  member: ListedMember;
  control: "up" | "down";
  disabled: boolean;
}) {
  const Icon = control === "up" ? ArrowUp : ArrowDown;
  const label = control === "up" ? "Move up" : "Move down";
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={member.id} />
      <input type="hidden" name="control" value={control} />
      <input
        type="hidden"
        name="position"
        value={control === "up" ? member.position - 1 : member.position + 1}
      />
      <button
        type="submit"
        id={moveButtonId(control, member.id)}
        className={cn(buttonClasses("ghost"), "px-3")}
        disabled={disabled}
        title={label}
      >
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">
          {label} {member.name}
        </span>
      </button>
    </Form>
  );
}

/**
 * The staff list of team members, in display order, each with Move up, Move down, Edit and
 * Delete. With JavaScript a member can also be dragged by its handle to another place;
 * every move is saved at once, the page keeps its scroll position, the focus returns to the
 * moved member, and a live region says where they are now.
 */
export function TeamMemberList({
  members,
  total,
  ordering = true,
}: {
  members: readonly ListedMember[];
  /** Members in the whole list (all pages). */
  total: number;
  /**
   * Whether members can be moved here: not in a searched or filtered list, whose rows are
   * not neighbours in the whole list.
   */
  ordering?: boolean;
}) {
  // The drag handle: with JavaScript, in the whole list.
  const canDrag = useHydrated() && ordering;
  const navigation = useNavigation();
  const submit = useSubmit();
  const pending = pendingMoveOf(navigation.formData);
  const shown = withMove(members, pending);
  const [dragged, setDragged] = useState<string | null>(null);
  // Read by the drag's events, which may come before React draws the state again.
  const draggedId = useRef<string | null>(null);
  const [mark, setMark] = useState<DropMark | null>(null);
  const [announcement, setAnnouncement] = useState("");
  /** The move being saved, kept until the list shows its result. */
  const saving = useRef<PendingMove | null>(null);

  useEffect(() => {
    const posted = pendingMoveOf(navigation.formData);
    if (posted) {
      saving.current = posted;
      return;
    }
    const move = saving.current;
    if (navigation.state !== "idle" || !move) return;
    saving.current = null;
    const member = members.find((candidate) => candidate.id === move.id);
    if (!member) return;
    setAnnouncement(`${member.name} moved to position ${member.position} of ${total}.`);
    const button = (control: "up" | "down") =>
      document.getElementById(moveButtonId(control, member.id)) as HTMLButtonElement | null;
    // After a drag, the member's row; after a button, that button (or the other one, at an end).
    const row = document.getElementById(rowId(member.id));
    const same = move.control === "drag" ? null : button(move.control);
    const other = move.control === "drag" ? null : button(move.control === "up" ? "down" : "up");
    const target = same && !same.disabled ? same : other && !other.disabled ? other : row;
    target?.focus();
  }, [navigation.formData, navigation.state, members, total]);

  function dropPosition(target: DropMark): number | null {
    const from = shown.findIndex((member) => member.id === draggedId.current);
    const first = shown[0];
    if (from === -1 || !first) return null;
    const insertAt = target.edge === "before" ? target.index : target.index + 1;
    const to = insertAt > from ? insertAt - 1 : insertAt;
    return to === from ? null : first.position + to;
  }

  function markOf(event: DragEvent<HTMLElement>, index: number): DropMark {
    const box = event.currentTarget.getBoundingClientRect();
    return { index, edge: event.clientY < box.top + box.height / 2 ? "before" : "after" };
  }

  function endDrag() {
    draggedId.current = null;
    setDragged(null);
    setMark(null);
  }

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ul className="divide-y divide-slate-100" aria-label="Team members">
        {shown.map((member, index) => {
          const badges = member.specialties.slice(0, VISIBLE_SPECIALTIES);
          const more = member.specialties.length - badges.length;
          const moving = pending?.id === member.id || dragged === member.id;
          return (
            <li
              key={member.id}
              id={rowId(member.id)}
              tabIndex={-1}
              data-testid="team-member-row"
              onDragOver={(event) => {
                if (!draggedId.current) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                const next = markOf(event, index);
                if (next.index !== mark?.index || next.edge !== mark.edge) setMark(next);
              }}
              onDrop={(event) => {
                const id = draggedId.current;
                if (!id) return;
                event.preventDefault();
                const position = dropPosition(markOf(event, index));
                endDrag();
                if (position === null) return;
                void submit(
                  { intent: "move", id, position: String(position), control: "drag" },
                  { method: "post", preventScrollReset: true },
                );
              }}
              className={cn(
                "relative flex scroll-mt-24 flex-col target:bg-brand-50 gap-3 py-4 outline-none first:pt-0 last:pb-0 focus-visible:ring-3 focus-visible:ring-brand-600 md:flex-row md:items-center",
                moving && "bg-brand-50",
                mark?.index === index &&
                  (mark.edge === "before"
                    ? "before:absolute before:inset-x-0 before:-top-px before:h-1 before:rounded before:bg-brand-600"
                    : "after:absolute after:inset-x-0 after:-bottom-px after:h-1 after:rounded after:bg-brand-600"),
              )}
            >
              <div className="flex min-w-0 flex-1 items-start gap-4">
                {canDrag ? (
                  <span
                    draggable
                    aria-hidden="true"
                    data-testid="team-member-drag-handle"
                    title="Drag to move"
                    className="-ml-1 flex h-14 w-6 shrink-0 cursor-grab items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-800 active:cursor-grabbing"
                    onDragStart={(event) => {
                      const row = event.currentTarget.closest("li");
                      event.dataTransfer.effectAllowed = "move";
                      event.dataTransfer.setData("text/plain", member.name);
                      if (row) event.dataTransfer.setDragImage(row, 24, 24);
                      draggedId.current = member.id;
                      setDragged(member.id);
                    }}
                    onDragEnd={endDrag}
                  >
                    <GripVertical className="size-5" />
                  </span>
                ) : null}
                <TeamMemberAvatar name={member.name} imageUrl={member.imageUrl} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <h3 className="font-semibold break-words text-slate-900">{member.name}</h3>
                    {member.active ? null : <Badge tone="amber">Inactive</Badge>}
                  </div>
                  <p className="text-sm break-words text-slate-700">{member.role}</p>
                  <MissingTextsNote missing={member.missing} />
                  <p className="text-xs text-slate-600">
                    Position {member.position} of {total}
                  </p>
                  {badges.length > 0 ? (
                    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Specialties">
                      {badges.map((specialty, index) => (
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
              <div
                className={cn(
                  // Under the text on a phone, in one row with it from md up.
                  "flex shrink-0 flex-wrap gap-2 md:pl-0",
                  canDrag ? "sm:pl-[6rem]" : "sm:pl-[4.5rem]",
                )}
              >
                {ordering ? (
                  <>
                    <MoveButton
                      member={member}
                      control="up"
                      disabled={member.position <= 1 || pending !== null}
                    />
                    <MoveButton
                      member={member}
                      control="down"
                      disabled={member.position >= total || pending !== null}
                    />
                  </>
                ) : null}
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
    </>
  );
}
