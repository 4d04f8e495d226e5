import { Link } from "react-router";

const linkClass =
  "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50";

/**
 * Previous / page n of m / Next under a portal list that pages on the server, as links
 * (the lists are GET pages, so the place survives a reload and works without JavaScript).
 */
export function AdminPager({
  page,
  pageCount,
  hrefOf,
  label,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  /** What the pages are of: "Pages of the price list". */
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" className={linkClass}>
          Previous<span className="sr-only"> page</span>
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} rel="next" className={linkClass}>
          Next<span className="sr-only"> page</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
