import { hoursTexts } from "~/platform/opening-hours";
// @vitest-environment happy-dom
import { render, waitFor } from "@testing-library/react";
import { createRoutesStub, Meta, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultClinicSettings } from "~/platform/clinic";
import { common as en } from "~/i18n/en/common.server";
import { common as pt } from "~/i18n/pt-BR/common.server";
import type { Locale } from "~/i18n/locales";
import type { SiteData } from "~/platform/site-data";
import { faqPageJsonLd } from "~/platform/seo/json-ld";
import { breadcrumbsJsonLd, clinicJsonLd } from "~/features/services/clinic-json-ld";
import { shippedImageFile } from "~/platform/images/shipped-images";
import { shippedImages } from "~/platform/images/shipped-images.generated";
import { documentTitle, ownShareImage, pagedListMeta, seoMeta, TITLE_MAX_LENGTH } from "./meta";

const siteUrl = "https://clinic.example.com";

function matchesFor(locale: Locale) {
  const root: SiteData = {
    locale,
    siteUrl,
    clinic: structuredClone(defaultClinicSettings),
    hours: hoursTexts(defaultClinicSettings.hours.weekly, locale),
    upcomingClosures: [],
    layout: locale === "en" ? en.layout : pt.layout,
    isContentEditor: false,
    toast: null,
  };
  return [{ id: "root", loaderData: root }];
}

const page = { title: "Our Team", description: "The people who care for you." };

/** The content of the first tag with this property or name. */
function content(tags: ReturnType<typeof seoMeta>, key: string): unknown {
  const tag = tags.find(
    (candidate) =>
      (candidate as Record<string, unknown>).property === key ||
      (candidate as Record<string, unknown>).name === key,
  ) as Record<string, unknown> | undefined;
  return tag?.content;
}

function links(tags: ReturnType<typeof seoMeta>) {
  return tags.filter((tag) => (tag as Record<string, unknown>).tagName === "link") as Array<
    Record<string, string>
  >;
}

