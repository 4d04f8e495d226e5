import { inArray } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { Database } from "~/platform/db/client.server";
import { images } from "~/platform/db/schema";
import { uploadKeyOf } from "~/platform/images/image-url";
import { altTextIn, altTextsFrom, type AltTexts } from "./alt-texts";

/**
 * The library's alt texts (every language's) of images shown by URL, such as posts'
 * covers, by storage key: one query for any number of URLs.
 */
export async function libraryAltTexts(
  db: Database,
  urls: readonly (string | null)[],
): Promise<Map<string, AltTexts>> {
  const keys = [
    ...new Set(
      urls
        .map((url) => (url ? uploadKeyOf(url) : null))
        .filter((key): key is string => key !== null),
    ),
  ];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ filePath: images.filePath, altTexts: images.altTexts })
    .from(images)
    .where(inArray(images.filePath, keys));
  return new Map(rows.map((row) => [row.filePath, altTextsFrom(row.altTexts)]));
}

/**
 * An image's alt text in the language of what it illustrates, "" for none: an image
 * without a text in that language (even with an English one), or from outside the
 * library, is shown as decorative rather than described in another language (the rule
 * in ./alt-texts.ts).
 */
export function altTextFor(
  texts: Map<string, AltTexts>,
  url: string | null,
  locale: Locale,
): string {
  const key = url ? uploadKeyOf(url) : null;
  const own = key ? texts.get(key) : undefined;
  return own ? altTextIn(own, locale) : "";
}
