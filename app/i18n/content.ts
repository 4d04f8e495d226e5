import type { Locale } from "./locales";

function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === "";
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
