/*
 * Lists that page on the server (issue 29): the page number a URL asks for, and the
 * page links a pager shows. Client-safe.
 */

/** No list is this long; a larger ?page= is no page. */
const MAX_PAGE = 100_000;

/** The page a URL's ?page= asks for: a whole number from 1, or 1 for anything else. */
export function pageNumberFrom(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** How many pages `total` items fill, `size` to a page: at least one, empty or not. */
export function pageCountOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * One page of a list of `total` items, `size` to a page: the page asked for, kept
 * within the list (one past the last, after a delete, shows the last), and the rows
 * to read for it.
 */
export function pageSlice(total: number, size: number, page: number) {
  const pageCount = pageCountOf(total, size);
  const current = Math.min(Math.max(1, page), pageCount);
  return { page: current, pageCount, limit: size, offset: (current - 1) * size };
}

/**
 * The page numbers a pager links: the first, the last, and the current page with
 * `around` neighbours each side; `null` where numbers are left out. A gap of a single
 * page shows that page instead (a gap mark would take the same room).
 */
export function pageWindow(current: number, count: number, around = 1): (number | null)[] {
  const shown = new Set([1, count]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= count) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const page of pages) {
    const previous = result.at(-1);
    if (typeof previous === "number" && page - previous === 2) result.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) result.push(null);
    result.push(page);
  }
  return result;
}

/** Which screens show a pager's item: a phone's, a wider one's, or both. */
export type PagerScreens = "both" | "phone" | "wide";

/**
 * The pager's items for both screens in one row (each page once): a phone shows the
 * current page alone between the first and the last, so the row fits its width; a
 * wider screen its neighbours too. A gap (`null`) follows the number it comes after.
 */
export function responsivePageWindow(
  current: number,
  count: number,
): Array<{ page: number | null; screens: PagerScreens }> {
  const phone = pageWindow(current, count, 0);
  const wide = pageWindow(current, count, 1);
  const numbers = (window: (number | null)[]) =>
    new Set(window.filter((page): page is number => page !== null));
  /** The numbers a gap comes after, in one window. */
  const gapsAfter = (window: (number | null)[]) =>
    new Set(window.flatMap((page, index) => (page === null ? [window[index - 1] as number] : [])));
  const onPhone = numbers(phone);
  const onWide = numbers(wide);
  const phoneGaps = gapsAfter(phone);
  const wideGaps = gapsAfter(wide);
  const screensOf = (phoneHas: boolean, wideHas: boolean): PagerScreens =>
    phoneHas && wideHas ? "both" : phoneHas ? "phone" : "wide";
  const items: Array<{ page: number | null; screens: PagerScreens }> = [];
  for (const page of [...new Set([...onPhone, ...onWide])].sort((a, b) => a - b)) {
    items.push({ page, screens: screensOf(onPhone.has(page), onWide.has(page)) });
    if (phoneGaps.has(page) || wideGaps.has(page)) {
      items.push({ page: null, screens: screensOf(phoneGaps.has(page), wideGaps.has(page)) });
    }
  }
  return items;
}

/** A list's address for one page: ?page= is left out on the first, other parameters kept. */
export function pageHref(path: string, params: Record<string, string | null>, page: number) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
