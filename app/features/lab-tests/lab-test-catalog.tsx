import { Search } from "lucide-react";
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "~/platform/hydration/use-hydrated";
import {
  createLabSearch,
  normalizeSearchText,
  type OrderMessageTemplates,
} from "~/features/lab-tests/lab-search";
import type { LabTest } from "~/features/lab-tests/lab-test";
import { format } from "~/i18n/format";
import { cn } from "~/ui/cn";
import { LabTestTable, type LabTableMessages } from "./lab-test-table";
import { SelectionPanel, type SelectionMessages } from "./selection-panel";

export type CatalogMessages = {
  search: {
    heading: string;
    label: string;
    placeholder: string;
    hint: string;
    submit: string;
    clear: string;
    resultCount: string;
    showAll: string;
    noResults: string;
  };
  table: LabTableMessages;
  callForPricing: string;
  selection: SelectionMessages;
  order: OrderMessageTemplates;
};

/**
 * Rows shown before the visitor searches or asks for the whole list: more than
 * the list's box shows at once on a phone or a desktop (10 to 14 rows), and a
 * page light enough for a slow phone to lay out in one short task (with 50 rows
 * the table was most of the page's first layout) and for a screen reader to take
 * in. A search always shows every match.
 */
export const INITIAL_ROWS = 20;

/**
 * Search, price list and selection. The server renders the matches of ?q= (the
 * search box is a GET form, so it works without JavaScript), or the first rows
 * and a "Show all" link (?all=1); in the browser every keystroke filters at once.
 */
export function LabTestCatalog({
  tests,
  t,
  initialQuery,
  initialShowAll,
  action,
  whatsappNumber,
  newTab,
}: {
  /** The stored catalog, in the order to list it. */
  tests: readonly LabTest[];
  t: CatalogMessages;
  initialQuery: string;
  /** ?all=1: the whole list without searching (the no-JS "Show all"). */
  initialShowAll: boolean;
  /** This page's path in the visitor's language, for the no-JS forms. */
  action: string;
  whatsappNumber: string;
  newTab: string;
}) {
  const hydrated = useHydrated();
  // One searcher per catalog: keys computed once, recent queries memoized.
  const search = useMemo(() => createLabSearch(tests), [tests]);
  const testsByCode = useMemo(() => new Map(tests.map((test) => [test.code, test])), [tests]);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  // The input answers every keystroke at once; the list follows as soon as React can.
  const listQuery = useDeferredValue(query);
  const matches = search(listQuery);
  const [showAll, setShowAll] = useState(initialShowAll);
  const browsing = !showAll && normalizeSearchText(listQuery) === "";
  const rows = useMemo(
    () => (browsing ? matches.slice(0, INITIAL_ROWS) : matches),
    [browsing, matches],
  );
  const tableRef = useRef<HTMLDivElement>(null);
  const [focusTable, setFocusTable] = useState(false);
  useEffect(() => {
    // After "Show all" the link is gone: focus moves to the longer list.
    if (focusTable) tableRef.current?.focus();
  }, [focusTable]);

  const [selectedCodes, setSelectedCodes] = useState<readonly string[]>([]);
  const toggle = useCallback((code: string) => {
    setSelectedCodes((codes) =>
      codes.includes(code) ? codes.filter((other) => other !== code) : [...codes, code],
    );
  }, []);
  const remove = useCallback((code: string) => {
    setSelectedCodes((codes) => codes.filter((other) => other !== code));
  }, []);
  const selectedSet = useMemo(() => new Set(selectedCodes), [selectedCodes]);
  const selected = useMemo(
    () =>
      selectedCodes
        .map((code) => testsByCode.get(code))
        .filter((test): test is LabTest => test !== undefined),
    [selectedCodes, testsByCode],
  );

  const none = matches.length === 0;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby="lab-search-title" className="min-w-0">
        <h2 id="lab-search-title" className="text-2xl font-bold sm:text-3xl">
          {t.search.heading}
        </h2>
        <form
          role="search"
          method="get"
          action={action}
          aria-labelledby="lab-search-title"
          onSubmit={(event) => {
            // With JavaScript the list is already filtered; stay on the page.
            if (hydrated) event.preventDefault();
          }}
          className="mt-4"
        >
          <label htmlFor="lab-search" className="sr-only">
            {t.search.label}
          </label>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <input
                ref={inputRef}
                id="lab-search"
                type="search"
                name="q"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t.search.placeholder}
                aria-describedby="lab-search-hint"
                autoComplete="off"
                spellCheck={false}
                maxLength={100}
                className="min-h-12 w-full rounded-full border border-slate-300 bg-white py-2 pr-3 pl-10 text-base sm:pl-11 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-3 focus:outline-offset-0 focus:outline-brand-600/30"
              />
            </div>
            <button
              type="submit"
              className="inline-flex min-h-12 items-center rounded-full bg-brand-700 px-4 font-semibold sm:px-6 text-white hover:bg-brand-800"
            >
              {t.search.submit}
            </button>
          </div>
          <p id="lab-search-hint" className="mt-2 text-sm text-slate-600">
            {t.search.hint}
          </p>
        </form>

        <p
          role="status"
          className={cn(
            "mt-4 mb-3",
            none
              ? "rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-700"
              : "text-sm text-slate-600",
          )}
        >
          {none
            ? t.search.noResults
            : format(t.search.resultCount, { count: rows.length, total: tests.length })}
        </p>
        {none ? (
          <p className="-mt-1 mb-3 text-center">
            <a
              href={action}
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                setQuery("");
                inputRef.current?.focus();
              }}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {t.search.clear}
            </a>
          </p>
        ) : null}

        <LabTestTable
          ref={tableRef}
          tests={rows}
          selectedCodes={selectedSet}
          onToggle={toggle}
          t={t.table}
          callForPricing={t.callForPricing}
          hidden={none}
        />
        {rows.length < matches.length ? (
          <p className="mt-4 text-center">
            <a
              href={`${action}?all=1`}
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                setShowAll(true);
                setFocusTable(true);
              }}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {format(t.search.showAll, { count: matches.length })}
            </a>
          </p>
        ) : null}
      </section>

      <div className="lg:sticky lg:top-24">
        <SelectionPanel
          selected={selected}
          onRemove={remove}
          hydrated={hydrated}
          t={t.selection}
          order={t.order}
          callForPricing={t.callForPricing}
          whatsappNumber={whatsappNumber}
          orderAction={action}
          newTab={newTab}
        />
      </div>
    </div>
  );
}
