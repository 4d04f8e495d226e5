// @vitest-environment happy-dom
import { gzipSync } from "node:zlib";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Accordion } from "~/ui/accordion";
import { BOOKING_DIALOG_ID, BookingDialog } from "~/features/booking/booking-dialog";
import { BookingTrigger } from "~/features/booking/booking-trigger";
import { SelectionPanel } from "~/features/lab-tests/selection-panel";
import { ORDER_FORM_ID } from "~/features/lab-tests/lab-test-table";
import { closeDisclosure, control, controlHooks, controlsScript } from "./controls-script";
import { FRAME_TIMEOUT_MS } from "./reachable";
import { runBookingWatchSource } from "~/features/booking/booking-script";

/*
 * The inline controls script on the server's markup of each control, as the
 * browser runs it before any module (the browser tests check it on real pages).
 */

beforeAll(() => {
  // Twice, as a page that rendered the script again would: it must listen once.
  new Function(controlsScript)();
  new Function(controlsScript)();
});

/** A frame later, and the task after it: when the script builds what follows a paint. */
const afterPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))),
  );

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const expanded = (id: string) => byId(id).getAttribute("aria-expanded");

describe("the controls script", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("opens one answer of an accordion at a time, and closes the open one again", () => {
    document.body.innerHTML = renderToString(
      <Accordion
        idPrefix="faq"
        items={[
          { question: "One?", answer: "First." },
          { question: "Two?", answer: "Second." },
        ]}
      />,
    );
    expect(byId("faq-0-answer").hidden).toBe(true);
    byId("faq-0-trigger").click();
    expect(expanded("faq-0-trigger")).toBe("true");
    expect(byId("faq-0-answer").hidden).toBe(false);
    byId("faq-1-trigger").click();
    expect(expanded("faq-0-trigger")).toBe("false");
    expect(byId("faq-0-answer").hidden).toBe(true);
    expect(byId("faq-1-answer").hidden).toBe(false);
    byId("faq-1-trigger").click();
    expect(byId("faq-1-answer").hidden).toBe(true);
    expect(expanded("faq-1-trigger")).toBe("false");
  });

  it("leaves a disclosure outside the group alone, and a click on its icon counts", () => {
    document.body.innerHTML = renderToString(
      <>
        <div {...{ [controlHooks.group]: "" }}>
          <button
            type="button"
            id="a"
            aria-expanded={false}
            aria-controls="pa"
            {...control("disclosure")}
          />
          <div id="pa" hidden />
        </div>
        <button
          type="button"
          id="b"
          aria-expanded={false}
          aria-controls="pb"
          {...control("disclosure")}
        >
          <svg id="icon" />
        </button>
        <div id="pb" hidden />
      </>,
    );
    byId("icon").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    byId("a").click();
    expect(expanded("a")).toBe("true");
    expect(expanded("b")).toBe("true");
    expect(byId("pb").hidden).toBe(false);
  });

  it("closes a disclosure marked for Escape and gives it the focus; others stay open", () => {
    document.body.innerHTML = renderToString(
      <>
        <button
          type="button"
          id="menu"
          aria-expanded={false}
          aria-controls="nav"
          {...control("disclosure")}
          {...{ [controlHooks.escape]: "" }}
        />
        <nav id="nav" hidden>
          <a href="/about" id="link">
            About
          </a>
        </nav>
        <button
          type="button"
          id="faq"
          aria-expanded={false}
          aria-controls="answer"
          {...control("disclosure")}
        />
        <div id="answer" hidden />
      </>,
    );
    byId("menu").click();
    byId("faq").click();
    byId("link").focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(byId("nav").hidden).toBe(true);
    expect(expanded("menu")).toBe("false");
    expect(document.activeElement?.id).toBe("menu");
    expect(byId("answer").hidden).toBe(false);
  });

  it("shows an embed loading at once, then builds its frame once, from its description, and hides the placeholder", async () => {
    // about:blank: happy-dom loads no other page.
    const frame = { src: "about:blank", title: "A tour", allowFullscreen: true };
    document.body.innerHTML = renderToString(
      <>
        <div id="slot" />
        <div id="placeholder" {...{ [controlHooks.placeholder]: "" }}>
          <button
            type="button"
            id="play"
            aria-controls="slot"
            {...control("embed")}
            {...{ [controlHooks.embed]: JSON.stringify(frame) }}
          />
        </div>
      </>,
    );
    byId("play").click();
    byId("play").click();
    expect(byId("play").getAttribute("aria-busy")).toBe("true");
    expect(byId("slot").querySelector("iframe")).toBeNull();
    await afterPaint();
    byId("play").click();
    await afterPaint();
    expect(byId("play").hasAttribute("aria-busy")).toBe(false);
    const frames = byId("slot").querySelectorAll("iframe");
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute("src")).toBe(frame.src);
    expect(frames[0]?.title).toBe("A tour");
    expect(frames[0]?.allowFullscreen).toBe(true);
    expect(byId("placeholder").hidden).toBe(true);
  });

  it("marks a search's results busy at each letter typed", () => {
    document.body.innerHTML = renderToString(
      <>
        <input id="search" type="search" aria-controls="results" {...control("search")} />
        <input id="other" type="search" aria-controls="results" />
        <div id="results" />
      </>,
    );
    byId("other").dispatchEvent(new Event("input", { bubbles: true }));
    expect(byId("results").hasAttribute("aria-busy")).toBe(false);
    byId("search").dispatchEvent(new Event("input", { bubbles: true }));
    expect(byId("results").getAttribute("aria-busy")).toBe("true");
  });

  const bookingTexts = {
    title: "Book",
    note: "Reviewed first.",
    frameTitle: "Booking form",
    loading: "Loading…",
    close: "Close",
    openInNewTab: "Open in a new tab",
    unreachable: {
      message: "We can't load the booking form here.",
      open: "Open the Booking Page",
      phoneLabel: "Call us",
      whatsappLabel: "Chat on WhatsApp",
      emailLabel: "E-mail us",
    },
  };
  /** The booking overlay on a page; its host answers the script's question as `answer` says. */
  function renderBooking(answer: () => Promise<Response>) {
    vi.stubGlobal("fetch", vi.fn(answer));
    document.body.innerHTML = renderToString(
      <>
        <BookingTrigger href="about:blank" newTab="(new tab)" className="">
          Request
        </BookingTrigger>
        <BookingDialog
          src="about:blank"
          t={bookingTexts}
          newTab="(new tab)"
          contacts={{ phone: "(407) 555-0142", whatsappNumber: "14075550199", email: "a@b.c" }}
        />
      </>,
    );
    const dialog = byId(BOOKING_DIALOG_ID) as HTMLDialogElement;
    // The dialog's own script (innerHTML runs no script): its watch on the frame's host.
    (new Function(`return ${runBookingWatchSource}`)() as (dialog: Element) => void)(dialog);
    return {
      dialog,
      opener: document.querySelector<HTMLButtonElement>('[data-ctl="dialog"]')!,
    };
  }

  it("a booking host that does not answer: no frame, the dialog marked unreachable at once", async () => {
    const { dialog, opener } = renderBooking(() =>
      Promise.reject(new TypeError("Failed to fetch")),
    );
    opener.click();
    await afterPaint();
    expect(fetch).toHaveBeenCalledWith("about:blank", expect.objectContaining({ mode: "no-cors" }));
    expect(dialog.querySelector("iframe")).toBeNull();
    expect(dialog.hasAttribute(controlHooks.unreachable)).toBe(true);
    // Closed and opened again, it asks again and starts afresh.
    dialog.close();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(null))),
    );
    opener.click();
    expect(dialog.hasAttribute(controlHooks.unreachable)).toBe(false);
    await afterPaint();
    expect(dialog.querySelectorAll("iframe")).toHaveLength(1);
  });

  it("a booking host that does not answer wins over the frame's load, which its error page fires too", async () => {
    let refuse = () => {};
    const { dialog, opener } = renderBooking(
      () =>
        new Promise<Response>(
          (_, reject) => (refuse = () => reject(new TypeError("Failed to fetch"))),
        ),
    );
    opener.click();
    await afterPaint();
    const frame = dialog.querySelector("iframe")!;
    frame.dispatchEvent(new Event("load"));
    expect(frame.parentElement!.hasAttribute("data-loaded")).toBe(true);
    refuse();
    await afterPaint();
    expect(dialog.querySelector("iframe")).toBeNull();
    expect(dialog.hasAttribute(controlHooks.unreachable)).toBe(true);
  });

  it("a booking frame that draws nothing within 3 seconds is dropped for the other ways", async () => {
    vi.useFakeTimers();
    try {
      const { dialog, opener } = renderBooking(() => Promise.resolve(new Response(null)));
      opener.click();
      await vi.advanceTimersByTimeAsync(100);
      expect(dialog.querySelectorAll("iframe")).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(FRAME_TIMEOUT_MS);
      expect(dialog.querySelector("iframe")).toBeNull();
      expect(dialog.hasAttribute(controlHooks.unreachable)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens a dialog as a modal, then builds its frame after the paint, and drops it when it closes", async () => {
    const { dialog, opener } = renderBooking(() => Promise.resolve(new Response(null)));
    expect(dialog.open).toBe(false);
    expect(dialog.querySelector("iframe")).toBeNull();
    opener.click();
    expect(dialog.open).toBe(true);
    // The dialog is painted before its frame is built.
    expect(dialog.querySelector("iframe")).toBeNull();
    await afterPaint();
    const frames = dialog.querySelectorAll("iframe");
    expect(frames).toHaveLength(1);
    expect(frames[0]?.title).toBe("Booking form");
    expect(frames[0]?.getAttribute("sandbox")).toContain("allow-forms");
    // Drawn: the slot is marked, and CSS hides the loading text beside it.
    const slot = frames[0]!.parentElement!;
    expect(slot.hasAttribute("data-loaded")).toBe(false);
    frames[0]!.dispatchEvent(new Event("load"));
    expect(slot.hasAttribute("data-loaded")).toBe(true);
    // A second click while open builds nothing more.
    opener.click();
    await afterPaint();
    expect(dialog.querySelectorAll("iframe")).toHaveLength(1);
    dialog.close();
    expect(dialog.open).toBe(false);
    expect(dialog.querySelector("iframe")).toBeNull();
    expect(slot.hasAttribute("data-loaded")).toBe(false);
    // Closed before its frame came: none is built.
    opener.click();
    dialog.close();
    await afterPaint();
    expect(dialog.querySelector("iframe")).toBeNull();
    opener.click();
    await afterPaint();
    expect(dialog.querySelectorAll("iframe")).toHaveLength(1);
  });

  it("a link to a disclosure's panel opens it and focuses its first field, past hidden ones", () => {
    document.body.innerHTML = renderToString(
      <>
        <button
          type="button"
          id="t"
          aria-expanded={false}
          aria-controls="panel"
          {...control("disclosure")}
        />
        <div id="panel" hidden>
          <input type="hidden" name="key" />
          <input id="bot" tabIndex={-1} />
          <input id="company" />
        </div>
        <a href="#panel" id="cta">
          Become a Partner
        </a>
      </>,
    );
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    byId("cta").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(expanded("t")).toBe("true");
    expect(byId("panel").hidden).toBe(false);
    expect(byId("panel").hasAttribute(controlHooks.open)).toBe(true);
    expect(document.activeElement?.id).toBe("company");
    expect(location.hash).toBe("#panel");
  });

  it("ignores a disabled control", () => {
    document.body.innerHTML = renderToString(
      <>
        <button
          type="button"
          id="x"
          disabled
          aria-expanded={false}
          aria-controls="p"
          {...control("disclosure")}
        />
        <div id="p" hidden />
      </>,
    );
    byId("x").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(byId("p").hidden).toBe(true);
  });

  it("counts the lab order's ticked boxes and hidden tests, and refuses to send none", () => {
    const t = {
      heading: "Selected Tests",
      count: "({count})",
      hint: "Tick the tests.",
      remove: "Remove {name}",
      total: "Total",
      callForPricingNote: "Call.",
      buyNow: "Buy Now",
      buyNowHint: "Opens WhatsApp.",
      buyNowEmpty: "Select at least one test to order.",
    };
    const panel = (
      <SelectionPanel
        selected={[]}
        listedCodes={new Set()}
        onRemove={() => {}}
        t={t}
        order={{ greeting: "", line: "", callForPricing: "", total: "", callForPricingNote: "" }}
        callForPricing="Call for pricing"
        whatsappNumber="14075550100"
        orderAction="/lab-tests"
        newTab="(new tab)"
      />
    );
    document.body.innerHTML =
      renderToString(panel) +
      ["a", "b"]
        .map(
          (code) =>
            `<input type="checkbox" id="${code}" name="test" value="${code}" form="${ORDER_FORM_ID}">`,
        )
        .join("");
    const heading = () => byId("selected-tests-title").textContent;
    const note = () => byId("buy-now-empty").textContent;
    const send = () => {
      const submit = new Event("submit", { bubbles: true, cancelable: true });
      byId(ORDER_FORM_ID).dispatchEvent(submit);
      return submit.defaultPrevented;
    };
    expect(heading()).toBe("Selected Tests (0)");
    expect(send()).toBe(true);
    expect(note()).toBe("Select at least one test to order.");

    (byId("a") as HTMLInputElement).click();
    expect(heading()).toBe("Selected Tests (1)");
    expect(note()).toBe("");
    // A test chosen on another page of the list travels as a hidden input.
    byId(ORDER_FORM_ID).insertAdjacentHTML(
      "beforeend",
      '<input type="hidden" name="test" value="c">',
    );
    (byId("b") as HTMLInputElement).click();
    expect(heading()).toBe("Selected Tests (3)");
    expect(send()).toBe(false);

    for (const id of ["a", "b"]) (byId(id) as HTMLInputElement).click();
    expect(heading()).toBe("Selected Tests (1)");
    byId(ORDER_FORM_ID).querySelector("input[value=c]")?.remove();
    expect(send()).toBe(true);
    expect(note()).toBe("Select at least one test to order.");
  });

  it("closeDisclosure (React's side, on navigation) sets the same two attributes", () => {
    document.body.innerHTML = renderToString(
      <>
        <button type="button" id="m" aria-expanded aria-controls="n" {...control("disclosure")} />
        <nav id="n" />
      </>,
    );
    closeDisclosure(byId("m"));
    expect(expanded("m")).toBe("false");
    expect(byId("n").hidden).toBe(true);
  });

  // Seven kinds of control for about 2.5 KB: against the 130 KB a tap used to start downloading.
  it("stays small: it is inline in every page (budget: 3 KB gzipped for every control)", () => {
    expect(controlsScript).not.toMatch(/^\s|\/\/ /m);
    expect(gzipSync(controlsScript).length).toBeLessThan(3072);
  });
});
