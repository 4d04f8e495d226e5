import { describe, expect, it } from "vitest";
import { defineListQuery } from "./list-query";

const list = defineListQuery({
  maxSearch: 10,
  filters: { status: ["draft", "published"], category: { pattern: /^[a-z-]{1,20}$/ } },
  sorts: ["newest", "title"],
});

const parse = (search: string) => list.parse(new URLSearchParams(search));

describe("defineListQuery", () => {
  it("reads the search, filters, sort and page of a URL", () => {
    expect(parse("q=%20flu%20&status=draft&category=mental-health&sort=title&page=3")).toEqual({
      q: "flu",
      filters: { status: "draft", category: "mental-health" },
      sort: "title",
      page: 3,
    });
  });

  it("ignores unknown, oversized and malformed values, keeping the defaults", () => {
    expect(
      parse(`status=deleted&category=DROP%20TABLE&sort=${"x".repeat(100)}&page=-2&other=1`),
    ).toEqual({ q: "", filters: { status: null, category: null }, sort: "newest", page: 1 });
    expect(list.parse(new URL("http://portal/admin?status=" + "d".repeat(50))).filters.status).toBe(
      null,
    );
  });

  it("cuts the search to its size", () => {
    expect(parse(`q=${"a".repeat(500)}`).q).toBe("a".repeat(10));
  });

  it("writes a place back, defaults left out, the page last", () => {
    const query = parse("q=flu&status=published&sort=title&page=2");
    expect(list.href("/admin/blog", query)).toBe(
      "/admin/blog?q=flu&status=published&sort=title&page=2",
    );
    expect(list.href("/admin/blog", query, 1)).toBe(
      "/admin/blog?q=flu&status=published&sort=title",
    );
    expect(list.href("/admin/blog", parse("sort=newest&page=1"))).toBe("/admin/blog");
    // What is written reads back the same.
    expect(parse(list.href("/x", query).split("?")[1] ?? "")).toEqual(query);
  });

  it("knows a narrowed list from a sorted one", () => {
    expect(list.isNarrowed(parse("sort=title"))).toBe(false);
    expect(list.isNarrowed(parse("q=a"))).toBe(true);
    expect(list.isNarrowed(parse("category=fitness"))).toBe(true);
  });
});
