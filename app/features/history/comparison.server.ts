import { staffDateTimeFormat } from "~/platform/clinic";
import { sideBySide, type DiffRow } from "./diff";
import { fieldChanged, readableValue, type HistoryField } from "./items.server";
import type { Revision } from "./revisions.server";

/**
 * What the history page shows, from an item's revisions: each version with who saved it,
 * when and which fields it changed, and the side-by-side difference of two versions.
 */

export type VersionSummary = {
  version: number;
  savedBy: string;
  savedAt: string;
  /** The labels of the fields this save changed (from the version before it). */
  changed: string[];
  /** The first version kept, or one whose previous version is no longer listed. */
  first: boolean;
};

export type FieldComparison = {
  name: string;
  label: string;
  rows: DiffRow[];
  /** HTML whose words are the same in both: only formatting (bold, links, headings) changed. */
  formattingOnly: boolean;
};

export type Comparison = {
  from: VersionSummary;
  to: VersionSummary;
  fields: FieldComparison[];
  /** How many fields are the same in both. */
  unchanged: number;
};

function changedLabels(
  fields: readonly HistoryField[],
  before: Revision | undefined,
  after: Revision,
): string[] {
  if (!before) return [];
  return fields
    .filter((field) => fieldChanged(field.name, before.snapshot, after.snapshot))
    .map((field) => field.label);
}

/** Each listed revision (newest first) with what it changed. */
export function versionSummaries(
  fields: readonly HistoryField[],
  revisions: readonly Revision[],
): VersionSummary[] {
  const byVersion = new Map(revisions.map((revision) => [revision.version, revision]));
  return revisions.map((revision) => {
    const previous = byVersion.get(revision.version - 1);
    return {
      version: revision.version,
      savedBy: revision.actorEmail,
      savedAt: staffDateTimeFormat.format(revision.createdAt),
      changed: changedLabels(fields, previous, revision),
      first: previous === undefined,
    };
  });
}

/** The fields that differ between two revisions, each as a side-by-side table. */
export function compareRevisions(
  fields: readonly HistoryField[],
  from: Revision,
  to: Revision,
  summaries: readonly VersionSummary[],
): Comparison {
  const summaryOf = (revision: Revision): VersionSummary =>
    summaries.find((summary) => summary.version === revision.version) ??
    versionSummaries(fields, [revision])[0]!;
  const differing = fields.filter((field) => fieldChanged(field.name, from.snapshot, to.snapshot));
  return {
    from: summaryOf(from),
    to: summaryOf(to),
    fields: differing.map((field) => {
      const before = readableValue(field.kind, from.snapshot[field.name]);
      const after = readableValue(field.kind, to.snapshot[field.name]);
      return {
        name: field.name,
        label: field.label,
        rows: sideBySide(before, after),
        formattingOnly: field.kind === "html" && before === after,
      };
    }),
    unchanged: fields.length - differing.length,
  };
}
