import { z } from "zod";
import { describe, expect, it } from "vitest";
import {
  localizedTextsSchema,
  missingTexts,
  rowWithTextMap,
  rowWithTextsMap,
  textsIn,
  translatedLocales,
} from "./localized-texts";

describe("texts in every language", () => {
  const schema = localizedTextsSchema({ name: z.string(), items: z.array(z.string()) });

  it("requires English in full and lets the other languages give any part", () => {
    expect(schema.safeParse({ en: { name: "Gold", items: [] } }).success).toBe(true);
    expect(schema.safeParse({ en: { name: "Gold", items: [] }, "pt-BR": {} }).success).toBe(true);
    expect(schema.safeParse({ en: { name: "Gold" } }).success).toBe(false);
    expect(schema.safeParse({ "pt-BR": { name: "Ouro", items: [] } }).success).toBe(false);
    expect(
      schema.safeParse({ en: { name: "Gold", items: [] }, "pt-BR": { name: 1 } }).success,
    ).toBe(false);
  });

  it("falls back to English field by field where a language is empty or missing", () => {
    const texts = { en: { name: "Gold", items: ["A", "B"] }, "pt-BR": { name: "Ouro", items: [] } };
    expect(textsIn(texts, "pt-BR")).toEqual({ name: "Ouro", items: ["A", "B"] });
    expect(textsIn({ en: texts.en, "pt-BR": { name: "  " } }, "pt-BR")).toEqual(texts.en);
    expect(textsIn({ en: texts.en }, "pt-BR")).toEqual(texts.en);
    expect(textsIn(texts, "en")).toEqual(texts.en);
  });
});

describe("what a language leaves out", () => {
  const english = { role: "Nurse", bio: "Cares.", items: ["A"], extra: "" };

  it("names each language other than English that lacks a field English has", () => {
    const everyField = ["role", "bio", "items"];
    expect(missingTexts({ en: english })).toEqual(
      translatedLocales.map((locale) => ({ locale, fields: everyField })),
    );
    expect(
      missingTexts({ en: english, "pt-BR": { role: "Enfermeira", items: [] } }).find(
        (entry) => entry.locale === "pt-BR",
      ),
    ).toEqual({ locale: "pt-BR", fields: ["bio", "items"] });
    // Complete: nothing to note; an English field left empty asks nothing of the others.
    const complete = { role: "Enfermeira", bio: "Cuida.", items: ["A"] };
    expect(
      missingTexts({
        en: english,
        ...Object.fromEntries(translatedLocales.map((locale) => [locale, complete])),
      }),
    ).toEqual([]);
  });

  it("follows the locale list: one entry per translated language at most", () => {
    expect(missingTexts({ en: english }).map((entry) => entry.locale)).toEqual(translatedLocales);
  });
});

describe("a row from before the texts map", () => {
  it("makes the map from its field-per-language pairs, leaving out empty translations", () => {
    expect(
      rowWithTextsMap({
        id: "x",
        name: "Ana",
        role: "Nurse",
        rolePt: "Enfermeira",
        bio: null,
        bioPt: " ",
        items: ["A"],
        itemsPt: [],
        active: true,
      }),
    ).toEqual({
      id: "x",
      name: "Ana",
      active: true,
      texts: { en: { role: "Nurse", bio: "", items: ["A"] }, "pt-BR": { role: "Enfermeira" } },
    });
  });

  it("answers null for a row without such pairs", () => {
    expect(rowWithTextsMap({ id: "x", name: "Ana", texts: { en: {} } })).toBeNull();
  });
});

describe("a row from before one text's map", () => {
  it("makes the map locale → text from the field and its Portuguese twin, trimmed, empty left out", () => {
    expect(
      rowWithTextMap(
        { id: "x", filename: "a.jpg", altText: " Desk ", altTextPt: "Mesa" },
        "altText",
        "altTexts",
      ),
    ).toEqual({ id: "x", filename: "a.jpg", altTexts: { en: "Desk", "pt-BR": "Mesa" } });
    expect(
      rowWithTextMap({ id: "x", altText: null, altTextPt: "  " }, "altText", "altTexts"),
    ).toEqual({ id: "x", altTexts: {} });
  });

  it("answers null for a row that has the map, or neither field", () => {
    expect(rowWithTextMap({ id: "x", altTexts: { en: "Desk" } }, "altText", "altTexts")).toBeNull();
    expect(rowWithTextMap({ id: "x" }, "altText", "altTexts")).toBeNull();
  });
});
