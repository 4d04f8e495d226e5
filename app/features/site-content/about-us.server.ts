import { and, asc, eq, inArray } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import { aboutUsDefaults } from "~/features/site-content/about-us-defaults.server";
import {
  ABOUT_US_PAGE,
  aboutUsSections,
  type AboutUsImageSection,
  type AboutUsSection,
  type AboutUsTextSection,
} from "~/features/site-content/about-us";
import {
  aboutUsFieldName,
  aboutUsGroupLabels,
  aboutUsTabs,
  isAboutUsImageSection,
  isSafeUrl,
  type AboutUsGroup,
} from "~/features/site-content/about-us-form";
import type { Database } from "~/platform/db/client.server";
import { pageContent } from "~/platform/db/schema";
import { locales, type Locale } from "~/i18n/locales";
import { getPageSections, sectionColumns } from "./page-content.server";

// The editor's tabs and field names, for the tests that drive its form.
export { aboutUsFieldName, aboutUsTabs } from "~/features/site-content/about-us-form";

/** Built-in artwork for the image sections, used until an editor uploads one. */
export const aboutUsDefaultImages: Record<AboutUsImageSection, string> = {
  header_background_image: "/images/about-header.svg",
  mission_image: "/images/mission.svg",
  story_image: "/images/story.svg",
};

export type AboutUsContent = Record<AboutUsSection, string>;

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
    const needsUrl = section === "cta_button_link" || isAboutUsImageSection(section);
    content[section] = value && (!needsUrl || isSafeUrl(value)) ? value : (defaults[section] ?? "");
  }
  return content;
}

/* ---------------------------------------------------------------------------
 * The staff portal's About Us editor: every section in English and Portuguese,
 * saved per tab (its forms: about-us-form.ts). The public page above reads the
 * same rows.
 * ------------------------------------------------------------------------- */

/** What the editor shows per section: English and Portuguese (the same image for both). */
export type AboutUsEditorContent = Record<AboutUsSection, { en: string; pt: string }>;

/**
 * Every section as the editor starts from: the saved rows (page_content where
 * page_name is about_us, by section name), or for a missing row the text the
 * public page shows instead (the built-in default; "" for images = built-in artwork).
 */
export async function getAboutUsForEditing(db: Database): Promise<AboutUsEditorContent> {
  const rows = await db
    .select(sectionColumns)
    .from(pageContent)
    .where(eq(pageContent.pageName, ABOUT_US_PAGE))
    .orderBy(asc(pageContent.sectionName));
  const saved = new Map(rows.map((row) => [`${row.locale}:${row.sectionName}`, row.contentValue]));
  const content = {} as AboutUsEditorContent;
  for (const section of aboutUsSections) {
    const fallback = (locale: Locale) =>
      isAboutUsImageSection(section)
        ? ""
        : (aboutUsDefaults[locale][section as AboutUsTextSection] ?? "");
    const en = saved.get(`en:${section}`) ?? fallback("en");
    // One image serves both languages: the editor shows (and saves) the English row's.
    const pt = isAboutUsImageSection(section)
      ? en
      : (saved.get(`pt-BR:${section}`) ?? fallback("pt-BR"));
    content[section] = { en, pt };
  }
  return content;
}

export type AboutUsValues = Partial<Record<AboutUsSection, { en: string; pt: string }>>;

/** A tab's form as its schema read it (about-us-form.ts): texts by field name, and image files. */
export type AboutUsTabSubmission = { group: AboutUsGroup } & Record<string, unknown>;

/** What a tab saves, per section: English and Portuguese (an image's URL for both). */
export function aboutUsValuesOf(submission: AboutUsTabSubmission): AboutUsValues {
  const tab = aboutUsTabs.find((candidate) => candidate.group === submission.group);
  const textOf = (name: string) => {
    const value = submission[name];
    return typeof value === "string" ? value : "";
  };
  const values: AboutUsValues = {};
  for (const { section, kind } of tab?.fields ?? []) {
    if (kind === "image") {
      const url = textOf(aboutUsFieldName(section));
      values[section] = { en: url, pt: url };
    } else {
      values[section] = {
        en: textOf(aboutUsFieldName(section, "en")),
        pt: textOf(aboutUsFieldName(section, "pt")),
      };
    }
  }
  return values;
}

/** The new image files of a tab's image sections, by section (none when left empty). */
export function aboutUsUploadsOf(
  submission: AboutUsTabSubmission,
): { section: AboutUsImageSection; file: File }[] {
  const tab = aboutUsTabs.find((candidate) => candidate.group === submission.group);
  return (tab?.fields ?? []).flatMap(({ section }) => {
    const file = submission[aboutUsFieldName(section, "file")];
    return isAboutUsImageSection(section) && file instanceof File ? [{ section, file }] : [];
  });
}

/** The values as the form's fields, to show again after a refusal. */
export function aboutUsFormValues(values: AboutUsValues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [section, value] of Object.entries(values) as [
    AboutUsSection,
    { en: string; pt: string },
  ][]) {
    if (isAboutUsImageSection(section)) {
      fields[aboutUsFieldName(section)] = value.en;
    } else {
      fields[aboutUsFieldName(section, "en")] = value.en;
      fields[aboutUsFieldName(section, "pt")] = value.pt;
    }
  }
  return fields;
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
                isAboutUsImageSection(section) || section === "cta_button_link" ? "url" : "text",
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
