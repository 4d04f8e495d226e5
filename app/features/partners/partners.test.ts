import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { partners as englishTexts } from "~/i18n/en/partners.server";
import { partners as portugueseTexts } from "~/i18n/pt-BR/partners.server";
import { partnerCards, partners, partnersWithLogos } from "./partners";

const publicFile = (path: string) => new URL(`../../../public${path}`, import.meta.url);

describe("partners", () => {
  it("are the six partner businesses with their discounts", () => {
    expect(partners.map(({ category, discount }) => ({ category, ...discount }))).toEqual([
      { category: "laserHairRemoval", percent: 80 },
      { category: "laserAesthetics", percent: 60, areas: 3 },
      { category: "barber", percent: 30 },
      { category: "dental", percent: 20 },
      { category: "wellness", percent: 60, followUpPercent: 10 },
      { category: "restaurant", percent: 10 },
    ]);
    expect(new Set(partners.map((partner) => partner.id)).size).toBe(6);
  });

  it("the logo strip keeps only partners with a logo, in order", () => {
    const list = [
      { id: "a", name: "A", logo: "/images/partners/a.svg" },
      { id: "b", name: "B", logo: null },
      { id: "c", name: "C", logo: "/images/partners/c.svg" },
      { id: "d", name: "D", logo: null },
    ];
    expect(partnersWithLogos(list).map((partner) => partner.id)).toEqual(["a", "c"]);
    expect(partnersWithLogos([{ id: "x", name: "X", logo: null }])).toEqual([]);
    expect(partnersWithLogos(partners).map((partner) => partner.id)).toEqual(
      partners.filter((partner) => partner.logo).map((partner) => partner.id),
    );
    expect(partnersWithLogos(partners)).toHaveLength(4);
  });

  it("logos are small, sized, self-contained drawings without text", () => {
    for (const { logo } of partnersWithLogos(partners)) {
      const file = publicFile(logo);
      // A mark and the name, its letters drawn as paths (no font needed where it is rendered).
      expect(statSync(file).size, logo).toBeLessThan(6 * 1024);
      const svg = readFileSync(file, "utf8");
      expect(svg, logo).toMatch(/^<svg [^>]*width="\d+"[^>]*height="\d+"/);
      expect(svg, logo).not.toMatch(/<text|<image|<script|href=|url\(\s*['"]?(https?:|\/\/)/i);
    }
  });

  for (const [language, texts] of [
    ["English", englishTexts],
    ["Portuguese", portugueseTexts],
  ] as const) {
    it(`cards read fully in ${language}, with the partner's numbers`, () => {
      const cards = partnerCards(partners, texts);
      expect(cards).toHaveLength(6);
      cards.forEach((card, index) => {
        const partner = partners[index];
        expect(card.name).toBe(partner?.name);
        expect(card.category).toBe(texts.categories[card.categoryKey]);
        expect(card.benefit).not.toMatch(/[{}]/);
        for (const value of Object.values(partner?.discount ?? {})) {
          expect(card.benefit).toContain(String(value));
        }
      });
    });
  }

  it("refuses a partner without a benefit text", () => {
    expect(() =>
      partnerCards(
        [{ id: "new", name: "New", logo: null, category: "barber", discount: { percent: 5 } }],
        englishTexts,
      ),
    ).toThrow(/new/);
  });
});
