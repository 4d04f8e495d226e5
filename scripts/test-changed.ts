/**
 * The tests a change touches, for the loop between edits (npm run test:changed; the whole
 * suite is npm test):
 *
 *   npm run test:changed                 changes not committed yet
 *   npm run test:changed -- main         everything changed since the branch left main
 *
 * 1. the build, only when the files differ from those the last build was made from
 *    (scripts/build-stamp.mjs): the browser tests and the server processes run it;
 * 2. Vitest's tests of the changed modules and of every module importing them
 *    (`vitest run --changed`; a change to package.json or a Vite or Vitest config runs
 *    them all);
 * 3. the browser specs that changed or import a changed module
 *    (`playwright test --only-changed`). A change to a page's own code is checked by its
 *    Vitest tests here, and by the browser specs in npm test.
 * Each step prints how long it took; nothing runs when nothing changed.
 */
import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const since = process.argv[2];

function git(...args: string[]): string[] {
  return execFileSync("git", args, { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
}

const changed = [
  ...new Set([
    ...git("diff", "--name-only", since ?? "HEAD"),
    ...git("ls-files", "--others", "--exclude-standard"),
  ]),
];
if (changed.length === 0) {
  console.log(`test:changed: nothing changed since ${since ?? "the last commit"}`);
  process.exit(0);
}
console.log(
  `test:changed: ${changed.length} files changed since ${since ?? "the last commit"}:\n  ${changed.slice(0, 20).join("\n  ")}${changed.length > 20 ? "\n  …" : ""}`,
);

const timings: string[] = [];
function step(name: string, command: string, args: string[]): void {
  const started = Date.now();
  console.log(`\n== ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\ntest:changed: ${name} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
}

const stamp = spawnSync("node", ["scripts/build-stamp.mjs", "matches", "."], {
  cwd: root,
  encoding: "utf8",
});
if (stamp.status === 0) {
  console.log(`\n== build: up to date (${stamp.stdout.trim()})`);
} else {
  step("build", "npm", ["run", "build", "--silent"]);
}
step("Vitest", "npx", [
  "vitest",
  "run",
  since ? `--changed=${since}` : "--changed",
  "--passWithNoTests",
]);
step("Playwright", "npx", [
  "playwright",
  "test",
  since ? `--only-changed=${since}` : "--only-changed",
  // No spec touched: not a failure here.
  "--pass-with-no-tests",
]);
console.log(`\ntest:changed: passed (${timings.join(", ")})`);
