import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  getTableConfig,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  type PgTable,
} from "drizzle-orm/pg-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageContentEntry } from "~/features/site-content/page-content-admin.server";
import { createPost } from "~/features/blog/post-admin.server";
import { createTeamMember } from "~/features/team/member-admin.server";
import { configureAuth } from "~/features/auth/auth.server";
import { readArchive, writeArchive } from "~/platform/backup/archive.server";
import {
  BackupError,
  createBackup,
  openInstallationDatabase,
  restoreBackup,
  schemaTables,
  type BackupManifest,
  type RestoreSummary,
} from "~/platform/backup/backup.server";
import { appliedMigration, codeMigrations, rowsOf } from "~/platform/backup/migrations.server";
import { openDatabase, type Database, type DatabaseHandle } from "~/platform/db/client.server";
import { saveUploadedImage } from "~/features/media/images.server";
import { createLocalStorage, type Storage } from "~/platform/storage/storage.server";
import { submitToInbox } from "~/features/inbox/submissions.server";
import { createMailer } from "~/platform/email.server";
import { nextClientIp, signedInAs } from "../../../tests/support/auth-helpers";
import { testDatabases } from "../../../tests/support/databases";
import { formDataOf } from "../../../tests/support/forms";

/*
 * npm run backup / npm run restore: real data made through the domain
 * functions is backed up, restored into a fresh installation and compared table by
 * table and upload by upload; damaged, foreign and too-new archives and non-empty
 * installations are refused without writing anything.
 */

let tempRoot = "";
beforeAll(async () => {
  tempRoot = await mkdtemp(path.join(tmpdir(), "backup-test-"));
});
afterAll(async () => {
  await rm(tempRoot, { recursive: true, force: true });
});

let dirCount = 0;
function tempPath(name: string): string {
  dirCount += 1;
  return path.join(tempRoot, `${dirCount}-${name}`);
}

/** Every row of the table as PostgreSQL's own text form of the row, sorted. */
async function rowsOfTable(db: Database, table: PgTable): Promise<string[]> {
  const { name } = getTableConfig(table);
  const rows = rowsOf<{ row: string }>(
    await db.execute(sql`select row(t.*)::text as row from ${sql.identifier(name)} t`),
  );
  return rows.map((row) => row.row).sort();
}

async function everyTable(
  db: Database,
  list: PgTable[] = schemaTables(),
): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of list) {
    tables[getTableConfig(table).name] = await rowsOfTable(db, table);
  }
  return tables;
}

async function everyUpload(storage: Storage): Promise<Record<string, string>> {
  const uploads: Record<string, string> = {};
  for await (const key of storage.list()) {
    uploads[key] = (await storage.get(key))?.toString("base64") ?? "missing";
  }
  return uploads;
}

/** The archive with its entries changed by `edit` (a name mapped to null is left out). */
async function rewrittenArchive(
  source: string,
  edit: (name: string, data: Buffer) => Buffer | null,
): Promise<string> {
  const entries: [string, Buffer][] = [];
  await readArchive(
    source,
    () => {},
    (name, data) => {
      entries.push([name, data]);
    },
  );
  const file = tempPath("rewritten.tar.gz");
  const archive = writeArchive(file, new Date());
  for (const [name, data] of entries) {
    const edited = edit(name, data);
    if (edited) await archive.add(name, edited);
  }
  await archive.finish();
  return file;
}

const actor = { id: null, email: "backup-test@example.com" };

/** A test-only table with every kind of column value the round trip must keep exactly. */
const bytea = customType<{ data: string; driverData: string }>({ dataType: () => "bytea" });
const valueKinds = pgTable("backup_value_kinds", {
  id: serial("id").primaryKey(),
  ticket: integer("ticket").generatedAlwaysAsIdentity(),
  amount: numeric("amount", { precision: 30, scale: 10 }),
  big: bigint("big", { mode: "bigint" }),
  flag: boolean("flag"),
  at: timestamp("at", { withTimezone: true, precision: 6 }),
  localAt: timestamp("local_at", { precision: 6 }),
  day: date("day"),
  data: jsonb("data"),
  tags: text("tags").array(),
  amounts: numeric("amounts").array(),
  ratio: doublePrecision("ratio"),
  note: text("note"),
  raw: bytea("raw"),
  noteLength: integer("note_length").generatedAlwaysAs(sql`length(note)`),
});
const createValueKinds = sql.raw(`
  create table backup_value_kinds (
    id serial primary key,
    ticket integer generated always as identity,
    amount numeric(30, 10),
    big bigint,
    flag boolean,
    at timestamptz(6),
    local_at timestamp(6),
    day date,
    data jsonb,
    tags text[],
    amounts numeric[],
    ratio double precision,
    note text,
    raw bytea,
    note_length integer generated always as (length(note)) stored
  )`);

