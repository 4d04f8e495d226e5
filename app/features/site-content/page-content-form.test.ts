import { describe, expect, it } from "vitest";
import { parseSubmission, type Submission } from "~/platform/forms/submission.server";
import {
  newPageContentSchema,
  pageContentChangeSchema,
  pageContentForm,
  pageContentMessages,
  siteSettingSections,
  suggestedPageNames,
  suggestedSectionNames,
} from "./page-content-form";

/** The outcome without the values shown again (what these tests look at). */
function checked<Output, Field extends string>(submission: Submission<Output, Field>) {
  return submission.success
    ? submission
    : { success: false as const, fieldErrors: submission.fieldErrors };
}

const parseNewPageContent = (values: Record<string, unknown>) =>
  checked(parseSubmission(values, newPageContentSchema));

const parsePageContentChange = (
  values: Record<string, unknown>,
  entry: { pageName: string; sectionName: string },
) => checked(parseSubmission(values, pageContentChangeSchema(entry)));

const valid = {
  pageName: "home",
  sectionName: "stats",
  locale: "en",
  contentType: "text",
  contentValue: "Welcome",
};

describe("a new page content entry", () => {
  it("accepts a valid entry, trimming the value and lowercasing the names", () => {
    expect(
      parseNewPageContent({
        ...valid,
        pageName: " Home ",
        sectionName: "Stats",
        contentValue: "  Welcome \n",
      }),
    ).toEqual({ success: true, data: { ...valid, contentValue: "Welcome" } });
  });

  it("requires every field, with one clear message each", () => {
    expect(parseNewPageContent({})).toEqual({
      success: false,
      fieldErrors: {
        pageName: pageContentMessages.pageNameRequired,
        sectionName: pageContentMessages.sectionNameRequired,
        locale: pageContentMessages.locale,
        contentType: pageContentMessages.contentType,
        contentValue: pageContentMessages.contentRequired,
      },
    });
    expect(parseNewPageContent({ ...valid, contentValue: "   " })).toEqual({
      success: false,
      fieldErrors: { contentValue: pageContentMessages.contentRequired },
    });
  });

  it.each(["hero title", "héro", "-hero", "hero/title", "a".repeat(65), "hero.title"])(
    "refuses the name %j",
    (name) => {
      const result = parseNewPageContent({ ...valid, pageName: name, sectionName: name });
      expect(result).toEqual({
        success: false,
        fieldErrors: { pageName: pageContentMessages.name, sectionName: pageContentMessages.name },
      });
    },
  );

  it("allows custom names with digits, hyphens and underscores", () => {
    expect(
      parseNewPageContent({ ...valid, pageName: "summer_2025", sectionName: "promo-banner_1" }),
    ).toMatchObject({ success: true });
  });

  it("leaves About Us rows to the About Us page", () => {
    expect(parseNewPageContent({ ...valid, pageName: "about_us" })).toEqual({
      success: false,
      fieldErrors: { pageName: pageContentMessages.aboutUs },
    });
  });

  it("refuses an unknown language or content type", () => {
    expect(parseNewPageContent({ ...valid, locale: "fr", contentType: "xml" })).toEqual({
      success: false,
      fieldErrors: {
        locale: pageContentMessages.locale,
        contentType: pageContentMessages.contentType,
      },
    });
  });

  it.each([
    ["url", "https://example.com/page?x=1", true],
    ["url", "http://example.com", false],
    ["url", "https:/example.com", false],
    ["url", "javascript:alert(1)", false],
    ["url", "data:text/html,hi", false],
    ["url", "/contact", false],
    ["url", "https://exa mple.com", false],
    ["url", "example.com", false],
    ["json", '{"title": "Hello", "items": [1, 2]}', true],
    ["json", "[1, 2", false],
    ["json", "{'single': 'quotes'}", false],
    ["html", "<p>Hello <strong>there</strong></p>", true],
    ["html", '<p><a href="/contact">Us</a> <img src="/uploads/a.webp" alt=""></p>', true],
    ["html", '<p><img src="https://cdn.example.com/a.png" alt=""></p>', false],
    ["html", '<p><a href="//evil.example/phish">Offer</a></p>', false],
    ["text", "<b>shown as written</b>", true],
  ])("checks a %s value %j (valid: %s)", (contentType, contentValue, ok) => {
    const result = parseNewPageContent({ ...valid, contentType, contentValue });
    expect(result.success).toBe(ok);
    if (!result.success) {
      expect(Object.keys(result.fieldErrors)).toEqual(["contentValue"]);
      const expected = {
        url: /^Enter a full web address/,
        json: /^This is not valid JSON: .+/,
        html: /^The (picture https:\/\/cdn\.example\.com\/a\.png is kept on another website|link \/\/evil\.example\/phish cannot be kept)/,
      }[contentType];
      expect(result.fieldErrors.contentValue).toMatch(expected ?? /never/);
    }
  });
});

