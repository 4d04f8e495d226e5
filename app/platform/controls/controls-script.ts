/*
 * The public pages' controls work from the moment they are painted, not from when
 * React has hydrated (issue 22; decisions 008 and 015). One small inline script,
 * the first thing in <body>, listens on `document` for the controls below; the
 * markup carries their state in attributes (`aria-expanded`, `hidden`), the same
 * markup React renders, so hydration changes nothing the visitor sees, and React
 * has no handler of its own on them. A delegated listener also covers what React
 * renders after a client-side navigation.
 *
 * - `data-ctl="disclosure"`: a button that shows or hides the element its
 *   `aria-controls` names (WAI-ARIA disclosure). Inside a `data-ctl-group`, opening
 *   one closes the others (an accordion). With `data-ctl-escape`, Escape closes it
 *   and gives it the focus back (the phone menu). A link to its panel on the same
 *   page opens it and focuses the panel's first field; so does arriving with the
 *   panel's id as the URL's fragment. Inside a `data-ctl-dropdown` (the header's
 *   Services links) a click or the focus outside closes it, and the arrows move
 *   through its links.
 * - `data-ctl="tab"`: a WAI-ARIA tab (role="tab" in a role="tablist"): a click or
 *   the arrow keys, Home and End select it, show the panel its `aria-controls`
 *   names and hide the others'; the selected tab alone is in the tab order.
 * - `data-ctl="embed"`: a load-on-click placeholder (map, video). The click builds
 *   the iframe described by the button's `data-embed` (JSON of iframe properties)
 *   in the element its `aria-controls` names, hides the element `data-embed-placeholder`
 *   around the button, and moves the focus to the frame.
 *
 * Plain ES2020 in a string, like the deferred-hydration starter: the bundler may
 * rename or wrap a function's body, and this runs before any module.
 */

/** What the markup and the script agree on. */
export const controlHooks = {
  kind: "data-ctl",
  /** An accordion: opening one disclosure inside closes the others. */
  group: "data-ctl-group",
  /** Escape closes this disclosure and focuses it. */
  escape: "data-ctl-escape",
  /**
   * Around a drop-down (a disclosure button and its panel of links): a click or the
   * focus outside closes it; the arrows, Home and End open it and move through its links.
   */
  dismiss: "data-ctl-dropdown",
  /** Set on an open disclosure's panel, beside removing `hidden`. */
  open: "data-open",
  /** JSON of the iframe's properties (src, title, className, allow, …). */
  embed: "data-embed",
  /** The element the embed replaces (hidden once the frame is in). */
  placeholder: "data-embed-placeholder",
} as const;

export type ControlKind = "disclosure" | "tab" | "embed";

/** Spread on a control's root: `<button {...control("disclosure")}>`. */
export function control(kind: ControlKind) {
  return { [controlHooks.kind]: kind, suppressHydrationWarning: true } as const;
}

/** The iframe an embed button builds: properties of HTMLIFrameElement. */
export type EmbedFrame = {
  src: string;
  title: string;
  className?: string;
  allow?: string;
  allowFullscreen?: boolean;
  referrerPolicy?: ReferrerPolicy;
  loading?: "lazy" | "eager";
};

/** A script-owned element: React renders it empty and never touches what the script puts in. */
export const scriptOwned = {
  dangerouslySetInnerHTML: { __html: "" },
  suppressHydrationWarning: true,
} as const;

/**
 * Closes a disclosure from React (the phone menu on a client-side navigation): the
 * same two attributes the script sets.
 */
export function closeDisclosure(button: HTMLElement | null) {
  if (!button || button.getAttribute("aria-expanded") !== "true") return;
  button.setAttribute("aria-expanded", "false");
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!panel) return;
  panel.hidden = true;
  panel.removeAttribute(controlHooks.open);
}

