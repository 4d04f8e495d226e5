import { describe, expect, it } from "vitest";
import {
  buildOrderMessage,
  formatDollars,
  formatTotal,
  isCallForPrice,
  normalizeSearchText,
  parsePriceCents,
  labSearchWords,
  pickTests,
  summarizeSelection,
  type OrderMessageTemplates,
} from "./lab-search";
import labTests from "~/startup/seed/lab-tests.json";
import type { LabTest } from "./lab-test";

const catalog: LabTest[] = [
  { name: "Lipid Panel", code: "7600", price: "$29.00" },
  { name: "CBC with Differential", code: "6399", price: "$25.00" },
  { name: "Sjögren's Antibodies (SS-A and SS-B)", code: "18470", price: "$120.50" },
  { name: "Whole Genome Sequencing", code: "623439", price: "$5,100.00" },
  { name: "Multi-Cancer Early Detection", code: "44120", price: "" },
  { name: "Vitamin D, 25-Hydroxy", code: "17306", price: "$59.00" },
];

const names = (tests: readonly LabTest[]) => tests.map((test) => test.name);

describe("normalizeSearchText", () => {
  it("lowercases, removes accents and collapses spaces", () => {
    expect(normalizeSearchText("  SJÖGREN's   Antibodies ")).toBe("sjogren's antibodies");
    expect(normalizeSearchText("Guillain-Barré")).toBe("guillain-barre");
  });
});

describe("labSearchWords", () => {
  it("splits what is typed as the search index splits names: words of letters and digits, without case or accents", () => {
    expect(labSearchWords("  Vitamin D ")).toEqual(["vitamin", "d"]);
    expect(labSearchWords("SJÖGREN's SS-B")).toEqual(["sjogren", "s", "ss", "b"]);
    expect(labSearchWords("25-OH")).toEqual(["25", "oh"]);
    expect(labSearchWords("Guillain-Barré")).toEqual(["guillain", "barre"]);
  });

  it("finds nothing to look for in signs alone, and keeps at most eight words", () => {
    expect(labSearchWords("")).toEqual([]);
    expect(labSearchWords("  (&) -- ")).toEqual([]);
    // Nothing a tsquery would read as an operator survives.
    expect(labSearchWords("a & b | !c :* 'd'")).toEqual(["a", "b", "c", "d"]);
    expect(labSearchWords("1 2 3 4 5 6 7 8 9 10")).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
    ]);
  });
});

describe("parsePriceCents", () => {
  it("reads dollars and cents", () => {
    expect(parsePriceCents("$35.00")).toBe(3500);
    expect(parsePriceCents("$120.50")).toBe(12050);
    expect(parsePriceCents("$19.9")).toBe(1990);
    expect(parsePriceCents("$20")).toBe(2000);
    expect(parsePriceCents(" $ 42.95 ")).toBe(4295);
  });

  it("removes every thousands separator, not only the first", () => {
    expect(parsePriceCents("$5,100.00")).toBe(510000);
    expect(parsePriceCents("$1,250.00")).toBe(125000);
    expect(parsePriceCents("$1,234,567.89")).toBe(123456789);
  });

  it("treats empty text and call-for-price markers as no price", () => {
    for (const text of ["", "   ", "Call for price", "CALL", "$", "$12.345", "-$5.00", "$1.2.3"]) {
      expect(parsePriceCents(text), text).toBeNull();
    }
    expect(isCallForPrice({ price: "" })).toBe(true);
    expect(isCallForPrice({ price: "$25.00" })).toBe(false);
  });
});

describe("formatDollars and formatTotal", () => {
  it("prints two decimals with thousands separators", () => {
    expect(formatDollars(0)).toBe("$0.00");
    expect(formatDollars(5)).toBe("$0.05");
    expect(formatDollars(2950)).toBe("$29.50");
    expect(formatDollars(515400)).toBe("$5,154.00");
    expect(formatDollars(123456789)).toBe("$1,234,567.89");
  });

  it("says 'Call for pricing' when the total is 0", () => {
    expect(formatTotal(0, "Call for pricing")).toBe("Call for pricing");
    expect(formatTotal(5400, "Call for pricing")).toBe("$54.00");
  });
});

