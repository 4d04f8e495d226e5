import type { APIRequestContext, Page } from "@playwright/test";
import { staticPublicPaths } from "~/platform/public-pages";
import { expect, test } from "./fixtures";
import {
  languageTags,
  localeDefinitions,
  localeFromPathname,
  locales,
  localizePath,
  unlocalizedPathname,
  type Locale,
} from "~/i18n/locales";
import {
  decode,
  eachLimited,
  getText,
  jsonLdTexts,
  linksUnder,
  parseSitemap,
  samplePages,
  sitemapIndexParts,
  W3C_DATETIME,
} from "./site-pages";

/*
 * What search engines and link previews read: every public page's head in both
 * languages, its structured data, the sitemap, robots.txt and the RSS feeds.
 * Mostly plain HTTP requests and string parsing, so the whole file stays fast.
 * Absolute URLs carry SITE_URL's origin (not the test server's); they are
 * checked to share one origin and then fetched from the server under test.
 */

// The first test of a worker fetches every sample page; the server may be a busy dev server.
test.describe.configure({ timeout: 60_000 });

type Tag = Record<string, string>;

type PageHead = {
  path: string;
  lang: string;
  h1Count: number;
  title: string;
  metas: Tag[];
  links: Tag[];
  jsonLd: Array<Record<string, unknown>>;
  html: string;
};

function attributes(tag: string): Tag {
  const result: Tag = {};
  for (const match of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    result[(match[1] ?? "").toLowerCase()] = decode(match[2] ?? "");
  }
  return result;
}

function parseHead(path: string, html: string): PageHead {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  return {
    path,
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? "",
    h1Count: (html.match(/<h1[\s>]/g) ?? []).length,
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ""),
    metas: [...head.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => attributes(tag)),
    links: [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => attributes(tag)),
    jsonLd: jsonLdTexts(html).map((json) => JSON.parse(json) as Record<string, unknown>),
    html,
  };
}

function meta(head: PageHead, key: string): string | undefined {
  return head.metas.find((tag) => tag.property === key || tag.name === key)?.content;
}
function metas(head: PageHead, key: string): string[] {
  return head.metas.filter((tag) => tag.property === key).map((tag) => tag.content ?? "");
}
function canonical(head: PageHead): string | undefined {
  return head.links.find((link) => link.rel === "canonical")?.href;
}
function hreflangs(head: PageHead): Record<string, string> {
  return Object.fromEntries(
    head.links
      .filter((link) => link.rel === "alternate" && link.hreflang)
      .map((link) => [link.hreflang, link.href]),
  );
}
function jsonLdOfType(head: PageHead, type: string): Record<string, unknown> | undefined {
  return head.jsonLd.find((data) => data["@type"] === type);
}

/** A page of a health tips category: its own address, in its own language only. */
function isCategoryPage(path: string): boolean {
  return /\/health-tips\?category=/.test(path);
}

/** The 404 page, in each language. */
const notFoundPages = locales.map((locale) => localizePath("/no-such-page", locale));

let heads: Promise<Map<string, PageHead>> | undefined;
/** The heads of the sample pages, fetched once per worker. */
function loadHeads(request: APIRequestContext): Promise<Map<string, PageHead>> {
  heads ??= (async () => {
    const paths = await samplePages(request);
    const fetched = new Map<string, PageHead>();
    await eachLimited(paths, async (path) => {
      fetched.set(path, parseHead(path, await getText(request, path)));
    });
    // In the sample's order, so failures name pages in a stable order.
    return new Map(paths.map((path) => [path, fetched.get(path) as PageHead]));
  })();
  return heads;
}

/** The language of a page's address. */
const languageOf = (path: string): Locale => localeFromPathname(path);
const ogLocaleOf = (locale: Locale): string =>
  localeDefinitions.find((definition) => definition.code === locale)!.ogLocale;

/** The origin every absolute URL uses: SITE_URL's, read from the home page's canonical. */
async function siteOrigin(request: APIRequestContext): Promise<string> {
  const home = (await loadHeads(request)).get("/");
  const origin = new URL(canonical(home as PageHead) ?? "").origin;
  return origin;
}

/** An absolute URL of the site, as a path on the server under test. */
function local(url: string, origin: string): string {
  expect(url.startsWith(`${origin}/`) || url === origin, `${url} is on ${origin}`).toBe(true);
  const { pathname, search } = new URL(url);
  return pathname + search;
}

