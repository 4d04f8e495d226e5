/**
 * Restores a backup made by `npm run backup` into an EMPTY installation:
 *
 *   npm run restore -- <file.tar.gz>
 *
 * Into the configured database (DATABASE_URL, or PGLITE_DATA_DIR; migrated as needed)
 * and uploads storage, before the server is first started on them. Refuses a database
 * with rows, a storage with files, and a damaged archive, and then changes nothing.
 */
import { parseArgs } from "node:util";
import { restoreBackup } from "../app/platform/backup/backup.server";
import { storage } from "../app/platform/storage/storage.server";
import { plural, runBackupCommand, tableLines } from "./lib/backup-command";

const usage = "Usage: npm run restore -- <file.tar.gz>";

let file: string | undefined;
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (positionals.length !== 1) throw new Error("Name one backup file.");
  file = positionals[0];
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}

await runBackupCommand("restore", async (handle) => {
  const { manifest, migratedTo } = await restoreBackup({ handle, storage, file: file ?? "" });
  console.log(`Restored the backup of ${manifest.createdAt}`);
  for (const line of tableLines(manifest)) console.log(line);
  console.log(`  uploads: ${plural(manifest.uploads.count, "file")}`);
  console.log(
    migratedTo === manifest.migration.tag
      ? `  database at migration ${migratedTo}`
      : `  database migrated from ${manifest.migration.tag} to ${migratedTo}`,
  );
});
