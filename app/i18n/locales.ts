/**
 * The site's languages and its URL scheme: English at the unprefixed paths (/about),
 * every other language at the same paths under its prefix (/pt/about, /es/about;
 * docs/decisions/002). The list in ./locale-list.ts is the one place a language is declared: the route
 * table, the sitemap, hreflang, the language switcher and the portal's language columns
 * all follow it. A new language is one line here and one dictionary folder
 * (app/i18n/<code>/, type-checked against English). Client-safe: no dictionaries here.
 */
import { localeList } from "./locale-list";

export type Locale = (typeof localeList)[number]["code"];
export type LocaleDefinition = {
  readonly code: Locale;
  readonly prefix: string;
  readonly tag: string;
  readonly intl: string;
  readonly ogLocale: string;
  readonly money: { readonly symbol: string; readonly group: string; readonly decimal: string };
  readonly nativeName: string;
  readonly shortName: string;
  readonly viewIn: string;
  readonly staffName: string;
};

export const localeDefinitions: readonly LocaleDefinition[] = localeList;
/** The codes in order, English first (a tuple, as database enum columns need). */
export const locales = localeList.map((definition) => definition.code) as unknown as readonly [
  Locale,
  ...Locale[],
];
export const defaultLocale: Locale = "en";

function byLocale<T>(pick: (definition: LocaleDefinition) => T): Record<Locale, T> {
  return Object.fromEntries(
    localeDefinitions.map((definition) => [definition.code, pick(definition)]),
  ) as Record<Locale, T>;
}

/** Each language's URL prefix: "" for English, "/pt", "/es". */
export const localePrefixes = byLocale((definition) => definition.prefix);
/** Each language's name in English, for the staff portal (which is in English). */
export const localeLabels = byLocale((definition) => definition.staffName);
/** The site's languages as the portal names them in a sentence: "English, Portuguese, and Spanish". */
export const siteLanguagesText = new Intl.ListFormat("en-US", { type: "conjunction" }).format(
  localeDefinitions.map((definition) => definition.staffName),
);
/** Each language's name in itself ("Português"), for visitors choosing one. */
export const nativeLanguageNames = byLocale((definition) => definition.nativeName);
/** Each language's short code ("PT"), in the header's switch. */
export const shortLanguageNames = byLocale((definition) => definition.shortName);
/** "Ver em português": a link to the same page in that language, in that language. */
export const viewInLanguage = byLocale((definition) => definition.viewIn);
/** How each language writes an amount of US dollars (app/features/membership/format-money.ts). */
export const moneyFormats = byLocale((definition) => definition.money);
/** Value for <html lang> and hreflang. */
export const languageTags = byLocale((definition) => definition.tag);
/** The Intl locale a language's dates and numbers are written in. */
export const intlLocales = byLocale((definition) => definition.intl);

/** The Intl locale of a site language ("es" → "es-US"); any other tag as it is. */
export function intlLocaleOf(locale: string): string {
  return isLocale(locale) ? intlLocales[locale] : locale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The language of a path: the one whose prefix it starts with, else English. */
export function localeFromPathname(pathname: string): Locale {
  for (const { code, prefix } of localeDefinitions) {
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return code;
  }
  return defaultLocale;
}

/** '/pt/about' → '/about', '/es' → '/', '/about' → '/about'. */
export function unlocalizedPathname(pathname: string): string {
  const rest = pathname.slice(localePrefixes[localeFromPathname(pathname)].length);
  return rest === "" ? "/" : rest;
}

/** '/about' in pt-BR → '/pt/about'; '/' in es → '/es'. Keeps ?query and #hash. */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/")) return path;
  const prefix = localePrefixes[locale];
  if (!prefix) return path;
  if (path === "/") return prefix;
  if (path.startsWith("/?") || path.startsWith("/#")) return prefix + path.slice(1);
  return prefix + path;
}

/** The same page in another language. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizePath(unlocalizedPathname(pathname), target);
}

export function localeFromRequest(request: Request): Locale {
  return localeFromPathname(new URL(request.url).pathname);
}
