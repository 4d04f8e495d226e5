import type { Locale } from "~/i18n/locales";

/**
 * The clinic's opening hours as data (the weekly hours and the closures staff set on
 * /admin/settings), and every way the site writes them, in each language. Pure and
 * client-safe: the pages, the footer and the structured data all read this module, so
 * a change of hours shows everywhere at once.
 */

/** The week as the clinic reads it, Monday first. */
export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof weekdays)[number];

/** A time of day on the clinic's 24-hour clock: "08:00", "18:30". */
export type ClockTime = string;
export const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** One day's hours; null when the clinic is closed that day. */
export type DayHours = { opens: ClockTime; closes: ClockTime } | null;
export type WeeklyHours = Record<Weekday, DayHours>;

/** A date the clinic is closed or keeps other hours (a holiday), with a short note per language. */
export type Closure = {
  /** The day, "2026-12-24". */
  date: string;
  /** Null: closed all day. */
  hours: DayHours;
  /** Optional, per language ("Christmas Eve"); an empty note in a language falls back to English. */
  note: Record<Locale, string>;
};

export type OpeningHours = { weekly: WeeklyHours; closures: Closure[] };

const eightToSix = { opens: "08:00", closes: "18:00" };

/** The demo's hours: Monday to Saturday, 8:00 AM to 6:00 PM. */
export const defaultOpeningHours: OpeningHours = {
  weekly: {
    mon: eightToSix,
    tue: eightToSix,
    wed: eightToSix,
    thu: eightToSix,
    fri: eightToSix,
    sat: eightToSix,
    sun: null,
  },
  closures: [],
};

/** schema.org's day names, for structured data. */
export const schemaDayNames: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

type DayWords = {
  /** "Monday" / "segunda" */
  long: string;
  /** "Mon" / "seg." */
  short: string;
  /** "Mon" / "Seg" (the compact form, "Mon-Sat 8AM-6PM") */
  compact: string;
  /** pt: "às segundas"; en: "Mondays" is not used, the long name is. */
  single: string;
  /** Closed-day line, capitalised: "Sunday" / "Domingo". */
  title: string;
};

