import { chmodSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../../scripts/lib/server-process";
import { createPostgresDatabase, hasPostgres } from "../support/databases";

/*
 * What a production start does without being told: the first admin's one-time
 * password is not left in a log, the embedded database is private to the server's
 * user, and a production PostgreSQL receives no demo content unless asked.
 */

const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

function logLines(server: ServerProcess): { msg?: string; file?: string }[] {
  return readFileSync(server.logFile, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg?: string; file?: string });
}

/** Every file and folder under `root`, with its permission bits. */
function modes(root: string): { target: string; mode: number; directory: boolean }[] {
  const found: { target: string; mode: number; directory: boolean }[] = [];
  const walk = (target: string) => {
    const stats = statSync(target);
    found.push({ target, mode: stats.mode & 0o777, directory: stats.isDirectory() });
    if (stats.isDirectory())
      for (const entry of readdirSync(target)) walk(path.join(target, entry));
  };
  walk(root);
  return found;
}

describe("a first production start on the embedded database", () => {
  it("puts the one-time password in a 0600 file the log names, never in the log", async () => {
    const server = await startServerProcess({ env: { INITIAL_ADMIN_EMAIL: "first@clinic.test" } });
    started.push(server);
    const line = logLines(server).find((entry) =>
      entry.msg?.startsWith("the first admin's one-time password is in"),
    );
    expect(line?.file).toBe(path.join(server.workDir, "initial-admin-password"));
    const file = line?.file ?? "";
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = /One-time password: +(\S+)/.exec(readFileSync(file, "utf8"))?.[1];
    expect(password).toMatch(/^\S{12,}$/);
    expect(readFileSync(server.logFile, "utf8")).not.toContain(password);
    expect(readFileSync(file, "utf8")).toContain("first@clinic.test");
  }, 60_000);

  it("keeps the database folder 0700 and its files 0600, and closes up older ones at start", async () => {
    const server = await startServerProcess();
    const dataDir = path.join(server.workDir, "pglite");
    const afterFirstStart = modes(dataDir);
    expect(afterFirstStart.length).toBeGreaterThan(10);
    expect(
      afterFirstStart.filter(({ mode, directory }) => mode !== (directory ? 0o700 : 0o600)),
    ).toEqual([]);

    // An installation from before: its files open to everyone.
    await server.stop({ keep: true });
    for (const { target, directory } of modes(dataDir)) {
      chmodSync(target, directory ? 0o777 : 0o666);
    }
    const again = await startServerProcess({ workDir: server.workDir, env: server.env });
    started.push(again);
    expect(
      modes(dataDir).filter(({ mode, directory }) => mode !== (directory ? 0o700 : 0o600)),
    ).toEqual([]);
    // And it still works.
    expect((await fetch(`${again.url}/team`)).status).toBe(200);
  }, 90_000);
});

describe.skipIf(!hasPostgres)("a first production start on PostgreSQL", () => {
  it("adds no demo content unless SEED_DEMO_CONTENT=true", async () => {
    const plain = await createPostgresDatabase();
    const asked = await createPostgresDatabase();
    try {
      const servers = await Promise.all([
        startServerProcess({ env: { DATABASE_URL: plain.url } }),
        startServerProcess({ env: { DATABASE_URL: asked.url, SEED_DEMO_CONTENT: "true" } }),
      ]);
      started.push(...servers);
      const count = async (url: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const { rows } = await client.query<{ n: string }>(
            "select (select count(*) from team_members) + (select count(*) from blog_posts) as n",
          );
          return Number(rows[0]?.n);
        } finally {
          await client.end();
        }
      };
      expect(await count(plain.url)).toBe(0);
      expect(await count(asked.url)).toBeGreaterThan(0);
    } finally {
      await Promise.all(started.splice(0).map((server) => server.stop()));
      await Promise.all([plain.drop(), asked.drop()]);
    }
  }, 120_000);
});
