import { locales } from "~/i18n/locales";
import { beforeEach, describe, expect, it } from "vitest";
import { serviceDetails } from "~/features/services/services";
import { blogPosts, labTests, pageContent, teamMembers } from "~/platform/db/schema";
import { blogRssChannel, RSS_ITEMS } from "~/features/blog/feed.server";
import {
  sitemapPartEntries,
  sitemapPartName,
  sitemapParts,
} from "~/features/sitemap/sitemap.server";
import { staticPublicPaths } from "~/platform/public-pages";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { englishTexts } from "../../../tests/support/team";

const origin = "https://clinic.example.com";
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
/** When the demo membership plans and insurers were written (their migration's rows). */
const demoCatalogueDate = new Date("2025-11-10T14:00:00Z");

/** Every URL of the sitemap: the entries of each part its index names. */
async function allEntries(db: Parameters<typeof sitemapParts>[0]) {
  const parts = await sitemapParts(db);
  const entries = await Promise.all(parts.map((part) => sitemapPartEntries(db, origin, part.name)));
  return entries.flatMap((part) => part ?? []);
}

describe("sitemapPartName", () => {
  it("reads a part's address, and nothing else", () => {
    expect(sitemapPartName("pages.xml")).toBe("pages");
    expect(sitemapPartName("team.xml")).toBe("team");
    expect(sitemapPartName("health-tips-12.xml")).toBe("health-tips-12");
    for (const segment of [
      "health-tips-0.xml",
      "health-tips-01.xml",
      "pages",
      "x.xml",
      "health-tips-1.xml.gz",
    ]) {
      expect(sitemapPartName(segment), segment).toBeNull();
    }
  });
});

