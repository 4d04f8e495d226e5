import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, fixtureAccounts, signIn, signInAsAdmin, test, uniqueClientIp } from "./fixtures";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(
    results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((node) => node.target),
    })),
  ).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  // Sign-in is limited to 10 a minute per client IP: each test is its own client.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientIp() });
});

for (const [path, heading] of [
  ["/admin/login", "Staff sign in"],
  ["/admin/login?mode=signup", "Create a staff account"],
] as const) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoViolations(page);
  });
}

for (const [path, heading] of [
  ["/admin", "Dashboard"],
  ["/admin/inbox", "Inbox"],
  ["/admin/account", "Account"],
  ["/admin/team", "Team Members"],
] as const) {
  test(`axe finds no violations on ${path} for a content editor`, async ({ page }) => {
    await signIn(page, fixtureAccounts.editor.email, fixtureAccounts.editor.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoViolations(page);
  });
}

test("axe finds no violations in the admin shell with the phone menu open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, fixtureAccounts.editor.email, fixtureAccounts.editor.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.locator('button[aria-controls="admin-sidebar"]').click();
  await expect(page.locator("#admin-sidebar")).toBeVisible();
  await expectNoViolations(page);
});

test.describe("refusals", () => {
  // Chromium logs the 401 and 403 answers as console errors.
  test.use({ allowedConsoleErrors: [/status of 40[13]/] });

  test("axe finds no violations on /admin/login showing a refused sign-in", async ({ page }) => {
    await signIn(page, fixtureAccounts.editor.email, "Not the right passphrase 3");
    await expect(page.getByRole("status")).toContainText("Authentication Error");
    await expectNoViolations(page);
  });

  test("axe finds no violations on the page a content editor gets at /admin/users", async ({
    page,
  }) => {
    await signIn(page, fixtureAccounts.editor.email, fixtureAccounts.editor.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/users");
    await expect(page.getByText("You do not have access to this page")).toBeVisible();
    await expectNoViolations(page);
  });
});

test("axe finds no violations on /admin/users for an admin", async ({ page }) => {
  // Waits for admin-auth.spec.ts to replace the first admin's one-time password.
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Users");
  await expect(page.getByText(fixtureAccounts.editor.email)).toBeVisible();
  await expectNoViolations(page);
});
