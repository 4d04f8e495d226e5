import { describe, expect, it } from "vitest";
import { isSlug, SLUG_MAX_LENGTH, slugify } from "./slug";

describe("slugify", () => {
  it("follows the base rule: lowercase, punctuation removed, spaces to hyphens", () => {
    expect(slugify("Your Annual Checkup: What to Expect and Why It Matters")).toBe(
      "your-annual-checkup-what-to-expect-and-why-it-matters",
    );
    expect(slugify("Flu Season 2026 (Updated!)")).toBe("flu-season-2026-updated");
    expect(slugify("Heart-healthy eating")).toBe("heart-healthy-eating");
    // "_" is a word character, so the rule keeps it.
    expect(slugify("snake_case title")).toBe("snake_case-title");
  });

  it("transliterates accented letters instead of dropping them (Portuguese titles)", () => {
    expect(slugify("Saúde da Mulher")).toBe("saude-da-mulher");
    expect(slugify("Recém-chegado a Orlando? Como cuidar da sua saúde")).toBe(
      "recem-chegado-a-orlando-como-cuidar-da-sua-saude",
    );
    expect(slugify("Hidratação, pressão e coração")).toBe("hidratacao-pressao-e-coracao");
    expect(slugify("ÀÉÎÕÜ Ç ñ")).toBe("aeiou-c-n");
    expect(slugify("Straße, Æsir, Ørsted, Œuvre, Łódź")).toBe("strasse-aesir-orsted-oeuvre-lodz");
  });

  it("makes one hyphen of a run of spaces and hyphens, none at the ends", () => {
    expect(slugify("  Dengue -- what   now?  ")).toBe("dengue-what-now");
    expect(slugify("- leading and trailing -")).toBe("leading-and-trailing");
    expect(slugify("tabs\tand\nnew lines")).toBe("tabs-and-new-lines");
  });

  it("removes what is not a letter or digit (emoji, other scripts, symbols)", () => {
    expect(slugify("Vitamins 💊 & you")).toBe("vitamins-you");
    expect(slugify("健康 tips")).toBe("tips");
    expect(slugify("<script>alert(1)</script>")).toBe("scriptalert1script");
    expect(slugify("../../etc/passwd")).toBe("etcpasswd");
    expect(slugify("!!!")).toBe("");
    expect(slugify("")).toBe("");
  });

  it("cuts a long title at a word boundary", () => {
    const slug = slugify(`${"word ".repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^word(-word)+$/);
    const oneLongWord = slugify("a".repeat(300));
    expect(oneLongWord).toBe("a".repeat(SLUG_MAX_LENGTH));
  });

  it("always makes something isSlug accepts, or nothing", () => {
    for (const title of ["Saúde da Mulher", "  --x--  ", "Ünïcödé ✓ title", "a_b c-d", "!!!"]) {
      const slug = slugify(title);
      expect(slug === "" || isSlug(slug), title).toBe(true);
    }
  });
});

describe("isSlug", () => {
  it("accepts only lowercase words joined by single hyphens", () => {
    expect(isSlug("annual-checkup-what-to-expect")).toBe(true);
    expect(isSlug("post_2026")).toBe(true);
    for (const bad of ["", "Upper", "two--hyphens", "-start", "end-", "a b", "a/b", "saúde"]) {
      expect(isSlug(bad), bad).toBe(false);
    }
    expect(isSlug("a".repeat(SLUG_MAX_LENGTH + 1))).toBe(false);
  });
});
