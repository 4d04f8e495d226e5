/**
 * Lighthouse on every public route in both languages, against the production
 * build with the demo data: `npm run bench:lighthouse`.
 *
 *   npm run bench:lighthouse [-- --only /,/pt/team] [--runs 5] [--no-build]
 *
 * Builds (npm run build), starts the production server on a free port with a
 * throwaway database (scripts/bench-server.ts), then runs Lighthouse 12's Node
 * API with its default config (the mobile preset, simulated throttling) in the
 * installed Chromium (CHROME_PATH, else /usr/bin/chromium), one URL at a time:
 * the static public paths of app/platform/public-pages.ts plus one sample of
 * each dynamic route there (a team member, a service, a health-tips article),
 * the first found on its list page in each language. Prints a line per URL
 * and the audits scoring below 1 (the leads to follow); writes the table to
 * its own section of docs/benchmarks.md.
 *
 * Options:
 *   --only <path,...>  run only these paths (e.g. /,/pt/team); "/team/:id",
 *                      "/services/:id", "/health-tips/:slug" (or under /pt, /es)
 *                      stand for the sample this script finds
 *   --runs <n>         Lighthouse runs per URL (default 5); the table shows the
 *                      median run as Lighthouse picks it (computeMedianRun);
 *                      TBT on a 2-core machine jumps now and then (0 to 55 ms
 *                      on one page), and with five runs one slow run is not
 *                      the median
 *   --no-build         reuse the existing build/
 *
 * Targets are printed and recorded, never enforced: it exits 0 unless the
 * tooling itself fails (build, server, Chromium or Lighthouse crashing).
 */
import {
  localeFromPathname,
  locales,
  localizePath,
  unlocalizedPathname,
} from "../app/i18n/locales";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { dynamicPublicRoutes, staticPublicPaths } from "../app/platform/public-pages";
import {
  buildApp,
  describeCommand,
  fetchHtml,
  findSample,
  installedVersion,
  machineDescription,
  markdownTable,
  onCleanup,
  repoRoot,
  runBenchmark,
  runDate,
  startServer,
  writeSection,
} from "./bench-server";
import { pageScripts } from "./lib/page-scripts";

/** The static public paths in English (every other language: the same under its prefix). */
const staticPaths: readonly string[] = staticPublicPaths;

/**
 * Dynamic routes (e.g. /team/:id): one sample each, the first link to an item
 * on the list page (the route without its last segment), in each language.
 */
const dynamicRoutes = dynamicPublicRoutes.map((pattern) => ({
  pattern: pattern as string,
  list: pattern.slice(0, pattern.lastIndexOf("/")),
}));

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
];

/** Tries per URL when Lighthouse reports a runtime error (a failed trace, a page that errored). */
const attemptsPerUrl = 3;

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

const targets = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.02,
  jsBytes: 110_000,
};

interface Row {
  path: string;
  label: string;
  error?: string;
  scores: Record<(typeof categories)[number], number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsBytes: number | null;
  /** What the page loads once the visitor interacts and React starts (gzip). */
  tapJsBytes: number | null;
  totalBytes: number | null;
}

interface Page {
  /** what is loaded, e.g. /pt/team/6c95… */
  path: string;
  /** what the table shows: the path, or the route's pattern for a sample, e.g. /pt/team/:id */
  label: string;
}

/** Every page to measure, in run order: each language of the list, static then samples. */
async function pathsToMeasure(origin: string, only: string[] | null): Promise<Page[]> {
  const samples = new Map<string, string>();
  const samplePattern = async (pattern: string): Promise<string | null> => {
    const locale = localeFromPathname(pattern);
    const route = dynamicRoutes.find(
      (candidate) => candidate.pattern === unlocalizedPathname(pattern),
    );
    if (!route) return null;
    if (!samples.has(pattern)) {
      const list = localizePath(route.list, locale);
      const found = await findSample(origin, list);
      if (!found) {
        console.warn(`No link to an item found on ${list}: ${pattern} is skipped`);
        return null;
      }
      samples.set(pattern, found);
    }
    return samples.get(pattern) ?? null;
  };

  const wanted =
    only ??
    locales.flatMap((locale) => [
      ...staticPaths.map((englishPath) => localizePath(englishPath, locale)),
      ...dynamicRoutes.map((route) => localizePath(route.pattern, locale)),
    ]);
  const pages: Page[] = [];
  for (const entry of wanted) {
    const resolved = entry.includes(":") ? await samplePattern(entry) : entry;
    if (resolved && !pages.some((page) => page.path === resolved)) {
      pages.push({ path: resolved, label: entry });
    }
  }
  return pages;
}

type Details = { items?: Array<{ resourceType?: string; transferSize?: number }> };

