import { z } from "zod";
import { defaultLocale, isLocale, locales, type Locale } from "~/i18n/locales";
import { localizedField, translatedLocales } from "~/platform/localized-texts";

/*
 * An image's alt texts, one per language of the site, kept as one jsonb map locale → text
 * (`images.alt_texts`, migration 0032): `{ "en": "…", "pt-BR": "…", "es": "…" }`, only the
 * languages that have one. The map follows the locale list (app/i18n/locale-list.ts): a
 * new language adds a key, not a column. Client-safe.
 *
 * The one rule for showing them: an image is described in the language of the page (or
 * of the article) it is shown in. A language without its own text does NOT fall back to
 * English, unlike the site's other texts: a screen reader would read the English words
 * with the page's voice, so the image is shown as decorative (alt="") instead, and the
 * media library notes the missing language to staff.
 */

/** An image's alt texts: at most one per language, never empty. */
export type AltTexts = Partial<Record<Locale, string>>;

/** A stored map as read: any object of texts (anything else reads as no texts). */
const storedAltTexts = z.record(z.string(), z.unknown()).catch({});

/**
 * The alt texts of a stored map: the languages of the list whose text is not blank,
 * trimmed. A key of a language no longer on the list, or a value that is not text, is
 * left out (the row keeps it; see `keptAltTexts`).
 */
export function altTextsFrom(stored: unknown): AltTexts {
  const map = storedAltTexts.parse(stored);
  const texts: AltTexts = {};
  for (const locale of locales) {
    const value = map[locale];
    if (typeof value === "string" && value.trim() !== "") texts[locale] = value.trim();
  }
  return texts;
}

/**
 * What a save keeps of the stored map besides the list's languages: the texts of a
 * language taken off the list, so that adding it back brings them back.
 */
export function keptAltTexts(stored: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(storedAltTexts.parse(stored)).filter(([key]) => !isLocale(key)),
  );
}

/** An image's alt text in one language, "" when it has none there (no fallback to English). */
export function altTextIn(texts: AltTexts, locale: Locale): string {
  return texts[locale]?.trim() ?? "";
}

/** Every language's alt text, "" where there is none: what a form shows and compares. */
export function altTextsByLocale(texts: AltTexts): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, altTextIn(texts, locale)])) as Record<
    Locale,
    string
  >;
}

/** An image with no English alt text: the library's warning (and its "missing" filter). */
export function missesEnglishAltText(texts: AltTexts): boolean {
  return altTextIn(texts, defaultLocale) === "";
}

/**
 * The languages other than English without an alt text, when English has one (the
 * library's gentler note: their pages show the image as decorative). Empty when English
 * is missing too: the warning covers it.
 */
export function missingTranslatedAltTexts(texts: AltTexts): Array<Exclude<Locale, "en">> {
  if (missesEnglishAltText(texts)) return [];
  return translatedLocales.filter((locale) => altTextIn(texts, locale) === "");
}

/** The form field of an image's alt text in one language: `altText_pt-BR`. */
export type AltTextField = `altText_${Locale}`;
/** The hidden field with the text the form showed as stored: `altTextBase_pt-BR`. */
export type AltTextBaseField = `altTextBase_${Locale}`;

export const altTextField = (locale: Locale): AltTextField => localizedField("altText", locale);
export const altTextBaseField = (locale: Locale): AltTextBaseField =>
  localizedField("altTextBase", locale);