const words: Record<Locale, Record<Weekday, DayWords>> = {
  en: {
    mon: { long: "Monday", short: "Mon", compact: "Mon", single: "Monday", title: "Monday" },
    tue: { long: "Tuesday", short: "Tue", compact: "Tue", single: "Tuesday", title: "Tuesday" },
    wed: {
      long: "Wednesday",
      short: "Wed",
      compact: "Wed",
      single: "Wednesday",
      title: "Wednesday",
    },
    thu: { long: "Thursday", short: "Thu", compact: "Thu", single: "Thursday", title: "Thursday" },
    fri: { long: "Friday", short: "Fri", compact: "Fri", single: "Friday", title: "Friday" },
    sat: { long: "Saturday", short: "Sat", compact: "Sat", single: "Saturday", title: "Saturday" },
    sun: { long: "Sunday", short: "Sun", compact: "Sun", single: "Sunday", title: "Sunday" },
  },
  "pt-BR": {
    mon: {
      long: "segunda",
      short: "seg.",
      compact: "Seg",
      single: "às segundas",
      title: "Segunda",
    },
    tue: { long: "terça", short: "ter.", compact: "Ter", single: "às terças", title: "Terça" },
    wed: { long: "quarta", short: "qua.", compact: "Qua", single: "às quartas", title: "Quarta" },
    thu: { long: "quinta", short: "qui.", compact: "Qui", single: "às quintas", title: "Quinta" },
    fri: { long: "sexta", short: "sex.", compact: "Sex", single: "às sextas", title: "Sexta" },
    sat: { long: "sábado", short: "sáb.", compact: "Sáb", single: "aos sábados", title: "Sábado" },
    sun: {
      long: "domingo",
      short: "dom.",
      compact: "Dom",
      single: "aos domingos",
      title: "Domingo",
    },
  },
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "and" joins of a list: "a, b and c" / "a, b e c". */
function joinList(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items.join("");
  const and = locale === "en" ? " and " : " e ";
  return `${items.slice(0, -1).join(", ")}${and}${items.at(-1)}`;
}

function minutesOf(time: ClockTime): [number, number] {
  const [hours = "0", minutes = "0"] = time.split(":");
  return [Number(hours), Number(minutes)];
}

/** "8:00 AM", "6:30 PM" / "8h", "18h30". */
export function formatTime(time: ClockTime, locale: Locale): string {
  const [hours, minutes] = minutesOf(time);
  if (locale === "pt-BR") return `${hours}h${minutes ? String(minutes).padStart(2, "0") : ""}`;
  const suffix = hours < 12 ? "AM" : "PM";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** The compact time: "8AM", "6:30PM" / "8h", "18h30". */
function compactTime(time: ClockTime, locale: Locale): string {
  if (locale === "pt-BR") return formatTime(time, locale);
  const [hours, minutes] = minutesOf(time);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}${hours < 12 ? "AM" : "PM"}`;
}

/** Consecutive days (in week order) that keep the same hours. */
type Run = { from: Weekday; to: Weekday; hours: DayHours; length: number };

function runsOf(weekly: WeeklyHours, same: (a: DayHours, b: DayHours) => boolean): Run[] {
  const runs: Run[] = [];
  for (const day of weekdays) {
    const hours = weekly[day];
    const last = runs.at(-1);
    if (last && same(last.hours, hours)) {
      last.to = day;
      last.length += 1;
    } else {
      runs.push({ from: day, to: day, hours, length: 1 });
    }
  }
  return runs;
}

const sameHours = (a: DayHours, b: DayHours) =>
  a === null || b === null ? a === b : a.opens === b.opens && a.closes === b.closes;
const sameOpenness = (a: DayHours, b: DayHours) => (a === null) === (b === null);

/** Runs of open days with the same hours, each run of two days or more kept as one. */
function openRuns(weekly: WeeklyHours): Run[] {
  return runsOf(weekly, sameHours).filter((run) => run.hours !== null);
}

function closedDays(weekly: WeeklyHours): Weekday[] {
  return weekdays.filter((day) => weekly[day] === null);
}

/** The days of a run, in long words: "Monday to Saturday" / "de segunda a sábado", "aos sábados". */
function longDays(run: Pick<Run, "from" | "to" | "length">, locale: Locale): string[] {
  const names = words[locale];
  if (run.length === 1) return [names[run.from].single];
  if (run.length === 2) return [names[run.from].single, names[run.to].single];
  return locale === "en"
    ? [`${names[run.from].long} to ${names[run.to].long}`]
    : [`de ${names[run.from].long} a ${names[run.to].long}`];
}

/**
 * The days the clinic is open, for a sentence: "Monday to Saturday" / "de segunda a
 * sábado"; "Monday to Friday and Sunday" / "de segunda a sexta e aos domingos".
 */
export function formatOpenDays(weekly: WeeklyHours, locale: Locale): string {
  const runs = runsOf(weekly, sameOpenness).filter((run) => run.hours !== null);
  if (runs.length === 0) return allClosed[locale].sentence;
  return joinList(
    runs.flatMap((run) => longDays(run, locale)),
    locale,
  );
}

const allClosed: Record<Locale, { sentence: string; short: string }> = {
  en: { sentence: "when we reopen", short: "Closed" },
  "pt-BR": { sentence: "quando reabrirmos", short: "Fechado" },
};

function rangeOf(hours: NonNullable<DayHours>, locale: Locale, from: boolean): string {
  const opens = formatTime(hours.opens, locale);
  const closes = formatTime(hours.closes, locale);
  if (locale === "pt-BR") return `das ${opens} às ${closes}`;
  return `${from ? "from " : ""}${opens} to ${closes}`;
}

/**
 * The hours in a sentence: "Monday to Saturday, 8:00 AM to 6:00 PM" / "de segunda a
 * sábado, das 8h às 18h"; an irregular week names each group ("Monday to Friday, 8:00
 * AM to 6:00 PM, and Saturday, 9:00 AM to 1:00 PM"). `from` writes "from 8:00 AM" in
 * English.
 */
export function formatHoursSentence(
  weekly: WeeklyHours,
  locale: Locale,
  { from = false }: { from?: boolean } = {},
): string {
  const runs = openRuns(weekly);
  if (runs.length === 0) return allClosed[locale].sentence;
  const parts = runs.map(
    (run) => `${joinList(longDays(run, locale), locale)}, ${rangeOf(run.hours!, locale, from)}`,
  );
  if (parts.length === 1) return parts[0]!;
  const and = locale === "en" ? ", and " : ", e ";
  return `${parts.slice(0, -1).join(", ")}${and}${parts.at(-1)}`;
}

function shortDays(run: Run, locale: Locale, style: "short" | "compact"): string {
  const names = words[locale];
  const first = names[run.from][style];
  const last = names[run.to][style];
  if (run.length === 1) return locale === "pt-BR" && style === "short" ? capitalise(first) : first;
  if (run.length === 2) {
    const pair = joinList([first, last], locale);
    return locale === "pt-BR" && style === "short" ? capitalise(pair) : pair;
  }
  if (locale === "en") return `${first}-${last}`;
  return style === "short" ? `${capitalise(first)} a ${last}` : `${first}-${last}`;
}

/**
 * The open days in short lines, one group after another: "Mon-Sat 8:00 AM - 6:00 PM" /
 * "Seg. a sáb., das 8h às 18h"; "Mon-Fri 8:00 AM - 6:00 PM, Sat 9:00 AM - 1:00 PM".
 */
export function formatWeekShort(weekly: WeeklyHours, locale: Locale): string {
  const runs = openRuns(weekly);
  if (runs.length === 0) return allClosed[locale].short;
  return runs
    .map((run) => {
      const hours = run.hours!;
      const days = shortDays(run, locale, "short");
      return locale === "en"
        ? `${days} ${formatTime(hours.opens, locale)} - ${formatTime(hours.closes, locale)}`
        : `${days}, ${rangeOf(hours, locale, false)}`;
    })
    .join(locale === "en" ? ", " : "; ");
}

/** The compact form: "Mon-Sat 8AM-6PM" / "Seg-Sáb, 8h às 18h". */
export function formatWeekCompact(weekly: WeeklyHours, locale: Locale): string {
  const runs = openRuns(weekly);
  if (runs.length === 0) return allClosed[locale].short;
  return runs
    .map((run) => {
      const hours = run.hours!;
      const days = shortDays(run, locale, "compact");
      const opens = compactTime(hours.opens, locale);
      const closes = compactTime(hours.closes, locale);
      return locale === "en" ? `${days} ${opens}-${closes}` : `${days}, ${opens} às ${closes}`;
    })
    .join(locale === "en" ? ", " : "; ");
}

/** The days the clinic is closed every week: "Sunday closed" / "Domingo fechado"; null if none. */
export function formatClosedDays(weekly: WeeklyHours, locale: Locale): string | null {
  const closed = closedDays(weekly);
  if (closed.length === 0 || closed.length === weekdays.length) return null;
  const names = joinList(
    closed.map((day, index) =>
      index === 0 || locale === "en" ? words[locale][day].title : words[locale][day].long,
    ),
    locale,
  );
  if (locale === "en") return `${names} closed`;
  return `${names} ${closed.length === 1 ? (closed[0] === "sat" || closed[0] === "sun" ? "fechado" : "fechada") : "fechados"}`;
}

/** Every line of the week for a box of hours: the open groups, then the closed days. */
export function formatWeekLines(weekly: WeeklyHours, locale: Locale): string[] {
  const closed = formatClosedDays(weekly, locale);
  return [formatWeekShort(weekly, locale), ...(closed ? [closed] : [])];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a "YYYY-MM-DD" text is a real date. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }),
  "pt-BR": new Intl.DateTimeFormat("pt-BR", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }),
};

/** "Thursday, December 24" / "Quinta-feira, 24 de dezembro". */
export function formatClosureDate(date: string, locale: Locale): string {
  return capitalise(dateFormats[locale].format(new Date(`${date}T12:00:00Z`)));
}

/**
 * One closure in a line: "Thursday, December 24: closed (Christmas Eve)" / "Quinta-feira,
 * 24 de dezembro: fechado (Véspera de Natal)"; special hours as "9:00 AM - 1:00 PM" /
 * "das 9h às 13h".
 */
export function formatClosure(closure: Closure, locale: Locale): string {
  const when = closure.hours
    ? locale === "en"
      ? `${formatTime(closure.hours.opens, locale)} - ${formatTime(closure.hours.closes, locale)}`
      : rangeOf(closure.hours, locale, false)
    : locale === "en"
      ? "closed"
      : "fechado";
  const note = (closure.note[locale] || closure.note.en || "").trim();
  return `${formatClosureDate(closure.date, locale)}: ${when}${note ? ` (${note})` : ""}`;
}

/** The closures from `today` ("YYYY-MM-DD", the clinic's date) through `days` days later, by date. */
export function upcomingClosures(
  closures: readonly Closure[],
  today: string,
  days = 30,
): Closure[] {
  const start = new Date(`${today}T00:00:00Z`).getTime();
  const end = start + days * 86_400_000;
  return closures
    .filter((closure) => {
      const time = new Date(`${closure.date}T00:00:00Z`).getTime();
      return time >= start && time <= end;
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The hour texts every page's messages may name, as {placeholders}. */
export type HoursTexts = {
  /** "Monday to Saturday" / "de segunda a sábado" */
  openDays: string;
  /** "Monday to Saturday, 8:00 AM to 6:00 PM" / "de segunda a sábado, das 8h às 18h" */
  hours: string;
  /** "Monday to Saturday, from 8:00 AM to 6:00 PM" (pt as hours) */
  hoursFrom: string;
  /** "Mon-Sat 8:00 AM - 6:00 PM" / "Seg. a sáb., das 8h às 18h" */
  hoursShort: string;
  /** "Mon-Sat 8AM-6PM" / "Seg-Sáb, 8h às 18h" */
  hoursCompact: string;
  /** "Sunday closed" / "Domingo fechado", or "" */
  closedDays: string;
};

export function hoursTexts(weekly: WeeklyHours, locale: Locale): HoursTexts {
  return {
    openDays: formatOpenDays(weekly, locale),
    hours: formatHoursSentence(weekly, locale),
    hoursFrom: formatHoursSentence(weekly, locale, { from: true }),
    hoursShort: formatWeekShort(weekly, locale),
    hoursCompact: formatWeekCompact(weekly, locale),
    closedDays: formatClosedDays(weekly, locale) ?? "",
  };
}

/** The week as a box of hours shows it: the open groups, then the closed days, a line each. */
export function weekBoxText(texts: HoursTexts): string {
  return [texts.hoursShort, texts.closedDays].filter(Boolean).join("\n");
}

/** Every string in `value` with its hour {placeholders} filled; the same shape back. */
export function fillHoursTexts<T>(value: T, texts: HoursTexts): T {
  if (typeof value === "string") {
    if (!value.includes("{")) return value;
    return value.replace(/\{(\w+)\}/g, (match, key: string) =>
      key in texts ? texts[key as keyof HoursTexts] : match,
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => fillHoursTexts(item, texts)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillHoursTexts(item, texts)]),
    ) as T;
  }
  return value;
}
