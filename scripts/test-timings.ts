/**
 * Where a test run spent its time, from what it left under test-results/: .ci/run's stage
 * durations (ci-stages.tsv), Vitest's JSON reports (vitest*.json) and Playwright's
 * (playwright.json). Prints Markdown tables for docs/testing.md: the stages, the suites'
 * counts, the slowest files of each runner, and the pages × languages each checking engine
 * visited (the browser tests record them as annotations, recordCheck in tests/e2e/fixtures.ts;
 * the Vitest tests in their test's meta, recordChecks in tests/site/checked-pages.ts).
 *
 *   npx tsx scripts/test-timings.ts [test-results] [--top 15]
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const topIndex = args.indexOf("--top");
const top = topIndex === -1 ? 15 : Number(args[topIndex + 1]);
const dir = path.resolve(
  args.find((arg, index) => !arg.startsWith("--") && (topIndex === -1 || index !== topIndex + 1)) ??
    "test-results",
);
const root = path.resolve(import.meta.dirname, "..");

type Row = { name: string; seconds: number; tests: number };

function table(headers: string[], rows: (string | number)[][]): string {
  const lines = [
    `| ${headers.join(" | ")} |`,
    `| ${headers.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`,
  ];
  for (const row of rows) lines.push(`| ${row.join(" | ")} |`);
  return lines.join("\n");
}

const seconds = (value: number) => value.toFixed(1);
const minutes = (value: number) =>
  `${Math.floor(value / 60)}:${String(Math.round(value % 60)).padStart(2, "0")}`;

const sections: string[] = [];

/** The public pages (paths) each checking engine looked at, and the runner it ran in. */
const checked = new Map<string, { runner: string; pages: Set<string> }>();
function countChecked(engine: string, runner: string, paths: readonly string[]): void {
  const entry = checked.get(engine) ?? { runner, pages: new Set<string>() };
  for (const page of paths) entry.pages.add(page);
  checked.set(engine, entry);
}

// ---- .ci/run's stages -------------------------------------------------------------------
const stagesFile = path.join(dir, "ci-stages.tsv");
if (existsSync(stagesFile)) {
  const rows = readFileSync(stagesFile, "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split("\t"))
    .map(([stage = "", value = "0"]) => [stage, minutes(Number(value)), Number(value)] as const);
  sections.push(
    `### Stages (${path.relative(root, stagesFile)})\n\n${table(
      ["stage", "m:ss", "seconds"],
      rows.map((row) => [...row]),
    )}`,
  );
}

// ---- Vitest ------------------------------------------------------------------------------
type VitestReport = {
  startTime: number;
  numTotalTests: number;
  numPassedTests: number;
  numPendingTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { status: string; meta?: { checkedPages?: Record<string, string[]> } }[];
  }[];
};
const vitestReports = existsSync(dir)
  ? readdirSync(dir)
      .filter((name) => /^vitest.*\.json$/.test(name))
      .sort()
  : [];
for (const name of vitestReports) {
  const report = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as VitestReport;
  const files: Row[] = report.testResults.map((file) => ({
    name: path.relative(root, file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults.length,
  }));
  for (const test of report.testResults.flatMap((file) => file.assertionResults)) {
    for (const [engine, paths] of Object.entries(test.meta?.checkedPages ?? {})) {
      countChecked(engine, "Vitest", paths);
    }
  }
  const wall =
    (Math.max(...report.testResults.map((file) => file.endTime)) - report.startTime) / 1000;
  files.sort((a, b) => b.seconds - a.seconds);
  sections.push(
    `### Vitest: ${name}\n\n${report.numTotalTests} tests in ${files.length} files (${report.numPassedTests} passed, ` +
      `${report.numPendingTests} skipped, ${report.numFailedTests} failed), ${minutes(wall)} from start to the last file's end.\n\n` +
      table(
        ["slowest files", "seconds", "tests"],
        files.slice(0, top).map((file) => [file.name, seconds(file.seconds), file.tests]),
      ),
  );
}

// ---- Playwright --------------------------------------------------------------------------
type PlaywrightSuite = {
  file: string;
  specs?: {
    title: string;
    file: string;
    tests: {
      projectName: string;
      annotations?: { type: string; description?: string }[];
      results: {
        duration: number;
        status: string;
        annotations?: { type: string; description?: string }[];
      }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
};
const playwrightFile = path.join(dir, "playwright.json");
if (existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, "utf8")) as {
    stats: {
      duration: number;
      expected: number;
      unexpected: number;
      flaky: number;
      skipped: number;
    };
    suites: PlaywrightSuite[];
  };
  const files = new Map<string, Row>();
  let tests = 0;
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        tests += 1;
        const key = `${test.projectName}: ${spec.file}`;
        const row = files.get(key) ?? { name: key, seconds: 0, tests: 0 };
        row.tests += 1;
        for (const result of test.results) {
          row.seconds += result.duration / 1000;
          for (const annotation of [...(test.annotations ?? []), ...(result.annotations ?? [])]) {
            const match = /^checked: (.+)$/.exec(annotation.type);
            if (!match?.[1] || !annotation.description) continue;
            countChecked(match[1], "Playwright", [annotation.description]);
          }
        }
        files.set(key, row);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  const rows = [...files.values()].sort((a, b) => b.seconds - a.seconds);
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  sections.push(
    `### Playwright: playwright.json\n\n${tests} tests (${report.stats.expected} passed, ${report.stats.unexpected} failed, ` +
      `${report.stats.flaky} flaky, ${report.stats.skipped} skipped), ${minutes(report.stats.duration / 1000)} wall, ` +
      `${minutes(total)} of test time summed over the workers.\n\n` +
      table(
        ["slowest files", "seconds", "tests"],
        rows.slice(0, top).map((row) => [row.name, seconds(row.seconds), row.tests]),
      ),
  );
}

if (checked.size > 0) {
  sections.push(
    `### Pages × languages each engine checked (Playwright annotations, Vitest test meta)\n\n` +
      table(
        ["engine", "runner", "pages × languages"],
        [...checked]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([engine, { runner, pages }]) => [engine, runner, pages.size]),
      ),
  );
}

if (sections.length === 0) {
  console.error(`No reports under ${dir}: run .ci/run, or npm test, first.`);
  process.exit(1);
}
console.log(sections.join("\n\n"));
