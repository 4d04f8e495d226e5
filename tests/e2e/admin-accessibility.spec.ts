import {
  asNewClient,
  expect,
  expectNoAxeViolations as expectNoViolations,
  fixtureAccounts,
  signIn,
  signInAsEditor,
  test,
  toasts,
} from "./fixtures";

test.beforeEach(async ({ page }) => {
  // Sign-in is limited to 10 a minute per client IP: each test is its own client.
  await asNewClient(page);
});

for (const [path, heading] of [
  ["/admin/login", "Staff sign in"],
  ["/admin/login?mode=signup", "Create a staff account"],
  ["/admin/forgot-password", "Forgot your password?"],
  ["/admin/reset-password?token=from-the-e-mail", "Choose a new password"],
  ["/admin/reset-password?error=INVALID_TOKEN", "Choose a new password"],
  ["/admin/email-verified", "E-mail verified"],
  ["/admin/email-verified?error=TOKEN_EXPIRED", "Verify your e-mail"],
  ["/admin/email-verified?error=INVALID_TOKEN", "Verify your e-mail"],
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
  ["/admin/settings", "Clinic Details"],
  ["/admin/membership-plans", "Membership Plans"],
  ["/admin/membership-plans/new", "Add Membership Plan"],
  ["/admin/insurers", "Insurers"],
  ["/admin/insurers/new", "Add Insurer"],
] as const) {
  test(`axe finds no violations on ${path} for a content editor`, async ({ page }) => {
    await signInAsEditor(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoViolations(page);
  });
}

test("axe finds no violations on /admin/waiting for an account without a role, at 390 px too", async ({
  page,
}) => {
  await signIn(page, fixtureAccounts.user.email, fixtureAccounts.user.password);
  await expect(page).toHaveURL(/\/admin\/waiting$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Waiting for a role");
  await expectNoViolations(page);
  await page.setViewportSize({ width: 390, height: 740 });
  await expect(page.getByRole("button", { name: "Sign out" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page);
});

test("axe finds no violations in the admin shell with the phone menu open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsEditor(page);
  await page.locator('button[aria-controls="admin-sidebar"]').click();
  await expect(page.locator("#admin-sidebar")).toBeVisible();
  await expectNoViolations(page);
});

test("axe finds no violations on /admin/login showing 'Account Created' after a sign-up", async ({
  page,
}) => {
  await page.goto("/admin/login?mode=signup");
  const form = page.getByRole("main").locator("form").first();
  await form.getByLabel("Email", { exact: true }).fill(`axe-${Date.now()}@example.com`);
  await form.getByLabel("Password", { exact: true }).fill("Axe checked passphrase 9");
  await form.getByRole("button", { name: "Sign Up" }).click();
  await expect(toasts(page)).toContainText("Account Created");
  await expectNoViolations(page);
});

test.describe("refusals", () => {
  // Chromium logs the 401 and 403 answers as console errors.
  test.use({ allowedConsoleErrors: [/status of 40[13] /] });

  test("axe finds no violations on /admin/login showing a refused sign-in", async ({ page }) => {
    await signIn(page, fixtureAccounts.editor.email, "Not the right passphrase 3");
    await expect(page.getByRole("status")).toContainText("Authentication Error");
    // The toast follows the answer (the root reads it after the post): axe checks both.
    await expect(toasts(page, "Authentication Error")).toBeVisible();
    await expectNoViolations(page);
  });

  test("axe finds no violations on the page a content editor gets at /admin/users", async ({
    page,
  }) => {
    await signInAsEditor(page);
    await page.goto("/admin/users");
    await expect(page.getByText("You do not have access to this page")).toBeVisible();
    await expectNoViolations(page);
  });
});

// /admin/users for an admin is checked in admin-auth.spec.ts, once the first admin has a password.
