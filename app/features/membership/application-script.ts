/*
 * The membership application's three states, run by a small inline
 * script instead of React, so the page needs no framework code until the visitor
 * touches it (docs/decisions/008):
 *
 * - "loading" at first: once the page itself has loaded and painted (so a slow
 *   signup site never holds up the page), the script asks the signup host whether it
 *   answers at all (reachable.ts: a name that does not resolve, a refused connection),
 *   then makes the frame, and gives the whole 3 seconds;
 * - "loaded" when the frame loads first: the form shows, and "Having trouble?"
 *   stays offered under it, because browsers fire "load" even when a cross-origin
 *   frame shows their own error page (the visitor's word is the only signal);
 * - "fallback" when the host does not answer, on the frame's error, on "Having
 *   trouble?", or after 3 seconds without a load: the frame goes, the other ways to apply show. A late load does
 *   not hide the options the visitor is reading; a late timer does not hide a form
 *   that loaded.
 *
 * The state is the screen's `data-state`; the page's CSS shows what each state
 * shows. Without JavaScript there is no frame, and no-script CSS shows the options.
 */

import { afterFirstPaintSource } from "~/platform/hydration/after-first-paint";
import { FRAME_TIMEOUT_MS, reachableSource } from "~/platform/controls/reachable";

export type ApplicationState = "loading" | "loaded" | "fallback";

/** What the script and the markup (application-screen.tsx) agree on. */
export const applicationHooks = {
  screen: "data-application-screen",
  /** Set on the screen once a script runs it, so it never runs twice. */
  running: "data-application-running",
  /** An empty element the frame goes into; data-src and data-title describe it. */
  frameSlot: "data-application-frame-slot",
  /** A live region; data-message is what it announces when the frame fails. */
  announcement: "data-application-announcement",
  trouble: "data-application-trouble",
  /** The fallback options: focused when the visitor asked for them. */
  fallback: "data-application-fallback",
} as const;

/**
 * `(screen, timeoutMs) => void`. Plain ES2020 in a string, like the deferred-hydration
 * starter: the bundler may rename or wrap a function's body, and this runs before any
 * module. Exported for its unit test.
 */
export const runApplicationScreenSource = `(screen, timeoutMs) => {
  if (!screen || screen.hasAttribute("${applicationHooks.running}")) return;
  screen.setAttribute("${applicationHooks.running}", "");
  const slot = screen.querySelector("[${applicationHooks.frameSlot}]");
  const announcement = screen.querySelector("[${applicationHooks.announcement}]");
  const frame = document.createElement("iframe");
  const state = () => screen.dataset.state;
  const fallBack = (reason) => {
    screen.dataset.state = "fallback";
    frame.remove();
    if (reason === "trouble") screen.querySelector("[${applicationHooks.fallback}]").focus();
    else announcement.textContent = announcement.dataset.message;
  };
  frame.addEventListener("load", () => {
    if (state() === "loading") screen.dataset.state = "loaded";
  });
  frame.addEventListener("error", () => {
    if (state() === "loading") fallBack("error");
  });
  screen.addEventListener("click", (event) => {
    const trouble = event.target instanceof Element && event.target.closest("[${applicationHooks.trouble}]");
    if (trouble && state() !== "fallback") fallBack("trouble");
  });
  const start = () => {
    if (state() !== "loading") return;
    setTimeout(() => {
      if (state() === "loading") fallBack("timeout");
    }, timeoutMs);
    (${reachableSource})(slot.dataset.src, timeoutMs).then((answers) => {
      if (state() !== "loading") return;
      if (!answers) return fallBack("error");
      frame.title = slot.dataset.title;
      frame.className = "size-full";
      frame.src = slot.dataset.src;
      slot.append(frame);
    });
  };
  (${afterFirstPaintSource})(start);
}`;

/**
 * The inline script the screen ends with: it runs the screen it sits in as soon as
 * the browser has parsed it (after a client-side navigation, the screen inserts it).
 */
export const applicationScreenScript = `(${runApplicationScreenSource})(document.currentScript && document.currentScript.closest("[${applicationHooks.screen}]"), ${FRAME_TIMEOUT_MS});`;
