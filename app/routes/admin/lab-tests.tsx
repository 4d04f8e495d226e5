import { FileSpreadsheet, Plus } from "lucide-react";
import { useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/lab-tests";
import { adminMeta } from "~/ui/admin/meta";
import { requireContentEditor } from "~/features/auth/session.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { UnsavedChangesNote, useUnsavedChanges } from "~/ui/admin/unsaved-changes";
import { LabImportCard, LabImportPreviewCard } from "~/features/lab-tests/lab-import";
import {
  LabTestFieldset,
  labTestFormKey,
  type LabTestFieldErrors,
} from "~/features/lab-tests/lab-test-fields";
import { LabListPager, LabTestList } from "~/features/lab-tests/lab-test-list";
import {
  LAB_ADMIN_SEARCH_MAX_LENGTH,
  LAB_LIST_PATH,
  labListHref,
  labListPlaceOf,
  labListQuery,
  labPriceFilterLabels,
  labSortLabels,
} from "~/features/lab-tests/lab-list-query";
import { ListToolbar, NoMatches } from "~/ui/admin/list-toolbar";
import { Button, ButtonLink, buttonClasses } from "~/ui/button";
import { readFormBody, truncate } from "~/platform/forms/form-data.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import {
  LAB_IMPORT_MAX_BYTES,
  LAB_IMPORT_NO_FILE,
  LAB_IMPORT_NOT_UNDERSTOOD,
  LAB_TEST_INPUT_LIMITS,
  labAdminFormSchema,
  type LabTestFields,
} from "~/features/lab-tests/lab-test-form";
import {
  applyLabImport,
  createLabTest,
  deleteLabTest,
  importSummary,
  listLabTestsForAdmin,
  listPriceListVersions,
  previewLabImport,
  priceListVersionCsv,
  updateLabTest,
  type LabImportPreview,
} from "~/features/lab-tests/lab-tests.server";
import { staffDateTimeFormat } from "~/platform/clinic";
import { baseVersionOf } from "~/features/history/index.server";
import { PriceListVersions } from "~/features/lab-tests/price-list-versions";
import type { Toast } from "~/platform/toast";
import { dataWithToast, redirectWithToast } from "~/platform/toast.server";

/** The file (or, on confirm, its text) plus the form's other fields and multipart framing. */
const MAX_BODY_BYTES = LAB_IMPORT_MAX_BYTES + 64 * 1024;
const MAX_FILE_NAME_LENGTH = 120;
const maxMegabytes = LAB_IMPORT_MAX_BYTES / 1024 / 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const params = new URL(request.url).searchParams;
  const place = labListQuery.parse(params);
  const [list, versions] = await Promise.all([
    listLabTestsForAdmin(context.db, place),
    listPriceListVersions(context.db),
  ]);
  return {
    ...list,
    versions: versions.map(({ createdAt, ...version }) => ({
      ...version,
      savedAt: staffDateTimeFormat.format(createdAt),
    })),
    place: { ...place, page: list.page },
    editId: params.get("edit"),
    adding: params.get("add") === "1",
  };
}

const saveFailed = "Failed to save lab test";
const importFailed = "Failed to import lab tests";
const notUnderstood = "The request was not understood. Please try again.";

