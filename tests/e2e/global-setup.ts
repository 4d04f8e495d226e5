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
import { e2eProjects, serverEnvNames, type E2eProject } from "./servers";

/**
 * Starts the production server (npm run build must have run) twice, on free ports
 * with fresh PGlite directories: one for the public site's tests, one for the staff
 * portal's, whose edits (posts, members, the lab catalog) would otherwise change what
 * the public tests read. So the two projects run side by side, and a failure in one
 * hides nothing in the other. Each server's URL, log and outbox are handed to its
 * project's workers (fixtures.ts) through E2E_<PROJECT>_BASE_URL, _SERVER_LOG and
 * _OUTBOX_DIR. With E2E_BASE_URL already set, every test runs against that server
 * instead (tests that read the log or the outbox then need E2E_SERVER_LOG and
 * E2E_OUTBOX_DIR too).
 *
 * Before each server starts, the command line creates the fixture accounts
 * (fixtureAccounts: a content editor and a user) in its database. No admin is
 * created, so the server makes the first-start admin and prints its one-time
 * password to the log, as on a real first start.
 */
export default async function globalSetup() {
  // Pointed at a server that is already running (e.g. `npm run dev`): use it as it is.
  if (process.env.E2E_BASE_URL) return;
  const servers = await Promise.all(e2eProjects.map(startProjectServer));
  return async () => {
    await Promise.all(servers.map((stop) => stop()));
  };
}

async function startProjectServer(project: E2eProject): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(path.join(tmpdir(), `clinic-e2e-${project}-`));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...isolatedServerEnv(workDir, port),
    // The default origin (http://localhost:3000), not the test server's: tests must not
    // depend on absolute URLs pointing at the server they talk to.
    SITE_URL: "http://localhost:3000",
    INITIAL_ADMIN_EMAIL: "",
  };
  const log = createWriteStream(path.join(workDir, "accounts.log"));
  for (const account of Object.values(fixtureAccounts)) {
    await createAccountWithCli({ ...process.env, ...env }, account, log);
  }
  log.end();

  const server = await startServerProcess({ env, workDir });
  const names = serverEnvNames(project);
  process.env[names.baseUrl] = server.url;
  process.env[names.serverLog] = server.logFile;
  process.env[names.outboxDir] = env.OUTBOX_DIR;

  return async () => {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
