import { and, asc, eq, inArray } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import { aboutUsDefaults } from "~/features/site-content/about-us-defaults.server";
import {
  ABOUT_US_PAGE,
  aboutUsImageSections,
  aboutUsSections,
  type AboutUsImageSection,
  type AboutUsSection,
  type AboutUsTextSection,
} from "~/features/site-content/about-us";
import type { Database } from "~/platform/db/client.server";
import { pageContent } from "~/platform/db/schema";
import { locales, type Locale } from "~/i18n/locales";
import { getPageSections } from "./page-content.server";

/** Built-in artwork for the image sections, used until an editor uploads one. */
export const aboutUsDefaultImages: Record<AboutUsImageSection, string> = {
  header_background_image: "/images/about-header.svg",
  mission_image: "/images/mission.svg",
  story_image: "/images/story.svg",
};

export type AboutUsContent = Record<AboutUsSection, string>;

/** Only site paths and http(s) URLs may be used as links or images. */
function isSafeUrl(value: string): boolean {
  return /^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value);
}

/**
 * Every About Us section in the visitor's language: what editors saved in
 * page_content, or the built-in default when the row is missing or empty.
 */
export async function getAboutUsContent(db: Database, locale: Locale): Promise<AboutUsContent> {
  // A Portuguese visitor gets the Portuguese default rather than an editor's English text.
  const saved = await getPageSections(db, ABOUT_US_PAGE, locale, { fallbackToEnglish: false });
  const defaults: Record<string, string> = { ...aboutUsDefaults[locale], ...aboutUsDefaultImages };
  const content = {} as AboutUsContent;
  for (const section of aboutUsSections) {
    const value = saved.get(section)?.trim();
    const needsUrl =
      section === "cta_button_link" ||
      (aboutUsImageSections as readonly string[]).includes(section);
    content[section] = value && (!needsUrl || isSafeUrl(value)) ? value : (defaults[section] ?? "");
  }
  return content;
}

/* ---------------------------------------------------------------------------
 * The staff portal's About Us editor (issue 6): every section in English and
 * Portuguese, saved per tab. The public page above reads the same rows.
 * ------------------------------------------------------------------------- */

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
 * http(s) URL (per language); image: one image URL for both languages.
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
const URL_MAX = 500;

const valueNames: Record<string, string> = {
  health: "Health",
  care: "Care",
  humanized: "Humanized",
  family: "Family",
  humor: "Humor",
  excellence: "Excellence",
};

