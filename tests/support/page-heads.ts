import { localeFromPathname, type Locale } from "~/i18n/locales";
import {
  decode,
  eachLimited,
  getText,
  jsonLdTexts,
  samplePages,
  type PageClient,
} from "./public-site";

/*
 * What search engines and link previews read of a public page: its head (title, metas,
 * links), its <h1>s and its structured data. Shared by the checks of tests/site/seo.test.ts
 * (plain HTTP, in Vitest) and those of tests/e2e/seo.spec.ts that also need a browser.
 * Absolute URLs carry SITE_URL's origin (not the test server's); they are checked to share
 * one origin and then fetched from the server under test.
 */

export type Tag = Record<string, string>;

export type PageHead = {
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

export function parseHead(path: string, html: string): PageHead {
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

export function meta(head: PageHead, key: string): string | undefined {
  return head.metas.find((tag) => tag.property === key || tag.name === key)?.content;
}
export function metas(head: PageHead, key: string): string[] {
  return head.metas.filter((tag) => tag.property === key).map((tag) => tag.content ?? "");
}
export function canonical(head: PageHead): string | undefined {
  return head.links.find((link) => link.rel === "canonical")?.href;
}
export function hreflangs(head: PageHead): Record<string, string> {
  return Object.fromEntries(
    head.links
      .filter((link) => link.rel === "alternate" && link.hreflang)
      .map((link) => [link.hreflang, link.href]),
  );
}
export function jsonLdOfType(head: PageHead, type: string): Record<string, unknown> | undefined {
  return head.jsonLd.find((data) => data["@type"] === type);
}

/** The language of a page's address. */
export const languageOf = (path: string): Locale => localeFromPathname(path);

let heads: Promise<Map<string, PageHead>> | undefined;
/**
 * The heads of the sample pages (samplePages), fetched once per Playwright worker or Vitest
 * test file: every check of this kind reads the same pages.
 */
export function loadHeads(request: PageClient): Promise<Map<string, PageHead>> {
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

/** The origin every absolute URL uses: SITE_URL's, read from the home page's canonical. */
export async function siteOrigin(request: PageClient): Promise<string> {
  const home = (await loadHeads(request)).get("/");
  const origin = new URL(canonical(home as PageHead) ?? "").origin;
  return origin;
}

/** An absolute URL of the site, as a path on the server under test. */
export function local(url: string, origin: string): string {
  // A plain error, not either runner's expect: Vitest and Playwright both call this.
  if (!(url.startsWith(`${origin}/`) || url === origin)) {
    throw new Error(`${url} is not on ${origin}`);
  }
  const { pathname, search } = new URL(url);
  return pathname + search;
}
