import { defaultLocale, languageTags, locales, type Locale } from "~/i18n/locales";

/** One hreflang alternate: a language tag (or x-default) and that version's address. */
export type HreflangAlternate = { hreflang: string; href: string };

/**
 * The hreflang alternates of a page from its address in each language it exists in:
 * each language's tag in the list's order, then x-default, the default language's
 * version when there is one. The same for the page's <link> tags and its sitemap entry,
 * so the two never disagree. None when it exists in no language.
 */
export function hreflangAlternates(paths: Partial<Record<Locale, string>>): HreflangAlternate[] {
  const links = locales.flatMap((locale): HreflangAlternate[] => {
    const href = paths[locale];
    return href === undefined ? [] : [{ hreflang: languageTags[locale], href }];
  });
  if (links.length === 0) return [];
  const fallback = paths[defaultLocale];
  return fallback === undefined ? links : [...links, { hreflang: "x-default", href: fallback }];
}