test("every public page has one h1, its own title and description, and a canonical address", async ({
  request,
}) => {
  const pages = await loadHeads(request);
  const origin = await siteOrigin(request);
  const notFound = await Promise.all(
    notFoundPages.map(async (path) => parseHead(path, await getText(request, path, 404))),
  );
  const seen = Object.fromEntries(
    locales.map((locale) => [locale, { titles: new Map(), descriptions: new Map() }]),
  ) as Record<Locale, { titles: Map<string, string>; descriptions: Map<string, string> }>;
  for (const head of [...pages.values(), ...notFound]) {
    const { path } = head;
    const language = languageOf(path);
    expect(head.lang, path).toBe(languageTags[language]);
    expect(head.h1Count, `${path}: <h1> count`).toBe(1);
    // Each title and description says what this page is: search results show 70 to 160
    // characters of a description and make up their own for a shorter one.
    expect(head.title, path).not.toBe("");
    expect(head.title.length, `${path}: title "${head.title}"`).toBeLessThanOrEqual(75);
    const description = meta(head, "description") ?? "";
    expect(description.length, `${path}: description "${description}"`).toBeGreaterThanOrEqual(70);
    expect(description.length, `${path}: description "${description}"`).toBeLessThanOrEqual(160);

    const { titles, descriptions } = seen[language];
    expect(titles.get(head.title), `${path}: title "${head.title}" also used by`).toBeUndefined();
    expect(descriptions.get(description), `${path}: description also used by`).toBeUndefined();
    titles.set(head.title, path);
    descriptions.set(description, path);
    if (notFound.includes(head)) continue;

    const href = canonical(head);
    expect(
      head.links.filter((link) => link.rel === "canonical"),
      path,
    ).toHaveLength(1);
    // The canonical address is this page itself (articles are only sampled in their own language).
    expect(href, path).toBe(`${origin}${path === "/" ? "/" : path}`);
  }
});

test("hreflang alternates name every language and x-default, and point at each other", async ({
  request,
}) => {
  const pages = await loadHeads(request);
  const origin = await siteOrigin(request);
  const everyLanguage = [...locales.map((locale) => languageTags[locale]), "x-default"].sort();
  for (const head of pages.values()) {
    const alternates = hreflangs(head);
    if (isCategoryPage(head.path)) {
      // Each language has its own categories: no alternates.
      expect(alternates, head.path).toEqual({});
      continue;
    }
    if (/\/health-tips\/[^/]+$/.test(head.path)) {
      // An article names only its versions visitors see (app/features/blog/translations.test.ts),
      // each at its own slug, and none when it has no other; each lists the same set back.
      if (Object.keys(alternates).length === 0) continue;
      expect(alternates["x-default"], head.path).toBeDefined();
      const versions = Object.entries(alternates)
        .filter(([hreflang]) => hreflang !== "x-default")
        .map(([, href]) => local(href, origin));
      expect(versions, head.path).toContain(head.path);
      for (const other of versions) {
        const otherHead = pages.get(other) ?? parseHead(other, await getText(request, other));
        expect(hreflangs(otherHead), `${other} lists ${head.path} back`).toEqual(alternates);
      }
      continue;
    }
    expect(Object.keys(alternates).sort(), head.path).toEqual(everyLanguage);
    const english = local(alternates.en ?? "", origin);
    expect(alternates["x-default"], head.path).toBe(alternates.en);
    expect(english, head.path).toBe(unlocalizedPathname(head.path));
    const versions = locales.map((locale) => local(alternates[languageTags[locale]] ?? "", origin));
    expect(versions, head.path).toEqual(locales.map((locale) => localizePath(english, locale)));
    // The page is one of its own alternates, and each alternate lists the same set back.
    expect(versions, head.path).toContain(head.path);
    for (const other of versions) {
      const otherHead = pages.get(other);
      expect(otherHead, `${other}, an alternate of ${head.path}`).toBeDefined();
      expect(hreflangs(otherHead as PageHead), `${other} lists ${head.path} back`).toEqual(
        alternates,
      );
    }
  }
});

