import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database, DatabaseHandle } from "~/platform/db/client.server";
import type * as schema from "~/platform/db/schema";

/*
 * Which migration a database is at, and moving an empty one to a given migration:
 * a backup records its database's migration, and a restore loads the rows into a
 * database at that same migration before the later ones run over them.
 */

/** One migration of ./drizzle, by its journal's tag and time (what drizzle records). */
export type MigrationLevel = { tag: string; createdAt: number };

/** The same folder client.server.ts migrates from. */
const migrationsFolder = path.resolve(process.cwd(), "drizzle");

type Journal = { entries: { tag: string; when: number }[] } & Record<string, unknown>;

async function readJournal(): Promise<Journal> {
  return JSON.parse(
    await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as Journal;
}

/** This code's migrations, oldest first. */
export async function codeMigrations(): Promise<MigrationLevel[]> {
  const journal = await readJournal();
  return journal.entries.map((entry) => ({ tag: entry.tag, createdAt: entry.when }));
}

/**
 * The latest migration applied to the database (drizzle's own table), or null when
 * none is; `tag` is null when this code does not know it (a newer version applied it).
 */
export async function appliedMigration(
  db: Database,
): Promise<{ tag: string | null; createdAt: number } | null> {
  const table = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!table[0]?.name) return null;
  const [latest] = rowsOf<{ created_at: string }>(
    await db.execute(
      sql`select created_at::text as created_at from drizzle.__drizzle_migrations
          order by created_at desc limit 1`,
    ),
  );
  if (!latest) return null;
  const createdAt = Number(latest.created_at);
  const known = (await codeMigrations()).find((level) => level.createdAt === createdAt);
  return { tag: known?.tag ?? null, createdAt };
}

/**
 * Applies this code's migrations up to and including `target` and no further, from
 * a copy of ./drizzle whose journal ends there (drizzle's migrator has no "up to").
 */
export async function migrateTo(handle: DatabaseHandle, target: MigrationLevel): Promise<void> {
  const journal = await readJournal();
  const entries = journal.entries.filter((entry) => entry.when <= target.createdAt);
  const folder = await mkdtemp(path.join(tmpdir(), "clinic-migrations-"));
  try {
    await mkdir(path.join(folder, "meta"));
    await writeFile(
      path.join(folder, "meta", "_journal.json"),
      JSON.stringify({ ...journal, entries }),
    );
    for (const entry of entries) {
      await copyFile(
        path.join(migrationsFolder, `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    }
    if (handle.driver === "pglite") {
      await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, {
        migrationsFolder: folder,
      });
    } else {
      await migrateNodePostgres(handle.db as unknown as NodePgDatabase<typeof schema>, {
        migrationsFolder: folder,
      });
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The rows of a raw query: both drivers answer `{ rows: [...] }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error("the database answered without rows");
  return rows as Row[];
}
