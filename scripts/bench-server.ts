/**
 * Shared by the benchmark scripts (bench-lighthouse.ts, bench-load.ts): build
 * the app, start the production server on a free port with throwaway data (the
 * seed creates the demo content), stop it, read a process's memory, describe
 * the machine, and rewrite one script's own section of docs/benchmarks.md.
 *
 * Paths are relative to the repository this file is in, never to the caller's
 * working directory.
 */
import { spawn, type ChildProcess } from "node:child_process";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const benchmarksFile = path.join(repoRoot, "docs", "benchmarks.md");

/* ----------------------------------------------------------------------------
 * Clean-up on exit and on Ctrl-C: servers, browsers and temp dirs never outlive the run.
 * ------------------------------------------------------------------------- */

const cleanups: Array<() => Promise<void> | void> = [];

/** Registers work to undo at the end (run in reverse order by runCleanups or on a signal). */
export function onCleanup(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}

/** Runs a benchmark's main, then its clean-ups, and exits with its code (1 if it threw). */
export function runBenchmark(main: () => Promise<number>): void {
  main()
    .catch((error: unknown) => {
      console.error(error);
      return 1;
    })
    .then(async (code) => {
      await runCleanups();
      process.exit(code);
    });
}

/** The installed version of a package, from its package.json under node_modules. */
export function installedVersion(name: string): string {
  try {
    const manifest = path.join(repoRoot, "node_modules", name, "package.json");
    return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
}

export async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    try {
      await cleanup?.();
    } catch (error) {
      console.error("clean-up failed:", error);
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping…`);
    void runCleanups().finally(() => process.exit(130));
  });
}

/* ----------------------------------------------------------------------------
 * Build, start, stop.
 * ------------------------------------------------------------------------- */

/** `npm run build` in the repository; its output is printed only if it fails. */
export async function buildApp(): Promise<void> {
  const started = Date.now();
  process.stdout.write("Building (npm run build)… ");
  const child = spawn("npm", ["run", "build"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) {
    console.log("failed");
    console.error(output);
    throw new Error(`npm run build exited with ${code}`);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  pid: number;
  logFile: string;
  stop: () => Promise<void>;
}

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

/**
 * Starts `NODE_ENV=production node server.js` (the build must exist) with a
 * fresh PGlite directory, outbox, uploads and auth secret under a temp dir, so
 * the first start seeds the demo content; waits for /healthz to answer "ok".
 *
 * The port is picked free here rather than PORT=0 so that SITE_URL can be the
 * server's real origin: canonical, hreflang and share URLs then point at the
 * page being measured, as on the live site.
 */
export async function startServer(options: { logLevel?: string } = {}): Promise<RunningServer> {
  if (!existsSync(path.join(repoRoot, "build", "server", "index.js"))) {
    throw new Error("No production build found: run without --no-build first.");
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), "clinic-bench-"));
  const logFile = path.join(workDir, "server.log");
  const log = createWriteStream(logFile);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: origin,
    PGLITE_DATA_DIR: path.join(workDir, "pglite"),
    OUTBOX_DIR: path.join(workDir, "outbox"),
    UPLOADS_DIR: path.join(workDir, "uploads"),
    AUTH_SECRET_FILE: path.join(workDir, "auth-secret"),
    SMTP_URL: "",
    DATABASE_URL: "",
    BETTER_AUTH_SECRET: "",
    SEED_DEMO_CONTENT: "true",
    LOG_LEVEL: options.logLevel ?? "info",
  };
  const child = spawn(process.execPath, ["server.js"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid === undefined) throw new Error("Could not start node server.js");
  const pid = child.pid;

  let exited = false;
  child.once("exit", () => (exited = true));
  const stop = async () => {
    if (!exited) {
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 15_000).unref();
      });
    }
    log.end();
    rmSync(workDir, { recursive: true, force: true });
  };
  onCleanup(stop);

  const listening = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start within 90 s; see ${logFile}`)),
      90_000,
    );
    child.stdout?.on("data", (chunk: Buffer) => {
      log.write(chunk);
      const match = /Server listening on (http:\/\/\S+)/.exec(chunk.toString());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => log.write(chunk));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before listening:\n${tail(logFile)}`));
    });
  });
  const listeningPort = new URL(listening).port;
  const url = `http://127.0.0.1:${listeningPort}`;
  await waitForHealthy(url, child);
  return { url, pid, logFile, stop };
}

