import { z } from "zod";
import { malformed, siteImageField, tooLong } from "~/features/catalogues";
import { locales, type Locale } from "~/i18n/locales";
import { checkbox, optionalText, requiredText } from "~/platform/forms/fields";
import { localizedField, localizedTextsSchema } from "~/platform/localized-texts";
import { videoTextLimits, youtubeIdFrom, type VideoTexts, type VideoTextsByLocale } from "./videos";

/**
 * The portal's video form: the YouTube video (its id or its address), the thumbnail,
 * active, and each language's title and description (named `<text>_<locale>`). English
 * is required; the other languages show the English text where empty. Client-safe.
 */

/** A video's texts in every language: the stored map, checked on save and on read. */
export const videoTextsSchema = localizedTextsSchema({
  title: z.string().max(videoTextLimits.title),
  description: z.string().max(videoTextLimits.description),
});

export const videoTextFields = ["title", "description"] as const;
export type VideoTextField = (typeof videoTextFields)[number];
export type VideoField = "youtubeId" | "thumbnailUrl" | "active" | `${VideoTextField}_${Locale}`;
export type VideoFormValues = Record<VideoField, string>;

export const videoTextField: (field: VideoTextField, locale: Locale) => VideoField = localizedField;

export const videoLimits = {
  youtubeId: 300,
  thumbnailUrl: 2_000,
  active: 10,
  ...Object.fromEntries(
    locales.flatMap((locale) =>
      videoTextFields.map((field) => [videoTextField(field, locale), videoTextLimits[field]]),
    ),
  ),
} as Record<VideoField, number>;

const requiredMessages: Record<VideoTextField, string> = {
  title: "Please enter the title in English.",
  description: "Please enter a short description in English.",
};

function textSchema(field: VideoTextField, locale: Locale) {
  const max = videoTextLimits[field];
  if (locale !== "en") return optionalText(max, { malformed, tooLong: tooLong(max) });
  const required = requiredMessages[field];
  return requiredText(max, { missing: required, malformed, required, tooLong: tooLong(max) });
}

/** A stored video's editable fields. */
export type VideoInput = {
  youtubeId: string;
  thumbnailUrl: string;
  active: boolean;
  texts: VideoTextsByLocale;
};

type ParsedForm = Record<string, unknown> & Omit<VideoInput, "texts">;

export const youtubeIdMessage =
  "Please paste the video's YouTube address (e.g. https://www.youtube.com/watch?v=…) or its 11-character id.";

/**
 * The schema of a posted video form; an address on one of `ownOrigins` is kept as its
 * path. `storedYoutubeId`, the id the video has now, is kept as it is even when it is not
 * a YouTube id (the demo's placeholders): only what an editor types is checked.
 */
export function videoFormSchema({
  ownOrigins = [],
  storedYoutubeId,
}: { ownOrigins?: readonly string[]; storedYoutubeId?: string } = {}) {
  const shape = {
    youtubeId: requiredText(videoLimits.youtubeId, {
      missing: youtubeIdMessage,
      malformed,
      required: youtubeIdMessage,
      tooLong: tooLong(videoLimits.youtubeId),
    }).transform((value, context) => {
      if (storedYoutubeId !== undefined && value === storedYoutubeId) return value;
      const id = youtubeIdFrom(value);
      if (id) return id;
      context.addIssue({ code: "custom", message: youtubeIdMessage });
      return z.NEVER;
    }),
    thumbnailUrl: siteImageField(
      videoLimits.thumbnailUrl,
      ownOrigins,
      "Please choose a thumbnail from the Media Library.",
    ),
    active: checkbox,
    ...Object.fromEntries(
      locales.flatMap((locale) =>
        videoTextFields.map((field) => [videoTextField(field, locale), textSchema(field, locale)]),
      ),
    ),
  };
  return (
    z.object(shape) as unknown as z.ZodType<ParsedForm, Record<VideoField, unknown>>
  ).transform((form): VideoInput => ({
    youtubeId: form.youtubeId,
    thumbnailUrl: form.thumbnailUrl,
    active: form.active,
    texts: videoTextsSchema.parse(
      Object.fromEntries(
        locales.map((locale) => [
          locale,
          Object.fromEntries(
            videoTextFields.map((field) => [
              field,
              (form[videoTextField(field, locale)] as string | undefined) ?? "",
            ]),
          ),
        ]),
      ),
    ),
  }));
}

/** What the form shows for a stored video. */
export function videoFormValues(video: VideoInput): VideoFormValues {
  const values: Record<string, string> = {
    youtubeId: video.youtubeId,
    thumbnailUrl: video.thumbnailUrl,
    active: video.active ? "on" : "",
  };
  for (const locale of locales) {
    const texts: Partial<VideoTexts> =
      (video.texts as Partial<Record<Locale, Partial<VideoTexts>>>)[locale] ?? {};
    for (const field of videoTextFields) {
      values[videoTextField(field, locale)] = texts[field] ?? "";
    }
  }
  return values as VideoFormValues;
}

export function newVideoFormValues(): VideoFormValues {
  return videoFormValues({
    youtubeId: "",
    thumbnailUrl: "",
    active: true,
    texts: { en: { title: "", description: "" } },
  });
}

/** How the portal's messages name the videos (app/features/catalogues/). */
export const videoCatalogue = {
  noun: "video",
  listPath: "/admin/videos",
  shownOn: "the home and About Us pages",
} as const;
