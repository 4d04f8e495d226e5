import { describe, expect, it } from "vitest";
import { resolveSections } from "./content";
import { format } from "./format";

describe("database content in the visitor's language", () => {
  it("resolves sections per locale with English as the fallback", () => {
    const rows = [
      { sectionName: "title", locale: "pt-BR", contentValue: "Título" },
      { sectionName: "title", locale: "en", contentValue: "Title" },
      { sectionName: "lead", locale: "en", contentValue: "Lead" },
      { sectionName: "lead", locale: "pt-BR", contentValue: "" },
      { sectionName: "empty", locale: "en", contentValue: " " },
    ];
    expect(Object.fromEntries(resolveSections(rows, "pt-BR"))).toEqual({
      title: "Título",
      lead: "Lead",
    });
    // A language with no rows of its own shows the English ones.
    expect(Object.fromEntries(resolveSections(rows, "es"))).toEqual({
      title: "Title",
      lead: "Lead",
    });
    expect(Object.fromEntries(resolveSections(rows, "en"))).toEqual({
      title: "Title",
      lead: "Lead",
    });
  });
});

describe("format", () => {
  it("fills placeholders and leaves unknown ones alone", () => {
    expect(format("© {year} {name}.", { year: 2026, name: "Clinic" })).toBe("© 2026 Clinic.");
    expect(format("{missing} stays", {})).toBe("{missing} stays");
  });
});
