import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/platform/forms/submission.server";
import { aboutUsForm, aboutUsLimits, aboutUsMessages, aboutUsTabs } from "./about-us-form";

/** The CTA tab's form as the page sends it, with these changes. */
function ctaForm(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    intent: "save",
    group: "cta",
    "cta_title.en": "Visit us",
    "cta_title.pt": "",
    "cta_subtitle.en": "Walk in today",
    "cta_subtitle.pt": "Venha hoje",
    "cta_button_text.en": "Contact",
    "cta_button_text.pt": "Contato",
    "cta_button_link.en": "/contact",
    "cta_button_link.pt": "",
    ...changes,
  };
}

const parse = (form: Record<string, unknown>) =>
  parseSubmission(form, aboutUsForm, { limits: aboutUsLimits });

describe("the About Us editor's forms", () => {
  it("has one form per tab, with every language per text and a URL and a file per image", () => {
    const header = aboutUsTabs.find((tab) => tab.group === "header");
    expect(header?.fields.map((field) => field.kind)).toEqual(["line", "paragraph", "image"]);
    const accepted = parse({
      intent: "save",
      group: "header",
      "header_title.en": "  Welcome\r\nhome  ",
      "header_subtitle.en": "Care",
    });
    expect(accepted).toEqual({
      success: true,
      data: {
        intent: "save",
        group: "header",
        "header_title.en": "Welcome\nhome",
        "header_title.pt": "",
        "header_title.es": "",
        "header_subtitle.en": "Care",
        "header_subtitle.pt": "",
        "header_subtitle.es": "",
        header_background_image: "",
        "header_background_image.file": undefined,
      },
    });
  });

  it("counts a line break once, as the browser's field does", () => {
    const paragraph = `${"a".repeat(2000)}\r\n${"b".repeat(999)}`;
    expect(parse(ctaForm({ "cta_subtitle.en": paragraph })).success).toBe(true);
    expect(parse(ctaForm({ "cta_subtitle.en": `${paragraph}b` }))).toMatchObject({
      success: false,
      fieldErrors: { "cta_subtitle.en": aboutUsMessages.tooLong(3000) },
    });
  });

  it("requires English, allows an empty Portuguese text and link, and refuses unsafe links", () => {
    expect(
      parse(ctaForm({ "cta_title.en": " ", "cta_button_link.pt": "javascript:alert(1)" })),
    ).toMatchObject({
      success: false,
      fieldErrors: {
        "cta_title.en": aboutUsMessages.englishRequired,
        "cta_button_link.pt": aboutUsMessages.url,
      },
    });
    expect(parse(ctaForm({ "cta_button_link.en": "" }))).toMatchObject({
      success: false,
      fieldErrors: { "cta_button_link.en": aboutUsMessages.englishRequired },
    });
    expect(parse(ctaForm({ "cta_button_link.en": "https://example.com/visit" })).success).toBe(
      true,
    );
    // Browsers read "/\\host" and "//host" as another host: a site path has one slash.
    for (const link of ["/\\evil.example/phish", "//evil.example", "http://example.com", "/a b"]) {
      expect(parse(ctaForm({ "cta_button_link.en": link })), link).toMatchObject({
        success: false,
        fieldErrors: { "cta_button_link.en": aboutUsMessages.url },
      });
    }
    expect(parse(ctaForm({ "cta_button_link.en": "/schedule-visit?from=about" })).success).toBe(
      true,
    );
  });

  it("refuses a field sent twice, an unknown tab and another intent", () => {
    expect(parse(ctaForm({ "cta_title.en": ["One", "Two"] }))).toMatchObject({
      success: false,
      fieldErrors: { "cta_title.en": aboutUsMessages.unreadable },
    });
    expect(parse(ctaForm({ group: "footer" }))).toMatchObject({
      success: false,
      fieldErrors: { group: expect.any(String) },
    });
    expect(parse(ctaForm({ intent: "delete" }))).toMatchObject({
      success: false,
      fieldErrors: { intent: expect.any(String) },
    });
  });

  it("takes a chosen image file, and no file when the field was left empty", () => {
    const image = new File([new Uint8Array([1, 2, 3])], "hero.png", { type: "image/png" });
    const form = {
      intent: "save",
      group: "mission",
      "mission_title.en": "Mission",
      "mission_paragraph1.en": "One",
      "mission_paragraph2.en": "Two",
      mission_image: "",
    };
    expect(parse({ ...form, "mission_image.file": image })).toMatchObject({
      success: true,
      data: { "mission_image.file": image },
    });
    const empty = parse({ ...form, "mission_image.file": new File([], "") });
    expect(empty.success && empty.data["mission_image.file"]).toBeUndefined();
    expect(parse({ ...form, "mission_image.file": [image, image] })).toMatchObject({
      success: false,
      fieldErrors: { "mission_image.file": aboutUsMessages.oneImage },
    });
  });
});
