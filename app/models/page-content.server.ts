import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { pageContent } from "~/db/schema";
import { resolveSections } from "~/i18n/content";
import type { Locale } from "~/i18n/locales";

/** Every section of a page in the visitor's language (falling back to English), as a map. */
export async function getPageSections(
  db: Database,
  pageName: string,
  locale: Locale,
): Promise<Map<string, string>> {
  const rows = await db
    .select({
      sectionName: pageContent.sectionName,
      locale: pageContent.locale,
      contentValue: pageContent.contentValue,
    })
    .from(pageContent)
    .where(
      and(
        eq(pageContent.pageName, pageName),
        inArray(pageContent.locale, locale === "en" ? ["en"] : ["en", locale]),
      ),
    );
  return resolveSections(rows, locale);
}
