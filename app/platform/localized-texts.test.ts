import { z } from "zod";
import { describe, expect, it } from "vitest";
import { localizedTextsSchema, textsIn } from "./localized-texts";

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
