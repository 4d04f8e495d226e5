import { Search } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { compactInputClass } from "~/ui/form-field";

export type ToolbarSelect = {
  /** The parameter's name in the URL ("status"). */
  name: string;
  /** The select's visible label ("Status"). */
  label: string;
  /** The chosen value, or "" for the first option. */
  value: string;
  /** The options; the first one with value "" means "any" (left out of the URL). */
  options: ReadonlyArray<{ value: string; label: string }>;
};

const linkClass = "font-semibold text-brand-800 underline underline-offset-2";

/**
 * The search, filters and sort above a portal list (issue 27): one GET form, so the
 * list's place is in its URL, survives a reload and paging, and works without
 * JavaScript (the Apply button). With JavaScript a changed select applies at once.
 * Clear filters links to the bare list. Read the place with `defineListQuery`
 * (app/platform/list-query.ts).
 */
export function ListToolbar({
  id,
  label,
  placeholder,
  query,
  maxLength,
  selects,
  narrowed,
  clearHref,
  hidden,
  className,
}: {
  id: string;
  /** What is searched: the search landmark's name ("Blog posts"). */
  label: string;
  /** The search field's label and placeholder ("Search by title or address"). */
  placeholder: string;
  query: string;
  maxLength: number;
  /** Filters and the sort, in order. */
  selects: ToolbarSelect[];
  /** Whether a search or filter is on (shows Clear filters). */
  narrowed: boolean;
  clearHref: string;
  /** Other parameters the page keeps in its URL (a tab). */
  hidden?: Record<string, string>;
  className?: string;
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      // With JavaScript, the address leaves out what is not chosen (?q=flu, not
      // ?q=flu&category=&sort=); without it the empty values are sent and ignored.
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = new FormData();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (value !== "") chosen.append(name, value);
        }
        void submit(chosen, { method: "get" });
      }}
      className={cn("flex flex-col gap-3", className)}
    >
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {placeholder}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          // A new search from elsewhere (a link, back) shows in the box.
          key={query}
          placeholder={placeholder}
          maxLength={maxLength}
          className={cn(compactInputClass, "min-w-0 flex-1")}
        />
        <Button type="submit" variant="secondary">
          <Search className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Apply</span>
        </Button>
      </div>
      {selects.length > 0 ? (
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
          {selects.map((select) => (
            <div key={select.name} className="min-w-0 sm:w-44">
              <label
                htmlFor={`${id}-${select.name}`}
                className="block text-sm font-medium text-slate-700"
              >
                {select.label}
              </label>
              <select
                id={`${id}-${select.name}`}
                name={select.name}
                defaultValue={select.value}
                key={select.value}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
                className={cn(compactInputClass, "mt-1 min-h-11 text-sm")}
              >
                {select.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {narrowed ? (
            <p className="col-span-2 flex min-h-11 items-center text-sm sm:col-span-1">
              <Link to={clearHref} className={linkClass}>
                Clear filters
              </Link>
            </p>
          ) : null}
        </div>
      ) : narrowed ? (
        <p className="text-sm">
          <Link to={clearHref} className={linkClass}>
            Clear filters
          </Link>
        </p>
      ) : null}
    </Form>
  );
}

/** A narrowed list with nothing in it: "No posts match the search and filters." and the way back. */
export function NoMatches({ noun, clearHref }: { noun: string; clearHref: string }) {
  return (
    <p className="text-slate-600">
      No {noun} match the search and filters.{" "}
      <Link to={clearHref} className={linkClass}>
        Clear filters
      </Link>
    </p>
  );
}
