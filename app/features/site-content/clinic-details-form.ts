import { z } from "zod";
import { defaultLocale, localeLabels, locales, type Locale } from "~/i18n/locales";
import { isDemoStandInPath } from "~/platform/clinic";
import { PHONE_PATTERN } from "~/platform/forms/fields";
import { isWebAddress, linkRuleMessages } from "~/platform/links";
import {
  CLOCK_TIME,
  isCalendarDate,
  weekdays,
  type Closure,
  type OpeningHours,
  type Weekday,
} from "~/platform/opening-hours";

/**
 * The Clinic details form (/admin/settings): the clinic's facts, the same in every
 * language. One Zod schema checks both what the form sends (the server reads the flat
 * form fields into this shape) and the stored row (clinic_settings.value).
 */

export const CLOSURES_MAX = 40;
/** Empty closure rows the form offers below the existing ones. */
export const BLANK_CLOSURE_ROWS = 3;
const NOTE_MAX = 120;
const TEXT_MAX = 200;
const URL_MAX = 500;

export const clinicDetailsMessages = {
  phone: "Enter a phone number: digits, spaces and + ( ) - . only.",
  phoneRequired: "The main phone number is required.",
  whatsapp:
    "Enter the WhatsApp number with its country code, 8 to 15 digits (e.g. 1 407 555 0199).",
  email: "Enter an e-mail address such as front-desk@example.com.",
  address: "The address is required, on one line.",
  url: linkRuleMessages.webAddress,
  key: "Use letters, digits, hyphens and underscores only.",
  time: "Enter a time such as 08:00 or 18:30.",
  closesAfterOpens: "The closing time must be after the opening time.",
  date: "Enter a date such as 2026-12-24.",
  duplicateDate: "This date is listed twice.",
  note: `A note can be at most ${NOTE_MAX} characters.`,
  tooLong: (max: number) => `At most ${max} characters.`,
} as const;

const trimmed = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: clinicDetailsMessages.tooLong(max) });

const phone = trimmed(40).refine((value) => value === "" || PHONE_PATTERN.test(value), {
  message: clinicDetailsMessages.phone,
});

const webAddress = trimmed(URL_MAX).refine(isWebAddress, { message: clinicDetailsMessages.url });
/** The signup and booking pages may also be the demo's stand-ins (a fresh install's defaults). */
const framedAddress = trimmed(URL_MAX).refine(
  (value) => isWebAddress(value) || isDemoStandInPath(value),
  { message: clinicDetailsMessages.url },
);

const time = z.string().regex(CLOCK_TIME, { message: clinicDetailsMessages.time });

const dayHours = z
  .object({ opens: time, closes: time })
  .refine(
    ({ opens, closes }) => !CLOCK_TIME.test(opens) || !CLOCK_TIME.test(closes) || closes > opens,
    {
      message: clinicDetailsMessages.closesAfterOpens,
      path: ["closes"],
    },
  );

const closure = z.object({
  date: z.string().refine(isCalendarDate, { message: clinicDetailsMessages.date }),
  hours: dayHours.nullable(),
  note: z.object(
    Object.fromEntries(
      locales.map((locale) => {
        const note = z.string().trim().max(NOTE_MAX, { message: clinicDetailsMessages.note });
        // A language added after a closure was saved starts without its note.
        return [locale, locale === defaultLocale ? note : note.default("")];
      }),
    ) as Record<Locale, z.ZodString>,
  ),
});

export const clinicDetailsSchema = z.object({
  phone: phone.refine((value) => value !== "", { message: clinicDetailsMessages.phoneRequired }),
  phoneSecondary: phone,
  whatsappNumber: trimmed(40).refine(
    (value) => {
      const digits = value.replace(/\D/g, "");
      return /^\+?[\d ()-]+$/.test(value) && digits.length >= 8 && digits.length <= 15;
    },
    { message: clinicDetailsMessages.whatsapp },
  ),
  email: z
    .string()
    .trim()
    .pipe(z.email({ message: clinicDetailsMessages.email })),
  address: trimmed(TEXT_MAX).refine((value) => value !== "" && !/[\r\n]/.test(value), {
    message: clinicDetailsMessages.address,
  }),
  hours: z.object({
    weekly: z.object(
      Object.fromEntries(weekdays.map((day) => [day, dayHours.nullable()])) as Record<
        Weekday,
        z.ZodNullable<typeof dayHours>
      >,
    ),
    closures: z
      .array(closure)
      .max(CLOSURES_MAX)
      .superRefine((list, context) => {
        const seen = new Set<string>();
        list.forEach((item, index) => {
          if (seen.has(item.date)) {
            context.addIssue({
              code: "custom",
              message: clinicDetailsMessages.duplicateDate,
              path: [index, "date"],
            });
          }
          seen.add(item.date);
        });
      }),
  }),
  urls: z.object({
    membershipSignup: framedAddress,
    bookingWidget: framedAddress,
    bookingPracticeKey: trimmed(100).regex(/^[A-Za-z0-9_-]+$/, {
      message: clinicDetailsMessages.key,
    }),
    youtubeChannel: webAddress,
    reviewsView: webAddress,
    reviewsWrite: webAddress,
  }),
  social: z.object({ facebook: webAddress, instagram: webAddress, youtube: webAddress }),
});