describe("seoMeta", () => {
  it("keeps the title, description, canonical and reciprocal hreflang alternates", () => {
    const tags = seoMeta(page, matchesFor("pt-BR"), { pathname: "/pt/team" });
    expect(tags[0]).toEqual({ title: `Our Team | ${defaultClinicSettings.name}` });
    expect(content(tags, "description")).toBe(page.description);
    expect(links(tags)).toEqual([
      { tagName: "link", rel: "canonical", href: `${siteUrl}/pt/team` },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${siteUrl}/team` },
      { tagName: "link", rel: "alternate", hrefLang: "pt-BR", href: `${siteUrl}/pt/team` },
      { tagName: "link", rel: "alternate", hrefLang: "es", href: `${siteUrl}/es/team` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${siteUrl}/team` },
    ]);
  });

  it("adds Open Graph and Twitter tags with the share image of the page's language", () => {
    const tags = seoMeta(page, matchesFor("pt-BR"), { pathname: "/pt/team" });
    expect(content(tags, "og:title")).toBe(page.title);
    expect(content(tags, "og:description")).toBe(page.description);
    expect(content(tags, "og:url")).toBe(`${siteUrl}/pt/team`);
    expect(content(tags, "og:type")).toBe("website");
    expect(content(tags, "og:site_name")).toBe(defaultClinicSettings.name);
    expect(content(tags, "og:locale")).toBe("pt_BR");
    expect(content(tags, "og:locale:alternate")).toBe("en_US");
    expect(content(tags, "og:image")).toBe(`${siteUrl}/images/share/share-pt-BR.jpg`);
    expect(content(tags, "og:image:width")).toBe("1200");
    expect(content(tags, "og:image:height")).toBe("630");
    expect(content(tags, "og:image:alt")).toBe(
      `${defaultClinicSettings.name}: ${pt.layout.tagline}`,
    );
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "twitter:title")).toBe(page.title);
    expect(content(tags, "twitter:description")).toBe(page.description);
    expect(content(tags, "twitter:image")).toBe(`${siteUrl}/images/share/share-pt-BR.jpg`);
  });

  it("describes a one-language article under its own address", () => {
    const tags = seoMeta(
      { title: "Stay hydrated", description: "Water." },
      matchesFor("pt-BR"),
      { pathname: "/pt/health-tips/stay-hydrated" },
      {
        type: "article",
        canonicalPath: "/health-tips/stay-hydrated",
        contentLocale: "en",
        alternates: false,
        image: { url: `${siteUrl}/uploads/blog/water.jpg`, alt: "Stay hydrated" },
        article: {
          publishedTime: "2026-05-12T14:00:00.000Z",
          modifiedTime: "2026-06-01T09:30:00.000Z",
          author: "Jake Whitfield",
        },
        feed: { path: "/health-tips/rss.xml", title: pt.layout.servicesMenu.healthTips },
      },
    );
    expect(links(tags)).toEqual([
      { tagName: "link", rel: "canonical", href: `${siteUrl}/health-tips/stay-hydrated` },
      {
        tagName: "link",
        rel: "alternate",
        type: "application/rss+xml",
        title: `${pt.layout.servicesMenu.healthTips} | ${defaultClinicSettings.name}`,
        href: `${siteUrl}/pt/health-tips/rss.xml`,
      },
    ]);
    expect(content(tags, "og:type")).toBe("article");
    expect(content(tags, "og:url")).toBe(`${siteUrl}/health-tips/stay-hydrated`);
    expect(content(tags, "og:locale")).toBe("en_US");
    expect(content(tags, "og:locale:alternate")).toBeUndefined();
    expect(content(tags, "og:image")).toBe(`${siteUrl}/uploads/blog/water.jpg`);
    expect(content(tags, "og:image:width")).toBeUndefined();
    expect(content(tags, "article:published_time")).toBe("2026-05-12T14:00:00.000Z");
    expect(content(tags, "article:modified_time")).toBe("2026-06-01T09:30:00.000Z");
    expect(content(tags, "article:author")).toBe("Jake Whitfield");
  });

  it("attaches structured data built from the root loader's data", () => {
    const tags = seoMeta(
      page,
      matchesFor("en"),
      { pathname: "/team/abc" },
      {
        jsonLd: (site) => [
          clinicJsonLd(site),
          breadcrumbsJsonLd(site, [[site.root.layout.nav.team, "/team"]], "Helena Duarte"),
        ],
      },
    );
    const scripts = tags.flatMap((tag) =>
      "script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : [],
    );
    expect(scripts.map((data) => data["@type"])).toEqual(["MedicalClinic", "BreadcrumbList"]);
    expect(scripts[0]).toMatchObject({
      url: `${siteUrl}/`,
      description: en.layout.footer.about,
      availableService: expect.arrayContaining([
        {
          "@type": "MedicalProcedure",
          name: en.layout.services.checkup,
          url: `${siteUrl}/services/checkup`,
        },
      ]),
    });
    expect(scripts[1]?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: en.layout.nav.home, item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: en.layout.nav.team, item: `${siteUrl}/team` },
      { "@type": "ListItem", position: 3, name: "Helena Duarte", item: `${siteUrl}/team/abc` },
    ]);
  });

  it("keeps the clinic's name after a title only while the whole stays short", () => {
    const name = defaultClinicSettings.name;
    const headline = "Recém-chegado a Orlando? Como cuidar da sua saúde nos primeiros meses";
    expect(seoMeta(page, matchesFor("en"), { pathname: "/team" })[0]).toEqual({
      title: `Our Team | ${name}`,
    });
    expect(
      seoMeta({ ...page, title: headline }, matchesFor("pt-BR"), { pathname: "/pt/x" })[0],
    ).toEqual({ title: headline });
    expect(documentTitle("x".repeat(TITLE_MAX_LENGTH - name.length - 3), name)).toHaveLength(
      TITLE_MAX_LENGTH,
    );
    expect(documentTitle("x".repeat(TITLE_MAX_LENGTH - name.length - 2), name)).not.toContain(name);
  });

  it("returns nothing without the root loader's data or the page", () => {
    expect(seoMeta(page, [], { pathname: "/" })).toEqual([]);
    expect(seoMeta(undefined, matchesFor("en"), { pathname: "/" })).toEqual([]);
  });
});

