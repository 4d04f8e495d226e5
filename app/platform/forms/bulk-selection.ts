import { z } from "zod";

/*
 * The rows a bulk action of a portal list acts on (issue 27): the checked rows' ids
 * (`ids`), or every row of the page when the select-all box is checked (`scope=page`
 * with the page's `pageIds`, so it works without JavaScript), and whether the count was
 * confirmed (`confirmed=yes`: the dialog, or the page's own question without JavaScript).
 * Client-safe.
 */

/**
 * Most rows a bulk action takes: more than any list's page. The Blog Posts list's page of
 * 50 articles selects every version of each, so this leaves room for five languages.
 */
export const MAX_BULK_ROWS = 250;

const idList = z
  .union([z.string().max(64), z.array(z.string().max(64)).max(MAX_BULK_ROWS)])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

export const bulkSelectionFields = {
  ids: idList,
  pageIds: idList,
  scope: z.literal("page").optional(),
  confirmed: z.literal("yes").optional(),
};

/** The ids a bulk post names, each once. */
export function selectedIds(form: {
  ids: string[];
  pageIds: string[];
  scope?: "page" | undefined;
}): string[] {
  return [...new Set(form.scope === "page" ? form.pageIds : form.ids)];
}

/** "1 post" / "3 posts". */
export function countOf(count: number, noun: { one: string; other: string }): string {
  return `${count} ${count === 1 ? noun.one : noun.other}`;
}
