import { z } from "zod";
import { locales, type Locale } from "~/i18n/locales";
import { checkbox, optionalText, requiredText } from "~/platform/forms/fields";
import { isSiteImage, linkRuleMessages } from "~/platform/links";
import { localizedField, localizedTextsSchema } from "~/platform/localized-texts";
import { isCalendarDate } from "~/platform/opening-hours";
import {
  eventTextLimits,
  galleryTextLimits,
  type EventInput,
  type GalleryImageInput,
} from "./foundation-catalogues";

/*
 * The portal's forms of the foundation's events and photos: one schema each, used by
 * the routes and the tests; texts named `<text>_<locale>` (English required, the other
 * languages falling back to it), and the lists' forms (move, show or hide). Here, not in
 * foundation-catalogues.ts, so the public page's scripts carry no zod. Client-safe.
 */

export const eventTextsSchema = localizedTextsSchema({
  title: z.string().max(eventTextLimits.title),
  description: z.string().max(eventTextLimits.description),
  location: z.string().max(eventTextLimits.location),
});

export const galleryTextsSchema = localizedTextsSchema({
  alt: z.string().max(galleryTextLimits.alt),
  caption: z.string().max(galleryTextLimits.caption),
});

export const eventTextFields = ["title", "description", "location"] as const;
export const galleryTextFields = ["alt", "caption"] as const;
export type EventTextField = (typeof eventTextFields)[number];
export type GalleryTextField = (typeof galleryTextFields)[number];

export type EventField = "date" | "active" | `${EventTextField}_${Locale}`;
export type GalleryField = "imageUrl" | "active" | `${GalleryTextField}_${Locale}`;
export type EventFormValues = Record<EventField, string>;
export type GalleryFormValues = Record<GalleryField, string>;

export { localizedField };

const tooLong = (max: number) => `Please keep this to ${max.toLocaleString("en-US")} characters.`;
const malformed = "This field was sent in a way the form does not understand. Please try again.";

const englishRequired: Record<EventTextField | GalleryTextField, string> = {
  title: "Please enter the event's title in English.",
  description: "Please enter a short description in English.",
  location: "Please enter where the event takes place, in English.",
  alt: "Please describe the photo in English (for people who cannot see it).",
  caption: "Please enter the caption in English.",
};

function localizedText(field: EventTextField | GalleryTextField, max: number, locale: Locale) {
  if (locale !== "en") {
    return optionalText(max, { malformed, tooLong: tooLong(max) }).transform((v) => v ?? "");
  }
  const required = englishRequired[field];
  return requiredText(max, { missing: required, malformed, required, tooLong: tooLong(max) });
}

function textsShape<F extends string>(fields: readonly F[], limits: Record<F, number>) {
  return Object.fromEntries(
    locales.flatMap((locale) =>
      fields.map((field) => [
        localizedField(field, locale),
        localizedText(field as EventTextField | GalleryTextField, limits[field], locale),
      ]),
    ),
  );
}

function textsOf<F extends string>(form: Record<string, unknown>, fields: readonly F[]) {
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      Object.fromEntries(fields.map((field) => [field, form[localizedField(field, locale)] ?? ""])),
    ]),
  );
}

function textValues<F extends string>(
  texts: Partial<Record<Locale, Partial<Record<F, string>>>>,
  fields: readonly F[],
) {
  return Object.fromEntries(
    locales.flatMap((locale) =>
      fields.map((field) => [localizedField(field, locale), texts[locale]?.[field] ?? ""]),
    ),
  );
}

function limitsOf<F extends string>(fields: readonly F[], limits: Record<F, number>) {
  return Object.fromEntries(
    locales.flatMap((locale) =>
      fields.map((field) => [localizedField(field, locale), limits[field]]),
    ),
  );
}

export const eventLimits = {
  date: 10,
  active: 10,
  ...limitsOf(eventTextFields, eventTextLimits),
} as Record<EventField, number>;

export const galleryLimits = {
  imageUrl: 2_000,
  active: 10,
  ...limitsOf(galleryTextFields, galleryTextLimits),
} as Record<GalleryField, number>;

const dateMessage = "Enter the date as year-month-day, e.g. 2026-06-12.";

/** The schema of a posted event form. */
export function eventFormSchema() {
  const shape = {
    date: requiredText(10, {
      missing: dateMessage,
      malformed,
      required: "Please enter the event's date.",
      tooLong: dateMessage,
    }).refine(isCalendarDate, { error: dateMessage }),
    active: checkbox,
    ...textsShape(eventTextFields, eventTextLimits),
  };
  return (
    z.object(shape) as unknown as z.ZodType<
      Record<string, unknown> & { date: string; active: boolean },
      Record<EventField, unknown>
    >
  ).transform((form): EventInput => ({
    date: form.date,
    active: form.active,
    texts: eventTextsSchema.parse(textsOf(form, eventTextFields)),
  }));
}

export function eventFormValues(event: EventInput): EventFormValues {
  return {
    date: event.date,
    active: event.active ? "on" : "",
    ...textValues(event.texts, eventTextFields),
  } as EventFormValues;
}

export function newEventFormValues(): EventFormValues {
  return eventFormValues({
    date: "",
    active: true,
    texts: { en: { title: "", description: "", location: "" } },
  });
}

function webAddress(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** The schema of a posted photo form; an address on one of `ownOrigins` is kept as its path. */
export function galleryFormSchema({ ownOrigins = [] }: { ownOrigins?: readonly string[] } = {}) {
  const required = "Please choose the photo from the Media Library.";
  const shape = {
    imageUrl: requiredText(galleryLimits.imageUrl, {
      missing: required,
      malformed,
      required,
      tooLong: tooLong(galleryLimits.imageUrl),
    }).transform((value, context) => {
      const url = webAddress(value);
      const path =
        url && ownOrigins.includes(url.origin) ? `${url.pathname}${url.search}${url.hash}` : value;
      if (isSiteImage(path)) return path;
      context.addIssue({ code: "custom", message: linkRuleMessages.image });
      return z.NEVER;
    }),
    active: checkbox,
    ...textsShape(galleryTextFields, galleryTextLimits),
  };
  return (
    z.object(shape) as unknown as z.ZodType<
      Record<string, unknown> & { imageUrl: string; active: boolean },
      Record<GalleryField, unknown>
    >
  ).transform((form): GalleryImageInput => ({
    imageUrl: form.imageUrl,
    active: form.active,
    texts: galleryTextsSchema.parse(textsOf(form, galleryTextFields)),
  }));
}

export function galleryFormValues(image: GalleryImageInput): GalleryFormValues {
  return {
    imageUrl: image.imageUrl,
    active: image.active ? "on" : "",
    ...textValues(image.texts, galleryTextFields),
  } as GalleryFormValues;
}

export function newGalleryFormValues(): GalleryFormValues {
  return galleryFormValues({
    imageUrl: "",
    active: true,
    texts: { en: { alt: "", caption: "" } },
  });
}

/** The lists' forms: move a photo; show or hide an event or a photo. */
export const foundationListActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("move"),
    id: z.uuid(),
    position: z.coerce.number().int().min(1).max(10_000),
  }),
  z.object({ intent: z.literal("active"), id: z.uuid(), active: z.enum(["true", "false"]) }),
]);
