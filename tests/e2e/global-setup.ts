import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
  if (!existsSync("build/server/index.js")) {
    throw new Error("No production build found: run `npm run build` first (npm test does).");
  }
  const workDir = mkdtempSync(path.join(tmpdir(), "clinic-e2e-"));
  const logFile = path.join(workDir, "server.log");
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    PGLITE_DATA_DIR: path.join(workDir, "pglite"),
    OUTBOX_DIR: path.join(workDir, "outbox"),
    UPLOADS_DIR: path.join(workDir, "uploads"),
    // Never ./data/auth-secret: the run leaves nothing behind in the checkout.
    AUTH_SECRET_FILE: path.join(workDir, "auth-secret"),
    SMTP_URL: "",
    DATABASE_URL: "",
    BETTER_AUTH_SECRET: "",
    INITIAL_ADMIN_EMAIL: "",
    LOG_LEVEL: "info",
  };

  for (const account of Object.values(fixtureAccounts)) {
    await createAccountWithCli(env, account, log);
  }

  const server = spawn(process.execPath, ["server.js"], {
    env,
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

/** `npm run user -- create …` against the server's database, as an operator would run it. */
function createAccountWithCli(
  env: NodeJS.ProcessEnv,
  account: { email: string; password: string; role: string },
  log: NodeJS.WritableStream,
): Promise<void> {
  const cli = spawn(
    path.join("node_modules", ".bin", "tsx"),
    [
      "scripts/user.ts",
      "create",
      "--email",
      account.email,
      "--role",
      account.role,
      "--password",
      account.password,
    ],
    { env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk);
  };
  cli.stdout.on("data", collect);
  cli.stderr.on("data", collect);
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      cli.kill("SIGTERM");
      reject(new Error(`Creating ${account.email} with the CLI took over 60 s:\n${output}`));
    }, 60_000);
    cli.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    cli.once("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`The CLI exited with ${code} creating ${account.email}:\n${output}`));
    });
  });
}
