import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isolatedServerEnv } from "../../scripts/lib/server-process";

/*
 * A production server needs its public address (SITE_URL): links in e-mails start with it.
 * Without it the server refuses to start and says which setting is missing; `npm start`
 * names http://localhost:3000 itself, so it keeps working on a fresh machine.
 */

const repoRoot = path.resolve(import.meta.dirname, "../..");

describe("SITE_URL in production", () => {
  it("is required: node server.js exits with a message naming it", () => {
    const workDir = mkdtempSync(path.join(tmpdir(), "clinic-site-url-"));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, ...isolatedServerEnv(workDir, 0) };
      delete env.SITE_URL;
      const run = spawnSync(process.execPath, ["server.js"], {
        cwd: repoRoot,
        env,
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(`${run.stdout}${run.stderr}`).toMatch(
        /SITE_URL: is required when NODE_ENV=production/,
      );
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  });

  it("is set by npm start and npm run serve, unless given", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    for (const name of ["start", "serve"]) {
      expect(scripts[name]).toContain(
        "NODE_ENV=production SITE_URL=${SITE_URL:-http://localhost:3000} node server.js",
      );
    }
  });
});
