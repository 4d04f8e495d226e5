import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { altTextFor, libraryAltTexts } from "~/features/media/index.server";
import { listImagePage } from "~/features/media/images.server";
import {
  codeMigrations,
  migrateTo,
  rowsOf,
  type MigrationLevel,
} from "~/platform/backup/migrations.server";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { createPostgresDatabase, hasPostgres } from "../../../tests/support/databases";

/*
 * Migration 0032 moves an image's alt texts from a column per language (alt_text,
 * alt_text_pt) into one jsonb map locale → text: a database at the migration before it
 * gets rows written the old way, is migrated, and the map is read back (and shown, and
 * filtered on, as the site and the library do).
 */

const ALT_TEXTS_MIGRATION = "0032_alt_texts_per_language";

/** An empty, unmigrated database of each driver the tests run on. */
const drivers: Array<{ name: string; open: () => Promise<DatabaseHandle> }> = [
  { name: "pglite", open: () => openDatabase({ driver: "pglite", dataDir: "memory://" }) },
];
if (hasPostgres) {
  drivers.push({
    name: "postgres",
    async open() {
      const database = await createPostgresDatabase();
      const handle = await openDatabase({ driver: "postgres", url: database.url });
      return {
        ...handle,
        async close() {
          await handle.close();
          await database.drop();
        },
      };
    },
  });
}

describe.each(drivers)("the image alt texts migration on $name", ({ open }) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await open();
    const migrations = await codeMigrations();
    const index = migrations.findIndex((level) => level.tag === ALT_TEXTS_MIGRATION);
    const before: MigrationLevel | undefined = migrations[index - 1];
    if (index < 1 || !before) throw new Error(`${ALT_TEXTS_MIGRATION} is not in the journal`);
    await migrateTo(handle, before);
    // Rows as the library wrote them then: both languages, English only, Portuguese only,
    // none, and blanks (a Portuguese text of spaces, an English one of a line break).
    await handle.db.execute(sql`
      insert into images (filename, file_path, file_size, mime_type, alt_text, alt_text_pt)
      values
        ('both.jpg', 'both.jpg', 10, 'image/jpeg', 'Front desk', 'Recepção'),
        ('english.jpg', 'english.jpg', 10, 'image/jpeg', ' Waiting room ', '   '),
        ('portuguese.jpg', 'portuguese.jpg', 10, 'image/jpeg', null, 'Sala de espera'),
        ('none.jpg', 'none.jpg', 10, 'image/jpeg', null, null),
        ('blank.jpg', 'blank.jpg', 10, 'image/jpeg', e'\n', '')
    `);
    await handle.migrate();
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  async function altTextsOf(filename: string): Promise<unknown> {
    const [row] = rowsOf<{ alt_texts: unknown }>(
      await handle.db.execute(sql`select alt_texts from images where filename = ${filename}`),
    );
    return row?.alt_texts;
  }

  it("moves English from alt_text and Portuguese from alt_text_pt, trimmed", async () => {
    expect(await altTextsOf("both.jpg")).toEqual({ en: "Front desk", "pt-BR": "Recepção" });
    expect(await altTextsOf("english.jpg")).toEqual({ en: "Waiting room" });
    expect(await altTextsOf("portuguese.jpg")).toEqual({ "pt-BR": "Sala de espera" });
  });

  it("leaves out empty texts, and gives an image with none an empty map", async () => {
    expect(await altTextsOf("none.jpg")).toEqual({});
    expect(await altTextsOf("blank.jpg")).toEqual({});
  });

  it("drops the columns per language; the site and the library read the map", async () => {
    const columns = rowsOf<{ column_name: string }>(
      await handle.db.execute(
        sql`select column_name from information_schema.columns
            where table_name = 'images' and table_schema = current_schema()`,
      ),
    ).map((row) => row.column_name);
    expect(columns).toContain("alt_texts");
    expect(columns).not.toContain("alt_text");
    expect(columns).not.toContain("alt_text_pt");

    const texts = await libraryAltTexts(handle.db, ["/uploads/both.jpg", "/uploads/english.jpg"]);
    expect(altTextFor(texts, "/uploads/both.jpg", "pt-BR")).toBe("Recepção");
    expect(altTextFor(texts, "/uploads/both.jpg", "es")).toBe("");
    expect(altTextFor(texts, "/uploads/english.jpg", "en")).toBe("Waiting room");
    expect(altTextFor(texts, "/uploads/english.jpg", "pt-BR")).toBe("");

    // "Missing" is English missing: the Portuguese-only image is among them.
    const missing = await listImagePage(handle.db, {
      query: "",
      page: 1,
      filters: { type: null, alt: "missing" },
    });
    expect(missing.images.map((image) => image.filename).sort()).toEqual([
      "blank.jpg",
      "none.jpg",
      "portuguese.jpg",
    ]);
    expect(missing.missingAlt).toBe(3);
    const searched = await listImagePage(handle.db, { query: "sala de", page: 1 });
    expect(searched.images.map((image) => image.filename)).toEqual(["portuguese.jpg"]);
  });

  it("keeps the map an object, which the search reads", async () => {
    await expect(
      handle.db.execute(sql`
        insert into images (filename, file_path, file_size, mime_type, alt_texts)
        values ('text.jpg', 'text.jpg', 10, 'image/jpeg', '"A desk"'::jsonb)
      `),
    ).rejects.toThrow();
  });
});
