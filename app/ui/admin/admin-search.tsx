import { Search } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { inputClass } from "~/ui/form-field";

/**
 * The search box above a portal list: a GET form (?q=…), so the search is in the URL,
 * survives a reload and works without JavaScript.
 */
export function AdminSearch({
  id,
  label,
  placeholder,
  query,
  maxLength,
  className,
}: {
  id: string;
  /** What is searched: the search landmark's name ("Blog posts"). */
  label: string;
  /** The field's label and placeholder ("Search by title or address"). */
  placeholder: string;
  query: string;
  maxLength: number;
  className?: string;
}) {
  return (
    <Form method="get" role="search" aria-label={label} className={cn("flex gap-2", className)}>
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
        className={cn(inputClass, "mt-0 min-w-0 flex-1 py-2")}
      />
      <Button type="submit" variant="secondary">
        <Search className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Search</span>
      </Button>
    </Form>
  );
}
