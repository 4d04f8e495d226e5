import { useState, type FormEvent } from "react";
import { Form, Link, useSubmit } from "react-router";
import { countOf } from "~/platform/forms/bulk-selection";
import { Button } from "~/ui/button";
import { ConfirmPrompt } from "~/ui/confirm-dialog";

export type BulkAction = {
  intent: string;
  /** The button's text ("Publish"). */
  label: string;
  /** The question's title and answer for `count` rows ("Publish 3 posts?"). */
  question: (count: string) => string;
  /** What happens, said in the question. */
  consequence: string;
  danger?: boolean;
};

export type Noun = { one: string; other: string };

/** A bulk post the server asks to confirm (it came without JavaScript's dialog). */
export type BulkConfirmation = { intent: string; ids: string[] };

/**
 * The checked rows of a list page, for its bulk actions: the row boxes and the select-all
 * box read and change it. Without JavaScript the boxes are plain form fields.
 */
export function useBulkSelection(pageIds: readonly string[]) {
  // The boxes belong to one page of rows: another page (paging, a filter, a post that
  // changed the rows) starts with none checked.
  const key = pageIds.join(",");
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key,
    ids: new Set(),
  });
  const selected = state.key === key ? state.ids : new Set<string>();
  const checked = pageIds.filter((id) => selected.has(id));
  return {
    checked,
    isChecked: (id: string) => selected.has(id),
    all: pageIds.length > 0 && checked.length === pageIds.length,
    toggle(id: string, on: boolean) {
      setState((current) => {
        const next = new Set(current.key === key ? current.ids : []);
        if (on) next.add(id);
        else next.delete(id);
        return { key, ids: next };
      });
    },
    toggleAll(on: boolean) {
      setState({ key, ids: on ? new Set(pageIds) : new Set() });
    },
  };
}

export type BulkSelection = ReturnType<typeof useBulkSelection>;

/** A row's box, in the bulk form (by its id) though it sits in the row. */
export function BulkCheckbox({
  formId,
  id,
  label,
  selection,
  inputId,
}: {
  formId: string;
  id: string;
  /** The input's own id, for a visible label. */
  inputId?: string;
  /** Its accessible name: "Select: Flu season tips". */
  label: string;
  selection: BulkSelection;
}) {
  return (
    <input
      type="checkbox"
      id={inputId}
      form={formId}
      name="ids"
      value={id}
      aria-label={label}
      checked={selection.isChecked(id)}
      onChange={(event) => selection.toggle(id, event.currentTarget.checked)}
      className="size-5 shrink-0 accent-brand-700"
    />
  );
}

/**
 * The bulk bar of a list page: select all of the page, the count checked, and the
 * actions. Each is a real form post naming the rows; with JavaScript a dialog first asks
 * to confirm the count, without it the server asks (`confirmation`) on the page.
 */
export function BulkActions({
  formId,
  noun,
  pageIds,
  selection,
  actions,
  confirmation,
  cancelHref,
  busy,
}: {
  formId: string;
  noun: Noun;
  pageIds: readonly string[];
  selection: BulkSelection;
  actions: BulkAction[];
  confirmation?: BulkConfirmation | null;
  /** The list's address, where Cancel of the server's question goes. */
  cancelHref: string;
  busy?: boolean;
}) {
  const submit = useSubmit();
  const [asking, setAsking] = useState<{ action: BulkAction; data: FormData } | null>(null);
  const count = selection.checked.length;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action = actions.find(
      (candidate) => submitter instanceof HTMLButtonElement && submitter.value === candidate.intent,
    );
    if (!action || count === 0) return; // the server answers (nothing checked)
    event.preventDefault();
    setAsking({ action, data: new FormData(event.currentTarget, submitter) });
  }

  const pending = confirmation
    ? actions.find((action) => action.intent === confirmation.intent)
    : undefined;

  return (
    <>
      {confirmation && pending ? (
        <Form
          method="post"
          className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          aria-labelledby={`${formId}-question`}
        >
          <p id={`${formId}-question`} className="font-semibold">
            {pending.question(countOf(confirmation.ids.length, noun))}
          </p>
          <p className="mt-1 text-sm">{pending.consequence}</p>
          <input type="hidden" name="intent" value={confirmation.intent} />
          <input type="hidden" name="confirmed" value="yes" />
          {confirmation.ids.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <div className="mt-3 flex flex-wrap gap-3">
            <Button type="submit" variant={pending.danger ? "danger" : "primary"}>
              {pending.label}
            </Button>
            <Link
              to={cancelHref}
              className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-800 underline"
            >
              Cancel
            </Link>
          </div>
        </Form>
      ) : null}
      <Form
        method="post"
        id={formId}
        onSubmit={onSubmit}
        className="mb-3 flex flex-col gap-3 rounded-xl bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between"
      >
        {pageIds.map((id) => (
          <input key={id} type="hidden" name="pageIds" value={id} />
        ))}
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name="scope"
            value="page"
            checked={selection.all}
            onChange={(event) => selection.toggleAll(event.currentTarget.checked)}
            className="size-5 accent-brand-700"
          />
          Select all {countOf(pageIds.length, noun)} on this page
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <p role="status" className="mr-1 text-sm text-slate-700">
            {count > 0 ? `${count} selected` : ""}
          </p>
          {actions.map((action) => (
            <Button
              key={action.intent}
              type="submit"
              name="intent"
              value={action.intent}
              variant={action.danger ? "danger" : "secondary"}
              disabled={busy}
            >
              {action.label}
            </Button>
          ))}
        </div>
      </Form>
      <ConfirmPrompt
        open={asking !== null}
        title={asking ? asking.action.question(countOf(count, noun)) : ""}
        description={asking?.action.consequence ?? ""}
        cancelLabel="Cancel"
        confirmLabel={asking?.action.label ?? ""}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          asking.data.set("confirmed", "yes");
          void submit(asking.data, { method: "post" });
          setAsking(null);
          // Done with these rows: the list comes back with none checked.
          selection.toggleAll(false);
        }}
      />
    </>
  );
}
