import { existsSync, statfsSync } from "node:fs";
import { chromium, defineConfig } from "@playwright/test";

/**
 * Browser tests run against the production build (global-setup starts it on a
 * free port with a throwaway database) in an installed Chromium: CHROME_PATH,
 * else Debian's /usr/bin/chromium, else Playwright's own download.
 */
function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own installed; that is fine.
  }
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      [
        "No Chromium found for the browser tests. Install one of:",
        "  - Debian/Ubuntu: sudo apt-get install -y chromium   (then it is found at /usr/bin/chromium)",
        "  - any Chrome/Chromium, then: export CHROME_PATH=/path/to/chrome",
        "  - Playwright's own: npx playwright install chromium",
      ].join("\n"),
    );
  }
  return found;
}

/**
 * Chromium keeps its shared memory in /dev/shm, which containers often cap at 64 MB (pages
 * then crash): there it is told to use /tmp instead, which costs CPU on every page. Where
 * /dev/shm is roomy, as on our machines, it keeps it.
 */
function sharedMemoryArgs(): string[] {
  try {
    const { bsize, blocks } = statfsSync("/dev/shm");
    if (bsize * blocks >= 1024 ** 3) return [];
  } catch {
    // No /dev/shm (macOS): nothing to say.
    return [];
  }
  return ["--disable-dev-shm-usage"];
}

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One per core: a third worker was slower on two cores (the portal's tests share one
  // server and its embedded database, and waited on each other).
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A test's budget, not a speed target (those are the benchmarks'): on a busy 2-core
  // machine with two browsers, an axe scan of a long page alone can take 20 s.
  timeout: 60_000,
  // The staff portal's specs change what public pages show (posts, members, the lab
  // catalog), so each project has a server and database of its own (global-setup.ts):
  // they run side by side, and a failure in one hides nothing in the other.
  projects: [
    { name: "public", testIgnore: /admin-.*\.spec\.ts$/ },
    { name: "admin", testMatch: /admin-.*\.spec\.ts$/ },
  ],
  use: {
    browserName: "chromium",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      // This machine has no internet: keep Chromium from trying to reach Google.
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
        "--disable-gpu",
        ...sharedMemoryArgs(),
      ],
    },
  },
});
