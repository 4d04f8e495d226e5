import type { Page } from "@playwright/test";
import { staticPublicPaths } from "~/platform/public-pages";
import { expect, test } from "./fixtures";
import { languageTags, locales, localizePath } from "~/i18n/locales";
import {
  hreflangs,
  jsonLdOfType,
  languageOf,
  loadHeads,
  local,
  parseHead,
  siteOrigin,
  type PageHead,
} from "../support/page-heads";
import {
  decode,
  eachLimited,
  getText,
  linksUnder,
  parseSitemap,
  sitemapIndexParts,
  W3C_DATETIME,
} from "../support/public-site";

/*
 * What search engines and link previews read that a browser also checks here: the FAQs a
 * page shows against its FAQPage, and the sitemap's and feeds' XML, parsed by the browser's
 * own parser. Every page's head, its structured data and robots.txt, which need no browser,
 * are checked by tests/site/seo.test.ts (Vitest). Absolute URLs carry SITE_URL's origin (not
 * the test server's); they are checked to share one origin and then fetched from the server
 * under test.
 */

// The first test of a worker fetches every sample page; the server may be a busy dev server.
test.describe.configure({ timeout: 60_000 });

test("the FAQs a page shows are its FAQPage, in every language", async ({ request, page }) => {
  const pages = await loadHeads(request);
  const inEveryLanguage = (paths: string[]) =>
    locales.flatMap((locale) => paths.map((path) => localizePath(path, locale)));
  for (const path of inEveryLanguage(["/insurance", "/services/checkup"])) {
    const head = pages.get(path);
    const faq = head && jsonLdOfType(head, "FAQPage");
    expect((faq?.mainEntity as unknown[] | undefined)?.length, path).toBeGreaterThan(0);
  }
  for (const path of inEveryLanguage(["/membership"])) {
    await page.goto(path);
    const questions = await page.locator("#faq h3").allTextContents();
    const answers = await page.locator("#faq [role=region]").allTextContents();
    expect(questions.length, path).toBeGreaterThan(0);
    const faq = jsonLdOfType((await loadHeads(request)).get(path) as PageHead, "FAQPage");
    const entities = faq?.mainEntity as Array<{
      "@type": string;
      name: string;
      acceptedAnswer: { "@type": string; text: string };
    }>;
    expect(
      entities.map((entity) => [entity["@type"], entity.name, entity.acceptedAnswer["@type"]]),
      path,
    ).toEqual(questions.map((question) => ["Question", question.trim(), "Answer"]));
    expect(
      entities.map((entity) => entity.acceptedAnswer.text),
      path,
    ).toEqual(answers.map((answer) => answer.trim()));
  }
});

/** Parses XML in the browser; returns the root element's name, or the parser's error. */
async function xmlRoot(page: Page, xml: string): Promise<string> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const error = doc.querySelector("parsererror");
    return error ? `parsererror: ${error.textContent ?? ""}` : doc.documentElement.nodeName;
  }, xml);
}

