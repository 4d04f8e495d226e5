import type { Page } from "@playwright/test";
import {
  localeDefinitions,
  localeFromPathname,
  localizePath,
  unlocalizedPathname,
  type LocaleDefinition,
} from "~/i18n/locales";
import {
  expect,
  expectNoAxeViolations,
  publicPaths,
  recordCheck,
  test,
  waitForHydration,
} from "./fixtures";
import { expectNothingCovered } from "./floating-buttons";
import { htmlCodeSnifferErrors } from "./html-codesniffer";
import { fullChromiumLaunchOptions } from "../support/chromium";
import { everyPublicPage } from "../support/public-site";
import { isListedFalsePositive, validatorExceptions } from "../support/validator-exceptions";

/*
 * Every public page in every language, each visited once by a browser for all the checks
 * that look at a rendered page (docs/testing.md, "One visit per page"):
 * 1. HTML_CodeSniffer (WCAG 2 AA, as pa11y runs it) on the page as it first shows, before
 *    any script starts (decision 008: scripts start on the first interaction);
 * 2. the shared layout (landmarks, one h1, the footer's contact links, canonical and
 *    hreflang links, the language switch), for the pages every visitor meets;
 * 3. axe-core (WCAG 2.2 AA and best practices) once the page has started its scripts;
 * 4. on three phones, no floating button covers a control or a price (floating-buttons.ts).
 * The HTML sent, without a browser, is checked by the Nu Html Checker (tests/site/validators.test.ts).
 */

// Each page is looked at before anything touches it, then touched to start its scripts: in
// the full browser, where no pointer rests on the page (tests/support/chromium.ts).
test.use({ movesPointerOnLoad: false, launchOptions: fullChromiumLaunchOptions() });

/** HTML_CodeSniffer's errors on `path` that are not reviewed false positives (validator-exceptions.ts). */
async function expectNoSnifferErrors(page: Page, path: string): Promise<void> {
  const used = new Set<(typeof validatorExceptions)[number]>();
  const errors = (await htmlCodeSnifferErrors(page))
    .filter(
      (issue) =>
        !isListedFalsePositive(
          {
            validator: "pa11y",
            page: path,
            message: `${issue.message} (${issue.code})`,
            markup: issue.context ?? undefined,
          },
          used,
        ),
    )
    .map((issue) => `${issue.selector}: ${issue.message} (${issue.code})`);
  expect(
    errors,
    `HTML_CodeSniffer errors on ${path} (fix them; a false positive goes in validator-exceptions.ts)`,
  ).toEqual([]);
  // An entry for this page that matched nothing here is no longer needed.
  const stale = validatorExceptions.filter(
    (exception) =>
      exception.validator === "pa11y" &&
      (exception.page === "*" || exception.page.test(path)) &&
      !used.has(exception),
  );
  expect(
    stale.map((exception) => String(exception.message)),
    `unused exceptions on ${path}`,
  ).toEqual([]);
  recordCheck("HTML_CodeSniffer", path);
}

/** Starts the page's scripts as a visitor's first touch does, and waits until they run. */
async function startScripts(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.dispatchEvent(new PointerEvent("pointermove", { bubbles: true })),
  );
  await waitForHydration(page);
}

/** The checks after the layout's: axe once the scripts run, then the floating buttons on phones. */
async function expectAccessibleWithScriptsAndOnPhones(page: Page, path: string): Promise<void> {
  await startScripts(page);
  await expectNoAxeViolations(page);
  recordCheck("axe", path);
  await expectNothingCovered(page, path);
  recordCheck("floating buttons", path);
}

async function expectSharedLayout(page: Page, path: string, language: LocaleDefinition) {
  const basePath = unlocalizedPathname(path);
  await expect(page.locator("html")).toHaveAttribute("lang", language.tag);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  // The floating WhatsApp button, in its own landmark.
  await expect(page.getByRole("complementary").locator('a[href^="https://wa.me/"]')).toBeVisible();
  // The footer carries the clinic's contact facts as links.
  const footer = page.getByRole("contentinfo");
  await expect(footer.locator('a[href^="tel:+1407555"]')).toHaveCount(2);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  for (const service of [
    "membership",
    "checkup",
    "physical-evaluation",
    "consultation",
    "weight-loss",
  ]) {
    await expect(
      footer.locator(`a[href="${localizePath(`/services/${service}`, language.code)}"]`),
    ).toHaveCount(1);
  }
  // Canonical and reciprocal hreflang alternates.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+${path === "/" ? "/$" : `${path}$`}`));
  for (const { code, tag } of localeDefinitions) {
    const alternate = page.locator(`link[rel="alternate"][hreflang="${tag}"]`);
    await expect(alternate).toHaveCount(1);
    expect((await alternate.getAttribute("href"))?.endsWith(localizePath(basePath, code))).toBe(
      true,
    );
  }
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  // The language switch names every language in itself and leads to this page in it.
  const languageSwitch = page.getByRole("banner").locator("nav").last();
  for (const { code, nativeName, tag } of localeDefinitions) {
    const link = languageSwitch.locator(`a[hreflang="${tag}"]`);
    await expect(link).toHaveAttribute("href", localizePath(basePath, code));
    await expect(link).toHaveAttribute("lang", tag);
    await expect(link).toContainText(nativeName);
  }
  // No admin shortcut for anonymous visitors.
  await expect(page.locator('a[href="/admin"]')).toHaveCount(0);
  recordCheck("layout", path);
}

for (const language of localeDefinitions) {
  test.describe(`every public page in ${language.staffName}`, () => {
    for (const basePath of publicPaths) {
      const path = localizePath(basePath, language.code);
      test(`${path}: 200 in the shared layout; HTML_CodeSniffer before its scripts and axe after find nothing; no floating button covers a control or a price on a phone`, async ({
        page,
      }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expectNoSnifferErrors(page, path);
        await expectSharedLayout(page, path, language);
        await expectAccessibleWithScriptsAndOnPhones(page, path);
      });
    }

    test.describe("pages that are not found, or ask for a link's token", () => {
      // Chromium logs a 404 or 400 answer as a console error.
      test.use({ allowedConsoleErrors: [/status of 40[04] /] });

      test(`the other pages in ${language.staffName} (team members, articles, categories, the 404 page, the e-mail links' pages): HTML_CodeSniffer before their scripts and axe after find nothing; no floating button covers a control or a price on a phone`, async ({
        page,
        request,
      }) => {
        test.setTimeout(240_000);
        const everyPathOfAPage = new Set<string>(
          publicPaths.map((basePath) => localizePath(basePath, language.code)),
        );
        const others = (await everyPublicPage(request)).filter(
          ({ path }) =>
            localeFromPathname(new URL(path, "http://x").pathname) === language.code &&
            !everyPathOfAPage.has(path),
        );
        // Team members and articles at least, besides the 404 page and the e-mail links' pages.
        expect(others.length, "pages besides the static ones").toBeGreaterThan(5);
        for (const { path, status } of others) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(status);
          await expectNoSnifferErrors(page, path);
          await expectAccessibleWithScriptsAndOnPhones(page, path);
        }
      });
    });
  });
}
