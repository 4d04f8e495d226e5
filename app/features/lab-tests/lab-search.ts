import { format } from "~/i18n/format";
import type { LabTest } from "./lab-test";

/*
 * The lab test page's logic, as pure functions: search, price parsing, the
 * selection total and the WhatsApp order message.
 * Client-safe and free of React, so the server (no-JS search and order), the
 * page and the benchmark (scripts/bench-lab-search.ts) share one implementation.
 */

/** Most characters a search query keeps; a test name is never longer. */
export const MAX_QUERY_LENGTH = 100;

const DIACRITICS = /[\u0300-\u036f]/g;
const WHITESPACE = /\s+/g;

/** Lowercase, without accents, spaces collapsed and trimmed: "  Sjögren's " → "sjogren's". */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(DIACRITICS, "")
    .toLowerCase()
    .replace(WHITESPACE, " ")
    .trim();
}

/** A test with its search keys computed once. */
export type LabSearchEntry = {
  readonly test: LabTest;
  readonly name: string;
  readonly code: string;
};

export function buildLabSearchIndex(tests: readonly LabTest[]): LabSearchEntry[] {
  return tests.map((test) => ({
    test,
    name: normalizeSearchText(test.name),
    code: normalizeSearchText(test.code),
  }));
}

function filterEntries(entries: readonly LabSearchEntry[], needle: string): LabSearchEntry[] {
  return entries.filter((entry) => entry.name.includes(needle) || entry.code.includes(needle));
}

/**
 * Case- and accent-insensitive substring match on the test name or the test
 * code. An empty query matches every test. Order is kept.
 */
export function searchLabTests(entries: readonly LabSearchEntry[], query: string): LabTest[] {
  const needle = normalizeSearchText(query.slice(0, MAX_QUERY_LENGTH));
  const matches = needle ? filterEntries(entries, needle) : entries;
  return matches.map((entry) => entry.test);
}

/** How many recent queries a searcher remembers. */
const CACHE_SIZE = 64;

/**
 * A memoizing search over one catalog, for typing: the keys are computed
 * once, a repeated query (backspace) is answered from the cache, and a query
 * that contains an earlier one (the next keystroke) only scans that earlier
 * query's matches: whatever contains "lipid" also contains "lip".
 */
export function createLabSearch(tests: readonly LabTest[]): (query: string) => readonly LabTest[] {
  const all = buildLabSearchIndex(tests);
  const allTests = all.map((entry) => entry.test);
  const cache = new Map<string, { entries: LabSearchEntry[]; tests: LabTest[] }>();

  return (query) => {
    const needle = normalizeSearchText(query.slice(0, MAX_QUERY_LENGTH));
    if (!needle) return allTests;
    const hit = cache.get(needle);
    if (hit) {
      // Refresh its place so the cache drops the least recently used query.
      cache.delete(needle);
      cache.set(needle, hit);
      return hit.tests;
    }
    let base: readonly LabSearchEntry[] = all;
    for (const [previous, result] of cache) {
      if (result.entries.length < base.length && needle.includes(previous)) base = result.entries;
    }
    const entries = filterEntries(base, needle);
    const result = { entries, tests: entries.map((entry) => entry.test) };
    cache.set(needle, result);
    if (cache.size > CACHE_SIZE) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return result.tests;
  };
}

const PRICE = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A price text in cents: "$35.00" → 3500, "$5,100.00" → 510000,
 * "$1,234,567.89" → 123456789. Every thousands separator is removed (not only
 * the first, as the original did). Empty text or anything that is not a dollar
 * amount ("Call for price") is null: the test is priced on request.
 */
export function parsePriceCents(price: string): number | null {
  const cleaned = price
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/,/g, "");
  const match = PRICE.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  const total = whole * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

export function isCallForPrice(test: Pick<LabTest, "price">): boolean {
  return parsePriceCents(test.price) === null;
}

/** Cents as US dollars with thousands separators and two decimals: 510000 → "$5,100.00". */
export function formatDollars(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `$${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${rest}`;
}

export type SelectionSummary = {
  count: number;
  /** Sum of the listed prices; tests priced on request are skipped, never counted as $0. */
  totalCents: number;
  callForPriceCount: number;
};

export function summarizeSelection(tests: readonly LabTest[]): SelectionSummary {
  let totalCents = 0;
  let callForPriceCount = 0;
  for (const test of tests) {
    const cents = parsePriceCents(test.price);
    if (cents === null) callForPriceCount += 1;
    else totalCents += cents;
  }
  return { count: tests.length, totalCents, callForPriceCount };
}

/** The Total line: 'Call for pricing' when it is 0, otherwise dollars with 2 decimals. */
export function formatTotal(totalCents: number, callForPricing: string): string {
  return totalCents === 0 ? callForPricing : formatDollars(totalCents);
}

/** The translated pieces of the order message; {placeholders} are filled by format(). */
export type OrderMessageTemplates = {
  /** First line, e.g. "Hello! I would like to order these lab tests:". */
  greeting: string;
  /** One line per test: {index}, {name}, {code}, {price}. */
  line: string;
  /** Stands for {price} of a test priced on request. */
  callForPricing: string;
  /** {total}: the listed prices added up, two decimals. */
  total: string;
  /** Added when some tests are priced on request. */
  callForPricingNote: string;
};

/**
 * The WhatsApp text for Buy Now: the tests numbered with their prices, then
 * the total to two decimals, and/or a note that some tests need a call for
 * pricing (when every test does, only the note).
 */
export function buildOrderMessage(
  tests: readonly LabTest[],
  templates: OrderMessageTemplates,
): string {
  const lines = [templates.greeting];
  tests.forEach((test, index) => {
    const cents = parsePriceCents(test.price);
    lines.push(
      format(templates.line, {
        index: index + 1,
        name: test.name,
        code: test.code,
        price: cents === null ? templates.callForPricing : formatDollars(cents),
      }),
    );
  });
  const summary = summarizeSelection(tests);
  lines.push("");
  if (summary.totalCents > 0) {
    lines.push(format(templates.total, { total: formatDollars(summary.totalCents) }));
  }
  if (summary.callForPriceCount > 0) lines.push(templates.callForPricingNote);
  return lines.join("\n");
}

/** The tests with these codes, in the order given, each once; unknown codes are ignored. */
export function pickTests(tests: readonly LabTest[], codes: readonly string[]): LabTest[] {
  const byCode = new Map(tests.map((test) => [test.code, test]));
  const picked = new Map<string, LabTest>();
  for (const code of codes) {
    const test = byCode.get(code);
    if (test && !picked.has(code)) picked.set(code, test);
  }
  return [...picked.values()];
}
