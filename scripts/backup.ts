/**
 * A backup of the whole installation (the database and the uploads) in one archive:
 *
 *   npm run backup                      → ./backups/clinic-<UTC time>.tar.gz
 *   npm run backup -- --out <file>
 *
 * Uses DATABASE_URL (PostgreSQL: while the site runs) or the PGlite directory (stop
 * the server first), and the configured uploads storage. See app/platform/backup/backup.server.ts.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup, defaultBackupPath } from "../app/platform/backup/backup.server";
import { formatFileSize } from "../app/features/media";
import { storage } from "../app/platform/storage/storage.server";
import { plural, runBackupCommand, tableLines } from "./lib/backup-command";

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
await runBackupCommand("backup", async (handle) => {
  const manifest = await createBackup({ db: handle.db, storage, file });
  const { size } = await stat(file);
  console.log(`Backup written to ${file} (${formatFileSize(size)})`);
  console.log(`  database at migration ${manifest.migration.tag}`);
  for (const line of tableLines(manifest)) console.log(line);
  const { count, bytes } = manifest.uploads;
  console.log(`  uploads: ${plural(count, "file")}, ${formatFileSize(bytes)}`);
});
