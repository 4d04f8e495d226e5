import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { is, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import {
  dataDirLockOwner,
  openDatabase,
  type Database,
  type DatabaseHandle,
} from "~/platform/db/client.server";
import * as schema from "~/platform/db/schema";
import { isValidStorageKey, type Storage } from "~/platform/storage/storage.server";
import { readArchive, UnreadableArchiveError, writeArchive } from "./archive.server";
import {
  appliedMigration,
  codeMigrations,
  migrateTo,
  rowsOf,
  type MigrationLevel,
} from "./migrations.server";

/*
 * `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts).
 *
 * A backup is one .tar.gz:
 *   database/<table>.jsonl  every row of every table of app/platform/db/schema.ts, one JSON object
 *                           per line, read in one REPEATABLE READ, READ ONLY transaction
 *                           (a consistent snapshot, taken while the site keeps serving)
 *   uploads/<key>           the bytes of every key in the uploads storage
 *   manifest.json           format and version, the database's migration, when, and the
 *                           rows, bytes and SHA-256 of every entry above (written last)
 *
 * Row values never pass through JavaScript types: PostgreSQL writes each row as JSON
 * (to_jsonb) and reads it back (jsonb_populate_recordset) with the column types' own
 * text forms, so every kind round-trips exactly on both drivers: timestamps keep their
 * microseconds and offset, booleans stay booleans, jsonb stays nested JSON, nulls stay
 * null, arrays stay arrays. numeric/decimal and bigint (also inside arrays) are written
 * as JSON strings, so a reader of the file cannot round them through a double; serial
 * and identity ids are restored as they were and their sequences moved past them.
 * Generated columns are left out: the database computes them again.
 */

export const BACKUP_FORMAT = "clinic-backup";
export const BACKUP_FORMAT_VERSION = 1;
const MANIFEST = "manifest.json";
const TABLE_PREFIX = "database/";
const UPLOAD_PREFIX = "uploads/";
/** Rows per INSERT on restore: large enough to be quick, small enough for one parameter. */
const INSERT_BATCH_ROWS = 500;

/** A refusal with a message for the operator (the scripts print it and exit 1). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

const sha256Pattern = /^[0-9a-f]{64}$/;
const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  migration: z.object({ tag: z.string().min(1), createdAt: z.number().int() }),
  tables: z.array(
    z.object({
      schema: z.string().min(1).nullable(),
      name: z.string().min(1),
      file: z.string().min(1),
      columns: z.array(z.string().min(1)).min(1),
      rows: z.number().int().min(0),
      bytes: z.number().int().min(0),
      sha256: z.string().regex(sha256Pattern),
    }),
  ),
  uploads: z.object({
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    files: z.array(
      z.object({
        key: z.string().min(1),
        bytes: z.number().int().min(0),
        sha256: z.string().regex(sha256Pattern),
      }),
    ),
  }),
});
export type BackupManifest = z.infer<typeof manifestSchema>;
type TableEntry = BackupManifest["tables"][number];
type UploadEntry = BackupManifest["uploads"]["files"][number];

/* ---------- Tables ---------- */

/** Every table of app/platform/db/schema.ts: a table added there is backed up without further ado. */
export function schemaTables(): PgTable[] {
  return Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
    is(value, PgTable),
  );
}

type TableInfo = {
  schema: string | null;
  name: string;
  /** Every column except generated ones, which the database computes on restore. */
  columns: PgColumn[];
  primaryKey: PgColumn[];
  parents: PgTable[];
};

function describeTable(table: PgTable): TableInfo {
  const config = getTableConfig(table);
  const primaryKey =
    config.primaryKeys[0]?.columns ?? config.columns.filter((column) => column.primary);
  return {
    schema: config.schema ?? null,
    name: config.name,
    columns: config.columns.filter((column) => !column.generated),
    primaryKey,
    parents: config.foreignKeys
      .map((foreignKey) => foreignKey.reference().foreignTable)
      .filter((parent) => parent !== table),
  };
}

/** Referenced tables before the tables that reference them: the order rows are inserted in. */
export function inForeignKeyOrder(tables: PgTable[]): PgTable[] {
  const ordered: PgTable[] = [];
  const visiting = new Set<PgTable>();
  const visit = (table: PgTable) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) {
      throw new Error(`foreign keys form a cycle through ${getTableConfig(table).name}`);
    }
    visiting.add(table);
    for (const parent of describeTable(table).parents) {
      if (tables.includes(parent)) visit(parent);
    }
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

