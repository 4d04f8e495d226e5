/**
 * Benchmark of the lab test search (issue 29): the database answers it
 * (searchLabCatalog in app/features/lab-tests/lab-tests.server.ts, on the lab search
 * index), one page of rows per keystroke. Realistic queries are typed letter by letter,
 * as a visitor would, against a throwaway in-memory PGlite holding the shipped catalog,
 * then 5,000 and 20,000 tests; each keystroke's query is timed. Prints min / median /
 * p95 in ms per size, and the page's rows, and writes them to its section of
 * docs/benchmarks.md.
 *
 *   npx tsx scripts/bench-lab-search.ts [rounds]
 *
 * It measures and prints; it asserts nothing (tests live next to the code).
 */
import { performance } from "node:perf_hooks";
import { openDatabase } from "../app/platform/db/client.server";
import { labTests as labTestsTable } from "../app/platform/db/schema";
import { searchLabCatalog } from "../app/features/lab-tests/index.server";
import sample from "../app/startup/seed/lab-tests.json";
import { machineDescription, markdownTable, runDate, writeSection } from "./bench-server";
import { growLabTests } from "./lib/grow-content";

const queries = [
  "lipid panel",
  "vitamin d",
  "hemoglobin a1c",
  "hepatitis b",
  "comprehensive metabolic",
  "thyroid",
  "sjögren",
  "psa",
  "6399",
  "allergy",
];

/** Each query typed one letter at a time, then erased back to empty. */
const keystrokes = queries.flatMap((query) => {
  const typed = Array.from({ length: query.length }, (_, index) => query.slice(0, index + 1));
  return [...typed, ...typed.slice(0, -1).reverse(), ""];
});

const rounds = Number(process.argv[2] ?? 2);

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

const handle = await openDatabase({ driver: "pglite", dataDir: "memory://" });
await handle.migrate();
const { db } = handle;

await db.insert(labTestsTable).values(sample);
console.log(`lab search, ${keystrokes.length} keystrokes a round, ${rounds} rounds (PGlite)`);
const table: string[][] = [];
for (const size of [sample.length, 5_000, 20_000]) {
  await growLabTests(db, size);
  // Warm up: the first queries plan and load the index.
  for (const query of queries) await searchLabCatalog(db, { query, page: 1 });
  const times: number[] = [];
  let rows = 0;
  for (let round = 0; round < rounds; round++) {
    for (const query of keystrokes) {
      const started = performance.now();
      const page = await searchLabCatalog(db, { query, page: 1 });
      times.push(performance.now() - started);
      rows = Math.max(rows, page.tests.length);
    }
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const row = [
    size.toLocaleString("en-US"),
    ms(times[0] ?? 0),
    ms(percentile(times, 0.5)),
    ms(percentile(times, 0.95)),
    String(rows),
  ];
  console.log(row.join(" | "));
  table.push(row);
}
await handle.close();

const report = [
  "## Lab test search",
  "",
  `- Run: ${runDate()} on ${machineDescription()}`,
  `- Command: \`npm run bench:lab-search\` (an in-memory PGlite; ${keystrokes.length} keystrokes a round, ${rounds} rounds: ten searches typed letter by letter and erased; each keystroke is one page of the search in the database, as the page asks for it)`,
  "",
  markdownTable(["tests", "min", "median", "p95", "rows a page"], table),
].join("\n");
console.log(`\nWritten to ${await writeSection("bench:lab-search", report)}`);
