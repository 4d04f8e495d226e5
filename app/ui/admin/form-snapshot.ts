/**
 * What a form would send, to tell whether it changed since it was loaded: each
 * field's values in document order (a field sent twice, like a group of ticked
 * boxes, keeps all of them).
 */
export type FormSnapshot = ReadonlyMap<string, readonly string[]>;

/**
 * The snapshot of form entries. A picked file is left out: it is not typed work,
 * and a file input cannot be compared with what the page loaded (it starts empty).
 * Line breaks count as one kind: a textarea gives "\n" where the HTML it was
 * loaded with (kept in a hidden input by the rich-text editor) may have "\r\n".
 */
export function snapshotOfEntries(entries: Iterable<[string, FormDataEntryValue]>): FormSnapshot {
  const snapshot = new Map<string, string[]>();
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    const values = snapshot.get(name) ?? [];
    values.push(value.replace(/\r\n?/g, "\n"));
    snapshot.set(name, values);
  }
  return snapshot;
}

/** The snapshot of a form element as it is now. */
export function snapshotOf(form: HTMLFormElement): FormSnapshot {
  return snapshotOfEntries(new FormData(form));
}

/** Whether two snapshots would send the same: same fields, same values, same order within a field. */
export function sameSnapshot(a: FormSnapshot, b: FormSnapshot): boolean {
  if (a.size !== b.size) return false;
  for (const [name, values] of a) {
    const other = b.get(name);
    if (!other || other.length !== values.length) return false;
    if (values.some((value, index) => value !== other[index])) return false;
  }
  return true;
}