function qualifiedName(table: { schema: string | null; name: string }): SQL {
  return table.schema
    ? sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`
    : sql`${sql.identifier(table.name)}`;
}

function displayName(table: { schema: string | null; name: string }): string {
  return table.schema ? `${table.schema}.${table.name}` : table.name;
}

/**
 * How a column is written: as itself (PostgreSQL's JSON for its type), except the
 * kinds whose JSON number would lose digits in most readers, written as strings.
 */
function exportedColumn(column: PgColumn): SQL {
  const name = sql.identifier(column.name);
  const type = column.getSQLType().toLowerCase();
  if (/^(numeric|decimal|bigint|bigserial|int8)\b/.test(type)) {
    return type.endsWith("]") ? sql`${name}::text[] as ${name}` : sql`${name}::text as ${name}`;
  }
  return sql`${name}`;
}

async function exportRows(db: Database, info: TableInfo): Promise<string[]> {
  const columns = sql.join(info.columns.map(exportedColumn), sql`, `);
  const order = info.primaryKey.length
    ? sql` order by ${sql.join(
        info.primaryKey.map((column) => sql.identifier(column.name)),
        sql`, `,
      )}`
    : sql``;
  const rows = rowsOf<{ line: string }>(
    await db.execute(
      sql`select to_jsonb(r)::text as line
          from (select ${columns} from ${qualifiedName(info)}${order}) r`,
    ),
  );
  return rows.map((row) => row.line);
}

function sha256(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

/* ---------- Backup ---------- */

/** `./backups/clinic-20250131T235959Z.tar.gz` */
export function defaultBackupPath(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return path.join("backups", `clinic-${stamp}.tar.gz`);
}

export type BackupOptions = {
  db: Database;
  storage: Storage;
  /** The archive to write; it must not exist yet. */
  file: string;
  /** Default: every table of app/platform/db/schema.ts (tests add their own). */
  tables?: PgTable[];
  now?: Date;
};

/** Writes one archive of the whole installation; returns its manifest. */
export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const { db, storage } = options;
  const file = path.resolve(options.file);
  const now = options.now ?? new Date();
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose another --out.`);
  await mkdir(path.dirname(file), { recursive: true });

  // Written under a temporary name, then renamed: a failed backup leaves nothing that looks whole.
  const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
  const archive = writeArchive(partial, now);
  try {
    const { migration, tables } = await db.transaction(
      async (tx) => {
        const migration = await checkBackupMigration(tx);
        const tables: TableEntry[] = [];
        for (const table of inForeignKeyOrder(options.tables ?? schemaTables())) {
          const info = describeTable(table);
          const lines = await exportRows(tx, info);
          const data = Buffer.from(lines.map((line) => `${line}\n`).join(""), "utf8");
          const entry: TableEntry = {
            schema: info.schema,
            name: info.name,
            file: `${TABLE_PREFIX}${displayName(info)}.jsonl`,
            columns: info.columns.map((column) => column.name),
            rows: lines.length,
            bytes: data.length,
            sha256: sha256(data),
          };
          await archive.add(entry.file, data);
          tables.push(entry);
        }
        return { migration, tables };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );

    // Uploads are not in the database's snapshot; a file uploaded meanwhile is included
    // without its row (harmless), and one deleted meanwhile is skipped.
    const files: UploadEntry[] = [];
    for await (const key of storage.list()) {
      const data = await storage.get(key);
      if (!data) continue;
      await archive.add(`${UPLOAD_PREFIX}${key}`, data);
      files.push({ key, bytes: data.length, sha256: sha256(data) });
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      migration,
      tables,
      uploads: {
        count: files.length,
        bytes: files.reduce((total, upload) => total + upload.bytes, 0),
        files,
      },
    };
    await archive.add(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, "utf8"));
    await archive.finish();
    await rename(partial, file);
    return manifest;
  } catch (error) {
    await archive.abort();
    await rm(partial, { force: true });
    throw error;
  }
}

/** The database must be at this code's latest migration, or the schema may not match it. */
async function checkBackupMigration(db: Database): Promise<MigrationLevel> {
  const applied = await appliedMigration(db);
  const latest = (await codeMigrations()).at(-1);
  if (!latest) throw new Error("this code has no migrations");
  if (!applied) {
    throw new BackupError("The database has never been migrated: there is nothing to back up.");
  }
  if (applied.createdAt !== latest.createdAt || !applied.tag) {
    throw new BackupError(
      `The database is at migration ${applied.tag ?? new Date(applied.createdAt).toISOString()}, ` +
        `but this code's latest is ${latest.tag}. Back up with the version of the code the ` +
        "server runs (the server migrates the database when it starts).",
    );
  }
  return { tag: applied.tag, createdAt: applied.createdAt };
}

