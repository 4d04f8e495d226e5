/**
 * Type-level tests, checked by `npm run typecheck`: if Translation stopped
 * catching a missing or extra key, the @ts-expect-error lines would be unused
 * and the typecheck would fail.
 */
import type { CommonMessages } from "./en/common.server";
import { common as spanishCommon } from "./es/common.server";
import type { Locale } from "./locales";
import type { Messages } from "./messages.server";
import type { Translation } from "./types";

type Sample = { title: string; nested: { label: string }; list: string[] };

export const complete: Translation<Sample> = { title: "", nested: { label: "" }, list: [""] };

// @ts-expect-error a nested key is missing
export const missingNested: Translation<Sample> = { title: "", nested: {}, list: [] };

export const extraKey: Translation<Sample> = {
  title: "",
  nested: { label: "" },
  list: [],
  // @ts-expect-error a key English does not have
  extra: "",
};

// @ts-expect-error a string where English has a list
export const wrongShape: Translation<Sample> = { title: "", nested: { label: "" }, list: "" };

declare const english: CommonMessages;
const { notFound: _omitted, ...withoutNotFound } = english;
// @ts-expect-error the real dictionary without one namespace is not a translation of it
export const incomplete: Translation<CommonMessages> = withoutNotFound;

// The Spanish dictionary is held to the same shape: one key left out fails the build.
const { languageSwitcher: _left, ...spanishMissingAKey } = spanishCommon.layout;
// @ts-expect-error Spanish without one of English's keys is not a translation of it
export const spanishIncomplete: Translation<CommonMessages["layout"]> = spanishMissingAKey;

// Every language on the list needs its dictionary: a registry without Spanish does not compile.
// @ts-expect-error a language of the locale list without a dictionary
export const unregistered: Record<Locale, Messages> = { en: english, "pt-BR": english };
