import { readdirSync, rmSync } from "node:fs";
import { aboutUsTabVersions } from "~/features/site-content/about-us.server";
import { parseAboutUsGroup } from "~/features/site-content/about-us-form";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { aboutUsDefaults } from "~/features/site-content/about-us-defaults.server";
import { aboutUsSections } from "~/features/site-content/about-us";
import type { Database } from "~/platform/db/client.server";
import { auditLog, images, pageContent } from "~/platform/db/schema";
import { getAboutUsContent } from "~/features/site-content/about-us.server";
import * as aboutUsRoute from "~/routes/admin/about-us";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { formDataOf } from "../../../tests/support/forms";
import { pageContentRows } from "../../../tests/support/page-content";
import { dataOf, routesOn } from "../../../tests/support/routes";

/*
 * The About Us editor through its route module: who may use it,
 * what each tab saves (update by id, or insert), validation, image uploads
 * into about-us/, and that the public page shows the result at once.
 */

const uploadsDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/about-us-test-${process.pid}-${Date.now()}`;
  process.env.UPLOADS_DIR = dir;
  return dir;
});
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

function storedKeys(): string[] {
  try {
    return readdirSync(path.join(uploadsDir, "admin-uploads", "about-us")).sort();
  } catch {
    return [];
  }
}

const PATH = "/admin/about-us";

/** The Header tab's form as the page sends it, with these changes. */
function headerForm(changes: Record<string, string | File> = {}): FormData {
  return formDataOf({
    intent: "save",
    group: "header",
    "header_title.en": "Welcome to our clinic",
    "header_title.pt": "Bem-vindo à nossa clínica",
    "header_subtitle.en": "Care in English and Portuguese.",
    "header_subtitle.pt": "",
    header_background_image: "",
    ...changes,
  });
}

describe.each(testDatabases)("the About Us editor on $name", (database) => {
  const handle = openForDescribe(database);
  const { content_editor: editor, user } = signedInForDescribe(handle, ["content_editor", "user"]);

  const routes = routesOn(handle);

  /** A save from a tab opened just before (its version), unless the form names one. */
  const post = async (body: FormData, cookie: string | null = editor.cookie, db?: Database) => {
    const group = parseAboutUsGroup(body.get("group"));
    if (group && !body.has("baseVersion")) {
      body.set("baseVersion", String((await aboutUsTabVersions(handle.db))[group]));
    }
    return routes.post(PATH, aboutUsRoute, PATH, body, cookie, db);
  };

  const load = (url = PATH, cookie: string | null = editor.cookie, db?: Database) =>
    routes.get(PATH, aboutUsRoute, url, cookie, db);

  const rows = () => pageContentRows(handle.db, eq(pageContent.pageName, "about_us"));
  const auditCount = () => countRows(handle.db, auditLog);

  it("sends anonymous visitors and users to the login page, and refuses their saves with 401 and 403", async () => {
    // null: no session cookie at all (401: the session has ended); a user: 403.
    for (const [cookie, status] of [
      [null, 401],
      [user.cookie, 403],
    ] as const) {
      expect(await load(PATH, cookie)).toMatchObject({
        kind: "redirect",
        status: 302,
        location: cookie ? "/admin/waiting" : "/admin/login",
      });
      expect(await post(headerForm(), cookie)).toMatchObject({ kind: "error", status });
    }
    expect(await rows()).toEqual([]);
    expect(
      await handle.db.select().from(auditLog).where(eq(auditLog.action, "page_content.updated")),
    ).toEqual([]);
  });

  it("shows the six tabs with every section, starting from the built-in text when nothing is saved", async () => {
    const answer = await load("/admin/about-us?tab=values");
    const page = dataOf(answer) as {
      tab: string;
      tabs: { group: string; label: string; fields: { section: string; kind: string }[] }[];
      content: Record<string, Record<string, string>>;
      toast: null;
    };
    expect(page.tab).toBe("values");
    expect(page.tabs.map((tab) => tab.label)).toEqual([
      "Header",
      "Mission",
      "Story",
      "Values",
      "Quote",
      "CTA",
    ]);
    expect(page.tabs.flatMap((tab) => tab.fields.map((field) => field.section))).toEqual([
      ...aboutUsSections,
    ]);
    expect(page.tabs[0]?.fields.map((field) => field.kind)).toEqual(["line", "paragraph", "image"]);
    expect(page.content.header_title).toEqual({
      en: aboutUsDefaults.en.header_title,
      "pt-BR": aboutUsDefaults["pt-BR"].header_title,
      es: aboutUsDefaults.es.header_title,
    });
    expect(page.content.mission_image).toEqual({ en: "", "pt-BR": "", es: "" });
    expect(dataOf(await load("/admin/about-us?tab=nonsense"))).toMatchObject({ tab: "header" });
  });

  it("inserts a tab's rows in every language, then updates them by id; the public page shows them at once", async () => {
    const first = await post(
      headerForm({ header_background_image: "/uploads/about-us/0123456789abcdef-1600x600.jpg" }),
    );
    expect(first).toMatchObject({
      kind: "redirect",
      status: 302,
      location: "/admin/about-us?tab=header",
      toast: { type: "success", title: "Saved", description: "Content saved successfully" },
    });
    const inserted = await rows();
    expect(inserted.map((row) => `${row.sectionName}/${row.locale}/${row.contentType}`)).toEqual([
      "header_background_image/en/url",
      "header_background_image/es/url",
      "header_background_image/pt-BR/url",
      "header_subtitle/en/text",
      "header_subtitle/es/text",
      "header_subtitle/pt-BR/text",
      "header_title/en/text",
      "header_title/es/text",
      "header_title/pt-BR/text",
    ]);

    const english = await getAboutUsContent(handle.db, "en");
    expect(english.header_title).toBe("Welcome to our clinic");
    expect(english.header_background_image).toBe("/uploads/about-us/0123456789abcdef-1600x600.jpg");
    const portuguese = await getAboutUsContent(handle.db, "pt-BR");
    expect(portuguese.header_title).toBe("Bem-vindo à nossa clínica");
    // Left empty: the built-in Portuguese text, never the English.
    expect(portuguese.header_subtitle).toBe(aboutUsDefaults["pt-BR"].header_subtitle);
    // One image for every language.
    expect(portuguese.header_background_image).toBe(english.header_background_image);

    const second = await post(headerForm({ "header_title.en": "  Hello\r\nagain  " }));
    expect(second.status).toBe(302);
    const updated = await rows();
    expect(updated.map((row) => row.id)).toEqual(inserted.map((row) => row.id));
    const title = updated.find((row) => row.sectionName === "header_title" && row.locale === "en");
    expect(title?.contentValue).toBe("Hello\nagain");
    const before = inserted.find((row) => row.id === title?.id);
    expect(title!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
    expect((await getAboutUsContent(handle.db, "en")).header_title).toBe("Hello\nagain");

    const entries = await handle.db
      .select({ actorId: auditLog.actorId, entityId: auditLog.entityId, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.action, "page_content.updated"));
    expect(entries).toEqual([
      { actorId: editor.id, entityId: "about_us:header", summary: "About Us: Header tab saved" },
      { actorId: editor.id, entityId: "about_us:header", summary: "About Us: Header tab saved" },
    ]);
    expect(dataOf(await load())).toMatchObject({
      content: { header_title: { en: "Hello\nagain", "pt-BR": "Bem-vindo à nossa clínica" } },
    });
  });

  it("updates a seeded row by id and inserts only the missing ones", async () => {
    await handle.db.insert(pageContent).values({
      pageName: "about_us",
      sectionName: "quote_text",
      locale: "en",
      contentValue: "Old quote",
    });
    const [seeded] = await handle.db
      .select({ id: pageContent.id })
      .from(pageContent)
      .where(and(eq(pageContent.sectionName, "quote_text"), eq(pageContent.locale, "en")));
    const body = formDataOf({
      intent: "save",
      group: "quote",
      "quote_text.en": "New quote",
      "quote_text.pt": "Nova citação",
      "quote_attribution.en": "Dr. Duarte",
      "quote_attribution.pt": "Dra. Duarte",
    });
    expect((await post(body)).status).toBe(302);
    const quote = (await rows()).filter((row) => row.sectionName.startsWith("quote_"));
    // Two texts in each of the three languages (Spanish left empty: its built-in text shows).
    expect(quote).toHaveLength(6);
    expect(quote.find((row) => row.id === seeded?.id)?.contentValue).toBe("New quote");
    expect((await getAboutUsContent(handle.db, "pt-BR")).quote_text).toBe("Nova citação");
  });

  it("refuses an empty English text, a javascript: link and a protocol-relative image, saving nothing", async () => {
    const before = await rows();
    const audits = await auditCount();
    const answer = await post(
      headerForm({
        "header_title.en": "   ",
        "header_subtitle.pt": "x".repeat(3001),
        header_background_image: "//evil.example/x.png",
      }),
    );
    expect(answer).toMatchObject({
      kind: "data",
      status: 400,
      toast: { type: "error", title: "Failed to save content" },
      data: {
        group: "header",
        fieldErrors: {
          "header_title.en": "Enter the English text.",
          "header_subtitle.pt": "Use at most 3000 characters.",
          header_background_image: expect.stringContaining(
            "Choose an image from the media library",
          ),
        },
        // What was typed, as typed (the long text cut to the field's limit).
        values: {
          "header_title.en": "   ",
          "header_title.pt": "Bem-vindo à nossa clínica",
          "header_subtitle.pt": "x".repeat(3000),
        },
      },
    });
    expect(dataOf(answer)).not.toHaveProperty("toast");

    const cta = formDataOf({
      intent: "save",
      group: "cta",
      "cta_title.en": "Visit",
      "cta_subtitle.en": "Come in",
      "cta_button_text.en": "Go",
      "cta_button_link.en": "javascript:alert(1)",
    });
    expect(await post(cta)).toMatchObject({
      status: 400,
      data: {
        fieldErrors: { "cta_button_link.en": expect.stringContaining("Use a path on this site") },
      },
    });

    const unknown = headerForm({ group: "footer" });
    expect(await post(unknown)).toMatchObject({
      status: 400,
      data: { group: null },
      toast: { title: "Failed to save content", description: "The request was not understood." },
    });
    expect(await rows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it("stores an uploaded image under about-us/ and saves its URL for every language", async () => {
    const png = await sharp({
      create: { width: 900, height: 500, channels: 3, background: "#1d4ed8" },
    })
      .png()
      .toBuffer();
    const answer = await post(
      headerForm({
        header_background_image: "/images/ignored.svg",
        "header_background_image.file": new File([new Uint8Array(png)], "hero.png", {
          type: "image/png",
        }),
      }),
    );
    expect(answer.status).toBe(302);
    const url = (await getAboutUsContent(handle.db, "en")).header_background_image;
    expect(url).toMatch(/^\/uploads\/about-us\/[0-9a-f]{16}-900x500\.png$/);
    expect((await getAboutUsContent(handle.db, "pt-BR")).header_background_image).toBe(url);
    expect(storedKeys()).toContain(url.split("/").pop());
    const [row] = await handle.db
      .select({ category: images.category, filePath: images.filePath })
      .from(images)
      .where(eq(images.filePath, url.slice("/uploads/".length)));
    expect(row).toEqual({ category: "about-us", filePath: url.slice("/uploads/".length) });
  });

  it("refuses a file that is not an image with 'Failed to upload image', storing and saving nothing", async () => {
    const before = await rows();
    const keys = storedKeys();
    const [imageRows] = await handle.db.select({ value: count() }).from(images);
    const answer = await post(
      headerForm({
        "header_title.en": "Should not be saved",
        "header_background_image.file": new File(
          [
            '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script></svg>',
          ],
          "hero.png",
          { type: "image/png" },
        ),
      }),
    );
    expect(answer).toMatchObject({
      status: 415,
      toast: {
        type: "error",
        title: "Failed to upload image",
        description: expect.stringContaining("SVG images are not accepted"),
      },
      data: {
        fieldErrors: { header_background_image: expect.stringContaining("SVG") },
        values: { "header_title.en": "Should not be saved" },
      },
    });
    expect(await rows()).toEqual(before);
    expect(storedKeys()).toEqual(keys);
    const [after] = await handle.db.select({ value: count() }).from(images);
    expect(after?.value).toBe(imageRows?.value);
  });

  it("answers 'Failed to save content' when the database fails, and 'Failed to fetch content' when it cannot read", async () => {
    const failingWrites = Object.create(handle.db, {
      transaction: { value: () => Promise.reject(new Error("database offline")) },
    }) as Database;
    expect(await post(headerForm(), editor.cookie, failingWrites)).toMatchObject({
      status: 500,
      toast: { type: "error", title: "Failed to save content" },
    });

    // Signing in still works; only the page's own rows cannot be read.
    const failingReads = Object.create(handle.db, {
      select: {
        value: (...args: Parameters<Database["select"]>) => {
          const query = handle.db.select(...args);
          return new Proxy(query, {
            get(target, property, receiver) {
              if (property !== "from") return Reflect.get(target, property, receiver);
              return (table: unknown) => {
                if (table === pageContent) throw new Error("database offline");
                return target.from(table as never);
              };
            },
          });
        },
      },
    }) as Database;
    expect(await load(PATH, editor.cookie, failingReads)).toMatchObject({
      status: 200,
      data: { content: null, toast: { type: "error", title: "Failed to fetch content" } },
    });
  });
});
