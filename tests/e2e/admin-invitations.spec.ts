import type { Browser, Page } from "@playwright/test";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  fixtureAccounts,
  newestEmailTo,
  recordHydration,
  signInAsFirstAdmin,
  test,
  toasts,
  uniqueClientIp,
  uniqueName,
} from "./fixtures";

/*
 * Invitations (issue 27): an admin invites a colleague on the Users page; the e-mailed link,
 * opened in another browser, asks for a name and a password and signs the colleague in with
 * the role; a used, revoked or replaced link says so.
 */

// Refused posts (an existing address, a wrong password while waiting for the first admin)
// answer 400, 401 or 409, which the browser logs.
test.use({ allowedConsoleErrors: [/Failed to load resource: .* status of 4(?:00|01|09|10) /] });
test.describe.configure({ mode: "serial" });

const PASSWORD = "Invited colleague passphrase 2026";

function addressFor(prefix: string): string {
  return `${uniqueName(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")}@example.com`;
}

const inviteForm = (page: Page) =>
  page.locator("form").filter({ has: page.getByRole("button", { name: "Send invitation" }) });
const pendingItem = (page: Page, email: string) =>
  page.getByRole("list", { name: "Pending invitations" }).getByRole("listitem").filter({
    hasText: email,
  });

async function invite(page: Page, email: string, role: "Content editor" | "Admin", name = "") {
  await inviteForm(page).getByLabel("E-mail").fill(email);
  await inviteForm(page).getByLabel("Name").fill(name);
  await inviteForm(page).getByLabel("Role").selectOption({ label: role });
  await inviteForm(page).getByRole("button", { name: "Send invitation" }).click();
}

/** The link in the newest invitation e-mail to `email`, moved to the server under test. */
async function invitationLink(email: string, baseURL: string): Promise<string> {
  await expect
    .poll(() => newestEmailTo(email)?.subject ?? "", {
      message: `an invitation e-mail to ${email} in the outbox`,
    })
    .toContain("You are invited");
  const body = newestEmailTo(email)?.body ?? "";
  const href = /https?:\/\/\S+\/admin\/accept-invitation\?token=\S+/.exec(body)?.[0];
  if (!href) throw new Error(`No invitation link in:\n${body}`);
  const link = new URL(href);
  return `${new URL(baseURL).origin}${link.pathname}${link.search}`;
}

/** A browser of its own: nobody signed in, a client address of its own. */
async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
  });
  const page = await context.newPage();
  await recordHydration(page);
  return page;
}

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
});

