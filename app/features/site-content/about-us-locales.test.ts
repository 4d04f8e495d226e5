import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultLocale, localeLabels, locales, type Locale } from "~/i18n/locales";
import { translatedLocales } from "~/platform/localized-texts";
import { pageContent } from "~/platform/db/schema";
import { recordRevision } from "~/features/history/index.server";
import { storePreviewDraft } from "~/features/preview/index.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import {
  aboutUsEmptyCount,
  aboutUsEmptyNote,
  aboutUsFieldName,
  aboutUsFieldSuffix,
  aboutUsForm,
  aboutUsLimits,
  aboutUsTabs,
  type AboutUsTab,
} from "./about-us-form";
import {
  aboutUsFieldLabels,
  aboutUsValuesOf,
  findAboutUsPreview,
  getAboutUsContent,
  getAboutUsForEditing,
  restoreAboutUsRevision,
  saveAboutUsTab,
  aboutUsTabVersions,
} from "./about-us.server";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { pageContentRows } from "../../../tests/support/page-content";

/*
 * The About Us editor follows the locale list (app/i18n/locales.ts): a language added
 * there gets its fields, its saved rows, its history labels and its "empty" count with
 * no change here. These tests loop over the list, so they hold for any number of languages.
 */

const tabOf = (group: string): AboutUsTab => {
  const tab = aboutUsTabs.find((candidate) => candidate.group === group);
  if (!tab) throw new Error(`no tab ${group}`);
  return tab;
};

/** A text in every language, marked with its language's suffix. */
const inEveryLanguage = (text: string) =>
  Object.fromEntries(
    locales.map((locale) => [locale, `${text} (${aboutUsFieldSuffix(locale)})`]),
  ) as Record<Locale, string>;

