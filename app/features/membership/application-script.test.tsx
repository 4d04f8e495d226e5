// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getMessages } from "~/i18n/messages.server";
import { applicationScreenScript, runApplicationScreenSource } from "./application-script";
import { ApplicationScreen } from "./application-screen";
import { FRAME_TIMEOUT_MS } from "~/platform/controls/reachable";

const t = getMessages("en").membership.application;
const SIGNUP = "https://signup.example.com/vip-membership";

type Run = (screen: Element | null, timeoutMs: number) => void;
// The script's source as the browser gets it, made callable (no bundler in between).
const runScreen = new Function(`return ${runApplicationScreenSource}`)() as Run;

/** The server's markup of the screen, in the document; returns the screen. */
function renderScreen(): HTMLElement {
  document.body.innerHTML = renderToString(
    <MemoryRouter>
      <ApplicationScreen
        title="VIP Membership Application"
        lead="Apply online."
        t={t}
        signupUrl={SIGNUP}
        homeHref="/"
        phone="(407) 555-0142"
        whatsappNumber="14075550199"
        email="hello@clinic.example.com"
        newTabLabel="(opens in a new tab)"
      />
    </MemoryRouter>,
  );
  const screen = document.querySelector<HTMLElement>("[data-application-screen]");
  if (!screen) throw new Error("no screen in the markup");
  return screen;
}

const frameOf = (screen: HTMLElement) => screen.querySelector("iframe");
const testEvents = new WeakSet<Event>();
function fire(screen: HTMLElement, type: "load" | "error") {
  const event = new Event(type);
  testEvents.add(event);
  frameOf(screen)?.dispatchEvent(event);
}
const announcementOf = (screen: HTMLElement) =>
  screen.querySelector("[data-application-announcement]")?.textContent;
const fallbackOf = (screen: HTMLElement) =>
  screen.querySelector<HTMLElement>("[data-application-fallback]");
function clickTrouble(screen: HTMLElement, which: 0 | 1 = 0) {
  screen.querySelectorAll<HTMLButtonElement>("[data-application-trouble]")[which]?.click();
}

