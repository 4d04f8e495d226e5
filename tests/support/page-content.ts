import { asc, type SQL } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { pageContent } from "~/platform/db/schema";

/* The page_content table as the editors' tests read it back. */

/** The stored entries (those matching `where`, when given), by page, section and language. */
export async function pageContentRows(db: Database, where?: SQL) {
  return db
    .select()
    .from(pageContent)
    .where(where)
    .orderBy(asc(pageContent.pageName), asc(pageContent.sectionName), asc(pageContent.locale));
}
