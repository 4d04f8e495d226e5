import { describe, expect, it } from "vitest";
import {
  ALL_CATEGORIES,
  categoryDisplayLabel,
  categoryHref,
  categoryLabel,
  postCategories,
} from "./categories";

describe("the category tab label rule", () => {
  it.each([
    ["mental-health", "Mental health"],
    ["womens-health", "Womens health"],
    ["nutrition", "Nutrition"],
    ["chronic-conditions", "Chronic conditions"],
  ])("turns %j into %j", (category, label) => {
    expect(categoryLabel(category)).toBe(label);
  });

  it("replaces only the first hyphen and capitalises only the first letter", () => {
    expect(categoryLabel("family-and-kids")).toBe("Family and-kids");
    expect(categoryLabel("heart-Health")).toBe("Heart Health");
    expect(categoryLabel("covid-19")).toBe("Covid 19");
  });

  it("copes with odd values", () => {
    expect(categoryLabel("")).toBe("");
    expect(categoryLabel("-")).toBe(" ");
    expect(categoryLabel("élan-vital")).toBe("Élan vital");
    expect(categoryLabel("Already Nice")).toBe("Already Nice");
  });
});

describe("the label a visitor reads", () => {
  const known = { "womens-health": "Women's Health", nutrition: "Nutrição" };

  it("prefers the dictionary's label for a known category", () => {
    expect(categoryDisplayLabel("womens-health", known)).toBe("Women's Health");
    expect(categoryDisplayLabel("nutrition", known)).toBe("Nutrição");
  });

  it("falls back to the rule for unknown categories, even ones named like object keys", () => {
    expect(categoryDisplayLabel("sleep-hygiene", known)).toBe("Sleep hygiene");
    expect(categoryDisplayLabel("constructor", known)).toBe("Constructor");
    expect(categoryDisplayLabel("__proto__", known)).toBe("__proto__");
    expect(categoryDisplayLabel("nutrition", { nutrition: "" })).toBe("Nutrition");
  });
});

type Post = { id: string; category: string; featured: boolean };
const posts: Post[] = [
  { id: "1", category: "nutrition", featured: false },
  { id: "2", category: "prevention", featured: true },
  { id: "3", category: "mental-health", featured: false },
  { id: "4", category: "nutrition", featured: true },
  { id: "5", category: "prevention", featured: false },
];

describe("the category tabs and the featured post", () => {
  it("lists each category once, by label in the visitor's language", () => {
    expect(postCategories(posts, { "mental-health": "Saúde mental" }, "pt-BR")).toEqual([
      { id: "nutrition", label: "Nutrition" },
      { id: "prevention", label: "Prevention" },
      { id: "mental-health", label: "Saúde mental" },
    ]);
    expect(postCategories([], {}, "en")).toEqual([]);
  });

  it("builds the list URL of a category", () => {
    expect(categoryHref("/pt/health-tips", ALL_CATEGORIES)).toBe("/pt/health-tips");
    expect(categoryHref("/health-tips", "mental-health")).toBe(
      "/health-tips?category=mental-health",
    );
    expect(categoryHref("/health-tips", "a&b c")).toBe("/health-tips?category=a%26b%20c");
  });
});