test("the sitemap is an index of parts that list every public page in every language, and every address answers", async ({
  request,
  page,
}) => {
  // About a hundred pages are requested.
  test.setTimeout(90_000);
  const origin = await siteOrigin(request);
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
  const index = await response.text();
  expect(await xmlRoot(page, index)).toBe("sitemapindex");
  const parts = sitemapIndexParts(index);
  expect(parts.map(({ loc }) => local(loc, origin))).toEqual([
    "/sitemaps/pages.xml",
    "/sitemaps/team.xml",
    "/sitemaps/health-tips-1.xml",
  ]);
  for (const { loc, lastmod } of parts) expect(lastmod, loc).toMatch(W3C_DATETIME);
  // The index changed when its newest part did.
  const newest = Math.max(...parts.map(({ lastmod = "" }) => Date.parse(lastmod)));
  expect(Date.parse(response.headers()["last-modified"] ?? "")).toBe(
    Math.floor(newest / 1000) * 1000,
  );
  const entries: ReturnType<typeof parseSitemap> = [];
  for (const { loc } of parts) {
    const part = await request.get(local(loc, origin));
    expect(part.status(), loc).toBe(200);
    const xml = await part.text();
    expect(await xmlRoot(page, xml)).toBe("urlset");
    entries.push(...parseSitemap(xml));
  }
  expect((await request.get("/sitemaps/health-tips-2.xml")).status()).toBe(404);
  expect((await request.get("/sitemaps/everything.xml")).status()).toBe(404);
  const paths = entries.map((entry) => local(entry.loc, origin));
  expect(new Set(paths).size, "each URL once").toBe(paths.length);

  const expected = new Set<string>();
  for (const path of staticPublicPaths) {
    for (const locale of locales) expected.add(localizePath(path, locale));
  }
  // Team members and services in every language; articles in their own language only.
  for (const locale of locales) {
    for (const list of ["/team", "/services", "/health-tips"].map((path) =>
      localizePath(path, locale),
    )) {
      for (const link of linksUnder(await getText(request, list), list)) expected.add(link);
    }
  }
  expect(expected.size).toBeGreaterThan(staticPublicPaths.length * locales.length + 10);
  for (const path of expected) expect(paths, `${path} in the sitemap`).toContain(path);
  for (const path of paths) {
    expect(path, "no staff page").not.toMatch(/^\/admin|^\/api\//);
  }

  // Each item's date is when it changed (the demo's content is seeded with its own dates),
  // not one instant such as the moment the database was seeded.
  const lastmods = new Set(entries.flatMap((entry) => (entry.lastmod ? [entry.lastmod] : [])));
  expect(lastmods.size, `distinct lastmod values: ${[...lastmods].join(", ")}`).toBeGreaterThan(3);

  const statuses = new Map<string, number>();
  const articleHeads = new Map<string, PageHead>();
  await eachLimited(paths, async (path) => {
    const response = await request.get(path);
    statuses.set(path, response.status());
    if (/\/health-tips\/[^/]+$/.test(path) && response.ok()) {
      articleHeads.set(path, parseHead(path, await response.text()));
    }
  });
  const now = Date.now();
  let translatedArticles = 0;
  for (const entry of entries) {
    const path = local(entry.loc, origin);
    // A full URL, escaped as the protocol asks (a space or an accent would change here).
    expect(new URL(entry.loc).href, path).toBe(entry.loc);
    expect(statuses.get(path), `${path} answers`).toBe(200);
    if (entry.lastmod) {
      expect(entry.lastmod, path).toMatch(W3C_DATETIME);
      expect(Date.parse(entry.lastmod), path).toBeLessThanOrEqual(now + 60_000);
    }
    const alternates = entry.alternates;
    if (/\/health-tips\/[^/]+$/.test(path)) {
      // An article names the versions it has, as its page's hreflang links do (none when alone).
      expect(alternates, path).toEqual(hreflangs(articleHeads.get(path) as PageHead));
      if (Object.keys(alternates).length > 0) translatedArticles += 1;
      // An article's lastmod is its structured data's dateModified (to the second).
      const posting = jsonLdOfType(articleHeads.get(path) as PageHead, "BlogPosting");
      if (posting && entry.lastmod) {
        const modified = Date.parse(String(posting.dateModified));
        expect(Date.parse(entry.lastmod), path).toBe(Math.floor(modified / 1000) * 1000);
      }
      continue;
    }
    expect(Object.keys(alternates).sort(), path).toEqual(
      [...locales.map((locale) => languageTags[locale]), "x-default"].sort(),
    );
    expect(Object.values(alternates), path).toContain(entry.loc);
    // Each alternate is listed too, with the same alternates.
    for (const href of locales.map((locale) => alternates[languageTags[locale]])) {
      const other = entries.find((candidate) => candidate.loc === href);
      expect(other?.alternates, `${href} (alternate of ${path})`).toEqual(alternates);
    }
  }
  // The demo's Spanish articles translate English ones.
  expect(translatedArticles).toBeGreaterThan(1);
});

test("each language's RSS feed lists its published health tips, and the pages point to it", async ({
  request,
  page,
}) => {
  const origin = await siteOrigin(request);
  for (const list of locales.map((locale) => localizePath("/health-tips", locale))) {
    const html = await getText(request, list);
    const head = parseHead(list, html);
    const feedLink = head.links.find(
      (link) => link.rel === "alternate" && link.type === "application/rss+xml",
    );
    expect(feedLink?.title, list).toBeTruthy();
    const feedPath = local(feedLink?.href ?? "", origin);
    expect(feedPath).toBe(`${list}/rss.xml`);

    const response = await request.get(feedPath);
    expect(response.status(), feedPath).toBe(200);
    expect(response.headers()["content-type"], feedPath).toContain("application/rss+xml");
    expect(response.headers()["cache-control"], feedPath).toBe("public, max-age=3600");
    const xml = await response.text();
    expect(await xmlRoot(page, xml), feedPath).toBe("rss");
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<rss version="2\.0"[\s>]/);
    // RSS 2.0's required channel elements: a title, a link (below) and a description.
    const channel = xml.slice(0, xml.indexOf("<item>"));
    expect(decode(/<title>([^<]*)<\/title>/.exec(channel)?.[1] ?? ""), feedPath).not.toBe("");
    expect(
      decode(/<description>([^<]*)<\/description>/.exec(channel)?.[1] ?? ""),
      feedPath,
    ).not.toBe("");
    expect(xml).toContain(`<link>${origin}${list}</link>`);
    expect(xml).toContain(`<atom:link href="${origin}${feedPath}" rel="self"`);
    expect(xml).toContain(`<language>${languageTags[languageOf(list)].toLowerCase()}</language>`);

    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body = ""]) => ({
      link: decode(/<link>([^<]+)<\/link>/.exec(body)?.[1] ?? ""),
      title: decode(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? ""),
      pubDate: /<pubDate>([^<]+)<\/pubDate>/.exec(body)?.[1] ?? "",
      guid: decode(/<guid isPermaLink="true">([^<]+)<\/guid>/.exec(body)?.[1] ?? ""),
    }));
    // Exactly the articles the page lists: published, in this language.
    expect(items.map((item) => local(item.link, origin)).sort(), feedPath).toEqual(
      linksUnder(html, list),
    );
    for (const item of items) {
      expect(item.title, item.link).not.toBe("");
      expect(item.guid, item.link).toBe(item.link);
      expect(decode(html), item.link).toContain(item.title);
      expect(item.pubDate, item.link).toMatch(
        /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
    }
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates, "newest first").toEqual([...dates].sort((a, b) => b - a));
  }
});
