import { z } from "zod";
import { text } from "~/platform/forms/fields";
import { bulkSelectionFields } from "~/platform/forms/bulk-selection";
import { locales, type Locale } from "~/i18n/locales";
import {
  altTextBaseField,
  altTextField,
  type AltTextBaseField,
  type AltTextField,
} from "./alt-texts";
import { ALT_TEXT_MAX_LENGTH, CATEGORY_MAX_LENGTH, MAX_FILES_PER_FORM } from "./types";

/*
 * The media library's forms: the library page's three (upload without JavaScript,
 * alt text, delete) and the one-file upload the progress uploader sends. Files are
 * part of the schemas. The messages are English prose: the portal is English only.
 */

export const NO_IMAGE_CHOSEN = "Choose at least one image.";
export const TOO_MANY_IMAGES = `Upload at most ${MAX_FILES_PER_FORM} images at a time.`;
export const ALT_TEXT_TOO_LONG = `Alt text can be at most ${ALT_TEXT_MAX_LENGTH} characters.`;
/** A post no form of the page sends (an id missing or sent twice, say). */
export const NOT_UNDERSTOOD = "The request was not understood.";
export const ONE_IMAGE_FILE = "Choose one image file to upload.";

/** Every file sent under one name (a file input with `multiple`); text sent there is not a file. */
function filesOf(value: unknown): File[] {
  const entries = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return entries.filter((entry): entry is File => entry instanceof File);
}

/**
 * An optional text the server cleans up itself (a category, alt text sent with an
 * upload): cut to its length, or left out when it is not one text value.
 */
function lenientText(maxLength?: number) {
  return z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => (maxLength === undefined ? value : value?.slice(0, maxLength)));
}

const imageId = z
  .string({ error: NOT_UNDERSTOOD })
  .min(1, { error: NOT_UNDERSTOOD })
  .max(100, { error: NOT_UNDERSTOOD });

/** One field per language of the list, named by `name` and checked by `schema`. */
function perLocale<Name extends string, Schema extends z.ZodType>(
  name: (locale: Locale) => Name,
  schema: () => Schema,
): Record<Name, Schema> {
  return Object.fromEntries(locales.map((locale) => [name(locale), schema()])) as Record<
    Name,
    Schema
  >;
}

/** An alt text as typed on the library's card: one language's, up to its length. */
const typedAltText = () =>
  text({ missing: NOT_UNDERSTOOD, malformed: NOT_UNDERSTOOD }).max(ALT_TEXT_MAX_LENGTH, {
    error: ALT_TEXT_TOO_LONG,
  });

/** The library page's forms, told apart by `intent`. */
export const mediaFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("upload"),
    files: z
      .unknown()
      .transform((value) =>
        // A file input left empty still sends one nameless, empty part.
        filesOf(value).filter((file) => file.name !== "" || file.size > 0),
      )
      .pipe(
        z
          .array(z.instanceof(File))
          .min(1, { error: NO_IMAGE_CHOSEN })
          .max(MAX_FILES_PER_FORM, { error: TOO_MANY_IMAGES }),
      ),
    category: lenientText(CATEGORY_MAX_LENGTH),
  }),
  z.object({ intent: z.literal("delete"), id: imageId }),
  z.object({ intent: z.literal("bulk-trash"), ...bulkSelectionFields }),
  z.object({
    intent: z.literal("alt-text"),
    id: imageId,
    // Each language's text, `altText_<locale>` (every language of the list is sent).
    ...perLocale(altTextField, typedAltText),
    // The texts the card showed when the page was opened, `altTextBase_<locale>` (one
    // absent: a form from before, judged stale): other texts stored now are a colleague's save.
    ...perLocale(altTextBaseField, () =>
      z
        .string()
        .max(ALT_TEXT_MAX_LENGTH * 2)
        .optional(),
    ),
  }),
]);

type AltTextForm = Record<AltTextField, string> & Partial<Record<AltTextBaseField, string>>;

/** The alt texts a card's form sent, by language. */
export function typedAltTexts(form: AltTextForm): Record<Locale, string> {
  return Object.fromEntries(
    locales.map((locale) => [locale, form[altTextField(locale)]]),
  ) as Record<Locale, string>;
}

/** The texts the card's form showed as stored, by language; null when one is missing (stale). */
export function shownAltTexts(form: AltTextForm): Record<Locale, string> | null {
  const shown = locales.map((locale) => [locale, form[altTextBaseField(locale)]] as const);
  return shown.every(([, text]) => text !== undefined)
    ? (Object.fromEntries(shown) as Record<Locale, string>)
    : null;
}

/** Whether a refused alt-text form broke only the length rule (the card then says so). */
export function altTextTooLong(fieldErrors: Partial<Record<string, string>>): boolean {
  return locales.some((locale) => fieldErrors[altTextField(locale)] === ALT_TEXT_TOO_LONG);
}

/**
 * The upload route's one image (POST /admin/media/upload), with its optional alt texts
 * (any language, `altText_<locale>` as on the library's card), category and the folder
 * it goes in ("about-us", or the library's own).
 */
export const imageUploadSchema = z
  .object({
    file: z.instanceof(File, { error: ONE_IMAGE_FILE }),
    ...perLocale(altTextField, () => lenientText()),
    category: lenientText(),
    folder: z.literal("about-us").optional().catch(undefined),
  })
  .transform(({ file, category, folder, ...fields }) => ({
    file,
    category,
    folder,
    altTexts: Object.fromEntries(
      locales.flatMap((locale) => {
        const typed = (fields as Partial<Record<AltTextField, string>>)[altTextField(locale)];
        return typed === undefined ? [] : [[locale, typed]];
      }),
    ) as Partial<Record<Locale, string>>,
  }));
