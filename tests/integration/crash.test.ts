import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseOptions } from "~/platform/db/client.server";
import { contactMessages } from "~/platform/db/schema";
import { openRow } from "~/features/inbox/sealed-messages.server";
import { startServerProcess, type ServerProcess } from "../../scripts/lib/server-process";
import { createPostgresDatabase, hasPostgres } from "../support/databases";

/*
 * No acknowledged write is lost: while contact messages stream in, the server is
 * killed with SIGKILL (no shutdown, no flush), started again on the same data, and
 * every message whose post had been answered 200 must be stored, exactly once.
 * Runs the production build (npm test builds first) as real processes.
 */

const SENDERS = 6;
/** Acknowledged messages to wait for before the kill, so the kill lands mid-stream. */
const ACKNOWLEDGED_BEFORE_KILL = 30;

type Setup = { env: NodeJS.ProcessEnv; database: DatabaseOptions; cleanup(): Promise<void> };

const drivers: { name: string; setup(workDir: string): Promise<Setup> }[] = [
  {
    name: "pglite",
    async setup(workDir) {
      const dataDir = path.join(workDir, "pglite");
      return {
        env: { PGLITE_DATA_DIR: dataDir },
        database: { driver: "pglite", dataDir },
        cleanup: async () => {},
      };
    },
  },
];
if (hasPostgres) {
  drivers.push({
    name: "postgres",
    async setup() {
      const database = await createPostgresDatabase();
      return {
        env: { DATABASE_URL: database.url },
        database: { driver: "postgres", url: database.url },
        cleanup: () => database.drop(),
      };
    },
  });
}

describe.each(drivers)("a server killed mid-write on $name", ({ setup }) => {
  const workDir = mkdtempSync(path.join(tmpdir(), "clinic-crash-"));
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it("keeps every message it acknowledged, once, and starts again", async () => {
    const { env, database, cleanup } = await setup(workDir);
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess({
        workDir,
        env: {
          ...env,
          SEED_DEMO_CONTENT: "false",
          LOG_LEVEL: "warn",
          // The test reads the stored messages with the same key (vitest.config.ts).
          MESSAGE_ENCRYPTION_KEYS: process.env.MESSAGE_ENCRYPTION_KEYS,
        },
      });
      const { url } = server;

      const acknowledged: string[] = [];
      let sent = 0;
      let killed = false;
      const sender = async (id: number) => {
        for (let n = 0; !killed; n += 1) {
          const token = `crash-${id}-${n}`;
          sent += 1;
          try {
            const response = await fetch(`${url}/contact`, {
              method: "POST",
              body: new URLSearchParams({
                name: "Crash Test",
                email: "crash@example.com",
                message: `Crash test message ${token}`,
              }),
              // One client address per message: the rate limit is not under test here.
              headers: { "x-forwarded-for": `10.${id}.${Math.floor(n / 250)}.${(n % 250) + 1}` },
            });
            await response.text();
            if (response.status === 200) acknowledged.push(token);
            else if (!killed) throw new Error(`${token} answered ${response.status}`);
          } catch (error) {
            if (!killed) throw error;
          }
        }
      };
      const senders = Array.from({ length: SENDERS }, (_, id) => sender(id));

      const deadline = Date.now() + 60_000;
      while (acknowledged.length < ACKNOWLEDGED_BEFORE_KILL && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      // From here on, a post that fails or goes unanswered was never acknowledged.
      killed = true;
      await server.kill();
      await Promise.all(senders);
      const acknowledgedAtKill = [...acknowledged];

      // Starts again on the same data (a stale PGlite lock file is no obstacle),
      // answers, and stops cleanly so the test can open the database itself.
      server = await startServerProcess({ workDir, env: server.env });
      const health = await fetch(`${server.url}/healthz`);
      expect(await health.text()).toBe("ok");
      await server.stop({ keep: true });
      server = undefined;

      const handle = await openDatabase(database);
      try {
        const rows = await handle.db.select().from(contactMessages);
        const stored = new Map<string, number>();
        for (const row of rows) {
          const token = /crash-\d+-\d+/.exec(openRow("contact_messages", row).message)?.[0] ?? "";
          stored.set(token, (stored.get(token) ?? 0) + 1);
        }
        const lost = acknowledgedAtKill.filter((token) => stored.get(token) !== 1);
        expect(lost, `${lost.length} of ${acknowledgedAtKill.length} acknowledged`).toEqual([]);
        // Nothing stored twice, and nothing that was never sent.
        expect([...stored.values()].every((times) => times === 1)).toBe(true);
        expect(rows.length).toBeLessThanOrEqual(sent);
      } finally {
        await handle.close();
      }
    } finally {
      await server?.kill();
      await cleanup();
    }
  }, 240_000);
});
