import { describe, expect, it } from "vitest";
import {
  pageCountOf,
  pageHref,
  pageNumberFrom,
  pageSlice,
  pageWindow,
  responsivePageWindow,
} from "./paging";

describe("pageNumberFrom", () => {
  it("reads a whole number from 1", () => {
    expect(pageNumberFrom("2")).toBe(2);
    expect(pageNumberFrom("017")).toBe(17);
  });
  it("answers 1 for anything else", () => {
    for (const value of [null, undefined, "", "0", "-1", "1.5", "2e3", " 2", "abc", "9999999"]) {
      expect(pageNumberFrom(value), String(value)).toBe(1);
    }
  });
});

describe("pageCountOf", () => {
  it("is at least one page, and rounds a partial page up", () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
  });
});

describe("pageSlice", () => {
  it("reads the rows of the page asked for", () => {
    expect(pageSlice(45, 20, 2)).toEqual({ page: 2, pageCount: 3, limit: 20, offset: 20 });
    expect(pageSlice(45, 20, 3)).toEqual({ page: 3, pageCount: 3, limit: 20, offset: 40 });
  });
  it("keeps the page within the list: past the last shows the last, an empty list its one page", () => {
    expect(pageSlice(45, 20, 9)).toEqual({ page: 3, pageCount: 3, limit: 20, offset: 40 });
    expect(pageSlice(0, 20, 4)).toEqual({ page: 1, pageCount: 1, limit: 20, offset: 0 });
    expect(pageSlice(45, 20, 0)).toEqual({ page: 1, pageCount: 3, limit: 20, offset: 0 });
  });
});

describe("pageWindow", () => {
  it("shows every page of a short list", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("keeps the first, the last and the current page's neighbours, with gaps", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20]);
  });
  it("shows a single missing page rather than a gap mark", () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageWindow(17, 20)).toEqual([1, null, 16, 17, 18, 19, 20]);
  });
});

describe("pageHref", () => {
  it("leaves page 1 and empty parameters out", () => {
    expect(pageHref("/health-tips", { category: null }, 1)).toBe("/health-tips");
    expect(pageHref("/health-tips", { category: "nutrition" }, 1)).toBe(
      "/health-tips?category=nutrition",
    );
    expect(pageHref("/pt/health-tips", { category: "saúde" }, 3)).toBe(
      "/pt/health-tips?category=sa%C3%BAde&page=3",
    );
  });
});

describe("responsivePageWindow", () => {
  /** What one screen shows: its numbers and gaps in order. */
  const shownOn = (screen: "phone" | "wide", current: number, count: number) =>
    responsivePageWindow(current, count)
      .filter((item) => item.screens === "both" || item.screens === screen)
      .map((item) => item.page);

  it("shows each screen its own window, each page once", () => {
    for (const [current, count] of [
      [1, 1],
      [1, 3],
      [2, 9],
      [3, 9],
      [4, 9],
      [5, 1000],
      [999, 1000],
    ] as const) {
      expect(shownOn("wide", current, count), `${current} of ${count}`).toEqual(
        pageWindow(current, count, 1),
      );
      expect(shownOn("phone", current, count), `${current} of ${count}`).toEqual(
        pageWindow(current, count, 0),
      );
      const numbers = responsivePageWindow(current, count).flatMap((item) =>
        item.page === null ? [] : [item.page],
      );
      expect(new Set(numbers).size).toBe(numbers.length);
    }
  });

  it("marks the neighbours for the wide screen, and the gaps each screen needs after a number", () => {
    // Wide: 1 2 3 4 5 … 9; phone: 1 … 4 … 9.
    expect(responsivePageWindow(4, 9)).toEqual([
      { page: 1, screens: "both" },
      { page: null, screens: "phone" },
      { page: 2, screens: "wide" },
      { page: 3, screens: "wide" },
      { page: 4, screens: "both" },
      { page: null, screens: "phone" },
      { page: 5, screens: "wide" },
      { page: null, screens: "wide" },
      { page: 9, screens: "both" },
    ]);
  });
});
