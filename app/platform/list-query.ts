import { z } from "zod";
import { pageHref, pageNumberFrom } from "./paging";

/*
 * The portal lists' place in their URL (issue 27): a search (?q=), filters, a sort and a
 * page, read with one Zod schema per list. Each value is size-limited; a value the list
 * does not know is ignored (as if it were not there), so an old or hand-made address
 * never fails. Client-safe: the toolbar and the pager build their links from it.
 */

type Values = readonly [string, ...string[]];
/** A filter whose values are open (a post's category): any value the pattern matches. */
type Open = { pattern: RegExp };
type Filter = Values | Open;
type FilterValue<T> = T extends Values ? T[number] : string;

export type ListQuerySpec<F extends Record<string, Filter>, S extends Values> = {
  /** Longest search kept; the rest is cut off. */
  maxSearch: number;
  /** Each filter's name in the URL and the values it knows (or the pattern they match). */
  filters: F;
  /** The sorts the list knows; the first is the default (and left out of the URL). */
  sorts: S;
};

export type ListQuery<F extends Record<string, Filter>, S extends Values> = {
  q: string;
  filters: { [K in keyof F]: FilterValue<F[K]> | null };
  sort: S[number];
  page: number;
};

/** No known filter or sort value is longer; a longer one is ignored before it is compared. */
const MAX_VALUE = 40;

export function defineListQuery<const F extends Record<string, Filter>, const S extends Values>(
  spec: ListQuerySpec<F, S>,
) {
  const filterShape = Object.fromEntries(
    Object.entries(spec.filters).map(([name, values]: [string, Filter]) => [
      name,
      ("pattern" in values
        ? z.string().max(MAX_VALUE).regex(values.pattern)
        : z.string().max(MAX_VALUE).pipe(z.enum(values))
      )
        .nullable()
        .catch(null),
    ]),
  );
  const schema = z.object({
    q: z
      .string()
      .nullable()
      .catch(null)
      .transform((value) => (value ?? "").slice(0, spec.maxSearch).trim()),
    sort: z
      .string()
      .max(MAX_VALUE)
      .pipe(z.enum(spec.sorts))
      .nullable()
      .catch(null)
      .transform((value) => value ?? spec.sorts[0]),
    ...filterShape,
  });

  /** The list's place in a URL's query (a Request, a URL or its search parameters). */
  function parse(from: Request | URL | URLSearchParams): ListQuery<F, S> {
    const params =
      from instanceof URLSearchParams
        ? from
        : from instanceof URL
          ? from.searchParams
          : new URL(from.url).searchParams;
    const raw: Record<string, string | null> = { q: params.get("q"), sort: params.get("sort") };
    for (const name of Object.keys(spec.filters)) raw[name] = params.get(name);
    const parsed = schema.parse(raw) as Record<string, unknown> & { q: string; sort: S[number] };
    const filters = Object.fromEntries(
      Object.keys(spec.filters).map((name) => [name, parsed[name] ?? null]),
    ) as ListQuery<F, S>["filters"];
    return { q: parsed.q, sort: parsed.sort, filters, page: pageNumberFrom(params.get("page")) };
  }

  /** The URL parameters of a place, defaults left out (the page apart: see `href`). */
  function params(query: Omit<ListQuery<F, S>, "page">): Record<string, string | null> {
    const result: Record<string, string | null> = { q: query.q || null };
    for (const name of Object.keys(spec.filters)) result[name] = query.filters[name] ?? null;
    result.sort = query.sort === spec.sorts[0] ? null : query.sort;
    return result;
  }

  /** The address of a place in the list at `path`, on `page` (the current one by default). */
  function href(path: string, query: ListQuery<F, S>, page = query.page): string {
    return pageHref(path, params(query), page);
  }

  /** Whether a search or a filter narrows the list (a sort alone does not). */
  function isNarrowed(query: ListQuery<F, S>): boolean {
    return query.q !== "" || Object.values(query.filters).some((value) => value !== null);
  }

  return { spec, parse, params, href, isNarrowed };
}
