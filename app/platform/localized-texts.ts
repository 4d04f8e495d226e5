import { z } from "zod";
import { defaultLocale, locales, type Locale } from "~/i18n/locales";

/*
 * Texts of a database row in every language of the site, kept as one jsonb map
 * locale → texts (the membership plans, the insurers). English, the source, is
 * required; every other language may leave any field empty, and the site then
 * shows the English one. The map follows the locale list (app/i18n/locales.ts):
 * a new language adds a key, not a column. Client-safe.
 */

/** One field of a row's texts: a line of text, or a list of lines. */
export type TextValue = string | readonly string[];

/** Texts in every language: English in full, the others any part of them. */
export type LocalizedTexts<T extends Record<string, TextValue>> = { en: T } & Partial<
  Record<Exclude<Locale, "en">, Partial<T>>
>;

/** The zod schema of a jsonb texts map, from the schema of one language's texts. */
export function localizedTextsSchema<Shape extends Record<string, z.ZodType<TextValue>>>(
  shape: Shape,
) {
  const full = z.object(shape);
  const partial = full.partial();
  const entries = locales.map((locale) => [
    locale,
    locale === defaultLocale ? full : partial.optional(),
  ]);
  return z.object(Object.fromEntries(entries) as Record<string, z.ZodType>) as unknown as z.ZodType<
    LocalizedTexts<z.output<typeof full> & Record<string, TextValue>>
  >;
}

/** Whether a field has something to show (not empty text, not an empty list). */
function filled(value: TextValue | undefined): value is TextValue {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value.length > 0;
}

/** The texts in one language, each empty field falling back to the English one. */
export function textsIn<T extends Record<string, TextValue>>(
  texts: LocalizedTexts<T>,
  locale: Locale,
): T {
  if (locale === defaultLocale) return texts.en;
  const own: Partial<Record<string, TextValue>> =
    (texts as Partial<Record<Locale, Partial<T>>>)[locale] ?? {};
  const result: Record<string, TextValue> = { ...texts.en };
  for (const key of Object.keys(result)) {
    const value = own[key];
    if (filled(value)) result[key] = value;
  }
  return result as T;
}

/** The languages other than English, each a column of an editor. */
export const translatedLocales = locales.filter(
  (locale): locale is Exclude<Locale, "en"> => locale !== defaultLocale,
);
