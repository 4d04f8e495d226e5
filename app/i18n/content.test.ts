import { describe, expect, it } from "vitest";
import { localized, localizedList, resolveSections } from "./content";
import { format } from "./format";

describe("database content in the visitor's language", () => {
  it("uses the Portuguese value only for Portuguese visitors and only when it is filled in", () => {
    expect(localized("Nurse", "Enfermeira", "pt-BR")).toBe("Enfermeira");
    expect(localized("Nurse", "Enfermeira", "en")).toBe("Nurse");
    expect(localized("Nurse", "", "pt-BR")).toBe("Nurse");
    expect(localized("Nurse", "   ", "pt-BR")).toBe("Nurse");
    expect(localized("Nurse", null, "pt-BR")).toBe("Nurse");
  });

  it("falls back to the English list when the Portuguese one is empty", () => {
    expect(localizedList(["A"], ["B"], "pt-BR")).toEqual(["B"]);
    expect(localizedList(["A"], [], "pt-BR")).toEqual(["A"]);
    expect(localizedList(["A"], null, "pt-BR")).toEqual(["A"]);
    expect(localizedList(["A"], ["B"], "en")).toEqual(["A"]);
  });

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
