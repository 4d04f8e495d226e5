import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { count, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "~/platform/db/client.server";

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

const snapshotDir = path.resolve("node_modules", ".cache", "clinic-test-pglite");

/**
 * An empty, migrated PGlite cluster as a tarball, made once per set of migrations and
 * kept under node_modules/.cache: a new cluster costs a few seconds of CPU (initdb in
 * WebAssembly), loading this one about a second, and every test file opens one or two.
 */
async function migratedPgliteSnapshot(): Promise<Blob> {
  const migrations = createHash("sha256");
  for (const name of readdirSync("drizzle", { recursive: true, encoding: "utf8" }).sort()) {
    if (name.endsWith(".sql") || name.endsWith(".json")) {
      migrations.update(name).update(readFileSync(path.join("drizzle", name)));
    }
  }
  const file = path.join(snapshotDir, `${migrations.digest("hex").slice(0, 16)}.tar`);
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
  mkdirSync(snapshotDir, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, file);
  // Earlier migrations' snapshots are of no more use.
  for (const name of readdirSync(snapshotDir)) {
    if (name.endsWith(".tar") && name !== path.basename(file)) {
      rmSync(path.join(snapshotDir, name), { force: true });
    }
  }
  return tarball;
}

const adminUrl = process.env.TEST_DATABASE_URL;

/** Whether PostgreSQL tests run (TEST_DATABASE_URL is set). */
export const hasPostgres = Boolean(adminUrl);

/**
 * A new, empty PostgreSQL database next to TEST_DATABASE_URL's (not migrated): its
 * URL, and a drop that removes it. For tests that hand a database to server processes.
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `clinic_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        // Servers killed mid-test may leave sessions behind: FORCE ends them. A role
        // that is not a superuser (CI's) cannot end an autovacuum worker busy on the
        // new database, though (PostgreSQL 15): it is done in a moment, so try again.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await cleanup.query(`drop database if exists "${name}" with (force)`);
            return;
          } catch (error) {
            const insufficientPrivilege = (error as { code?: string }).code === "42501";
            if (!insufficientPrivilege || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}

if (adminUrl) {
  testDatabases.push({
    name: "postgres",
    async open() {
      const database = await createPostgresDatabase();
      const handle = await openDatabase({ driver: "postgres", url: database.url });
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
