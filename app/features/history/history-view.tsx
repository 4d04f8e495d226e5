import { Form, Link } from "react-router";
import type { DiffCell } from "~/features/history/diff";
import type { Comparison, VersionSummary } from "~/features/history/comparison.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { BASE_VERSION_FIELD } from "~/ui/admin/editor-form";
import { Button, ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { compactInputClass } from "~/ui/form-field";

/**
 * An item's history page: its kept versions (who, when, what changed) with Restore, and
 * two versions side by side. Plain links and forms: it all works before JavaScript loads.
 */

export type HistoryViewProps = {
  title: string;
  noun: string;
  currentVersion: number;
  editPath: string;
  listPath: string;
  listLabel: string;
  restoreKeeps: string;
  versions: VersionSummary[];
  comparison: Comparison | null;
};

export function HistoryView({
  title,
  noun,
  currentVersion,
  editPath,
  listPath,
  listLabel,
  restoreKeeps,
  versions,
  comparison,
}: HistoryViewProps) {
  return (
    <>
      <AdminCard
        title={`Versions of “${title}”`}
        description={`Every save of this ${noun} is kept: who saved it, when, and what changed.`}
        actions={
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={editPath} variant="secondary">
              Back to the editor
            </ButtonLink>
            <ButtonLink to={listPath} variant="ghost">
              {listLabel}
            </ButtonLink>
          </div>
        }
      >
        {versions.length === 0 ? (
          <p className="text-slate-700">
            No versions are kept yet. The next save of this {noun} will be the first.
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-700">{restoreKeeps}</p>
            <ol className="space-y-3" aria-label="Versions, newest first">
              {versions.map((version) => (
                <VersionItem key={version.version} version={version} current={currentVersion} />
              ))}
            </ol>
          </>
        )}
      </AdminCard>
      {versions.length > 1 ? (
        <AdminCard
          title="Compare two versions"
          description="The earlier version is on the left, the later one on the right; changed lines are highlighted."
        >
          <CompareForm versions={versions} comparison={comparison} />
          {comparison ? <ComparisonTables comparison={comparison} /> : null}
        </AdminCard>
      ) : null}
    </>
  );
}

function VersionItem({ version, current }: { version: VersionSummary; current: number }) {
  const isCurrent = version.version === current;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          Version {version.version}
          {isCurrent ? (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              Current
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          Saved by {version.savedBy} on {version.savedAt}
        </p>
        <p className="mt-1 text-sm text-slate-800">
          {version.first
            ? "The oldest version kept."
            : version.changed.length > 0
              ? `Changed: ${version.changed.join(", ")}`
              : "Saved with no field changed."}
        </p>
      </div>
      {isCurrent ? null : (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link
            to={`?from=${version.version}&to=${current}`}
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline underline-offset-2"
          >
            Compare with current
            <span className="sr-only"> (version {version.version})</span>
          </Link>
          <Form method="post">
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="version" value={version.version} />
            <input type="hidden" name={BASE_VERSION_FIELD} value={current} />
            <Button type="submit" variant="secondary">
              Restore version {version.version}
            </Button>
          </Form>
        </div>
      )}
    </li>
  );
}

function CompareForm({
  versions,
  comparison,
}: {
  versions: VersionSummary[];
  comparison: Comparison | null;
}) {
  const options = versions.map((version) => (
    <option key={version.version} value={version.version}>
      Version {version.version} ({version.savedAt})
    </option>
  ));
  return (
    <Form method="get" className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div>
        <label htmlFor="history-from" className="text-sm font-medium text-slate-900">
          Earlier version
        </label>
        <select
          id="history-from"
          name="from"
          defaultValue={comparison?.from.version}
          className={cn(compactInputClass, "mt-1")}
        >
          {options}
        </select>
      </div>
      <div>
        <label htmlFor="history-to" className="text-sm font-medium text-slate-900">
          Later version
        </label>
        <select
          id="history-to"
          name="to"
          defaultValue={comparison?.to.version}
          className={cn(compactInputClass, "mt-1")}
        >
          {options}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        Compare
      </Button>
    </Form>
  );
}

function ComparisonTables({ comparison }: { comparison: Comparison }) {
  const { from, to, fields, unchanged } = comparison;
  if (fields.length === 0) {
    return (
      <p className="text-slate-700">
        Versions {from.version} and {to.version} are the same.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      {fields.map((field) => (
        <section key={field.name} aria-labelledby={`field-${field.name}`}>
          <h3 id={`field-${field.name}`} className="mb-2 font-semibold text-slate-900">
            {field.label}
          </h3>
          {field.formattingOnly ? (
            <p className="mb-2 text-sm text-slate-700">
              Only the formatting changed (bold, links, headings); the words are the same.
            </p>
          ) : null}
          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full table-fixed border-collapse text-sm">
              <caption className="sr-only">
                {field.label}: version {from.version} and version {to.version}
              </caption>
              <thead className="bg-slate-50 text-left">
                <tr>
                  <th scope="col" className="p-2 font-semibold text-slate-900">
                    Version {from.version}
                    <span className="block font-normal text-slate-600">{from.savedAt}</span>
                  </th>
                  <th scope="col" className="p-2 font-semibold text-slate-900">
                    Version {to.version}
                    <span className="block font-normal text-slate-600">{to.savedAt}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {field.rows.map((row, index) => (
                  <tr key={index} className="border-t border-slate-100 align-top">
                    <DiffCellView cell={row.left} side="before" />
                    <DiffCellView cell={row.right} side="after" />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      {unchanged > 0 ? (
        <p className="text-sm text-slate-700">
          {unchanged === 1
            ? "1 other field is the same in both."
            : `${unchanged} other fields are the same in both.`}
        </p>
      ) : null}
    </div>
  );
}

/** A line of one side; a changed one is marked in colour and, for screen readers, in words. */
function DiffCellView({ cell, side }: { cell: DiffCell | null; side: "before" | "after" }) {
  const base = "whitespace-pre-wrap break-words p-1.5 text-slate-900 sm:p-2";
  if (cell === null) return <td className={cn(base, "bg-slate-50")} />;
  const text = cell.text === "" ? "\u00a0" : cell.text;
  if (!cell.changed) return <td className={base}>{text}</td>;
  return side === "before" ? (
    <td className={cn(base, "bg-red-50")}>
      <del className="no-underline">
        <span className="sr-only">Removed: </span>
        {text}
      </del>
    </td>
  ) : (
    <td className={cn(base, "bg-emerald-50")}>
      <ins className="no-underline">
        <span className="sr-only">Added: </span>
        {text}
      </ins>
    </td>
  );
}
