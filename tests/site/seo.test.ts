import { expect, test } from "vitest";
import {
  languageTags,
  localeDefinitions,
  locales,
  localizePath,
  unlocalizedPathname,
  type Locale,
} from "~/i18n/locales";
import {
  canonical,
  hreflangs,
  jsonLdOfType,
  languageOf,
  loadHeads,
  local,
  meta,
  metas,
  parseHead,
  siteOrigin,
  type PageHead,
} from "../support/page-heads";
import { decode, getText } from "../support/public-site";
import { siteRequest } from "./request";

/*
 * What search engines and link previews read: every public page's head in every language,
 * its structured data, and robots.txt, over plain HTTP (tests/support/page-heads.ts). The
 * sitemap, the RSS feeds and the FAQs, which a browser also reads, are checked by
 * tests/e2e/seo.spec.ts.
 */

const request = siteRequest();

/** A page of a health tips category: its own address, in its own language only. */
function isCategoryPage(path: string): boolean {
  return /\/health-tips\?category=/.test(path);
}

/** The 404 page, in each language. */
const notFoundPages = locales.map((locale) => localizePath("/no-such-page", locale));

const ogLocaleOf = (locale: Locale): string =>
  localeDefinitions.find((definition) => definition.code === locale)!.ogLocale;

test("every public page has one h1, its own title and description, and a canonical address", async () => {
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

test("hreflang alternates name every language and x-default, and point at each other", async () => {
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

test("Open Graph and Twitter tags describe every page, with a share image that loads", async () => {
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

test("the home and contact pages describe the clinic as a MedicalClinic, in every language", async () => {
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

test("an article is a BlogPosting and a team member page has a breadcrumb trail", async () => {
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

test("robots.txt lets crawlers in, keeps them out of the staff portal and the demo's stand-ins, and names the sitemap", async () => {
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
