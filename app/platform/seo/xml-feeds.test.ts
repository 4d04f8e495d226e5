import { describe, expect, it } from "vitest";
import { escapeXml, renderRss, renderSitemap, w3cDateTime } from "./xml-feeds";

describe("escapeXml", () => {
  it("escapes markup and drops characters XML cannot hold", () => {
    expect(escapeXml(`Tom & "Jerry's" <b>\u0007`)).toBe(
      "Tom &amp; &quot;Jerry&apos;s&quot; &lt;b&gt;",
    );
  });
});

describe("renderSitemap", () => {
  it("writes each URL with its lastmod and language alternates", () => {
    const alternates = [
      { hreflang: "en", href: "https://clinic.example.com/team" },
      { hreflang: "pt-BR", href: "https://clinic.example.com/pt/team" },
      { hreflang: "x-default", href: "https://clinic.example.com/team" },
    ];
    const xml = renderSitemap([
      {
        loc: "https://clinic.example.com/team",
        lastmod: new Date("2026-03-05T14:30:00.123Z"),
        alternates,
      },
      { loc: "https://clinic.example.com/health-tips/a&b" },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        "  <url>",
        "    <loc>https://clinic.example.com/team</loc>",
        "    <lastmod>2026-03-05T14:30:00Z</lastmod>",
        '    <xhtml:link rel="alternate" hreflang="en" href="https://clinic.example.com/team"/>',
        '    <xhtml:link rel="alternate" hreflang="pt-BR" href="https://clinic.example.com/pt/team"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://clinic.example.com/team"/>',
        "  </url>",
        "  <url>",
        "    <loc>https://clinic.example.com/health-tips/a&amp;b</loc>",
        "  </url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("formats W3C datetimes in UTC without milliseconds", () => {
    expect(w3cDateTime(new Date("2026-11-22T01:02:03.456-03:00"))).toBe("2026-11-22T04:02:03Z");
  });
});

describe("renderRss", () => {
  it("writes an RSS 2.0 channel with RFC 822 dates and escaped texts", () => {
    const xml = renderRss({
      title: "Health Tips | VIP Walk-In Clinic",
      link: "https://clinic.example.com/health-tips",
      selfLink: "https://clinic.example.com/health-tips/rss.xml",
      description: "Articles <for> you",
      language: "en",
      lastBuildDate: new Date("2026-06-01T09:30:00Z"),
      items: [
        {
          title: "Salt & sugar",
          link: "https://clinic.example.com/health-tips/salt-and-sugar",
          description: "Less is <em>more</em>",
          pubDate: new Date("2026-05-12T14:00:00Z"),
          category: "Nutrition",
          author: "Jake Whitfield",
        },
      ],
    });
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(
      '<atom:link href="https://clinic.example.com/health-tips/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain("<description>Articles &lt;for&gt; you</description>");
    expect(xml).toContain("<lastBuildDate>Mon, 01 Jun 2026 09:30:00 GMT</lastBuildDate>");
    expect(xml).toContain("<title>Salt &amp; sugar</title>");
    expect(xml).toContain(
      '<guid isPermaLink="true">https://clinic.example.com/health-tips/salt-and-sugar</guid>',
    );
    expect(xml).toContain("<pubDate>Tue, 12 May 2026 14:00:00 GMT</pubDate>");
    expect(xml).toContain("<description>Less is &lt;em&gt;more&lt;/em&gt;</description>");
    expect(xml).toContain("<dc:creator>Jake Whitfield</dc:creator>");
  });
});