describe("the About Us fields of each language", () => {
  it("names a language's fields by its short code, keeping .en and .pt, one suffix per language", () => {
    expect(aboutUsFieldName("header_title", "en")).toBe("header_title.en");
    expect(aboutUsFieldName("header_title", "pt-BR")).toBe("header_title.pt");
    expect(aboutUsFieldName("mission_image")).toBe("mission_image");
    expect(aboutUsFieldName("mission_image", "file")).toBe("mission_image.file");
    const suffixes = locales.map(aboutUsFieldSuffix);
    expect(new Set(suffixes).size).toBe(locales.length);
    for (const suffix of suffixes) expect(suffix).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it("gives every text a field, a limit and a history label in every language; an image one field", () => {
    for (const tab of aboutUsTabs) {
      const labels = aboutUsFieldLabels(tab.group);
      for (const { section, kind, label } of tab.fields) {
        if (kind === "image") {
          expect(labels[aboutUsFieldName(section)]).toBe(label);
          expect(aboutUsLimits[aboutUsFieldName(section)]).toBeGreaterThan(0);
          continue;
        }
        for (const locale of locales) {
          const name = aboutUsFieldName(section, locale);
          expect(aboutUsLimits[name], name).toBeGreaterThan(0);
          expect(labels[name]).toBe(`${label} (${localeLabels[locale]})`);
        }
      }
    }
  });

  it("reads a tab's form in every language: English required, the others optional", () => {
    const quote = tabOf("quote");
    const form: Record<string, string> = { intent: "save", group: "quote" };
    for (const { section } of quote.fields) {
      form[aboutUsFieldName(section, defaultLocale)] = "Text";
    }
    const parsed = parseSubmission(form, aboutUsForm, { limits: aboutUsLimits });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const values = aboutUsValuesOf(parsed.data);
    for (const { section } of quote.fields) {
      expect(Object.keys(values[section] ?? {}).sort()).toEqual([...locales].sort());
      for (const locale of translatedLocales) expect(values[section]?.[locale]).toBe("");
    }
  });

  it("counts a tab's empty texts per language, leaving images out", () => {
    const header = tabOf("header");
    const full = inEveryLanguage("Filled");
    const values = {
      header_title: { ...full },
      header_subtitle: Object.fromEntries(
        locales.map((locale) => [locale, locale === defaultLocale ? "Care" : "  "]),
      ) as Record<Locale, string>,
      header_background_image: Object.fromEntries(locales.map((locale) => [locale, ""])),
    };
    expect(aboutUsEmptyCount(header, values, defaultLocale)).toBe(0);
    for (const locale of translatedLocales) {
      expect(aboutUsEmptyCount(header, values, locale)).toBe(1);
      expect(aboutUsEmptyNote(header, 1, locale)).toBe(
        `${localeLabels[locale]}: 1 of 2 texts empty — the built-in text shows`,
      );
      // A section missing from the values counts as empty.
      expect(aboutUsEmptyCount(header, {}, locale)).toBe(2);
      expect(aboutUsEmptyNote(header, 0, locale)).toBe(
        `${localeLabels[locale]}: all 2 texts filled in`,
      );
    }
    expect(aboutUsEmptyNote(header, 2, "pt-BR")).toBe(
      "Portuguese: 2 of 2 texts empty — the built-in text shows",
    );
  });
});

describe.each(testDatabases)("the About Us languages on $name", (database) => {
  const handle = openForDescribe(database);
  const { content_editor: editor } = signedInForDescribe(handle, ["content_editor"]);
  const actor = () => ({ id: editor.id, email: editor.email });

  it("saves a row per language of the list, and loads each language back", async () => {
    const version = (await aboutUsTabVersions(handle.db)).quote;
    const values = {
      quote_text: inEveryLanguage("Care"),
      quote_attribution: inEveryLanguage("Dr."),
    };
    expect(
      await saveAboutUsTab(handle.db, {
        group: "quote",
        values,
        baseVersion: version,
        actor: actor(),
      }),
    ).toMatchObject({ kind: "saved" });
    const rows = await pageContentRows(handle.db, eq(pageContent.pageName, "about_us"));
    expect(
      rows
        .filter((row) => row.sectionName === "quote_text")
        .map((row) => row.locale)
        .sort(),
    ).toEqual([...locales].sort());
    const editing = await getAboutUsForEditing(handle.db);
    expect(editing.quote_text).toEqual(values.quote_text);
    for (const locale of locales) {
      expect((await getAboutUsContent(handle.db, locale)).quote_text).toBe(
        values.quote_text[locale],
      );
    }
    // Every section of the editor has every language; an image the same URL in each.
    for (const value of Object.values(editing)) {
      expect(Object.keys(value).sort()).toEqual([...locales].sort());
    }
    expect(new Set(Object.values(editing.mission_image)).size).toBe(1);
  });

  it("restores a revision kept before a language existed, leaving that language as it is", async () => {
    const version = (await aboutUsTabVersions(handle.db)).cta;
    const now = {
      cta_title: inEveryLanguage("Visit"),
      cta_subtitle: inEveryLanguage("Today"),
      cta_button_text: inEveryLanguage("Go"),
      cta_button_link: Object.fromEntries(locales.map((locale) => [locale, "/contact"])) as Record<
        Locale,
        string
      >,
    };
    await saveAboutUsTab(handle.db, {
      group: "cta",
      values: now,
      baseVersion: version,
      actor: actor(),
    });
    // A revision with English only, as one kept before the other languages were added.
    await recordRevision(handle.db, {
      entityType: "about_us",
      entityId: "cta",
      version: version + 2,
      snapshot: {
        "cta_title.en": "Old visit",
        "cta_subtitle.en": "Old today",
        "cta_button_text.en": "Old go",
        "cta_button_link.en": "/contact",
      },
      actor: actor(),
    });
    expect(
      await restoreAboutUsRevision(handle.db, {
        id: "cta",
        version: version + 2,
        baseVersion: version + 2,
        actor: actor(),
      }),
    ).toMatchObject({ kind: "restored" });
    const editing = await getAboutUsForEditing(handle.db);
    expect(editing.cta_title[defaultLocale]).toBe("Old visit");
    for (const locale of translatedLocales) {
      expect(editing.cta_title[locale]).toBe(now.cta_title[locale]);
    }
  });

  it("shows a preview draft kept before the editor followed the locale list ({ en, pt })", async () => {
    const { token } = await storePreviewDraft(handle.db, {
      entityType: "about_us",
      entityId: "header",
      values: {
        group: "header",
        values: { header_title: { en: "Old draft", pt: "Rascunho antigo" } },
        newImage: false,
      },
      createdBy: editor.email,
    });
    const preview = await findAboutUsPreview(handle.db, token);
    expect(preview?.values.header_title?.en).toBe("Old draft");
    expect(preview?.values.header_title?.["pt-BR"]).toBe("Rascunho antigo");
    // Every language of the list is there; one the draft lacks is "" (its built-in text).
    expect(Object.keys(preview?.values.header_title ?? {}).sort()).toEqual([...locales].sort());
    expect((await getAboutUsContent(handle.db, "pt-BR", preview?.values)).header_title).toBe(
      "Rascunho antigo",
    );
  });
});
