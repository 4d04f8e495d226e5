import { and, eq, inArray, max } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { pageContent } from "~/platform/db/schema";
import { resolveSections } from "~/i18n/content";
import type { Locale } from "~/i18n/locales";

/** What a page's texts are read as: each section's name, language and value. */
export const sectionColumns = {
  sectionName: pageContent.sectionName,
  locale: pageContent.locale,
  contentValue: pageContent.contentValue,
};

/**
 * Every section of a page in the visitor's language, as a map; by default an
 * empty or missing Portuguese section falls back to the English one.
 */
export async function getPageSections(
  db: Database,
  pageName: string,
  locale: Locale,
  { fallbackToEnglish = true }: { fallbackToEnglish?: boolean } = {},
): Promise<Map<string, string>> {
  const wanted: Locale[] = locale === "en" || !fallbackToEnglish ? [locale] : ["en", locale];
  const rows = await db
    .select(sectionColumns)
    .from(pageContent)
    .where(and(eq(pageContent.pageName, pageName), inArray(pageContent.locale, wanted)));
  return resolveSections(rows, locale);
}

/**
 * When each page's rows were last saved, by page name and language, e.g.
 * "about_us" → { en: Date, "pt-BR": Date } (the sitemap's lastmod).
 */
export async function listPageContentUpdates(
  db: Database,
): Promise<Map<string, Partial<Record<Locale, Date>>>> {
  const rows = await db
    .select({
      pageName: pageContent.pageName,
      locale: pageContent.locale,
      updatedAt: max(pageContent.updatedAt),
    })
    .from(pageContent)
    .groupBy(pageContent.pageName, pageContent.locale);
  const updates = new Map<string, Partial<Record<Locale, Date>>>();
  for (const row of rows) {
    if (!row.updatedAt) continue;
    const page = updates.get(row.pageName) ?? {};
    page[row.locale] = new Date(row.updatedAt);
    updates.set(row.pageName, page);
  }
  return updates;
}
