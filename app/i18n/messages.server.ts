import { english, type EnglishMessages } from "./en/index.server";
import type { Locale } from "./locales";
import { portuguese } from "./pt-BR/index.server";
import { spanish } from "./es/index.server";
import type { Translation } from "./types";

/**
 * Every dictionary, by locale. Server-only: a page receives just the strings
 * it renders through its loader, so the browser never downloads both languages.
 * A new namespace is a file in every language's folder, listed in each index file;
 * the Translation type makes each translation match the English one key for key.
 */
export type Messages = Translation<EnglishMessages>;

const dictionaries: Record<Locale, Messages> = { en: english, "pt-BR": portuguese, es: spanish };

export function getMessages(locale: Locale): Messages {
  return dictionaries[locale];
}