/* ---------- Reading an archive ---------- */

type CheckedArchive = { manifest: BackupManifest; tableData: Map<string, Buffer> };

/**
 * Reads the whole archive once and checks it against its manifest (every entry there,
 * of the recorded size and SHA-256, nothing else) before anything is written. Table
 * data is kept (it is small); uploads are only hashed and read again when restored.
 */
async function checkArchive(file: string): Promise<CheckedArchive> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const tableData = new Map<string, Buffer>();
  const uploads = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | null = null;
  const notOurs = (why: string) =>
    new BackupError(
      `${file} is not a backup made by npm run backup (${why}). Nothing was restored.`,
    );

  try {
    await readArchive(
      file,
      (name) => {
        if (tableData.has(name) || uploads.has(name) || (name === MANIFEST && manifestText)) {
          throw corrupt(file, `${name} appears twice`);
        }
        const isTable = name.startsWith(TABLE_PREFIX) && name.endsWith(".jsonl");
        const isUpload =
          name.startsWith(UPLOAD_PREFIX) && isValidStorageKey(name.slice(UPLOAD_PREFIX.length));
        if (name !== MANIFEST && !isTable && !isUpload) throw notOurs(`it holds "${name}"`);
      },
      (name, data) => {
        if (name === MANIFEST) manifestText = data.toString("utf8");
        else if (name.startsWith(TABLE_PREFIX)) tableData.set(name, data);
        else uploads.set(name, { bytes: data.length, sha256: sha256(data) });
      },
    );
  } catch (error) {
    if (error instanceof UnreadableArchiveError) throw corrupt(file, error.message);
    throw error;
  }

  if (manifestText === null) throw corrupt(file, `${MANIFEST} is missing`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw corrupt(file, `${MANIFEST} is not JSON`);
  }
  const header = z.object({ format: z.string(), version: z.number() }).safeParse(parsed);
  if (!header.success || header.data.format !== BACKUP_FORMAT) {
    throw notOurs(`its ${MANIFEST} is not ours`);
  }
  if (header.data.version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${file} is in backup format ${header.data.version}, newer than this code reads ` +
        `(${BACKUP_FORMAT_VERSION}). Restore it with the version of the code that made it.`,
    );
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) throw corrupt(file, `${MANIFEST} is incomplete`);

  const listedTables = new Set<string>();
  for (const table of manifest.data.tables) {
    listedTables.add(table.file);
    const data = tableData.get(table.file);
    if (!data) throw corrupt(file, `${table.file} is missing`);
    if (data.length !== table.bytes || sha256(data) !== table.sha256) {
      throw corrupt(file, `${table.file} does not match its checksum`);
    }
    if (countLines(data) !== table.rows) throw corrupt(file, `${table.file} has the wrong rows`);
  }
  for (const name of tableData.keys()) {
    if (!listedTables.has(name)) throw corrupt(file, `${name} is not in ${MANIFEST}`);
  }
  const listedUploads = new Set<string>();
  for (const upload of manifest.data.uploads.files) {
    const name = `${UPLOAD_PREFIX}${upload.key}`;
    listedUploads.add(name);
    const found = uploads.get(name);
    if (!found) throw corrupt(file, `${name} is missing`);
    if (found.bytes !== upload.bytes || found.sha256 !== upload.sha256) {
      throw corrupt(file, `${name} does not match its checksum`);
    }
  }
  for (const name of uploads.keys()) {
    if (!listedUploads.has(name)) throw corrupt(file, `${name} is not in ${MANIFEST}`);
  }
  return { manifest: manifest.data, tableData };
}

function corrupt(file: string, why: string): BackupError {
  return new BackupError(`${file} is damaged or incomplete (${why}). Nothing was restored.`);
}

function countLines(data: Buffer): number {
  let lines = 0;
  for (const byte of data) if (byte === 0x0a) lines += 1;
  return lines;
}

function linesOf(data: Buffer): string[] {
  const text = data.toString("utf8");
  return text === "" ? [] : text.slice(0, -1).split("\n");
}

/* ---------- Restore ---------- */

export type RestoreOptions = {
  handle: DatabaseHandle;
  storage: Storage;
  file: string;
};

export type RestoreSummary = {
  manifest: BackupManifest;
  /** The migration the database is at afterwards (this code's latest). */
  migratedTo: string;
};

/**
 * Restores an archive into an empty installation: checks the whole archive first,
 * refuses a database with rows or a storage with files, brings the database to the
 * backup's migration, inserts every row and puts every upload in one transaction
 * (a failure undoes the rows and removes the uploads put so far), then applies this
 * code's later migrations.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const { handle, storage } = options;
  const file = path.resolve(options.file);
  const { manifest, tableData } = await checkArchive(file);

  const migrations = await codeMigrations();
  const backupLevel = migrations.find(
    (level) =>
      level.tag === manifest.migration.tag && level.createdAt === manifest.migration.createdAt,
  );
  if (!backupLevel) {
    throw new BackupError(
      `The backup's database is at migration ${manifest.migration.tag}, which this code does not ` +
        "have: it was made by a newer version. Update this installation's code first.",
    );
  }

  await refuseNonEmptyInstallation(handle.db, storage, manifest);

  const applied = await appliedMigration(handle.db);
  if (applied && applied.createdAt > backupLevel.createdAt) {
    throw new BackupError(
      `The database is already at migration ${applied.tag ?? "(unknown)"}, newer than the ` +
        `backup's ${backupLevel.tag}. Restore into a new, empty database: the restore migrates it.`,
    );
  }
  if (!applied || applied.createdAt < backupLevel.createdAt) await migrateTo(handle, backupLevel);

  const put: string[] = [];
  try {
    await handle.db.transaction(async (tx) => {
      // The installation was empty, but a migration may add rows of its own (the demo's
      // membership plans and insurers): the backup's rows are the truth, so those go first.
      for (const table of [...manifest.tables].reverse()) {
        await tx.execute(sql`delete from ${qualifiedName(table)}`);
      }
      for (const table of manifest.tables) {
        await insertRows(tx, table, linesOf(tableData.get(table.file) ?? Buffer.alloc(0)));
      }
      for (const table of manifest.tables) await resetSequences(tx, table);
      await putUploads(file, storage, manifest, put);
    });
  } catch (error) {
    // The rows were rolled back; the uploads put so far go too, so nothing is half restored.
    await Promise.allSettled(put.map((key) => storage.delete(key)));
    throw error;
  }

  await handle.migrate();
  const latest = migrations.at(-1)?.tag ?? backupLevel.tag;
  return { manifest, migratedTo: latest };
}

