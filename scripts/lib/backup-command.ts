import {
  BackupError,
  openInstallationDatabase,
  type BackupManifest,
} from "../../app/platform/backup/backup.server";
import type { DatabaseHandle } from "../../app/platform/db/client.server";
import { env } from "../../app/platform/env.server";

/**
 * Runs `npm run backup` / `npm run restore` on the configured database: opened (and
 * refused while a server holds a PGlite directory), always closed, and a refusal
 * (BackupError) printed as its message with exit code 1. Exits the process.
 */
export async function runBackupCommand(
  purpose: "backup" | "restore",
  work: (handle: DatabaseHandle) => Promise<void>,
): Promise<never> {
  let exitCode = 0;
  try {
    const handle = await openInstallationDatabase(purpose, {
      databaseUrl: env.DATABASE_URL,
      pgliteDataDir: env.PGLITE_DATA_DIR,
    });
    try {
      await work(handle);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    exitCode = 1;
  }
  process.exit(exitCode);
}

/** "  team_members: 6 rows", one line per table of the archive. */
export function tableLines(manifest: BackupManifest): string[] {
  return manifest.tables.map((table) => `  ${table.name}: ${plural(table.rows, "row")}`);
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
