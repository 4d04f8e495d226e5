import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { pageContent } from "~/db/schema";
import { resolveSections } from "~/i18n/content";
import type { Locale } from "~/i18n/locales";

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
    .select({
      sectionName: pageContent.sectionName,
      locale: pageContent.locale,
      contentValue: pageContent.contentValue,
    })
    .from(pageContent)
    .where(and(eq(pageContent.pageName, pageName), inArray(pageContent.locale, wanted)));
  return resolveSections(rows, locale);
}
