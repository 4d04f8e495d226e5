/**
 * First tap (issue 22): for every control that answers on a public page, in both
 * languages, the time from the visitor's tap to the frame that shows the answer, on a
 * slow phone, tapping as soon as the control is painted: `npm run bench:first-tap`.
 *
 *   npm run bench:first-tap [-- --only <text,…>] [--runs 3] [--no-build] [--trace <dir>]
 *
 * Builds (npm run build), starts the production server on a free port with a
 * throwaway database seeded with the demo data (scripts/bench-server.ts), then drives
 * the installed Chromium (CHROME_PATH, else /usr/bin/chromium) with Playwright. Each
 * measurement is a fresh browser context (empty cache, as a first visit) with
 * Lighthouse's mobile throttling applied through the DevTools protocol, as its
 * "devtools" throttling does: Slow 4G (562.5 ms request latency, 1,474.56 Kbps down,
 * 675 Kbps up, Lighthouse's own figures and units) and the CPU 4× slower. Phone controls
 * are tapped in a 375 × 812 touch screen with a phone's user agent (Lighthouse's);
 * controls shown on wide screens only (the header's Services links, `lg:`) are clicked
 * with a mouse at 1280 × 800. Requests to any other host than the server (WhatsApp,
 * YouTube, Google Maps, the booking site) fail at once (the browser resolves no other
 * host name), so nothing waits on the internet.
 *
 * One measurement: open the page (`waitUntil: "commit"`), wait for the control to be
 * visible, tap it at once (below the fold: scrolled into view first, then tapped in
 * the frame after the one that drew it there, as a visitor's finger follows what the
 * screen shows). In the page, a script of this benchmark (an init script,
 * run before the page's own) notes:
 * - visible at: the first animation frame in which the control has a box and is not
 *   hidden, in ms since the navigation started;
 * - the tap: the `pointerdown` on the control (for the lab search, the `keydown` of
 *   the letter typed), its `event.timeStamp`;
 * - the response: from that event it checks, in each animation frame's callback,
 *   whether the control's answer is there (its panel shown, its tab selected, its
 *   dialog open, its frame loading (the button's spinner) or built, the counter
 *   moved, the box ticked and counted, a message shown, a list marked busy, the
 *   results changed). That callback runs before the frame's style, layout and
 *   paint, which for a big change (a full-screen dialog, a new iframe) take tens of
 *   ms more on the slowed CPU, so the response is the moment that frame has been
 *   rendered: a message posted from the callback, handled right after the frame's
 *   rendering task (the compositor then puts it on screen, a little later still, as
 *   Chromium's Event Timing counts it). Tap → response is the difference. No answer
 *   within 15 s is reported as such.
 * - whether React had hydrated the page by then (`clinic:hydrated`, app/root.tsx):
 *   public pages hydrate on the first interaction (docs/decisions/008), and their
 *   controls answer through the inline controls script before that (015).
 *
 * Links and form submissions that load a page are not measured here (that is a page
 * load, which bench:lighthouse measures); Buy Now with no test ticked is, since the
 * page answers it in place.
 *
 * Options:
 *   --only <text,…>  run only the rows whose page or control contains one of these
 *                    (case-insensitive), e.g. --only "/pt/insurance,menu"
 *   --runs <n>       measurements per row (default 3: about 10 minutes in all on a
 *                    2-core machine); the table shows the median
 *   --no-build       reuse the existing build/
 *   --trace <dir>    write a Chrome trace of each measurement there (open it in
 *                    the DevTools Performance panel or ui.perfetto.dev); the
 *                    environment's TRACE_CATEGORIES (comma-separated) replaces
 *                    Playwright's default categories
 *
 * It prints the figures and writes the table to its own section of
 * docs/benchmarks.md; the target (≤ 100 ms for every control) is printed, never
 * enforced: it exits 0 unless the tooling itself fails (or a row could not be
 * measured at all, e.g. the control was not found). Figures on a busy machine are
 * noisy: the slowed CPU is a share of a real one.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import { throttling, userAgents } from "lighthouse/core/config/constants.js";
import { locales, localizePath } from "../app/i18n/locales";
import { dynamicPublicRoutes, staticPublicPaths } from "../app/platform/public-pages";
import {
  buildApp,
  describeCommand,
  fetchHtml,
  findSample,
  installedVersion,
  machineDescription,
  markdownTable,
  onCleanup,
  repoRoot,
  runBenchmark,
  runDate,
  startServer,
  writeSection,
} from "./bench-server";

const targetMs = 100;
/** How long a measurement waits for the control, then for its answer. */
const visibleTimeoutMs = 30_000;
const responseTimeoutMs = 15_000;

