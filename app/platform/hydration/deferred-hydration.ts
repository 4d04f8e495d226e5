/*
 * Public pages hydrate on the visitor's first interaction (docs/decisions/008).
 *
 * Every public page works without JavaScript (links, forms, the lab order), so
 * its scripts are an enhancement. The server leaves the page's module script and
 * React Router's data scripts inert (DEFERRED_MODULE_TYPE, DEFERRED_SCRIPT_TYPE)
 * and its modulepreloads too (DEFERRED_PRELOAD_REL, deferred-hydration.server.ts); the small inline
 * script below starts them when the visitor first touches, clicks, types, scrolls
 * or moves the pointer, once the document has been parsed (the data may still be
 * streaming before that); after a tap, once the tap's own answer has been painted.
 * Nothing waits for React: every public control is run by the inline controls
 * script (`data-ctl`, app/platform/controls) from the moment it is painted; React,
 * once it runs, takes the same markup over.
 */

/** A script type browsers do not run: the page's module script waits under it. */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";
/** The same for React Router's inline data scripts, which run first, in document order. */
export const DEFERRED_SCRIPT_TYPE = "text/x-deferred-script";
/**
 * A link relation browsers ignore: the page's modulepreloads wait under it, so the
 * starter can fetch every module at once (on a slow network, one round trip instead
 * of one per level of imports).
 */
export const DEFERRED_PRELOAD_REL = "x-deferred-modulepreload";
/** Dispatched on window once the root has hydrated (app/root.tsx). */
export const HYDRATED_EVENT = "clinic:hydrated";

/**
 * When a page's scripts start: at once (the staff portal) or on the visitor's first
 * interaction (public pages). A public page that must act before anyone touches it
 * does so with a small inline script of its own (the membership application's frame).
 */
export type Hydration = "immediate" | "on-interaction";

/** A route's `handle.hydration`; the deepest matched route that sets it decides. */
export type HydrationHandle = { hydration?: Hydration };

/** Longest a touch waits for its click before the scripts start anyway (a scroll has none). */
const TAP_WAIT_MS = 500;

/** What counts as the visitor using the page. */
const INTERACTIONS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
];

/**
 * The inline script. Plain ES2020 in a string, not a serialised function: the
 * bundler may rename or wrap a function's body, and this runs before any module.
 */
export const deferredHydrationScript = `(() => {
  const deferred = document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');
  if (!deferred) return;
  const interactions = ${JSON.stringify(INTERACTIONS)};
  let started = false;
  const run = () => {
    for (const preload of document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]')) preload.rel = "modulepreload";
    for (const inert of document.querySelectorAll('script[type="${DEFERRED_SCRIPT_TYPE}"]')) {
      const data = document.createElement("script");
      data.nonce = inert.nonce;
      data.textContent = inert.textContent;
      inert.replaceWith(data);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = deferred.nonce;
    script.textContent = deferred.textContent;
    document.head.append(script);
  };
  const whenParsed = () => {
    if (document.readyState === "loading") addEventListener("DOMContentLoaded", run, { once: true });
    else run();
  };
  const start = (event) => {
    if (started) return;
    started = true;
    for (const type of interactions) removeEventListener(type, start, true);
    if (event.type !== "pointerdown" && event.type !== "touchstart") return whenParsed();
    // A tap's own answer comes first: its click (a menu, a tab, run by the controls
    // script) is handled and painted, then the scripts start (their data runs at once).
    // A touch that becomes a scroll has no click: the scripts start a little later.
    let waiting = true;
    const tapDone = () => {
      if (!waiting) return;
      waiting = false;
      requestAnimationFrame(() => setTimeout(whenParsed, 0));
    };
    addEventListener("click", tapDone, { once: true });
    setTimeout(tapDone, ${TAP_WAIT_MS});
  };
  for (const type of interactions) addEventListener(type, start, { capture: true, passive: true });
})();`;
