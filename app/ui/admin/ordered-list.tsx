import { ArrowDown, ArrowUp, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";

/** One row of an ordered staff list (the membership plans, the insurers). */
export type OrderedRow = {
  id: string;
  title: string;
  /** Where the row is, 1 being first. */
  position: number;
  active: boolean;
  /** Short facts under the title. */
  details?: ReactNode;
  badges?: ReactNode;
  editTo: string;
};

/** The row's element id: a move without JavaScript comes back scrolled to it. */
export const orderedRowId = (id: string) => `row-${id}`;

/**
 * The list of an ordered catalogue, each row with Move up, Move down, an Active switch
 * and Edit. Each button is a form of its own (posted to the list's route with `intent`
 * move or active), so it works without JavaScript; the server answers with a toast.
 */
export function OrderedList({
  rows,
  noun,
  movable = true,
}: {
  rows: readonly OrderedRow[];
  noun: string;
  /** False for a list in an order of its own (the foundation's events, by date): no Move buttons. */
  movable?: boolean;
}) {
  return (
    <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {rows.map((row) => (
        <li
          key={row.id}
          id={orderedRowId(row.id)}
          className="flex scroll-mt-24 flex-col gap-3 p-4 sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="text-sm text-slate-600 tabular-nums">{row.position}.</span>
              <h3 className="font-semibold break-words text-slate-900">{row.title}</h3>
              {row.badges}
              {row.active ? null : (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                  Inactive
                </span>
              )}
            </div>
            {row.details ? <div className="mt-1 text-sm text-slate-700">{row.details}</div> : null}
          </div>
          <div className="flex flex-wrap items-center gap-1">
            {movable ? (
              <>
                <MoveButton row={row} direction="up" disabled={row.position === 1} />
                <MoveButton row={row} direction="down" disabled={row.position === rows.length} />
              </>
            ) : null}
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="active" />
              <input type="hidden" name="id" value={row.id} />
              <input type="hidden" name="active" value={row.active ? "false" : "true"} />
              <button
                type="submit"
                role="switch"
                aria-checked={row.active}
                aria-label={`${row.title} shown on the site`}
                className={cn(buttonClasses("ghost"), "gap-2 px-3")}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors",
                    row.active ? "bg-brand-700" : "bg-slate-400",
                  )}
                >
                  <span
                    className={cn(
                      "absolute top-0.5 size-4 rounded-full bg-white shadow transition-all",
                      row.active ? "left-4.5" : "left-0.5",
                    )}
                  />
                </span>
                <span aria-hidden="true">{row.active ? "Active" : "Inactive"}</span>
              </button>
            </Form>
            <Link to={row.editTo} className={cn(buttonClasses("secondary"), "px-3")}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit
              <span className="sr-only">
                {" "}
                {noun} {row.title}
              </span>
            </Link>
          </div>
        </li>
      ))}
    </ol>
  );
}

function MoveButton({
  row,
  direction,
  disabled,
}: {
  row: OrderedRow;
  direction: "up" | "down";
  disabled: boolean;
}) {
  const Icon = direction === "up" ? ArrowUp : ArrowDown;
  const label = direction === "up" ? "Move up" : "Move down";
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={row.id} />
      <input
        type="hidden"
        name="position"
        value={direction === "up" ? row.position - 1 : row.position + 1}
      />
      <button
        type="submit"
        className={cn(buttonClasses("ghost"), "px-3")}
        disabled={disabled}
        title={label}
      >
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">
          {label} {row.title}
        </span>
      </button>
    </Form>
  );
}