function fieldOf(section: AboutUsSection): AboutUsField {
  if ((aboutUsImageSections as readonly string[]).includes(section)) {
    const label = section === "header_background_image" ? "Background image" : "Image";
    return { section, label, kind: "image", maxLength: URL_MAX };
  }
  if (section === "cta_button_link") {
    return { section, label: "Button link", kind: "link", maxLength: URL_MAX };
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

/** What the editor shows per section: English and Portuguese (the same image for both). */
export type AboutUsEditorContent = Record<AboutUsSection, { en: string; pt: string }>;

function isImageSection(section: string): boolean {
  return (aboutUsImageSections as readonly string[]).includes(section);
}

/**
 * Every section as the editor starts from: the saved rows (page_content where
 * page_name is about_us, by section name), or for a missing row the text the
 * public page shows instead (the built-in default; "" for images = built-in artwork).
 */
export async function getAboutUsForEditing(db: Database): Promise<AboutUsEditorContent> {
  const rows = await db
    .select({
      sectionName: pageContent.sectionName,
      locale: pageContent.locale,
      contentValue: pageContent.contentValue,
    })
    .from(pageContent)
    .where(eq(pageContent.pageName, ABOUT_US_PAGE))
    .orderBy(asc(pageContent.sectionName));
  const saved = new Map(rows.map((row) => [`${row.locale}:${row.sectionName}`, row.contentValue]));
  const content = {} as AboutUsEditorContent;
  for (const section of aboutUsSections) {
    const fallback = (locale: Locale) =>
      isImageSection(section) ? "" : (aboutUsDefaults[locale][section as AboutUsTextSection] ?? "");
    const en = saved.get(`en:${section}`) ?? fallback("en");
    // One image serves both languages: the editor shows (and saves) the English row's.
    const pt = isImageSection(section) ? en : (saved.get(`pt-BR:${section}`) ?? fallback("pt-BR"));
    content[section] = { en, pt };
  }
  return content;
}

export type AboutUsValues = Partial<Record<AboutUsSection, { en: string; pt: string }>>;
export type AboutUsFieldErrors = Record<string, string>;

/** The form names of a field: `${section}.en`, `${section}.pt`, and `${section}` for an image's URL. */
export function aboutUsFieldName(section: AboutUsSection, locale?: "en" | "pt"): string {
  return locale ? `${section}.${locale}` : section;
}

function clean(value: FormDataEntryValue | null): string {
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
}

/**
 * Reads and checks one tab's fields from its form. English text is required
 * (an empty Portuguese field shows the built-in Portuguese text); links and
 * images must be site paths or http(s) URLs; an empty image means the built-in artwork.
 */
export function readAboutUsTab(
  group: AboutUsGroup,
  formData: FormData,
): { values: AboutUsValues; errors: AboutUsFieldErrors } {
  const tab = aboutUsTabs.find((candidate) => candidate.group === group);
  const values: AboutUsValues = {};
  const errors: AboutUsFieldErrors = {};
  for (const field of tab?.fields ?? []) {
    const { section, kind, maxLength } = field;
    if (kind === "image") {
      const url = clean(formData.get(aboutUsFieldName(section)));
      if (url.length > maxLength) errors[section] = `Use at most ${maxLength} characters.`;
      else if (url && !isSafeUrl(url)) {
        errors[section] =
          "Use a site path starting with / or a web address starting with https://.";
      }
      values[section] = { en: url, pt: url };
      continue;
    }
    const en = clean(formData.get(aboutUsFieldName(section, "en")));
    const pt = clean(formData.get(aboutUsFieldName(section, "pt")));
    values[section] = { en, pt };
    for (const [locale, value] of [
      ["en", en],
      ["pt", pt],
    ] as const) {
      const name = aboutUsFieldName(section, locale);
      if (locale === "en" && value === "") errors[name] = "Enter the English text.";
      else if (value.length > maxLength) errors[name] = `Use at most ${maxLength} characters.`;
      else if (kind === "link" && value && !isSafeUrl(value)) {
        errors[name] = "Use a site path starting with / or a web address starting with https://.";
      }
    }
  }
  return { values, errors };
}

/**
 * Saves one tab: each section's row is updated (content_value, updated_at) by
 * id, or inserted when none exists, in both languages, with one audit entry,
 * all in one transaction.
 */
export async function saveAboutUsTab(
  db: Database,
  group: AboutUsGroup,
  values: AboutUsValues,
  actor: AuditActor,
): Promise<void> {
  const sections = Object.keys(values) as AboutUsSection[];
  if (sections.length === 0) return;
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({
        id: pageContent.id,
        sectionName: pageContent.sectionName,
        locale: pageContent.locale,
      })
      .from(pageContent)
      .where(
        and(eq(pageContent.pageName, ABOUT_US_PAGE), inArray(pageContent.sectionName, sections)),
      )
      .orderBy(asc(pageContent.sectionName));
    const ids = new Map(existing.map((row) => [`${row.locale}:${row.sectionName}`, row.id]));
    const now = new Date();
    for (const section of sections) {
      const value = values[section];
      if (!value) continue;
      for (const [locale, contentValue] of [
        ["en", value.en],
        ["pt-BR", value.pt],
      ] as const) {
        const id = ids.get(`${locale}:${section}`);
        if (id) {
          await tx
            .update(pageContent)
            .set({ contentValue, updatedAt: now })
            .where(eq(pageContent.id, id));
        } else {
          await tx
            .insert(pageContent)
            .values({
              pageName: ABOUT_US_PAGE,
              sectionName: section,
              locale,
              contentType:
                isImageSection(section) || section === "cta_button_link" ? "url" : "text",
              contentValue,
              updatedAt: now,
            })
            // Inserted meanwhile by a colleague: this save wins, as an update would.
            .onConflictDoUpdate({
              target: [pageContent.pageName, pageContent.sectionName, pageContent.locale],
              set: { contentValue, updatedAt: now },
            });
        }
      }
    }
    await recordAudit(tx, {
      actor,
      action: "page_content.updated",
      entityType: "page_content",
      entityId: `${ABOUT_US_PAGE}:${group}`,
      summary: `About Us: ${aboutUsGroupLabels[group]} tab saved`,
    });
  });
}

/** The built-in About Us texts as page content rows, for a new database's demo content. */
export function aboutUsSeedRows(): (typeof pageContent.$inferInsert)[] {
  return locales.flatMap((locale) =>
    Object.entries(aboutUsDefaults[locale]).map(([sectionName, contentValue]) => ({
      pageName: ABOUT_US_PAGE,
      sectionName,
      locale,
      contentType: sectionName === "cta_button_link" ? ("url" as const) : ("text" as const),
      contentValue,
    })),
  );
}
