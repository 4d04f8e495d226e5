import type { Locale } from "~/i18n/locales";

/**
 * A page whose address differs per language (an article: each version has its own slug)
 * gives the header's language switch its targets: its loader returns `languageLinks`,
 * each language's path (with any query). Pages without them switch by prefix
 * (switchLocalePath).
 */
export type LanguageLinks = Partial<Record<Locale, string>>;

type MatchLike = { loaderData?: unknown; data?: unknown } | undefined;

/** The deepest match's language link for `locale`, if a page gives one. */
export function languageLinkOf(matches: readonly MatchLike[], locale: Locale): string | null {
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index];
    const data = match?.loaderData ?? match?.data;
    if (data !== null && typeof data === "object" && "languageLinks" in data) {
      const links = data.languageLinks;
      if (links !== null && typeof links === "object" && locale in links) {
        const href = (links as Record<string, unknown>)[locale];
        if (typeof href === "string") return href;
      }
    }
  }
  return null;
}