describe.each(testDatabases)("backup and restore on $name", (database) => {
  let source: DatabaseHandle;
  let sourceStorage: Storage;
  /** Where the archive is restored: on PGlite a new data directory, never migrated. */
  let target: DatabaseHandle;
  let targetStorage: Storage;
  /**
   * A fresh installation's database, shared by the refusals (which must leave it as
   * it is): never migrated on PGlite, migrated and empty on PostgreSQL.
   */
  let fresh: DatabaseHandle;
  let archive = "";
  let manifest: BackupManifest;
  let restored: RestoreSummary;
  const tables = [...schemaTables(), valueKinds];

  beforeAll(async () => {
    const isPglite = database.name === "pglite";
    [source, target, fresh] = await Promise.all([
      database.open(),
      isPglite ? openDatabase({ driver: "pglite", dataDir: tempPath("pglite") }) : database.open(),
      isPglite ? openDatabase({ driver: "pglite", dataDir: "memory://" }) : database.open(),
    ]);
    sourceStorage = createLocalStorage(tempPath("source-uploads"));
    targetStorage = createLocalStorage(tempPath("target-uploads"));
    const mailer = createMailer({ outboxDir: tempPath("outbox"), from: "Clinic <a@b.example>" });
    configureAuth(source.db, { mailer });

    // An account with a role and a session (Better Auth's sign-in, as a browser would).
    await signedInAs(source.db, "content_editor");
    const contact = formDataOf({
      name: "Ana Souza",
      email: "ana@example.com",
      message: 'Olá! Quero marcar uma consulta — "urgente"\nsegunda linha.',
    });
    const submitted = await submitToInbox(
      "contact",
      { db: source.db },
      { formData: contact, clientKey: nextClientIp(), locale: "pt-BR" },
    );
    expect(submitted.kind).toBe("accepted");
    await createTeamMember(source.db, {
      actor,
      member: {
        name: "Dr. Lima",
        imageUrl: null,
        texts: {
          en: {
            role: "Physician",
            bio: "",
            qualifications: ["MD", 'a "quoted", item'],
            specialties: ["Family medicine"],
          },
          "pt-BR": { role: "Médica", specialties: ["Medicina de família"] },
        },
        active: false,
      },
    });
    const post = await createPost(source.db, {
      actor,
      input: {
        title: "Flu season",
        slug: "flu-season",
        locale: "en",
        excerpt: null,
        category: "general",
        author: "Clinic",
        imageUrl: null,
        published: true,
        publishAt: null,
        unpublishAt: null,
        featured: true,
        content: "<p>Get your <strong>shot</strong>.</p>",
      },
    });
    expect(post.kind).toBe("saved");
    const entry = await createPageContentEntry(source.db, {
      actor,
      values: {
        pageName: "home",
        sectionName: "hero_title",
        locale: "pt-BR",
        contentType: "text",
        contentValue: "Bem-vindo ✓",
      },
    });
    expect(entry.kind).toBe("saved");
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#2f855a" },
    })
      .png()
      .toBuffer();
    const saved = await saveUploadedImage(
      source.db,
      new File([new Uint8Array(png)], "green.png", { type: "image/png" }),
      { actor, storage: sourceStorage, folder: "about-us", altTexts: { en: "Green" } },
    );
    expect(saved.ok).toBe(true);
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
    await sourceStorage.put("every-byte.bin", everyByte, "application/octet-stream");

    // The value kinds the schema does not use yet; the target gets the table ahead of the restore.
    for (const handle of [source, target]) await handle.db.execute(createValueKinds);
    await source.db.execute(sql`
      insert into backup_value_kinds
        (amount, big, flag, at, local_at, day, data, tags, amounts, ratio, note, raw)
      values
        (12345678901234567890.0123456789, 9007199254740993, true,
         '2024-02-29 23:59:59.123456+00', '2024-02-29 23:59:59.654321', '2024-02-29',
         '{"nested": {"n": 1.10, "list": [1, "two", null, true]}, "text": "Olá ✓\\n\\"q\\""}',
         array['a,b', 'quote"d', null, '', 'Olá'], array[1.10, 2.000000000000000000001],
         0.1, e'tab\\there', '\\xdeadbeef00ff'),
        (-0.5, -9223372036854775808, false, null, null, null, 'null', '{}', null,
         -1.7976931348623157e308, '', '\\x'),
        (null, null, null, null, null, null, null, null, null, null, null, null)`);
    // A gap in the ids: the restored sequence must still go past the largest.
    await source.db.execute(sql`delete from backup_value_kinds where id = 2`);

    archive = tempPath("clinic.tar.gz");
    manifest = await createBackup({ db: source.db, storage: sourceStorage, file: archive, tables });
    restored = await restoreBackup({ handle: target, storage: targetStorage, file: archive });
  });
  afterAll(async () => {
    await Promise.all([source?.close(), target?.close(), fresh?.close()]);
  });

  it("writes a manifest with the migration and the counts", async () => {
    const latest = (await codeMigrations()).at(-1);
    expect(manifest.format).toBe("clinic-backup");
    expect(manifest.migration).toEqual(latest);
    const rows = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    const actual = await everyTable(source.db, tables);
    expect(rows).toEqual(
      Object.fromEntries(Object.entries(actual).map(([name, list]) => [name, list.length])),
    );
    for (const name of [
      "users",
      "accounts",
      "sessions",
      "user_roles",
      "contact_messages",
      "outbox_emails",
      "team_members",
      "blog_posts",
      "page_content",
      "images",
      "audit_log",
    ]) {
      expect(rows[name], name).toBeGreaterThan(0);
    }
    // Referenced tables come first, so restore can insert in this order.
    const order = manifest.tables.map((table) => table.name);
    expect(order.indexOf("users")).toBeLessThan(order.indexOf("sessions"));
    expect(order.indexOf("users")).toBeLessThan(order.indexOf("user_roles"));
    expect(order.indexOf("users")).toBeLessThan(order.indexOf("audit_log"));
    // Generated columns are computed again on restore, not carried.
    const kinds = manifest.tables.find((table) => table.name === "backup_value_kinds");
    expect(kinds?.columns).not.toContain("note_length");
    expect(manifest.uploads.count).toBe(Object.keys(await everyUpload(sourceStorage)).length);
    expect(manifest.uploads.files.map((upload) => upload.key)).toContain("every-byte.bin");
  });

  it("restores every row of every table into a fresh installation", async () => {
    expect(restored.migratedTo).toBe(manifest.migration.tag);
    expect(await appliedMigration(target.db)).toEqual(manifest.migration);
    expect(await everyTable(target.db, tables)).toEqual(await everyTable(source.db, tables));
    expect(await rowsOfTable(target.db, valueKinds)).toHaveLength(2);
  });

  it("restores every upload byte for byte", async () => {
    expect(await everyUpload(targetStorage)).toEqual(await everyUpload(sourceStorage));
    expect((await targetStorage.get("every-byte.bin"))?.length).toBe(256);
  });

  it("moves serial and identity sequences past the restored ids", async () => {
    const [next] = rowsOf<{ id: number; ticket: number }>(
      await target.db.execute(
        sql`insert into backup_value_kinds default values returning id, ticket`,
      ),
    );
    expect(next).toEqual({ id: 4, ticket: 4 });
    await target.db.execute(sql`delete from backup_value_kinds where id = 4`);
  });

  it("writes large numbers as strings, so no reader rounds them", async () => {
    let line = "";
    await readArchive(
      archive,
      () => {},
      (name, data) => {
        if (name === "database/backup_value_kinds.jsonl") {
          line = data.toString("utf8").split("\n")[0] ?? "";
        }
      },
    );
    expect(JSON.parse(line)).toMatchObject({
      id: 1,
      amount: "12345678901234567890.0123456789",
      big: "9007199254740993",
      amounts: ["1.10", "2.000000000000000000001"],
      flag: true,
      at: "2024-02-29T23:59:59.123456+00:00",
      data: { nested: { n: 1.1, list: [1, "two", null, true] } },
    });
  });

  it("refuses to restore into a database that has rows, and changes nothing", async () => {
    const before = await everyTable(target.db, tables);
    const storage = createLocalStorage(tempPath("empty-uploads"));
    await expect(restoreBackup({ handle: target, storage, file: archive })).rejects.toThrow(
      /Restore needs an empty installation, but the database already has rows in: .*users/,
    );
    expect(await everyTable(target.db, tables)).toEqual(before);
    expect(await everyUpload(storage)).toEqual({});
  });

  it("refuses to restore into an uploads storage that has files", async () => {
    const storage = createLocalStorage(tempPath("used-uploads"));
    await storage.put("old.png", Buffer.from("old"), "image/png");
    const migrationBefore = await appliedMigration(fresh.db);
    await expect(restoreBackup({ handle: fresh, storage, file: archive })).rejects.toThrow(
      /uploads storage already holds files \(such as old\.png\)/,
    );
    expect(await appliedMigration(fresh.db)).toEqual(migrationBefore);
    expect(await everyUpload(storage)).toEqual({
      "old.png": Buffer.from("old").toString("base64"),
    });
  });

  it.each([
    {
      damage: "a truncated archive",
      message: /is damaged or incomplete/,
      make: async () => {
        const bytes = await readFile(archive);
        const file = tempPath("truncated.tar.gz");
        await writeFile(file, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
        return file;
      },
    },
    {
      damage: "a corrupted byte",
      message: /is damaged or incomplete/,
      make: async () => {
        const bytes = Buffer.from(await readFile(archive));
        const middle = Math.floor(bytes.length / 2);
        bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
        const file = tempPath("corrupted.tar.gz");
        await writeFile(file, bytes);
        return file;
      },
    },
    {
      damage: "table data that does not match the manifest",
      message: /damaged or incomplete \(database\/users\.jsonl does not match its checksum\)/,
      make: () =>
        rewrittenArchive(archive, (name, data) =>
          name === "database/users.jsonl" ? Buffer.from(data.toString().replace("@", "#")) : data,
        ),
    },
    {
      damage: "a missing manifest",
      message: /damaged or incomplete \(manifest\.json is missing\)/,
      make: () =>
        rewrittenArchive(archive, (name, data) => (name === "manifest.json" ? null : data)),
    },
    {
      damage: "an archive that is not ours",
      message: /is not a backup made by npm run backup/,
      make: async () => {
        const file = tempPath("other.tar.gz");
        const other = writeArchive(file, new Date());
        await other.add("notes.txt", Buffer.from("hello"));
        await other.finish();
        return file;
      },
    },
    {
      damage: "a plain file",
      message: /is damaged or incomplete/,
      make: async () => {
        const file = tempPath("plain.tar.gz");
        await writeFile(file, "just some text\n");
        return file;
      },
    },
    {
      damage: "a migration newer than this code",
      message:
        /migration 9999_future, which this code does not have: it was made by a newer version/,
      make: () =>
        rewrittenArchive(archive, (name, data) => {
          if (name !== "manifest.json") return data;
          const edited = JSON.parse(data.toString()) as BackupManifest;
          edited.migration = { tag: "9999_future", createdAt: 4_102_444_800_000 };
          return Buffer.from(JSON.stringify(edited));
        }),
    },
  ])("refuses $damage and writes nothing", async ({ make, message }) => {
    const file = await make();
    const storage = createLocalStorage(tempPath("untouched-uploads"));
    const migrationBefore = await appliedMigration(fresh.db);
    // A migrated database holds the rows its migrations wrote (the demo's plans and insurers).
    const rowsBefore = migrationBefore ? await everyTable(fresh.db) : null;
    const refusal = restoreBackup({ handle: fresh, storage, file });
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(message);
    expect(await appliedMigration(fresh.db)).toEqual(migrationBefore);
    if (migrationBefore) expect(await everyTable(fresh.db)).toEqual(rowsBefore);
    expect(await everyUpload(storage)).toEqual({});
  });

  it("refuses to overwrite an existing file", async () => {
    await expect(
      createBackup({ db: source.db, storage: sourceStorage, file: archive }),
    ).rejects.toThrow(/already exists/);
  });
});

describe("a PGlite database held by a running server", () => {
  it("stops backup and restore with a message that says what to do", async () => {
    const dataDir = tempPath("held-pglite");
    // The lock file client.server.ts writes, naming a live process other than this one.
    await writeFile(`${dataDir}.lock`, String(process.ppid));
    for (const purpose of ["backup", "restore"] as const) {
      await expect(openInstallationDatabase(purpose, { pgliteDataDir: dataDir })).rejects.toThrow(
        new RegExp(
          `in use by process ${process.ppid} .*stop the server first, ` +
            `then run npm run ${purpose} again.*PostgreSQL \\(DATABASE_URL\\)`,
        ),
      );
    }
  });
});
