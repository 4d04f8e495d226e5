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
 *   and gives it the focus back (the phone menu).
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
  /** JSON of the iframe's properties (src, title, className, allow, …). */
  embed: "data-embed",
  /** The element the embed replaces (hidden once the frame is in). */
  placeholder: "data-embed-placeholder",
} as const;

export type ControlKind = "disclosure" | "embed";

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
  if (panel) panel.hidden = true;
}

export const controlsScript = `(() => {
  if (window.__clinicControls) return;
  window.__clinicControls = true;
  const panelOf = (button) => document.getElementById(button.getAttribute("aria-controls") || "");
  const setOpen = (button, open) => {
    button.setAttribute("aria-expanded", String(open));
    const panel = panelOf(button);
    if (panel) panel.hidden = !open;
  };
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
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target && target.closest("[${controlHooks.kind}]");
    const handle = button && handlers[button.getAttribute("${controlHooks.kind}")];
    if (handle && !button.disabled) handle(button);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const button of document.querySelectorAll('[${controlHooks.escape}][aria-expanded="true"]')) {
      setOpen(button, false);
      button.focus();
    }
  });
})();`;
