import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, pageContent } from "~/platform/db/schema";
import { defaultClinicSettings } from "~/platform/clinic";
import { pageContentMessages } from "~/features/site-content/page-content-form";
import { getClinicSettings } from "~/features/site-content/clinic-settings.server";
import * as pageContentRoute from "~/routes/admin/page-content";
import * as movedRoute from "~/routes/admin/page-content-moved";
import { auditEntries } from "../../../tests/support/audit";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { pageContentRows } from "../../../tests/support/page-content";
import { dataOf, routesOn, TEST_ORIGIN } from "../../../tests/support/routes";

/*
 * The Page Content admin page through its route module: who may use
 * it, what each intent stores, how every content type is checked, and the
 * "site" entries that override the clinic's facts on the public site.
 */

const PATH = "/admin/content";

type Actor = "anonymous" | "user" | "content_editor";

describe.each(testDatabases)("the Page Content admin page on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["content_editor", "user"]);
  beforeEach(async () => {
    await handle.db.delete(pageContent);
  });

  const routes = routesOn(handle);

  const cookieOf = (actor: Actor) => (actor === "anonymous" ? null : people[actor].cookie);

  function load(query = "", actor: Actor = "content_editor") {
    return routes.get(PATH, pageContentRoute, `${PATH}${query}`, cookieOf(actor));
  }

  /** A post of the page's forms; an edit is sent from a form opened just before (its version). */
  async function submit(fields: Record<string, string>, actor: Actor = "content_editor") {
    const editing = fields.intent === "update" || fields.intent === "inline-update";
    const withVersion =
      editing && fields.baseVersion === undefined
        ? { ...fields, baseVersion: await storedVersion(fields.id ?? "") }
        : fields;
    return routes.post(PATH, pageContentRoute, PATH, withVersion, cookieOf(actor));
  }

  async function storedVersion(id: string): Promise<string> {
    const [row] = /^[0-9a-f-]{36}$/.test(id)
      ? await handle.db
          .select({ version: pageContent.version })
          .from(pageContent)
          .where(eq(pageContent.id, id))
      : [];
    return String(row?.version ?? 1);
  }

  const rows = () => pageContentRows(handle.db);

  it("answers at the spec's /admin/content; the earlier /admin/page-content leads there, keeping the query and a form's post", async () => {
    const old = "/admin/page-content";
    expect(await routes.get(old, movedRoute, `${old}?edit=abc`, null)).toMatchObject({
      kind: "redirect",
      status: 301,
      location: "/admin/content?edit=abc",
    });
    expect(
      await routes.post(old, movedRoute, old, { intent: "create" }, cookieOf("content_editor")),
    ).toMatchObject({ kind: "redirect", status: 308, location: "/admin/content" });
    expect(PATH).toBe("/admin/content");
  });

  async function insert(values: {
    pageName: string;
    sectionName: string;
    locale?: "en" | "pt-BR";
    contentType?: "text" | "html" | "url" | "json";
    contentValue: string;
  }) {
    const [row] = await handle.db
      .insert(pageContent)
      .values(values)
      .returning({ id: pageContent.id, updatedAt: pageContent.updatedAt });
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  const auditCount = () => countRows(handle.db, auditLog);
  const auditFor = (action: string, entityId: string) =>
    auditEntries(handle.db, ["actorId", "actorEmail", "summary"], action, entityId);

  // A legal page's body: an entry a page shows (/terms), of any type.
  const entry = {
    intent: "create",
    pageName: "legal_terms",
    sectionName: "body",
    locale: "en",
    contentType: "text",
    contentValue: "Care that comes to you",
  };

  describe("the list", () => {
    it("lists entries by page, section and language, leaving About Us rows to their page", async () => {
      await insert({ pageName: "site", sectionName: "phone", contentValue: "(407) 555-0100" });
      await insert({
        pageName: "home",
        sectionName: "hero-title",
        locale: "pt-BR",
        contentValue: "Olá",
      });
      await insert({ pageName: "home", sectionName: "hero-title", contentValue: "Hello" });
      await insert({ pageName: "about_us", sectionName: "header_title", contentValue: "About" });
      await insert({ pageName: "contact", sectionName: "hours", contentValue: "9-5" });

      const answer = await load();
      expect(answer).toMatchObject({ kind: "data", status: 200 });
      const page = dataOf(answer);
      const listed = page.entries as {
        pageName: string;
        sectionName: string;
        locale: string;
      }[];
      expect(listed.map((row) => [row.pageName, row.sectionName, row.locale])).toEqual([
        ["contact", "hours", "en"],
        ["home", "hero-title", "en"],
        ["home", "hero-title", "pt-BR"],
        ["site", "phone", "en"],
      ]);
      expect(page.aboutUsCount).toBe(1);
      expect(page.toast).toBeNull();
    });

    it("says 'Failed to fetch page content' when the entries cannot be read", async () => {
      await handle.db.execute(sql`alter table page_content rename to page_content_away`);
      try {
        expect(await load()).toMatchObject({
          kind: "data",
          status: 200,
          data: {
            entries: [],
            toast: { type: "error", title: "Failed to fetch page content" },
          },
        });
      } finally {
        await handle.db.execute(sql`alter table page_content_away rename to page_content`);
      }
    });

    it("opens an entry for editing, but never an About Us row", async () => {
      const home = await insert({ pageName: "home", sectionName: "x", contentValue: "Hi" });
      const about = await insert({
        pageName: "about_us",
        sectionName: "quote_text",
        contentValue: "Q",
      });
      expect(await load(`?edit=${home.id}`)).toMatchObject({
        data: { editing: { id: home.id, pageName: "home" }, editMissing: false },
      });
      expect(await load(`?edit=${about.id}`)).toMatchObject({
        data: { editing: null, editMissing: true },
      });
      expect(await load("?edit=not-a-uuid")).toMatchObject({
        data: { editing: null, editMissing: true },
      });
    });
  });

  describe("creating", () => {
    it("stores a valid entry, redirects to the list with 'Content created successfully' and audits it", async () => {
      const answer = await submit({
        ...entry,
        pageName: " Legal_Terms ",
        contentValue: " Welcome ",
      });
      expect(answer).toMatchObject({
        kind: "redirect",
        status: 302,
        location: PATH,
        toast: { type: "success", title: "Content created successfully" },
      });
      const [row] = await rows();
      expect(row).toMatchObject({
        pageName: "legal_terms",
        sectionName: "body",
        locale: "en",
        contentType: "text",
        contentValue: "Welcome",
      });
      expect(await auditFor("page_content.created", row?.id ?? "")).toEqual([
        {
          actorId: people.content_editor.id,
          actorEmail: people.content_editor.email,
          summary: "Page content legal_terms / body (English) created",
        },
      ]);
    });

    it("sanitizes HTML on save", async () => {
      await submit({
        ...entry,
        contentType: "html",
        contentValue:
          '<p onclick="alert(1)">Hi <strong>there</strong><script>alert(2)</script></p><iframe src="https://evil.example"></iframe><a href="javascript:alert(3)">x</a>',
      });
      const [row] = await rows();
      expect(row?.contentType).toBe("html");
      expect(row?.contentValue).toContain("<strong>there</strong>");
      expect(row?.contentValue).not.toMatch(/onclick|<script|alert\(2\)|<iframe|javascript:/i);
    });

    it.each([
      ["text", "   ", pageContentMessages.contentRequired],
      ["url", "javascript:alert(1)", pageContentMessages.url],
      ["url", "/contact", pageContentMessages.url],
      ["json", '{"a": 1', /^This is not valid JSON: /],
      ["html", "<script>alert(1)</script>", pageContentMessages.htmlEmpty],
    ])(
      "refuses a %s value %j with 400, the field's message and 'Failed to save content'; stores nothing",
      async (contentType, contentValue, message) => {
        const before = await auditCount();
        const answer = await submit({ ...entry, contentType, contentValue });
        expect(answer).toMatchObject({ kind: "data", status: 400 });
        const data = dataOf(answer);
        const fieldErrors = data.fieldErrors as Record<string, string>;
        expect(Object.keys(fieldErrors)).toEqual(["contentValue"]);
        expect(fieldErrors.contentValue).toMatch(message);
        expect(answer.toast).toEqual({
          type: "error",
          title: "Failed to save content",
          description: fieldErrors.contentValue,
        });
        expect(data).not.toHaveProperty("toast");
        expect(data.values).toMatchObject({ contentType, contentValue });
        expect(await rows()).toEqual([]);
        expect(await auditCount()).toBe(before);
      },
    );

    it("refuses bad names and the About Us page", async () => {
      expect(
        await submit({ ...entry, pageName: "Home Page", sectionName: "hero title!" }),
      ).toMatchObject({
        status: 400,
        data: {
          fieldErrors: {
            pageName: pageContentMessages.name,
            sectionName: pageContentMessages.name,
          },
        },
      });
      expect(await submit({ ...entry, pageName: "about_us" })).toMatchObject({
        status: 400,
        data: { fieldErrors: { pageName: pageContentMessages.aboutUs } },
      });
      expect(await rows()).toEqual([]);
    });

    it("refuses a second entry for the same page, section and language, not for another language", async () => {
      await submit(entry);
      expect(await submit({ ...entry, contentValue: "Again" })).toMatchObject({
        status: 400,
        data: {
          fieldErrors: { sectionName: expect.stringMatching(/^There is already an entry/) },
        },
        toast: { title: "Failed to save content" },
      });
      expect(await submit({ ...entry, locale: "pt-BR", contentValue: "Olá" })).toMatchObject({
        status: 302,
      });
      expect((await rows()).map((row) => row.contentValue)).toEqual([
        "Care that comes to you",
        "Olá",
      ]);
    });

    it("answers a body over 256 KB with 413 and stores nothing", async () => {
      const body = new URLSearchParams({ ...entry, contentValue: "x".repeat(300_000) }).toString();
      const answer = await routes.call(
        PATH,
        pageContentRoute,
        new Request(`${TEST_ORIGIN}${PATH}`, {
          method: "POST",
          headers: {
            Origin: TEST_ORIGIN,
            Cookie: people.content_editor.cookie,
            "content-type": "application/x-www-form-urlencoded",
            "content-length": String(Buffer.byteLength(body)),
          },
          body,
        }),
      );
      expect(answer).toMatchObject({
        status: 413,
        toast: {
          title: "Failed to save content",
          description: "The content is too large to save.",
        },
      });
      expect(await rows()).toEqual([]);
    });
  });

  describe("editing", () => {
    it("changes the type and value only, saying no page shows it, with an audit entry", async () => {
      const row = await insert({ pageName: "home", sectionName: "stats", contentValue: "old" });
      const answer = await submit({
        intent: "update",
        id: row.id,
        pageName: "hacked",
        sectionName: "other",
        locale: "pt-BR",
        contentType: "json",
        contentValue: '{"patients": 10000}',
      });
      expect(answer).toMatchObject({
        status: 302,
        location: PATH,
        toast: {
          type: "info",
          title: "Saved, but not shown anywhere",
          description: expect.stringContaining("No page shows home / stats (English)."),
        },
      });
      const [saved] = await rows();
      expect(saved).toMatchObject({
        id: row.id,
        pageName: "home",
        sectionName: "stats",
        locale: "en",
        contentType: "json",
        contentValue: '{"patients": 10000}',
      });
      expect(saved?.updatedAt.getTime()).toBeGreaterThanOrEqual(row.updatedAt.getTime());
      expect(await auditFor("page_content.updated", row.id)).toHaveLength(1);
    });

    it("refuses an edit from a form opened before someone else saved, with both values, and an inline one with who and when", async () => {
      const row = await insert({ pageName: "home", sectionName: "hours", contentValue: "8 to 8" });
      await submit({ intent: "inline-update", id: row.id, contentValue: "7 to 9" });

      const stale = await submit({
        intent: "update",
        id: row.id,
        baseVersion: "1",
        contentType: "text",
        contentValue: "9 to 5",
      });
      expect(stale).toMatchObject({
        kind: "data",
        status: 409,
        toast: { title: "Not saved: someone else changed this entry" },
      });
      expect(dataOf(stale)).toMatchObject({
        intent: "update",
        version: 2,
        values: { contentValue: "9 to 5" },
        conflict: {
          changedBy: expect.any(String),
          fields: [{ name: "contentValue", theirs: "7 to 9", yours: "9 to 5" }],
        },
      });

      const staleInline = await submit({
        intent: "inline-update",
        id: row.id,
        baseVersion: "1",
        contentValue: "10 to 4",
      });
      expect(staleInline).toMatchObject({ kind: "data", status: 409 });
      expect(dataOf(staleInline)).toMatchObject({
        ok: false,
        value: "10 to 4",
        fieldErrors: {
          contentValue: expect.stringMatching(
            /^You saved it in another tab or window at .+, after this page was loaded/,
          ),
        },
      });
      expect((await rows())[0]).toMatchObject({ contentValue: "7 to 9" });

      // Saved again from the refused form (now carrying version 2): mine is kept.
      expect(
        await submit({
          intent: "update",
          id: row.id,
          baseVersion: "2",
          contentType: "text",
          contentValue: "9 to 5",
        }),
      ).toMatchObject({ kind: "redirect" });
      expect((await rows())[0]).toMatchObject({ contentValue: "9 to 5" });
    });

    it("refuses an invalid edit and keeps the stored value", async () => {
      const row = await insert({ pageName: "home", sectionName: "link", contentValue: "keep" });
      expect(
        await submit({ intent: "update", id: row.id, contentType: "url", contentValue: "nope" }),
      ).toMatchObject({
        status: 400,
        data: { fieldErrors: { contentValue: pageContentMessages.url } },
      });
      expect((await rows())[0]?.contentValue).toBe("keep");
    });

    it("saves an inline edit as data (no redirect), keeping the type", async () => {
      const row = await insert({
        pageName: "legal_terms",
        sectionName: "body",
        contentType: "html",
        contentValue: "<p>Old</p>",
      });
      const answer = await submit({
        intent: "inline-update",
        id: row.id,
        contentType: "text",
        contentValue: "<p>New <em>text</em></p><script>x()</script>",
      });
      expect(answer).toMatchObject({
        kind: "data",
        status: 200,
        toast: { type: "success", title: "Content updated successfully" },
      });
      expect(dataOf(answer)).toEqual({
        intent: "inline-update",
        id: row.id,
        ok: true,
        value: "<p>New <em>text</em></p>",
        version: 2,
      });
      expect((await rows())[0]).toMatchObject({
        contentType: "html",
        contentValue: "<p>New <em>text</em></p>",
      });
      expect(await auditFor("page_content.updated", row.id)).toEqual([
        expect.objectContaining({
          summary: "Page content legal_terms / body (English) updated (inline)",
        }),
      ]);
    });

    it("refuses an inline edit that breaks the entry's type, and changes nothing", async () => {
      const row = await insert({
        pageName: "home",
        sectionName: "data",
        contentType: "json",
        contentValue: "[1]",
      });
      const before = await auditCount();
      const answer = await submit({ intent: "inline-update", id: row.id, contentValue: "[1," });
      expect(answer).toMatchObject({
        status: 400,
        data: {
          intent: "inline-update",
          id: row.id,
          ok: false,
          value: "[1,",
          fieldErrors: { contentValue: expect.stringMatching(/^This is not valid JSON/) },
        },
        toast: { type: "error", title: "Failed to save content" },
      });
      expect((await rows())[0]?.contentValue).toBe("[1]");
      expect(await auditCount()).toBe(before);
    });

    it("leaves About Us rows alone: update, inline edit and delete find nothing", async () => {
      const about = await insert({
        pageName: "about_us",
        sectionName: "quote_text",
        contentValue: "Q",
      });
      for (const fields of [
        { intent: "update", id: about.id, contentType: "text", contentValue: "changed" } as Record<
          string,
          string
        >,
        { intent: "inline-update", id: about.id, contentValue: "changed" },
        { intent: "delete", id: about.id },
      ]) {
        expect(await submit(fields)).toMatchObject({ kind: "data", status: 404 });
      }
      expect((await rows())[0]).toMatchObject({ id: about.id, contentValue: "Q" });
    });
  });

  describe("deleting", () => {
    it("deletes the entry with a toast and an audit entry", async () => {
      const row = await insert({ pageName: "home", sectionName: "gone", contentValue: "bye" });
      expect(await submit({ intent: "delete", id: row.id })).toMatchObject({
        status: 302,
        location: PATH,
        toast: {
          type: "success",
          title: "Content deleted successfully",
          description: 'Moved "home / gone (English)" to the Trash. It is kept 30 days.',
        },
      });
      expect(await rows()).toEqual([]);
      expect(await auditFor("page_content.deleted", row.id)).toHaveLength(1);
      expect(await submit({ intent: "delete", id: row.id })).toMatchObject({
        status: 404,
        toast: { title: "Failed to delete content" },
      });
    });
  });

  describe("who may use it", () => {
    it.each(["anonymous", "user"] as const)(
      "sends %s from the page (to sign in, or to wait for a role)",
      async (actor) => {
        expect(await load("", actor)).toMatchObject({
          kind: "redirect",
          status: 302,
          location: actor === "user" ? "/admin/waiting" : "/admin/login",
        });
      },
    );

    it.each([
      ["anonymous", 401],
      ["user", 403],
    ] as const)("answers every action of %s with %i and changes nothing", async (actor, status) => {
      const row = await insert({ pageName: "home", sectionName: "keep", contentValue: "same" });
      const before = await auditCount();
      for (const fields of [
        entry as Record<string, string>,
        { intent: "update", id: row.id, contentType: "text", contentValue: "changed" },
        { intent: "inline-update", id: row.id, contentValue: "changed" },
        { intent: "delete", id: row.id },
      ]) {
        expect(await submit(fields, actor)).toMatchObject({ kind: "error", status });
      }
      expect(await rows()).toEqual([
        expect.objectContaining({ id: row.id, contentValue: "same", updatedAt: row.updatedAt }),
      ]);
      expect(await auditCount()).toBe(before);
    });
  });

  describe("the clinic's facts are edited on Clinic Details", () => {
    it("refuses a new entry of page 'site', pointing there", async () => {
      expect(
        await submit({
          intent: "create",
          pageName: "site",
          sectionName: "phone",
          locale: "en",
          contentType: "text",
          contentValue: "(407) 555-0100",
        }),
      ).toMatchObject({
        status: 400,
        data: { fieldErrors: { pageName: pageContentMessages.site } },
      });
      expect(await rows()).toEqual([]);
      expect((await getClinicSettings(handle.db)).phone).toBe(defaultClinicSettings.phone);
    });

    it("carries older 'site' entries over, English first, ignoring a stored address that is not https", async () => {
      for (const values of [
        { sectionName: "phone", contentValue: "(407) 555-0100" },
        {
          sectionName: "email",
          locale: "pt-BR" as const,
          contentValue: "recepcao@clinic.example.com",
        },
        {
          sectionName: "booking_widget",
          contentType: "url" as const,
          contentValue: "https://booking.example.com/other",
        },
        {
          sectionName: "reviews_write",
          contentType: "url" as const,
          contentValue: "javascript:alert(1)",
        },
      ]) {
        await insert({ pageName: "site", ...values });
      }
      expect(await getClinicSettings(handle.db)).toMatchObject({
        phone: "(407) 555-0100",
        email: "recepcao@clinic.example.com",
        address: defaultClinicSettings.address,
        urls: {
          ...defaultClinicSettings.urls,
          bookingWidget: "https://booking.example.com/other",
        },
      });
    });

    it("still saves an inline edit of an older entry, shown until Clinic Details is first saved", async () => {
      await insert({ pageName: "site", sectionName: "phone", contentValue: "(407) 555-0100" });
      const [row] = await rows();
      await submit({ intent: "inline-update", id: row?.id ?? "", contentValue: "(407) 555-0111" });
      expect((await getClinicSettings(handle.db)).phone).toBe("(407) 555-0111");
    });
  });
});
