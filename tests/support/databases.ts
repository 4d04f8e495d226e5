import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { count, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "~/platform/db/client.server";
import { migrationsHash, pgliteCacheDir } from "./migrated-pglite";

/**
 * The databases every integration test runs against: PGlite always, and
 * PostgreSQL too when TEST_DATABASE_URL is set. Each opened handle is a fresh,
 * migrated, empty database (for PostgreSQL a new database, dropped on close, so
 * the role behind TEST_DATABASE_URL needs CREATEDB).
 */
export type TestDatabase = { name: "pglite" | "postgres"; open: () => Promise<DatabaseHandle> };

export const testDatabases: TestDatabase[] = [
  {
    name: "pglite",
    async open() {
      const snapshot = await migratedPgliteSnapshot();
      const handle = await openDatabase({ driver: "pglite", dataDir: "memory://", snapshot });
      // Nothing left to apply; were the snapshot stale, this would bring it up to date.
      await handle.migrate();
      return handle;
    },
  },
];

/**
 * An empty, migrated PGlite cluster as a tarball, made once per set of migrations and
 * kept under node_modules/.cache: a new cluster costs a few seconds of CPU (initdb in
 * WebAssembly), loading this one about a second, and every test file opens one or two.
 */
async function migratedPgliteSnapshot(): Promise<Blob> {
  const file = path.join(pgliteCacheDir, `${migrationsHash()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not made yet for these migrations: make it (two files at once may both do so).
  }
  const fresh = await openDatabase({ driver: "pglite", dataDir: "memory://" });
  await fresh.migrate();
  const client = (fresh.db as unknown as { $client: PGlite }).$client;
  const tarball = await client.dumpDataDir("none");
  await fresh.close();
  mkdirSync(pgliteCacheDir, { recursive: true });
  // Unique: worker threads share a pid.
  const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, file);
  // Earlier migrations' snapshots are of no more use.
  for (const name of readdirSync(pgliteCacheDir)) {
    if (name.endsWith(".tar") && name !== path.basename(file)) {
      rmSync(path.join(pgliteCacheDir, name), { force: true });
    }
  }
  return tarball;
}

const adminUrl = process.env.TEST_DATABASE_URL;

/** Whether PostgreSQL tests run (TEST_DATABASE_URL is set). */
export const hasPostgres = Boolean(adminUrl);

/** Runs one statement on TEST_DATABASE_URL's database, on a connection of its own. */
async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query<Row>(text, values)).rows;
  } finally {
    await admin.end();
  }
}

const errorCode = (error: unknown) => (error as { code?: string }).code;

/**
 * Retries a statement that PostgreSQL refuses while a session it just ended is still on
 * its way out (55006, "being accessed by other users": pg's end() does not wait for the
 * server's backend to exit).
 */
async function whenLeft<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await statement();
    } catch (error) {
      if (errorCode(error) !== "55006" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const TEMPLATE_PREFIX = "clinic_template_";

/**
 * A database with every migration applied, to copy (CREATE DATABASE … TEMPLATE): running
 * the 34 migrations costs a couple of seconds per database, a copy a tenth of that. One per
 * set of migrations and role (a role may copy only its own databases), kept between runs.
 *
 * Nobody ever connects to it under its final name, because a copy fails while anyone is
 * connected to its template: it is migrated under a name of its own, then renamed. Workers
 * that miss it at once take turns (an advisory lock on TEST_DATABASE_URL's database), and a
 * rename that finds the name taken (another checkout with the same migrations and another
 * database in its TEST_DATABASE_URL) drops its own copy and uses that one.
 */
async function migratedPostgresTemplate(): Promise<string> {
  const [{ role } = { role: "" }] = await adminQuery<{ role: string }>(
    "select current_user as role",
  );
  const key = createHash("sha256").update(`${role}\n${migrationsHash()}`).digest("hex");
  const name = `${TEMPLATE_PREFIX}${key.slice(0, 16)}`;
  const exists = async () =>
    (await adminQuery("select 1 from pg_database where datname = $1", [name])).length > 0;
  if (await exists()) return name;

  const lock = new pg.Client({ connectionString: adminUrl });
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext($1))", [TEMPLATE_PREFIX]);
    if (await exists()) return name;
    const building = `${name}_${randomBytes(4).toString("hex")}`;
    await adminQuery(`create database "${building}"`);
    // When it was made, for the clean-up of those no run uses any more (below).
    await adminQuery(`comment on database "${building}" is '${new Date().toISOString()}'`);
    const handle = await openDatabase({ driver: "postgres", url: databaseUrl(building) });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    try {
      await whenLeft(() => adminQuery(`alter database "${building}" rename to "${name}"`));
    } catch (error) {
      await adminQuery(`drop database if exists "${building}"`);
      if (errorCode(error) !== "42P04") throw error;
    }
    await dropStaleTemplates(name);
    return name;
  } finally {
    await lock.end();
  }
}

/**
 * Templates of earlier migrations, and copies a killed worker left half made: dropped once
 * a day old by the comment made with them (a checkout on other migrations may be using a
 * younger one right now; should it lose an older one, its next copy makes it again).
 * Another role's are left to that role, and one without a comment yet to its maker.
 */
async function dropStaleTemplates(keep: string): Promise<void> {
  const stale = await adminQuery<{ datname: string }>(
    `select datname from pg_database
      where datname like '${TEMPLATE_PREFIX}%' and datname <> $1
        and pg_get_userbyid(datdba) = current_user
        and shobj_description(oid, 'pg_database') < $2`,
    [keep, new Date(Date.now() - 24 * 60 * 60_000).toISOString()],
  );
  for (const { datname } of stale) {
    await adminQuery(`drop database if exists "${datname}"`).catch(() => {
      // In use or already gone: a later run tries again.
    });
  }
}

/** The URL of database `name` on TEST_DATABASE_URL's server, as its role. */
function databaseUrl(name: string): string {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let template: Promise<string> | undefined;

/**
 * A new PostgreSQL database next to TEST_DATABASE_URL's: its URL, and a drop that removes
 * it. Empty (not migrated), for tests that hand a database to server processes, which
 * migrate it at their first start; with `migrated`, a copy of the migrated template.
 */
export async function createPostgresDatabase({ migrated = false } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `clinic_test_${randomBytes(6).toString("hex")}`;
  if (migrated) {
    const copy = async () => {
      const from = await (template ??= migratedPostgresTemplate());
      await whenLeft(() => adminQuery(`create database "${name}" template "${from}"`));
    };
    try {
      await copy();
    } catch (error) {
      // Dropped meanwhile as stale by a run on other migrations: make it again.
      if (errorCode(error) !== "3D000") throw error;
      template = undefined;
      await copy();
    }
  } else {
    await adminQuery(`create database "${name}"`);
  }
  return {
    url: databaseUrl(name),
    async drop() {
      // Servers killed mid-test may leave sessions behind: FORCE ends them. A role
      // that is not a superuser (CI's) cannot end an autovacuum worker busy on the
      // new database, though (PostgreSQL 15): it is done in a moment, so try again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await adminQuery(`drop database if exists "${name}" with (force)`);
          return;
        } catch (error) {
          if (errorCode(error) !== "42501" || attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    },
  };
}

if (adminUrl) {
  testDatabases.push({
    name: "postgres",
    async open() {
      const database = await createPostgresDatabase({ migrated: true });
      const handle = await openDatabase({ driver: "postgres", url: database.url });
      // Nothing left to apply; were the template stale, this would bring it up to date.
      await handle.migrate();
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

/**
 * The database of one describe block (one of testDatabases): opened before its tests,
 * closed after them. Its members are read in tests and in hooks registered after this
 * call, once it is open.
 */
export function openForDescribe({
  open,
}: Pick<TestDatabase, "open">): Omit<DatabaseHandle, "close"> {
  let opened: DatabaseHandle | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened?.close();
  });
  const handle = () => {
    if (!opened) throw new Error("The test database is not open yet (read it in a test or hook)");
    return opened;
  };
  return {
    get db() {
      return handle().db;
    },
    get driver() {
      return handle().driver;
    },
    migrate: () => handle().migrate(),
    ping: () => handle().ping(),
    connections: () => handle().connections(),
  };
}

/** How many rows a table holds (those matching `where`, when given). */
export async function countRows(db: Database, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/** Inserts one row into a table with an `id` column and returns that id. */
export async function insertedId<Table extends PgTable & { id: PgColumn }>(
  db: Database,
  table: Table,
  values: Table["$inferInsert"],
): Promise<string> {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  if (!row) throw new Error("The insert returned no row");
  return String(row.id);
}
