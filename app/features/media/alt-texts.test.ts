import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import {
  altTextBaseField,
  altTextField,
  altTextIn,
  altTextsByLocale,
  altTextsFrom,
  keptAltTexts,
  missesEnglishAltText,
  missingTranslatedAltTexts,
} from "./alt-texts";
import { altTextFor } from "./alt-text.server";

describe("an image's alt texts map", () => {
  it("reads the list's languages with a text, trimmed, and nothing else", () => {
    expect(altTextsFrom({ en: " Desk ", "pt-BR": "  ", es: "Mesa", fr: "Bureau", de: 3 })).toEqual({
      en: "Desk",
      es: "Mesa",
    });
    expect(altTextsFrom(null)).toEqual({});
    expect(altTextsFrom("Desk")).toEqual({});
    expect(altTextsFrom(["Desk"])).toEqual({});
  });

  it("keeps what a language off the list has, for a save to leave in place", () => {
    expect(keptAltTexts({ en: "Desk", fr: "Bureau" })).toEqual({ fr: "Bureau" });
    expect(keptAltTexts(null)).toEqual({});
  });

  it("shows the text of the page's language and never another one (no fallback to English)", () => {
    const texts = altTextsFrom({ en: "Desk", es: "Mesa" });
    expect(altTextIn(texts, "en")).toBe("Desk");
    expect(altTextIn(texts, "es")).toBe("Mesa");
    expect(altTextIn(texts, "pt-BR")).toBe("");
    expect(altTextsByLocale(texts)).toEqual({ en: "Desk", "pt-BR": "", es: "Mesa" });
    const byKey = new Map([["desk.jpg", texts]]);
    expect(altTextFor(byKey, "/uploads/desk.jpg", "pt-BR")).toBe("");
    expect(altTextFor(byKey, "/uploads/desk.jpg", "es")).toBe("Mesa");
    expect(altTextFor(byKey, "/uploads/other.jpg", "en")).toBe("");
    expect(altTextFor(byKey, null, "en")).toBe("");
  });

  it("flags English missing, and otherwise names the translations missing", () => {
    expect(missesEnglishAltText({})).toBe(true);
    expect(missesEnglishAltText({ es: "Mesa" })).toBe(true);
    // The warning covers it: no note of the translations too.
    expect(missingTranslatedAltTexts({ es: "Mesa" })).toEqual([]);
    expect(missingTranslatedAltTexts({ en: "Desk" })).toEqual(["pt-BR", "es"]);
    expect(missingTranslatedAltTexts({ en: "Desk", es: "Mesa" })).toEqual(["pt-BR"]);
    expect(missingTranslatedAltTexts({ en: "Desk", "pt-BR": "Mesa", es: "Mesa" })).toEqual([]);
  });

  it("names one form field per language of the list", () => {
    expect(locales.map(altTextField)).toEqual(["altText_en", "altText_pt-BR", "altText_es"]);
    expect(altTextBaseField("es")).toBe("altTextBase_es");
  });
});
