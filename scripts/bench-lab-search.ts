/**
 * Benchmark of the lab test search (app/features/lab-tests/lab-search.ts) over the whole
 * catalog: realistic queries are typed letter by letter, as a visitor would,
 * and each keystroke's search is timed. Prints min / median / p95 in ms for the
 * memoizing searcher the page uses and for a plain full scan.
 *
 *   npx tsx scripts/bench-lab-search.ts [rounds]
 *
 * It measures and prints; it asserts nothing (tests live next to the code).
 */
import { performance } from "node:perf_hooks";
import { buildLabSearchIndex, createLabSearch, searchLabTests } from "../app/features/lab-tests";
import labTests from "../app/startup/seed/lab-tests.json";

const queries = [
  "lipid panel",
  "vitamin d",
  "hemoglobin a1c",
  "hepatitis b",
  "comprehensive metabolic",
  "thyroid",
  "std panel",
  "sjögren",
  "psa",
  "6399",
  "whole genome sequencing",
  "allergy",
];

/** Each query typed one letter at a time, then erased back to empty. */
function keystrokes(): string[] {
  const sequence: string[] = [];
  for (const query of queries) {
    for (let length = 1; length <= query.length; length += 1) sequence.push(query.slice(0, length));
    for (let length = query.length - 1; length >= 0; length -= 1)
      sequence.push(query.slice(0, length));
  }
  return sequence;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
  return { min: sorted[0] ?? 0, median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

const ms = (value: number) => `${value.toFixed(4)} ms`;

function report(label: string, samples: number[]) {
  const { min, median, p95, max } = stats(samples);
  console.log(
    `${label.padEnd(34)} min ${ms(min)}  median ${ms(median)}  p95 ${ms(p95)}  max ${ms(max)}`,
  );
}

const rounds = Math.max(1, Number(process.argv[2] ?? 30) || 30);
const sequence = keystrokes();

// Building the keys happens once per page load.
const buildStart = performance.now();
const index = buildLabSearchIndex(labTests);
const buildTime = performance.now() - buildStart;

// Warm up the JIT on a throwaway searcher.
const warm = createLabSearch(labTests);
for (let i = 0; i < 3; i += 1) for (const query of sequence) warm(query);
for (let i = 0; i < 3; i += 1) for (const query of sequence) searchLabTests(index, query);

const memoized: number[] = [];
const fullScan: number[] = [];
let checksum = 0;
for (let round = 0; round < rounds; round += 1) {
  // A fresh searcher per round: every visitor starts with an empty cache.
  const search = createLabSearch(labTests);
  for (const query of sequence) {
    const start = performance.now();
    checksum += search(query).length;
    memoized.push(performance.now() - start);
  }
  for (const query of sequence) {
    const start = performance.now();
    checksum += searchLabTests(index, query).length;
    fullScan.push(performance.now() - start);
  }
}

console.log(
  `Lab test search: ${labTests.length} tests, ${queries.length} queries, ` +
    `${sequence.length} keystrokes x ${rounds} rounds (typed, then erased)`,
);
console.log(`Index build (once per page load): ${ms(buildTime)}`);
report("Per keystroke, memoized (page):", memoized);
report("Per keystroke, full scan:", fullScan);
console.log(`(checksum ${checksum})`);
