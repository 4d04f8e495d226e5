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

/**
 * A form field of one language's text: the field's name, then the language ("bio_pt-BR"),
 * the one convention of every editor with a column per language.
 */
export const localizedField = <Field extends string>(field: Field, locale: Locale) =>
  `${field}_${locale}` as const;

/** The languages other than English, each a column of an editor. */
export const translatedLocales = locales.filter(
  (locale): locale is Exclude<Locale, "en"> => locale !== defaultLocale,
);

/** One language whose texts leave out fields the English ones give, and which. */
export type MissingTexts<Field extends string> = {
  locale: Exclude<Locale, "en">;
  fields: Field[];
};

/**
 * The languages other than English that leave some field empty where English has it
 * (the site shows the English text there), each with those fields: what a list in the
 * portal notes as missing. Empty when every language is complete.
 */
export function missingTexts<T extends Record<string, TextValue>>(
  texts: LocalizedTexts<T>,
): Array<MissingTexts<Extract<keyof T, string>>> {
  const english = texts.en as Record<string, TextValue>;
  const wanted = Object.keys(english).filter((field) => filled(english[field]));
  return translatedLocales.flatMap((locale) => {
    const own: Partial<Record<string, TextValue>> =
      (texts as Partial<Record<Locale, Partial<T>>>)[locale] ?? {};
    const fields = wanted.filter((field) => !filled(own[field])) as Array<Extract<keyof T, string>>;
    return fields.length > 0 ? [{ locale, fields }] : [];
  });
}

/**
 * A row as it was kept before its texts moved to the jsonb map (a revision, a Trash entry
 * from then): each text a field per language in the row itself, English as `<field>` and
 * Portuguese as `<field>Pt`. The same row with those pairs replaced by `texts`, the map
 * they make (an English value left null reads as empty; empty translations are left
 * out), as the migration to the map made it. Null when the row has no such pair.
 */
export function rowWithTextsMap(stored: Record<string, unknown>): Record<string, unknown> | null {
  const fields = Object.keys(stored).filter((key) => Object.hasOwn(stored, `${key}Pt`));
  if (fields.length === 0) return null;
  const asText = (raw: unknown, like: unknown): TextValue => {
    if (typeof raw === "string") return raw;
    if (Array.isArray(raw)) return raw.map(String);
    return Array.isArray(like) ? [] : "";
  };
  const english: Record<string, TextValue> = {};
  const portuguese: Record<string, TextValue> = {};
  for (const field of fields) {
    const translation = stored[`${field}Pt`];
    english[field] = asText(stored[field], translation);
    const translated = translation == null ? undefined : asText(translation, translation);
    if (filled(translated)) portuguese[field] = translated;
  }
  const row = Object.fromEntries(
    Object.entries(stored).filter(
      ([key]) => !fields.some((field) => key === field || key === `${field}Pt`),
    ),
  );
  const texts: Record<string, Record<string, TextValue>> = { en: english };
  if (Object.keys(portuguese).length > 0) texts["pt-BR"] = portuguese;
  return { ...row, texts };
}

/**
 * A row kept before one of its texts moved from a column per language to a jsonb map of
 * its own (an image's `altText` and `altTextPt` → `altTexts`; a Trash entry from then):
 * the same row with that pair replaced by the map locale → text, English from `<field>`
 * and Portuguese from `<field>Pt`, each trimmed and left out when empty, as the migration
 * made it. Null when the row has the map already, or neither field.
 */
export function rowWithTextMap(
  stored: Record<string, unknown>,
  field: string,
  mapField: string,
): Record<string, unknown> | null {
  const pair = [field, `${field}Pt`];
  if (Object.hasOwn(stored, mapField) || !pair.some((key) => Object.hasOwn(stored, key))) {
    return null;
  }
  const map: Record<string, string> = {};
  const english = stored[field];
  const portuguese = stored[`${field}Pt`];
  if (typeof english === "string" && english.trim() !== "") map.en = english.trim();
  if (typeof portuguese === "string" && portuguese.trim() !== "") map["pt-BR"] = portuguese.trim();
  const row = Object.fromEntries(Object.entries(stored).filter(([key]) => !pair.includes(key)));
  return { ...row, [mapField]: map };
}
