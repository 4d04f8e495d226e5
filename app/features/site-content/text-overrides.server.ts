import { inArray } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { pageContent } from "~/platform/db/schema";
import { rememberUntilContentChange } from "~/platform/content-changes.server";
import { locales, type Locale } from "~/i18n/locales";
import { getMessages, type Messages } from "~/i18n/messages.server";
import {
  editablePageNames,
  editablePages,
  editableTextAt,
  type EditableTextsPage,
} from "./editable-texts";

/**
 * Staff's changes to the shipped texts (editable-texts.ts): the page_content rows of the
 * editable pages, applied to a language's dictionary by each text's dictionary path.
 */

/** The replaced texts of a language, by dictionary path ("home.hero.title" → text). */
export type TextOverrides = Record<Locale, Record<string, string>>;

/** The text at a dotted path of a dictionary ("home.tiles.items.0.title"), if it is one. */
export function messageAt(messages: unknown, path: string): string | undefined {
  let value: unknown = messages;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) {
      return undefined;
    }
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === "string" ? value : undefined;
}

/**
 * A copy of `messages` with the texts at the given paths replaced; the rest is shared
 * with the original (only the objects on a replaced text's path are copied). A path
 * that names no text is ignored.
 */
export function withTextOverrides<T>(messages: T, overrides: Record<string, string>): T {
  let result = messages;
  for (const [path, text] of Object.entries(overrides)) {
    if (messageAt(result, path) === undefined) continue;
    result = replaceAt(result, path.split("."), text);
  }
  return result;
}

function replaceAt<T>(value: T, keys: string[], text: string): T {
  const [key, ...rest] = keys;
  if (key === undefined) return text as T;
  const container = value as Record<string, unknown>;
  const copy = (
    Array.isArray(container) ? [...(container as unknown[])] : { ...container }
  ) as Record<string, unknown>;
  copy[key] = replaceAt(container[key], rest, text);
  return copy as T;
}

/** Reads every language's replaced texts (kept in memory until the content changes). */
export function readTextOverrides(db: Database): Promise<TextOverrides> {
  return rememberUntilContentChange("text-overrides", async () => {
    const rows = await db
      .select({
        pageName: pageContent.pageName,
        sectionName: pageContent.sectionName,
        locale: pageContent.locale,
        contentValue: pageContent.contentValue,
      })
      .from(pageContent)
      .where(inArray(pageContent.pageName, [...editablePageNames]));
    const overrides = Object.fromEntries(
      locales.map((locale) => [locale, {} as Record<string, string>]),
    ) as TextOverrides;
    for (const row of rows) {
      const editable = editableTextAt(row.pageName, row.sectionName);
      if (editable && row.contentValue.trim() !== "") {
        overrides[row.locale][editable.text.messagePath] = row.contentValue;
      }
    }
    return overrides;
  });
}

/** A language's shipped text at an editable text's path (what "Reset" goes back to). */
export function shippedText(locale: Locale, messagePath: string): string {
  return messageAt(getMessages(locale), messagePath) ?? "";
}

/** A language's dictionary with staff's changes (before the clinic's hours are filled in). */
export function messagesWithOverrides(locale: Locale, overrides: TextOverrides): Messages {
  return withTextOverrides(getMessages(locale), overrides[locale]);
}

/**
 * Every editable text of every page with what each language shows now, from the
 * page's entries (the rows of page_content, e.g. listPageContentEntries).
 */
export function editableTextsOverview(
  entries: readonly {
    id: string;
    pageName: string;
    sectionName: string;
    locale: Locale;
    contentValue: string;
  }[],
): EditableTextsPage[] {
  const entryOf = new Map(
    entries.map((entry) => [`${entry.pageName}/${entry.sectionName}/${entry.locale}`, entry]),
  );
  return editablePages.map((page) => ({
    ...page,
    texts: page.texts.map((text) => ({
      ...text,
      values: locales.map((locale) => {
        const entry = entryOf.get(`${page.pageName}/${text.section}/${locale}`);
        return entry && entry.contentValue.trim() !== ""
          ? { locale, value: entry.contentValue, entryId: entry.id }
          : { locale, value: shippedText(locale, text.messagePath), entryId: entry?.id ?? null };
      }),
    })),
  }));
}

/**
 * A new entry's form as a link opens it (?new=1&page=…&section=…&locale=…): for a page's
 * text, its language and the shipped text to start from.
 */
export function entryPrefill(query: URLSearchParams): {
  pageName: string;
  sectionName: string;
  locale?: Locale;
  contentValue?: string;
} {
  const pageName = (query.get("page") ?? "").slice(0, 64);
  const sectionName = (query.get("section") ?? "").slice(0, 64);
  const locale = locales.find((candidate) => candidate === query.get("locale"));
  const editable = editableTextAt(pageName, sectionName);
  if (!locale) return { pageName, sectionName };
  return {
    pageName,
    sectionName,
    locale,
    ...(editable ? { contentValue: shippedText(locale, editable.text.messagePath) } : {}),
  };
}
