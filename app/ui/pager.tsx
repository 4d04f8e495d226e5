import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { format } from "~/i18n/format";
import { responsivePageWindow, type PagerScreens } from "~/platform/paging";
import type { SiteData } from "~/platform/site-data";
import { cn } from "./cn";

export type PagerMessages = SiteData["layout"]["pager"];

/** A phone's row holds fewer numbers (and no Previous/Next words): it fits one line. */
const screenClasses: Record<PagerScreens, string | undefined> = {
  both: undefined,
  phone: "sm:hidden",
  wide: "max-sm:hidden",
};

const item =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold";
const link = `${item} border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800`;

/**
 * The numbered pages under a list that pages on the server: Previous, the first and
 * last page, the current one and its neighbours, Next. Real links (?page=…), so they
 * work before and without JavaScript; the current page is marked for screen readers.
 */
export function Pager({
  page,
  pageCount,
  hrefOf,
  label,
  t,
  className,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  /** What the pages are of ("Pages of articles"). */
  label: string;
  t: PagerMessages;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev" className={link}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              <span aria-hidden="true" className="max-sm:hidden">
                {t.previous}
              </span>
              <span className="sr-only">{t.previousPage}</span>
            </Link>
          </li>
        ) : null}
        {responsivePageWindow(page, pageCount).map(({ page: number, screens }, index) => {
          const visibility = screenClasses[screens];
          return number === null ? (
            <li
              key={`gap-${index}`}
              aria-hidden="true"
              className={cn("px-1 text-slate-500", visibility)}
            >
              …
            </li>
          ) : (
            <li key={number} className={visibility}>
              <Link
                to={hrefOf(number)}
                aria-current={number === page ? "page" : undefined}
                aria-label={format(t.page, { page: number })}
                className={cn(
                  number === page
                    ? `${item} border border-brand-700 bg-brand-700 text-white`
                    : link,
                )}
              >
                {number}
              </Link>
            </li>
          );
        })}
        {page < pageCount ? (
          <li>
            <Link to={hrefOf(page + 1)} rel="next" className={link}>
              <span aria-hidden="true" className="max-sm:hidden">
                {t.next}
              </span>
              <span className="sr-only">{t.nextPage}</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
