import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  createAccountWithCli,
  freePort,
  isolatedServerEnv,
  startServerProcess,
} from "../../scripts/lib/server-process";
import { fixtureAccounts } from "./fixtures";

/**
 * Starts the production server (npm run build must have run) on a free port
 * with a fresh PGlite directory, and hands its URL to the tests through
 * E2E_BASE_URL. Its log goes to E2E_SERVER_LOG and its e-mails to
 * E2E_OUTBOX_DIR so tests can read them. With E2E_BASE_URL already set, the
 * tests run against that server instead (tests that read the log or the outbox
 * then need E2E_SERVER_LOG / E2E_OUTBOX_DIR too).
 *
 * Before the server starts, the command line creates the fixture accounts
 * (fixtureAccounts: a content editor and a user) in the same database. No
 * admin is created, so the server makes the first-start admin and prints its
 * one-time password to the log, as on a real first start.
 */
export default async function globalSetup() {
  // Pointed at a server that is already running (e.g. `npm run dev`): use it as it is.
  if (process.env.E2E_BASE_URL) return;
  const workDir = mkdtempSync(path.join(tmpdir(), "clinic-e2e-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...isolatedServerEnv(workDir, port),
    // The default origin (http://localhost:3000), not the test server's: tests must not
    // depend on absolute URLs pointing at the server they talk to.
    SITE_URL: "",
    INITIAL_ADMIN_EMAIL: "",
  };
  const log = createWriteStream(path.join(workDir, "accounts.log"));
  for (const account of Object.values(fixtureAccounts)) {
    await createAccountWithCli({ ...process.env, ...env }, account, log);
  }
  log.end();

  const server = await startServerProcess({ env, workDir });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_SERVER_LOG = server.logFile;
  process.env.E2E_OUTBOX_DIR = env.OUTBOX_DIR;

  return async () => {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
