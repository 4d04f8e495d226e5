import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "./tests/support/chromium";

/**
 * Browser tests run against the production build (global-setup starts it on a
 * free port with a throwaway database) in an installed Chromium: CHROME_PATH,
 * else Debian's /usr/bin/chromium, else Playwright's own download (tests/support/chromium.ts).
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One per core: a third worker was slower on two cores (the portal's tests share one
  // server and its embedded database, and waited on each other).
  workers: 2,
  retries: 0,
  // The JSON report keeps each file's and test's duration (docs/testing.md reads it;
  // scripts/test-timings.ts summarises it). Artefacts go to a folder of their own, since
  // Playwright empties its output folder at start and test-results/ holds other reports.
  reporter: [
    ["list"],
    ["json", { outputFile: "test-results/playwright.json" }],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  outputDir: "test-results/playwright",
  // A test's budget, not a speed target (those are the benchmarks'): on a busy 2-core
  // machine with two browsers, an axe scan of a long page alone can take 20 s.
  timeout: 60_000,
  // The staff portal's specs change what public pages show (posts, members, the lab
  // catalog), so each project has a server and database of its own (global-setup.ts):
  // they run side by side, and a failure in one hides nothing in the other.
  projects: [
    { name: "public", testIgnore: /admin-.*\.spec\.ts$/ },
    // Staff work with the portal's forms, lists and dialogs: its specs run with reduced
    // motion (no smooth scrolling, no toast slides), which changes no behaviour there and
    // spares the software renderer a frame every 16 ms of each transition. Visitors'
    // pages keep the motion a visitor sees (docs/testing.md).
    {
      name: "admin",
      testMatch: /admin-.*\.spec\.ts$/,
      use: { contextOptions: { reducedMotion: "reduce" } },
    },
  ],
  use: {
    browserName: "chromium",
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs() },
  },
});
