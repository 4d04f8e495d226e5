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
 * - `data-ctl="carousel"`: the previous and next buttons (`data-step` -1 and 1) of a
 *   WAI-ARIA carousel (`data-carousel`, slides `aria-roledescription="slide"`); the arrow
 *   keys, Home and End inside it and a sideways swipe on its viewport move it too. One
 *   slide shows (a transform); the others are aria-hidden and inert; the buttons are
 *   disabled at the ends, the counter follows, and the live region (its `data-message`,
 *   with {index}, {total} and {caption}) names the new photo.
 * - `data-ctl="embed"`: a load-on-click placeholder (map, video). The click marks
 *   the button `aria-busy` (its CSS shows it loading) and, once that is painted,
 *   builds the iframe described by the button's `data-embed` (JSON of iframe
 *   properties) in the element its `aria-controls` names, hides the element
 *   `data-embed-placeholder` around the button, and moves the focus to the frame.
 * - `data-ctl="dialog"`: opens the `<dialog>` its `aria-controls` names as a modal
 *   (the platform gives the focus, the inert page behind, Escape, and the focus back
 *   to the opener; the script keeps Tab going round its controls). An element in it
 *   with `data-embed` gets its frame at each opening, once the dialog has been
 *   painted, and loses it at closing, so nothing loads before the visitor asks and
 *   each opening starts afresh. (The booking overlay's own script, booking-script.ts,
 *   fills the slot when the frame's host does not answer, so no frame is built.) A
 *   click on the backdrop closes a dialog that has `closedby="any"` (the platform does
 *   it too where it knows the attribute).
 * - `data-ctl="order"`: the lab order form. Its tests are the boxes ticked for it
 *   (`form=` its id) and its hidden inputs, all named "test". A change of a box
 *   writes their number into `data-order-count` (its `data-message`, with {count});
 *   sending it with none shows the `data-order-empty` element's `data-message` there
 *   instead (a live region), which the next box ticked clears.
 * - `data-ctl="search"`: a search box whose results come from the server. Typing in
 *   it marks the element its `aria-controls` names `aria-busy` (its CSS dims it) at
 *   once, before and after hydration; React, whose search that is, clears it when
 *   the new results are in.
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
  /** A carousel (the section): `data-index` is its current slide. */
  carousel: "data-carousel",
  carouselViewport: "data-carousel-viewport",
  /** The row of slides, moved by a transform. */
  carouselTrack: "data-carousel-track",
  /** The "2 / 9" counter. */
  carouselCount: "data-carousel-count",
  /** JSON of the iframe's properties (src, title, className, allow, …). */
  embed: "data-embed",
  /** The element the embed replaces (hidden once the frame is in). */
  placeholder: "data-embed-placeholder",
  /** Set on a dialog whose frame's host did not answer, or drew nothing in time. */
  unreachable: "data-unreachable",
  /** Where the lab order's number of tests shows (its `data-message` holds {count}). */
  orderCount: "data-order-count",
  /** The live region that says an order needs a test (its `data-message`). */
  orderEmpty: "data-order-empty",
} as const;

export type ControlKind =
  "disclosure" | "tab" | "carousel" | "embed" | "dialog" | "order" | "search";

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
  sandbox?: string;
};

