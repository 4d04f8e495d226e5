import { intlLocaleOf } from "~/i18n/locales";
/**
 * The VIP Foundation's fixed content as typed data. Words
 * live in the foundation dictionaries, keyed by the ids here; this file holds
 * what does not change with the language: figures, the founding date, the calendar
 * rules of the events. The events and the gallery's photos are rows staff edit
 * (foundation-catalogues.server.ts). Client-safe.
 */

import { CLINIC_TIME_ZONE } from "~/platform/clinic";

/** Where the foundation works: "today" and the events' dates are this place's calendar. */
export const FOUNDATION_TIME_ZONE = CLINIC_TIME_ZONE;

/** Founded December 2024 (year and month, ISO). */
export const FOUNDATION_FOUNDED = "2024-12";

/** Every gallery image is shown on this canvas (the shipped photos are drawn on it). */
export const GALLERY_IMAGE_SIZE = { width: 800, height: 500 } as const;

/** The 16 services offered free at the health fairs. */
export const freeServiceIds = [
  "bloodPressure",
  "glucose",
  "cholesterol",
  "bmi",
  "vision",
  "dental",
  "fluShots",
  "hivTest",
  "nutrition",
  "mentalHealth",
  "womensHealth",
  "kidsCheckup",
  "seniorCheckup",
  "vaccinationInfo",
  "healthEducation",
  "referrals",
] as const;
export type FreeServiceId = (typeof freeServiceIds)[number];

/** The impact figures: lower bounds, shown with a "+" ("10,000+", "$1M+"). */
export const impactFigures = [
  { id: "peopleHelped", atLeast: 10_000, style: "number" },
  { id: "serviceCategories", atLeast: 15, style: "number" },
  { id: "invested", atLeast: 1_000_000, style: "compactDollars" },
  { id: "volunteers", atLeast: 500, style: "number" },
] as const satisfies readonly {
  id: string;
  atLeast: number;
  style: "number" | "compactDollars";
}[];
export type ImpactFigure = (typeof impactFigures)[number];
export type ImpactFigureId = ImpactFigure["id"];

/** An impact figure in the visitor's language: "10,000+" / "10.000+", "$1M+" / "US$ 1 mi+". */
export function formatImpactFigure(figure: ImpactFigure, locale: string): string {
  const options: Intl.NumberFormatOptions =
    figure.style === "compactDollars"
      ? { style: "currency", currency: "USD", notation: "compact" }
      : {};
  return `${new Intl.NumberFormat(intlLocaleOf(locale), options).format(figure.atLeast)}+`;
}

export type EventStatus = "upcoming" | "past";

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDate(instant: Date, timeZone: string = FOUNDATION_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * Whether an event (an ISO calendar date) is still to come: it is past once its
 * date is before today in the foundation's time zone, so it stays upcoming for
 * the whole of its day.
 */
export function eventStatus(
  date: string,
  now: Date,
  timeZone: string = FOUNDATION_TIME_ZONE,
): EventStatus {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`not an ISO date: ${date}`);
  // ISO dates compare correctly as strings.
  return date < calendarDate(now, timeZone) ? "past" : "upcoming";
}

/** A calendar date in the visitor's language, e.g. "June 12, 2025" or "12 de junho de 2025". */
export function formatEventDate(date: string, locale: string): string {
  // Noon UTC of that day, formatted in UTC: the same day whatever the server's zone.
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}

/** A year and month in the visitor's language, e.g. "December 2024" or "dezembro de 2024". */
export function formatMonthYear(yearMonth: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    year: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${yearMonth}-15T12:00:00Z`));
}
