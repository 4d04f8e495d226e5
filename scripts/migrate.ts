/**
 * Applies the committed migrations (./drizzle) to the configured database and exits:
 *
 *   npm run migrate
 *
 * The server does the same at every start (app/startup/startup.server.ts); this is for a
 * release step that migrates before the new instances start, or to bring a restored or
 * copied database up to date. Uses DATABASE_URL (PostgreSQL: the advisory lock lets it run
 * beside the instances), or the PGlite directory (stop the server first).
 */
import { appliedMigration, codeMigrations } from "../app/platform/backup/migrations.server";
import { closeDatabase, getDatabase } from "../app/platform/db/db.server";

let exitCode = 0;
try {
  // The process's database, opened as the server opens it, and migrated the same way.
  const handle = await getDatabase();
  const before = await appliedMigration(handle.db);
  const known = await codeMigrations();
  const latest = known.at(-1);
  if (before && before.tag === null) {
    // Drizzle would skip everything; say why rather than report success.
    console.error(
      "The database was migrated by a newer release than this one; nothing was changed. " +
        "Run that release, or restore a backup taken before the upgrade (docs/deployment.md).",
    );
    exitCode = 1;
  } else {
    await handle.migrate();
    const after = await appliedMigration(handle.db);
    const applied = known.filter((level) => level.createdAt > (before?.createdAt ?? 0)).length;
    console.log(
      applied === 0
        ? `The database is up to date (migration ${after?.tag ?? latest?.tag ?? "none"}).`
        : `Applied ${applied} migration${applied === 1 ? "" : "s"}; the database is at ${after?.tag ?? "?"}.`,
    );
  }
} catch (error) {
  // A PGlite directory held by a running server, an unreachable PostgreSQL: one line.
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await closeDatabase().catch(() => {});
}
process.exit(exitCode);
