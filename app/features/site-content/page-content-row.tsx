import { CircleAlert, CircleCheck, LoaderCircle, Pencil, Trash2 } from "lucide-react";
import { localeLabels, localizePath } from "~/i18n/locales";
import { useRef, type FocusEvent } from "react";
import { useFetcher } from "react-router";
import type { PageContentFormEntry } from "./page-content-form";
import { Button, ButtonLink } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { inputClass } from "~/ui/form-field";
import {
  PAGE_CONTENT_VALUE_MAX,
  pageContentTypeLabels,
  SITE_PAGE_NAME,
} from "~/features/site-content/page-content-form";
import { entryPlacement } from "./page-content-pages";
import { cn } from "~/ui/cn";
import { INTENT_FIELD } from "~/platform/forms/field-names";
import { BASE_VERSION_FIELD } from "~/ui/admin/editor-form";
import { useHydrated } from "~/platform/hydration/use-hydrated";
import { useSessionCheckedSave } from "~/ui/admin/session-guard";
import { useUnsavedField } from "~/ui/admin/unsaved-changes";
import { staffDateTimeFormat } from "~/platform/clinic";

/** An entry as the list shows it: the form's fields and when it last changed. */
export type PageContentListEntry = PageContentFormEntry & {
  updatedAt: Date | string;
  /** The version the row's field shows: its save sends it back (app/features/history/). */
  version: number;
};

/** What the action answered to an inline edit (the page's action data without JavaScript). */
export type InlineOutcome = {
  intent: string | null;
  id?: string;
  ok?: boolean;
  value?: string;
  /** A saved value's new version. */
  version?: number;
  fieldErrors?: { contentValue?: string };
};

/**
 * One entry with its value editable in place: leaving the field saves it (a
 * fetcher, with a status message that screen readers announce; the answer's toast
 * shows once the root route has read it); without JavaScript the row's Save button
 * posts the same form.
 */
