import { CircleAlert, FileDown, FileUp, TriangleAlert } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Form } from "react-router";
import { AdminCard } from "~/ui/admin/admin-shell";
import { Button, ButtonLink } from "~/ui/button";
import { FormField } from "~/ui/form-field";
import {
  LAB_IMPORT_MAX_BYTES,
  type LabCsvError,
  type LabImportMode,
  type LabTestFields,
} from "~/features/lab-tests/lab-test-form";
import { cn } from "~/ui/cn";
import { PriceText } from "./lab-test-list";

/** What the server sends the page about a previewed file (LabImportPreview). */
export type LabImportPreviewData = {
  fileName: string;
  mode: LabImportMode;
  fileTests: number;
  counts: { added: number; changed: number; removed: number; unchanged: number };
  samples: {
    added: LabTestFields[];
    changed: { code: string; before: LabTestFields; after: LabTestFields }[];
    removed: LabTestFields[];
  };
  errors: LabCsvError[];
  ignoredColumns: string[];
  catalogVersion: string;
};

const maxMegabytes = LAB_IMPORT_MAX_BYTES / 1024 / 1024;

const importModeChoices: readonly { mode: LabImportMode; label: string; hint: string }[] = [
  {
    mode: "replace",
    label: "Replace the whole list",
    hint: "The file is the new price list: tests that are not in it are removed.",
  },
  {
    mode: "update",
    label: "Add and update only",
    hint: "New tests are added and changed ones updated; tests that are not in the file stay.",
  },
];

