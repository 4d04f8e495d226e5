import { describe, expect, it } from "vitest";
import { pageContent } from "~/platform/db/schema";
import {
  suggestedPageNames,
  suggestedSectionNames,
} from "~/features/site-content/page-content-form";
import { english } from "~/i18n/en/index.server";
import { portuguese } from "~/i18n/pt-BR/index.server";
import {
  BUILT_IN_TEXT_DATE,
  getLanguageTaglines,
  getLegalPageBody,
  LEGAL_BODY_SECTION,
  legalPageKeys,
  legalPageName,
} from "~/features/site-content/legal-pages.server";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";

describe.each(testDatabases)("legal pages' text on $name", (database) => {
  const handle = openForDescribe(database);

  it("shows the built-in text of each page in each language when nothing is saved", async () => {
    const nondiscrimination = await getLegalPageBody(handle.db, "nondiscrimination", "en");
    expect(nondiscrimination).toEqual({
      source: "built-in",
      sections: english.legal.pages.nondiscrimination,
      updated: BUILT_IN_TEXT_DATE,
    });
    const practices = await getLegalPageBody(handle.db, "privacy_practices", "pt-BR");
    expect(practices).toMatchObject({
      source: "built-in",
      sections: portuguese.legal.pages.privacyPractices,
    });
    // Privacy and terms keep their existing text, privacy with the pointer to the NPP.
    const privacy = await getLegalPageBody(handle.db, "privacy", "en");
    expect(privacy.source === "built-in" && privacy.sections[0]?.blocks).toEqual([
      ...english.common.policies.privacy,
      english.legal.privacyPatients,
    ]);
    const terms = await getLegalPageBody(handle.db, "terms", "pt-BR");
    expect(terms.source === "built-in" && terms.sections[0]?.blocks).toEqual(
      portuguese.common.policies.terms,
    );
  });

  it("shows an editor's HTML in its language, sanitized, and the built-in text in the other", async () => {
    await handle.db.insert(pageContent).values({
      pageName: "legal_accessibility",
      sectionName: "body",
      locale: "en",
      contentType: "html",
      contentValue:
        '<h2>Our statement</h2><p onclick="steal()">Counsel\'s text.<script>alert(1)</script></p><a href="javascript:alert(2)">bad</a>',
      updatedAt: new Date("2026-12-01T15:00:00Z"),
    });

    const body = await getLegalPageBody(handle.db, "accessibility", "en");
    expect(body).toEqual({
      source: "editor",
      html: "<h2>Our statement</h2><p>Counsel's text.</p>bad",
      updated: "2026-12-01",
    });

    const portugueseBody = await getLegalPageBody(handle.db, "accessibility", "pt-BR");
    expect(portugueseBody).toMatchObject({
      source: "built-in",
      sections: portuguese.legal.pages.accessibility,
    });
    // Another page is not affected.
    expect(await getLegalPageBody(handle.db, "terms", "en")).toMatchObject({ source: "built-in" });
  });

  it("falls back to the built-in text for an empty row or one with nothing left after sanitizing", async () => {
    await handle.db.insert(pageContent).values([
      {
        pageName: "legal_nondiscrimination",
        sectionName: "body",
        locale: "pt-BR",
        contentType: "html",
        contentValue: "  ",
      },
      {
        pageName: "legal_nondiscrimination",
        sectionName: "body",
        locale: "en",
        contentType: "html",
        contentValue: "<p> </p><script>alert(1)</script>",
      },
    ]);
    expect(await getLegalPageBody(handle.db, "nondiscrimination", "pt-BR")).toMatchObject({
      source: "built-in",
      sections: portuguese.legal.pages.nondiscrimination,
    });
    expect(await getLegalPageBody(handle.db, "nondiscrimination", "en")).toMatchObject({
      source: "built-in",
      sections: english.legal.pages.nondiscrimination,
    });
  });

  it("shows plain text as escaped paragraphs, and only the body section counts", async () => {
    await handle.db.insert(pageContent).values([
      {
        pageName: "legal_terms",
        sectionName: "body",
        locale: "pt-BR",
        contentType: "text",
        contentValue: "Primeiro <b>parágrafo</b>\ncontinua.\n\nSegundo & último.",
      },
      {
        pageName: "legal_privacy",
        sectionName: "intro",
        locale: "en",
        contentType: "html",
        contentValue: "<p>Not the body</p>",
      },
    ]);
    expect(await getLegalPageBody(handle.db, "terms", "pt-BR")).toMatchObject({
      source: "editor",
      html: "<p>Primeiro &lt;b&gt;parágrafo&lt;/b&gt;<br>continua.</p>\n<p>Segundo &amp; último.</p>",
    });
    expect(await getLegalPageBody(handle.db, "privacy", "en")).toMatchObject({
      source: "built-in",
    });
  });
});

describe("legal pages' names and taglines", () => {
  it("suggests every legal page name and the body section in the Page Content form", () => {
    expect(LEGAL_BODY_SECTION).toBe("body");
    expect(suggestedSectionNames).toContain(LEGAL_BODY_SECTION);
    for (const key of legalPageKeys) {
      expect(suggestedPageNames).toContain(legalPageName(key));
    }
  });

  it("has 15 taglines, each in its own language with a phone placeholder", () => {
    const taglines = getLanguageTaglines("pt-BR");
    expect(taglines).toHaveLength(15);
    expect(new Set(taglines.map((tagline) => tagline.lang)).size).toBe(15);
    for (const tagline of taglines) expect(tagline.text).toContain("{phone}");
    expect(taglines.filter((tagline) => tagline.dir === "rtl").map((t) => t.lang)).toEqual(["ar"]);
    expect(taglines[0]).toMatchObject({ lang: "es", nativeName: "Español", localName: "Espanhol" });
    expect(getLanguageTaglines("en")[1]).toMatchObject({ lang: "ht", localName: "Haitian Creole" });
  });
});