const controlsSource = `(() => {
  if (window.__clinicControls) return;
  window.__clinicControls = true;
  const panelOf = (button) => document.getElementById(button.getAttribute("aria-controls") || "");
  const show = (panel, open) => {
    if (!panel) return;
    panel.hidden = !open;
    // For a panel whose CSS shows it without JavaScript, hidden alone is not enough.
    panel.toggleAttribute("${controlHooks.open}", open);
  };
  const setOpen = (button, open) => {
    button.setAttribute("aria-expanded", String(open));
    show(panelOf(button), open);
  };
  const tabsBeside = (tab) => [...tab.closest('[role="tablist"]').querySelectorAll('[role="tab"]')];
  const select = (tab) => {
    for (const other of tabsBeside(tab)) {
      other.setAttribute("aria-selected", String(other === tab));
      other.tabIndex = other === tab ? 0 : -1;
      show(panelOf(other), other === tab);
    }
  };
  const tabKeys = { ArrowLeft: -1, ArrowRight: 1, Home: "first", End: "last" };
  const handlers = {
    disclosure(button) {
      const open = button.getAttribute("aria-expanded") !== "true";
      const group = open ? button.closest("[${controlHooks.group}]") : null;
      if (group) {
        for (const other of group.querySelectorAll('[${controlHooks.kind}="disclosure"][aria-expanded="true"]')) {
          if (other.closest("[${controlHooks.group}]") === group) setOpen(other, false);
        }
      }
      setOpen(button, open);
    },
    tab: select,
    embed(button) {
      const slot = panelOf(button);
      if (!slot || slot.firstChild) return;
      const frame = document.createElement("iframe");
      Object.assign(frame, JSON.parse(button.getAttribute("${controlHooks.embed}") || "{}"));
      slot.append(frame);
      const placeholder = button.closest("[${controlHooks.placeholder}]") || button;
      placeholder.hidden = true;
      frame.focus();
    },
  };
  const disclosureOf = (id) =>
    id && document.querySelector('[${controlHooks.kind}="disclosure"][aria-controls="' + CSS.escape(id) + '"]');
  // A link to a disclosure's panel on this page opens it, scrolls to it and puts
  // the focus in its first field.
  const followLink = (event, link) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const button = link.pathname === location.pathname && disclosureOf(link.hash.slice(1));
    if (!button) return;
    // Done here rather than by the browser, whose fragment navigation would come
    // after this and take the focus away again.
    event.preventDefault();
    setOpen(button, true);
    if (location.hash !== link.hash) history.replaceState(history.state, "", link.hash);
    const panel = panelOf(button);
    panel.scrollIntoView({ block: "start" });
    const field = panel.querySelector("input:not([type=hidden]):not([tabindex='-1']), select, textarea");
    if (field) field.focus({ preventScroll: true });
  };
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target && target.closest("[${controlHooks.kind}]");
    const handle = button && handlers[button.getAttribute("${controlHooks.kind}")];
    if (handle && !button.disabled) handle(button);
    const link = !button && target && target.closest("a[href*='#']");
    if (link) followLink(event, link);
  });
  // A drop-down closes when the visitor clicks or moves the focus outside it.
  const dismissOutside = (event) => {
    for (const menu of document.querySelectorAll("[${controlHooks.dismiss}]")) {
      const button = menu.querySelector('[aria-expanded="true"]');
      if (button && !(event.target instanceof Node && menu.contains(event.target))) setOpen(button, false);
    }
  };
  document.addEventListener("pointerdown", dismissOutside);
  document.addEventListener("focusin", dismissOutside);
  // Arriving at a disclosure's panel (/foundation#partner): it shows open.
  document.addEventListener("DOMContentLoaded", () => {
    const button = disclosureOf(location.hash.slice(1));
    if (!button || button.getAttribute("aria-expanded") === "true") return;
    setOpen(button, true);
    panelOf(button).scrollIntoView({ block: "start" });
  });
  document.addEventListener("keydown", (event) => {
    const tab = event.target instanceof Element && event.target.closest('[${controlHooks.kind}="tab"]');
    const move = tab && tabKeys[event.key];
    if (move) {
      // Automatic activation, as the WAI-ARIA tabs pattern describes: the arrows wrap.
      const tabs = tabsBeside(tab);
      const at = tabs.indexOf(tab);
      const next = move === "first" ? tabs[0] : move === "last" ? tabs[tabs.length - 1] : tabs[(at + move + tabs.length) % tabs.length];
      event.preventDefault();
      select(next);
      next.focus();
      return;
    }
    const menu = event.target instanceof Element && event.target.closest("[${controlHooks.dismiss}]");
    const step = menu && { ArrowDown: 1, ArrowUp: -1, Home: "first", End: "last" }[event.key];
    if (step) {
      // A drop-down of links: the arrows open it and move through its links.
      const button = menu.querySelector("[${controlHooks.kind}]");
      const links = [...panelOf(button).querySelectorAll("a[href]")];
      const at = links.indexOf(event.target);
      if (at < 0 && event.target !== button) return;
      event.preventDefault();
      setOpen(button, true);
      const next = step === "first" ? 0 : step === "last" ? links.length - 1 : at < 0 ? (step > 0 ? 0 : links.length - 1) : (at + step + links.length) % links.length;
      links[next].focus();
      return;
    }
    if (event.key !== "Escape") return;
    for (const button of document.querySelectorAll('[${controlHooks.escape}][aria-expanded="true"]')) {
      setOpen(button, false);
      button.focus();
    }
  });
})();`;

/**
 * The script as pages carry it: without its comments and indentation (it is inline
 * in every page). Whole lines only, so the code itself is untouched.
 */
export const controlsScript = controlsSource
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("//"))
  .join("\n");
