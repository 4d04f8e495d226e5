import { existsSync, statfsSync } from "node:fs";
import { chromium } from "@playwright/test";

/*
 * The one Chromium the browser tests use, with the one set of flags: Playwright's
 * (playwright.config.ts) and the benchmarks launch the same installed browser.
 */

/** CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own download. */
export function findChromium(): string {
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

/** The command-line flags every test browser starts with. */
export function chromiumArgs(): string[] {
  return [
    // This machine has no internet: keep Chromium from trying to reach Google.
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
    "--disable-gpu",
    ...sharedMemoryArgs(),
  ];
}