describe("summarizeSelection", () => {
  it("adds the listed prices exactly and skips call-for-price tests", () => {
    const selected = [catalog[0], catalog[3], catalog[4], catalog[2]] as LabTest[];
    expect(summarizeSelection(selected)).toEqual({
      count: 4,
      totalCents: 2900 + 510000 + 12050,
      callForPriceCount: 1,
    });
  });

  it("adds cents without floating-point drift", () => {
    const dimes = Array.from({ length: 3 }, (_, i) => ({
      name: `T${i}`,
      code: `${i}`,
      price: "$0.10",
    }));
    expect(formatDollars(summarizeSelection(dimes).totalCents)).toBe("$0.30");
  });

  it("is zero for nothing selected", () => {
    expect(summarizeSelection([])).toEqual({ count: 0, totalCents: 0, callForPriceCount: 0 });
  });
});

describe("buildOrderMessage", () => {
  const templates: OrderMessageTemplates = {
    greeting: "Hello! I would like to order these lab tests:",
    line: "{index}. {name} (code {code}) - {price}",
    callForPricing: "call for pricing",
    total: "Total: {total}",
    callForPricingNote: "Some tests require calling for pricing.",
  };

  it("numbers the tests with their prices and ends with the total to two decimals", () => {
    const message = buildOrderMessage([catalog[0], catalog[3]] as LabTest[], templates);
    expect(message).toBe(
      [
        "Hello! I would like to order these lab tests:",
        "1. Lipid Panel (code 7600) - $29.00",
        "2. Whole Genome Sequencing (code 623439) - $5,100.00",
        "",
        "Total: $5,129.00",
      ].join("\n"),
    );
  });

  it("says that some tests need a call for pricing", () => {
    const mixed = buildOrderMessage([catalog[4], catalog[1]] as LabTest[], templates);
    expect(mixed).toContain("1. Multi-Cancer Early Detection (code 44120) - call for pricing");
    expect(mixed).toContain("2. CBC with Differential (code 6399) - $25.00");
    expect(mixed.endsWith("Total: $25.00\nSome tests require calling for pricing.")).toBe(true);

    const onlyOnRequest = buildOrderMessage([catalog[4]] as LabTest[], templates);
    expect(onlyOnRequest).not.toContain("Total");
    expect(onlyOnRequest.endsWith("Some tests require calling for pricing.")).toBe(true);
  });
});

describe("pickTests", () => {
  it("keeps the given order, drops unknown codes and duplicates", () => {
    expect(names(pickTests(catalog, ["623439", "nope", "7600", "623439"]))).toEqual([
      "Whole Genome Sequencing",
      "Lipid Panel",
    ]);
  });
});

describe("the sample catalog", () => {
  it("has several hundred tests with unique numeric codes", () => {
    expect(labTests.length).toBeGreaterThanOrEqual(300);
    const codes = labTests.map((test) => test.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{3,6}$/);
  });

  it("prices every test from about $20 to $5,100, or on request for about 5%", () => {
    const prices = labTests.map((test) => parsePriceCents(test.price));
    const listed = prices.filter((cents): cents is number => cents !== null);
    expect(Math.min(...listed)).toBeGreaterThanOrEqual(1500);
    expect(Math.max(...listed)).toBe(510000);
    const onRequest = prices.length - listed.length;
    expect(onRequest / prices.length).toBeGreaterThan(0.02);
    expect(onRequest / prices.length).toBeLessThan(0.08);
    // Every non-empty price text parses: no typo hides a test behind "call for pricing".
    for (const test of labTests) if (test.price) expect(parsePriceCents(test.price)).not.toBeNull();
  });
});
