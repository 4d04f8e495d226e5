import { configDefaults, defineConfig } from "vitest/config";
import { ProcessTestsFirst } from "./tests/support/sequencer";
import { testsThatChangeProcessState } from "./tests/support/shared-module-tests";

/**
 * The runtime layer: the server and its platform modules, the command-line scripts and
 * the tests that run the production build as processes. CI runs these on every
 * supported Node line (`vitest run --project runtime`); the features run on the
 * development line only (docs/decisions/012-runtime-policy.md).
 */
const runtimeTests = [
  "app/platform/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "scripts/**/*.test.ts",
  "tests/**/*.test.ts",
];

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    environment: "node",
    // Tests that care about logs pass their own logger; the app logger stays quiet.
    env: {
      LOG_LEVEL: "silent",
      // Fixed so no test writes ./data/auth-secret; never used outside tests.
      BETTER_AUTH_SECRET: "vitest-only-secret-0123456789abcdef0123456789",
      // Likewise for ./data/message-key (32 bytes of zeros: tests only).
      MESSAGE_ENCRYPTION_KEYS: "test:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    },
    // Each file's and test's duration, kept for docs/testing.md (scripts/test-timings.ts);
    // another run names its own file with --outputFile.json=….
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    setupFiles: ["./tests/support/vitest.setup.ts"],
    // Vitest leaves one core idle by default; the integration tests mostly wait on
    // their databases, so every core runs a file (about a quarter faster on two).
    maxWorkers: "100%",
    // PGlite starts in a few seconds on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { sequencer: ProcessTestsFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "runtime",
          include: runtimeTests,
          exclude: [...configDefaults.exclude, "tests/site/**"],
        },
      },
      {
        extends: true,
        test: {
          name: "features",
          include: ["app/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, "app/platform/**", ...testsThatChangeProcessState],
          // In worker threads rather than child processes, and the files of a worker share
          // its modules: the app is imported once per worker, not once per file (half the
          // project's time and CPU on two cores). Each file still opens its own databases.
          // The files that change what modules read when they load run in the next project
          // (tests/support/shared-module-tests.ts). The runtime layer stays in child
          // processes (forks): what it tests is the process (PGlite's directories set its
          // umask, which a thread may not; signals, child processes).
          pool: "threads",
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "features (isolated)",
          include: testsThatChangeProcessState,
          pool: "threads",
        },
      },
      {
        // The public site over plain HTTP (headers, caching, the validators, what search
        // engines read), against one production server its global setup starts: checks that
        // need no browser, so they stay out of Playwright. Like the browser tests they run on
        // the development line only (npm test), not in CI's runs of the runtime project.
        extends: true,
        test: {
          name: "site",
          include: ["tests/site/**/*.test.ts"],
          globalSetup: ["./tests/site/global-setup.ts"],
          // The browser tests' budget, which these had there.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
