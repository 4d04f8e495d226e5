/**
 * Throughput and latency of the production server next to a static file server
 * holding the same pages' HTML, in the same run: `npm run bench:load`.
 *
 *   npm run bench:load [-- --duration 10] [--warmup 2] [--connections 1,64]
 *                      [--only /,/team] [--static auto|nginx|node] [--no-build]
 *
 * Builds (npm run build), starts the production server with the demo data
 * (scripts/bench-server.ts), saves the HTML of each path to files under a temp
 * dir and serves them with nginx when `nginx` is installed (a generated minimal
 * config: one worker per core, sendfile, no access log), else with a minimal
 * Node static server (node:http, files held in memory) in its own process.
 * Then, one path and one connection count at a time, autocannon loads the
 * server and the static server in turn (a warm-up, then the measured run;
 * no Accept-Encoding on either side, so nothing is compressed; response bodies
 * are counted, not kept: see the note at `requestQueue` below) and prints
 * req/s, p50, p99, errors and the server/static ratio, then the server's
 * memory (VmRSS now, VmHWM peak). The table also goes into its own section
 * of docs/benchmarks.md.
 *
 * Options:
 *   --duration <s>      measured seconds per cell (default 10)
 *   --warmup <s>        unmeasured seconds before each (default 2)
 *   --connections <n,…> connection counts (default 1,64)
 *   --only <path,…>     other paths than /, /team, /health-tips, /lab-tests, /pt
 *   --static <which>    auto (nginx if installed, else Node), nginx or node
 *   --no-build          reuse the existing build/
 *
 * The targets (server throughput ≥ 30% of the static server's, p99 < 50 ms at
 * 64 connections, zero errors) are printed next to the figures, never enforced: it exits 0
 * unless the tooling itself fails. autocannon runs in this process on the same
 * machine, so on few cores the load generator competes with both servers: the
 * ratio is only meaningful between servers measured in the same run.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  accessSync,
  chmodSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  buildApp,
  describeCommand,
  freePort,
  installedVersion,
  machineDescription,
  markdownTable,
  onCleanup,
  processMemory,
  repoRoot,
  runBenchmark,
  runDate,
  sleep,
  startServer,
  writeSection,
} from "./bench-server";

const defaultPaths = ["/", "/team", "/health-tips", "/lab-tests", "/pt"];

const targets = { ratio: 0.3, p99Ms: 50, p99AtConnections: 64, shapeShare: 0.5, missCpuMs: 20 };

/* autocannon (CommonJS, no bundled types): the part of its API used here. */
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  pipelining?: number;
  headers?: Record<string, string>;
  /** Replaces each "[<id>]" in the request with a fresh random id. */
  idReplacement?: boolean;
}
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
}
const require = createRequire(import.meta.url);
const autocannon = require("autocannon") as (
  options: AutocannonOptions,
) => PromiseLike<AutocannonResult>;

/*
 * autocannon appends every response body to a JS string (`body += chunk`), for its
 * body checks, which this bench does not use. Decoding 40–100 KB of UTF-8 per
 * response made the load generator the bottleneck: the home page with its five
 * non-ASCII characters (–, ê, ©) loaded 6 times slower than the same bytes in
 * ASCII, whichever server sent them. Bytes are counted elsewhere (addByteCount),
 * so the queue keeps no bodies here, and both servers are measured by the same
 * lighter client.
 */
const { prototype: requestQueue } = require("autocannon/lib/pipelinedRequestsQueue") as {
  prototype: { addBody: (data: Buffer) => void };
};
requestQueue.addBody = () => {};

/* The static file server ----------------------------------------------------- */

interface StaticServer {
  url: string;
  description: string;
  stop: () => Promise<void>;
}

interface SavedPage {
  path: string;
  /** file name under the document root */
  file: string;
  body: Buffer;
  contentType: string;
}

function fileNameFor(pagePath: string): string {
  return pagePath === "/" ? "index.html" : `${pagePath.slice(1).replaceAll("/", "__")}.html`;
}

