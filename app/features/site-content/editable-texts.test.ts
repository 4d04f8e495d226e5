import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { staticPublicPaths } from "~/platform/public-pages";
import { editablePages, editableTextAt, placeholdersIn } from "./editable-texts";
import { messageAt, withTextOverrides } from "./text-overrides.server";

describe("the editable texts", () => {
  it("each names a text of every language, with the placeholders it declares", () => {
    for (const page of editablePages) {
      for (const text of page.texts) {
        for (const locale of locales) {
          const shipped = messageAt(getMessages(locale), text.messagePath);
          expect(shipped, `${text.messagePath} (${locale})`).toEqual(expect.any(String));
          expect(placeholdersIn(shipped ?? ""), `${text.messagePath} (${locale})`).toEqual(
            [...(text.placeholders ?? [])].sort(),
          );
        }
      }
    }
  });

  it("has one entry per page and section, on a public page", () => {
    const pageNames = editablePages.map((page) => page.pageName);
    expect(new Set(pageNames).size).toBe(pageNames.length);
    for (const page of editablePages) {
      expect(staticPublicPaths, page.path).toContain(page.path);
      const sections = page.texts.map((text) => text.section);
      expect(new Set(sections).size, page.pageName).toBe(sections.length);
      for (const section of sections) expect(section).toMatch(/^[a-z0-9][a-z0-9_-]*$/);
    }
    expect(editableTextAt("home", "hero-title")?.text.messagePath).toBe("home.hero.title");
    expect(editableTextAt("home", "no-such-section")).toBeNull();
    expect(editableTextAt("legal_terms", "body")).toBeNull();
  });
});

describe("withTextOverrides", () => {
  const messages = {
    hero: { title: "Old title", subtitle: "Stays" },
    items: [{ title: "One" }, { title: "Two" }],
  };

  it("replaces the texts at the paths and leaves the original as it was", () => {
    const changed = withTextOverrides(messages, {
      "hero.title": "New title",
      "items.1.title": "Second",
    });
    expect(changed).toEqual({
      hero: { title: "New title", subtitle: "Stays" },
      items: [{ title: "One" }, { title: "Second" }],
    });
    expect(Array.isArray(changed.items)).toBe(true);
    expect(messages.hero.title).toBe("Old title");
    expect(messages.items[1]?.title).toBe("Two");
    // What was not on a changed path is shared, not copied.
    expect(changed.items[0]).toBe(messages.items[0]);
  });

  it("ignores a path that names no text", () => {
    expect(
      withTextOverrides(messages, { "hero.missing": "x", hero: "x", "items.5.title": "x" }),
    ).toEqual(messages);
  });
});

describe("placeholdersIn", () => {
  it("lists each {name} once, sorted", () => {
    expect(placeholdersIn("Open {openDays}, {hours}; again {openDays}")).toEqual([
      "hours",
      "openDays",
    ]);
    expect(placeholdersIn("No braces")).toEqual([]);
  });
});
