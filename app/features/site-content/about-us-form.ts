import { z } from "zod";
import { isEditorLink, isSiteImage, linkRuleMessages } from "~/platform/links";
import { INTENT_FIELD, text } from "~/platform/forms/fields";
import { defaultLocale, locales, localeLabels, type Locale } from "~/i18n/locales";
import { translatedLocales } from "~/platform/localized-texts";
import {
  aboutUsImageSections,
  aboutUsSections,
  type AboutUsImageSection,
  type AboutUsSection,
} from "./about-us";

/*
 * The staff portal's About Us editor: every section in each language of the locale
 * list (app/i18n/locales.ts), saved one tab at a time. Each tab is its own form with its own schema, made
 * from the tab's fields; the page's action reads a post as one of them, told
 * apart by the tab's `group`. Client-safe: the editor takes its field names and
 * limits from here.
 */

export const aboutUsGroups = ["header", "mission", "story", "values", "quote", "cta"] as const;
export type AboutUsGroup = (typeof aboutUsGroups)[number];

export const aboutUsGroupLabels: Record<AboutUsGroup, string> = {
  header: "Header",
  mission: "Mission",
  story: "Story",
  values: "Values",
  quote: "Quote",
  cta: "CTA",
};

/**
 * line: one line of text; paragraph: several lines; link: a site path or
 * http(s) URL (per language); image: one image URL for every language.
 */
export type AboutUsFieldKind = "line" | "paragraph" | "link" | "image";

export type AboutUsField = {
  section: AboutUsSection;
  label: string;
  kind: AboutUsFieldKind;
  maxLength: number;
};

export type AboutUsTab = { group: AboutUsGroup; label: string; fields: AboutUsField[] };

const LINE_MAX = 200;
const PARAGRAPH_MAX = 3000;
export const ABOUT_US_URL_MAX = 500;

const valueNames: Record<string, string> = {
  health: "Health",
  care: "Care",
  humanized: "Humanized",
  family: "Family",
  humor: "Humor",
  excellence: "Excellence",
};

export function isAboutUsImageSection(section: string): section is AboutUsImageSection {
  return (aboutUsImageSections as readonly string[]).includes(section);
}

function fieldOf(section: AboutUsSection): AboutUsField {
  if (isAboutUsImageSection(section)) {
    const label = section === "header_background_image" ? "Background image" : "Image";
    return { section, label, kind: "image", maxLength: ABOUT_US_URL_MAX };
  }
  if (section === "cta_button_link") {
    return { section, label: "Button link", kind: "link", maxLength: ABOUT_US_URL_MAX };
  }
  const rest = section.slice(section.indexOf("_") + 1);
  const paragraph = /^(?:bio_)?paragraph(\d)$/.exec(rest);
  if (paragraph) {
    const label = `${rest.startsWith("bio_") ? "Biography paragraph" : "Paragraph"} ${paragraph[1]}`;
    return { section, label, kind: "paragraph", maxLength: PARAGRAPH_MAX };
  }
  const value = /^(\w+?)_(title|description)$/.exec(rest);
  if (section.startsWith("values_") && value?.[1] && valueNames[value[1]]) {
    const long = value[2] === "description";
    return {
      section,
      label: `${valueNames[value[1]]}: ${long ? "description" : "title"}`,
      kind: long ? "paragraph" : "line",
      maxLength: long ? PARAGRAPH_MAX : LINE_MAX,
    };
  }
  const labels: Record<string, [string, AboutUsFieldKind]> = {
    title: ["Title", "line"],
    subtitle: ["Subtitle", "paragraph"],
    bio_title: ["Biography title", "line"],
    text: ["Quote", "paragraph"],
    attribution: ["Attribution", "line"],
    button_text: ["Button text", "line"],
  };
  const [label, kind] = labels[rest] ?? [rest, "line"];
  return { section, label, kind, maxLength: kind === "paragraph" ? PARAGRAPH_MAX : LINE_MAX };
}

/** The six tabs and their fields, in the page's order. */
export const aboutUsTabs: AboutUsTab[] = aboutUsGroups.map((group) => ({
  group,
  label: aboutUsGroupLabels[group],
  fields: aboutUsSections.filter((section) => section.startsWith(`${group}_`)).map(fieldOf),
}));

export function parseAboutUsGroup(value: unknown): AboutUsGroup | null {
  return typeof value === "string" && (aboutUsGroups as readonly string[]).includes(value)
    ? (value as AboutUsGroup)
    : null;
}

/**
 * The suffix of a language's form fields: its code in lower case ("en", "es"),
 * except Brazilian Portuguese, whose fields were named `.pt` before the editor
 * followed the locale list. The stored history revisions (content_revisions) keep
 * their values by these names, so "pt" stays: an older revision still restores.
 */
export function aboutUsFieldSuffix(locale: Locale): string {
  return locale === "pt-BR" ? "pt" : locale.toLowerCase();
}

/**
 * The form names of a field: `${section}.<suffix>` for a text in a language
 * (`header_title.en`, `header_title.pt`), `${section}` for an image's URL
 * and `${section}.file` for its upload.
 */
export function aboutUsFieldName(section: AboutUsSection, locale?: Locale | "file"): string {
  if (locale === undefined) return section;
  return `${section}.${locale === "file" ? "file" : aboutUsFieldSuffix(locale)}`;
}

/** One value in every language (an image's URL, the same for all). */
export function sameInEveryLanguage(value: string): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, value])) as Record<Locale, string>;
}

