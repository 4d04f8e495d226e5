import type { Page, Request as PlaywrightRequest } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { fullChromiumLaunchOptions } from "../support/chromium";

/*
 * Public pages start their scripts on the visitor's first interaction
 * (docs/decisions/008); the staff portal and the answer to a form post start
 * them at once. These tests look at a page before
 * anyone touches it, so the pointer does not move on load here.
 */
// Nobody's pointer is on the page: the full browser (tests/support/chromium.ts).
test.use({ movesPointerOnLoad: false, launchOptions: fullChromiumLaunchOptions() });

const DEFERRED = 'script[type="text/x-deferred-module"]';
const DEFERRED_DATA = 'script[type="text/x-deferred-script"]';
const DEFERRED_PRELOAD = 'link[rel="x-deferred-modulepreload"]';

/** Every script the page requests from now on. */
function scriptRequests(page: Page): PlaywrightRequest[] {
  const requests: PlaywrightRequest[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") requests.push(request);
  });
  return requests;
}

for (const path of ["/about", "/pt/health-tips"]) {
  test(`${path} loads no script until the visitor moves, then hydrates and navigates in place`, async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto(path);
    await expect(page.locator(DEFERRED)).toHaveCount(1);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    const preloads = await page
      .locator(DEFERRED_PRELOAD)
      .evaluateAll((links) =>
        links.map((link) => new URL(link.getAttribute("href")!, location.href).href),
      );
    expect(preloads.length).toBeGreaterThan(1);
    // Nothing is fetched or run while the visitor only reads.
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
    // React Router's data waits too: its scripts are inert until the visitor moves.
    expect(await page.locator(DEFERRED_DATA).count()).toBeGreaterThan(1);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);

    // How many preloads are on when the module script goes in (before React runs).
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('script[type="module"]')) return;
        observer.disconnect();
        (window as unknown as { preloadsAtStart: number }).preloadsAtStart =
          document.querySelectorAll('link[rel="modulepreload"]').length;
      }).observe(document.head, { childList: true });
    });

    await page.mouse.move(40, 200);
    await waitForHydration(page);
    await expect(page.locator(DEFERRED_DATA)).toHaveCount(0);
    // The preloads were turned on with the module script, so every module was asked for at once.
    expect(
      await page.evaluate(
        () => (window as unknown as { preloadsAtStart?: number }).preloadsAtStart,
      ),
    ).toBe(preloads.length);
    expect(preloads.every((url) => scripts.some((request) => request.url() === url))).toBe(true);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((request) => new URL(request.url()).pathname.startsWith("/assets/"))).toBe(
      true,
    );

    // Hydrated: a link now changes the page without loading a new document.
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.getByRole("contentinfo").locator('a[href$="/contact"]').first().click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(documents).toEqual([]);
  });
}

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  test("a tap is answered before the page's scripts start, which then follow", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/about");
    // What the page had started when the tap's click arrived: the scripts' module, or not yet.
    await page.evaluate(() => {
      addEventListener(
        "click",
        () => {
          (window as unknown as { startedAtClick?: boolean }).startedAtClick =
            document.querySelector('script[type="module"]') !== null;
        },
        { capture: true, once: true },
      );
    });
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).tap();
    await expect(page.getByRole("navigation", { name: "Main, mobile" })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { startedAtClick?: boolean }).startedAtClick),
    ).toBe(false);
    await waitForHydration(page);
  });
});

test("a tap on a tab before the scripts run selects it at once, and hydration keeps it", async ({
  page,
}) => {
  // A slow connection: the scripts take a while after the tap.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto("/membership");
  const family = page.getByRole("tab", { name: "Family" });
  await expect(family).toHaveAttribute("aria-selected", "false");
  await family.click();
  await expect(family).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Family" })).toBeVisible();
  expect(await page.evaluate(() => "__hydratedForTest" in window)).toBe(false);
  await waitForHydration(page);
  await expect(family).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Family" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Individual" })).toBeHidden();
});

test("Enter on the Services button before the scripts run opens its links at once, and hydration keeps them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto("/about");
  const trigger = page
    .getByRole("navigation", { name: "Main", exact: true })
    .getByRole("button", { name: "Services" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#services-menu").getByRole("link").first()).toBeVisible();
  expect(await page.evaluate(() => "__hydratedForTest" in window)).toBe(false);
  await waitForHydration(page);
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("#services-menu").getByRole("link").first()).toBeFocused();
});

test("the membership application starts its frame with its own inline script, before any module", async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.goto("/membership-application");
  await expect(page.locator(DEFERRED)).toHaveCount(1);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  // Nobody has touched the page: the frame is there and has loaded, without React.
  await expect(page.locator("iframe")).toHaveCount(1);
  await expect(page.getByText("Loading membership application...")).toBeHidden();
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);
  expect(await page.evaluate(() => "__hydratedForTest" in window)).toBe(false);

  // Hydration keeps what the script did: the loaded form, one frame.
  await page.mouse.move(40, 200);
  await waitForHydration(page);
  await expect(page.locator("iframe")).toHaveCount(1);
  await expect(page.getByText("Loading membership application...")).toBeHidden();
  await page.getByRole("button", { name: "Having trouble? Click here" }).click();
  await expect(page.getByRole("region", { name: "VIP Membership Application" })).toBeFocused();
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("the staff portal's sign-in page starts its scripts at once", async ({ request }) => {
  const html = await (await request.get("/admin/login")).text();
  expect(html).toContain('rel="modulepreload"');
  expect(html).toMatch(/<script nonce="[^"]+" type="module" async="">/);
  expect(html).not.toMatch(/<script[^>]*type="text\/x-deferred-(module|script)"/);
});

test("the answer to a form post starts its scripts at once", async ({ request, baseURL }) => {
  const response = await request.post("/contact", {
    headers: { origin: new URL(baseURL).origin },
    form: { name: "", email: "not an e-mail", message: "" },
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toMatch(/<script nonce="[^"]+" type="module" async="">/);
  expect(html).not.toMatch(/<script[^>]*type="text\/x-deferred-(module|script)"/);
});

test("an article's body keeps its nodes when the page hydrates and the router renders it again", async ({
  page,
}) => {
  await page.goto("/pt/health-tips");
  const href = await page.locator('main a[href^="/pt/health-tips/"]').first().getAttribute("href");
  await page.goto(href!);
  const body = page.locator("article div:has(> h2)").first();
  // Each node of the body as the server sent it, marked.
  const marked = await body.evaluate((element) => {
    for (const node of element.querySelectorAll("*"))
      (node as { fromServer?: true }).fromServer = true;
    return element.querySelectorAll("*").length;
  });
  expect(marked).toBeGreaterThan(3);

  await page.mouse.move(40, 200);
  await waitForHydration(page);
  // The route list the router asks for after hydrating re-renders the page.
  await page.waitForLoadState("networkidle");
  expect(
    await body.evaluate(
      (element) =>
        [...element.querySelectorAll("*")].filter(
          (node) => (node as { fromServer?: true }).fromServer !== true,
        ).length,
    ),
  ).toBe(0);
  expect(await body.evaluate((element) => element.querySelectorAll("*").length)).toBe(marked);
});
