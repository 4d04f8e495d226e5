import { english, type EnglishMessages } from "./en/index.server";
import type { Locale } from "./locales";
import { portuguese } from "./pt-BR/index.server";
import type { Translation } from "./types";

/**
 * Every dictionary, by locale. Server-only: a page receives just the strings
 * it renders through its loader, so the browser never downloads both languages.
 * A new namespace is a file in en/ and in pt-BR/, listed in both index files;
 * the Translation type makes the Portuguese one match the English one key for key.
 */
export type Messages = Translation<EnglishMessages>;

const dictionaries: Record<Locale, Messages> = { en: english, "pt-BR": portuguese };

export function getMessages(locale: Locale): Messages {
  return dictionaries[locale];
}
