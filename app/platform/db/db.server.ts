import { env } from "~/platform/env.server";
import { openDatabase, type DatabaseHandle } from "./client.server";

declare global {
  // Survives module reloads in development, so PGlite's single connection
  // is never opened twice on the same data directory.
  var __clinicDatabase: Promise<DatabaseHandle> | undefined;
}

/**
 * The application's database, opened once per process: PostgreSQL when DATABASE_URL
 * is set, otherwise the embedded PGlite under PGLITE_DATA_DIR. Migrations, demo
 * content and the first admin are the start-up's work (app/startup/startup.server.ts).
 */
export function getDatabase(): Promise<DatabaseHandle> {
  globalThis.__clinicDatabase ??= openDatabase(
    env.DATABASE_URL
      ? { driver: "postgres", url: env.DATABASE_URL }
      : { driver: "pglite", dataDir: env.PGLITE_DATA_DIR },
  );
  return globalThis.__clinicDatabase;
}

/** Closes the database if it was opened (PGlite flushes its files). */
export async function closeDatabase(): Promise<void> {
  const opened = globalThis.__clinicDatabase;
  globalThis.__clinicDatabase = undefined;
  await (await opened)?.close();
}