function numeric(lhr: Result, id: string): number | null {
  return lhr.audits[id]?.numericValue ?? null;
}

function rowFrom(page: Page, lhr: Result, tapJsBytes: number | null): Row {
  const scores = Object.fromEntries(
    categories.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Row["scores"];
  const summary = (lhr.audits["resource-summary"]?.details as Details | undefined)?.items ?? [];
  const js = summary.find((item) => item.resourceType === "script")?.transferSize;
  return {
    ...page,
    error: lhr.runtimeError?.code,
    scores,
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    jsBytes: js ?? null,
    tapJsBytes,
    totalBytes: numeric(lhr, "total-byte-weight"),
  };
}

/** Audits of the four categories that score below 1, for the console. */
function failingAudits(lhr: Result): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(ref.id) || audit.score === null || audit.score >= 1) continue;
      seen.add(ref.id);
      const value = audit.displayValue ? ` (${audit.displayValue})` : "";
      const weight = ref.weight > 0 ? ` weight ${ref.weight}` : "";
      lines.push(
        `      ✗ [${category}${weight}] ${audit.id} — ${audit.title}${value}, score ${audit.score}`,
      );
      // Where it fails (outside performance, whose items are opportunities): a few elements.
      if (category !== "performance") lines.push(...offendingItems(audit.details));
    }
  }
  return lines;
}

/** Up to three of an audit's items (element, link, URL), one short line each. */
function offendingItems(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  const describe = (item: unknown): string => {
    if (typeof item !== "object" || item === null) return String(item);
    const record = item as Record<string, unknown>;
    const node = record.node as { snippet?: string; selector?: string } | undefined;
    const source = record.source as { url?: string } | undefined;
    const parts = [
      node?.selector,
      node?.snippet,
      record.href,
      record.text,
      record.url,
      source?.url,
      record.description,
    ].filter((part): part is string => typeof part === "string" && part.length > 0);
    return parts.length > 0 ? parts.join(" ") : JSON.stringify(item);
  };
  const lines = items.slice(0, 3).map((item) => {
    const text = describe(item).replace(/\s+/g, " ");
    return `          ${text.length > 160 ? `${text.slice(0, 157)}…` : text}`;
  });
  if (items.length > 3) lines.push(`          … and ${items.length - 3} more`);
  return lines;
}

/* Formatting ---------------------------------------------------------------- */

const dash = "–";
const seconds = (ms: number | null) => (ms === null ? dash : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms: number | null) => (ms === null ? dash : `${Math.round(ms)} ms`);
const shift = (value: number | null) => (value === null ? dash : value.toFixed(3));
const kB = (bytes: number | null) => (bytes === null ? dash : `${(bytes / 1000).toFixed(1)} kB`);
const score = (value: number | null) => (value === null ? dash : String(value));

function consoleLine(row: Row): string {
  if (row.error) return `${row.path.padEnd(32)} ERROR ${row.error}`;
  const { scores } = row;
  return [
    row.path.padEnd(32),
    `perf ${score(scores.performance).padStart(3)}`,
    `a11y ${score(scores.accessibility).padStart(3)}`,
    `bp ${score(scores["best-practices"]).padStart(3)}`,
    `seo ${score(scores.seo).padStart(3)}`,
    `FCP ${seconds(row.fcpMs)}`,
    `LCP ${seconds(row.lcpMs)}`,
    `TBT ${millis(row.tbtMs)}`,
    `CLS ${shift(row.cls)}`,
    `JS ${kB(row.jsBytes)}`,
    `on tap ${kB(row.tapJsBytes)}`,
    `total ${kB(row.totalBytes)}`,
  ].join("  ");
}

const minOf = (values: Array<number | null>) => {
  const present = values.filter((value): value is number => value !== null);
  return present.length > 0 ? Math.min(...present) : null;
};
const maxOf = (values: Array<number | null>) => {
  const present = values.filter((value): value is number => value !== null);
  return present.length > 0 ? Math.max(...present) : null;
};