/** Spread on the element that carries an embed's description (a button, a dialog's slot). */
export function embed(frame: EmbedFrame) {
  return { [controlHooks.embed]: JSON.stringify(frame) };
}

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
  // The iframe described by the data-embed of "from", built in the empty "slot".
  const embedIn = (slot, from) => {
    if (!slot || slot.firstChild) return null;
    const frame = document.createElement("iframe");
    Object.assign(frame, JSON.parse(from.getAttribute("${controlHooks.embed}") || "{}"));
    // For the slot's "loading" text, which CSS hides once the frame has drawn.
    frame.addEventListener("load", () => slot.toggleAttribute("data-loaded", frame.isConnected));
    slot.append(frame);
    return frame;
  };
  const moveCarousel = (carousel, by) => {
    if (!carousel) return;
    const slides = [...carousel.querySelectorAll('[aria-roledescription="slide"]')];
    const last = slides.length - 1;
    const index = Math.max(0, Math.min(Number(carousel.dataset.index) + by, last));
    if (index === Number(carousel.dataset.index)) return;
    carousel.dataset.index = index;
    carousel.querySelector("[${controlHooks.carouselTrack}]").style.transform = "translateX(-" + index * 100 + "%)";
    slides.forEach((slide, at) => {
      slide.inert = at !== index;
      if (at === index) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    const focused = document.activeElement;
    const [previous, next] = carousel.querySelectorAll('[${controlHooks.kind}="carousel"]');
    previous.disabled = index === 0;
    next.disabled = index === last;
    // A button just disabled would drop the focus to the page: it stays in the carousel.
    if (focused && focused.disabled) carousel.querySelector("[${controlHooks.carouselViewport}]").focus();
    carousel.querySelector("[${controlHooks.carouselCount}]").textContent = index + 1 + " / " + slides.length;
    const live = carousel.querySelector("[aria-live]");
    const values = { index: index + 1, total: slides.length, caption: slides[index].querySelector("figcaption").textContent };
    live.textContent = live.dataset.message.replace(/\\{(\\w+)\\}/g, (match, key) => (key in values ? values[key] : match));
  };
  const carouselOf = (element) => element.closest("[${controlHooks.carousel}]");
  const carouselKeys = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };
  let swipe = null;
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
    carousel: (button) => moveCarousel(carouselOf(button), Number(button.dataset.step)),
    embed(button) {
      const slot = panelOf(button);
      if (!slot || slot.firstChild || button.getAttribute("aria-busy") === "true") return;
      // The tap is answered in the next frame (the button says it is loading); the
      // frame, a whole page to start, is built after that paint.
      button.setAttribute("aria-busy", "true");
      requestAnimationFrame(() => setTimeout(() => {
        button.removeAttribute("aria-busy");
        const frame = embedIn(slot, button);
        if (!frame) return;
        const placeholder = button.closest("[${controlHooks.placeholder}]") || button;
        placeholder.hidden = true;
        frame.focus();
      }));
    },
    dialog(button) {
      const dialog = panelOf(button);
      if (!dialog || dialog.open) return;
      dialog.showModal();
      // The dialog is drawn first; its frame, a whole page to start, comes after that paint.
      const slot = dialog.querySelector("[${controlHooks.embed}]");
      if (slot) requestAnimationFrame(() => setTimeout(() => dialog.open && embedIn(slot, slot)));
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
    // A click on a modal's backdrop lands on the dialog itself, outside its box.
    if (target instanceof HTMLDialogElement && target.open && target.getAttribute("closedby") === "any") {
      const box = target.getBoundingClientRect();
      if (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom) target.close();
    }
  });
  // A closed dialog drops its frame ("close" does not bubble: caught on the way down).
  document.addEventListener("close", (event) => {
    const slot = event.target instanceof HTMLDialogElement && event.target.querySelector("[${controlHooks.embed}]");
    if (!slot) return;
    slot.replaceChildren();
    slot.removeAttribute("data-loaded");
  }, true);
  // A drop-down closes when the visitor clicks or moves the focus outside it.
  const dismissOutside = (event) => {
    for (const menu of document.querySelectorAll("[${controlHooks.dismiss}]")) {
      const button = menu.querySelector('[aria-expanded="true"]');
      if (button && !(event.target instanceof Node && menu.contains(event.target))) setOpen(button, false);
    }
  };
  document.addEventListener("pointerdown", dismissOutside);
  // A swipe: one pointer moving at least 40 px, more sideways than up or down (else a scroll).
  document.addEventListener("pointerdown", (event) => {
    const viewport = event.isPrimary && (event.pointerType !== "mouse" || event.button === 0) && event.target instanceof Element && event.target.closest("[${controlHooks.carouselViewport}]");
    swipe = viewport ? { id: event.pointerId, x: event.clientX, y: event.clientY, carousel: carouselOf(viewport) } : null;
  });
  document.addEventListener("pointerup", (event) => {
    const start = swipe;
    swipe = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= 40 && Math.abs(dx) > Math.abs(event.clientY - start.y)) moveCarousel(start.carousel, dx < 0 ? 1 : -1);
  });
  document.addEventListener("pointercancel", () => (swipe = null));
  document.addEventListener("focusin", dismissOutside);
  // The lab order: how many tests it holds, and no sending without one.
  const orderOf = (element) => (element && element.getAttribute("${controlHooks.kind}") === "order" ? element : null);
  const ordered = (form) => [...form.elements].filter((field) => field.name === "test" && (field.type === "hidden" || field.checked)).length;
  const say = (hook, text) => {
    const element = document.querySelector("[" + hook + "]");
    if (element) element.textContent = text === null ? "" : element.dataset.message.replace("{count}", text);
  };
  document.addEventListener("change", (event) => {
    const form = orderOf(event.target instanceof HTMLInputElement && event.target.form);
    if (!form) return;
    const count = ordered(form);
    say("${controlHooks.orderCount}", count);
    if (count > 0) say("${controlHooks.orderEmpty}", null);
  });
  // A search box: its results show they are being replaced from the first letter typed.
  document.addEventListener("input", (event) => {
    const field = event.target instanceof HTMLInputElement && event.target.getAttribute("${controlHooks.kind}") === "search" && event.target;
    const results = field && panelOf(field);
    if (results) results.setAttribute("aria-busy", "true");
  });
  document.addEventListener("submit", (event) => {
    const form = orderOf(event.target instanceof HTMLFormElement && event.target);
    if (!form || ordered(form) > 0) return;
    event.preventDefault();
    say("${controlHooks.orderEmpty}", "");
  });
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
    const carousel = event.target instanceof Element && !event.altKey && !event.ctrlKey && !event.metaKey && carouselOf(event.target);
    if (carousel && carouselKeys[event.key]) {
      event.preventDefault();
      moveCarousel(carousel, carouselKeys[event.key]);
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
    // A modal keeps Tab inside: past its last control back to its first, and the reverse
    // (the platform would let the focus go on to the browser's own controls).
    const dialog = event.key === "Tab" && event.target instanceof Element && event.target.closest("dialog[open]");
    if (dialog) {
      const stops = [...dialog.querySelectorAll("a[href], button:not([disabled]), iframe, input, select, textarea")].filter((element) => element.getClientRects().length > 0);
      const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
      if (event.target === edge) {
        event.preventDefault();
        (event.shiftKey ? stops[stops.length - 1] : stops[0]).focus();
      }
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
