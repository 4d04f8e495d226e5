import { intlLocales, locales, type Locale } from "~/i18n/locales";

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
  /** "Monday" / "segunda" / "lunes" */
  long: string;
  /** "Mon" / "seg." / "lun." */
  short: string;
  /** "Mon" / "Seg" / "Lun" (the compact form, "Mon-Sat 8AM-6PM") */
  compact: string;
  /** A lone day in a sentence: "Monday" / "às segundas" / "los lunes". */
  single: string;
  /** Closed-day line, capitalised: "Sunday" / "Domingo". */
  title: string;
};

/**
 * How one language writes hours: its day names and the few patterns the site's
 * sentences need. Each language is a whole entry, so a new one is written here once
 * and the compiler asks for it (the record is keyed by the locale list).
 */
type HoursGrammar = {
  days: Record<Weekday, DayWords>;
  /** Joins the last two items of a list: " and " / " e " / " y ". */
  and: string;
  /** Joins the last two groups of an irregular week: ", and " / ", e " / " y ". */
  groupsAnd: string;
  /** Separates the groups of a short line: ", " / "; ". */
  groupSeparator: string;
  /** "8:00 AM" / "8h" / "8:00 a. m." */
  time: (hours: number, minutes: number) => string;
  /** "8AM" / "8h" / "8 a. m." */
  compactTime: (hours: number, minutes: number) => string;
  /** Three days or more: "Monday to Saturday" / "de segunda a sábado". */
  dayRun: (from: string, to: string) => string;
  /** A run in short names: "Mon-Sat" / "Seg. a sáb."; `capitalised` short names start upper case. */
  shortRun: (from: string, to: string, style: "short" | "compact") => string;
  /** Short lone days and pairs are capitalised ("Seg. e ter."). */
  capitaliseShort: boolean;
  /** "8:00 AM to 6:00 PM" ("from 8:00 AM to 6:00 PM") / "das 8h às 18h". */
  range: (opens: string, closes: string, from: boolean) => string;
  /** A short line's group: "Mon-Sat 8:00 AM - 6:00 PM" / "Seg. a sáb., das 8h às 18h". */
  shortLine: (days: string, opens: string, closes: string, range: string) => string;
  /** A compact group: "Mon-Sat 8AM-6PM" / "Seg-Sáb, 8h às 18h". */
  compactLine: (days: string, opens: string, closes: string) => string;
  /** Names the first closed day in title case, the others as `long` (pt, es). */
  closedNamesLong: boolean;
  /** "Sunday closed" / "Domingo fechado". */
  closedLine: (names: string, closed: readonly Weekday[]) => string;
  /** A closure's special hours: "9:00 AM - 1:00 PM" / "das 9h às 13h". */
  closureHours: (opens: string, closes: string, range: string) => string;
  /** A closure closed all day: "closed" / "fechado" / "cerrado". */
  closedAllDay: string;
  /** A week with no open day: in a sentence, and in a short line. */
  allClosed: { sentence: string; short: string };
};

const pad = (minutes: number) => String(minutes).padStart(2, "0");
const twelve = (hours: number) => (hours % 12 === 0 ? 12 : hours % 12);

