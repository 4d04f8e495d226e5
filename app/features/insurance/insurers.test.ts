import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { insurance as englishTexts } from "~/i18n/en/insurance.server";
import { insurance as portugueseTexts } from "~/i18n/pt-BR/insurance.server";
import { insurerCards, insurers, PLANS_PER_INSURER } from "./insurers";

describe("insurers", () => {
  it("are the five accepted insurers, in order", () => {
    expect(insurers.map((insurer) => insurer.name)).toEqual([
      "Cigna",
      "Aetna",
      "Florida Blue",
      "Medicaid",
      "Medicare",
    ]);
  });

  for (const [language, texts] of [
    ["English", englishTexts],
    ["Portuguese", portugueseTexts],
  ] as const) {
    it(`each has a description and three distinct plans in ${language}`, () => {
      const cards = insurerCards(insurers, texts.insurers);
      for (const card of cards) {
        expect(card.description.length, card.id).toBeGreaterThan(10);
        expect(card.plans, card.id).toHaveLength(PLANS_PER_INSURER);
        expect(new Set(card.plans).size, card.id).toBe(PLANS_PER_INSURER);
      }
      expect(texts.faq.items).toHaveLength(4);
      expect(texts.bring.items).toHaveLength(5);
    });
  }

  it("marks are small neutral placeholders: sized, no text, nothing external", () => {
    for (const { logo } of insurers) {
      const file = new URL(`../../../public${logo}`, import.meta.url);
      expect(statSync(file).size, logo).toBeLessThan(3 * 1024);
      const svg = readFileSync(file, "utf8");
      expect(svg, logo).toMatch(/^<svg [^>]*width="\d+"[^>]*height="\d+"/);
      expect(svg, logo).not.toMatch(/<text|<image|<script|href=|url\(\s*['"]?(https?:|\/\/)/i);
    }
  });

  it("refuses an insurer without texts", () => {
    expect(() =>
      insurerCards([{ id: "acme", name: "Acme", logo: "/x.svg" }], englishTexts.insurers),
    ).toThrow(/acme/);
  });
});
