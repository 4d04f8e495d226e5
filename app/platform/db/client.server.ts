import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logger } from "~/platform/logger.server";
import * as schema from "./schema";
import { noteStatement } from "./table-access.server";

/** Every statement passes here: the page cache learns which tables a page read, a save wrote. */
const tableAccessLogger = { logQuery: (query: string) => noteStatement(query) };

/** One query layer for both drivers (docs/decisions/001). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  /** Applies the committed migrations in ./drizzle. */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** The connections right now, for the metrics (PGlite has no pool: one, always open). */
  connections(): PoolUse;
  close(): Promise<void>;
};

export type PoolUse = {
  max: number;
  open: number;
  /** Open but not checked out (node-postgres only). */
  idle?: number;
  /** Queries waiting for a connection (node-postgres only). */
  waiting?: number;
};

export type DatabaseOptions =
  | { driver: "postgres"; url: string }
  /**
   * A directory, or "memory://" for a throwaway in-memory database (tests), which may
   * start from a snapshot (PGlite's dumpDataDir) instead of an empty cluster.
   */
  | { driver: "pglite"; dataDir: string; snapshot?: Blob };

const migrationsFolder = path.resolve(process.cwd(), "drizzle");
/** Any constant works; it only has to be the same in every instance. */
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === "postgres") {
    const max = 10;
    const pool = new pg.Pool({ connectionString: options.url, max });
    // An idle connection dropped by the server (restart, failover) must not crash
    // the process; the pool replaces it and /readyz reports the outage meanwhile.
    pool.on("error", (error) => logger.warn({ err: error }, "idle database connection lost"));
    // A connection lost while checked out (between a transaction's queries, say) emits
    // on the client itself: the query in progress fails on its own, the event must not
    // end the process.
    pool.on("connect", (client) => {
      client.on("error", (error) =>
        logger.warn({ err: error }, "database connection lost while in use"),
      );
    });
    const db = drizzleNodePostgres(pool, { schema, logger: tableAccessLogger });
    return {
      db,
      driver: "postgres",
      async migrate() {
        // Several instances may start at once: one migrates, the others wait.
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
          await migrateNodePostgres(db, { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
          client.release();
        }
      },
      ping: () => ping(db),
      connections: () => ({
        max,
        open: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }

  const inMemory = options.dataDir.startsWith("memory://");
  if (!inMemory) createPrivately(path.resolve(options.dataDir));
  const releaseLock = inMemory ? () => {} : lockDataDir(path.resolve(options.dataDir));
  let client: PGlite;
  try {
    client = inMemory
      ? await PGlite.create(options.dataDir, { loadDataDir: options.snapshot })
      : await PGlite.create(path.resolve(options.dataDir));
    // Once it exists: a new database's files are unpacked with their modes set
    // explicitly (0666), past the umask, and an older installation's may be open too.
    if (!inMemory) closeUp(path.resolve(options.dataDir));
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite(client, { schema, logger: tableAccessLogger });
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db),
    connections: () => ({ max: 1, open: 1 }),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * The embedded database's files hold password hashes and session tokens (its
 * write-ahead log too): only the server's user may read them. PGlite creates files
 * with the process's umask, so from here on the process creates private files (0600,
 * folders 0700: nothing else this process writes is meant for other users either).
 */
function createPrivately(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
}

/** Closes to other users whatever under `target` is open to them (folders 0700, files 0600). */
function closeUp(target: string): void {
  const stats = lstatSync(target);
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    if ((stats.mode & 0o077) !== 0) chmodSync(target, 0o700);
    for (const entry of readdirSync(target)) closeUp(path.join(target, entry));
  } else if ((stats.mode & 0o077) !== 0) {
    chmodSync(target, 0o600);
  }
}

/**
 * PGlite is one connection in one process; a second process on the same
 * directory (say `npm run user` while the server runs) would corrupt it. A lock
 * file holding the owner's pid refuses that, and a stale one (the owner was
 * killed) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = dataDirLockOwner(dataDir);
      if (owner !== null) {
        throw new Error(
          `The database in ${dataDir} is in use by process ${owner} (a running server?). ` +
            "Stop it first, or use the admin portal instead.",
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the database directory ${dataDir}`);
}

/** The pid in `${dataDir}.lock` if that process is alive and not this one, else null. */
export function dataDirLockOwner(dataDir: string): number | null {
  let owner: number;
  try {
    owner = Number(readFileSync(`${dataDir}.lock`, "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(owner) || owner <= 0 || owner === process.pid) return null;
  try {
    process.kill(owner, 0);
    return owner;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? owner : null;
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
