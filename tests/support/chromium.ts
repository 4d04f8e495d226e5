import { existsSync, statfsSync } from "node:fs";
import { chromium } from "@playwright/test";

/*
 * The one Chromium the browser tests use, with the one set of flags: Playwright's
 * (playwright.config.ts) and the benchmarks launch the same installed browser.
 */

/**
 * The browser the tests run in: CHROME_PATH, else Debian's headless Chromium
 * (/usr/bin/chromium-headless-shell), else its full Chromium, else Playwright's own download.
 * The headless shell is the same engine without the desktop browser around it, what
 * Playwright itself runs headless: the browser suite takes about an eighth less time in it
 * (docs/testing.md).
 *
 * `{ full: true }` skips the headless shell, for the tests of a page before anyone touches
 * it (hydration.spec.ts, controls-before-hydration.spec.ts): the shell's mouse rests on the
 * page's top left corner, and its hover update after the first layout is a pointer move
 * there, which starts the page's scripts as a visitor's first move would.
 */
export function findChromium({ full = false }: { full?: boolean } = {}): string {
  const candidates = [
    process.env.CHROME_PATH,
    ...(full ? [] : ["/usr/bin/chromium-headless-shell"]),
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own installed; that is fine.
  }
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      [
        `No ${full ? "full " : ""}Chromium found for the browser tests. Install one of:`,
        full
          ? "  - Debian: sudo apt-get install -y chromium"
          : "  - Debian: sudo apt-get install -y chromium-headless-shell   (or chromium)",
        "  - any Chrome/Chromium, then: export CHROME_PATH=/path/to/chrome",
        "  - Playwright's own: npx playwright install chromium",
      ].join("\n"),
    );
  }
  return found;
}

/** Launch options for a spec that needs the full browser (findChromium's `full`). */
export function fullChromiumLaunchOptions() {
  return { executablePath: findChromium({ full: true }), args: chromiumArgs() };
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
