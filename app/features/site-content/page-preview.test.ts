import { describe, expect, it } from "vitest";
import { aboutUsDefaults } from "~/features/site-content/about-us-defaults.server";
import { previewDrafts, pageContent } from "~/platform/db/schema";
import * as aboutUsPreviewRoute from "~/routes/admin/about-us-preview";
import * as pageContentPreviewRoute from "~/routes/admin/page-content-preview";
import * as aboutPage from "~/routes/site/about";
import * as privacyPage from "~/routes/site/privacy";
import * as root from "~/root";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { formDataOf } from "../../../tests/support/forms";
import { routesOn } from "../../../tests/support/routes";

/*
 * Previewing About Us and Page Content before saving (issue 26): Preview keeps what the
 * form holds as a draft and answers a signed link to the page where it shows; the page
 * at that link shows the draft, marked "Preview", to anyone holding it, while what is
 * stored and what everyone else sees stay as they were. A link that does not work shows
 * the page as visitors see it, and says so.
 */

const ABOUT_PREVIEW = "/admin/about-us/preview";
const PAGE_CONTENT_PREVIEW = "/admin/page-content/preview";
const UNSAVED =
  "Preview: these changes are not saved yet. Visitors see them only after they are saved.";
const INVALID =
  "This preview link has expired or is not valid. This is the page as visitors see it now.";

/** The About Us Header tab's form as the page sends it, with these changes. */
function headerForm(changes: Record<string, string | File> = {}): FormData {
  return formDataOf({
    intent: "save",
    group: "header",
    baseVersion: "0",
    "header_title.en": "A title not saved yet",
    "header_title.pt": "Um título ainda não salvo",
    "header_subtitle.en": "A subtitle not saved yet.",
    "header_subtitle.pt": "",
    header_background_image: "",
    ...changes,
  });
}

