/**
 * The XML documents for search engines and feed readers, as pure functions:
 * the sitemap (with xhtml:link language alternates) and RSS 2.0 feeds. Every
 * value is escaped; characters XML 1.0 cannot hold are dropped.
 */

/** Text safe inside an XML element or a double- or single-quoted attribute. */
export function escapeXml(text: string): string {
  return (
    text
      // Control characters other than tab, line feed and carriage return are not allowed in XML 1.0.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;")
      .replaceAll('"', "&quot;")
      .replaceAll("'", "&apos;")
  );
}

/** W3C Datetime without milliseconds, in UTC: 2026-03-05T14:30:00Z. */
export function w3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export type SitemapAlternate = { hreflang: string; href: string };

export type SitemapEntry = {
  /** Absolute URL. */
  loc: string;
  /** The last real change of what the page shows; left out when unknown. */
  lastmod?: Date | null;
  /** The page in each language and x-default, this page included; none for a one-language page. */
  alternates?: readonly SitemapAlternate[];
};

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${escapeXml(entry.loc)}</loc>`];
    if (entry.lastmod) lines.push(`    <lastmod>${w3cDateTime(entry.lastmod)}</lastmod>`);
    for (const alternate of entry.alternates ?? []) {
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
      );
    }
    return `  <url>\n${lines.join("\n")}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** A sitemap index's entry: a part's absolute URL and the latest change of what it lists. */
export type SitemapIndexEntry = { loc: string; lastmod?: Date | null };

export function renderSitemapIndex(parts: readonly SitemapIndexEntry[]): string {
  const entries = parts.map((part) => {
    const lines = [`    <loc>${escapeXml(part.loc)}</loc>`];
    if (part.lastmod) lines.push(`    <lastmod>${w3cDateTime(part.lastmod)}</lastmod>`);
    return `  <sitemap>\n${lines.join("\n")}\n  </sitemap>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** The latest of some dates (null for none). */
export function latestDate(dates: Iterable<Date | null | undefined>): Date | null {
  let newest: Date | null = null;
  for (const date of dates) if (date && (!newest || date > newest)) newest = date;
  return newest;
}

/**
 * The answer when a sitemap or a feed cannot be built: a crawler or a reader retries
 * later, where an incomplete list would tell it pages were removed.
 */
export function feedUnavailable(text: string): Response {
  return new Response(text, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300" },
  });
}

/**
 * The headers of a sitemap or a feed: its type, its policy, and Last-Modified from
 * the latest change it lists (for conditional requests; the page cache adds an ETag).
 */
export function feedHeaders(contentType: string, lastModified: Date | null): HeadersInit {
  return {
    "Content-Type": contentType,
    "Cache-Control": FEED_CACHE_CONTROL,
    ...(lastModified ? { "Last-Modified": lastModified.toUTCString() } : {}),
  };
}

export type RssItem = {
  title: string;
  /** Absolute URL; also the item's permanent guid. */
  link: string;
  description?: string | null;
  pubDate: Date;
  category?: string | null;
  author?: string | null;
};

export type RssChannel = {
  title: string;
  /** The page the feed belongs to (absolute). */
  link: string;
  /** The feed's own address (absolute). */
  selfLink: string;
  description: string;
  /** RSS language code, e.g. "en-us", "pt-br". */
  language: string;
  lastBuildDate?: Date | null;
  items: readonly RssItem[];
};

/** RSS 2.0, dates in RFC 822 (as RSS requires), with an atom:link to itself. */
export function renderRss(channel: RssChannel): string {
  const items = channel.items.map((item) => {
    const lines = [
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `      <pubDate>${item.pubDate.toUTCString()}</pubDate>`,
    ];
    if (item.description) {
      lines.push(`      <description>${escapeXml(item.description)}</description>`);
    }
    if (item.category) lines.push(`      <category>${escapeXml(item.category)}</category>`);
    if (item.author) lines.push(`      <dc:creator>${escapeXml(item.author)}</dc:creator>`);
    return `    <item>\n${lines.join("\n")}\n    </item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <atom:link href="${escapeXml(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    ...(channel.lastBuildDate
      ? [`    <lastBuildDate>${channel.lastBuildDate.toUTCString()}</lastBuildDate>`]
      : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Sitemaps, feeds and robots.txt may be kept by browsers and caches for an hour. */
export const FEED_CACHE_CONTROL = "public, max-age=3600";
