import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { dynamicPublicRoutes, emailLinkPages, staticPublicPaths } from "./public-pages";

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
  .filter((path) => path !== "/pt" && !path.startsWith("/pt/"));

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
