import { ensureInitialAdmin } from "~/features/auth/accounts.server";
import { seedDemoContent } from "~/startup/seed/seed.server";
import { env } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";
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
  await createFirstAdmin(handle);
  return handle;
}

/**
 * With no admin account yet (the very first start), create one and print its
 * one-time password to the console, once. Not through the logger: log lines
 * are kept and shipped, and a password must not be.
 */
async function createFirstAdmin(handle: DatabaseHandle): Promise<void> {
  let credentials: Awaited<ReturnType<typeof ensureInitialAdmin>>;
  try {
    credentials = await ensureInitialAdmin(handle.db, env.INITIAL_ADMIN_EMAIL);
  } catch (error) {
    // Another instance starting at the same moment may have created it first.
    logger.warn({ err: error }, "could not create the first admin account");
    return;
  }
  if (!credentials) return;
  logger.info({ email: credentials.email }, "created the first admin account");
  const lines = [
    "",
    "  First start: an admin account was created for the staff portal (/admin/login).",
    `    E-mail:            ${credentials.email}`,
    `    One-time password: ${credentials.password}`,
    "  Sign in and choose a new password. This is shown only once.",
    "",
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}
