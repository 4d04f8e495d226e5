/**
 * Shared by the benchmark scripts (bench-lighthouse.ts, bench-load.ts, …): build
 * the app, start the production server on a free port with throwaway data (the
 * seed creates the demo content), stop it, read a process's memory, describe
 * the machine, and rewrite one script's own section of docs/benchmarks.md.
 *
 * Paths are relative to the repository this file is in, never to the caller's
 * working directory.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as prettier from "prettier";
import { freePort, repoRoot, startServerProcess, type ServerProcess } from "./lib/server-process";

export { freePort, repoRoot };

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

export type RunningServer = Pick<ServerProcess, "url" | "pid" | "logFile"> & {
  stop: () => Promise<void>;
};

/**
 * Starts the production server (scripts/lib/server-process.ts) with throwaway data,
 * so the first start seeds the demo content, and stops it at clean-up.
 */
export async function startServer(options: { logLevel?: string } = {}): Promise<RunningServer> {
  const server = await startServerProcess({
    env: { SEED_DEMO_CONTENT: "true", LOG_LEVEL: options.logLevel ?? "info" },
  });
  const stop = () => server.stop();
  onCleanup(stop);
  return { url: server.url, pid: server.pid, logFile: server.logFile, stop };
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

/**
 * The first link on a list page to one of its items, e.g. /pt/team/3 (a sample of a
 * dynamic route). The whole document is searched: streamed rows arrive after </main>,
 * in hidden templates.
 */
export async function findSample(origin: string, listPath: string): Promise<string | null> {
  const html = await fetchHtml(`${origin}${listPath}`);
  const prefix = `${listPath}/`.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // An item's path: one segment after the list's, no file extension (skips feeds and images).
  const link = new RegExp(`href="(${prefix}[^"/?#.]+)"`).exec(html);
  return link?.[1] ?? null;
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
  "the same idle machine. The targets are in docs/decisions/006; the scripts print and record, they",
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