/** The facts staff edit: everything of the clinic's settings but its name, map pin and price range. */
export type ClinicDetails = z.infer<typeof clinicDetailsSchema> & { hours: OpeningHours };

// --- The form's flat fields ---

export const contactFields = {
  phone: "Main phone number (header, footer, contact page)",
  phoneSecondary: "Second phone number",
  whatsappNumber: "WhatsApp number with country code",
  email: "Clinic e-mail address",
  address: "Street address, one line",
} as const;

export const linkFields = {
  membershipSignup: "Membership signup site (Apply Now, embedded form)",
  bookingWidget: "Appointment booking widget",
  bookingPracticeKey: "Booking widget practice key",
  youtubeChannel: "YouTube channel (video galleries)",
  reviewsView: "Review site: read reviews",
  reviewsWrite: "Review site: write a review",
  facebook: "Facebook profile",
  instagram: "Instagram profile",
  youtube: "YouTube profile (social links)",
} as const;

type LinkField = keyof typeof linkFields;
const socialFields = ["facebook", "instagram", "youtube"] as const;

export const weekdayLabels: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

export const dayField = (day: Weekday, part: "open" | "opens" | "closes") => `${day}-${part}`;
export const closureField = (
  index: number,
  part: "date" | "kind" | "opens" | "closes" | `note-${Locale}`,
) => `closure-${index}-${part}`;

/** What the form shows and sends: every field as text ("on" for a ticked box). */
export type ClinicDetailsFormValues = Record<string, string>;
export type ClinicDetailsFieldErrors = Record<string, string>;

/** How many closure rows the form shows for these values. */
export function closureRowCount(values: ClinicDetailsFormValues): number {
  let count = 0;
  while (closureField(count, "date") in values) count += 1;
  return count;
}

/** The stored facts as the form's fields, with empty closure rows to add new ones. */
export function clinicDetailsFormValues(details: ClinicDetails): ClinicDetailsFormValues {
  const values: ClinicDetailsFormValues = {};
  for (const key of Object.keys(contactFields) as (keyof typeof contactFields)[]) {
    values[key] = details[key];
  }
  for (const key of Object.keys(linkFields) as LinkField[]) {
    values[key] = (socialFields as readonly string[]).includes(key)
      ? details.social[key as (typeof socialFields)[number]]
      : details.urls[key as Exclude<LinkField, (typeof socialFields)[number]>];
  }
  for (const day of weekdays) {
    const hours = details.hours.weekly[day];
    values[dayField(day, "open")] = hours ? "on" : "";
    values[dayField(day, "opens")] = hours?.opens ?? "";
    values[dayField(day, "closes")] = hours?.closes ?? "";
  }
  const rows: (Closure | null)[] = [
    ...[...details.hours.closures].sort((a, b) => a.date.localeCompare(b.date)),
    ...Array.from({ length: BLANK_CLOSURE_ROWS }, () => null),
  ].slice(0, CLOSURES_MAX + BLANK_CLOSURE_ROWS);
  rows.forEach((row, index) => {
    values[closureField(index, "date")] = row?.date ?? "";
    values[closureField(index, "kind")] = row?.hours ? "special" : "closed";
    values[closureField(index, "opens")] = row?.hours?.opens ?? "";
    values[closureField(index, "closes")] = row?.hours?.closes ?? "";
    for (const locale of locales) {
      values[closureField(index, `note-${locale}`)] = row?.note[locale] ?? "";
    }
  });
  return values;
}

const FIELD_NAME = /^[a-zA-Z0-9-]{1,40}$/;
const VALUE_MAX = 1_000;

