import { TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import { CopyButton } from "~/ui/copy-button";

/**
 * A save refused because someone else saved the item first: who, when, and each field
 * whose values differ (theirs as stored now, yours as typed). Built on the server
 * (app/features/history/), shown above the editor's fields.
 */
export type EditConflict = {
  /** The colleague's e-mail, or "another editor" when no revision names them. */
  changedBy: string;
  /** The same person saved it, in another tab or window. */
  changedByYou: boolean;
  /** When they saved, as staff read it ("Nov 27, 2026, 10:42 AM"). */
  changedAt: string;
  fields: { name: string; theirs: string; yours: string }[];
};

/**
 * The refusal of a stale save. The form below keeps what this editor typed and now
 * carries the colleague's version, so Save again keeps theirs over it ("Keep mine");
 * "Load their version" discards what was typed. Each value can be copied, to merge by hand
 * (without JavaScript, selected: the values are read-only text boxes).
 */
export function EditConflictNotice({
  conflict,
  labels,
  itemName,
  reloadHref,
}: {
  conflict: EditConflict;
  labels: Record<string, string>;
  /** What the item is called, e.g. "blog post". */
  itemName: string;
  /** Where "Load their version" goes: the edit page's own address unless given. */
  reloadHref?: string;
}) {
  const { pathname } = useLocation();
  const noticeRef = useRef<HTMLElement>(null);
  useEffect(() => {
    noticeRef.current?.focus();
  }, [conflict]);

  return (
    <section
      ref={noticeRef}
      tabIndex={-1}
      role="alert"
      aria-labelledby="edit-conflict-title"
      className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 focus:outline-none"
    >
      <h2 id="edit-conflict-title" className="flex items-start gap-2 font-semibold">
        <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {conflict.changedByYou
          ? `Not saved: you saved this ${itemName} in another tab or window at ${conflict.changedAt}, after you opened it here.`
          : `Not saved: ${conflict.changedBy} saved this ${itemName} at ${conflict.changedAt}, after you opened it.`}
      </h2>
      <p>
        Nothing you typed is lost: it is still in the form below. Compare the two versions, then
        either press <strong>Save</strong> again to replace theirs with yours, or load their version
        instead.
      </p>
      {conflict.fields.length > 0 ? (
        <dl className="space-y-3">
          {conflict.fields.map((field) => (
            <div key={field.name} className="rounded-lg border border-amber-200 bg-white p-3">
              <dt className="font-semibold text-slate-900">{labels[field.name] ?? field.name}</dt>
              <dd className="mt-2 grid gap-3 md:grid-cols-2">
                <ConflictValue title="Their version (saved)" text={field.theirs} />
                <ConflictValue title="Your version (not saved)" text={field.yours} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>Their save changed nothing you can see in this form.</p>
      )}
      <p>
        <a
          href={reloadHref ?? pathname}
          className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2"
        >
          Load their version (discards what you typed)
        </a>
      </p>
    </section>
  );
}

function ConflictValue({ title, text }: { title: string; text: string }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {title}
        </label>
        {text !== "" ? <CopyButton text={text} description={title.toLowerCase()} /> : null}
      </div>
      {/* Read-only: selectable and scrollable, and not a field of the form (no name). */}
      <textarea
        id={id}
        readOnly
        value={text}
        placeholder="(empty)"
        rows={Math.min(8, Math.max(2, text.split("\n").length))}
        className="mt-1 w-full resize-y rounded-md border border-slate-300 bg-slate-50 p-2 text-sm text-slate-900"
      />
    </div>
  );
}
