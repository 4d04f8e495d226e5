/**
 * A backup of the whole installation (the database and the uploads) in one archive:
 *
 *   npm run backup                      → ./backups/clinic-<UTC time>.tar.gz
 *   npm run backup -- --out <file>
 *
 * Uses DATABASE_URL (PostgreSQL: while the site runs) or the PGlite directory (stop
 * the server first), and the configured uploads storage. See app/backup/backup.server.ts.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  BackupError,
  createBackup,
  defaultBackupPath,
  openInstallationDatabase,
} from "../app/backup/backup.server";
import { storage } from "../app/media/storage.server";
import { env } from "../app/utils/env.server";

const usage = "Usage: npm run backup [-- --out <file.tar.gz>]";

let options: { out?: string; help?: boolean };
try {
  ({ values: options } = parseArgs({
    options: { out: { type: "string" }, help: { type: "boolean", short: "h" } },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}

const file = path.resolve(options.out ?? defaultBackupPath());
let exitCode = 0;
try {
  const handle = await openInstallationDatabase("backup", {
    databaseUrl: env.DATABASE_URL,
    pgliteDataDir: env.PGLITE_DATA_DIR,
  });
  try {
    const manifest = await createBackup({ db: handle.db, storage, file });
    const { size } = await stat(file);
    console.log(`Backup written to ${file} (${formatBytes(size)})`);
    console.log(`  database at migration ${manifest.migration.tag}`);
    for (const table of manifest.tables) {
      console.log(`  ${table.name}: ${plural(table.rows, "row")}`);
    }
    const { count, bytes } = manifest.uploads;
    console.log(`  uploads: ${plural(count, "file")}, ${formatBytes(bytes)}`);
  } finally {
    await handle.close();
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  exitCode = 1;
}
process.exit(exitCode);

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
