import { and, asc, eq, inArray, max } from "drizzle-orm";
import { isEditorLink, isSiteImage } from "~/platform/links";
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
  aboutUsFieldSuffix,
  aboutUsGroupLabels,
  aboutUsGroups,
  aboutUsTabs,
  parseAboutUsGroup,
  isAboutUsImageSection,
  sameInEveryLanguage,
  type AboutUsGroup,
} from "~/features/site-content/about-us-form";
import type { Database } from "~/platform/db/client.server";
import { contentRevisions, pageContent } from "~/platform/db/schema";
import { isUniqueViolation } from "~/platform/db/errors";
import {
  editConflict,
  recordRevision,
  revisionValues,
  type RestoreRequest,
  type RestoreResult,
} from "~/features/history/index.server";
import { z } from "zod";
import { findPreviewDraft } from "~/features/preview/index.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { defaultLocale, localeLabels, locales, type Locale } from "~/i18n/locales";
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
export async function getAboutUsContent(
  db: Database,
  locale: Locale,
  /** A preview's unsaved tab, shown instead of what is saved (as saving it would). */
  draft?: AboutUsValues,
): Promise<AboutUsContent> {
  // A Portuguese visitor gets the Portuguese default rather than an editor's English text.
  const saved = await getPageSections(db, ABOUT_US_PAGE, locale, { fallbackToEnglish: false });
  for (const [section, value] of Object.entries(draft ?? {})) {
    saved.set(section, value[locale]);
  }
  const defaults: Record<string, string> = { ...aboutUsDefaults[locale], ...aboutUsDefaultImages };
  const content = {} as AboutUsContent;
  for (const section of aboutUsSections) {
    const value = saved.get(section)?.trim();
    // A stored value that breaks today's rule (an older save) shows the default instead.
    const fits = isAboutUsImageSection(section)
      ? isSiteImage
      : section === "cta_button_link"
        ? isEditorLink
        : () => true;
    content[section] = value && fits(value) ? value : (defaults[section] ?? "");
  }
  return content;
}

/** A preview link's About Us page: one tab's unsaved fields (app/features/preview/). */
export type AboutUsPreview = {
  group: AboutUsGroup;
  values: AboutUsValues;
  /** The editor chose a new image file, which shows only once saved. */
  newImage: boolean;
  expiresAt: Date;
};

/**
 * A section's draft text in every language. A language missing from the draft (one
 * added since the preview was made) is "", its built-in text; a draft kept before the
 * editor followed the locale list has its languages by field suffix ({ en, pt }).
 */
const everyLanguage = z.preprocess(
  (value) => {
    if (typeof value !== "object" || value === null) return value;
    const byName = value as Record<string, unknown>;
    return Object.fromEntries(
      locales.map((locale) => [locale, byName[locale] ?? byName[aboutUsFieldSuffix(locale)] ?? ""]),
    );
  },
  z.object(Object.fromEntries(locales.map((locale) => [locale, z.string()]))),
) as unknown as z.ZodType<Record<Locale, string>>;
const aboutUsDraft = z.object({
  group: z.enum(aboutUsGroups),
  values: z.partialRecord(z.enum(aboutUsSections), everyLanguage),
  newImage: z.boolean(),
});
export type AboutUsDraft = z.infer<typeof aboutUsDraft>;

/** What a tab's Preview keeps as the draft (read back by findAboutUsPreview). */
export function aboutUsDraftOf(submission: AboutUsTabSubmission): AboutUsDraft {
  return {
    group: submission.group,
    values: aboutUsValuesOf(submission),
    newImage: aboutUsUploadsOf(submission).length > 0,
  };
}

/** The draft behind a preview link, if the link is genuine and current; else null. */
export async function findAboutUsPreview(
  db: Database,
  token: string,
): Promise<AboutUsPreview | null> {
  const draft = await findPreviewDraft(db, "about_us", token);
  if (!draft) return null;
  const parsed = aboutUsDraft.safeParse(draft.values);
  return parsed.success ? { ...parsed.data, expiresAt: draft.expiresAt } : null;
}

/* ---------------------------------------------------------------------------
 * The staff portal's About Us editor: every section in each language of the locale
 * list, saved per tab (its forms: about-us-form.ts). The public page above reads the
 * same rows.
 * ------------------------------------------------------------------------- */

/** What the editor shows per section: its text in each language (the same image for all). */
export type AboutUsEditorContent = Record<AboutUsSection, Record<Locale, string>>;

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
    const textIn = (locale: Locale) => saved.get(`${locale}:${section}`) ?? fallback(locale);
    // One image serves every language: the editor shows (and saves) the English row's.
    content[section] = isAboutUsImageSection(section)
      ? sameInEveryLanguage(textIn(defaultLocale))
      : (Object.fromEntries(locales.map((locale) => [locale, textIn(locale)])) as Record<
          Locale,
          string
        >);
  }
  return content;
}

