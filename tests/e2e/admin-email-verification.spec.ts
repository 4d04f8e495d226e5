import type { Page } from "@playwright/test";
import {
  asNewClient,
  emailsTo,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
  uniqueName,
} from "./fixtures";

/*
 * Every verification link (the first, a re-sent one, the one sent when an unverified
 * account tries to sign in) lands on a page that says "E-mail verified", or why the link
 * did not work with a way to get a new one: never on the public home page.
 */

// The unverified sign-in is answered with 403, which Chromium logs as a console error.
test.use({ allowedConsoleErrors: [/status of 403 /] });

test.beforeEach(async ({ page }) => {
  // Sign-up and resend are limited per client address: each test is its own client.
  await asNewClient(page);
});

const form = (page: Page) => page.getByRole("main").locator("form").first();

/** Every verification link e-mailed to `recipient`, oldest first, moved to the server under test. */
function verificationLinks(recipient: string, baseURL: string): URL[] {
  return emailsTo(recipient)
    .filter(({ subject }) => subject.startsWith("Verify your e-mail"))
    .map(({ body }) => {
      const href = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(body)?.[0];
      if (!href) throw new Error(`No verification link in:\n${body}`);
      const link = new URL(href);
      const target = new URL(baseURL);
      link.protocol = target.protocol;
      link.host = target.host;
      return link;
    });
}

async function signUp(page: Page, email: string, password: string) {
  await page.goto("/admin/login?mode=signup");
  await form(page).getByLabel("Email", { exact: true }).fill(email);
  await form(page).getByLabel("Password", { exact: true }).fill(password);
  await form(page).getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("status")).toContainText("Account Created");
}

async function expectVerifiedPage(page: Page) {
  await expect(page).toHaveURL(/\/admin\/email-verified$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-mail verified");
  await expect(page.getByRole("status")).toContainText("Your e-mail address is confirmed.");
}

test("the first, the re-sent and the sign-in links all land on 'E-mail verified', used or not", async ({
  page,
  baseURL,
}) => {
  const email = `${uniqueName("verify")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")}@example.com`;
  const password = "Verification landing passphrase 5";
  await signUp(page, email, password);
  // Not verified yet: signing in sends a fresh link, and so does "Resend".
  await signIn(page, email, password);
  await expect(page.getByRole("status")).toContainText("Please verify your e-mail address first");
  await page.getByRole("button", { name: "Resend verification e-mail" }).click();
  await expect(page.getByRole("status")).toContainText("Check your e-mail");
  await expect.poll(() => verificationLinks(email, baseURL ?? "").length).toBe(3);
  const [first, onSignIn, resent] = verificationLinks(email, baseURL ?? "");

  // The link sent on sign-in verifies; each of the others, opened after it, says verified too.
  for (const link of [onSignIn, first, resent]) {
    await page.goto(link?.href ?? "");
    await expectVerifiedPage(page);
  }
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await form(page).getByLabel("Email", { exact: true }).fill(email);
  await form(page).getByLabel("Password", { exact: true }).fill(password);
  await form(page).getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/waiting$/);

  // Signed in, an old link still says verified, and offers to continue.
  await page.goto(first?.href ?? "");
  await expectVerifiedPage(page);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/admin\/waiting$/);
});

test("a broken or expired link says so and sends a new one from the keyboard", async ({ page }) => {
  await page.goto(
    "/api/auth/verify-email?token=not-a-real-token&callbackURL=%2Fadmin%2Femail-verified",
  );
  await expect(page).toHaveURL(/\/admin\/email-verified\?error=INVALID_TOKEN$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verify your e-mail");
  await expect(page.getByRole("status")).toContainText("This verification link did not work");
  await expectNoAxeViolations(page);

  await page.goto("/admin/email-verified?error=TOKEN_EXPIRED");
  await expect(page.getByRole("status")).toContainText("This verification link has expired");
  await expect(page.getByRole("status")).toContainText("works for 24 hours");
  await page.setViewportSize({ width: 390, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const field = form(page).getByLabel("Email", { exact: true });
  await field.focus();
  await page.keyboard.type("someone@example.com");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send a new link" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Check your e-mail");
  await expectNoAxeViolations(page);
});