function findOnPath(command: string): string | null {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"];
  for (const dir of dirs.filter(Boolean)) {
    const candidate = path.join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

async function waitForHttp(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${what} did not answer ${url} within 15 s`);
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

/**
 * nginx in the foreground with a generated config under `dir`: one worker per
 * core, sendfile, no access log, keep-alive connections never recycled (Node's
 * server does not recycle them either), each page at its path with the
 * server's Content-Type.
 */
async function startNginx(nginx: string, dir: string, pages: SavedPage[]): Promise<StaticServer> {
  const port = await freePort();
  const root = path.join(dir, "html");
  const [mimeType, ...parameters] = (pages[0]?.contentType ?? "text/html").split(";");
  const charset = parameters
    .map((parameter) => /charset=(\S+)/i.exec(parameter.trim())?.[1])
    .find(Boolean);
  const locations = pages
    .map((page) => `    location = ${page.path} { try_files /${page.file} =404; }`)
    .join("\n");
  const temp = (name: string) => path.join(dir, "temp", name);
  const config = `# Generated by scripts/bench-load.ts
worker_processes ${os.cpus().length};
daemon off;
master_process on;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  types { }
  default_type ${mimeType?.trim() || "text/html"};
  ${charset ? `charset ${charset};` : ""}
  server {
    listen 127.0.0.1:${port};
    root ${root};
${locations}
    location / { return 404; }
  }
}
`;
  const configFile = path.join(dir, "nginx.conf");
  writeFileSync(configFile, config);
  const child = spawn(nginx, ["-p", dir, "-c", configFile, "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  onCleanup(() => stopChild(child));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}${pages[0]?.path ?? "/"}`, child, "nginx");
  } catch (error) {
    await stopChild(child);
    throw new Error(`${String(error)}\n${stderr}`);
  }
  // `nginx -v` prints its version on stderr.
  const versionOutput = spawnSync(nginx, ["-v"], { encoding: "utf8" });
  const versionText = /nginx\/[\d.]+/.exec(versionOutput.stderr ?? "")?.[0] ?? "nginx";
  return {
    url,
    description: `${versionText} (${nginx}), ${os.cpus().length} worker(s), sendfile, access_log off`,
    stop: () => stopChild(child),
  };
}

/** The fallback: node:http answering each path from memory, in a process of its own. */
const nodeStaticServerSource = `
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
const pages = new Map(
  JSON.parse(process.env.BENCH_STATIC_PAGES).map((page) => [
    page.path,
    { body: readFileSync(page.file), type: page.contentType },
  ]),
);
const server = createServer((req, res) => {
  const page = pages.get((req.url ?? "/").split("?")[0]);
  if (!page) {
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("Not found");
    return;
  }
  res.writeHead(200, { "Content-Type": page.type, "Content-Length": page.body.length });
  res.end(page.body);
});
server.listen(Number(process.env.BENCH_STATIC_PORT), "127.0.0.1");
process.once("SIGTERM", () => server.close(() => process.exit(0)));
`;

