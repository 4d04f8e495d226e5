import { inArray } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { Database } from "~/platform/db/client.server";
import { images } from "~/platform/db/schema";
import { uploadKeyOf } from "~/platform/images/image-url";

/**
 * The library's alt texts (English and Portuguese) of images shown by URL, such as
 * posts' covers, by storage key: one query for any number of URLs.
 */
export async function libraryAltTexts(
  db: Database,
  urls: readonly (string | null)[],
): Promise<Map<string, { en: string | null; pt: string | null }>> {
  const keys = [
    ...new Set(
      urls
        .map((url) => (url ? uploadKeyOf(url) : null))
        .filter((key): key is string => key !== null),
    ),
  ];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ filePath: images.filePath, en: images.altText, pt: images.altTextPt })
    .from(images)
    .where(inArray(images.filePath, keys));
  return new Map(rows.map((row) => [row.filePath, { en: row.en, pt: row.pt }]));
}

/**
 * An image's alt text in the language of what it illustrates ("" for none: an image
 * without text in that language, or from outside the library, is shown as decorative
 * rather than described in the other language).
 */
export function altTextFor(
  texts: Map<string, { en: string | null; pt: string | null }>,
  url: string | null,
  locale: Locale,
): string {
  const key = url ? uploadKeyOf(url) : null;
  const text = key ? texts.get(key) : undefined;
  return (locale === "pt-BR" ? text?.pt : text?.en) ?? "";
}