/**
 * Tables whose first rows a migration writes (drizzle/0024_catalogue_tables.sql: the demo's
 * membership plans and insurers, for installs that had them in code): a new database has them
 * before anyone used it, so they do not make it "not empty"; the restore replaces them.
 */
const ROWS_FROM_MIGRATIONS: ReadonlySet<string> = new Set([
  "membership_plans",
  "insurers",
  "partners",
  "testimonials",
  "videos",
  "service_details",
  "foundation_events",
  "foundation_gallery_images",
]);

async function refuseNonEmptyInstallation(
  db: Database,
  storage: Storage,
  manifest: BackupManifest,
): Promise<void> {
  const tables = new Map<string, { schema: string | null; name: string }>();
  for (const table of [...manifest.tables, ...schemaTables().map(describeTable)]) {
    tables.set(displayName(table), { schema: table.schema, name: table.name });
  }
  const withRows: string[] = [];
  for (const [name, table] of tables) {
    if (ROWS_FROM_MIGRATIONS.has(table.name)) continue;
    if (!(await tableExists(db, table))) continue;
    const [row] = rowsOf<{ has_rows: boolean }>(
      await db.execute(sql`select exists (select 1 from ${qualifiedName(table)}) as has_rows`),
    );
    if (row?.has_rows) withRows.push(name);
  }
  if (withRows.length > 0) {
    throw new BackupError(
      "Restore needs an empty installation, but the database already has rows in: " +
        `${withRows.join(", ")}. Restore into a new database (a new PGLITE_DATA_DIR, or a new ` +
        "PostgreSQL database) before the server is first started on it (its first start adds " +
        "demo content and an admin).",
    );
  }
  const keys = storage.list()[Symbol.asyncIterator]();
  const stored = await keys.next();
  await keys.return?.();
  if (!stored.done) {
    throw new BackupError(
      "Restore needs an empty installation, but the uploads storage already holds files " +
        `(such as ${stored.value}). Point UPLOADS_DIR (or S3_BUCKET) at an empty location.`,
    );
  }
}