describe.each(testDatabases)("sitemap and feeds on $name", (database) => {
  const handle = openForDescribe(database);

  beforeEach(async () => {
    const { db } = handle;
    await db.delete(blogPosts);
    await db.delete(teamMembers);
    await db.delete(pageContent);
    await db.delete(labTests);
    await db.insert(teamMembers).values([
      {
        id: "11111111-1111-4111-8111-111111111111",
        slug: "ana",
        name: "Ana",
        texts: englishTexts("Nurse"),
        updatedAt: day(3),
      },
      {
        id: "22222222-2222-4222-8222-222222222222",
        slug: "bo",
        name: "Bo",
        texts: englishTexts("MD"),
        updatedAt: day(4),
      },
      {
        id: "33333333-3333-4333-8333-333333333333",
        slug: "cy",
        name: "Cy",
        texts: englishTexts("Gone"),
        active: false,
        updatedAt: day(9),
      },
    ]);
    await db.insert(blogPosts).values([
      {
        title: "Water & you",
        slug: "water",
        excerpt: "Drink <more>",
        author: "Ana",
        category: "nutrition",
        published: true,
        locale: "en",
        createdAt: day(1),
        publishAt: day(1),
        updatedAt: day(5),
      },
      {
        title: "Draft",
        slug: "draft",
        published: false,
        locale: "en",
        createdAt: day(2),
        publishAt: day(2),
        updatedAt: day(20),
      },
      {
        title: "Água",
        slug: "agua",
        published: true,
        locale: "pt-BR",
        createdAt: day(2),
        publishAt: day(2),
        updatedAt: day(6),
      },
    ]);
    await db.insert(pageContent).values([
      {
        pageName: "about_us",
        sectionName: "title",
        locale: "en",
        contentValue: "A",
        updatedAt: day(7),
      },
      {
        pageName: "site",
        sectionName: "phone",
        locale: "en",
        contentValue: "(407) 555-0100",
        updatedAt: day(8),
      },
    ]);
    await db
      .insert(labTests)
      .values([{ code: "1", name: "CBC", price: "$10", updatedAt: day(10) }]);
  });

  it("lists every public URL in every language with alternates, and real update times", async () => {
    const entries = await allEntries(handle.db);
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    const both = (path: string) => [
      `${origin}${path}`,
      `${origin}${path === "/" ? "/pt" : `/pt${path}`}`,
      `${origin}${path === "/" ? "/es" : `/es${path}`}`,
    ];

    for (const path of [
      ...staticPublicPaths,
      ...serviceDetails.map(({ id }) => `/services/${id}`),
      // Members by their readable addresses, never by id.
      "/team/ana",
      "/team/bo",
    ]) {
      for (const loc of both(path)) {
        const entry = byLoc.get(loc);
        expect(entry, loc).toBeDefined();
        expect(entry?.alternates?.map((alternate) => alternate.hreflang)).toEqual([
          "en",
          "pt-BR",
          "es",
          "x-default",
        ]);
        expect(entry?.alternates?.map((alternate) => alternate.href)).toContain(loc);
      }
    }
    // Hidden members, drafts and articles in the other language are not listed.
    expect(
      [...byLoc.keys()].filter((loc) => loc.includes("/team/cy") || loc.includes("1111-4111")),
    ).toEqual([]);
    expect([...byLoc.keys()].filter((loc) => loc.includes("draft"))).toEqual([]);
    expect(byLoc.get(`${origin}/health-tips/water`)).toEqual({
      loc: `${origin}/health-tips/water`,
      lastmod: day(5),
    });
    expect(byLoc.get(`${origin}/pt/health-tips/agua`)?.lastmod).toEqual(day(6));
    expect(byLoc.has(`${origin}/pt/health-tips/water`)).toBe(false);
    expect(byLoc.has(`${origin}/health-tips/agua`)).toBe(false);
    expect(entries).toHaveLength(
      (staticPublicPaths.length + serviceDetails.length + 2) * locales.length + 2,
    );

    expect(byLoc.get(`${origin}/team/ana`)?.lastmod).toEqual(day(3));
    // The team page changes when any member does, a hidden one included.
    expect(byLoc.get(`${origin}/team`)?.lastmod).toEqual(day(9));
    expect(byLoc.get(`${origin}/health-tips`)?.lastmod).toEqual(day(5));
    expect(byLoc.get(`${origin}/pt/health-tips`)?.lastmod).toEqual(day(6));
    expect(byLoc.get(`${origin}/lab-tests`)?.lastmod).toEqual(day(10));
    expect(byLoc.get(`${origin}/about`)?.lastmod).toEqual(day(7));
    // Portuguese About Us shows only Portuguese rows (none here). An older entry of page
    // "site" dates no page: the clinic's facts are Clinic Details now, on every page.
    expect(byLoc.get(`${origin}/pt/about`)?.lastmod).toBeNull();
    expect(byLoc.get(`${origin}/pt/contact`)?.lastmod).toBeNull();
    // Pages made only of shipped texts have no honest time.
    expect(byLoc.get(`${origin}/foundation`)?.lastmod).toBeNull();
    // The membership plans, insurers and service pages are rows: the demo's were written with the demo.
    expect(byLoc.get(`${origin}/membership`)?.lastmod).toEqual(demoCatalogueDate);
    expect(byLoc.get(`${origin}/pt/services/membership`)?.lastmod).toEqual(demoCatalogueDate);
    expect(byLoc.get(`${origin}/insurance`)?.lastmod).toEqual(demoCatalogueDate);
    expect(byLoc.get(`${origin}/services/checkup`)?.lastmod).toEqual(demoCatalogueDate);
  });

  it("is an index of parts: the pages, the team, the articles, each with its latest change", async () => {
    expect(await sitemapParts(handle.db)).toEqual([
      // The lab prices are the pages' latest change.
      { name: "pages", lastmod: day(10) },
      { name: "team", lastmod: day(9) },
      { name: "health-tips-1", lastmod: day(6) },
    ]);
    expect(await sitemapPartEntries(handle.db, origin, "health-tips-2")).toBeNull();
  });

  it("puts the articles in parts of a fixed size, oldest first, so a new one changes the last part only", async () => {
    await handle.db.insert(blogPosts).values(
      Array.from({ length: 3 }, (_, n) => ({
        title: `Tip ${n}`,
        slug: `tip-${n}`,
        published: true,
        locale: "en" as const,
        publishAt: day(10 + n),
        updatedAt: day(10 + n),
      })),
    );
    // Five published articles, two to a part: water, agua | tip-0, tip-1 | tip-2.
    const parts = await sitemapParts(handle.db, 2);
    expect(parts.slice(2)).toEqual([
      { name: "health-tips-1", lastmod: day(6) },
      { name: "health-tips-2", lastmod: day(11) },
      { name: "health-tips-3", lastmod: day(12) },
    ]);
    const slugsOf = async (name: `health-tips-${number}`) =>
      (await sitemapPartEntries(handle.db, origin, name, 2))?.map((entry) =>
        entry.loc.slice(entry.loc.lastIndexOf("/") + 1),
      );
    expect(await slugsOf("health-tips-1")).toEqual(["water", "agua"]);
    expect(await slugsOf("health-tips-2")).toEqual(["tip-0", "tip-1"]);
    expect(await slugsOf("health-tips-3")).toEqual(["tip-2"]);
    expect(await slugsOf("health-tips-4")).toBeUndefined();
  });

  it("names a translated article's versions visitors see as reciprocal alternates, x-default English", async () => {
    const translated = "44444444-4444-4444-8444-444444444444";
    const noEnglish = "55555555-5555-4555-8555-555555555555";
    const post = (
      slug: string,
      locale: "en" | "pt-BR" | "es",
      groupId: string,
      published = true,
    ) => ({
      title: slug,
      slug,
      published,
      locale,
      groupId,
      publishAt: day(11),
      updatedAt: day(11),
    });
    await handle.db.insert(blogPosts).values([
      post("sleep", "en", translated),
      post("sono", "pt-BR", translated),
      post("sueno", "es", translated),
      post("fe", "pt-BR", noEnglish),
      post("fe-es", "es", noEnglish),
      // A draft translation is no version a visitor can reach: never named.
      post("fe-en", "en", noEnglish, false),
    ]);
    const byLoc = new Map(
      ((await sitemapPartEntries(handle.db, origin, "health-tips-1")) ?? []).map((entry) => [
        entry.loc,
        entry.alternates,
      ]),
    );
    const all = [
      { hreflang: "en", href: `${origin}/health-tips/sleep` },
      { hreflang: "pt-BR", href: `${origin}/pt/health-tips/sono` },
      { hreflang: "es", href: `${origin}/es/health-tips/sueno` },
      { hreflang: "x-default", href: `${origin}/health-tips/sleep` },
    ];
    expect(byLoc.get(`${origin}/health-tips/sleep`)).toEqual(all);
    expect(byLoc.get(`${origin}/pt/health-tips/sono`)).toEqual(all);
    expect(byLoc.get(`${origin}/es/health-tips/sueno`)).toEqual(all);
    const withoutEnglish = [
      { hreflang: "pt-BR", href: `${origin}/pt/health-tips/fe` },
      { hreflang: "es", href: `${origin}/es/health-tips/fe-es` },
    ];
    expect(byLoc.get(`${origin}/pt/health-tips/fe`)).toEqual(withoutEnglish);
    expect(byLoc.get(`${origin}/es/health-tips/fe-es`)).toEqual(withoutEnglish);
    // An article in one language has none.
    expect(byLoc.get(`${origin}/health-tips/water`)).toBeUndefined();
    expect(byLoc.has(`${origin}/health-tips/water`)).toBe(true);
  });

  it("dates a post saved before its publish date from the moment it appeared", async () => {
    // Saved on day 12 for day 15 (both past now): everything that lists it changed on day 15.
    await handle.db.insert(blogPosts).values({
      title: "Scheduled",
      slug: "scheduled",
      published: true,
      locale: "en",
      createdAt: day(12),
      updatedAt: day(12),
      publishAt: day(15),
    });
    const byLoc = new Map((await allEntries(handle.db)).map((entry) => [entry.loc, entry]));
    expect(byLoc.get(`${origin}/health-tips/scheduled`)?.lastmod).toEqual(day(15));
    expect(byLoc.get(`${origin}/health-tips`)?.lastmod).toEqual(day(15));
    expect((await sitemapParts(handle.db)).at(-1)).toEqual({
      name: "health-tips-1",
      lastmod: day(15),
    });
    expect((await blogRssChannel(handle.db, origin, "en")).lastBuildDate).toEqual(day(15));
    // A post edited after its date keeps the edit's.
    expect(byLoc.get(`${origin}/health-tips/water`)?.lastmod).toEqual(day(5));
  });

  it("feeds each language's published posts only", async () => {
    const english = await blogRssChannel(handle.db, origin, "en");
    expect(english.link).toBe(`${origin}/health-tips`);
    expect(english.selfLink).toBe(`${origin}/health-tips/rss.xml`);
    expect(english.lastBuildDate).toEqual(day(5));
    expect(english.items).toEqual([
      {
        title: "Water & you",
        link: `${origin}/health-tips/water`,
        description: "Drink <more>",
        pubDate: day(1),
        category: "Nutrition",
        author: "Ana",
      },
    ]);
    const portuguese = await blogRssChannel(handle.db, origin, "pt-BR");
    expect(portuguese.selfLink).toBe(`${origin}/pt/health-tips/rss.xml`);
    expect(portuguese.language).toBe("pt-br");
    expect(portuguese.items.map((item) => item.link)).toEqual([`${origin}/pt/health-tips/agua`]);
  });

  it("holds the newest articles only, however many there are", async () => {
    await handle.db.insert(blogPosts).values(
      Array.from({ length: RSS_ITEMS + 5 }, (_, n) => ({
        title: `Tip ${n}`,
        slug: `tip-${n}`,
        published: true,
        locale: "en" as const,
        publishAt: day(30 + n),
        updatedAt: day(30 + n),
      })),
    );
    const english = await blogRssChannel(handle.db, origin, "en");
    expect(english.items).toHaveLength(RSS_ITEMS);
    expect(english.items[0]?.title).toBe(`Tip ${RSS_ITEMS + 4}`);
    expect(english.items.at(-1)?.title).toBe("Tip 5");
    expect(english.lastBuildDate).toEqual(day(30 + RSS_ITEMS + 4));
  });
});