/** How many of a tab's texts (its sections other than images) are empty in a language. */
export function aboutUsEmptyCount(
  tab: AboutUsTab,
  values: Partial<Record<AboutUsSection, Partial<Record<Locale, string>>>>,
  locale: Locale,
): number {
  return tab.fields.filter(
    (field) => field.kind !== "image" && !values[field.section]?.[locale]?.trim(),
  ).length;
}

/**
 * What a language's empty texts in a tab mean, at a glance: "Portuguese: 2 of 5
 * texts empty (the built-in text shows)" or "Portuguese: all 5 texts filled in".
 */
export function aboutUsEmptyNote(tab: AboutUsTab, empty: number, locale: Locale): string {
  const total = tab.fields.filter((field) => field.kind !== "image").length;
  const name = localeLabels[locale];
  if (empty === 0)
    return total === 1 ? `${name}: filled in` : `${name}: all ${total} texts filled in`;
  if (total === 1) return `${name}: empty — the built-in text shows`;
  return `${name}: ${empty} of ${total} texts empty — the built-in text shows`;
}

/** The group field: which tab a post saves. */
export const ABOUT_US_GROUP_FIELD = "group";

/**
 * The About Us editor holds every tab's form at once (typed text stays when switching),
 * so "Also open" is said of the editor as a whole: its presence id (history is by tab).
 */
export const ABOUT_US_PRESENCE_ID = "editor";
/** The intent every tab's form sends. */
export const ABOUT_US_SAVE_INTENT = "save";

export const aboutUsMessages = {
  englishRequired: "Enter the English text.",
  url: linkRuleMessages.link,
  image: linkRuleMessages.image,
  /** A field sent twice, or a file where text belongs: only a hand-made request does that. */
  unreadable: "This field could not be read. Please try again.",
  oneImage: "Choose one image file.",
  tooLong: (max: number) => `Use at most ${max} characters.`,
} as const;

/**
 * Typed text as it is saved: control characters dropped, ends trimmed, and line
 * breaks as the browser sends them (\r\n) stored as \n, before the length counts.
 */
function typedText(missing: string) {
  return text({ missing, malformed: aboutUsMessages.unreadable }).overwrite((value) =>
    value.replace(/\r\n?/g, "\n"),
  );
}

/**
 * A text the page may leave to its built-in default: empty, or absent from the post.
 * A link, when filled, follows the link rule; an image is one on this site.
 */
function optionalTyped(max: number, address: "link" | "image" | null) {
  const checked = typedText(aboutUsMessages.unreadable).max(max, {
    error: aboutUsMessages.tooLong(max),
  });
  const rule =
    address === "link"
      ? checked.refine((value) => value === "" || isEditorLink(value), {
          error: aboutUsMessages.url,
        })
      : address === "image"
        ? checked.refine((value) => value === "" || isSiteImage(value), {
            error: aboutUsMessages.image,
          })
        : checked;
  return rule.optional().default("");
}

/** The new image file of an image section; none when the file field was left empty. */
const imageUpload = z
  .union([z.instanceof(File), z.string()], { error: aboutUsMessages.oneImage })
  .optional()
  .transform((value) =>
    value instanceof File && !(value.size === 0 && value.name === "") ? value : undefined,
  );

/**
 * One field's entries in its tab's form. English text is required (an empty field
 * in another language shows that language's built-in text); a link is a site path or an
 * https address, an image a path on this site; an empty image means the built-in artwork.
 */
function fieldShape({ section, kind, maxLength }: AboutUsField): Record<string, z.ZodType> {
  if (kind === "image") {
    return {
      [aboutUsFieldName(section)]: optionalTyped(maxLength, "image"),
      [aboutUsFieldName(section, "file")]: imageUpload,
    };
  }
  const link = kind === "link";
  const english = typedText(aboutUsMessages.englishRequired)
    .min(1, { error: aboutUsMessages.englishRequired })
    .max(maxLength, { error: aboutUsMessages.tooLong(maxLength) });
  return {
    [aboutUsFieldName(section, defaultLocale)]: link
      ? english.refine(isEditorLink, { error: aboutUsMessages.url })
      : english,
    ...Object.fromEntries(
      translatedLocales.map((locale) => [
        aboutUsFieldName(section, locale),
        optionalTyped(maxLength, link ? "link" : null),
      ]),
    ),
  };
}

/** One tab's form: the save intent, its group and each of its fields. */
export function aboutUsTabSchema(tab: AboutUsTab) {
  const shape = {
    [INTENT_FIELD]: z.literal(ABOUT_US_SAVE_INTENT),
    [ABOUT_US_GROUP_FIELD]: z.literal(tab.group),
    ...Object.assign({}, ...tab.fields.map(fieldShape)),
  };
  // The fields come from the tab at run time; to TypeScript they are the texts and
  // files beside the two that say what the form is.
  return z.looseObject(
    shape as { intent: z.ZodLiteral<"save">; group: z.ZodLiteral<AboutUsGroup> },
  );
}

/** The editor's six forms, told apart by the tab each saves. */
export const aboutUsForm = z.discriminatedUnion(
  ABOUT_US_GROUP_FIELD,
  aboutUsTabs.map(aboutUsTabSchema) as [
    ReturnType<typeof aboutUsTabSchema>,
    ...ReturnType<typeof aboutUsTabSchema>[],
  ],
);

/** Each field's length limit, for the values a refused save shows again. */
export const aboutUsLimits: Record<string, number> = Object.fromEntries(
  aboutUsTabs.flatMap((tab) =>
    tab.fields.flatMap(({ section, kind, maxLength }) =>
      kind === "image"
        ? [[aboutUsFieldName(section), maxLength]]
        : locales.map((locale) => [aboutUsFieldName(section, locale), maxLength]),
    ),
  ),
);
