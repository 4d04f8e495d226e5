import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createWriteStream } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Starts the production server (npm run build must have run) on a free port
 * with a fresh PGlite directory, and hands its URL to the tests through
 * E2E_BASE_URL. Its log goes to E2E_SERVER_LOG and its e-mails to
 * E2E_OUTBOX_DIR so tests can read them. With E2E_BASE_URL already set, the
 * tests run against that server instead (tests that read the log or the outbox
 * then need E2E_SERVER_LOG / E2E_OUTBOX_DIR too).
 */
export default async function globalSetup() {
  // Pointed at a server that is already running (e.g. `npm run dev`): use it as it is.
  if (process.env.E2E_BASE_URL) return;
  if (!existsSync("build/server/index.js")) {
    throw new Error("No production build found: run `npm run build` first (npm test does).");
  }
  const workDir = mkdtempSync(path.join(tmpdir(), "clinic-e2e-"));
  const logFile = path.join(workDir, "server.log");
  const log = createWriteStream(logFile);

  const server = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      PGLITE_DATA_DIR: path.join(workDir, "pglite"),
      OUTBOX_DIR: path.join(workDir, "outbox"),
      SMTP_URL: "",
      DATABASE_URL: "",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });

  const baseURL = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("The server did not start within 60 s")),
      60_000,
    );
    server.stdout.on("data", (chunk: Buffer) => {
      log.write(chunk);
      const match = /Server listening on (http:\/\/\S+)/.exec(chunk.toString());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    });
    server.stderr.on("data", (chunk: Buffer) => log.write(chunk));
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before listening; see ${logFile}`));
    });
  });

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_SERVER_LOG = logFile;
  process.env.E2E_OUTBOX_DIR = path.join(workDir, "outbox");

  return async () => {
    await new Promise<void>((resolve) => {
      server.once("exit", () => resolve());
      server.kill("SIGTERM");
    });
    log.end();
    rmSync(workDir, { recursive: true, force: true });
  };
}
