import { describe, expect, test } from "vitest";
import { PageCache, type CachedPage } from "./page-cache.server";

function page(body: string, encoded: CachedPage["encoded"] = {}): CachedPage {
  return {
    status: 200,
    headers: [["content-type", "text/html"]],
    body: Buffer.from(body),
    encoded,
    etag: 'W/"test"',
    lastModified: null,
    scriptHashes: [],
    compression: "fast",
  };
}

const bodyOf = (stored: CachedPage | undefined) => stored?.body.toString();

/** What a render read, when a test does not care. */
const reads = new Set(["page_content"]);

function cacheAt(start = 0, options: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) {
  const clock = { now: start };
  const cache = new PageCache({
    maxAgeMs: 60_000,
    maxEntries: 10,
    maxBytes: 1_000,
    now: () => clock.now,
    ...options,
  });
  return { cache, clock };
}

describe("page cache", () => {
  test("replaces a page with its better compressed copy, keeping when it was stored", () => {
    const { cache, clock } = cacheAt(1_000);
    const fast = page("team", { br: Buffer.from("0123456789") });
    cache.set("/team", fast, cache.generation, reads);
    clock.now += 30_000;
    const best = { ...fast, encoded: { br: Buffer.from("01234") }, compression: "best" as const };
    expect(cache.replace("/team", fast, best)).toBe(true);
    expect(cache.get("/team")).toBe(best);
    // Stored at 1 000, not 31 000: still gone a minute after the render.
    clock.now += 30_000;
    expect(cache.get("/team")).toBeUndefined();

    // A copy of a page that has changed meanwhile is not put back.
    cache.set("/team", page("team v2"), cache.generation, reads);
    expect(cache.replace("/team", fast, best)).toBe(false);
    expect(bodyOf(cache.get("/team"))).toBe("team v2");
    cache.invalidate();
    expect(cache.replace("/team", fast, best)).toBe(false);
  });

  test("serves a stored page until it is a minute old", () => {
    const { cache, clock } = cacheAt(1_000);
    expect(cache.get("/team")).toBeUndefined();
    expect(cache.set("/team", page("team v1"), cache.generation, reads)).toBe(true);
    clock.now += 59_999;
    expect(bodyOf(cache.get("/team"))).toBe("team v1");
    clock.now += 1;
    expect(cache.get("/team")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test("an invalidation forgets every stored page", () => {
    const { cache } = cacheAt();
    cache.set("/", page("home"), cache.generation, reads);
    cache.set("/pt", page("início"), cache.generation, reads);
    cache.invalidate();
    expect(cache.get("/")).toBeUndefined();
    expect(cache.get("/pt")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test("an edit that names the tables it wrote forgets only the pages that read one of them", () => {
    const { cache } = cacheAt();
    cache.set("/team", page("team"), cache.generation, new Set(["page_content", "team_members"]));
    cache.set("/lab-tests", page("lab"), cache.generation, new Set(["page_content", "lab_tests"]));
    cache.set("/privacy", page("privacy"), cache.generation, new Set());
    const renderingSince = cache.generation;

    cache.invalidate({ tables: new Set(["team_members", "audit_log"]) });
    expect(cache.get("/team")).toBeUndefined();
    expect(bodyOf(cache.get("/lab-tests"))).toBe("lab");
    expect(bodyOf(cache.get("/privacy"))).toBe("privacy");
    // A render in flight may have read the old row: it is not kept.
    expect(cache.set("/team", page("old team"), renderingSince, reads)).toBe(false);

    // A table every page reads (the clinic's settings) takes them all but a page that read nothing.
    cache.invalidate({ tables: new Set(["page_content"]) });
    expect(cache.get("/lab-tests")).toBeUndefined();
    expect(bodyOf(cache.get("/privacy"))).toBe("privacy");
    expect(cache.size).toBe(1);
    // An edit whose tables are not known takes every page.
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  test("a render that started before an edit is not stored after it", () => {
    const { cache } = cacheAt();
    const startedIn = cache.generation;
    cache.invalidate(); // an editor saves while the page renders with the old content
    expect(cache.set("/team", page("old team"), startedIn, reads)).toBe(false);
    expect(cache.get("/team")).toBeUndefined();
    // The next render, started after the edit, is kept.
    expect(cache.set("/team", page("new team"), cache.generation, reads)).toBe(true);
    expect(bodyOf(cache.get("/team"))).toBe("new team");
  });

  test("keeps at most maxEntries pages, dropping the least recently used", () => {
    const { cache } = cacheAt(0, { maxEntries: 2 });
    cache.set("/a", page("a"), cache.generation, reads);
    cache.set("/b", page("b"), cache.generation, reads);
    cache.get("/a"); // /b is now the least recently used
    cache.set("/c", page("c"), cache.generation, reads);
    expect(cache.get("/b")).toBeUndefined();
    expect(bodyOf(cache.get("/a"))).toBe("a");
    expect(bodyOf(cache.get("/c"))).toBe("c");
  });

  test("keeps at most maxBytes of pages and never stores one larger than that", () => {
    const { cache } = cacheAt(0, { maxBytes: 10 });
    expect(cache.set("/big", page("x".repeat(11)), cache.generation, reads)).toBe(false);
    cache.set("/a", page("aaaaaa"), cache.generation, reads);
    cache.set("/b", page("bbbbbb"), cache.generation, reads);
    expect(cache.get("/a")).toBeUndefined();
    expect(bodyOf(cache.get("/b"))).toBe("bbbbbb");
  });

  test("replacing a page counts its size once", () => {
    const { cache } = cacheAt(0, { maxBytes: 10 });
    cache.set("/a", page("aaaaaa"), cache.generation, reads);
    cache.set("/a", page("aaaaaaa"), cache.generation, reads);
    cache.set("/b", page("bbb"), cache.generation, reads);
    expect(bodyOf(cache.get("/a"))).toBe("aaaaaaa");
    expect(bodyOf(cache.get("/b"))).toBe("bbb");
  });

  test("counts a page's compressed forms in its size", () => {
    const { cache } = cacheAt(0, { maxBytes: 10 });
    const compressed = { br: Buffer.from("bb"), gzip: Buffer.from("ggg") };
    expect(cache.set("/big", page("x".repeat(6), compressed), cache.generation, reads)).toBe(false);
    expect(cache.set("/a", page("x".repeat(5), compressed), cache.generation, reads)).toBe(true);
    cache.set("/b", page("b"), cache.generation, reads);
    expect(cache.get("/a")).toBeUndefined();
    expect(bodyOf(cache.get("/b"))).toBe("b");
  });
});
