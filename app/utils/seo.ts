import type { MetaDescriptor } from "react-router";
import { languageTags, locales, localizePath, unlocalizedPathname } from "~/i18n/locales";
import type { RootLoaderData } from "~/root";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/**
 * Title, description, canonical and hreflang alternates (en, pt-BR, x-default)
 * for a page, with absolute URLs built from SITE_URL.
 */
export function seoMeta(
  page: { title: string; description: string } | undefined,
  matches: readonly MatchLike[],
  location: { pathname: string },
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    RootLoaderData | undefined;
  if (!page || !root) return [];
  const path = unlocalizedPathname(location.pathname);
  const url = (pathname: string) => `${root.siteUrl}${pathname === "/" ? "/" : pathname}`;
  return [
    { title: `${page.title} | ${root.clinic.name}` },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url(location.pathname) },
    ...locales.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: languageTags[locale],
      href: url(localizePath(path, locale)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(path) },
  ];
}