describe("older site settings (page 'site')", () => {
  const site = { ...valid, pageName: "site" };
  const edit = (sectionName: string, contentType: string, contentValue: string) =>
    parsePageContentChange({ contentType, contentValue }, { pageName: "site", sectionName });

  it("refuses a new one: Clinic Details edits the clinic's facts", () => {
    expect(parseNewPageContent({ ...site, sectionName: "phone" })).toMatchObject({
      success: false,
      fieldErrors: { pageName: pageContentMessages.site },
    });
  });

  it.each([
    ["phone", "(407) 555-0100", true],
    ["phone", "call us", false],
    ["phone_secondary", "+1 407 555 0101", true],
    ["whatsapp", "1 407 555 0199", true],
    ["whatsapp", "12345", false],
    ["email", "desk@clinic.example.com", true],
    ["email", "desk at clinic", false],
    ["booking_practice_key", "practice_42-a", true],
    ["booking_practice_key", "bad key!", false],
    ["address", "1 Test Road, Orlando", true],
  ])("checks %s = %j (valid: %s)", (sectionName, contentValue, ok) => {
    expect(edit(sectionName, "text", contentValue).success).toBe(ok);
  });

  it("needs the URL type and an http(s) address for external links", () => {
    expect(edit("booking_widget", "text", "javascript:alert(1)")).toEqual({
      success: false,
      fieldErrors: {
        contentType: "This site setting needs the type URL.",
        contentValue: pageContentMessages.url,
      },
    });
    expect(edit("booking_widget", "url", "https://book.example.org/widget").success).toBe(true);
  });

  it("needs the text type for a phone number", () => {
    expect(edit("phone", "html", "(407) 555-0100")).toMatchObject({
      success: false,
      fieldErrors: { contentType: "This site setting needs the type Text." },
    });
  });

  it("applies the same rules to an edit of an existing entry", () => {
    expect(
      parsePageContentChange(
        { contentType: "url", contentValue: "ftp://files.example.com" },
        { pageName: "site", sectionName: "instagram" },
      ),
    ).toEqual({ success: false, fieldErrors: { contentValue: pageContentMessages.url } });
    expect(
      parsePageContentChange(
        { contentType: "json", contentValue: " [1] " },
        { pageName: "home", sectionName: "stats" },
      ),
    ).toEqual({ success: true, data: { contentType: "json", contentValue: "[1]" } });
  });
});

describe("the page's forms, by intent", () => {
  const parse = (values: Record<string, unknown>) => parseSubmission(values, pageContentForm);

  it("reads a new entry with the new-entry rules", () => {
    expect(parse({ intent: "create", ...valid, pageName: " Home " })).toEqual({
      success: true,
      data: { intent: "create", ...valid },
    });
    expect(
      parse({ intent: "create", ...valid, pageName: "site", sectionName: "phone" }),
    ).toMatchObject({ success: false, fieldErrors: { contentValue: pageContentMessages.phone } });
  });

  it("reads an edit, an inline edit and a deletion by the entry's id", () => {
    expect(parse({ intent: "update", id: "x", contentType: "url", contentValue: " y " })).toEqual({
      success: true,
      data: { intent: "update", id: "x", contentType: "url", contentValue: "y" },
    });
    expect(parse({ intent: "inline-update", id: "x", contentValue: "z" })).toMatchObject({
      success: true,
      data: { intent: "inline-update", id: "x", contentValue: "z" },
    });
    // An id missing or sent twice finds no entry.
    expect(parse({ intent: "delete" })).toEqual({
      success: true,
      data: { intent: "delete", id: "" },
    });
    expect(parse({ intent: "delete", id: ["a", "b"] })).toMatchObject({ data: { id: "" } });
  });

  it("refuses another intent, keeping what was typed", () => {
    expect(parse({ intent: "publish", contentValue: "Hi" })).toMatchObject({
      success: false,
      fieldErrors: { intent: expect.any(String) },
      values: { intent: "publish", contentValue: "Hi" },
    });
  });
});

describe("suggestions", () => {
  it("offers the usual page and section names plus the clinic facts", () => {
    expect(suggestedPageNames).toEqual(
      expect.arrayContaining(["home", "about", "contact", "lab-tests", "site"]),
    );
    expect(suggestedSectionNames).toEqual(
      expect.arrayContaining(["hero-title", "mission-statement", "hours", "phone_secondary"]),
    );
    for (const section of Object.keys(siteSettingSections)) {
      expect(suggestedSectionNames).toContain(section);
    }
    expect(new Set(suggestedSectionNames).size).toBe(suggestedSectionNames.length);
  });
});