describe("the membership application's screen script: loading, loaded, fallback", () => {
  /** The signup host's answer to the script's question (reachable.ts): it answers, by default. */
  let hostAnswers: () => Promise<Response>;
  beforeEach(() => {
    vi.useFakeTimers();
    hostAnswers = () => Promise.resolve(new Response(null));
    vi.stubGlobal(
      "fetch",
      vi.fn(() => hostAnswers()),
    );
    // happy-dom loads no frame page: it fires "error" on every frame at once. Here a
    // frame hears only the load and error events a test fires (fire below).
    const createElement = document.createElement.bind(document);
    vi.spyOn(document, "createElement").mockImplementation((name: string) => {
      const element = createElement(name);
      if (name === "iframe") {
        const dispatch = element.dispatchEvent.bind(element);
        element.dispatchEvent = (event: Event) => (testEvents.has(event) ? dispatch(event) : true);
      }
      return element;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** Lets the host's answer arrive (promises settle; no time passes). */
  const answered = () => vi.advanceTimersByTimeAsync(0);

  it("is rendered loading, with no frame until the script runs", async () => {
    const screen = renderScreen();
    expect(screen.dataset.state).toBe("loading");
    expect(frameOf(screen)).toBeNull();
    // The screen carries its script, which runs the screen it sits in.
    expect(screen.querySelector("script")?.textContent).toBe(applicationScreenScript);
    // The spec's 3 seconds before the fallback shows.
    expect(applicationScreenScript).toContain(`${FRAME_TIMEOUT_MS});`);
    expect(FRAME_TIMEOUT_MS).toBe(3000);
  });

  it("makes the signup frame once, however often it runs", async () => {
    const screen = renderScreen();
    runScreen(screen, 3000);
    runScreen(screen, 3000);
    await answered();
    const frames = screen.querySelectorAll("iframe");
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute("src")).toBe(SIGNUP);
    expect(frames[0]?.title).toBe(t.frameTitle);
    expect(screen.dataset.state).toBe("loading");
  });

  it("waits for the page's own load before it makes the frame and starts the timer", async () => {
    const screen = renderScreen();
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    runScreen(screen, 3000);
    vi.advanceTimersByTime(5000);
    expect(frameOf(screen)).toBeNull();
    expect(screen.dataset.state).toBe("loading");
    window.dispatchEvent(new Event("load"));
    await answered();
    expect(frameOf(screen)).not.toBeNull();
    vi.advanceTimersByTime(3000);
    expect(screen.dataset.state).toBe("fallback");
  });

  it("shows the form when the frame loads first; a late timer changes nothing", async () => {
    const screen = renderScreen();
    runScreen(screen, 3000);
    await answered();
    fire(screen, "load");
    expect(screen.dataset.state).toBe("loaded");
    vi.advanceTimersByTime(10_000);
    expect(screen.dataset.state).toBe("loaded");
    fire(screen, "error");
    expect(screen.dataset.state).toBe("loaded");
    expect(frameOf(screen)).not.toBeNull();
  });

  it("falls back after 3 seconds without a load, and says so", async () => {
    const screen = renderScreen();
    runScreen(screen, 3000);
    vi.advanceTimersByTime(2999);
    expect(screen.dataset.state).toBe("loading");
    expect(announcementOf(screen)).toBe("");
    vi.advanceTimersByTime(1);
    expect(screen.dataset.state).toBe("fallback");
    expect(frameOf(screen)).toBeNull();
    expect(announcementOf(screen)).toBe(t.fallback.message);
  });

  it("asks the signup host first, with the time left, and falls back at once when it does not answer", async () => {
    hostAnswers = () => Promise.reject(new TypeError("Failed to fetch"));
    const screen = renderScreen();
    runScreen(screen, 3000);
    await answered();
    expect(fetch).toHaveBeenCalledWith(SIGNUP, expect.objectContaining({ mode: "no-cors" }));
    expect(screen.dataset.state).toBe("fallback");
    expect(frameOf(screen)).toBeNull();
    expect(announcementOf(screen)).toBe(t.fallback.message);
  });

  it("falls back after 3 seconds when the host keeps the question waiting, and makes no frame after", async () => {
    let answer: (response: Response) => void = () => {};
    hostAnswers = () => new Promise((resolve) => (answer = resolve));
    const screen = renderScreen();
    runScreen(screen, 3000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(screen.dataset.state).toBe("fallback");
    answer(new Response(null));
    await answered();
    expect(frameOf(screen)).toBeNull();
  });

  it("falls back when the frame reports an error", async () => {
    const screen = renderScreen();
    runScreen(screen, 3000);
    await answered();
    fire(screen, "error");
    expect(screen.dataset.state).toBe("fallback");
    expect(announcementOf(screen)).toBe(t.fallback.message);
  });

  it("falls back at once on Having trouble, and focuses the options", async () => {
    const screen = renderScreen();
    runScreen(screen, 3000);
    clickTrouble(screen);
    expect(screen.dataset.state).toBe("fallback");
    expect(document.activeElement).toBe(fallbackOf(screen));
    // The visitor asked: nothing to announce.
    expect(announcementOf(screen)).toBe("");
    vi.advanceTimersByTime(10_000);
    expect(screen.dataset.state).toBe("fallback");
  });

  it("still offers the options under a loaded form", async () => {
    const screen = renderScreen();
    runScreen(screen, 3000);
    await answered();
    fire(screen, "load");
    clickTrouble(screen, 1);
    expect(screen.dataset.state).toBe("fallback");
    expect(frameOf(screen)).toBeNull();
    expect(document.activeElement).toBe(fallbackOf(screen));
  });

  it("does nothing without a screen", async () => {
    expect(() => runScreen(null, 3000)).not.toThrow();
  });
});
