import { CLINIC_TIME_ZONE } from "~/platform/clinic";

/**
 * A post's date in the visitor's language ("January 14, 2026", "14 de janeiro
 * de 2026"). Formatted on the server, so the browser shows the same text.
 */
export function formatPostDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: CLINIC_TIME_ZONE }).format(
    date,
  );
}
