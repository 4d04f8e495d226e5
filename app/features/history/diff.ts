/**
 * A side-by-side difference of two texts, line by line: the rows of a two-column table
 * where unchanged lines sit side by side, a removed line shows only on the left, an added
 * one only on the right, and a changed block pairs its old and new lines row by row.
 */

export type DiffCell = { text: string; changed: boolean };

/** One row of the table; a missing cell is a gap on that side. */
export type DiffRow = { left: DiffCell | null; right: DiffCell | null };

type Operation = { kind: "same" | "removed" | "added"; text: string };

/** Past this many lines on a side the texts are compared as two blocks (no quadratic table). */
const MAX_LINES = 2_000;

/** The lines of a text, without trailing empty ones; CRLF reads as LF. */
export function linesOf(text: string): string[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** The longest-common-subsequence walk: what stayed, what went, what came. */
function operations(before: string[], after: string[]): Operation[] {
  if (before.length > MAX_LINES || after.length > MAX_LINES) {
    return [
      ...before.map((text) => ({ kind: "removed" as const, text })),
      ...after.map((text) => ({ kind: "added" as const, text })),
    ];
  }
  // common[i][j]: the longest common run of before[i..] and after[j..].
  const common: number[][] = Array.from({ length: before.length + 1 }, () =>
    new Array<number>(after.length + 1).fill(0),
  );
  for (let i = before.length - 1; i >= 0; i -= 1) {
    const row = common[i]!;
    const next = common[i + 1]!;
    for (let j = after.length - 1; j >= 0; j -= 1) {
      row[j] = before[i] === after[j] ? next[j + 1]! + 1 : Math.max(next[j]!, row[j + 1]!);
    }
  }
  const result: Operation[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      result.push({ kind: "same", text: before[i]! });
      i += 1;
      j += 1;
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) {
      result.push({ kind: "removed", text: before[i]! });
      i += 1;
    } else {
      result.push({ kind: "added", text: after[j]! });
      j += 1;
    }
  }
  for (; i < before.length; i += 1) result.push({ kind: "removed", text: before[i]! });
  for (; j < after.length; j += 1) result.push({ kind: "added", text: after[j]! });
  return result;
}

/** The table's rows for `before` (left) and `after` (right). */
export function sideBySide(before: string, after: string): DiffRow[] {
  const rows: DiffRow[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  // A run of removals and additions between unchanged lines is one changed block.
  const flush = () => {
    for (let index = 0; index < Math.max(removed.length, added.length); index += 1) {
      const left = removed[index];
      const right = added[index];
      rows.push({
        left: left === undefined ? null : { text: left, changed: true },
        right: right === undefined ? null : { text: right, changed: true },
      });
    }
    removed = [];
    added = [];
  };
  for (const operation of operations(linesOf(before), linesOf(after))) {
    if (operation.kind === "removed") removed.push(operation.text);
    else if (operation.kind === "added") added.push(operation.text);
    else {
      flush();
      const cell = { text: operation.text, changed: false };
      rows.push({ left: cell, right: cell });
    }
  }
  flush();
  return rows;
}
