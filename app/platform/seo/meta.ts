import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import {
  type Locale,
  languageTags,
  localeDefinitions,
  locales,
  localizePath,
  unlocalizedPathname,
} from "~/i18n/locales";
import { format } from "~/i18n/format";
import {
  dimensionsFromKey,
  uploadKeyOf,
  uploadUrl,
  variantKey,
  variantWidthsFor,
} from "~/platform/images/image-url";
import { shippedImageFile } from "~/platform/images/shipped-images";
import { shippedImages } from "~/platform/images/shipped-images.generated";
import { fitDescription } from "./description";
import { hreflangAlternates } from "./hreflang";
import { siteDataOf, type SiteData } from "~/platform/site-data";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/**
 * The share images (1200×630, made by scripts/make-share-image.ts) and the
 * square logo for structured data, one per language.
 */
export const shareImages = Object.fromEntries(
  locales.map((locale) => [
    locale,
    { path: `/images/share/share-${locale}.jpg`, width: 1200, height: 630 },
  ]),
) as Record<Locale, { path: string; width: number; height: number }>;
export const logoImagePath = "/images/share/logo-512.png";

/**
 * The longest document title that keeps the clinic's name after the page's ("Health Tips |
 * VIP Walk-In Clinic"): search results show about this much, so a longer page title (an
 * article's headline, say) stands alone rather than lose its end to the name.
 */
export const TITLE_MAX_LENGTH = 70;

/** The <title> of a page: "Page title | Clinic name", or the page title alone when that is too long. */
export function documentTitle(title: string, siteName: string): string {
  const full = `${title} | ${siteName}`;
  return full.length <= TITLE_MAX_LENGTH ? full : title;
}

/** Open Graph writes languages as language_TERRITORY. */
export const ogLocales = Object.fromEntries(
  localeDefinitions.map(({ code, ogLocale }) => [code, ogLocale]),
) as Record<Locale, string>;

/** What a page's structured data is built from: the root loader's data and the page's URLs. */
export type SeoSite = {
  root: SiteData;
  /** The language of the URL (the page around the content), and its BCP 47 tag. */
  locale: Locale;
  languageTag: string;
  canonical: string;
  /** Absolute URL of a path written without a language prefix, in the URL's language. */
  url: (path: string) => string;
  /** Absolute URL of a site path as it is. */
  absolute: (path: string) => string;
};

export type SeoImage = { url: string; alt: string; width?: number; height?: number };

export type SeoOptions = {
  /** Open Graph type; articles also get article:published_time and the like. */
  type?: "website" | "article";
  /** The page's address when it is not the URL's (an article opened under the other prefix). */
  canonicalPath?: string;
  /** The language of the content when it is not the URL's (an article). */
  contentLocale?: Locale;
  /**
   * false: the page exists in one language only, so no hreflang alternates. A map: the
   * page's own address in each language it exists in (an article's versions), named as
   * they are (x-default: the default language's, when there is one).
   */
  alternates?: boolean | Partial<Record<Locale, string>>;
  /** An absolute image URL of our own; the default is the share image of the URL's language. */
  image?: SeoImage | null;
  article?: {
    publishedTime: string;
    modifiedTime: string;
    section?: string;
    author?: string | null;
  };
  /** An RSS feed to advertise: its path (unprefixed; the URL's language is added) and name. */
  feed?: { path: string; title: string };
  /** Structured data for the page, rendered as <script type="application/ld+json">. */
  jsonLd?: (site: SeoSite) => ReadonlyArray<WithContext<Thing>>;
};

/**
 * Title, description, canonical, hreflang alternates (every language, x-default),
 * Open Graph and Twitter card tags and, when asked, JSON-LD for a page, with
 * absolute URLs built from SITE_URL.
 */