/** Lighthouse's mobile throttling (its "devtools" method sends these to Chromium). */
const slow4G = throttling.mobileSlow4G;
const network = {
  offline: false,
  latency: slow4G.requestLatencyMs,
  // Kbps to bytes per second, as Lighthouse converts them (core/lib/emulation.js).
  downloadThroughput: Math.floor((slow4G.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((slow4G.uploadThroughputKbps * 1024) / 8),
};
const cpuSlowdown = slow4G.cpuSlowdownMultiplier;

/* What is measured ----------------------------------------------------------------- */

/**
 * The answer a control gives, checked in the page in each animation frame. `panel`
 * is the element the control's `aria-controls` names.
 */
type Response =
  /** A disclosure: aria-expanded="true" and its panel visible. */
  | { kind: "expanded" }
  /** A tab: aria-selected="true" and its panel visible. */
  | { kind: "selected" }
  /** The `<dialog>` it opens is open and visible. */
  | { kind: "dialog" }
  /**
   * A load-on-click embed: its button shows it loading (aria-busy, a spinner), the
   * frame being built after that paint; or a visible iframe in its panel.
   */
  | { kind: "frame" }
  /** An element's text starts with something (the gallery's "2 / 9" counter). */
  | { kind: "text"; of: string; startsWith: string }
  /** An element (by id) is visible: a link to a disclosure's panel opened it. */
  | { kind: "shown"; id: string }
  /** A checkbox is checked, and an element's text contains something. */
  | { kind: "checked"; of: string; contains: string }
  /** An element's text is no longer what it was at the tap (or keystroke): a message, new results. */
  | { kind: "changed"; of: string }
  /** An element is marked aria-busy (a list whose new results are on their way). */
  | { kind: "busy"; of: string };

type Width = 375 | 1280;

interface Control {
  /** What the table calls it. */
  label: string;
  /** The control, a CSS selector (the first match), the same in both languages. */
  selector: string;
  response: Response;
  /** 375: a phone, tapped; 1280: a wide screen, clicked with a mouse. */
  width: Width;
  /**
   * A tap before the measured one, and the text it waits for (not measured): moving the
   * gallery on, so that "previous" is enabled.
   */
  before?: { selector: string; waitFor: { of: string; startsWith: string } };
  /** Type one letter after the tap and time from its keydown (the lab search). */
  type?: string;
  /** A note for the table, e.g. why it is slower. */
  note?: string;
  /** The answer is React's own (the search's results), though the control is also the script's. */
  answeredByReact?: boolean;
  /**
   * Not a control's answer but what follows it (the search's results, which need the
   * network): timed and shown, not held to the tap target, not counted in the summary.
   */
  followUp?: boolean;
}

const controls = {
  phoneMenu: {
    label: "Phone menu button (Open menu / Abrir menu)",
    selector: 'button[aria-controls="mobile-menu"]',
    response: { kind: "expanded" },
    width: 375,
  },
  servicesLinks: {
    label: "Services links button (Services / Serviços)",
    selector: 'button[aria-controls="services-menu"]',
    response: { kind: "expanded" },
    width: 1280,
  },
  faq: {
    label: "FAQ: first question",
    selector: '[data-ctl-group] button[data-ctl="disclosure"]',
    response: { kind: "expanded" },
    width: 375,
  },
  planTab: {
    label: "Plan tab Family / Família",
    selector: '[role="tab"][aria-controls="plan-panel-family"]',
    response: { kind: "selected" },
    width: 375,
  },
  galleryNext: {
    label: "Gallery: next photo",
    selector: '[data-carousel] [data-ctl="carousel"][data-step="1"]',
    response: { kind: "text", of: "[data-carousel-count]", startsWith: "2 /" },
    width: 375,
  },
  galleryPrevious: {
    label: "Gallery: previous photo (second tap, after next)",
    selector: '[data-carousel] [data-ctl="carousel"][data-step="-1"]',
    response: { kind: "text", of: "[data-carousel-count]", startsWith: "1 /" },
    width: 375,
    before: {
      selector: '[data-carousel] [data-ctl="carousel"][data-step="1"]',
      waitFor: { of: "[data-carousel-count]", startsWith: "2 /" },
    },
  },
  partnerButton: {
    label: "Become a Partner button",
    selector: 'button[aria-controls="partner"]',
    response: { kind: "expanded" },
    width: 375,
  },
  partnerLink: {
    label: "Become a Partner link (closing call to action, to #partner)",
    selector: 'section[aria-labelledby="cta-title"] a[href$="#partner"]',
    response: { kind: "shown", id: "partner" },
    width: 375,
  },
  bookingButton: {
    label: "Request Appointment (opens the booking overlay)",
    selector: 'article button[data-ctl="dialog"]',
    response: { kind: "dialog" },
    width: 375,
  },
  bookingFloating: {
    label: "Floating booking button (opens the booking overlay)",
    selector: 'div.fixed button[data-ctl="dialog"]',
    response: { kind: "dialog" },
    width: 375,
  },
  map: {
    label: "Show map (load-on-click map)",
    selector: 'button[aria-controls="map-frame"]',
    response: { kind: "frame" },
    width: 375,
  },
  video: {
    label: "Play video (first video)",
    selector: 'button[data-ctl="embed"][aria-controls^="video-"]',
    response: { kind: "frame" },
    width: 375,
  },
  labCheckbox: {
    label: "Lab test checkbox (first row), counted in Selected Tests (1)",
    selector: '#lab-results tbody input[type="checkbox"]',
    response: { kind: "checked", of: "#selected-tests-title", contains: "(1)" },
    width: 375,
  },
  buyNowEmpty: {
    label: "Buy Now with no test ticked (says to tick one first)",
    selector: 'form[data-ctl="order"] button[type="submit"]',
    response: { kind: "changed", of: "#buy-now-empty" },
    width: 375,
  },
  labSearchBusy: {
    label: "Lab search: one letter typed (the list dimmed, its results on their way)",
    selector: "#lab-search",
    response: { kind: "busy", of: "#lab-results" },
    width: 375,
    type: "v",
  },
  labSearch: {
    label: "Lab search: one letter typed (results change)",
    selector: "#lab-search",
    response: { kind: "changed", of: '#lab-results [role="status"]' },
    width: 375,
    type: "v",
    answeredByReact: true,
    followUp: true,
    note: "The lab search's results, not the keystroke's answer: typing asks the server for the matches after a 120 ms pause, then renders them (React's, after hydration), a request on the slow network. The row above is the keystroke's answer, the list dimmed (aria-busy) while its results come, and is held to the target; this one is shown for what it costs, not held to it.",
  },
} satisfies Record<string, Control>;

/** Which controls on which pages (English paths; each also in every other language). */
function plan(pages: string[]): Array<{ path: string; control: Control }> {
  const on = (path: string, ...list: Control[]) => list.map((control) => ({ path, control }));
  return [
    // The phone menu is in the header of every public page.
    ...pages.flatMap((page) => on(page, controls.phoneMenu)),
    ...on("/", controls.servicesLinks, controls.video),
    ...on("/about", controls.video),
    ...on("/services/:id", controls.faq),
    ...on("/insurance", controls.faq),
    ...on("/membership", controls.planTab, controls.faq),
    ...on(
      "/foundation",
      controls.galleryNext,
      controls.galleryPrevious,
      controls.partnerButton,
      controls.partnerLink,
    ),
    ...on("/schedule-visit", controls.bookingButton, controls.bookingFloating),
    ...on("/contact", controls.map),
    ...on(
      "/lab-tests",
      controls.labCheckbox,
      controls.buyNowEmpty,
      controls.labSearchBusy,
      controls.labSearch,
    ),
  ];
}

/* In the page --------------------------------------------------------------------- */

interface ProbeSetup {
  selector: string;
  response: Response;
  startEvent: "pointerdown" | "keydown";
  timeoutMs: number;
}

interface Probe {
  visibleAt: number | null;
  startAt: number | null;
  /** The animation frame callback in which the answer was first there. */
  frameCallbackAt: number | null;
  /** That frame rendered (style, layout, paint done on the main thread). */
  respondedAt: number | null;
  timedOut: boolean;
  hydratedAt: number | null;
  /** React had hydrated the page when the answer was there. */
  hydratedAtResponse: boolean | null;
  /** The control is one of the inline controls script's (`data-ctl`). */
  scriptControl: boolean | null;
  /** A text field's value when no answer came (was the letter kept?). */
  valueAtTimeout: string | null;
  /** The page had been scrolled (to bring the control into view) when it was tapped. */
  scrolled: boolean;
}

/**
 * Runs in the page before its own scripts (an init script, so the page's
 * Content-Security-Policy does not apply to it), in the top document only.
 */
function installProbe(setup: ProbeSetup): void {
  if (window.top !== window) return;
  const probe: Probe = {
    visibleAt: null,
    startAt: null,
    frameCallbackAt: null,
    respondedAt: null,
    timedOut: false,
    hydratedAt: null,
    hydratedAtResponse: null,
    scriptControl: null,
    valueAtTimeout: null,
    scrolled: false,
  };
  // Settled with the probe once the answer is drawn or the time is up (nothing polls meanwhile).
  let finish: (value: Probe) => void = () => undefined;
  (window as unknown as { __firstTap: Promise<Probe> }).__firstTap = new Promise<Probe>(
    (resolve) => (finish = resolve),
  );
  addEventListener("clinic:hydrated", () => (probe.hydratedAt ??= performance.now()));

  const control = () => document.querySelector<HTMLElement>(setup.selector);
  const shown = (element: Element | null | undefined): boolean => {
    if (!element || !element.checkVisibility({ visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const panelOf = (element: Element) =>
    document.getElementById(element.getAttribute("aria-controls") ?? "");
  const textOf = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? "";
  let baseline = "";
  const responded = (): boolean => {
    const element = control();
    if (!element) return false;
    const { response } = setup;
    switch (response.kind) {
      case "expanded":
        return element.getAttribute("aria-expanded") === "true" && shown(panelOf(element));
      case "selected":
        return element.getAttribute("aria-selected") === "true" && shown(panelOf(element));
      case "dialog": {
        const dialog = panelOf(element);
        return dialog instanceof HTMLDialogElement && dialog.open && shown(dialog);
      }
      case "frame":
        return (
          element.getAttribute("aria-busy") === "true" ||
          shown(panelOf(element)?.querySelector("iframe"))
        );
      case "text":
        return textOf(response.of).startsWith(response.startsWith);
      case "shown":
        return shown(document.getElementById(response.id));
      case "checked":
        return (
          element instanceof HTMLInputElement &&
          element.checked &&
          textOf(response.of).includes(response.contains)
        );
      case "changed":
        return textOf(response.of) !== baseline;
      case "busy":
        return document.querySelector(response.of)?.getAttribute("aria-busy") === "true";
    }
  };

  const watchVisible = () => {
    if (shown(control())) probe.visibleAt = performance.now();
    else requestAnimationFrame(watchVisible);
  };
  requestAnimationFrame(watchVisible);

  addEventListener(
    setup.startEvent,
    (event) => {
      const element = control();
      if (probe.startAt !== null || !element || !(event.target instanceof Node)) return;
      if (!element.contains(event.target)) return;
      probe.startAt = event.timeStamp;
      probe.scrolled = scrollY > 0;
      probe.scriptControl = element.closest("[data-ctl]") !== null;
      if (setup.response.kind === "changed") baseline = textOf(setup.response.of);
      const poll = () => {
        const now = performance.now();
        if (responded()) {
          // This callback runs before the frame's style, layout and paint, which for a
          // big change (a full-screen dialog, a new frame) take tens of ms more on a slow
          // CPU: the answer is on screen once that frame is rendered. A message posted now
          // is handled right after it (the frame's rendering is one task).
          probe.frameCallbackAt = now;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            probe.respondedAt = performance.now();
            finish(probe);
          };
          channel.port2.postMessage(null);
          probe.hydratedAtResponse = probe.hydratedAt !== null;
        } else if (now - (probe.startAt ?? now) > setup.timeoutMs) {
          probe.timedOut = true;
          if (element instanceof HTMLInputElement && element.type !== "checkbox") {
            probe.valueAtTimeout = element.value;
          }
          finish(probe);
        } else {
          requestAnimationFrame(poll);
        }
      };
      requestAnimationFrame(poll);
    },
    { capture: true, passive: true },
  );
}

/* Measuring ------------------------------------------------------------------------ */

interface Sample {
  visibleAt: number | null;
  tapToResponse: number | null;
  /** The tap to the callback of the frame with the answer (before that frame's rendering). */
  tapToFrameCallback: number | null;
  answeredBy: string;
  error?: string;
  /** For the console: when the tap came (since the navigation started), and when React had hydrated the page (from the tap). */
  tappedAt: number | null;
  /** Scrolled into view before the tap (a scroll starts the page's scripts, 008). */
  scrolled: boolean;
  hydrated: number | null;
  /** A text field without an answer: what it held at the time-out, and whether React had hydrated. */
  leftInField?: { value: string; hydrated: boolean };
  /** Errors on the page and failed requests to the server (e.g. a rebuild replaced build/). */
  problems: string[];
}

function answeredBy(probe: Probe, control: Control): string {
  if (probe.respondedAt === null) return "no response";
  // Before hydration only the inline scripts run (the box itself is the browser's).
  if (!probe.hydratedAtResponse) return "controls script";
  return probe.scriptControl && !control.answeredByReact
    ? "controls script (page hydrated)"
    : "React";
}

async function measureOnce(
  browser: Browser,
  url: string,
  control: Control,
  traceFile: string | null,
): Promise<Sample> {
  const wide = control.width === 1280;
  const context = await browser.newContext({
    viewport: wide ? { width: 1280, height: 800 } : { width: 375, height: 812 },
    // Lighthouse's emulated phone (moto g power) draws 1.75 device pixels per CSS pixel.
    deviceScaleFactor: wide ? 1 : 1.75,
    isMobile: !wide,
    hasTouch: !wide,
    userAgent: wide ? userAgents.desktop : userAgents.mobile,
  });
  const problems: string[] = [];
  try {
    const setup: ProbeSetup = {
      selector: control.selector,
      response: control.response,
      startEvent: control.type ? "keydown" : "pointerdown",
      timeoutMs: responseTimeoutMs,
    };
    // As source text: tsx (esbuild's keepNames) wraps nested functions in a `__name`
    // helper that exists in Node only, so the page gets a stand-in.
    await context.addInitScript({
      content: `((__name) => (${installProbe.toString()})(${JSON.stringify(setup)}))((f) => f);`,
    });
    const page = await context.newPage();
    const origin = new URL(url).origin;
    page.on("pageerror", (error) => problems.push(`page error: ${error.message.split("\n")[0]}`));
    page.on("response", (response) => {
      if (response.status() >= 400 && response.url().startsWith(origin)) {
        problems.push(`${response.status()} ${response.url().slice(origin.length)}`);
      }
    });
    page.on("requestfailed", (request) => {
      if (request.url().startsWith(origin)) {
        problems.push(
          `failed ${request.url().slice(origin.length)}: ${request.failure()?.errorText}`,
        );
      }
    });
    if (traceFile)
      await browser.startTracing(page, {
        path: traceFile,
        screenshots: false,
        categories: process.env.TRACE_CATEGORIES?.split(","),
      });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });

    await page.goto(url, { waitUntil: "commit" });
    const act = async (selector: string) => {
      const target = page.locator(selector).first();
      await target.waitFor({ state: "visible", timeout: visibleTimeoutMs });
      // Below the fold: scrolled into view, then tapped once a frame has drawn it there
      // (a finger cannot tap what the screen does not show yet).
      const inView = await target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      });
      if (!inView) {
        await target.scrollIntoViewIfNeeded({ timeout: visibleTimeoutMs });
        await page.evaluate(
          () =>
            new Promise<void>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            ),
        );
      }
      if (wide) await target.click({ timeout: visibleTimeoutMs });
      else await target.tap({ timeout: visibleTimeoutMs });
    };
    if (control.before) {
      // An earlier tap the measured one needs (its own answer awaited, not measured).
      await act(control.before.selector);
      const { of, startsWith } = control.before.waitFor;
      await page.waitForFunction(
        ([selector, text]) => document.querySelector(selector)?.textContent?.startsWith(text),
        [of, startsWith] as const,
        { timeout: responseTimeoutMs },
      );
    }
    await act(control.selector);
    if (control.type) await page.keyboard.type(control.type);

    const probe = await page.evaluate(
      (waitMs) =>
        Promise.race([
          (window as unknown as { __firstTap: Promise<Probe> }).__firstTap,
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error("the tap never reached the control")), waitMs),
          ),
        ]),
      responseTimeoutMs + 5_000,
    );
    const from = (at: number | null) =>
      at === null || probe.startAt === null ? null : at - probe.startAt;
    return {
      visibleAt: probe.visibleAt,
      tapToResponse: from(probe.respondedAt),
      tapToFrameCallback: from(probe.frameCallbackAt),
      answeredBy: answeredBy(probe, control),
      tappedAt: probe.startAt,
      scrolled: probe.scrolled,
      hydrated: from(probe.hydratedAt),
      leftInField:
        probe.valueAtTimeout === null
          ? undefined
          : { value: probe.valueAtTimeout, hydrated: probe.hydratedAt !== null },
      problems,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return {
      visibleAt: null,
      tapToResponse: null,
      tapToFrameCallback: null,
      answeredBy: "–",
      error: message ?? "failed",
      tappedAt: null,
      scrolled: false,
      hydrated: null,
      problems,
    };
  } finally {
    if (traceFile) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

/* Formatting ------------------------------------------------------------------------ */

const dash = "–";
const millis = (ms: number | null) => (ms === null ? dash : `${Math.round(ms)} ms`);

function median(values: Array<number | null>): number | null {
  const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 === 1
    ? (present[middle] ?? null)
    : ((present[middle - 1] ?? 0) + (present[middle] ?? 0)) / 2;
}

/** The most frequent value (the answerer over several runs). */
function mostFrequent(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? dash;
}

interface Row {
  page: string;
  /** e.g. /pt/services/:id (the table) */
  label: string;
  control: Control;
  samples: Sample[];
  visibleAt: number | null;
  tapToResponse: number | null;
  /** The tap to the callback of the frame with the answer (before that frame's rendering). */
  tapToFrameCallback: number | null;
  answeredBy: string;
  error?: string;
}

function rowFrom(page: string, label: string, control: Control, samples: Sample[]): Row {
  const errors = samples.filter((sample) => sample.error);
  const answered = samples.filter((sample) => sample.tapToResponse !== null);
  return {
    page,
    label,
    control,
    samples,
    visibleAt: median(samples.map((sample) => sample.visibleAt)),
    // A run with no answer counts as the slowest.
    tapToResponse:
      answered.length * 2 > samples.length
        ? median(samples.map((sample) => sample.tapToResponse ?? Infinity))
        : null,
    tapToFrameCallback:
      answered.length * 2 > samples.length
        ? median(samples.map((sample) => sample.tapToFrameCallback ?? Infinity))
        : null,
    answeredBy: mostFrequent(samples.map((sample) => sample.answeredBy)),
    error: errors.length === samples.length ? errors[0]?.error : undefined,
  };
}

/** Most of its runs scrolled the page to reach the control. */
const scrolledFirst = (row: Row) =>
  row.samples.filter((sample) => sample.scrolled).length * 2 > row.samples.length;

const verdict = (row: Row) =>
  row.control.followUp
    ? "— (follows an answer)"
    : row.tapToResponse === null
      ? "**no**"
      : row.tapToResponse <= targetMs
        ? "yes"
        : "**no**";

function responseCell(row: Row): string {
  if (row.error) return `error: ${row.error}`;
  if (row.tapToResponse === null) {
    const field = row.samples.find((sample) => sample.leftInField)?.leftInField;
    const state = field
      ? `; the field then held "${field.value}", ${field.hydrated ? "the page hydrated" : "the page not hydrated"}`
      : "";
    return `no response in ${responseTimeoutMs / 1000} s${state}`;
  }
  return millis(row.tapToResponse);
}

/** " (min–max)" of the runs that answered, when there were several. */
function spread(row: Row): string {
  const times = row.samples
    .map((sample) => sample.tapToResponse)
    .filter((value): value is number => value !== null);
  if (row.tapToResponse === null || row.samples.length < 2 || times.length < 2) return "";
  return ` (${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))})`;
}

function consoleLine(row: Row): string {
  const runs = row.samples
    .map((sample) =>
      sample.error
        ? `error (${sample.error})`
        : [
            `tapped at ${millis(sample.tappedAt)}${sample.scrolled ? " after a scroll" : ""}`,
            `answer ${millis(sample.tapToResponse)} (frame callback ${millis(sample.tapToFrameCallback)})`,
            sample.hydrated === null ? "" : `hydrated at ${millis(sample.hydrated)}`,
            sample.problems.length === 0 ? "" : `PROBLEMS: ${sample.problems.join(" | ")}`,
          ]
            .filter(Boolean)
            .join(", "),
    )
    .join("; ");
  return [
    `${row.label.padEnd(24)} ${String(row.control.width).padStart(4)}px`,
    `${row.control.label.slice(0, 44).padEnd(44)}`,
    `visible ${millis(row.visibleAt).padStart(8)}`,
    `→ ${responseCell(row).padStart(8)}`,
    row.answeredBy,
    `(${runs})`,
  ].join("  ");
}

/* Main -------------------------------------------------------------------------------- */

function chromiumVersion(chromePath: string): string {
  try {
    return execFileSync(chromePath, ["--version"], { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "unknown";
  }
}

/** A file name for a row's trace: its page and control, in lower-case words. */
function slugForFile(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      only: { type: "string" },
      "no-build": { type: "boolean", default: false },
      runs: { type: "string", default: "3" },
      trace: { type: "string" },
    },
  });
  const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
  const only = values.only
    ? values.only
        .split(",")
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean)
    : null;

  if (values.trace) mkdirSync(values.trace, { recursive: true });

  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(chromePath)) {
    console.error(
      `No Chromium at ${chromePath}: install it (Debian: apt-get install -y chromium) or set CHROME_PATH.`,
    );
    return 1;
  }

  if (!values["no-build"]) await buildApp();
  const server = await startServer({ logLevel: "warn" });
  console.log(`Production server at ${server.url} (log: ${server.logFile})`);

  // Every public page (as bench:lighthouse): the static ones and one sample of each
  // dynamic route, in each language of the list (English first).
  const englishPages = [...staticPublicPaths, ...dynamicPublicRoutes] as string[];
  const work: Array<{ path: string; label: string; control: Control }> = [];
  const samples = new Map<string, string | null>();
  for (const locale of locales) {
    for (const item of plan(englishPages)) {
      const label = localizePath(item.path, locale);
      const wanted =
        !only ||
        only.some(
          (text) =>
            label.toLowerCase().includes(text) || item.control.label.toLowerCase().includes(text),
        );
      if (!wanted) continue;
      let resolved: string | null = label;
      if (label.includes(":")) {
        if (!samples.has(label)) {
          const list = label.slice(0, label.lastIndexOf("/"));
          samples.set(label, await findSample(server.url, list));
        }
        resolved = samples.get(label) ?? null;
        if (!resolved) {
          console.warn(`No link to an item found on the list page: ${label} is skipped`);
          continue;
        }
      }
      work.push({ path: resolved, label, control: item.control });
    }
  }
  if (work.length === 0) {
    console.error(`Nothing to measure${only ? ` for --only ${values.only}` : ""}.`);
    return 1;
  }

  // Warm the server (JIT, page cache) as on a site that has been up for a while.
  for (const pagePath of new Set(work.map((item) => item.path))) {
    for (let i = 0; i < 2; i += 1) await fetchHtml(`${server.url}${pagePath}`);
  }

  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      // Only the server answers: any other host name fails at once (no DNS, no waiting).
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      "--disable-background-networking",
      "--disable-dev-shm-usage",
    ],
  });
  onCleanup(() => browser.close());

  console.log(
    `${work.length} controls × ${runs} run${runs === 1 ? "" : "s"}, in ${chromiumVersion(chromePath)}` +
      ` (Playwright ${installedVersion("@playwright/test")}), Slow 4G and CPU ${cpuSlowdown}× slower:\n`,
  );
  const loadAtStart = os.loadavg()[0]?.toFixed(1);
  const rows: Row[] = [];
  for (const item of work) {
    const url = `${server.url}${item.path}`;
    const results: Sample[] = [];
    for (let run = 0; run < runs; run += 1) {
      const traceFile = values.trace
        ? path.join(
            values.trace,
            `${slugForFile(`${item.label} ${item.control.label}`)}-${run + 1}.json`,
          )
        : null;
      results.push(await measureOnce(browser, url, item.control, traceFile));
    }
    const row = rowFrom(item.path, item.label, item.control, results);
    rows.push(row);
    console.log(consoleLine(row));
  }

  /* The table. */
  const measured = rows.filter((row) => !row.error);
  // The controls' own answers: what the target and the summary are about.
  const targeted = rows.filter((row) => !row.control.followUp);
  const answered = measured.filter((row) => row.tapToResponse !== null && !row.control.followUp);
  const slowest = answered.reduce<Row | null>(
    (worst, row) =>
      worst === null || (row.tapToResponse ?? 0) > (worst.tapToResponse ?? 0) ? row : worst,
    null,
  );
  const visibleTimes = measured
    .map((row) => row.visibleAt)
    .filter((value): value is number => value !== null);
  const latestVisible = visibleTimes.length > 0 ? Math.max(...visibleTimes) : null;
  // Notes under the table, numbered after ¹ (below the fold).
  const notes = [...new Set(rows.flatMap((row) => (row.control.note ? [row.control.note] : [])))];
  const marks = ["²", "³", "⁴", "⁵", "⁶"];
  const noteMark = (note: string) => marks[notes.indexOf(note)] ?? "*";
  const header = [
    "Page",
    "Control",
    "Width",
    "Visible at",
    "Tap → response",
    "(its frame's callback)",
    "Answered by",
    `Target ≤ ${targetMs} ms`,
  ];
  const body = rows.map((row) => [
    `\`${row.label}\``,
    [
      row.control.label,
      scrolledFirst(row) ? " ¹" : "",
      row.control.note ? ` ${noteMark(row.control.note)}` : "",
    ].join(""),
    `${row.control.width} px`,
    millis(row.visibleAt),
    responseCell(row) + spread(row),
    row.tapToResponse === null ? dash : millis(row.tapToFrameCallback),
    row.answeredBy,
    verdict(row),
  ]);
  body.push([
    "**worst**",
    slowest ? `slowest answer: ${slowest.control.label} on \`${slowest.label}\`` : dash,
    slowest ? `${slowest.control.width} px` : dash,
    latestVisible === null ? dash : `**${millis(latestVisible)}**`,
    slowest ? `**${millis(slowest.tapToResponse)}**` : dash,
    slowest ? millis(slowest.tapToFrameCallback) : dash,
    slowest?.answeredBy ?? dash,
    slowest ? verdict(slowest) : dash,
  ]);
  const table = markdownTable(header, body, [
    "---",
    "---",
    "--:",
    "--:",
    "--:",
    "--:",
    "---",
    "---",
  ]);

  const late = answered.filter((row) => (row.tapToResponse ?? 0) > targetMs);
  const silent = targeted.filter((row) => row.tapToResponse === null);
  const followUps = rows.filter((row) => row.control.followUp);
  const name = (row: Row) => `${row.control.label} on \`${row.label}\``;
  const listOf = (items: string[], at = 10) =>
    items.length > at
      ? `${items.slice(0, at).join(", ")} and ${items.length - at} more (see the table)`
      : items.join(", ");
  const summary = [
    `${targeted.length - late.length - silent.length} of ${targeted.length} controls answered within ${targetMs} ms of the tap.`,
    late.length > 0
      ? `Over ${targetMs} ms (${late.length}): ${listOf(
          late.map((row) => `${name(row)} ${millis(row.tapToResponse)}`),
        )}.`
      : "",
    followUps.length > 0
      ? `What follows an answer, not held to the target: ${listOf(
          followUps.map((row) => `${name(row)} ${responseCell(row)}`),
        )}.`
      : "",
    silent.length > 0
      ? `No answer or no figure (${silent.length}): ${listOf(
          silent.map((row) => `${name(row)} (${responseCell(row)})`),
        )}.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
  console.log(`\n${summary.replaceAll("`", "")}`);
  const problemLines = rows.flatMap((row) => {
    const seen = [...new Set(row.samples.flatMap((sample) => sample.problems))];
    return seen.length > 0 ? [`${name(row)}: ${seen.slice(0, 3).join(", ")}`] : [];
  });
  if (problemLines.length > 0) {
    console.log(
      `Problems seen on ${problemLines.length} rows (see above): their figures are doubtful.`,
    );
  }

  const kbps = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });
  const sampleList = [...samples.entries()]
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([pattern, found]) => `\`${pattern}\` = \`${found}\``);
  const footnotes = [
    rows.some(scrolledFirst)
      ? "¹ Below the fold: scrolled into view, then tapped in the frame after the one that drew it there (the scroll, as any, starts the page's scripts)."
      : "",
    ...notes.map((note) => `${noteMark(note)} ${note}`),
  ].filter(Boolean);
  const file = await writeSection(
    "bench:first-tap",
    [
      "## First tap (every control, slow phone)",
      "",
      `- Run: ${runDate()}${only ? ` — **partial run** (\`--only ${values.only}\`)` : ""}`,
      `- Machine: ${machineDescription()}; load average ${loadAtStart} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end (the slowed CPU is a share of this one: other work on it raises and spreads the figures)`,
      `- Node ${process.version}, ${chromiumVersion(chromePath)} headless, driven by Playwright ${installedVersion("@playwright/test")}`,
      `- Command: ${describeCommand("bench:first-tap", !values["no-build"])}`,
      `- Throttling: Lighthouse's mobile figures, applied through the DevTools protocol as its "devtools" method does: Slow 4G (${slow4G.requestLatencyMs} ms request latency, ${kbps(slow4G.downloadThroughputKbps)} Kbps down, ${kbps(slow4G.uploadThroughputKbps)} Kbps up) and the CPU ${cpuSlowdown}× slower`,
      "- Phone: 375 × 812 CSS px, touch, 1.75 device pixels per px, Lighthouse's phone user agent; wide screen (the Services links, shown from `lg:` on): 1280 × 800, a mouse. Every measurement is a new browser context (empty cache); no other host than the server is reachable",
      `- ${runs} run${runs === 1 ? "" : "s"} per control${runs > 1 ? `; the table shows the median (and the range of the ${runs} runs)` : ""}`,
      sampleList.length > 0
        ? `- Dynamic routes measured through one sample each: ${sampleList.join(", ")}`
        : "",
      "",
      "How: the page is opened, and the control tapped as soon as it is visible (scrolled into view first when it is below the fold, and tapped once a frame has drawn it there). _Visible at_: the first animation frame in which the control is drawn, in ms since the navigation started. _Tap → response_: from the tap's `pointerdown` (for the lab search, the letter's `keydown`), its event time, to the end of the rendering of the first animation frame that holds the control's answer (the panel shown, the tab selected, the dialog open, the frame loading (its spinner) or built, the counter moved, the box ticked and counted, a message shown, a list dimmed while its results come, the results changed): checked in each frame's callback, timed by a message posted from it, which runs once that frame's style, layout and paint are done (the compositor shows it a little later). _(its frame's callback)_: the same to that frame's animation frame callback, before its rendering, for comparison. _Answered by_: whether React had hydrated the page when the answer showed: public pages start their scripts on the first interaction (docs/decisions/008), and their controls answer through the inline controls script before that (015). Links and form submissions that load a page are not here: that is a page load, which bench:lighthouse measures.",
      "",
      table,
      "",
      ...footnotes.flatMap((footnote) => [footnote, ""]),
      summary,
      "",
      problemLines.length > 0
        ? `**Problems seen during the run** (the figures of these rows are doubtful): ${problemLines.join("; ")}.`
        : "",
    ]
      .filter((line, index, all) => line !== "" || all[index - 1] !== "")
      .join("\n"),
  );
  console.log(`Written to ${path.relative(repoRoot, file)}`);
  return rows.some((row) => row.error) ? 1 : 0;
}

runBenchmark(main);