describe.each(testDatabases)("previews of About Us and page content on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["user", "content_editor"]);
  const routes = routesOn(handle);

  /** Preview as the button does with JavaScript: the answer. */
  function preview(
    path: string,
    module: typeof aboutUsPreviewRoute | typeof pageContentPreviewRoute,
    body: FormData | Record<string, string>,
    cookie: string | null = people.content_editor.cookie,
  ) {
    return routes.postForJson(path, module, body, cookie);
  }

  async function linkOf(answer: Awaited<ReturnType<typeof preview>>): Promise<string> {
    expect(answer).toMatchObject({ kind: "data", status: 200, data: { ok: true } });
    return answer.kind === "data" ? (answer.data as { url: string }).url : "";
  }

  const about = (url: string) =>
    routes.get(url.startsWith("/pt/") ? "/pt/about" : "/about", aboutPage, url);

  describe("About Us", () => {
    it("shows a tab's unsaved fields at the link, in both languages, and stores nothing else", async () => {
      const url = await linkOf(await preview(ABOUT_PREVIEW, aboutUsPreviewRoute, headerForm()));
      expect(url).toMatch(/^\/about\?preview=/);

      const english = await about(url);
      expect(english).toMatchObject({
        status: 200,
        data: {
          content: {
            header_title: "A title not saved yet",
            header_subtitle: "A subtitle not saved yet.",
            // Another tab's section: as saved (here the built-in text).
            mission_title: aboutUsDefaults.en.mission_title,
          },
          page: { title: "A title not saved yet" },
          preview: {
            text: UNSAVED,
            otherLanguages: [{ label: "Ver em português" }, { label: "Ver en español" }],
          },
        },
      });
      const portugueseUrl =
        english.kind === "data" ? (english.data.preview?.otherLanguages?.[0]?.href ?? "") : "";
      expect(portugueseUrl).toBe(`/pt${url}`);
      expect(await about(portugueseUrl)).toMatchObject({
        data: {
          content: {
            header_title: "Um título ainda não salvo",
            // Left empty: the built-in Portuguese text, as a save would show.
            header_subtitle: aboutUsDefaults["pt-BR"].header_subtitle,
          },
          preview: {
            otherLanguages: [{ label: "View in English", href: url }, { label: "Ver en español" }],
          },
        },
      });

      // Nothing was saved: visitors see the page as it was.
      expect(await countRows(handle.db, pageContent)).toBe(0);
      expect(await about("/about")).toMatchObject({
        data: { content: { header_title: aboutUsDefaults.en.header_title }, preview: null },
      });
    });

    it("says a new image shows once saved, and a link that does not work shows the saved page", async () => {
      const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], "new.jpg", {
        type: "image/jpeg",
      });
      const url = await linkOf(
        await preview(
          ABOUT_PREVIEW,
          aboutUsPreviewRoute,
          headerForm({ "header_background_image.file": image }),
        ),
      );
      expect(await about(url)).toMatchObject({
        data: {
          preview: {
            note: "A new image chosen in the form shows only once the changes are saved.",
          },
        },
      });

      for (const bad of ["/about?preview=", "/about?preview=nonsense", `${url.slice(0, -2)}xx`]) {
        expect(await about(bad), bad).toMatchObject({
          status: 200,
          data: {
            content: { header_title: aboutUsDefaults.en.header_title },
            preview: { text: INVALID },
          },
        });
      }
    });

    it("refuses a tab with a field to fix, and anyone who may not edit, keeping nothing", async () => {
      const before = await countRows(handle.db, previewDrafts);
      expect(
        await preview(ABOUT_PREVIEW, aboutUsPreviewRoute, headerForm({ "header_title.en": "" })),
      ).toMatchObject({
        status: 400,
        data: { ok: false, message: expect.stringMatching(/^fix the form first \(.+\)\.$/) },
      });
      expect(
        await preview(ABOUT_PREVIEW, aboutUsPreviewRoute, headerForm({ group: "nothing" })),
      ).toMatchObject({ status: 400, data: { message: "the form names no tab." } });
      expect(
        await preview(ABOUT_PREVIEW, aboutUsPreviewRoute, headerForm(), people.user.cookie),
      ).toMatchObject({ status: 403 });
      expect(await preview(ABOUT_PREVIEW, aboutUsPreviewRoute, headerForm(), null)).toMatchObject({
        status: 401,
      });
      expect(await countRows(handle.db, previewDrafts)).toBe(before);
    });
  });

  describe("page content", () => {
    const privacy = (url: string) =>
      routes.get(url.startsWith("/pt/") ? "/pt/privacy" : "/privacy", privacyPage, url);

    it("shows a legal page's unsaved text at the link, in the entry's language only", async () => {
      const url = await linkOf(
        await preview(PAGE_CONTENT_PREVIEW, pageContentPreviewRoute, {
          intent: "create",
          pageName: "legal_privacy",
          sectionName: "body",
          locale: "pt-BR",
          contentType: "html",
          contentValue: "<p>Política revisada pelo advogado.</p><script>alert(1)</script>",
        }),
      );
      expect(url).toMatch(/^\/pt\/privacy\?preview=/);
      const page = await privacy(url);
      expect(page).toMatchObject({
        status: 200,
        data: {
          body: { source: "editor", html: "<p>Política revisada pelo advogado.</p>" },
          preview: {
            text: "Pré-visualização: estas mudanças ainda não foram salvas. Os visitantes só as veem depois de salvas.",
          },
        },
      });
      // An entry is in one language: no link to the other.
      expect(page.kind === "data" && page.data.preview?.otherLanguages).toBeFalsy();

      // The English page at the same link is not this entry's: the saved page, and a word.
      expect(await privacy(url.replace(/^\/pt/, ""))).toMatchObject({
        data: { body: { source: "built-in" }, preview: { text: INVALID } },
      });
      expect(await countRows(handle.db, pageContent)).toBe(0);
      expect(await privacy("/pt/privacy")).toMatchObject({
        data: { body: { source: "built-in" }, preview: null },
      });
    });

    it("offers no preview of an older clinic fact: Clinic Details edits them", async () => {
      const [entry] = await handle.db
        .insert(pageContent)
        .values({
          pageName: "site",
          sectionName: "phone",
          locale: "en",
          contentType: "text",
          contentValue: "(407) 555-0100",
        })
        .returning({ id: pageContent.id });
      expect(
        await preview(PAGE_CONTENT_PREVIEW, pageContentPreviewRoute, {
          intent: "update",
          id: entry?.id ?? "",
          contentType: "text",
          contentValue: "(407) 555-0199",
        }),
      ).toMatchObject({ status: 422 });
      expect(await routes.get("/contact", root, "/contact")).toMatchObject({
        data: { clinic: { phone: "(407) 555-0100" } },
      });
    });

    it("refuses an entry no page shows, a value its place refuses, and anyone who may not edit", async () => {
      const before = await countRows(handle.db, previewDrafts);
      const home = {
        intent: "create",
        pageName: "home",
        sectionName: "hero-title",
        locale: "en",
        contentType: "text",
        contentValue: "Hello",
      };
      expect(await preview(PAGE_CONTENT_PREVIEW, pageContentPreviewRoute, home)).toMatchObject({
        status: 422,
        data: { ok: false, message: expect.stringContaining("do not show on the site") },
      });
      const badPhone = {
        ...home,
        pageName: "site",
        sectionName: "phone",
        contentValue: "call us!",
      };
      expect(await preview(PAGE_CONTENT_PREVIEW, pageContentPreviewRoute, badPhone)).toMatchObject({
        status: 400,
        data: { message: expect.stringContaining("Clinic Details") },
      });
      expect(
        await preview(PAGE_CONTENT_PREVIEW, pageContentPreviewRoute, {
          intent: "update",
          id: "00000000-0000-4000-8000-000000000000",
          contentType: "text",
          contentValue: "x",
        }),
      ).toMatchObject({ status: 404, data: { message: "this entry no longer exists." } });
      expect(
        await preview(PAGE_CONTENT_PREVIEW, pageContentPreviewRoute, home, people.user.cookie),
      ).toMatchObject({ status: 403 });
      expect(await countRows(handle.db, previewDrafts)).toBe(before);
    });
  });
});
