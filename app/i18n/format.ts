import { intlLocaleOf } from "./locales";

/** Fills {name} placeholders in a message. Unknown placeholders are left as they are. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/**
 * A moment in a language with its time, on the clock of `timeZone` ("December 1, 2026 at
 * 9:00 AM"): the clinic's, CLINIC_TIME_ZONE (app/platform/clinic.ts), for the site's pages.
 * Formatted on the server, so the browser shows the same text.
 */
export function formatDateTime(date: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    dateStyle: "long",
    timeStyle: "short",
    timeZone,
  }).format(date);
}