function summaryTable(rows: Row[]): { table: string; verdicts: string[] } {
  const ok = rows.filter((row) => !row.error);
  const worst = {
    performance: minOf(ok.map((row) => row.scores.performance)),
    accessibility: minOf(ok.map((row) => row.scores.accessibility)),
    bestPractices: minOf(ok.map((row) => row.scores["best-practices"])),
    seo: minOf(ok.map((row) => row.scores.seo)),
    fcpMs: maxOf(ok.map((row) => row.fcpMs)),
    lcpMs: maxOf(ok.map((row) => row.lcpMs)),
    tbtMs: maxOf(ok.map((row) => row.tbtMs)),
    cls: maxOf(ok.map((row) => row.cls)),
    jsBytes: maxOf(ok.map((row) => row.jsBytes)),
    tapJsBytes: maxOf(ok.map((row) => row.tapJsBytes)),
    totalBytes: maxOf(ok.map((row) => row.totalBytes)),
  };
  const atLeast = (value: number | null, target: number) =>
    value === null ? dash : value >= target ? "yes" : "**no**";
  const atMost = (value: number | null, target: number) =>
    value === null ? dash : value <= target ? "yes" : "**no**";
  const met = [
    atLeast(worst.performance, targets.performance),
    atLeast(worst.accessibility, targets.accessibility),
    atLeast(worst.bestPractices, targets["best-practices"]),
    atLeast(worst.seo, targets.seo),
    dash,
    atMost(worst.lcpMs, targets.lcpMs),
    atMost(worst.tbtMs, targets.tbtMs),
    atMost(worst.cls, targets.cls),
    atMost(worst.jsBytes, targets.jsBytes),
    dash,
    dash,
  ];
  const header = [
    "Route",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "FCP",
    "LCP",
    "TBT",
    "CLS",
    "JS (sent)",
    "JS on first tap",
    "Total",
  ];
  const body = rows.map((row) =>
    row.error
      ? [`\`${row.label}\``, `error: ${row.error}`, ...Array<string>(10).fill(dash)]
      : [
          `\`${row.label}\``,
          score(row.scores.performance),
          score(row.scores.accessibility),
          score(row.scores["best-practices"]),
          score(row.scores.seo),
          seconds(row.fcpMs),
          seconds(row.lcpMs),
          millis(row.tbtMs),
          shift(row.cls),
          kB(row.jsBytes),
          kB(row.tapJsBytes),
          kB(row.totalBytes),
        ],
  );
  body.push(
    [
      "**worst**",
      score(worst.performance),
      score(worst.accessibility),
      score(worst.bestPractices),
      score(worst.seo),
      seconds(worst.fcpMs),
      seconds(worst.lcpMs),
      millis(worst.tbtMs),
      shift(worst.cls),
      kB(worst.jsBytes),
      kB(worst.tapJsBytes),
      kB(worst.totalBytes),
    ].map((cell, index) => (index === 0 || cell === dash ? cell : `**${cell}**`)),
    [
      "target",
      `≥ ${targets.performance}`,
      String(targets.accessibility),
      String(targets["best-practices"]),
      String(targets.seo),
      dash,
      `≤ ${targets.lcpMs / 1000} s`,
      `≤ ${targets.tbtMs} ms`,
      `≤ ${targets.cls}`,
      `≤ ${targets.jsBytes / 1000} kB`,
      dash,
      dash,
    ],
    ["target met", ...met],
  );
  const align = ["---", ...header.slice(1).map(() => "--:")];
  const names = [
    "performance",
    "accessibility",
    "best practices",
    "SEO",
    "FCP",
    "LCP",
    "TBT",
    "CLS",
    "JS",
  ];
  const verdicts = met
    .map((verdict, index) => (verdict === dash ? null : `${names[index]}: ${verdict}`))
    .filter((verdict): verdict is string => verdict !== null)
    .map((verdict) => verdict.replaceAll("**", ""));
  return { table: markdownTable(header, body, align), verdicts };
}

/* Measuring -------------------------------------------------------------------- */

/**
 * One Lighthouse run of a URL. A run that ends in a runtime error (e.g. NO_NAVSTART,
 * a trace Chromium failed to record) is retried, as Lighthouse's message advises;
 * the last attempt is kept.
 */
async function measure(url: string, label: string, port: number): Promise<Result | undefined> {
  let lhr: Result | undefined;
  for (let attempt = 1; attempt <= attemptsPerUrl; attempt += 1) {
    const flags: Flags = { port, output: "json", logLevel: "error" };
    try {
      lhr = (await lighthouse(url, flags))?.lhr;
    } catch (error) {
      console.error(`${label}: Lighthouse failed (attempt ${attempt}):`, error);
      lhr = undefined;
    }
    if (lhr && !lhr.runtimeError) break;
    if (lhr?.runtimeError && attempt < attemptsPerUrl) {
      console.log(`${label}: ${lhr.runtimeError.code}, running it again`);
    }
  }
  return lhr;
}

/**
 * Lighthouse's own pick among several runs of one URL (the run closest to the median
 * FCP and time to interactive), as its documentation advises against run-to-run noise.
 */
function medianOf(results: Result[]): Result | undefined {
  const clean = results.filter((result) => !result.runtimeError);
  if (clean.length === 0) return results.at(-1);
  try {
    return computeMedianRun(clean);
  } catch {
    return clean[0];
  }
}

/* Main ------------------------------------------------------------------------ */

