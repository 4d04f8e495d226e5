import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/*
 * The floating buttons (WhatsApp on every page, the calendar on /schedule-visit) must never
 * sit on what a patient reads or taps on a phone: on the first screen no control or price is
 * under one, and at the end of the page there is room to scroll the last ones clear. A
 * control counts as covered when the point at its centre hits a fixed element instead of
 * the control itself, which is where a thumb would land. public-pages.spec.ts checks every
 * public page with this, in the same visit as its other checks.
 */

/** Phones from the smallest still sold to the largest, in CSS pixels. */
export const phones = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 430, height: 932 },
] as const;

type Covered = { what: string; by: string };

/** What the fixed elements cover in the viewport as it is now scrolled. */
function coveredInViewport(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"${
        element.getAttribute("aria-label") ? ` [${element.getAttribute("aria-label")}]` : ""
      }`;
    const fixedAncestor = (element: Element | null): Element | null => {
      for (let node = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === "fixed") return node;
      }
      return null;
    };
    const covered: Covered[] = [];
    const check = (target: Element, rect: DOMRect, what: string) => {
      if (rect.width === 0 || rect.height === 0) return;
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return;
      const hit = document.elementFromPoint(x, y);
      if (!hit || target.contains(hit)) return;
      const cover = fixedAncestor(hit);
      if (cover && !cover.contains(target)) covered.push({ what, by: describe(cover) });
    };

    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])',
    );
    for (const control of controls) {
      if (fixedAncestor(control)) continue;
      const style = getComputedStyle(control);
      if (style.visibility === "hidden" || control.closest("[hidden], .sr-only")) continue;
      check(control, control.getBoundingClientRect(), describe(control));
    }

    // Prices are what a patient compares: each text with a dollar amount counts as well.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !/\$\s?\d/.test(node.textContent ?? "") || fixedAncestor(parent)) continue;
      if (parent.closest(".sr-only, [hidden]")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      check(parent, range.getBoundingClientRect(), `price "${(node.textContent ?? "").trim()}"`);
    }
    return covered;
  });
}

/**
 * Scrolls to the very end at once (a visitor's smooth scroll would only take longer to
 * get there). Sections below the fold are laid out as they come into view, so the end
 * moves until then: scrolled again until it stays.
 */
async function scrollToTheEnd(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.documentElement;
          window.scrollTo({ top: root.scrollHeight, behavior: "instant" });
          return Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight;
        }),
      { intervals: [50, 100, 250] },
    )
    .toBe(true);
}

/** On each phone, nothing a visitor reads or taps is under a floating button. */
export async function expectNothingCovered(page: Page, path: string): Promise<void> {
  const size = page.viewportSize();
  try {
    for (const phone of phones) {
      await page.setViewportSize(phone);
      const at = `${path} at ${phone.width}×${phone.height}`;
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      expect(await coveredInViewport(page), `${at}, first screen`).toEqual([]);
      await scrollToTheEnd(page);
      expect(await coveredInViewport(page), `${at}, end of the page`).toEqual([]);
    }
  } finally {
    if (size) await page.setViewportSize(size);
  }
}
