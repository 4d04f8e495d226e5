import { localeFromRequest } from "~/i18n/locales";
import { getMessages, type Messages } from "~/i18n/messages.server";

type Pages = Messages["common"]["pages"];
export type PageKey = keyof Pages;

/** The visitor's locale and the heading and description of one page, for its loader. */
export function loadPageMessages<Key extends PageKey>(request: Request, key: Key) {
  const locale = localeFromRequest(request);
  const page: Pages[Key] = getMessages(locale).common.pages[key];
  return { locale, page };
}