export type AboutUsValues = Partial<Record<AboutUsSection, Record<Locale, string>>>;

/** A tab's form as its schema read it (about-us-form.ts): texts by field name, and image files. */
export type AboutUsTabSubmission = { group: AboutUsGroup } & Record<string, unknown>;

/** What a tab saves, per section: its text in each language (an image's URL for all). */
export function aboutUsValuesOf(submission: AboutUsTabSubmission): AboutUsValues {
  const tab = aboutUsTabs.find((candidate) => candidate.group === submission.group);
  const textOf = (name: string) => {
    const value = submission[name];
    return typeof value === "string" ? value : "";
  };
  const values: AboutUsValues = {};
  for (const { section, kind } of tab?.fields ?? []) {
    values[section] =
      kind === "image"
        ? sameInEveryLanguage(textOf(aboutUsFieldName(section)))
        : (Object.fromEntries(
            locales.map((locale) => [locale, textOf(aboutUsFieldName(section, locale))]),
          ) as Record<Locale, string>);
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
    Record<Locale, string>,
  ][]) {
    if (isAboutUsImageSection(section)) {
      fields[aboutUsFieldName(section)] = value[defaultLocale];
    } else {
      for (const locale of locales) fields[aboutUsFieldName(section, locale)] = value[locale];
    }
  }
  return fields;
}

/** A tab's entity in the revisions (content_revisions): "about_us", the tab's group. */
const ENTITY_TYPE = "about_us";

/**
 * Each tab's version: the number of its newest revision (0 before its first save). A tab is
 * saved as one item, so its form sends the version it was opened at.
 */
export async function aboutUsTabVersions(db: Database): Promise<Record<AboutUsGroup, number>> {
  const rows = await db
    .select({ group: contentRevisions.entityId, version: max(contentRevisions.version) })
    .from(contentRevisions)
    .where(eq(contentRevisions.entityType, ENTITY_TYPE))
    .groupBy(contentRevisions.entityId);
  const versions = Object.fromEntries(aboutUsGroups.map((group) => [group, 0])) as Record<
    AboutUsGroup,
    number
  >;
  for (const row of rows) {
    const group = parseAboutUsGroup(row.group);
    if (group) versions[group] = row.version ?? 0;
  }
  return versions;
}

export type SaveAboutUsResult =
  | { kind: "saved"; version: number }
  /** Someone saved the tab after the editor opened it: nothing was written. */
  | { kind: "conflict"; version: number; conflict: EditConflict };

/** A tab's values as its form's fields (every language; an image once). */
function tabFormValues(group: AboutUsGroup, content: AboutUsValues): Record<string, string> {
  const tab = aboutUsTabs.find((candidate) => candidate.group === group);
  const picked: AboutUsValues = {};
  for (const { section } of tab?.fields ?? []) picked[section] = content[section];
  return aboutUsFormValues(picked);
}

/** The label of each of a tab's form fields, as the conflict notice names them. */
export function aboutUsFieldLabels(group: string): Record<string, string> {
  const tab = aboutUsTabs.find((candidate) => candidate.group === group);
  const labels: Record<string, string> = {};
  for (const { section, label, kind } of tab?.fields ?? []) {
    if (kind === "image") labels[aboutUsFieldName(section)] = label;
    else {
      for (const locale of locales) {
        labels[aboutUsFieldName(section, locale)] = `${label} (${localeLabels[locale]})`;
      }
    }
  }
  return labels;
}

/**
 * The refusal of a tab's save based on `baseVersion` when the tab has been saved since
 * (what differs, and who saved it when); null while `baseVersion` is the tab's version.
 * Asked before a save stores its uploads too, so a refused save stores nothing.
 */
export async function staleAboutUsSave(
  db: Database,
  {
    group,
    values,
    baseVersion,
    actor,
  }: { group: AboutUsGroup; values: AboutUsValues; baseVersion: number; actor: AuditActor },
): Promise<Extract<SaveAboutUsResult, { kind: "conflict" }> | null> {
  const current = (await aboutUsTabVersions(db))[group];
  if (current === baseVersion) return null;
  const stored = await getAboutUsForEditing(db);
  const conflict = await editConflict(db, {
    entityType: ENTITY_TYPE,
    entityId: group,
    // Its revision says who saved the current version and when; the time here is
    // only read for a version with no revision (a made-up base version).
    current: { version: current, updatedAt: new Date() },
    theirs: tabFormValues(group, stored),
    yours: { ...tabFormValues(group, stored), ...aboutUsFormValues(values) },
    editor: actor,
  });
  return { kind: "conflict", version: current, conflict };
}