function qualifiedNameText(table: { schema: string | null; name: string }): string {
  const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
  return table.schema ? `${quote(table.schema)}.${quote(table.name)}` : quote(table.name);
}

async function tableExists(
  db: Database,
  table: { schema: string | null; name: string },
): Promise<boolean> {
  const [found] = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass(${qualifiedNameText(table)})::text as name`),
  );
  return Boolean(found?.name);
}

async function insertRows(db: Database, table: TableEntry, lines: string[]): Promise<void> {
  if (!(await tableExists(db, table))) {
    throw new BackupError(
      `The backup has a table ${displayName(table)} that this database does not have.`,
    );
  }
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  for (let start = 0; start < lines.length; start += INSERT_BATCH_ROWS) {
    const batch = `[${lines.slice(start, start + INSERT_BATCH_ROWS).join(",")}]`;
    // OVERRIDING SYSTEM VALUE: identity ids are restored as they were, not renumbered.
    await db.execute(
      sql`insert into ${qualifiedName(table)} (${columns}) overriding system value
          select ${columns}
          from jsonb_populate_recordset(null::${qualifiedName(table)}, ${batch}::jsonb)`,
    );
  }
}

/** Moves each serial or identity sequence of the table past the largest restored id. */
async function resetSequences(db: Database, table: TableEntry): Promise<void> {
  const sequences = rowsOf<{ column_name: string; sequence: string | null }>(
    await db.execute(
      sql`select column_name::text as column_name,
                 pg_get_serial_sequence(${qualifiedNameText(table)}, column_name) as sequence
          from information_schema.columns
          where table_schema = coalesce(${table.schema}::text, current_schema())
            and table_name = ${table.name}`,
    ),
  );
  for (const { column_name: column, sequence } of sequences) {
    if (!sequence) continue;
    const largest = sql`(select max(${sql.identifier(column)}) from ${qualifiedName(table)})`;
    // An empty table: the next id is the sequence's first.
    await db.execute(
      sql`select case when ${largest} is null
                      then setval(${sequence}::regclass, (select seqmin from pg_sequence
                                   where seqrelid = ${sequence}::regclass), false)
                      else setval(${sequence}::regclass, ${largest}) end`,
    );
  }
}

async function putUploads(
  file: string,
  storage: Storage,
  manifest: BackupManifest,
  put: string[],
): Promise<void> {
  const expected = new Map(
    manifest.uploads.files.map((upload) => [`${UPLOAD_PREFIX}${upload.key}`, upload]),
  );
  try {
    await readArchive(
      file,
      () => {},
      async (name, data) => {
        const upload = expected.get(name);
        if (!upload) return;
        // The file was checked a moment ago; this catches it changing since.
        if (sha256(data) !== upload.sha256) throw corrupt(file, `${name} changed while restoring`);
        await storage.put(upload.key, data, contentTypeOf(upload.key));
        put.push(upload.key);
      },
    );
  } catch (error) {
    if (error instanceof UnreadableArchiveError) throw corrupt(file, error.message);
    throw error;
  }
}

const contentTypes: Record<string, string> = {
  avif: "image/avif",
  gif: "image/gif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

function contentTypeOf(key: string): string {
  return (
    contentTypes[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream"
  );
}

/* ---------- The configured installation ---------- */

/**
 * The configured database for a backup or a restore. PostgreSQL serves both while
 * the site runs; PGlite's data directory belongs to one process, so a running
 * server stops both with a message that says what to do.
 */
export async function openInstallationDatabase(
  purpose: "backup" | "restore",
  config: { databaseUrl?: string; pgliteDataDir: string },
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ driver: "postgres", url: config.databaseUrl });
  const dataDir = path.resolve(config.pgliteDataDir);
  const owner = dataDirLockOwner(dataDir);
  if (owner !== null) {
    throw new BackupError(
      `The database in ${dataDir} is in use by process ${owner} (the running server). ` +
        "PGlite allows one process at a time: stop the server first, " +
        `then run npm run ${purpose} again. ` +
        "To back up while the site runs, use PostgreSQL (DATABASE_URL).",
    );
  }
  if (purpose === "backup" && !existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new BackupError(`There is no database in ${dataDir} (PGLITE_DATA_DIR) to back up.`);
  }
  return openDatabase({ driver: "pglite", dataDir });
}
