import type { Page } from "@playwright/test";
import {
  asNewClient,
  emailsTo,
  expect,
  newestEmailTo,
  signIn,
  test,
  uniqueName,
  verificationLink,
} from "./fixtures";

/*
 * "Forgot password?" (issue 27): the login page's link, the request that tells nobody who
 * has an account, the e-mailed link that works once, and the new password's rules.
 */

// Refused posts answer 400 (a wrong password at sign-in, 401), which the browser logs.
test.use({ allowedConsoleErrors: [/Failed to load resource: .* status of 40[01] /] });

const form = (page: Page) => page.getByRole("main").locator("form").first();

/** A verified account of its own (a user: the portal's roles do not matter here). */
async function newVerifiedAccount(page: Page, baseURL: string) {
  const email = `${uniqueName("reset")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")}@example.com`;
  const password = "Original passphrase for reset 7";
  await page.goto("/admin/login?mode=signup");
  await form(page).getByLabel("Email").fill(email);
  await form(page).getByLabel("Password").fill(password);
  await form(page).getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("status")).toContainText("Account Created");
  await page.goto((await verificationLink(email, baseURL)).href);
  await expect(page.getByRole("status")).toContainText("E-mail verified");
  return { email, password };
}

/**
 * Where the reset link in the newest e-mail to `recipient` leads, on the server under test.
 * Better Auth checks the token and redirects to SITE_URL's origin, which is not the test
 * server's: the redirect is read, not followed, and its path and query are kept.
 */
async function resetLink(recipient: string, baseURL: string): Promise<URL> {
  await expect
    .poll(() => newestEmailTo(recipient)?.subject ?? "", {
      message: `a reset e-mail to ${recipient} in the outbox`,
    })
    .toContain("Reset your password");
  const body = newestEmailTo(recipient)?.body ?? "";
  const href = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(body)?.[0];
  if (!href) throw new Error(`No reset link in:\n${body}`);
  const link = new URL(href);
  const target = new URL(baseURL);
  link.protocol = target.protocol;
  link.host = target.host;
  return link;
}

async function follow(page: Page, link: URL, baseURL: string): Promise<void> {
  const response = await page.request.get(link.href, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const location = new URL(response.headers().location ?? "", baseURL);
  await page.goto(`${location.pathname}${location.search}`);
}

test("a forgotten password is replaced through a link that works once, and the old one stops working", async ({
  page,
  baseURL,
}) => {
  await asNewClient(page);
  const account = await newVerifiedAccount(page, baseURL);

  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");

  // An address without an account gets the same answer, and no e-mail.
  const stranger = `nobody.${Date.now()}@example.com`;
  await form(page).getByLabel("Email").fill(stranger);
  await form(page).getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses this address");

  await form(page).getByLabel("Email").fill(account.email);
  await form(page).getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses this address");
  const link = await resetLink(account.email, baseURL);
  expect(emailsTo(stranger)).toEqual([]);

  await follow(page, link, baseURL);
  await expect(page).toHaveURL(/\/admin\/reset-password\?token=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");

  // The two fields must match, and the password policy applies as everywhere.
  const newPassword = "A brand new passphrase 2026";
  await form(page).getByLabel("New password", { exact: true }).fill(newPassword);
  await form(page).getByLabel("Repeat the new password").fill(`${newPassword}!`);
  await form(page).getByRole("button", { name: "Save the new password" }).click();
  await expect(form(page).getByText("The two passwords are not the same.")).toBeVisible();
  await form(page).getByLabel("New password", { exact: true }).fill("password1");
  await form(page).getByLabel("Repeat the new password").fill("password1");
  await form(page).getByRole("button", { name: "Save the new password" }).click();
  await expect(form(page).getByText(/one of the most common ones/)).toBeVisible();

  await form(page).getByLabel("New password", { exact: true }).fill(newPassword);
  await form(page).getByLabel("Repeat the new password").fill(newPassword);
  await form(page).getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("status")).toContainText("Password changed");

  // The old password no longer signs in; the new one does (a user waits for a role).
  await signIn(page, account.email, account.password);
  await expect(page.getByRole("status")).toContainText("Authentication Error");
  await signIn(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/admin\/waiting$/);

  // The link worked once: opened again, it offers a new one.
  await page.context().clearCookies();
  await follow(page, link, baseURL);
  await expect(page).toHaveURL(/\/admin\/reset-password\?error=INVALID_TOKEN$/);
  await expect(page.getByRole("status")).toContainText("This link does not work any more");
  await page.getByRole("link", { name: "Send me a new link" }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
});

test("the reset page without a link's token offers a new link instead of a form", async ({
  page,
}) => {
  await page.goto("/admin/reset-password");
  await expect(page.getByRole("status")).toContainText("This link does not work any more");
  await expect(page.getByRole("main").locator("form")).toHaveCount(0);
  // A made-up token is refused when posted, without changing anything.
  await page.goto("/admin/reset-password?token=not-a-real-token");
  await form(page).getByLabel("New password", { exact: true }).fill("A made up passphrase 99");
  await form(page).getByLabel("Repeat the new password").fill("A made up passphrase 99");
  await form(page).getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("status")).toContainText("This link does not work any more");
  await expect(page.getByRole("link", { name: "Send me a new link" })).toBeVisible();
});