describe("pagedListMeta", () => {
  const list = {
    title: "Health Tips",
    description:
      "Practical articles on nutrition, prevention, mental health and chronic conditions, written by the clinicians of our walk-in clinic in Orlando.",
  };
  const paging = (number: number, pageCount: number | null) => ({
    page: number,
    pageCount,
    titled: en.layout.pager.titled,
    described: en.layout.pager.describedPage,
    hrefOf: (target: number) => (target === 1 ? "/health-tips" : `/health-tips?page=${target}`),
  });

  it("gives the first page the list's own title and description", () => {
    const tags = pagedListMeta(list, matchesFor("en"), { pathname: "/health-tips" }, paging(1, 3));
    expect(content(tags, "og:title")).toBe(list.title);
    expect(content(tags, "description")).toBe(list.description);
    expect(links(tags).map((link) => [link.rel, link.hrefLang ?? "", link.href])).toEqual([
      ["canonical", "", `${siteUrl}/health-tips`],
      ["alternate", "en", `${siteUrl}/health-tips`],
      ["alternate", "pt-BR", `${siteUrl}/pt/health-tips`],
      ["alternate", "es", `${siteUrl}/es/health-tips`],
      ["alternate", "x-default", `${siteUrl}/health-tips`],
      ["next", "", `${siteUrl}/health-tips?page=2`],
    ]);
  });

  it("gives a later page a title and description of its own, within 160 characters", () => {
    const tags = pagedListMeta(list, matchesFor("en"), { pathname: "/health-tips" }, paging(2, 3));
    expect(content(tags, "og:title")).toBe("Health Tips, page 2");
    const description = String(content(tags, "description"));
    expect(description.startsWith("Page 2 of Health Tips. Practical articles on nutrition")).toBe(
      true,
    );
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("…")).toBe(true);
    expect(links(tags).map((link) => [link.rel, link.href])).toEqual([
      ["canonical", `${siteUrl}/health-tips?page=2`],
      ["prev", `${siteUrl}/health-tips`],
      ["next", `${siteUrl}/health-tips?page=3`],
    ]);
  });

  it("says a later page's number in Portuguese on the Portuguese list", () => {
    const tags = pagedListMeta(
      { title: "Nossa Equipe", description: pt.pages.team.description },
      matchesFor("pt-BR"),
      { pathname: "/pt/team" },
      {
        ...paging(3, null),
        titled: pt.layout.pager.titled,
        described: pt.layout.pager.describedPage,
      },
    );
    expect(content(tags, "og:title")).toBe("Nossa Equipe, página 3");
    expect(content(tags, "description")).toBe(
      `Página 3 de Nossa Equipe. ${pt.pages.team.description}`,
    );
  });
});

describe("ownShareImage", () => {
  it("shares the site's artwork as its widest WebP rendering, with its size", () => {
    const artwork = shippedImages["/images/service-checkup.svg"];
    if (!artwork) throw new Error("the checkup artwork is shipped");
    const width = artwork.widths.at(-1) ?? 0;
    expect(width).toBeGreaterThanOrEqual(1200);
    expect(ownShareImage("/images/service-checkup.svg", siteUrl)).toEqual({
      url: `${siteUrl}/${shippedImageFile(artwork, width, "webp")}`,
      width,
      height: Math.round((width * artwork.height) / artwork.width),
    });
  });

  it("shares an upload as its first WebP variant at least 1200 px wide, else its widest", () => {
    expect(ownShareImage("/uploads/blog/a1b2-4000x3000.jpg", siteUrl)).toEqual({
      url: `${siteUrl}/uploads/blog/a1b2-4000x3000.jpg.1280.webp`,
      width: 1280,
      height: 960,
    });
    expect(ownShareImage(`${siteUrl}/uploads/blog/c3d4-800x450.png`, siteUrl)).toEqual({
      url: `${siteUrl}/uploads/blog/c3d4-800x450.png.800.webp`,
      width: 800,
      height: 450,
    });
  });

  it("takes another raster file of this site as it is", () => {
    expect(ownShareImage("/uploads/blog/old-name.jpg", siteUrl)).toEqual({
      url: `${siteUrl}/uploads/blog/old-name.jpg`,
    });
    expect(ownShareImage("/images/share/share-en.jpg", siteUrl)).toEqual({
      url: `${siteUrl}/images/share/share-en.jpg`,
    });
  });

  it("has none for other hosts, SVGs without renderings, or no image", () => {
    expect(ownShareImage("/images/unknown.svg", siteUrl)).toBeNull();
    expect(ownShareImage("https://elsewhere.example.com/a-1600x900.jpg", siteUrl)).toBeNull();
    expect(ownShareImage("//elsewhere.example.com/a.png", siteUrl)).toBeNull();
    expect(ownShareImage(null, siteUrl)).toBeNull();
    expect(ownShareImage("", siteUrl)).toBeNull();
  });
});

describe("JSON-LD in the document", () => {
  it("cannot close its script element, whatever an editor typed", async () => {
    const hostile = "</script><script>alert(1)</script> & <!--";
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        Component: () => (
          <>
            <Meta />
            <Outlet />
          </>
        ),
        children: [
          {
            index: true,
            Component: () => <p>page</p>,
            meta: () => [
              { "script:ld+json": faqPageJsonLd([{ question: hostile, answer: hostile }], "en") },
            ],
          },
        ],
      },
    ]);
    const { container } = render(<Stub initialEntries={["/"]} />);
    await waitFor(() => expect(container.querySelector("p")).not.toBeNull());
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const raw = scripts[0]?.innerHTML ?? "";
    expect(raw).not.toContain("</script");
    expect(raw).not.toContain("<");
    const parsed = JSON.parse(raw) as { mainEntity: Array<{ name: string }> };
    expect(parsed.mainEntity[0]?.name).toBe(hostile);
  });
});
