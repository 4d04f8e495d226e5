import type { Locale } from "./locales";

function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === "";
}

/**
 * Database content in the visitor's language: the Portuguese variant when the
 * visitor reads Portuguese and it is filled in, otherwise the English source.
 */
export function localized<T extends string | null | undefined>(
  english: T,
  portuguese: string | null | undefined,
  locale: Locale,
): T | string {
  return locale === "pt-BR" && !isBlank(portuguese) ? (portuguese as string) : english;
}

/** The same for lists (qualifications, specialties): an empty Portuguese list falls back. */
export function localizedList(
  english: readonly string[],
  portuguese: readonly string[] | null | undefined,
  locale: Locale,
): readonly string[] {
  return locale === "pt-BR" && portuguese && portuguese.length > 0 ? portuguese : english;
}

export type LocalizedRow = { sectionName: string; locale: string; contentValue: string };

/**
 * Collapses page_content rows of one page into section → value for a locale:
 * a non-empty row in the locale wins, then a non-empty English row.
 */
export function resolveSections(
  rows: readonly LocalizedRow[],
  locale: Locale,
): Map<string, string> {
  const resolved = new Map<string, string>();
  for (const preferred of locale === "en" ? ["en"] : [locale, "en"]) {
    for (const row of rows) {
      if (
        row.locale === preferred &&
        !isBlank(row.contentValue) &&
        !resolved.has(row.sectionName)
      ) {
        resolved.set(row.sectionName, row.contentValue);
      }
    }
  }
  return resolved;
}