async function startNodeStatic(dir: string, pages: SavedPage[]): Promise<StaticServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--input-type=module", "-e", nodeStaticServerSource], {
    env: {
      ...process.env,
      BENCH_STATIC_PORT: String(port),
      BENCH_STATIC_PAGES: JSON.stringify(
        pages.map((page) => ({
          path: page.path,
          file: path.join(dir, "html", page.file),
          contentType: page.contentType,
        })),
      ),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  onCleanup(() => stopChild(child));
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}${pages[0]?.path ?? "/"}`, child, "The Node static server");
  return {
    url,
    description: `minimal Node static server (node:http ${process.version}, files held in memory, one process)`,
    stop: () => stopChild(child),
  };
}

async function startStaticServer(
  dir: string,
  pages: SavedPage[],
  choice: string,
): Promise<StaticServer> {
  const nginx = choice === "node" ? null : findOnPath("nginx");
  if (choice === "nginx" && !nginx) throw new Error("--static nginx: nginx is not installed");
  if (nginx) {
    try {
      return await startNginx(nginx, dir, pages);
    } catch (error) {
      console.warn(`nginx could not start, using the Node static server instead:\n${error}`);
    }
  } else if (choice !== "node") {
    console.log("nginx is not installed: using the minimal Node static server.");
  }
  return startNodeStatic(dir, pages);
}

/* Measuring ------------------------------------------------------------------ */

interface Measure {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(
  url: string,
  connections: number,
  duration: number,
  shape: { headers?: Record<string, string>; idReplacement?: boolean } = {},
): Promise<Measure> {
  // No Accept-Encoding: both servers answer uncompressed.
  const result = await autocannon({
    url,
    connections,
    duration,
    pipelining: 1,
    headers: shape.headers ?? {},
    idReplacement: shape.idReplacement ?? false,
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

interface Row {
  path: string;
  connections: number;
  server: Measure;
  static: Measure;
}

const rate = (value: number) => Math.round(value).toLocaleString("en-US");
const ms = (value: number) => `${value} ms`;
const percent = (value: number) => `${Math.round(value * 100)}%`;

function verdicts(row: Row): string[] {
  const ratio = row.server.reqPerSec / Math.max(row.static.reqPerSec, 1e-9);
  const checks = [`ratio ≥ 30%: ${ratio >= targets.ratio ? "yes" : "no"}`];
  if (row.connections === targets.p99AtConnections) {
    checks.push(`p99 < 50 ms: ${row.server.p99 < targets.p99Ms ? "yes" : "no"}`);
  }
  checks.push(`no errors: ${row.server.errors + row.server.non2xx === 0 ? "yes" : "no"}`);
  return checks;
}

function cells(row: Row): string[] {
  const ratio = row.server.reqPerSec / Math.max(row.static.reqPerSec, 1e-9);
  return [
    row.path,
    String(row.connections),
    rate(row.server.reqPerSec),
    ms(row.server.p50),
    ms(row.server.p99),
    `${row.server.errors}/${row.server.non2xx}`,
    rate(row.static.reqPerSec),
    ms(row.static.p50),
    ms(row.static.p99),
    percent(ratio),
  ];
}

const header = [
  "Path",
  "Conns",
  "Server req/s",
  "p50",
  "p99",
  "Errors/non-2xx",
  "Static req/s",
  "p50",
  "p99",
  "Server/static",
];

function consoleTable(rows: Row[]): string {
  const all = [header, ...rows.map(cells)];
  const widths = header.map((_, index) => Math.max(...all.map((line) => line[index]?.length ?? 0)));
  const format = (line: string[]) =>
    line
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join("  ");
  return all.map(format).join("\n");
}

/* Request shapes and the cost of a miss ------------------------------------------ */

interface ShapeRow {
  label: string;
  connections: number;
  measure: Measure;
  /** The same page, plainly asked for, at the same connection count. */
  cached: Measure;
}

function shapeVerdict(row: ShapeRow): string {
  const share = row.measure.reqPerSec / Math.max(row.cached.reqPerSec, 1e-9);
  return `≥ 50% of cached: ${share >= targets.shapeShare ? "yes" : "no"}`;
}

/** CPU seconds (user + system) a process has used, from /proc; null elsewhere. */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    const perSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;
    return Number.isFinite(ticks) ? ticks / perSecond : null;
  } catch {
    return null;
  }
}

/**
 * The server's CPU per page-cache miss: pages nobody asked for yet, one at a time, as a
 * browser asks (brotli accepted), the process's CPU time before and after. Twice: the
 * first misses after the load run, while V8 still compiles the render's code (on its
 * background threads too), then as many again on a server that has rendered for a while,
 * as one that has been up for days does: the target is judged on those.
 */
async function cpuPerMiss(
  origin: string,
  pid: number,
  misses = 100,
): Promise<{ firstMs: number; warmMs: number; misses: number } | null> {
  let asked = 0;
  const ask = async () => {
    asked += 1;
    const response = await fetch(
      `${origin}/health-tips?category=bench-miss-${Date.now()}-${asked}`,
      { headers: { "accept-encoding": "br" } },
    );
    await response.arrayBuffer();
  };
  const measure = async (): Promise<number | null> => {
    const before = cpuSeconds(pid);
    for (let index = 0; index < misses; index += 1) await ask();
    await sleep(500); // anything the misses left running in the background
    const after = cpuSeconds(pid);
    return before === null || after === null ? null : ((after - before) * 1000) / misses;
  };
  for (let index = 0; index < 10; index += 1) await ask(); // the first code paths
  await sleep(500);
  const firstMs = await measure();
  const warmMs = await measure();
  if (firstMs === null || warmMs === null) return null;
  return { firstMs, warmMs, misses };
}

/* Main ------------------------------------------------------------------------ */

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "2" },
      connections: { type: "string", default: "1,64" },
      only: { type: "string" },
      static: { type: "string", default: "auto" },
      "no-build": { type: "boolean", default: false },
    },
  });
  if (!["auto", "nginx", "node"].includes(values.static)) {
    throw new Error("--static must be auto, nginx or node");
  }
  const duration = Math.max(1, Number(values.duration) || 10);
  const warmup = Math.max(0, Number(values.warmup) || 0);
  const connectionCounts = values.connections
    .split(",")
    .map((value) => Math.round(Number(value)))
    .filter((value) => value > 0);
  const paths = values.only
    ? values.only
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => (entry.startsWith("/") ? entry : `/${entry}`))
    : defaultPaths;

  if (!values["no-build"]) await buildApp();
  const server = await startServer();
  console.log(`Production server at ${server.url} (pid ${server.pid}, log: ${server.logFile})`);

  // The pages as the server renders them, saved to files for the static server.
  const dir = mkdtempSync(path.join(os.tmpdir(), "clinic-bench-static-"));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  // Readable by nginx's workers, which drop root privileges when started as root.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, "html"), { mode: 0o755 });
  mkdirSync(path.join(dir, "temp"), { mode: 0o755 });
  const pages: SavedPage[] = [];
  for (const pagePath of paths) {
    // fetch asks for gzip and decodes it; the saved bytes are what an identity response carries.
    const response = await fetch(`${server.url}${pagePath}`, { redirect: "manual" });
    if (!response.ok) throw new Error(`GET ${pagePath} answered ${response.status}`);
    const page: SavedPage = {
      path: pagePath,
      file: fileNameFor(pagePath),
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get("content-type") ?? "text/html",
    };
    writeFileSync(path.join(dir, "html", page.file), page.body, { mode: 0o644 });
    pages.push(page);
    console.log(
      `Saved ${pagePath} (${(page.body.length / 1000).toFixed(1)} kB, ${page.contentType})`,
    );
  }
  const staticServer = await startStaticServer(dir, pages, values.static);
  console.log(`Static server at ${staticServer.url}: ${staticServer.description}`);
  console.log(
    `autocannon: ${warmup} s warm-up, then ${duration} s measured, per server, path and` +
      ` connection count (${connectionCounts.join(", ")}); no Accept-Encoding\n`,
  );

  const rows: Row[] = [];
  for (const pagePath of paths) {
    for (const connections of connectionCounts) {
      const measure = async (origin: string) => {
        if (warmup > 0) await load(`${origin}${pagePath}`, connections, warmup);
        return load(`${origin}${pagePath}`, connections, duration);
      };
      const serverMeasure = await measure(server.url);
      const staticMeasure = await measure(staticServer.url);
      const row: Row = {
        path: pagePath,
        connections,
        server: serverMeasure,
        static: staticMeasure,
      };
      rows.push(row);
      const [, , serverRate, p50, p99, errors, staticRate, sp50, sp99, ratio] = cells(row);
      console.log(
        `${pagePath.padEnd(12)} ${String(connections).padStart(2)} conns  server ${serverRate} req/s` +
          ` p50 ${p50} p99 ${p99} errors/non-2xx ${errors}  |  static ${staticRate} req/s` +
          ` p50 ${sp50} p99 ${sp99}  |  ratio ${ratio}  [${verdicts(row).join(", ")}]`,
      );
      if (staticMeasure.errors + staticMeasure.non2xx > 0) {
        console.warn(
          `  the static server had ${staticMeasure.errors} errors and ${staticMeasure.non2xx} non-2xx`,
        );
      }
    }
  }

  // Request shapes that must not make the server render: each ≥ 50% of the cached page's rate.
  const shapeBase = rows.find(
    (row) => row.path === paths[0] && row.connections === Math.max(...connectionCounts),
  );
  const shapeRows: ShapeRow[] = [];
  if (shapeBase) {
    const shapes = [
      {
        label: `${shapeBase.path}?r=<random>`,
        url: `${shapeBase.path}?r=[<id>]`,
        idReplacement: true,
      },
      {
        label: `${shapeBase.path} with a made-up session cookie`,
        url: shapeBase.path,
        headers: { cookie: "clinic.session_token=made-up-[<id>]" },
        idReplacement: true,
      },
    ];
    for (const shape of shapes) {
      const target = `${server.url}${shape.url}`;
      if (warmup > 0) await load(target, shapeBase.connections, warmup, shape);
      const measure = await load(target, shapeBase.connections, duration, shape);
      const row = {
        label: shape.label,
        connections: shapeBase.connections,
        measure,
        cached: shapeBase.server,
      };
      shapeRows.push(row);
      console.log(
        `${row.label}: ${rate(measure.reqPerSec)} req/s p99 ${ms(measure.p99)} (cached page ${rate(row.cached.reqPerSec)} req/s) [${shapeVerdict(row)}]`,
      );
    }
  }
  const missCpu = await cpuPerMiss(server.url, server.pid);
  const missLine = missCpu
    ? `CPU per page-cache miss: ${missCpu.warmMs.toFixed(1)} ms on a server that has rendered for a while, ${missCpu.firstMs.toFixed(1)} ms for the first ${missCpu.misses} after the load run (V8 still compiling the render's code): each ${missCpu.misses} renders of /health-tips with a category nobody asked for yet, one at a time, Accept-Encoding br; utime + stime of pid ${server.pid}. Target ≤ ${targets.missCpuMs} ms, on the server that has rendered for a while: ${missCpu.warmMs <= targets.missCpuMs ? "met" : "missed"}.`
    : "CPU per page-cache miss: /proc is not available on this system";
  console.log(missLine);

  const memory = processMemory(server.pid);
  const memoryLine = memory
    ? `Server memory after the run: RSS ${(memory.rssKiB / 1024).toFixed(0)} MiB, peak RSS ${(memory.peakKiB / 1024).toFixed(0)} MiB (VmRSS / VmHWM of pid ${server.pid}; the peak includes the first start's seeding of a fresh database)`
    : "Server memory: /proc is not available on this system";

  const failures = rows.flatMap((row) =>
    verdicts(row)
      .filter((verdict) => verdict.endsWith("no"))
      .map((verdict) => `${row.path} @${row.connections}: ${verdict.replace(/: no$/, "")}`),
  );
  const summary =
    failures.length === 0
      ? "All targets met (server ≥ 30% of static, p99 < 50 ms at 64 connections, zero errors)."
      : `Targets missed: ${failures.join("; ")}.`;

  const shapeFailures = shapeRows.filter((row) => shapeVerdict(row).endsWith("no"));
  const shapeTable = markdownTable(
    [
      "Request",
      "Conns",
      "Server req/s",
      "p99",
      "Errors/non-2xx",
      "Cached page req/s",
      "Share",
      "Target",
    ],
    shapeRows.map((row) => [
      `\`${row.label}\``,
      String(row.connections),
      rate(row.measure.reqPerSec),
      ms(row.measure.p99),
      `${row.measure.errors}/${row.measure.non2xx}`,
      rate(row.cached.reqPerSec),
      percent(row.measure.reqPerSec / Math.max(row.cached.reqPerSec, 1e-9)),
      shapeVerdict(row),
    ]),
    ["---", "--:", "--:", "--:", "--:", "--:", "--:", "---"],
  );

  console.log(`\n${consoleTable(rows)}\n`);
  console.log(memoryLine);
  console.log(
    "Targets: server throughput ≥ 30% of static; p99 < 50 ms at 64 connections; zero errors.",
  );
  console.log(summary);
  if (shapeFailures.length > 0) {
    console.log(`Request shapes under 50%: ${shapeFailures.map((row) => row.label).join("; ")}`);
  }

  const table = markdownTable(
    [...header, "Targets"],
    rows.map((row) => [
      ...cells(row).map((cell, index) => (index === 0 ? `\`${cell}\`` : cell)),
      verdicts(row).join(", "),
    ]),
    ["---", ...header.slice(1).map(() => "--:"), "---"],
  );
  const file = await writeSection(
    "bench:load",
    [
      "## Load (autocannon)",
      "",
      `- Run: ${runDate()}`,
      `- Machine: ${machineDescription()}; Node ${process.version}, autocannon ${installedVersion("autocannon")}`,
      `- Command: ${describeCommand("bench:load", !values["no-build"])}`,
      `- Static server: ${staticServer.description}, serving the same pages' HTML saved from the server in this run`,
      `- Each cell: ${warmup} s warm-up, then ${duration} s measured, one server at a time;` +
        " no Accept-Encoding (uncompressed on both sides); the load generator runs on the same machine" +
        " and does not keep response bodies (autocannon's body checks are unused; see scripts/bench-load.ts)",
      "",
      table,
      "",
      "Request shapes that must be answered from the page cache (issue 22): a random query string" +
        " the page does not read, and a session cookie the server did not sign; each should reach" +
        " ≥ 50% of the cached page's rate.",
      "",
      shapeTable,
      "",
      missLine,
      "",
      memoryLine + ".",
      "",
      `Targets: server throughput ≥ 30% of the static server's, p99 < 50 ms at 64 connections, zero errors. ${summary}`,
    ].join("\n"),
  );
  console.log(`Written to ${path.relative(repoRoot, file)}`);
  await staticServer.stop();
  return 0;
}

runBenchmark(main);
