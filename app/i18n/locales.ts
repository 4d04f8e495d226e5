/**
 * The site's languages and its URL scheme: English at the unprefixed paths
 * (/about), Brazilian Portuguese at the same paths under /pt (docs/decisions/002).
 * Client-safe: no dictionaries here.
 */
export const locales = ["en", "pt-BR"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

const prefixes: Record<Locale, string> = { en: "", "pt-BR": "/pt" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function localeFromPathname(pathname: string): Locale {
  return pathname === "/pt" || pathname.startsWith("/pt/") ? "pt-BR" : "en";
}

/** '/pt/about' → '/about', '/pt' → '/', '/about' → '/about'. */
export function unlocalizedPathname(pathname: string): string {
  if (localeFromPathname(pathname) === "en") return pathname || "/";
  const rest = pathname.slice(prefixes["pt-BR"].length);
  return rest === "" ? "/" : rest;
}

/** '/about' in pt-BR → '/pt/about'; '/' in pt-BR → '/pt'. Keeps ?query and #hash. */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/")) return path;
  const prefix = prefixes[locale];
  if (!prefix) return path;
  if (path === "/") return prefix;
  if (path.startsWith("/?") || path.startsWith("/#")) return prefix + path.slice(1);
  return prefix + path;
}

/** The same page in another language. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizePath(unlocalizedPathname(pathname), target);
}

/** Each language's name in English, for the staff portal (which is in English). */
export const localeLabels: Record<Locale, string> = { en: "English", "pt-BR": "Portuguese" };

/** Value for <html lang> and hreflang. */
export const languageTags: Record<Locale, string> = { en: "en", "pt-BR": "pt-BR" };

export function localeFromRequest(request: Request): Locale {
  return localeFromPathname(new URL(request.url).pathname);
}