/** The form's fields as sent (known-looking names only, each cut to a sane length). */
export function readClinicDetailsForm(formData: FormData): ClinicDetailsFormValues {
  const values: ClinicDetailsFormValues = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string" || !FIELD_NAME.test(name)) continue;
    values[name] = value.slice(0, VALUE_MAX);
  }
  // An unticked box sends nothing.
  for (const day of weekdays) values[dayField(day, "open")] ??= "";
  return values;
}

/** The form's fields in the schema's shape; a closure row without a date is left out. */
function structured(values: ClinicDetailsFormValues) {
  const get = (name: string) => values[name] ?? "";
  const rows = closureRowCount(values);
  const closureIndexes: number[] = [];
  const closures = [];
  for (let index = 0; index < Math.min(rows, CLOSURES_MAX + BLANK_CLOSURE_ROWS); index += 1) {
    const date = get(closureField(index, "date")).trim();
    if (date === "") continue;
    closureIndexes.push(index);
    closures.push({
      date,
      hours:
        get(closureField(index, "kind")) === "special"
          ? {
              opens: get(closureField(index, "opens")),
              closes: get(closureField(index, "closes")),
            }
          : null,
      note: Object.fromEntries(
        locales.map((locale) => [locale, get(closureField(index, `note-${locale}`))]),
      ),
    });
  }
  return {
    closureIndexes,
    input: {
      phone: get("phone"),
      phoneSecondary: get("phoneSecondary"),
      whatsappNumber: get("whatsappNumber"),
      email: get("email"),
      address: get("address"),
      hours: {
        weekly: Object.fromEntries(
          weekdays.map((day) => [
            day,
            get(dayField(day, "open")) === "on"
              ? { opens: get(dayField(day, "opens")), closes: get(dayField(day, "closes")) }
              : null,
          ]),
        ),
        closures,
      },
      urls: {
        membershipSignup: get("membershipSignup"),
        bookingWidget: get("bookingWidget"),
        bookingPracticeKey: get("bookingPracticeKey"),
        youtubeChannel: get("youtubeChannel"),
        reviewsView: get("reviewsView"),
        reviewsWrite: get("reviewsWrite"),
      },
      social: {
        facebook: get("facebook"),
        instagram: get("instagram"),
        youtube: get("youtube"),
      },
    },
  };
}

/** The form field an issue of the schema belongs to. */
function fieldOf(path: readonly PropertyKey[], closureIndexes: readonly number[]): string {
  const [first, second, third, fourth, fifth] = path.map(String);
  if (first === "urls" || first === "social") return second ?? first;
  if (first === "hours" && second === "weekly" && third) {
    return dayField(third as Weekday, fourth === "closes" ? "closes" : "opens");
  }
  if (first === "hours" && second === "closures") {
    const row = closureIndexes[Number(third)] ?? 0;
    if (fourth === "hours") return closureField(row, fifth === "closes" ? "closes" : "opens");
    if (fourth === "note") return closureField(row, `note-${(fifth ?? "en") as Locale}`);
    return closureField(row, "date");
  }
  return first ?? "form";
}

export type ClinicDetailsParse =
  | { success: true; data: ClinicDetails }
  | { success: false; fieldErrors: ClinicDetailsFieldErrors };

/** The form's fields checked: the facts to store, or one message per field. */
export function parseClinicDetailsForm(values: ClinicDetailsFormValues): ClinicDetailsParse {
  const { input, closureIndexes } = structured(values);
  const parsed = clinicDetailsSchema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  const fieldErrors: ClinicDetailsFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path, closureIndexes);
    fieldErrors[field] ??= issue.message;
  }
  return { success: false, fieldErrors };
}

/** Every field's label, for the error summary (the closure rows the form shows). */
export function clinicDetailsLabels(values: ClinicDetailsFormValues): Record<string, string> {
  const labels: Record<string, string> = { ...contactFields, ...linkFields, form: "Form" };
  for (const day of weekdays) {
    labels[dayField(day, "open")] = `${weekdayLabels[day]}: open`;
    labels[dayField(day, "opens")] = `${weekdayLabels[day]}: opens`;
    labels[dayField(day, "closes")] = `${weekdayLabels[day]}: closes`;
  }
  for (let index = 0; index < closureRowCount(values); index += 1) {
    const row = `Closure ${index + 1}`;
    labels[closureField(index, "date")] = `${row}: date`;
    labels[closureField(index, "kind")] = `${row}: closed or special hours`;
    labels[closureField(index, "opens")] = `${row}: opens`;
    labels[closureField(index, "closes")] = `${row}: closes`;
    for (const locale of locales) {
      labels[closureField(index, `note-${locale}`)] = `${row}: note (${localeLabels[locale]})`;
    }
  }
  return labels;
}
