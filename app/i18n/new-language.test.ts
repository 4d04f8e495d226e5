import { describe, expect, it, vi } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { emailLinkPages, publicPages } from "~/platform/public-pages";
import { testDatabases } from "../../tests/support/databases";
import type * as LocaleListModule from "./locale-list";

/*
 * The promise of app/i18n/locale-list.ts: a new language is a line there (and its
 * dictionary). Here a fourth language is added to the list at run time, and the route
 * table, the URL helpers and the sitemap follow it with no other change.
 */
vi.mock("./locale-list", async (importOriginal) => {
  const { localeList } = await importOriginal<typeof LocaleListModule>();
  return {
    localeList: [
      ...localeList,
      {
        code: "fr",
        prefix: "/fr",
        tag: "fr",
        intl: "fr-FR",
        ogLocale: "fr_FR",
        nativeName: "Français",
        shortName: "FR",
        viewIn: "Voir en français",
        staffName: "French",
      },
    ],
  };
});

/** Every route of the table, with the path it answers at and its id. */
function flatten(
  entries: readonly RouteConfigEntry[],
  parentPath = "",
): { path: string; id: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index
      ? parentPath || "/"
      : entry.path === undefined
        ? parentPath
        : `${parentPath}/${entry.path}`.replace(/\/+/g, "/");
    const self = entry.id ? [{ path: path || "/", id: entry.id }] : [];
    return [...self, ...flatten(entry.children ?? [], path)];
  });
}

describe("a fourth language on the list", () => {
  it("gets every public page, the feed and the URL helpers, from the list alone", async () => {
    const locales = await import("./locales");
    expect(locales.locales).toEqual(["en", "pt-BR", "es", "fr"]);
    expect(locales.localeFromPathname("/fr/about")).toBe("fr");
    expect(locales.localizePath("/about", "fr" as never)).toBe("/fr/about");
    expect(locales.switchLocalePath("/es/contact", "fr" as never)).toBe("/fr/contact");
    expect(locales.unlocalizedPathname("/fr")).toBe("/");

    const { default: routes } = await import("~/routes");
    const table = flatten(routes);
    const byPath = new Map(table.map((route) => [route.path, route.id]));
    for (const { path, file } of [...publicPages, ...emailLinkPages]) {
      const module = file.replace(/^routes\/site\//, "").replace(/\.tsx$/, "");
      for (const [prefix, idPrefix] of [
        ["", ""],
        ["/pt", "pt/"],
        ["/es", "es/"],
        ["/fr", "fr/"],
      ] as const) {
        const localized = path === "/" ? prefix || "/" : `${prefix}/${path.replace(/^\//, "")}`;
        expect(byPath.get(localized), localized).toBe(`${idPrefix}${module}`);
      }
    }
    expect(byPath.get("/fr/health-tips/rss.xml")).toBe("fr/health-tips-rss");
  });

  it("is in the sitemap, each page naming all four languages and x-default", async () => {
    const { sitemapPartEntries } = await import("~/features/sitemap/sitemap.server");
    const handle = await testDatabases[0]!.open();
    try {
      const entries = (await sitemapPartEntries(handle.db, "https://clinic.example", "pages"))!;
      const about = entries.filter((entry) => entry.loc.endsWith("/about"));
      expect(about.map((entry) => entry.loc)).toEqual([
        "https://clinic.example/about",
        "https://clinic.example/pt/about",
        "https://clinic.example/es/about",
        "https://clinic.example/fr/about",
      ]);
      for (const entry of about) {
        expect(entry.alternates).toEqual([
          { hreflang: "en", href: "https://clinic.example/about" },
          { hreflang: "pt-BR", href: "https://clinic.example/pt/about" },
          { hreflang: "es", href: "https://clinic.example/es/about" },
          { hreflang: "fr", href: "https://clinic.example/fr/about" },
          { hreflang: "x-default", href: "https://clinic.example/about" },
        ]);
      }
    } finally {
      await handle.close();
    }
  });
});
