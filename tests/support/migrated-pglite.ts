import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../../app/platform/db/client.server";

/*
 * What the tests make once per set of migrations and keep under node_modules/.cache (npm ci
 * starts it afresh): PGlite clusters with every migration applied. Free of Vitest, for the
 * server processes' helpers (scripts/lib), which the benchmarks and Playwright use too.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Where the PGlite snapshots (tests/support/databases.ts) and clusters are kept. */
export const pgliteCacheDir = path.join(repoRoot, "node_modules", ".cache", "clinic-test-pglite");

/** Names the committed migrations (drizzle/): anything made from them is remade when it changes. */
export function migrationsHash(): string {
  const drizzle = path.join(repoRoot, "drizzle");
  const migrations = createHash("sha256");
  for (const name of readdirSync(drizzle, { recursive: true, encoding: "utf8" }).sort()) {
    if (name.endsWith(".sql") || name.endsWith(".json")) {
      migrations.update(name).update(readFileSync(path.join(drizzle, name)));
    }
  }
  return migrations.digest("hex").slice(0, 16);
}

/**
 * Puts an empty, migrated PGlite cluster at `dataDir` (which must not exist yet), for a
 * server process or a command to open: a copy of a stopped cluster's directory, made once.
 * A server's first start on a new directory spends a few seconds of CPU on initdb (in
 * WebAssembly) and the migrations before its own start-up; on the copy it finds the
 * migrations applied and does the rest as on any first start (demo content, the first
 * admin, its keys). Tests of that very first start (tests/integration/safe-defaults.test.ts)
 * start on an empty directory instead.
 */
export async function copyMigratedPglite(dataDir: string): Promise<void> {
  if (existsSync(dataDir)) throw new Error(`${dataDir} exists already`);
  const cluster = await migratedPgliteCluster();
  mkdirSync(path.dirname(dataDir), { recursive: true });
  // The copy keeps the files' modes: 0700 folders and 0600 files, as the server makes them.
  cpSync(cluster, dataDir, { recursive: true });
}

async function migratedPgliteCluster(): Promise<string> {
  const cluster = path.join(pgliteCacheDir, `${migrationsHash()}.cluster`);
  // PG_VERSION is among the first files initdb writes; the rename below makes the whole
  // directory appear at once, so a directory with it is complete.
  if (existsSync(path.join(cluster, "PG_VERSION"))) return cluster;
  // Unique: worker threads share a pid.
  const partial = `${cluster}.${randomBytes(6).toString("hex")}.partial`;
  // openDatabase makes the process's files private from then on (its umask); not this one's.
  const umask = process.umask(0o077);
  try {
    const fresh = await openDatabase({ driver: "pglite", dataDir: partial });
    try {
      await fresh.migrate();
    } finally {
      await fresh.close();
    }
  } finally {
    process.umask(umask);
  }
  try {
    renameSync(partial, cluster);
  } catch (error) {
    // Another process made it meanwhile (a directory is not renamed over a full one).
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(path.join(cluster, "PG_VERSION"))) throw error;
  }
  // Earlier migrations' clusters are of no more use.
  for (const name of readdirSync(pgliteCacheDir)) {
    if (name.endsWith(".cluster") && name !== path.basename(cluster)) {
      rmSync(path.join(pgliteCacheDir, name), { recursive: true, force: true });
    }
  }
  return cluster;
}