async function waitForHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  let last = "";
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      last = `${response.status} ${await response.text()}`;
      if (response.ok) return;
    } catch (error) {
      last = String(error);
    }
    await sleep(250);
  }
  throw new Error(`${url}/healthz did not answer ok within 60 s (last: ${last})`);
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** GETs a page and returns its HTML; throws on a non-2xx status. */
export async function fetchHtml(url: string): Promise<string> {
  const response = await fetch(url, { redirect: "manual" });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

/* ----------------------------------------------------------------------------
 * Measurements about the machine and processes.
 * ------------------------------------------------------------------------- */

/** VmRSS (now) and VmHWM (peak) of a process in KiB, from /proc (Linux only). */
export function processMemory(pid: number): { rssKiB: number; peakKiB: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
    const rssKiB = field("VmRSS");
    const peakKiB = field("VmHWM");
    return Number.isFinite(rssKiB) && Number.isFinite(peakKiB) ? { rssKiB, peakKiB } : null;
  } catch {
    return null;
  }
}

/** "2 × Intel(R) Xeon(R) Processor, 7.8 GiB RAM, Linux 6.1.0 (x64)" */
export function machineDescription(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? "unknown CPU";
  const memory = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `${cpus.length} × ${model}, ${memory} GiB RAM, ${os.type()} ${os.release()} (${os.arch()})`;
}

/* ----------------------------------------------------------------------------
 * docs/benchmarks.md: each script owns the part between its two markers.
 * ------------------------------------------------------------------------- */

const fileIntro = [
  "# Benchmarks",
  "",
  "Written by the benchmark scripts; each rewrites only its own section (between its HTML",
  "comments). Figures depend on the machine and on what else runs on it: compare runs made on",
  "the same idle machine. The targets come from issue 7; the scripts print and record, they",
  "never fail on a missed target.",
  "",
].join("\n");

/**
 * Replaces the section named `name` (between `<!-- name:start -->` and
 * `<!-- name:end -->`) in docs/benchmarks.md, or appends it; other sections are
 * kept. The file is formatted with Prettier, so `npm run lint` stays clean.
 */
export async function writeSection(name: string, markdown: string): Promise<string> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n\n${markdown.trim()}\n\n${end}`;
  const current = existsSync(benchmarksFile) ? readFileSync(benchmarksFile, "utf8") : fileIntro;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from !== -1 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  const options = (await prettier.resolveConfig(benchmarksFile)) ?? {};
  const formatted = await prettier.format(next, { ...options, filepath: benchmarksFile });
  mkdirSync(path.dirname(benchmarksFile), { recursive: true });
  writeFileSync(benchmarksFile, formatted);
  return benchmarksFile;
}

/** A Markdown table from a header row and body rows (cells are escaped for pipes). */
export function markdownTable(header: string[], rows: string[][], align?: string[]): string {
  const cell = (value: string) => value.replaceAll("|", "\\|");
  const line = (cells: string[]) => `| ${cells.map(cell).join(" | ")} |`;
  const separator = `| ${header.map((_, index) => align?.[index] ?? "---").join(" | ")} |`;
  return [line(header), separator, ...rows.map(line)].join("\n");
}

/** How the figures were made, for the docs: the exact command and what it ran. */
export function describeCommand(npmScript: string, built: boolean): string {
  const args = process.argv.slice(2).join(" ");
  const command = `\`npm run ${npmScript}${args ? ` -- ${args}` : ""}\``;
  const build = built
    ? "runs `npm run build`, then starts"
    : "reuses the existing build and starts";
  return (
    `${command} (${build} \`NODE_ENV=production node server.js\` on a free port with a fresh` +
    " database seeded with the demo data)"
  );
}

/** The date and time of a run, e.g. "2025-11-22 01:45 UTC". */
export function runDate(date = new Date()): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
