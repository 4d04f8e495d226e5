import { chromium, type Browser } from "@playwright/test";

/*
 * The lab search as a patient types it on a slow phone (issue 29): Chromium at 375 px with
 * its CPU slowed 4×, the page's scripts running, a word typed a letter at a time. For
 * each keystroke, how long until the screen answered it (the Event Timing API's duration:
 * from the key to the next frame drawn after its handlers, what INP measures), and for
 * the word, how long from its last letter until the list shows its matches.
 */

export const CPU_SLOWDOWN = 4;
/** A letter every so often: slower than the search's typing pause, so each one searches. */
const LETTER_GAP_MS = 250;

export type TypedSearch = {
  /** Each keystroke's longest event duration (key press to the frame that showed it), ms. */
  keystrokeMs: number[];
  /** The last letter to the list showing the word's matches, ms. */
  resultsMs: number;
};

/** Starts the browser the measurements share; close it when done. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1", "--disable-dev-shm-usage"],
  });
}

/**
 * Types `word` into the lab search of `url` (a letter every LETTER_GAP_MS once the page
 * has hydrated) and times it: the word's answer is there when the address names it, the
 * list is no longer busy and a row shows the word.
 */
export async function typeLabSearch(
  browser: Browser,
  url: string,
  word: string,
): Promise<TypedSearch> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const durations = new Map<number, number>();
      (window as unknown as { __keystrokes: Map<number, number> }).__keystrokes = durations;
      new PerformanceObserver((list) => {
        // interactionId is newer than TypeScript's DOM types.
        for (const entry of list.getEntries() as Array<
          PerformanceEventTiming & { interactionId?: number }
        >) {
          if (!entry.interactionId || !entry.name.startsWith("key")) continue;
          durations.set(
            entry.interactionId,
            Math.max(durations.get(entry.interactionId) ?? 0, entry.duration),
          );
        }
        // Every key event, however short (the default leaves out those under 104 ms).
      }).observe({
        type: "event",
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
      addEventListener("clinic:hydrated", () => {
        (window as unknown as { __hydrated: boolean }).__hydrated = true;
      });
    });
    await page.goto(url, { waitUntil: "load" });
    const box = page.locator("#lab-search");
    // A tap on the box starts the page's scripts; the typing starts once they have run.
    await box.tap();
    await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated, {
      timeout: 30_000,
    });
    // From each key, the frames are watched until the list shows that word's matches.
    // As source text: tsx (esbuild's keepNames) wraps nested functions in a `__name`
    // helper that the page does not have.
    await page.evaluate(
      `((__name) => (${watchAnswer.toString()})(${JSON.stringify({ word })}))((f) => f)`,
    );
    for (const letter of word) {
      await page.keyboard.press(letter);
      await page.waitForTimeout(LETTER_GAP_MS);
    }
    await page.waitForFunction(
      () => (window as unknown as { __shownAt: number | null }).__shownAt !== null,
      undefined,
      { timeout: 30_000 },
    );
    const resultsMs = await page.evaluate(() => {
      const probe = window as unknown as { __lastKeyAt: number; __shownAt: number };
      return probe.__shownAt - probe.__lastKeyAt;
    });
    await page.waitForTimeout(500); // the last key's timing entry
    const keystrokeMs = await page.evaluate(() => [
      ...(window as unknown as { __keystrokes: Map<number, number> }).__keystrokes.values(),
    ]);
    return { keystrokeMs, resultsMs };
  } finally {
    await context.close();
  }
}

/** In the page: from each key press, the first frame where the list shows the word's matches. */
function watchAnswer({ word }: { word: string }): void {
  const probe = window as unknown as { __lastKeyAt: number; __shownAt: number | null };
  addEventListener(
    "keydown",
    (event) => {
      probe.__lastKeyAt = event.timeStamp;
      probe.__shownAt = null;
      const check = () => {
        const results = document.getElementById("lab-results");
        const answered =
          new URL(location.href).searchParams.get("q") === word &&
          results !== null &&
          !results.hasAttribute("aria-busy") &&
          (results.textContent ?? "").toLowerCase().includes(word);
        if (answered) probe.__shownAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true },
  );
}
