import { Info } from "lucide-react";
import { Link } from "react-router";
import { PageContentRow, type InlineOutcome, type PageContentListEntry } from "./page-content-row";
import { SITE_PAGE_NAME } from "~/features/site-content/page-content-form";

const pageDescriptions: Partial<Record<string, string>> = {
  [SITE_PAGE_NAME]:
    "Older entries of the clinic's facts, as they were edited before Clinic Details: they were carried over there (English first) until its first save, and no longer change the site after it.",
};

/** The entries grouped by page name (already sorted by page, section and language). */
export function PageContentList({
  entries,
  aboutUsCount,
  inlineOutcome,
}: {
  entries: readonly PageContentListEntry[];
  aboutUsCount: number;
  inlineOutcome?: InlineOutcome;
}) {
  const groups = new Map<string, PageContentListEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.pageName) ?? [];
    group.push(entry);
    groups.set(entry.pageName, group);
  }
  return (
    <div className="space-y-8">
      <p className="flex items-start gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
        <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          The clinic&apos;s phone numbers, e-mail, address, opening hours, closures and links are
          edited on{" "}
          <Link to="/admin/settings" className="font-semibold text-brand-800 underline">
            Clinic Details
          </Link>
          .
        </span>
      </p>

      {aboutUsCount > 0 ? (
        <p className="flex items-start gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            The About Us page&apos;s {aboutUsCount} texts are edited on its own page:{" "}
            <Link to="/admin/about-us" className="font-semibold text-brand-800 underline">
              About Us
            </Link>
            .
          </span>
        </p>
      ) : null}

      {entries.length === 0 ? (
        <p className="text-slate-600">No entries yet. Create the first one with New entry.</p>
      ) : null}

      {[...groups].map(([pageName, group]) => (
        <section key={pageName} aria-labelledby={`page-${pageName}`} className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-2">
            <h3 id={`page-${pageName}`} className="font-mono text-base font-bold text-slate-900">
              {pageName}
              <span className="ml-2 font-sans text-sm font-normal text-slate-600">
                {group.length} {group.length === 1 ? "entry" : "entries"}
              </span>
            </h3>
            {pageName === SITE_PAGE_NAME ? null : (
              <Link
                to={`?new=1&page=${encodeURIComponent(pageName)}`}
                className="text-sm font-semibold text-brand-800 underline"
              >
                Add to {pageName}
              </Link>
            )}
          </div>
          {pageDescriptions[pageName] ? (
            <p className="text-sm text-slate-600">{pageDescriptions[pageName]}</p>
          ) : null}
          <ul className="divide-y divide-slate-100">
            {group.map((entry) => (
              <PageContentRow
                key={entry.id}
                entry={entry}
                outcome={inlineOutcome?.id === entry.id ? inlineOutcome : undefined}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
