import { describe, expect, it } from "vitest";
import { aboutUsDefaults } from "~/features/site-content/about-us-defaults.server";
import { pageContent } from "~/platform/db/schema";
import { aboutUsDefaultImages, getAboutUsContent } from "~/features/site-content/about-us.server";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";

describe.each(testDatabases)("About Us content on $name", (database) => {
  const handle = openForDescribe(database);

  it("uses the built-in defaults when nothing is saved", async () => {
    const english = await getAboutUsContent(handle.db, "en");
    expect(english.header_title).toBe(aboutUsDefaults.en.header_title);
    expect(english.story_image).toBe(aboutUsDefaultImages.story_image);
    const portuguese = await getAboutUsContent(handle.db, "pt-BR");
    expect(portuguese.values_care_title).toBe(aboutUsDefaults["pt-BR"].values_care_title);
  });

  it("shows what editors saved, per language, and falls back for empty rows", async () => {
    await handle.db.insert(pageContent).values([
      {
        pageName: "about_us",
        sectionName: "header_title",
        locale: "en",
        contentValue: "Our clinic",
      },
      {
        pageName: "about_us",
        sectionName: "mission_title",
        locale: "en",
        contentValue: "Why we exist",
      },
      { pageName: "about_us", sectionName: "mission_title", locale: "pt-BR", contentValue: "   " },
      {
        pageName: "about_us",
        sectionName: "story_image",
        locale: "en",
        contentValue: "/uploads/about-us/founder.webp",
        contentType: "url",
      },
    ]);
    const english = await getAboutUsContent(handle.db, "en");
    expect(english.header_title).toBe("Our clinic");
    expect(english.mission_title).toBe("Why we exist");
    expect(english.story_image).toBe("/uploads/about-us/founder.webp");

    // A Portuguese visitor never gets an editor's English text: the Portuguese default instead.
    const portuguese = await getAboutUsContent(handle.db, "pt-BR");
    expect(portuguese.header_title).toBe(aboutUsDefaults["pt-BR"].header_title);
    expect(portuguese.mission_title).toBe(aboutUsDefaults["pt-BR"].mission_title);
  });

  it("ignores links and images that are not site paths or http(s) URLs", async () => {
    await handle.db.insert(pageContent).values([
      {
        pageName: "about_us",
        sectionName: "cta_button_link",
        locale: "en",
        contentValue: "javascript:alert(1)",
        contentType: "url",
      },
      {
        pageName: "about_us",
        sectionName: "mission_image",
        locale: "en",
        contentValue: "//evil.example/x.png",
        contentType: "url",
      },
    ]);
    const english = await getAboutUsContent(handle.db, "en");
    expect(english.cta_button_link).toBe(aboutUsDefaults.en.cta_button_link);
    expect(english.mission_image).toBe(aboutUsDefaultImages.mission_image);
  });
});
