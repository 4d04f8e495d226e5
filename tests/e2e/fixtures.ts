import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every browser test runs against the server global-setup started, and fails
 * when the page throws or logs an error, unless the test allows that message.
 */
export const test = base.extend<{ baseURL: string; allowedConsoleErrors: RegExp[] }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: global-setup did not run");
    await use(url);
  },
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
    });
    await use(page);
    const unexpected = errors.filter(
      (error) => !allowedConsoleErrors.some((pattern) => pattern.test(error)),
    );
    expect(unexpected, "errors in the browser console").toEqual([]);
  },
});

export { expect };

/** The public paths of the spec, in English; Portuguese is the same under /pt. */
export const publicPaths = [
  "/",
  "/about",
  "/team",
  "/services",
  "/services/membership",
  "/services/checkup",
  "/services/physical-evaluation",
  "/services/consultation",
  "/services/weight-loss",
  "/membership",
  "/membership-application",
  "/foundation",
  "/health-tips",
  "/insurance",
  "/lab-tests",
  "/partners",
  "/schedule-visit",
  "/contact",
  "/privacy",
  "/terms",
] as const;

export function inPortuguese(path: string): string {
  return path === "/" ? "/pt" : `/pt${path}`;
}

/** The href of the second team member card on /team (seeded demo data; the second has no photo). */
export async function firstTeamMemberPath(page: Page): Promise<string> {
  await page.goto("/team");
  const href = await page.locator('main a[href^="/team/"]').nth(1).getAttribute("href");
  if (!href) throw new Error("The team page lists no member");
  return href;
}

let forwardedCounter = 0;

/**
 * A made-up client address for the X-Forwarded-For header (trusted from
 * loopback), so tests that post forms do not share one rate-limit bucket.
 */
export function uniqueClientIp(): string {
  forwardedCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(forwardedCounter / 250)}.${forwardedCounter % 250}`;
}
