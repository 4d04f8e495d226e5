import { common as enCommon, type CommonMessages } from "./en/common.server";
import type { Locale } from "./locales";
import { common as ptCommon } from "./pt-BR/common.server";
import type { Translation } from "./types";

/**
 * Every dictionary, by locale. Server-only: a page receives just the strings
 * it renders through its loader, so the browser never downloads both languages.
 * A new namespace is added here for both locales; the Translation type makes
 * the Portuguese one match the English one key for key.
 */
export type Messages = {
  common: Translation<CommonMessages>;
};

const dictionaries: Record<Locale, Messages> = {
  en: { common: enCommon },
  "pt-BR": { common: ptCommon },
};

export function getMessages(locale: Locale): Messages {
  return dictionaries[locale];
}
