import { Search } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useNavigation, useNavigationType } from "react-router";
import { LAB_PAGE_SIZE, type OrderMessageTemplates } from "~/features/lab-tests/lab-search";
import type { LabTest } from "~/features/lab-tests/lab-test";
import { format } from "~/i18n/format";
import { control } from "~/platform/controls/controls-script";
import { pageHref } from "~/platform/paging";
import { useTypingPause } from "~/ui/typing-pause";
import { cn } from "~/ui/cn";
import { Pager, type PagerMessages } from "~/ui/pager";
import { LabTestTable, ORDER_FORM_ID, type LabTableMessages } from "./lab-test-table";
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
    pagesLabel: string;
    noResults: string;
  };
  table: LabTableMessages;
  callForPricing: string;
  selection: SelectionMessages;
  order: OrderMessageTemplates;
};

/** How long typing pauses before the search is asked for: one request per word, not per key. */
const TYPING_PAUSE_MS = 120;

/** Where the list starts: page links land here (with or without JavaScript). */
const LIST_ANCHOR = "lab-search-title";

/**
 * Search, price list and selection (issue 29). The server searches and pages: the page
 * holds one page of tests (?q=, ?page=), the search box is a GET form and the pages are
 * links, so all of it works without JavaScript. With it, typing asks for the matches
 * after a short pause (a newer search replaces one still on its way), and the selection
 * is kept while the visitor searches and turns pages: it holds the tests themselves,
 * not only the rows on screen.
 */