test("an admin invites a colleague, who accepts in another browser and lands in the portal with the role", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = addressFor("invited");
  await signInAsFirstAdmin(page);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Users");

  // Refusals, at the field: a malformed address, an address that has an account.
  await inviteForm(page).getByLabel("E-mail").fill("not an address");
  await inviteForm(page)
    .getByLabel("E-mail")
    .evaluate((input: HTMLInputElement) => {
      input.type = "text";
    });
  await inviteForm(page).getByRole("button", { name: "Send invitation" }).click();
  await expect(inviteForm(page).getByText("Please enter a valid e-mail address")).toBeVisible();
  await invite(page, fixtureAccounts.editor.email, "Admin");
  await expect(
    inviteForm(page).getByText(
      `An account with the e-mail ${fixtureAccounts.editor.email} already exists.`,
    ),
  ).toBeVisible();

  await invite(page, email, "Content editor", "Rita Invited");
  await expect(toasts(page, "Invitation sent")).toBeVisible();
  // Sent: the form starts empty again.
  await expect(inviteForm(page).getByLabel("E-mail")).toHaveValue("");
  const item = pendingItem(page, email);
  await expect(item).toContainText("Content editor");
  await expect(item).toContainText("Rita Invited");
  await expect(item).toContainText(/Invited by \S+@/);
  await expect(item).toContainText("Expires");
  await expectNoAxeViolations(page);

  const link = await invitationLink(email, baseURL);
  const colleague = await freshPage(browser, baseURL);
  try {
    await colleague.goto(link);
    await expect(colleague.getByRole("heading", { level: 1 })).toHaveText("Accept your invitation");
    await expect(colleague.getByRole("main")).toContainText(email);
    await expect(colleague.getByRole("main")).toContainText("Content editor");
    await expect(colleague.getByLabel("Your name")).toHaveValue("Rita Invited");
    await expectNoAxeViolations(colleague);

    await colleague.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await colleague.getByLabel("Repeat the new password").fill(`${PASSWORD}!`);
    await colleague.getByRole("button", { name: "Create my account" }).click();
    await expect(colleague.getByText("The two passwords are not the same.")).toBeVisible();
    await colleague.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await colleague.getByLabel("Repeat the new password").fill(PASSWORD);
    await colleague.getByRole("button", { name: "Create my account" }).click();

    // Signed in, in the portal, as a content editor: content pages, no Users page.
    await expect(colleague).toHaveURL(/\/admin$/);
    await expect(colleague.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    const nav = colleague.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Team" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);

    // The link worked once.
    await colleague.context().clearCookies();
    await colleague.goto(link);
    await expect(colleague.getByRole("status")).toContainText("This invitation was used already");
    await expect(colleague.getByRole("button", { name: "Create my account" })).toHaveCount(0);
  } finally {
    await colleague.context().close();
  }

  // Accepted: no longer pending; the account is listed with its role.
  await page.goto("/admin/users");
  await expect(pendingItem(page, email)).toHaveCount(0);
});

test("a revoked link and a replaced link say so; the re-sent link works", async ({
  page,
  browser,
  baseURL,
}) => {
  const revoked = addressFor("revoked");
  const resent = addressFor("resent");
  await signInAsFirstAdmin(page);
  await page.goto("/admin/users");
  await invite(page, revoked, "Admin");
  await expect(toasts(page, "Invitation sent")).toBeVisible();
  await invite(page, resent, "Admin");
  await expect(pendingItem(page, resent)).toBeVisible();
  const revokedLink = await invitationLink(revoked, baseURL);
  const firstLink = await invitationLink(resent, baseURL);

  // Revoke asks first.
  await pendingItem(page, revoked)
    .getByRole("button", { name: /^Revoke/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Revoke this invitation?" });
  await expect(dialog).toContainText(revoked);
  await dialog.getByRole("button", { name: "Revoke invitation" }).click();
  await expect(toasts(page, "Invitation revoked")).toBeVisible();
  await expect(pendingItem(page, revoked)).toHaveCount(0);

  await pendingItem(page, resent)
    .getByRole("button", { name: /^Re-send/ })
    .click();
  await expect(toasts(page, "Invitation sent again")).toBeVisible();
  await expect
    .poll(() => newestEmailTo(resent)?.body.includes(new URL(firstLink).search) === false)
    .toBe(true);
  const secondLink = await invitationLink(resent, baseURL);
  expect(secondLink).not.toBe(firstLink);

  // At 390 px the page holds its width, and its lists stay usable.
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(pendingItem(page, resent).getByRole("button", { name: /^Re-send/ })).toBeVisible();

  const visitor = await freshPage(browser, baseURL);
  try {
    await visitor.goto(revokedLink);
    await expect(visitor.getByRole("status")).toContainText("This invitation was withdrawn");
    await expect(visitor.getByRole("button", { name: "Create my account" })).toHaveCount(0);
    await expectNoAxeViolations(visitor);
    await visitor.goto(firstLink);
    await expect(visitor.getByRole("status")).toContainText("This invitation link does not work");
    await visitor.goto(secondLink);
    await expect(visitor.getByRole("button", { name: "Create my account" })).toBeVisible();
  } finally {
    await visitor.context().close();
  }
});
