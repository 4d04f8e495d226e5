import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/*
 * The production server as a child process (`NODE_ENV=production node server.js`), for
 * the browser tests' setup, the benchmarks and the tests that need whole processes
 * (two instances, a crash). The build must exist (`npm run build`).
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export type ServerProcess = {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  pid: number;
  /** The temporary directory with the data, outbox, uploads and log (unless given). */
  workDir: string;
  logFile: string;
  /** The environment it was started with: pass it to `startServerProcess` to start it again. */
  env: NodeJS.ProcessEnv;
  /** SIGTERM (a clean shutdown) and wait; removes workDir unless `keep` is set. */
  stop(options?: { keep?: boolean }): Promise<void>;
  /** SIGKILL, as a crash or an out-of-memory kill would; workDir stays. */
  kill(): Promise<void>;
  /** Sends a signal without waiting (a drain under test); `exit` tells how it ended. */
  signal(signal: NodeJS.Signals): void;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export type ServerProcessOptions = {
  /** Overrides of the defaults below (a fresh PGlite under workDir, outbox, uploads, secret). */
  env?: NodeJS.ProcessEnv;
  /** Reuse a directory (a restart on the same data); by default a new temp directory. */
  workDir?: string;
  /** How long to wait for /readyz, in ms. */
  startTimeoutMs?: number;
  /**
   * On PGlite, a PGLITE_DATA_DIR that does not exist yet starts as a copy of an empty,
   * migrated cluster (tests/support/migrated-pglite.ts): the server skips initdb and the
   * migrations, a few seconds of CPU, and does the rest of a first start itself. For tests
   * that want a new server, not its very first start.
   */
  migratedPglite?: boolean;
};

/** A TCP port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The defaults for a throwaway instance whose files all live under workDir. */
export function isolatedServerEnv(workDir: string, port: number): NodeJS.ProcessEnv {
  return {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    // The real origin, so canonical and share URLs point at the page served.
    SITE_URL: `http://127.0.0.1:${port}`,
    PGLITE_DATA_DIR: path.join(workDir, "pglite"),
    OUTBOX_DIR: path.join(workDir, "outbox"),
    UPLOADS_DIR: path.join(workDir, "uploads"),
    // Never ./data/…: a run leaves nothing behind in the checkout.
    AUTH_SECRET_FILE: path.join(workDir, "auth-secret"),
    MESSAGE_KEY_FILE: path.join(workDir, "message-key"),
    INITIAL_ADMIN_PASSWORD_FILE: path.join(workDir, "initial-admin-password"),
    SMTP_URL: "",
    DATABASE_URL: "",
    BETTER_AUTH_SECRET: "",
    LOG_LEVEL: "info",
  };
}

/**
 * Starts the production server and waits until /readyz answers 200 (started, with its
 * database and object store answering). With
 * `options.env.PORT` unset a free port is picked here, so SITE_URL can name it.
 */
export async function startServerProcess(
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  if (!existsSync(path.join(repoRoot, "build", "server", "index.js"))) {
    throw new Error("No production build found: run `npm run build` first.");
  }
  const workDir = options.workDir ?? mkdtempSync(path.join(os.tmpdir(), "clinic-server-"));
  const port = Number(options.env?.PORT ?? (await freePort()));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...isolatedServerEnv(workDir, port),
    ...options.env,
    PORT: String(port),
  };
  const dataDir = path.resolve(repoRoot, env.PGLITE_DATA_DIR ?? "");
  if (options.migratedPglite && !env.DATABASE_URL && !existsSync(dataDir)) {
    // Imported only here: it opens a database in this process, which Playwright's never does.
    const { copyMigratedPglite } = await import("../../tests/support/migrated-pglite");
    await copyMigratedPglite(dataDir);
  }
  const logFile = path.join(workDir, `server-${port}.log`);
  const log = createWriteStream(logFile, { flags: "a" });
  const child = spawn(process.execPath, ["server.js"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid === undefined) throw new Error("Could not start node server.js");
  child.stdout?.on("data", (chunk: Buffer) => log.write(chunk));
  child.stderr?.on("data", (chunk: Buffer) => log.write(chunk));
  // Settled once the process has ended and every line it wrote is in the log file
  // ("close" comes after its output pipes are drained; "exit" can come before).
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => log.end(() => resolve({ code, signal }))),
  );
  const exited = exit.then(() => undefined);
  const url = `http://127.0.0.1:${port}`;

  const finish = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      if (signal === "SIGTERM") setTimeout(() => child.kill("SIGKILL"), 15_000).unref();
    }
    await exited;
  };

  try {
    await waitForReady(url, child, logFile, options.startTimeoutMs ?? 90_000);
  } catch (error) {
    await finish("SIGKILL");
    throw error;
  }
  return {
    url,
    pid: child.pid,
    workDir,
    logFile,
    env,
    async stop({ keep = false } = {}) {
      await finish("SIGTERM");
      if (!keep && !options.workDir) rmSync(workDir, { recursive: true, force: true });
    },
    kill: () => finish("SIGKILL"),
    signal(signal) {
      child.kill(signal);
    },
    exit,
  };
}

async function waitForReady(
  url: string,
  child: ChildProcess,
  logFile: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}):\n${tail(logFile)}`,
      );
    }
    try {
      // The port opens before the start-up is done: /readyz says 503 until it is.
      const response = await fetch(`${url}/readyz`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    // Often: every start waits here, and a 503 while starting costs the server next to nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server was not ready (/readyz) within ${timeoutMs} ms:\n${tail(logFile)}`);
}

/** The last lines of a log, for error messages. */
export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/**
 * `npm run user -- create …` against the database `env` names, as an operator would run
 * it (before or beside a server): the command the build compiled (build/cli/user.js), on
 * this process's Node. Its output goes to `log` when given.
 */
export function createAccountWithCli(
  env: NodeJS.ProcessEnv,
  account: { email: string; password: string; role: string },
  log?: NodeJS.WritableStream,
): Promise<void> {
  const command = path.join(repoRoot, "build", "cli", "user.js");
  if (!existsSync(command)) {
    return Promise.reject(new Error("No build of the commands found: run `npm run build` first."));
  }
  const cli = spawn(
    process.execPath,
    [
      command,
      "create",
      "--email",
      account.email,
      "--role",
      account.role,
      "--password",
      account.password,
    ],
    { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    log?.write(chunk);
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

/**
 * Signs in through the staff login form, as a browser without JavaScript does, from a
 * client address of its own; returns the Cookie header for the session.
 */
export async function signInThroughForm(
  url: string,
  account: { email: string; password: string },
  clientIp = "198.51.100.7",
): Promise<string> {
  const response = await fetch(`${url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "x-forwarded-for": clientIp },
    body: new URLSearchParams({ intent: "sign-in", ...account }),
  });
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair.includes("session_token="));
  if (response.status !== 302 || cookies.length === 0) {
    throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  }
  return cookies.join("; ");
}

/**
 * Waits until a server's log file has a line containing `text` (a step the test must not
 * act before, such as the start of a drain); throws after `timeoutMs`.
 */
export async function waitForLogLine(logFile: string, text: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const log = existsSync(logFile) ? readFileSync(logFile, "utf8") : "";
    if (log.split("\n").some((line) => line.includes(text))) return;
    if (Date.now() > deadline) throw new Error(`no log line with "${text}" in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
