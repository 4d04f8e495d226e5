import { intlLocaleOf } from "~/i18n/locales";
import { CLINIC_TIME_ZONE } from "~/platform/clinic";

/**
 * A post's date in the visitor's language ("January 14, 2026", "14 de janeiro
 * de 2026"). Formatted on the server, so the browser shows the same text.
 */
export function formatPostDate(date: Date, locale: string): string {
  return postDateFormat(locale).format(date);
}

/** One formatter per language: making one costs far more than formatting (each list shows many dates). */
const postDateFormats = new Map<string, Intl.DateTimeFormat>();
function postDateFormat(locale: string): Intl.DateTimeFormat {
  let format = postDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), {
      dateStyle: "long",
      timeZone: CLINIC_TIME_ZONE,
    });
    postDateFormats.set(locale, format);
  }
  return format;
}