/** The add or edit form again, with its errors and what was typed. */
function formRefused(
  form: { intent: "create" | "update"; id: string | null; values: LabTestFields },
  fieldErrors: LabTestFieldErrors,
  description: string,
  status: number,
) {
  return dataWithToast(
    { kind: "form" as const, ...form, fieldErrors, conflict: undefined, version: undefined },
    { type: "error", title: saveFailed, description },
    { status },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const actor = { id: editor.id, email: editor.email };
  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok) {
    return importError(
      body.status === 413
        ? `The file is larger than ${maxMegabytes} MB. Split the price list or remove unused columns.`
        : notUnderstood,
      body.status,
    );
  }
  const submission = parseSubmission(body.formData, labAdminFormSchema, {
    limits: LAB_TEST_INPUT_LIMITS,
  });

  if (!submission.success) {
    const { fieldErrors, values } = submission;
    const intent = fieldErrors.intent ? null : values.intent;
    if (intent === "create" || intent === "update") {
      const errors: LabTestFieldErrors = {};
      for (const field of ["code", "name", "price"] as const) {
        const message = fieldErrors[field];
        if (message) errors[field] = message;
      }
      return formRefused(
        {
          intent,
          id: intent === "update" ? values.id : null,
          values: { code: values.code, name: values.name, price: values.price },
        },
        errors,
        "Check the highlighted fields.",
        400,
      );
    }
    if (intent === "preview") return importError(fieldErrors.file ?? LAB_IMPORT_NO_FILE, 400);
    if (intent === "confirm") return importError(fieldErrors.csv ?? LAB_IMPORT_NOT_UNDERSTOOD, 400);
    return dataWithToast(
      { kind: "bad-request" as const, error: notUnderstood },
      { type: "error", title: "Something went wrong", description: "Please try again." },
      { status: 400 },
    );
  }

  const form = submission.data;
  switch (form.intent) {
    case "create":
    case "update": {
      const { intent } = form;
      const fields = { code: form.code, name: form.name, price: form.price };
      const id = form.intent === "update" ? form.id : null;
      const place = labListPlaceOf(form.intent === "update" ? form : {});
      const result =
        form.intent === "create"
          ? await createLabTest(context.db, fields, actor)
          : await updateLabTest(context.db, form.id, fields, actor, baseVersionOf(body.formData));
      switch (result.kind) {
        case "saved":
          return redirectWithToast(
            intent === "create"
              ? labListHref(labListPlaceOf({ q: result.test.code }))
              : labListHref(place),
            {
              type: "success",
              title:
                intent === "create"
                  ? "Lab test added successfully"
                  : "Lab test updated successfully",
              description: `${result.test.name} (code ${result.test.code})`,
            },
          );
        case "duplicate-code": {
          const message = `Another lab test already uses the code ${fields.code}.`;
          return formRefused({ intent, id, values: fields }, { code: message }, message, 409);
        }
        case "not-found":
          return redirectWithToast(labListHref(place), {
            type: "error",
            title: saveFailed,
            description: "That lab test no longer exists.",
          });
        case "conflict":
          // The row stays open with what was typed, both values, and the stored version.
          return dataWithToast(
            {
              kind: "form" as const,
              intent,
              id,
              values: fields,
              fieldErrors: {},
              conflict: result.conflict,
              version: result.version,
            },
            {
              type: "error",
              title: "Not saved: someone else changed this lab test",
              description: "Nothing you typed is lost.",
            },
            { status: 409 },
          );
      }
      break;
    }

    case "delete": {
      const result = await deleteLabTest(context.db, form.id, actor);
      return redirectWithToast(
        labListHref(labListPlaceOf(form)),
        result.kind === "deleted"
          ? {
              type: "success",
              title: "Lab test deleted successfully",
              description: `${result.test.name} (code ${result.test.code})`,
            }
          : {
              type: "error",
              title: "Failed to delete lab test",
              description: "That lab test no longer exists.",
            },
      );
    }

    case "preview": {
      const { file } = form;
      if (file.size > LAB_IMPORT_MAX_BYTES) {
        return importError(`The file is larger than ${maxMegabytes} MB.`, 413);
      }
      const csvText = decodeUtf8(await file.arrayBuffer());
      if (csvText === null) {
        return importError(
          "The file is not UTF-8 text. In your spreadsheet, save it as “CSV UTF-8” and try again.",
          400,
        );
      }
      const preview = await previewLabImport(
        context.db,
        csvText,
        cleanFileName(file.name),
        form.mode,
      );
      return previewAnswer(preview, csvText);
    }

    case "restore-version": {
      const kept = await priceListVersionCsv(context.db, form.version);
      if (!kept) return importError("That version of the price list is not kept.", 404);
      const source = `version ${form.version} of the price list (${staffDateTimeFormat.format(kept.createdAt)})`;
      // A kept version is a whole list: restoring it replaces today's.
      const preview = await previewLabImport(context.db, kept.csvText, source, "replace");
      return previewAnswer(preview, kept.csvText);
    }

    case "confirm": {
      const csvText = form.csv;
      const result = await applyLabImport(context.db, {
        csvText,
        fileName: cleanFileName(form.fileName),
        mode: form.mode,
        expectedVersion: form.catalogVersion,
        actor,
      });
      switch (result.kind) {
        case "applied":
          return redirectWithToast("/admin/lab-tests", {
            type: "success",
            title: "Lab price list imported successfully",
            description: `${importSummary(result.preview)}.`,
          });
        case "unchanged":
          return redirectWithToast("/admin/lab-tests", {
            type: "info",
            title: "Nothing to import",
            description: "The file matches the current price list.",
          });
        case "invalid":
          return previewAnswer(result.preview, csvText);
        case "stale":
          return dataWithToast(
            {
              kind: "preview" as const,
              preview: result.preview,
              csvText,
              notice:
                "The price list changed after this file was previewed, so nothing was imported. This is a fresh preview against the current list: check it and apply again.",
            },
            {
              type: "error",
              title: importFailed,
              description: "The price list changed meanwhile. Check the new preview.",
            },
            { status: 409 },
          );
      }
    }
  }
}

/** The preview of a file: 200, or 400 with a toast when rows have problems (nothing changed). */
function previewAnswer(preview: LabImportPreview, csvText: string) {
  const answer = { kind: "preview" as const, preview, csvText, notice: undefined };
  const count = preview.errors.length;
  if (count === 0) return data(answer, { status: 200 });
  const toast: Toast = {
    type: "error",
    title: importFailed,
    description: `${count === 1 ? "1 row has a problem" : `${count} rows have problems`}. Nothing was changed.`,
  };
  return dataWithToast(answer, toast, { status: 400 });
}

function importError(error: string, status: number) {
  return dataWithToast(
    { kind: "import-error" as const, error },
    { type: "error", title: importFailed, description: error },
    { status },
  );
}

/** Strict UTF-8 (a stray Windows-1252 byte is refused, not turned into �); null if it is not. */
function decodeUtf8(bytes: ArrayBuffer): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function cleanFileName(name: string): string {
  return truncate(name.replace(/[\p{C}]/gu, "").trim(), MAX_FILE_NAME_LENGTH) || "the file";
}

