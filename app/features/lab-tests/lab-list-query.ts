/** The portal's price list (routes/admin/lab-tests.tsx): its search, filter and sort in the URL. Client-safe. */
import { defineListQuery, type ListQuery } from "~/platform/list-query";

/** Longer than any name or code worth searching for; the rest is ignored. */
export const LAB_ADMIN_SEARCH_MAX_LENGTH = 100;

/**
 * Search by name or code; priced tests or call-for-price ones; by name (the public
 * page's order, the default), by code, or by price either way (call for price last).
 */
export const labListQuery = defineListQuery({
  maxSearch: LAB_ADMIN_SEARCH_MAX_LENGTH,
  filters: { pricing: ["priced", "call"] },
  sorts: ["name", "code", "price-low", "price-high"],
});

export type LabListQuery = ListQuery<
  (typeof labListQuery)["spec"]["filters"],
  (typeof labListQuery)["spec"]["sorts"]
>;

export type LabListSort = LabListQuery["sort"];

export const labPriceFilterLabels: Record<
  NonNullable<LabListQuery["filters"]["pricing"]>,
  string
> = {
  priced: "With a price",
  call: "Call for price",
};

export const labSortLabels: Record<LabListSort, string> = {
  name: "Name (A–Z)",
  code: "Code",
  "price-low": "Lowest price",
  "price-high": "Highest price",
};

/** The bare list. */
export const LAB_LIST_PATH = "/admin/lab-tests";

/** The portal list's URL for a place, with extra parameters (edit=, add=). */
export function labListHref(place: LabListQuery, extra: Record<string, string> = {}): string {
  const href = labListQuery.href(LAB_LIST_PATH, place);
  const entries = Object.entries(extra);
  if (entries.length === 0) return href;
  const url = new URL(href, "http://x");
  for (const [key, value] of entries) url.searchParams.set(key, value);
  return url.pathname + url.search;
}

/** The place's parameters as a form's hidden fields send them (defaults left out). */
export function labListFields(place: LabListQuery): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(labListQuery.params(place))) {
    if (value !== null) fields[name] = value;
  }
  if (place.page > 1) fields.page = String(place.page);
  return fields;
}

/** The place a posted form came from (its hidden fields), read like a URL. */
export function labListPlaceOf(form: Record<string, unknown>): LabListQuery {
  const params = new URLSearchParams();
  for (const name of ["q", "page", "sort", ...Object.keys(labListQuery.spec.filters)]) {
    const value = form[name];
    if (typeof value === "string" && value !== "") params.set(name, value);
  }
  return labListQuery.parse(params);
}
