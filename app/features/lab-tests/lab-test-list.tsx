import { Pencil, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Form, Link } from "react-router";
import { Button, ButtonLink } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { UnsavedChangesNote, useUnsavedChanges } from "~/ui/admin/unsaved-changes";
import { EditConflictNotice, type EditConflict } from "~/ui/admin/edit-conflict";
import { BASE_VERSION_FIELD } from "~/ui/admin/editor-form";
import { AdminPager } from "~/ui/admin/admin-pager";
import type { LabTestFields } from "~/features/lab-tests/lab-test-form";
import { LabTestFieldset, labTestFormKey, type LabTestFieldErrors } from "./lab-test-fields";
import { labListFields, labListHref, type LabListQuery } from "./lab-list-query";

export { labListHref };

export type LabListTest = LabTestFields & { id: string; version: number };

const conflictLabels = { code: "Code", name: "Name", price: "Price" };

/** Where the list is: its search, filter, sort and page, kept through edits and deletions. */
export type LabListPlace = LabListQuery;

/** Hidden inputs that bring the editor back to the same search, filter, sort and page. */
export function LabListPlaceFields({ place }: { place: LabListPlace }) {
  return (
    <>
      {Object.entries(labListFields(place)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export function PriceText({ price }: { price: string }) {
  return price ? (
    <span className="font-semibold text-slate-900 tabular-nums">{price}</span>
  ) : (
    <span className="text-amber-800 italic">Call for price</span>
  );
}

/**
 * The tests of one page of the portal's list. Edit opens the row as a small
 * form in place (?edit=id, so it works before JavaScript too); Delete asks
 * first.
 */
export function LabTestList({
  tests,
  place,
  editId,
  editErrors,
  editValues,
  editConflict,
  editVersion,
  busy,
}: {
  tests: readonly LabListTest[];
  place: LabListPlace;
  editId: string | null;
  /** The edited row's answer from the server (its errors and what was typed). */
  editErrors?: LabTestFieldErrors;
  editValues?: LabTestFields;
  /** A save refused because the test changed since the row was opened. */
  editConflict?: EditConflict;
  /** The stored version a refused save was checked against: saving again keeps what was typed. */
  editVersion?: number;
  busy: boolean;
}) {
  // The row in edit; watched here, above its form's key, so a refused save stays unsaved.
  const editFormRef = useRef<HTMLFormElement>(null);
  const editUnsaved = useUnsavedChanges(editFormRef);
  return (
    <ul className="divide-y divide-slate-100 border-y border-slate-100">
      {tests.map((test) =>
        test.id === editId ? (
          <li key={test.id} className="bg-brand-50/60 px-3 py-4 sm:px-4">
            <Form
              key={labTestFormKey(editValues ?? test)}
              ref={editFormRef}
              method="post"
              action={labListHref(place)}
              preventScrollReset
            >
              <h3 className="mb-3 font-semibold text-slate-900">Edit {test.name}</h3>
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="id" value={test.id} />
              <input type="hidden" name={BASE_VERSION_FIELD} value={editVersion ?? test.version} />
              <LabListPlaceFields place={place} />
              {editConflict ? (
                <div className="mb-4">
                  <EditConflictNotice
                    conflict={editConflict}
                    labels={conflictLabels}
                    itemName="lab test"
                    reloadHref={labListHref(place, { edit: test.id })}
                  />
                </div>
              ) : null}
              <LabTestFieldset
                idPrefix={`edit-${test.id}`}
                values={editValues ?? test}
                errors={editErrors}
                focusFirst
              />
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <Button type="submit" disabled={busy}>
                  Save changes
                </Button>
                <ButtonLink to={labListHref(place)} variant="secondary" preventScrollReset>
                  Cancel
                </ButtonLink>
                <UnsavedChangesNote show={editUnsaved} />
              </div>
            </Form>
          </li>
        ) : (
          <li key={test.id} className="flex items-center gap-2 py-2 sm:gap-4 sm:px-2">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-900">{test.name}</p>
              <p className="mt-0.5 text-sm text-slate-600">
                Code <span className="tabular-nums">{test.code}</span>
                {/* On a phone the price sits under the name, leaving the name the width. */}
                <span className="sm:hidden">
                  {" · "}
                  <PriceText price={test.price} />
                </span>
              </p>
            </div>
            <p className="hidden w-32 shrink-0 text-right sm:block">
              <PriceText price={test.price} />
            </p>
            <div className="flex shrink-0 items-center">
              <Link
                to={labListHref(place, { edit: test.id })}
                preventScrollReset
                className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
              >
                <Pencil className="size-4" aria-hidden="true" />
                <span className="sr-only">Edit {test.name}</span>
              </Link>
              <ConfirmDialog
                triggerVariant="ghost"
                trigger={
                  <>
                    <Trash2 className="size-4" aria-hidden="true" />
                    <span className="sr-only">Delete {test.name}</span>
                  </>
                }
                title="Delete this lab test?"
                description={`Are you sure you want to delete this lab test? ${test.name} (code ${test.code}) will no longer be listed on the public Lab Tests page.`}
                confirmLabel="Delete lab test"
                fields={{ intent: "delete", id: test.id, ...labListFields(place) }}
              />
            </div>
          </li>
        ),
      )}
    </ul>
  );
}

/** The price list's pages, as links that keep its search, filter and sort. */
export function LabListPager({ place, pageCount }: { place: LabListPlace; pageCount: number }) {
  return (
    <AdminPager
      page={place.page}
      pageCount={pageCount}
      hrefOf={(page) => labListHref({ ...place, page })}
      label="Pages of the price list"
    />
  );
}