export function seoMeta(
  page: { title: string; description: string } | undefined,
  matches: readonly MatchLike[],
  location: { pathname: string },
  options: SeoOptions = {},
): MetaDescriptor[] {
  const root = siteDataOf(matches);
  if (!page || !root) return [];
  const locale = root.locale;
  const contentLocale = options.contentLocale ?? locale;
  const path = unlocalizedPathname(location.pathname);
  const absolute = (pathname: string) => `${root.siteUrl}${pathname === "/" ? "/" : pathname}`;
  const canonical = absolute(options.canonicalPath ?? location.pathname);
  const site: SeoSite = {
    root,
    locale,
    languageTag: languageTags[locale],
    canonical,
    url: (pathname) => absolute(localizePath(pathname, locale)),
    absolute,
  };
  const share = shareImages[locale];
  const image: SeoImage = options.image ?? {
    url: absolute(share.path),
    alt: `${root.clinic.name}: ${root.layout.tagline}`,
    width: share.width,
    height: share.height,
  };
  const alternates = alternateLinks(options.alternates ?? true, path);
  const type = options.type ?? "website";
  const article = options.article;

  return [
    { title: documentTitle(page.title, root.clinic.name) },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates.map(([hrefLang, href]) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang,
      href: absolute(href),
    })),
    ...(options.feed
      ? [
          {
            tagName: "link" as const,
            rel: "alternate",
            type: "application/rss+xml",
            title: `${options.feed.title} | ${root.clinic.name}`,
            href: absolute(localizePath(options.feed.path, locale)),
          },
        ]
      : []),
    { property: "og:site_name", content: root.clinic.name },
    { property: "og:type", content: type },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocales[contentLocale] },
    ...locales
      .filter(
        (other) =>
          other !== contentLocale &&
          alternates.some(([hrefLang]) => hrefLang === languageTags[other]),
      )
      .map((other) => ({ property: "og:locale:alternate", content: ogLocales[other] })),
    { property: "og:image", content: image.url },
    ...(image.width && image.height
      ? [
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
        ]
      : []),
    { property: "og:image:alt", content: image.alt },
    ...(type === "article" && article
      ? [
          { property: "article:published_time", content: article.publishedTime },
          { property: "article:modified_time", content: article.modifiedTime },
          ...(article.section ? [{ property: "article:section", content: article.section }] : []),
          ...(article.author?.trim()
            ? [{ property: "article:author", content: article.author.trim() }]
            : []),
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
    ...(options.jsonLd?.(site) ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

/**
 * The meta of one page of a server-paged list: "Title, page n" and "Page n of Title.
 * Description" after the first (each page its own title and description), a
 * canonical per page, and rel prev/next to its neighbours once the list is known
 * (on a client-side navigation it is still on its way; crawlers always get it whole).
 * Only the first page has hreflang alternates unless `options.alternates` says otherwise.
 */
export function pagedListMeta(
  page: { title: string; description: string },
  matches: readonly MatchLike[],
  location: { pathname: string },
  paging: {
    /** The page shown, from the list or, while it streams, from the URL. */
    page: number;
    /** The list's page count; null while the list is on its way. */
    pageCount: number | null;
    /** The title of a later page, with {title} and {page}. */
    titled: string;
    /** The description of a later page, with {page}, {title} and {description}. */
    described: string;
    /** A page's address, from the site's root. */
    hrefOf: (page: number) => string;
  },
  options: SeoOptions = {},
): MetaDescriptor[] {
  const root = siteDataOf(matches);
  if (!root) return [];
  const { page: number, pageCount, titled, described, hrefOf } = paging;
  const title = number > 1 ? format(titled, { title: page.title, page: number }) : page.title;
  const description =
    number > 1 ? fitDescription(format(described, { ...page, page: number })) : page.description;
  const link = (rel: string, target: number) => ({
    tagName: "link" as const,
    rel,
    href: `${root.siteUrl}${hrefOf(target)}`,
  });
  return [
    ...seoMeta({ title, description }, matches, location, {
      alternates: number === 1,
      ...options,
      canonicalPath: hrefOf(number),
    }),
    ...(pageCount !== null && number > 1 && number <= pageCount ? [link("prev", number - 1)] : []),
    ...(pageCount !== null && number < pageCount ? [link("next", number + 1)] : []),
  ];
}

/** The width a link preview shows a shared image at (and search engines ask for at least). */
const SHARE_IMAGE_WIDTH = 1200;

/** The narrowest of `widths` (smallest first) a preview needs, else the widest there is. */
function shareWidth(widths: readonly number[]): number | undefined {
  return widths.find((width) => width >= SHARE_IMAGE_WIDTH) ?? widths.at(-1);
}

/**
 * A page's own picture as a share image (og:image, structured data), absolute, with its
 * size when known: the site's artwork as its WebP rendering and a media-library upload as
 * its WebP variant, each at least 1200 px wide when it has one that wide (the SVG and a
 * large original are not for link previews); another raster file of this site as it is.
 * Null for anything else (another host, an SVG without renderings), so that the page uses
 * the default share image.
 */
export function ownShareImage(
  imageUrl: string | null | undefined,
  siteUrl: string,
): { url: string; width?: number; height?: number } | null {
  if (!imageUrl) return null;
  let url: URL;
  try {
    url = new URL(imageUrl, `${siteUrl}/`);
  } catch {
    return null;
  }
  if (url.origin !== new URL(siteUrl).origin) return null;
  const absolute = (path: string) => `${url.origin}${path}`;
  const sized = (path: string, width: number, original: { width: number; height: number }) => ({
    url: absolute(path),
    width,
    height: Math.round((width * original.height) / original.width),
  });

  const artwork = shippedImages[url.pathname];
  const artworkWidth = artwork && shareWidth(artwork.widths);
  if (artwork && artworkWidth) {
    return sized(`/${shippedImageFile(artwork, artworkWidth, "webp")}`, artworkWidth, artwork);
  }
  const key = uploadKeyOf(url.pathname);
  const size = key ? dimensionsFromKey(key) : null;
  const uploadWidth = size && shareWidth(variantWidthsFor(size.width));
  if (key && size && uploadWidth) {
    return sized(uploadUrl(variantKey(key, uploadWidth, "webp")), uploadWidth, size);
  }
  return /\.(?:jpe?g|png|webp|gif)$/i.test(url.pathname) ? { url: url.href } : null;
}

/** The hreflang alternates as [language tag, path]: each language's, then x-default. */
function alternateLinks(
  option: boolean | Partial<Record<Locale, string>>,
  path: string,
): Array<[string, string]> {
  if (option === false) return [];
  const paths: Partial<Record<Locale, string>> =
    option === true
      ? Object.fromEntries(locales.map((locale) => [locale, localizePath(path, locale)]))
      : option;
  return hreflangAlternates(paths).map(({ hreflang, href }) => [hreflang, href]);
}
