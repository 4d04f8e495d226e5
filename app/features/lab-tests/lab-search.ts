import { format } from "~/i18n/format";
import type { LabTest } from "./lab-test";

/*
 * The lab test page's logic, as pure functions: the words a search looks for (the
 * database answers it), price parsing, the selection total and the WhatsApp order
 * message. Client-safe and free of React, so the server and the page share them.
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

/** Tests a page of the public list shows (issue 29): a screenful on a phone or a desktop. */
export const LAB_PAGE_SIZE = 20;

/** Most words a search looks for; a test name has fewer. */
const MAX_SEARCH_WORDS = 8;

/**
 * The words a search looks for, as the database's lab search index splits a test's name
 * and code (the generated column search_words of lab_tests in app/platform/db/schema.ts): lower case, without accents,
 * letters and digits only ("Sjögren's SS-B" → sjogren, s, ss, b).
 */
export function labSearchWords(query: string): string[] {
  return normalizeSearchText(query.slice(0, MAX_QUERY_LENGTH))
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
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
