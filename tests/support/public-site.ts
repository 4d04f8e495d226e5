import { emailLinkPages, staticPublicPaths } from "~/platform/public-pages";
import { locales, localizePath } from "~/i18n/locales";

/*
 * The public pages as the tests that read them over plain HTTP see them (tests/site/ in
 * Vitest, and the Playwright specs that also drive a browser): which pages there are, their
 * text, and the sitemap's entries. Both runners use these, so they take any client with
 * Playwright's `get` (its APIRequestContext, or tests/site/request.ts) and throw plain
 * errors rather than either runner's `expect`.
 */

/** What these helpers use of an HTTP client: Playwright's APIRequestContext has it. */
export type PageClient = {
  get(path: string): Promise<{ status(): number; text(): Promise<string> }>;
};

/** Throws `message` (what went wrong) unless `condition` holds. */
function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&apos;": "'",
};
/** The text of HTML or XML with the entities the site writes decoded. */
export function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|apos|#x27|#39);/g, (entity) => entities[entity] ?? "");
}

/** Every distinct link on a page whose path starts with `prefix` and goes one level deeper. */
export function linksUnder(html: string, prefix: string): string[] {
  const pattern = new RegExp(`href="(${prefix.replaceAll("/", "\\/")}\\/[^"/?#]+)"`, "g");
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ""))].sort();
}

/** The body of `path`, which must answer `status` (200 unless said). */
export async function getText(request: PageClient, path: string, status = 200): Promise<string> {
  const response = await request.get(path);
  check(response.status() === status, `${path} answered ${response.status()}, not ${status}`);
  return response.text();
}

/** Runs `task` over `items`, `limit` at a time (the server under test has two cores). */
export async function eachLimited<T>(
  items: readonly T[],
  task: (item: T) => Promise<void>,
  limit = 4,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** Every distinct category tab of a health tips list ("/health-tips?category=nutrition"). */
export function categoryLinks(html: string, list: string): string[] {
  const pattern = new RegExp(`href="(${list.replaceAll("/", "\\/")}\\?category=[^"&]+)"`, "g");
  return [...new Set([...html.matchAll(pattern)].map((match) => decode(match[1] ?? "")))].sort();
}

/**
 * The public pages to check, per language: every static path, every service, team member
 * and article on the lists' first pages (each article in its own language), and each
 * category of the health tips.
 */
export async function samplePages(request: PageClient): Promise<string[]> {
  const team = linksUnder(await getText(request, "/team"), "/team");
  const services = linksUnder(await getText(request, "/services"), "/services");
  check(team.length > 0, "no team member is linked from /team");
  check(services.length > 0, "no service page is linked from /services");
  const everyLanguage = [...staticPublicPaths, ...team, ...services].flatMap((path) =>
    locales.map((locale) => localizePath(path, locale)),
  );
  const articlesAndCategories: string[] = [];
  for (const locale of locales) {
    const list = localizePath("/health-tips", locale);
    const tips = await getText(request, list);
    const posts = linksUnder(tips, list);
    const categories = categoryLinks(tips, list);
    check(posts.length > 0, `no article is linked from ${list}`);
    check(categories.length > 0, `no category is linked from ${list}`);
    articlesAndCategories.push(...posts, ...categories);
  }
  return [...everyLanguage, ...articlesAndCategories];
}

/** The text of each JSON-LD block on a page, in order. */
export function jsonLdTexts(html: string): string[] {
  const blocks = /<script\b[^>]*\stype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(blocks)].map(([, json]) => json ?? "");
}

/** The parts a sitemap index names: their loc and lastmod, as written. */
export function sitemapIndexParts(xml: string): { loc: string; lastmod?: string }[] {
  return [...xml.matchAll(/<sitemap>([\s\S]*?)<\/sitemap>/g)].map(([, body = ""]) => ({
    loc: decode(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? ""),
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1],
  }));
}

/** <url> entries of a sitemap: loc, lastmod and the alternates by hreflang. */
export function parseSitemap(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: decode(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? ""),
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1],
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (match) => [match[1] ?? "", decode(match[2] ?? "")],
      ),
    ),
  }));
}

/**
 * A W3C datetime (https://www.w3.org/TR/NOTE-datetime), the format of a sitemap's
 * <lastmod>, as the site writes it: to the second, in UTC.
 */
export const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/**
 * The path of every page the sitemap lists, part after part. Its addresses carry
 * SITE_URL's origin, not the test server's; seo.test.ts checks they share one.
 */
export async function sitemapPaths(request: PageClient): Promise<string[]> {
  const parts = sitemapIndexParts(await getText(request, "/sitemap.xml"));
  check(parts.length > 0, "/sitemap.xml names no part");
  const paths: string[] = [];
  for (const part of parts) {
    const entries = parseSitemap(await getText(request, new URL(part.loc).pathname));
    paths.push(...entries.map((entry) => new URL(entry.loc).pathname));
  }
  return paths;
}

/**
 * Every public page in every language, with the status it answers: each page the
 * sitemap lists, the 404 page, and the pages reached from a link in an e-mail (as an
 * expired or mistyped link shows them: their pages without a token answer 400).
 */
export async function everyPublicPage(
  request: PageClient,
): Promise<{ path: string; status: number }[]> {
  const everyLanguage = (paths: string[]) =>
    paths.flatMap((path) => locales.map((locale) => localizePath(path, locale)));
  return [
    ...(await sitemapPaths(request)).map((path) => ({ path, status: 200 })),
    ...everyLanguage(["/no-such-page"]).map((path) => ({ path, status: 404 })),
    ...everyLanguage(emailLinkPages.map((page) => page.path)).map((path) => ({
      path,
      status: 400,
    })),
  ];
}