test("Open Graph and Twitter tags describe every page, with a share image that loads", async ({
  request,
}) => {
  const pages = await loadHeads(request);
  const origin = await siteOrigin(request);
  const images = new Set<string>();
  for (const head of pages.values()) {
    const { path } = head;
    const article = /\/health-tips\/[^/]+$/.test(path);
    const title = meta(head, "og:title") ?? "";
    expect(title, path).not.toBe("");
    expect(head.title, path).toContain(title);
    expect(meta(head, "og:description"), path).toBe(meta(head, "description"));
    expect(meta(head, "og:url"), path).toBe(canonical(head));
    expect(meta(head, "og:type"), path).toBe(article ? "article" : "website");
    expect(meta(head, "og:site_name"), path).toBeTruthy();
    const language = languageOf(path);
    expect(meta(head, "og:locale"), path).toBe(ogLocaleOf(language));
    // The other languages the page is in: every other one, or for an article its versions.
    const otherLanguages = Object.keys(hreflangs(head))
      .filter((hreflang) => hreflang !== "x-default" && hreflang !== languageTags[language])
      .map((hreflang) => ogLocaleOf(locales.find((locale) => languageTags[locale] === hreflang)!));
    expect([...metas(head, "og:locale:alternate")].sort(), path).toEqual(otherLanguages.sort());
    if (!article && !isCategoryPage(path))
      expect(otherLanguages, path).toHaveLength(locales.length - 1);
    const image = meta(head, "og:image") ?? "";
    expect(image, path).toMatch(/^https?:\/\//);
    expect(meta(head, "og:image:alt"), path).toBeTruthy();
    if (!article) {
      expect(meta(head, "og:image:width"), path).toBe("1200");
      expect(meta(head, "og:image:height"), path).toBe("630");
    }
    expect(meta(head, "twitter:card"), path).toBe("summary_large_image");
    expect(meta(head, "twitter:title"), path).toBe(title);
    expect(meta(head, "twitter:description"), path).toBe(meta(head, "description"));
    expect(meta(head, "twitter:image"), path).toBe(image);
    images.add(image);
  }
  for (const image of images) {
    const response = await request.get(local(image, origin));
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toMatch(/^image\/(?:jpeg|png|webp|gif)/);
  }
});

test("the home and contact pages describe the clinic as a MedicalClinic, in every language", async ({
  request,
}) => {
  const pages = await loadHeads(request);
  const origin = await siteOrigin(request);
  for (const path of locales.flatMap((locale) =>
    ["/", "/contact"].map((page) => localizePath(page, locale)),
  )) {
    const head = pages.get(path) as PageHead;
    const clinic = jsonLdOfType(head, "MedicalClinic");
    expect(clinic, path).toBeDefined();
    if (!clinic) continue;
    expect(clinic["@context"], path).toBe("https://schema.org");
    expect(clinic.name, path).toBe(meta(head, "og:site_name"));
    // One clinic: the same @id and url on the pages of every language.
    expect(clinic["@id"], path).toBe(`${origin}/#clinic`);
    expect(clinic.url, path).toBe(`${origin}/`);
    // The same phone, social profiles and address the page shows in its footer.
    const tel = /href="tel:(\+\d+)"/.exec(head.html)?.[1];
    expect(clinic.telephone, path).toBe(tel);
    const address = clinic.address as Record<string, string>;
    expect(address["@type"], path).toBe("PostalAddress");
    for (const part of [address.streetAddress, address.addressLocality, address.postalCode]) {
      expect(part, path).toBeTruthy();
      expect(head.html, path).toContain(part);
    }
    const geo = clinic.geo as Record<string, unknown>;
    expect(geo["@type"], path).toBe("GeoCoordinates");
    // Five decimals: a map pin on the building, not the neighbourhood.
    for (const degrees of [geo.latitude, geo.longitude]) {
      expect(typeof degrees, path).toBe("number");
      expect(String(degrees), path).toMatch(/^-?\d+\.\d{5}$/);
    }
    const hours = clinic.openingHoursSpecification as Array<Record<string, unknown>>;
    expect(hours.length, path).toBeGreaterThan(0);
    for (const group of hours) {
      expect((group.dayOfWeek as string[]).length, path).toBeGreaterThan(0);
      expect(group.opens, path).toMatch(/^\d{2}:\d{2}$/);
      expect(group.closes, path).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(clinic.priceRange, path).toBeTruthy();
    expect((clinic.medicalSpecialty as string[]).length, path).toBeGreaterThan(0);
    const services = clinic.availableService as Array<Record<string, string>>;
    expect(services.length, path).toBeGreaterThan(0);
    for (const service of services) {
      expect(head.html, `${path}: ${service.name}`).toContain(service.name ?? "");
      expect(service.url, path).toMatch(/\/services\/[a-z-]+$/);
    }
    expect(clinic.isAcceptingNewPatients, path).toBe(true);
    const social = [
      ...head.html.matchAll(/href="(https:\/\/www\.(?:facebook|instagram|youtube)\.com\/[^"]+)"/g),
    ];
    expect(clinic.sameAs, path).toEqual([...new Set(social.map((match) => match[1]))]);
  }
});

test("an article is a BlogPosting and a team member page has a breadcrumb trail", async ({
  request,
}) => {
  const pages = await loadHeads(request);
  const origin = await siteOrigin(request);
  const articles = [...pages.values()].filter((head) => /\/health-tips\/[^/]+$/.test(head.path));
  expect(articles.length).toBeGreaterThanOrEqual(2);
  // Each member's page by language and name (its h1).
  const teamPages = new Map<string, string>();
  for (const head of pages.values()) {
    if (!/^\/team\/[^/]+$/.test(unlocalizedPathname(head.path))) continue;
    const name = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(head.html)?.[1] ?? "");
    teamPages.set(`${languageOf(head.path)}:${name}`, head.path);
  }
  let linkedAuthors = 0;
  for (const head of articles) {
    const post = jsonLdOfType(head, "BlogPosting");
    expect(post, head.path).toBeDefined();
    if (!post) continue;
    const h1 = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(head.html)?.[1] ?? "");
    expect(post.headline, head.path).toBe(h1);
    expect(post.description, head.path).toBe(meta(head, "description"));
    expect(post.inLanguage, head.path).toBe(languageTags[languageOf(head.path)]);
    expect(post.mainEntityOfPage, head.path).toEqual({
      "@type": "WebPage",
      "@id": canonical(head),
    });
    const published = Date.parse(String(post.datePublished));
    const modified = Date.parse(String(post.dateModified));
    expect(published, head.path).not.toBeNaN();
    expect(modified, head.path).toBeGreaterThanOrEqual(published);
    // The byline's person, linked to their page in the article's language when on the team.
    const author = post.author as Record<string, string>;
    expect(author["@type"], head.path).toBe("Person");
    expect(head.html, head.path).toContain(author.name);
    const memberPage = teamPages.get(`${languageOf(head.path)}:${author.name}`);
    expect(author.url, `${head.path}: author's page`).toBe(
      memberPage ? `${origin}${memberPage}` : undefined,
    );
    if (memberPage) linkedAuthors++;
    const publisher = post.publisher as Record<string, unknown>;
    expect(publisher.name, head.path).toBe(meta(head, "og:site_name"));
    const logo = (publisher.logo as Record<string, string>).url ?? "";
    // The post's own picture, or the share image of its language when it shows the default one.
    const image = (post.image as string[])[0] ?? "";
    expect(meta(head, "og:image"), head.path).toBe(image);
    const picture = /<article[\s\S]*?<img[^>]*\ssrc="([^"]+)"/.exec(head.html)?.[1] ?? "";
    if (/\/blog-default\./.test(picture)) {
      expect(image, head.path).toBe(`${origin}/images/share/share-${languageOf(head.path)}.jpg`);
    } else {
      expect(image, head.path).not.toContain("/images/share/");
    }
    for (const url of [logo, image]) {
      const response = await request.get(local(url, origin));
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toMatch(/^image\//);
    }
    const trail = jsonLdOfType(head, "BreadcrumbList")?.itemListElement as Array<
      Record<string, unknown>
    >;
    expect(trail.at(-1)?.item, head.path).toBe(canonical(head));
  }
  // The demo's articles are written by its team.
  expect(linkedAuthors, "articles whose author links to the team").toBeGreaterThan(0);

  const member = [...pages.values()].filter((head) =>
    /^\/team\/[^/]+$/.test(unlocalizedPathname(head.path)),
  );
  expect(member.length).toBeGreaterThanOrEqual(2);
  for (const head of member) {
    const trail = jsonLdOfType(head, "BreadcrumbList")?.itemListElement as Array<
      Record<string, unknown>
    >;
    const h1 = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(head.html)?.[1] ?? "");
    const language = languageOf(head.path);
    expect(
      trail.map((step) => [step.position, local(String(step.item), origin)]),
      head.path,
    ).toEqual([
      [1, localizePath("/", language)],
      [2, localizePath("/team", language)],
      [3, head.path],
    ]);
    expect(trail[2]?.name, head.path).toBe(h1);
    expect(
      trail.every((step) => typeof step.name === "string" && step.name !== ""),
      head.path,
    ).toBe(true);
  }
});

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

test("robots.txt lets crawlers in, keeps them out of the staff portal and the demo's stand-ins, and names the sitemap", async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  const sitemap = lines.find((line) => line.startsWith("Sitemap: "))?.slice("Sitemap: ".length);
  const origin = await siteOrigin(request);
  expect(sitemap).toBe(`${origin}/sitemap.xml`);
  // The staff portal, the sign-in API and the demo's stand-in pages; nothing else.
  expect(lines.filter((line) => line.startsWith("Disallow:"))).toEqual([
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /demo/",
  ]);
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