export function LabTestCatalog({
  tests,
  matches,
  page,
  pageCount,
  query: shownQuery,
  t,
  pager,
  action,
  whatsappNumber,
  newTab,
}: {
  /** This page's tests, in the order to list them. */
  tests: readonly LabTest[];
  /** Tests matching the search (all of them without one). */
  matches: number;
  page: number;
  pageCount: number;
  /** The search these tests answer. */
  query: string;
  t: CatalogMessages;
  pager: PagerMessages;
  /** This page's path in the visitor's language, for the no-JS forms and the links. */
  action: string;
  whatsappNumber: string;
  newTab: string;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const navigationType = useNavigationType();
  const { pathname } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(shownQuery);
  const [answered, setAnswered] = useState(shownQuery);
  if (answered !== shownQuery) {
    // A new answer. A link or back/forward brings its own search into the box; typing
    // (a replacing navigation) is ahead of what the list shows, and keeps what is typed.
    setAnswered(shownQuery);
    if (navigationType !== "REPLACE") setQuery(shownQuery);
  }

  const hrefOf = useCallback(
    (words: string, number: number) =>
      pageHref(action, { q: words.trim() === "" ? null : words }, number),
    [action],
  );
  const typing = useTypingPause((words: string) => {
    void navigate(hrefOf(words, 1), { replace: true, preventScrollReset: true });
  }, TYPING_PAUSE_MS);
  // Words typed before the page's scripts ran (the tap on the box starts them): React
  // keeps the box's text while it hydrates, but its state starts from the server's
  // search and would put that back at the next render. The typed words win, and are
  // searched. Read once, after hydration.
  const answeredAtStart = useRef<string | null>(shownQuery);
  useEffect(() => {
    const answered = answeredAtStart.current;
    answeredAtStart.current = null;
    const typed = inputRef.current?.value ?? "";
    if (answered === null) return;
    // Nothing new to search: the list the controls script marked busy at a keystroke is current.
    if (typed === answered) return void resultsRef.current?.removeAttribute("aria-busy");
    setQuery(typed);
    typing.schedule(typed);
  }, [typing]);

  // The selection: tests, so it outlives the page that showed them.
  const [selected, setSelected] = useState<readonly LabTest[]>([]);
  const firstPage = useRef(tests);
  useEffect(() => {
    // Boxes ticked before the page's scripts ran are the first selection: React keeps
    // them ticked while it hydrates, so they are read after, once.
    const ticked = new Set(
      [
        ...document.querySelectorAll<HTMLInputElement>(`input[form="${ORDER_FORM_ID}"]:checked`),
      ].map((box) => box.value),
    );
    if (ticked.size > 0) setSelected(firstPage.current.filter((test) => ticked.has(test.code)));
  }, []);
  const toggle = useCallback((test: LabTest) => {
    setSelected((current) =>
      current.some((other) => other.code === test.code)
        ? current.filter((other) => other.code !== test.code)
        : [...current, test],
    );
  }, []);
  const remove = useCallback((code: string) => {
    setSelected((current) => current.filter((test) => test.code !== code));
  }, []);
  const selectedCodes = useMemo(() => new Set(selected.map((test) => test.code)), [selected]);
  const listedCodes = useMemo(() => new Set(tests.map((test) => test.code)), [tests]);

  const none = matches === 0;
  const from = (page - 1) * LAB_PAGE_SIZE + 1;
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby={LIST_ANCHOR} className="min-w-0">
        <h2 id={LIST_ANCHOR} className="scroll-mt-6 text-2xl font-bold sm:text-3xl">
          {t.search.heading}
        </h2>
        <form
          role="search"
          method="get"
          action={action}
          aria-labelledby={LIST_ANCHOR}
          onSubmit={(event) => {
            event.preventDefault();
            typing.cancel();
            void navigate(hrefOf(query, 1), { preventScrollReset: true });
          }}
          className="mt-4"
        >
          <label htmlFor="lab-search" className="sr-only">
            {t.search.label}
          </label>
          {/* Stacked on a phone: a button at the right edge would sit under the WhatsApp button. */}
          <div className="flex flex-col gap-2 sm:flex-row">
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <input
                ref={inputRef}
                id="lab-search"
                {...control("search")}
                type="search"
                name="q"
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  typing.schedule(event.target.value);
                }}
                placeholder={t.search.placeholder}
                aria-describedby="lab-search-hint"
                aria-controls="lab-results"
                autoComplete="off"
                spellCheck={false}
                maxLength={100}
                className="min-h-12 w-full rounded-full border border-slate-300 bg-white py-2 pr-3 pl-10 text-base sm:pl-11 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-3 focus:outline-offset-0 focus:outline-brand-600/30"
              />
            </div>
            <button
              type="submit"
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
            >
              {t.search.submit}
            </button>
          </div>
          <p id="lab-search-hint" className="mt-2 text-sm text-slate-600">
            {t.search.hint}
          </p>
        </form>

        {/* Busy (dimmed) from the first letter typed: the controls script sets it at the
            keystroke, React keeps it while its search loads and clears it after. */}
        <div
          ref={resultsRef}
          id="lab-results"
          aria-busy={loading || undefined}
          suppressHydrationWarning
          className="transition-opacity aria-busy:opacity-60"
        >
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
              : format(t.search.resultCount, {
                  from,
                  to: from + tests.length - 1,
                  count: matches,
                })}
          </p>
          {none ? (
            <p className="-mt-1 mb-3 text-center">
              <Link
                to={action}
                preventScrollReset
                onClick={() => {
                  typing.cancel();
                  setQuery("");
                  inputRef.current?.focus();
                }}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
              >
                {t.search.clear}
              </Link>
            </p>
          ) : null}

          <LabTestTable
            tests={tests}
            selectedCodes={selectedCodes}
            onToggle={toggle}
            t={t.table}
            callForPricing={t.callForPricing}
            hidden={none}
          />
          <Pager
            page={page}
            pageCount={pageCount}
            hrefOf={(number) => `${hrefOf(shownQuery, number)}#${LIST_ANCHOR}`}
            label={t.search.pagesLabel}
            t={pager}
            className="mt-6"
          />
        </div>
      </section>

      <div className="lg:sticky lg:top-24">
        <SelectionPanel
          selected={selected}
          listedCodes={listedCodes}
          onRemove={remove}
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
