import { localeFromRequest } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages.server";
import type { Database } from "~/platform/db/client.server";
import { getClinicMessages } from "./clinic-settings.server";

type Pages = Messages["common"]["pages"];
export type PageKey = keyof Pages;

/**
 * The visitor's locale, the heading and description of one page, and every text of that
 * language as the site shows it (staff's changes and the clinic's hours in): the start of
 * a public page's loader.
 */
export async function loadPageTexts<Key extends PageKey>(
  request: Request,
  db: Database,
  key: Key,
): Promise<{ locale: ReturnType<typeof localeFromRequest>; page: Pages[Key]; messages: Messages }> {
  const locale = localeFromRequest(request);
  const messages = await getClinicMessages(db, locale);
  return { locale, page: messages.common.pages[key], messages };
}