const blankTest: LabTestFields = { code: "", name: "", price: "" };

export const meta: Route.MetaFunction = () => adminMeta("Lab Price List");

export default function AdminLabTests({ loaderData, actionData }: Route.ComponentProps) {
  const { tests, matches, total, pageSize, pageCount, place, editId, adding } = loaderData;
  const { page } = place;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // The add form; watched here, above its key, so a refused save stays unsaved.
  const addFormRef = useRef<HTMLFormElement>(null);
  const addUnsaved = useUnsavedChanges(addFormRef);

  if (actionData?.kind === "preview") {
    return (
      <LabImportPreviewCard
        preview={actionData.preview}
        csvText={actionData.csvText}
        notice={actionData.notice}
        busy={busy}
      />
    );
  }

  const formAnswer = actionData?.kind === "form" ? actionData : null;
  const createAnswer = formAnswer?.intent === "create" ? formAnswer : null;
  const updateAnswer = formAnswer?.intent === "update" ? formAnswer : null;
  const rowInEdit = updateAnswer?.id ?? editId;
  const first = (page - 1) * pageSize + 1;

  const narrowed = labListQuery.isNarrowed(place);
  let status: string;
  if (narrowed) {
    status = `${matches === 1 ? "1 test matches" : `${matches} tests match`} the search and filters, of ${total}.`;
  } else {
    status = total === 0 ? "The price list is empty." : `${total} tests in the price list.`;
  }
  if (pageCount > 1) status += ` Showing ${first}–${first + tests.length - 1}.`;

  return (
    <div className="space-y-6">
      {actionData?.kind === "bad-request" ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          {actionData.error}
        </p>
      ) : null}

      {adding || createAnswer ? (
        <AdminCard
          title="Add a lab test"
          description="It appears on the public Lab Tests page as soon as it is saved."
        >
          <Form
            key={labTestFormKey(createAnswer?.values ?? blankTest)}
            ref={addFormRef}
            method="post"
            action="/admin/lab-tests?add=1"
          >
            <input type="hidden" name="intent" value="create" />
            <LabTestFieldset
              idPrefix="new"
              values={createAnswer?.values ?? blankTest}
              errors={createAnswer?.fieldErrors}
              focusFirst
            />
            <div className="mt-5 flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={busy}>
                Add lab test
              </Button>
              <ButtonLink to={labListHref(place)} variant="secondary">
                Cancel
              </ButtonLink>
              <UnsavedChangesNote show={addUnsaved} />
            </div>
          </Form>
        </AdminCard>
      ) : null}

      <AdminCard
        title="Price list"
        description="Prices show on the public Lab Tests page at once. An empty price shows as call for price."
        actions={
          <div className="flex flex-wrap gap-2">
            {adding ? null : (
              <ButtonLink to={labListHref(place, { add: "1" })}>
                <Plus className="size-4" aria-hidden="true" />
                Add lab test
              </ButtonLink>
            )}
            <a href="#lab-import" className={buttonClasses("secondary")}>
              <FileSpreadsheet className="size-4" aria-hidden="true" />
              Import or export CSV
            </a>
          </div>
        }
      >
        <ListToolbar
          id="lab-admin-search"
          label="Lab tests"
          placeholder="Search by name or code"
          query={place.q}
          maxLength={LAB_ADMIN_SEARCH_MAX_LENGTH}
          narrowed={narrowed}
          clearHref={LAB_LIST_PATH}
          selects={[
            {
              name: "pricing",
              label: "Pricing",
              value: place.filters.pricing ?? "",
              options: [
                { value: "", label: "Any price" },
                ...Object.entries(labPriceFilterLabels).map(([value, label]) => ({ value, label })),
              ],
            },
            {
              name: "sort",
              label: "Sort by",
              value: place.sort === "name" ? "" : place.sort,
              options: Object.entries(labSortLabels).map(([value, label]) => ({
                value: value === "name" ? "" : value,
                label,
              })),
            },
          ]}
        />
        {narrowed && tests.length === 0 ? (
          <div role="status" className="mt-4 mb-2 text-sm">
            <NoMatches noun="lab tests" clearHref={LAB_LIST_PATH} />
          </div>
        ) : (
          <p role="status" className="mt-4 mb-2 text-sm text-slate-700">
            {status}
          </p>
        )}
        {tests.length > 0 ? (
          <LabTestList
            tests={tests}
            place={place}
            editId={rowInEdit}
            editErrors={updateAnswer?.fieldErrors}
            editValues={updateAnswer?.values}
            editConflict={updateAnswer?.conflict}
            editVersion={updateAnswer?.version}
            busy={busy}
          />
        ) : null}
        <LabListPager place={place} pageCount={pageCount} />
      </AdminCard>

      <div id="lab-import" className="scroll-mt-20">
        <LabImportCard
          error={actionData?.kind === "import-error" ? actionData.error : undefined}
          busy={busy}
        />
      </div>

      <PriceListVersions versions={loaderData.versions} busy={busy} />
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
