import { z } from "zod";
import { text } from "~/platform/forms/fields";
import { bulkSelectionFields } from "~/platform/forms/bulk-selection";
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
    altText: text({ missing: NOT_UNDERSTOOD, malformed: NOT_UNDERSTOOD }).max(ALT_TEXT_MAX_LENGTH, {
      error: ALT_TEXT_TOO_LONG,
    }),
    altTextPt: text({ missing: NOT_UNDERSTOOD, malformed: NOT_UNDERSTOOD }).max(
      ALT_TEXT_MAX_LENGTH,
      { error: ALT_TEXT_TOO_LONG },
    ),
    // The texts the card showed when the page was opened (absent: a form from before,
    // judged stale): other texts stored now are a colleague's save.
    altTextBase: z
      .string()
      .max(ALT_TEXT_MAX_LENGTH * 2)
      .optional(),
    altTextPtBase: z
      .string()
      .max(ALT_TEXT_MAX_LENGTH * 2)
      .optional(),
  }),
]);

/**
 * The upload route's one image (POST /admin/media/upload), with its optional alt
 * texts (English, Portuguese) and category and the folder it goes in ("about-us", or the library's own).
 */
export const imageUploadSchema = z.object({
  file: z.instanceof(File, { error: ONE_IMAGE_FILE }),
  altText: lenientText(),
  altTextPt: lenientText(),
  category: lenientText(),
  folder: z.literal("about-us").optional().catch(undefined),
});