/** The upload form: a CSV file, previewed before anything changes. */
export function LabImportCard({ error, busy }: { error?: string; busy: boolean }) {
  return (
    <AdminCard
      title="Import or export the price list"
      description="An import replaces the whole price list with the tests in a CSV file, or only adds and updates tests. You see what would change, and any row with a problem, before anything is saved."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Form method="post" encType="multipart/form-data" className="space-y-4">
          <input type="hidden" name="intent" value="preview" />
          <FormField id="lab-import-file" label="CSV file" error={error}>
            {(control) => (
              <input
                {...control}
                className={cn(
                  control.className,
                  "py-2 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800",
                )}
                type="file"
                name="file"
                accept=".csv,text/csv"
                required
              />
            )}
          </FormField>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-900">What the file does</legend>
            {importModeChoices.map(({ mode, label, hint }) => (
              <label
                key={mode}
                htmlFor={`lab-import-mode-${mode}`}
                className="grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-xl border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  id={`lab-import-mode-${mode}`}
                  type="radio"
                  name="mode"
                  value={mode}
                  defaultChecked={mode === "replace"}
                  aria-describedby={`lab-import-mode-${mode}-hint`}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span className="font-medium text-slate-900">{label}</span>
                <span
                  id={`lab-import-mode-${mode}-hint`}
                  className="col-start-2 text-sm text-slate-700"
                >
                  {hint}
                </span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={busy}>
            <FileUp className="size-4" aria-hidden="true" />
            Preview import
          </Button>
        </Form>
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            The first row names the columns <strong>code</strong>, <strong>name</strong> and{" "}
            <strong>price</strong>, in any order. Codes are digits and appear once; an empty price
            means call for price. Up to {maxMegabytes} MB, saved as CSV (UTF-8).
          </p>
          <p>The easiest way: export the current list, change it in a spreadsheet, import it.</p>
          <a
            href="/admin/lab-tests/export"
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 bg-white px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <FileDown className="size-4" aria-hidden="true" />
            Export CSV
          </a>
        </div>
      </div>
    </AdminCard>
  );
}

const countLabels = [
  ["added", "Added"],
  ["changed", "Changed"],
  ["removed", "Removed"],
  ["unchanged", "Unchanged"],
] as const;

function More({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  return <li className="py-2 text-sm text-slate-600">…and {total - shown} more</li>;
}

function TestLine({ test }: { test: LabTestFields }) {
  return (
    <li className="flex items-start justify-between gap-3 py-2 text-sm">
      <span className="min-w-0">
        <span className="font-medium text-slate-900">{test.name}</span>{" "}
        <span className="text-slate-600">(code {test.code})</span>
      </span>
      <span className="shrink-0">
        <PriceText price={test.price} />
      </span>
    </li>
  );
}

function SampleSection({
  id,
  title,
  total,
  children,
}: {
  id: string;
  title: string;
  total: number;
  children: ReactNode;
}) {
  if (total === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="font-semibold text-slate-900">
        {title} ({total})
      </h3>
      <ul className="mt-1 divide-y divide-slate-100">{children}</ul>
    </section>
  );
}

/**
 * The preview of an uploaded file: how many tests it adds, changes, removes
 * and keeps, a few of each, and every row that cannot be imported. Apply
 * sends the file itself again; the server reads and compares it once more.
 */
export function LabImportPreviewCard({
  preview,
  csvText,
  notice,
  busy,
}: {
  preview: LabImportPreviewData;
  csvText: string;
  /** Why the editor sees a fresh preview (the catalog changed meanwhile). */
  notice?: string;
  busy: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A new preview: screen reader and keyboard users start at its heading.
    headingRef.current?.focus();
  }, [preview]);

  const { counts, samples, errors } = preview;
  const hasErrors = errors.length > 0;
  const changes = counts.added + counts.changed + counts.removed;
  let summary: string;
  if (hasErrors) {
    summary = `This file cannot be imported: ${errors.length === 1 ? "1 row has a problem" : `${errors.length} rows have problems`}. Fix ${errors.length === 1 ? "it" : "them"} in the file and upload it again. Nothing has been changed.`;
  } else if (changes === 0) {
    summary = "The file matches the current price list. There is nothing to import.";
  } else {
    summary = "Nothing has been changed yet. Check the changes below, then apply them.";
  }

  return (
    <section
      aria-labelledby="lab-import-preview-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="lab-import-preview-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold break-words text-slate-900"
      >
        Import preview: {preview.fileName}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{summary}</p>
      <p className="mt-1 text-sm text-slate-700">
        {preview.mode === "replace"
          ? "Replaces the whole list: tests that are not in the file are removed."
          : "Adds and updates only: tests that are not in the file stay in the list."}
      </p>

      {notice ? (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {notice}
        </p>
      ) : null}

      {hasErrors ? (
        <section
          aria-labelledby="lab-import-errors-title"
          className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4"
        >
          <h3
            id="lab-import-errors-title"
            className="flex items-center gap-2 font-semibold text-red-900"
          >
            <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
            {errors.length === 1 ? "1 row with a problem" : `${errors.length} rows with problems`}
          </h3>
          <ul className="mt-2 space-y-1 text-sm text-red-900">
            {errors.map((error) => (
              <li key={`${error.line}-${error.message}`}>
                <strong>Line {error.line}:</strong> {error.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {hasErrors ? (
        <p className="mt-5 text-sm text-slate-700">
          Counted from the rows without problems, for your information:
        </p>
      ) : null}
      <dl className={cn("grid grid-cols-2 gap-3 sm:grid-cols-4", hasErrors ? "mt-2" : "mt-5")}>
        {countLabels.map(([key, label]) => (
          <div
            key={key}
            className={cn(
              "rounded-xl border p-3",
              key === "removed" && counts.removed > 0
                ? "border-amber-300 bg-amber-50"
                : "border-slate-200 bg-slate-50",
            )}
          >
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums" data-testid={key}>
              {counts[key].toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>

      {preview.ignoredColumns.length > 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          Columns left out (only code, name and price are read): {preview.ignoredColumns.join(", ")}
          .
        </p>
      ) : null}

      <SampleSection id="lab-import-added" title="Added" total={counts.added}>
        {samples.added.map((test) => (
          <TestLine key={test.code} test={test} />
        ))}
        <More shown={samples.added.length} total={counts.added} />
      </SampleSection>

      <SampleSection id="lab-import-changed" title="Changed" total={counts.changed}>
        {samples.changed.map(({ code, before, after }) => (
          <li key={code} className="py-2 text-sm">
            <span className="font-medium text-slate-900">{after.name}</span>{" "}
            <span className="text-slate-600">(code {code})</span>
            <ul className="mt-1 space-y-0.5 pl-4 text-slate-700">
              {before.name !== after.name ? (
                <li>
                  Name: {before.name} → <strong>{after.name}</strong>
                </li>
              ) : null}
              {before.price !== after.price ? (
                <li>
                  Price: {before.price || "Call for price"} →{" "}
                  <strong>{after.price || "Call for price"}</strong>
                </li>
              ) : null}
            </ul>
          </li>
        ))}
        <More shown={samples.changed.length} total={counts.changed} />
      </SampleSection>

      <SampleSection id="lab-import-removed" title="Removed" total={counts.removed}>
        {samples.removed.map((test) => (
          <TestLine key={test.code} test={test} />
        ))}
        <More shown={samples.removed.length} total={counts.removed} />
      </SampleSection>

      <div className="mt-6 border-t border-slate-200 pt-5">
        {!hasErrors && counts.removed > 0 ? (
          <p className="mb-4 flex items-start gap-2 text-sm text-amber-900">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Applying removes {counts.removed === 1 ? "1 test" : `${counts.removed} tests`} from the
            public price list.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          {!hasErrors && changes > 0 ? (
            <Form method="post" encType="multipart/form-data" action="/admin/lab-tests">
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="fileName" value={preview.fileName} />
              <input type="hidden" name="catalogVersion" value={preview.catalogVersion} />
              <input type="hidden" name="mode" value={preview.mode} />
              <input type="hidden" name="csv" value={csvText} />
              <Button type="submit" disabled={busy}>
                Apply import
              </Button>
            </Form>
          ) : null}
          <ButtonLink to="/admin/lab-tests" variant="secondary">
            {hasErrors || changes === 0 ? "Back to the price list" : "Cancel"}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
