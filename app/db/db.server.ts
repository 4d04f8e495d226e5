import { seedDemoContent } from "~/seed/seed.server";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { openDatabase, type DatabaseHandle } from "./client.server";

declare global {
  // Survives module reloads in development, so PGlite's single connection
  // is never opened twice on the same data directory.
  var __clinicDatabase: Promise<DatabaseHandle> | undefined;
}

/** The application's database: opened, migrated and (first run) seeded once per process. */
export function getDatabase(): Promise<DatabaseHandle> {
  globalThis.__clinicDatabase ??= prepareDatabase();
  return globalThis.__clinicDatabase;
}

async function prepareDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase(
    env.DATABASE_URL
      ? { driver: "postgres", url: env.DATABASE_URL }
      : { driver: "pglite", dataDir: env.PGLITE_DATA_DIR },
  );
  await handle.migrate();
  const seeded = env.SEED_DEMO_CONTENT ? await seedDemoContent(handle.db) : null;
  logger.info(
    { driver: handle.driver, seeded, dataDir: env.DATABASE_URL ? undefined : env.PGLITE_DATA_DIR },
    "database ready",
  );
  return handle;
}