function chromiumVersion(chromePath: string): string {
  try {
    return execFileSync(chromePath, ["--version"], { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "unknown";
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      only: { type: "string" },
      "no-build": { type: "boolean", default: false },
      runs: { type: "string", default: "5" },
    },
  });
  const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
  const only = values.only
    ? values.only
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => (entry.startsWith("/") ? entry : `/${entry}`))
    : null;

  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(chromePath)) {
    console.error(
      `No Chromium at ${chromePath}: install it (Debian: apt-get install -y chromium) or set CHROME_PATH.`,
    );
    return 1;
  }

  if (!values["no-build"]) await buildApp();
  const server = await startServer({ logLevel: "warn" });
  console.log(`Production server at ${server.url} (log: ${server.logFile})`);

  const pages = await pathsToMeasure(server.url, only);
  const clientDir = path.join(repoRoot, "build", "client");
  console.log(
    `Lighthouse ${installedVersion("lighthouse")} (mobile, simulated throttling) on ${pages.length}`,
  );
  console.log(`URLs, one at a time, in ${chromiumVersion(chromePath)}:\n`);

  const chrome: LaunchedChrome = await launch({ chromePath, chromeFlags, logLevel: "silent" });
  onCleanup(() => chrome.kill());

  const rows: Row[] = [];
  const benchmarkIndexes: number[] = [];
  let toolingFailed = false;
  for (const page of pages) {
    const url = `${server.url}${page.path}`;
    // Warm the server (JIT, caches) as on a site that has been up for a while.
    for (let i = 0; i < 2; i += 1) await fetch(url).then((response) => response.arrayBuffer());
    const results: Result[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await measure(url, page.path, chrome.port);
      if (result) results.push(result);
    }
    const lhr = medianOf(results);
    if (!lhr) {
      toolingFailed = true;
      rows.push({
        ...page,
        error: "no result (Lighthouse failed)",
        scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
        fcpMs: null,
        lcpMs: null,
        tbtMs: null,
        cls: null,
        jsBytes: null,
        tapJsBytes: null,
        totalBytes: null,
      });
      continue;
    }
    if (lhr.runtimeError) console.log(`${page.path}: ${lhr.runtimeError.message}`);
    const row = rowFrom(page, lhr, pageScripts(await fetchHtml(url), clientDir).gzipBytes);
    rows.push(row);
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    console.log(consoleLine(row));
    for (const warning of lhr.runWarnings) console.log(`      ! ${String(warning)}`);
    for (const line of failingAudits(lhr)) console.log(line);
  }

  const { table, verdicts } = summaryTable(rows);
  console.log(`\nTargets (worst route): ${verdicts.join(", ")}`);
  const errored = rows.filter((row) => row.error).map((row) => `\`${row.label}\` (${row.error})`);
  const erroredLine =
    errored.length > 0
      ? `**No figures for ${errored.join(", ")}**: the worst row leaves them out.`
      : "";
  if (erroredLine) console.log(erroredLine.replaceAll("**", "").replaceAll("`", ""));

  const samples = pages
    .filter((page) => page.label !== page.path)
    .map((page) => `\`${page.label}\` = \`${page.path}\``);
  const benchIndex =
    benchmarkIndexes.length > 0
      ? `${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}`
      : dash;
  const file = await writeSection(
    "bench:lighthouse",
    [
      "## Lighthouse (mobile)",
      "",
      `- Run: ${runDate()}${only ? ` — **partial run** (\`--only ${only.join(",")}\`)` : ""}`,
      `- Machine: ${machineDescription()}; Lighthouse's benchmark index ${benchIndex}`,
      `- Node ${process.version}, ${chromiumVersion(chromePath)}, Lighthouse ${installedVersion("lighthouse")}`,
      `  (default config: mobile preset, simulated throttling), headless, one URL at a time, ${runs} run${runs === 1 ? "" : "s"} per URL: the median run (Lighthouse's computeMedianRun) is shown`,
      `- Command: ${describeCommand("bench:lighthouse", !values["no-build"])}`,
      samples.length > 0
        ? `- Dynamic routes measured through one sample each: ${samples.join(", ")}`
        : "",
      "",
      table,
      "",
      erroredLine,
      "JS (sent): bytes transferred for the page's scripts during the load, headers included, compressed as served (brotli to Chromium).",
      "Public pages start their scripts on the visitor's first interaction (docs/decisions/008), so Lighthouse, which never touches the page, sees none;",
      "JS on first tap: what the page then downloads and runs (its module script's imports and their static imports, gzip level 9, from build/client), counted by scripts/lib/page-scripts.ts.",
      "Total: all bytes transferred by the page load. 1 kB = 1000 bytes.",
    ]
      .filter((line, index, all) => line !== "" || all[index - 1] !== "")
      .join("\n"),
  );
  console.log(`Written to ${path.relative(repoRoot, file)}`);
  return toolingFailed ? 1 : 0;
}

runBenchmark(main);