export function PageContentRow({
  entry,
  outcome: pageOutcome,
}: {
  entry: PageContentListEntry;
  outcome?: InlineOutcome;
}) {
  const fetcher = useFetcher<InlineOutcome>({ key: `page-content-${entry.id}` });
  const hydrated = useHydrated();
  // Leaving the field saves without a submit event: the session is checked here.
  const checkedSave = useSessionCheckedSave();
  const outcome = fetcher.data?.intent === "inline-update" ? fetcher.data : pageOutcome;
  const saving = fetcher.state !== "idle";
  const error = outcome && outcome.ok === false ? outcome.fieldErrors?.contentValue : undefined;
  const updatedAt = new Date(entry.updatedAt);
  const fieldId = `content-${entry.id}`;
  const statusId = `content-${entry.id}-status`;
  const where = `${entry.pageName} / ${entry.sectionName} (${localeLabels[entry.locale]})`;
  const multiline =
    entry.contentType === "html" ||
    entry.contentType === "json" ||
    entry.contentValue.length > 80 ||
    entry.contentValue.includes("\n");
  // A refused value stays in the field (no JavaScript: as the page answered it).
  const shownValue = error && outcome?.value !== undefined ? outcome.value : entry.contentValue;
  // Remounting the field after a save shows the stored value (e.g. sanitized HTML).
  const fieldKey = `${entry.id}:${updatedAt.getTime()}`;

  return (
    <li className="py-4">
      <fetcher.Form method="post" className="space-y-2">
        <input type="hidden" name={INTENT_FIELD} value="inline-update" />
        <input type="hidden" name="id" value={entry.id} />
        {/* The newer of the list's and the last save's: a second save before the list reloads is not stale. */}
        <input
          type="hidden"
          name={BASE_VERSION_FIELD}
          value={Math.max(
            entry.version,
            outcome?.ok && outcome.id === entry.id ? (outcome.version ?? 0) : 0,
          )}
        />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <label htmlFor={fieldId} className="font-mono text-sm font-semibold text-slate-900">
            {entry.sectionName}
            <span className="sr-only">
              {" "}
              on page {entry.pageName}, {localeLabels[entry.locale]}
            </span>
          </label>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {localeLabels[entry.locale]}
          </span>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {pageContentTypeLabels[entry.contentType]}
          </span>
          <Placement entry={entry} />
          <span className="text-xs text-slate-600">
            Updated{" "}
            <time dateTime={updatedAt.toISOString()}>{staffDateTimeFormat.format(updatedAt)}</time>
          </span>
        </div>
        <InlineField
          key={fieldKey}
          id={fieldId}
          multiline={multiline}
          monospace={entry.contentType !== "text"}
          defaultValue={shownValue}
          savedValue={entry.contentValue}
          invalid={Boolean(error)}
          describedBy={statusId}
          onSave={(form) =>
            checkedSave(() => fetcher.submit(new FormData(form), { method: "post" }))
          }
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={statusId} role="status" className="min-h-5 text-sm">
            {saving ? (
              <span className="inline-flex items-center gap-1.5 text-slate-700">
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                Saving…
              </span>
            ) : error ? (
              <span className="inline-flex items-center gap-1.5 font-medium text-red-700">
                <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
                Not saved: {error}
              </span>
            ) : outcome?.ok ? (
              <span className="inline-flex items-center gap-1.5 text-brand-800">
                <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
                Saved
              </span>
            ) : null}
          </p>
          <div className="flex flex-wrap items-center gap-1">
            {hydrated ? null : (
              <Button type="submit" variant="secondary">
                Save<span className="sr-only"> {where}</span>
              </Button>
            )}
            <ButtonLink to={`?edit=${entry.id}`} variant="ghost">
              <Pencil className="size-4" aria-hidden="true" />
              Edit<span className="sr-only"> {where}</span>
            </ButtonLink>
            <ConfirmDialog
              triggerVariant="ghost"
              trigger={
                <>
                  <Trash2 className="size-4" aria-hidden="true" />
                  <span className="sr-only">Delete {where}</span>
                </>
              }
              title="Delete this content entry?"
              description={`Are you sure you want to delete ${where}? Where the site uses it, it falls back to its built-in text. The entry is kept in the Trash, from which it can be restored.`}
              confirmLabel="Delete entry"
              fields={{ [INTENT_FIELD]: "delete", id: entry.id }}
            />
          </div>
        </div>
      </fetcher.Form>
    </li>
  );
}

function InlineField({
  id,
  multiline,
  monospace,
  defaultValue,
  savedValue,
  invalid,
  describedBy,
  onSave,
}: {
  id: string;
  multiline: boolean;
  monospace: boolean;
  defaultValue: string;
  savedValue: string;
  invalid: boolean;
  describedBy: string;
  onSave: (form: HTMLFormElement) => void;
}) {
  // The value last sent (or stored): leaving the field unchanged sends nothing.
  const lastSent = useRef(savedValue);
  // Leaving the page while the field holds what is not stored (refused, or not yet saved) asks.
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useUnsavedField(fieldRef, savedValue);
  function onBlur(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { value, form } = event.currentTarget;
    if (!form || value === lastSent.current) return;
    lastSent.current = value;
    onSave(form);
  }
  const props = {
    id,
    name: "contentValue",
    defaultValue,
    required: true,
    maxLength: PAGE_CONTENT_VALUE_MAX,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
    onBlur,
    className: cn(inputClass, "mt-0", monospace && "font-mono text-sm"),
  };
  return multiline ? (
    <textarea
      ref={fieldRef}
      {...props}
      rows={Math.min(8, Math.max(3, defaultValue.split("\n").length))}
    />
  ) : (
    <input ref={fieldRef} type="text" {...props} />
  );
}

/** Where the site shows the entry, or that no page does (the clinic's old facts say so above). */
function Placement({ entry }: { entry: PageContentListEntry }) {
  if (entry.pageName === SITE_PAGE_NAME) return null;
  const placement = entryPlacement(entry);
  return placement ? (
    <span className="text-xs text-slate-700">
      Shows on <span className="font-mono">{localizePath(placement.path, entry.locale)}</span>
    </span>
  ) : (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      Not shown anywhere
    </span>
  );
}
