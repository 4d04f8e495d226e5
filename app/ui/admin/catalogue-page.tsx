import { ExternalLink, Plus } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { useActionData } from "react-router";
import { useAnswerKey } from "~/ui/admin/answer-key";
import { AdminAlertRegion } from "~/ui/admin/admin-alert";
import { AdminCard } from "~/ui/admin/admin-shell";
import { OrderedList, type OrderedRow } from "~/ui/admin/ordered-list";
import { useUnsavedChanges } from "~/ui/admin/unsaved-changes";
import { ButtonLink, buttonClasses } from "~/ui/button";

/*
 * The staff pages of an ordered catalogue (membership plans, insurers, partners,
 * testimonials, videos): the list with its View and Add buttons, and the editor's
 * heading. The routes give the words and the rows.
 */

function ViewOnSite({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={buttonClasses("ghost")}>
      <ExternalLink className="size-4" aria-hidden="true" />
      View on the site<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A catalogue's list page: the rows in order, each with Move, Active and Edit. */
export function CatalogueListPage({
  title,
  description,
  viewHref,
  addTo,
  addLabel,
  noun,
  rows,
  fetchFailed,
  error,
  empty,
}: {
  /** "Insurers" (the count follows). */
  title: string;
  description: string;
  viewHref: string;
  addTo: string;
  addLabel: string;
  /** One row, lower case, for the Edit buttons' names. */
  noun: string;
  /** Null when the list could not be fetched. */
  rows: readonly OrderedRow[] | null;
  /** The message when the list could not be fetched. */
  fetchFailed: string;
  /** The last action's refusal. */
  error?: string;
  /** The text of an empty list. */
  empty: string;
}) {
  const problem = rows === null ? fetchFailed : error;
  return (
    <div className="space-y-6">
      <AdminAlertRegion message={problem ?? null} />
      <AdminCard
        title={rows === null ? title : `${title} (${rows.length})`}
        description={description}
        actions={
          <div className="flex flex-wrap gap-2">
            <ViewOnSite href={viewHref} />
            <ButtonLink to={addTo}>
              <Plus className="size-4" aria-hidden="true" />
              {addLabel}
            </ButtonLink>
          </div>
        }
      >
        {rows === null ? null : rows.length === 0 ? (
          <p className="text-slate-600">{empty}</p>
        ) : (
          <OrderedList noun={noun} rows={rows} />
        )}
      </AdminCard>
    </div>
  );
}

/**
 * A catalogue's editor page: what is edited (or where a new row goes), View on the site
 * for an active row, then the editor, given the answer's key, the form's ref and whether
 * it has unsaved changes.
 */
export function CatalogueEditPage({
  mode,
  active,
  name,
  createNote,
  viewHref,
  children,
}: {
  mode: "create" | "edit";
  active: boolean;
  /** The stored row's name. */
  name: string;
  /** Said above a new row's form. */
  createNote: string;
  viewHref: string;
  children: (editor: {
    answerKey: string;
    formRef: React.RefObject<HTMLFormElement | null>;
    unsaved: boolean;
  }) => ReactNode;
}) {
  const answerKey = useAnswerKey(useActionData());
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-slate-700">
          {mode === "create" ? (
            createNote
          ) : (
            <>
              Editing <strong className="font-semibold text-slate-900">{name}</strong>
              {active ? "" : " (inactive: hidden from the site)"}.
            </>
          )}
        </p>
        {mode === "edit" && active ? <ViewOnSite href={viewHref} /> : null}
      </div>
      {children({ answerKey, formRef, unsaved })}
    </div>
  );
}
