/** The kinds of item with a history page, as they appear in its address. */
export const historyKindNames = ["posts", "team", "page-content", "about-us"] as const;

export type HistoryKindName = (typeof historyKindNames)[number];

/** The address of an item's history (/admin/history/posts/<id>). */
export function historyPath(kind: HistoryKindName, id: string): string {
  return `/admin/history/${kind}/${encodeURIComponent(id)}`;
}
