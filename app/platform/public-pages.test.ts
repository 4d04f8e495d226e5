import { localeFromPathname } from "~/i18n/locales";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { dynamicPublicRoutes, emailLinkPages, pageQuery, staticPublicPaths } from "./public-pages";

/** Every path a route config serves pages at (layouts add nothing), with each page's file. */
function pagePaths(entries: readonly RouteConfigEntry[], parent = ""): Map<string, string> {
  const paths = new Map<string, string>();
  for (const entry of entries) {
    const own = entry.index ? "" : (entry.path ?? "");
    const full = [parent, own].filter(Boolean).join("/");
    if (entry.children) {
      for (const [path, file] of pagePaths(entry.children, full)) paths.set(path, file);
    } else if (entry.index || entry.path !== undefined) {
      paths.set(`/${full}`, entry.file);
    }
  }
  return paths;
}

const served = pagePaths(routes);
/** Public pages: React components (.tsx), not the staff portal, not resource routes. */
const publicPages = [...served].filter(
  ([path, file]) => file.endsWith(".tsx") && !/^\/admin(?:\/|$)/.test(path),
);
const englishPages = publicPages
  .map(([path]) => path)
  .filter((path) => localeFromPathname(path) === "en");

describe("public paths", () => {
  it("lists every page without a parameter registered in app/routes.ts, and no other", () => {
    const registered = englishPages.filter((path) => !/[:*]/.test(path));
    const emailLinks = emailLinkPages.map((page) => page.path);
    expect([...staticPublicPaths, ...emailLinks].sort()).toEqual(registered.sort());
  });

  it("lists every page with a parameter (the catch-all 404 aside)", () => {
    const registered = englishPages.filter((path) => /:/.test(path));
    expect([...dynamicPublicRoutes].sort()).toEqual(registered.sort());
  });

  it("has each page in Portuguese under /pt too", () => {
    const emailLinks = emailLinkPages.map((page) => page.path);
    for (const path of [...staticPublicPaths, ...dynamicPublicRoutes, ...emailLinks]) {
      const portuguese = path === "/" ? "/pt" : `/pt${path}`;
      expect(served.get(portuguese), portuguese).toBe(served.get(path));
    }
  });
});

describe("the query a page reads", () => {
  it("keeps the page's own parameters in their order, in both languages and for data requests", () => {
    expect(pageQuery("/lab-tests", "?utm_source=flyer&q=flu&test=1&test=2&order=")).toBe(
      "?q=flu&test=1&test=2&order=",
    );
    expect(pageQuery("/pt/lab-tests", "?page=2&all=1&r=9")).toBe("?page=2");
    expect(
      pageQuery("/pt/health-tips.data", "?category=nutrition&_routes=routes%2Fsite%2Fblog"),
    ).toBe("?category=nutrition&_routes=routes%2Fsite%2Fblog");
    expect(pageQuery("/health-tips/newsletter/confirm", "?token=abc&fbclid=1")).toBe("?token=abc");
  });

  it("drops what no page reads, and keeps a preview link's token on any page", () => {
    expect(pageQuery("/", "?r=123")).toBe("");
    expect(pageQuery("/pt", "?")).toBe("");
    expect(pageQuery("/team", "?q=flu&category=x")).toBe("");
    expect(pageQuery("/about", "?preview=t.1&x=2")).toBe("?preview=t.1");
  });

  it("keeps the whole query of an address that is no listed page", () => {
    expect(pageQuery("/__manifest", "?p=%2Fpt&version=abc")).toBe("?p=%2Fpt&version=abc");
    expect(pageQuery("/team/4b1c", "?x=2")).toBe("?x=2");
  });
});