/**
 * Saves one tab, if nobody saved it since the editor opened it at `baseVersion`: each
 * section's row is updated (content_value, updated_at) by id, or inserted when none
 * exists, in every language, with a revision of the tab and one audit entry, all in one
 * transaction. Otherwise nothing is written and the answer shows what differs.
 */
export async function saveAboutUsTab(
  db: Database,
  {
    group,
    values,
    baseVersion,
    actor,
    restoredFrom,
  }: {
    group: AboutUsGroup;
    values: AboutUsValues;
    baseVersion: number;
    actor: AuditActor;
    /** An earlier revision being brought back. */
    restoredFrom?: number;
  },
): Promise<SaveAboutUsResult> {
  const sections = Object.keys(values) as AboutUsSection[];
  try {
    return await db.transaction(async (tx): Promise<SaveAboutUsResult> => {
      const stale = await staleAboutUsSave(tx, { group, values, baseVersion, actor });
      if (stale) return stale;
      await writeSections(tx, sections, values);
      const version = baseVersion + 1;
      // The unique (type, id, version) index stops a second save from the same version.
      await recordRevision(tx, {
        entityType: ENTITY_TYPE,
        entityId: group,
        version,
        // As the tab's form fields ("header_title.en": …): what the history compares.
        snapshot: aboutUsFormValues(values),
        actor,
      });
      await recordAudit(tx, {
        actor,
        action: restoredFrom === undefined ? "page_content.updated" : "page_content.restored",
        entityType: "page_content",
        entityId: `${ABOUT_US_PAGE}:${group}`,
        summary:
          restoredFrom === undefined
            ? `About Us: ${aboutUsGroupLabels[group]} tab saved`
            : `About Us: ${aboutUsGroupLabels[group]} tab, version ${restoredFrom} restored as version ${version}`,
      });
      return { kind: "saved", version };
    });
  } catch (error) {
    // Two saves from the same version at once: the second one is a conflict, as above.
    if (isUniqueViolation(error)) {
      return saveAboutUsTab(db, { group, values, baseVersion: -1, actor, restoredFrom });
    }
    throw error;
  }
}

/**
 * Brings back an earlier revision of a tab as a new version, if nobody saved the tab since
 * the history was opened at `baseVersion`.
 */
export async function restoreAboutUsRevision(
  db: Database,
  { id, version, baseVersion, actor }: RestoreRequest,
): Promise<RestoreResult> {
  const group = parseAboutUsGroup(id);
  if (!group) return { kind: "not-found" };
  const stored = await revisionValues(
    db,
    ENTITY_TYPE,
    { id, version },
    z.record(z.string(), z.string()),
  );
  if (!stored.ok) return stored.answer;
  // A language added since that version has no fields in it: it keeps what it has now.
  const current = tabFormValues(group, await getAboutUsForEditing(db));
  const result = await saveAboutUsTab(db, {
    group,
    values: aboutUsValuesOf({ group, ...current, ...stored.values }),
    baseVersion,
    actor,
    restoredFrom: version,
  });
  return result.kind === "saved"
    ? { kind: "restored", title: `About Us: ${aboutUsGroupLabels[group]}`, version: result.version }
    : { kind: "conflict" };
}

/** A tab's title and version, for its history page; null for a name that is no tab. */
export async function findAboutUsTab(
  db: Database,
  id: string,
): Promise<{ title: string; version: number } | null> {
  const group = parseAboutUsGroup(id);
  if (!group) return null;
  return {
    title: `About Us: ${aboutUsGroupLabels[group]} tab`,
    version: (await aboutUsTabVersions(db))[group],
  };
}

/** Each section's row in every language: updated by id, or inserted when none exists. */
async function writeSections(tx: Database, sections: AboutUsSection[], values: AboutUsValues) {
  if (sections.length === 0) return;
  const existing = await tx
    .select({
      id: pageContent.id,
      sectionName: pageContent.sectionName,
      locale: pageContent.locale,
    })
    .from(pageContent)
    .where(and(eq(pageContent.pageName, ABOUT_US_PAGE), inArray(pageContent.sectionName, sections)))
    .orderBy(asc(pageContent.sectionName));
  const ids = new Map(existing.map((row) => [`${row.locale}:${row.sectionName}`, row.id]));
  const now = new Date();
  for (const section of sections) {
    const value = values[section];
    if (!value) continue;
    for (const locale of locales) {
      const contentValue = value[locale];
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