const grammars: Record<Locale, HoursGrammar> = {
  en: {
    days: {
      mon: { long: "Monday", short: "Mon", compact: "Mon", single: "Monday", title: "Monday" },
      tue: { long: "Tuesday", short: "Tue", compact: "Tue", single: "Tuesday", title: "Tuesday" },
      wed: {
        long: "Wednesday",
        short: "Wed",
        compact: "Wed",
        single: "Wednesday",
        title: "Wednesday",
      },
      thu: {
        long: "Thursday",
        short: "Thu",
        compact: "Thu",
        single: "Thursday",
        title: "Thursday",
      },
      fri: { long: "Friday", short: "Fri", compact: "Fri", single: "Friday", title: "Friday" },
      sat: {
        long: "Saturday",
        short: "Sat",
        compact: "Sat",
        single: "Saturday",
        title: "Saturday",
      },
      sun: { long: "Sunday", short: "Sun", compact: "Sun", single: "Sunday", title: "Sunday" },
    },
    and: " and ",
    groupsAnd: ", and ",
    groupSeparator: ", ",
    time: (hours, minutes) => `${twelve(hours)}:${pad(minutes)} ${hours < 12 ? "AM" : "PM"}`,
    compactTime: (hours, minutes) =>
      `${twelve(hours)}${minutes ? `:${pad(minutes)}` : ""}${hours < 12 ? "AM" : "PM"}`,
    dayRun: (from, to) => `${from} to ${to}`,
    shortRun: (from, to) => `${from}-${to}`,
    capitaliseShort: false,
    range: (opens, closes, from) => `${from ? "from " : ""}${opens} to ${closes}`,
    shortLine: (days, opens, closes) => `${days} ${opens} - ${closes}`,
    compactLine: (days, opens, closes) => `${days} ${opens}-${closes}`,
    closedNamesLong: false,
    closedLine: (names) => `${names} closed`,
    closureHours: (opens, closes) => `${opens} - ${closes}`,
    closedAllDay: "closed",
    allClosed: { sentence: "when we reopen", short: "Closed" },
  },
  "pt-BR": {
    days: {
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
      sat: {
        long: "sábado",
        short: "sáb.",
        compact: "Sáb",
        single: "aos sábados",
        title: "Sábado",
      },
      sun: {
        long: "domingo",
        short: "dom.",
        compact: "Dom",
        single: "aos domingos",
        title: "Domingo",
      },
    },
    and: " e ",
    groupsAnd: ", e ",
    groupSeparator: "; ",
    time: (hours, minutes) => `${hours}h${minutes ? pad(minutes) : ""}`,
    compactTime: (hours, minutes) => `${hours}h${minutes ? pad(minutes) : ""}`,
    dayRun: (from, to) => `de ${from} a ${to}`,
    shortRun: (from, to, style) =>
      style === "short" ? `${capitalise(from)} a ${to}` : `${from}-${to}`,
    capitaliseShort: true,
    range: (opens, closes) => `das ${opens} às ${closes}`,
    shortLine: (days, _opens, _closes, range) => `${days}, ${range}`,
    compactLine: (days, opens, closes) => `${days}, ${opens} às ${closes}`,
    closedNamesLong: true,
    closedLine: (names, closed) =>
      `${names} ${closed.length === 1 ? (closed[0] === "sat" || closed[0] === "sun" ? "fechado" : "fechada") : "fechados"}`,
    closureHours: (_opens, _closes, range) => range,
    closedAllDay: "fechado",
    allClosed: { sentence: "quando reabrirmos", short: "Fechado" },
  },
  es: {
    days: {
      mon: { long: "lunes", short: "lun.", compact: "Lun", single: "los lunes", title: "Lunes" },
      tue: { long: "martes", short: "mar.", compact: "Mar", single: "los martes", title: "Martes" },
      wed: {
        long: "miércoles",
        short: "mié.",
        compact: "Mié",
        single: "los miércoles",
        title: "Miércoles",
      },
      thu: { long: "jueves", short: "jue.", compact: "Jue", single: "los jueves", title: "Jueves" },
      fri: {
        long: "viernes",
        short: "vie.",
        compact: "Vie",
        single: "los viernes",
        title: "Viernes",
      },
      sat: {
        long: "sábado",
        short: "sáb.",
        compact: "Sáb",
        single: "los sábados",
        title: "Sábado",
      },
      sun: {
        long: "domingo",
        short: "dom.",
        compact: "Dom",
        single: "los domingos",
        title: "Domingo",
      },
    },
    and: " y ",
    groupsAnd: " y ",
    groupSeparator: "; ",
    // US Spanish keeps the 12-hour clock, written "8:00 a. m.".
    time: (hours, minutes) => `${twelve(hours)}:${pad(minutes)} ${hours < 12 ? "a. m." : "p. m."}`,
    compactTime: (hours, minutes) =>
      `${twelve(hours)}${minutes ? `:${pad(minutes)}` : ""} ${hours < 12 ? "a. m." : "p. m."}`,
    dayRun: (from, to) => `de ${from} a ${to}`,
    shortRun: (from, to, style) =>
      style === "short" ? `${capitalise(from)} a ${to}` : `${from}-${to}`,
    capitaliseShort: true,
    range: (opens, closes) => `de ${opens} a ${closes}`,
    shortLine: (days, _opens, _closes, range) => `${days}, ${range}`,
    compactLine: (days, opens, closes) => `${days}, ${opens} a ${closes}`,
    closedNamesLong: true,
    closedLine: (names, closed) => `${names} ${closed.length === 1 ? "cerrado" : "cerrados"}`,
    closureHours: (_opens, _closes, range) => range,
    closedAllDay: "cerrado",
    allClosed: { sentence: "cuando volvamos a abrir", short: "Cerrado" },
  },
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "and" joins of a list: "a, b and c" / "a, b e c" / "a, b y c". */
function joinList(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")}${grammars[locale].and}${items.at(-1)}`;
}

function minutesOf(time: ClockTime): [number, number] {
  const [hours = "0", minutes = "0"] = time.split(":");
  return [Number(hours), Number(minutes)];
}

/** "8:00 AM", "6:30 PM" / "8h", "18h30" / "8:00 a. m.". */
export function formatTime(time: ClockTime, locale: Locale): string {
  return grammars[locale].time(...minutesOf(time));
}

/** The compact time: "8AM", "6:30PM" / "8h", "18h30" / "8 a. m.". */
function compactTime(time: ClockTime, locale: Locale): string {
  return grammars[locale].compactTime(...minutesOf(time));
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
  const { days, dayRun } = grammars[locale];
  if (run.length === 1) return [days[run.from].single];
  if (run.length === 2) return [days[run.from].single, days[run.to].single];
  return [dayRun(days[run.from].long, days[run.to].long)];
}

/**
 * The days the clinic is open, for a sentence: "Monday to Saturday" / "de segunda a
 * sábado"; "Monday to Friday and Sunday" / "de segunda a sexta e aos domingos".
 */
export function formatOpenDays(weekly: WeeklyHours, locale: Locale): string {
  const runs = runsOf(weekly, sameOpenness).filter((run) => run.hours !== null);
  if (runs.length === 0) return grammars[locale].allClosed.sentence;
  return joinList(
    runs.flatMap((run) => longDays(run, locale)),
    locale,
  );
}

function rangeOf(hours: NonNullable<DayHours>, locale: Locale, from: boolean): string {
  return grammars[locale].range(
    formatTime(hours.opens, locale),
    formatTime(hours.closes, locale),
    from,
  );
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
  if (runs.length === 0) return grammars[locale].allClosed.sentence;
  const parts = runs.map(
    (run) => `${joinList(longDays(run, locale), locale)}, ${rangeOf(run.hours!, locale, from)}`,
  );
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(", ")}${grammars[locale].groupsAnd}${parts.at(-1)}`;
}

function shortDays(run: Run, locale: Locale, style: "short" | "compact"): string {
  const grammar = grammars[locale];
  const first = grammar.days[run.from][style];
  const last = grammar.days[run.to][style];
  const capitalised = (text: string) =>
    grammar.capitaliseShort && style === "short" ? capitalise(text) : text;
  if (run.length === 1) return capitalised(first);
  if (run.length === 2) return capitalised(joinList([first, last], locale));
  return grammar.shortRun(first, last, style);
}

/**
 * The open days in short lines, one group after another: "Mon-Sat 8:00 AM - 6:00 PM" /
 * "Seg. a sáb., das 8h às 18h"; "Mon-Fri 8:00 AM - 6:00 PM, Sat 9:00 AM - 1:00 PM".
 */
export function formatWeekShort(weekly: WeeklyHours, locale: Locale): string {
  const grammar = grammars[locale];
  const runs = openRuns(weekly);
  if (runs.length === 0) return grammar.allClosed.short;
  return runs
    .map((run) => {
      const hours = run.hours!;
      return grammar.shortLine(
        shortDays(run, locale, "short"),
        formatTime(hours.opens, locale),
        formatTime(hours.closes, locale),
        rangeOf(hours, locale, false),
      );
    })
    .join(grammar.groupSeparator);
}

/** The compact form: "Mon-Sat 8AM-6PM" / "Seg-Sáb, 8h às 18h". */
export function formatWeekCompact(weekly: WeeklyHours, locale: Locale): string {
  const grammar = grammars[locale];
  const runs = openRuns(weekly);
  if (runs.length === 0) return grammar.allClosed.short;
  return runs
    .map((run) =>
      grammar.compactLine(
        shortDays(run, locale, "compact"),
        compactTime(run.hours!.opens, locale),
        compactTime(run.hours!.closes, locale),
      ),
    )
    .join(grammar.groupSeparator);
}

/** The days the clinic is closed every week: "Sunday closed" / "Domingo fechado"; null if none. */
export function formatClosedDays(weekly: WeeklyHours, locale: Locale): string | null {
  const grammar = grammars[locale];
  const closed = closedDays(weekly);
  if (closed.length === 0 || closed.length === weekdays.length) return null;
  const names = joinList(
    closed.map((day, index) =>
      index === 0 || !grammar.closedNamesLong ? grammar.days[day].title : grammar.days[day].long,
    ),
    locale,
  );
  return grammar.closedLine(names, closed);
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

const dateFormats = Object.fromEntries(
  locales.map((locale) => [
    locale,
    new Intl.DateTimeFormat(intlLocales[locale], {
      weekday: "long",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

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
  const grammar = grammars[locale];
  const when = closure.hours
    ? grammar.closureHours(
        formatTime(closure.hours.opens, locale),
        formatTime(closure.hours.closes, locale),
        rangeOf(closure.hours, locale, false),
      )
    : grammar.closedAllDay;
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
