import { readFileSync } from "node:fs";
import type { Page, Response } from "@playwright/test";
import {
  asNewClient,
  emailsTo,
  expect,
  expectNoAxeViolations,
  firstStartCredentials,
  fixtureAccounts,
  gotoHydrated,
  recordHydration,
  replaceFirstAdminPassword,
  signIn,
  signInAsAdmin,
  signInAsEditor,
  test,
  toasts,
  verificationLink,
} from "./fixtures";

/** Chromium logs a refused form's answer (400, 401, 403, 409) or a 403 page as a console error. */
const refusalsLogged = { allowedConsoleErrors: [/status of 40[0139] /] };

test.beforeEach(async ({ page }) => {
  // Sign-in is limited to 10 a minute per client IP: each test is its own client.
  await asNewClient(page);
});

/** The floating shortcut to the portal that public pages show content editors. */
function floatingAdminLink(page: Page) {
  return page.getByRole("complementary").getByRole("link", { name: "Admin", exact: true });
}

/** The paths a navigation went through, oldest first, ending where it landed. */
function redirectChain(response: Response | null): string[] {
  const chain: string[] = [];
  for (let request = response?.request() ?? null; request; request = request.redirectedFrom()) {
    const url = new URL(request.url());
    chain.unshift(`${url.pathname}${url.search}`);
  }
  return chain;
}

function loginForm(page: Page) {
  return page.getByRole("main").locator("form").first();
}

async function fillLoginForm(page: Page, email: string, password: string) {
  await loginForm(page).getByLabel("Email", { exact: true }).fill(email);
  await loginForm(page).getByLabel("Password", { exact: true }).fill(password);
}

/** The page a signed-in account without a role lands on, naming it. */
async function expectWaitingFor(page: Page, email: string) {
  await expect(page).toHaveURL(/\/admin\/waiting$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Waiting for a role");
  await expect(page.getByRole("main")).toContainText(email);
  await expect(page.getByRole("main")).toContainText("does not have a role");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

async function expectDashboardCounts(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  const cards = page.getByRole("list", { name: "Site content counts" }).getByRole("listitem");
  await expect(cards).toHaveCount(4);
  const labels = ["Team Members", "Blog Posts", "Published Posts", "Media Files"];
  for (const [index, label] of labels.entries()) {
    await expect(cards.nth(index)).toContainText(label);
    await expect(cards.nth(index).getByTestId("count")).toHaveText(/^\d+$/);
  }
  // Team members exist in the seeded demo data (other specs add and remove some meanwhile).
  await expect(cards.nth(0).getByTestId("count")).not.toHaveText("0");
}

test.describe.serial("first admin, sign-up with verification, promotion", () => {
  test.use(refusalsLogged);
  const newAccount = {
    email: `new-staff-${Date.now()}@example.com`,
    password: "Brand new staff passphrase 7",
  };

  test("the first-start admin signs in with the printed one-time password and must replace it", async ({
    page,
  }) => {
    await replaceFirstAdminPassword(page);
  });

  test("a new account signs up, verifies its e-mail and, as a user, stays out of the portal", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff sign in");
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?mode=signup$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a staff account");

    // A password on the common list is refused, with the reason at the field.
    await fillLoginForm(page, newAccount.email, "password1");
    await loginForm(page).getByRole("button", { name: "Sign Up" }).click();
    await expect(loginForm(page).getByText(/one of the most common ones/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a staff account");
    await expect(loginForm(page).getByLabel("Email", { exact: true })).toHaveValue(
      newAccount.email,
    );

    await fillLoginForm(page, newAccount.email, newAccount.password);
    await loginForm(page).getByRole("button", { name: "Sign Up" }).click();
    const toast = toasts(page);
    await expect(toast).toContainText("Account Created");
    await expect(toast).toContainText("Please check your email to verify your account.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff sign in");
    const verificationEmails = () =>
      emailsTo(newAccount.email).filter(({ subject }) => subject.startsWith("Verify your e-mail"))
        .length;
    await expect.poll(verificationEmails).toBe(1);

    // Not verified yet: refused, with a fresh link sent and a button to send another.
    await fillLoginForm(page, newAccount.email, newAccount.password);
    await loginForm(page).getByRole("button", { name: "Sign In" }).click();
    const status = page.getByRole("status");
    await expect(status).toContainText("Authentication Error");
    await expect(status).toContainText("Please verify your e-mail address first");
    const resend = page.getByRole("button", { name: "Resend verification e-mail" });
    await expect(resend).toBeVisible();
    await expect.poll(verificationEmails).toBe(2);
    await resend.click();
    await expect(status).toContainText("Check your e-mail");
    await expect.poll(verificationEmails).toBe(3);

    const link = await verificationLink(newAccount.email, baseURL);
    expect(link.pathname).toBe("/api/auth/verify-email");
    await page.goto(link.href);
    await expect(page).toHaveURL(/\/admin\/email-verified$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-mail verified");
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);

    // A new account has no role: a page saying it waits for one, not the portal.
    await fillLoginForm(page, newAccount.email, newAccount.password);
    await loginForm(page).getByRole("button", { name: "Sign In" }).click();
    await expectWaitingFor(page, newAccount.email);

    const response = await page.goto("/admin");
    expect(redirectChain(response)).toEqual(["/admin", "/admin/waiting"]);
    await expectWaitingFor(page, newAccount.email);
    await page.goto("/");
    await expect(floatingAdminLink(page)).toHaveCount(0);
  });

  test("the admin makes the new account a content editor, who then works in the portal and signs out", async ({
    page,
    baseURL,
  }) => {
    // Two accounts, a role change and a round of portal pages: a long journey.
    test.slow();
    await signInAsAdmin(page);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Users");
    // The verified sign-up is listed first, waiting; the admin was told once, by e-mail.
    const waiting = page.getByRole("list", { name: "Sign-ups waiting for a role" });
    const entry = waiting.getByRole("listitem").filter({ hasText: newAccount.email });
    await expect(entry).toContainText("E-mail verified");
    await expect(entry).toContainText("Signed up");
    await expect(entry.getByLabel(`Role to give ${newAccount.email}`)).toHaveValue("user");
    await expect(waiting.getByText(fixtureAccounts.editor.email)).toHaveCount(0);
    const notices = () =>
      emailsTo(firstStartCredentials().email)
        .filter(({ body }) => body.includes(`E-mail: ${newAccount.email}`))
        .map(({ subject }) => subject);
    await expect.poll(notices).toEqual(["A new staff portal account is waiting for a role"]);
    await expectNoAxeViolations(page);

    // The accounts list searched and filtered by role (issue 27), kept in its URL.
    const accountsSearch = page.getByRole("search", { name: "Accounts" });
    await accountsSearch.getByRole("searchbox").fill(newAccount.email);
    await accountsSearch.getByLabel("Role").selectOption("user");
    await accountsSearch.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/admin\/users\?q=.+&role=user/);
    await page.reload();
    await expect(accountsSearch.getByLabel("Role")).toHaveValue("user");
    await expect(page.getByRole("status").filter({ hasText: "1 account matches." })).toBeVisible();
    await expectNoAxeViolations(page);
    await accountsSearch.getByLabel("Role").selectOption("admin");
    await accountsSearch.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("No accounts match the search and filters.")).toBeVisible();
    await page.goto("/admin/users");
    const role = page.getByLabel(`Role for ${newAccount.email}`);
    await expect(role).toHaveValue("user");
    // A second tab opened now still shows "User" after the change below.
    const stale = await page.context().newPage();
    await recordHydration(stale);
    await gotoHydrated(stale, "/admin/users");
    await role.selectOption("content_editor");
    await page.getByRole("button", { name: `Save role for ${newAccount.email}` }).click();
    const toast = toasts(page);
    await expect(toast).toContainText("Role updated");
    await expect(toast).toContainText(`${newAccount.email} is now content editor.`);
    await expect(page.getByLabel(`Role for ${newAccount.email}`)).toHaveValue("content_editor");
    await expect(waiting.getByText(newAccount.email)).toHaveCount(0);

    // Its save is refused, with both roles, and keeps its pick for a second try.
    await stale.getByLabel(`Role for ${newAccount.email}`).selectOption("admin");
    await stale.getByRole("button", { name: `Save role for ${newAccount.email}` }).click();
    const notice = stale.getByRole("alert").filter({ hasText: "Not saved:" });
    await expect(notice).toContainText("you saved this account's role in another tab or window");
    await expect(notice.getByLabel("Their version (saved)")).toHaveValue("Content editor");
    await expect(notice.getByLabel("Your version (not saved)")).toHaveValue("Admin");
    await expect(stale.getByLabel(`Role for ${newAccount.email}`)).toHaveValue("admin");
    await expectNoAxeViolations(stale);
    await stale.close();
    await expect(page.getByText(fixtureAccounts.editor.email, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);

    await signIn(page, newAccount.email, newAccount.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expectDashboardCounts(page);
    // A content editor does not manage accounts.
    const sidebar = page.getByRole("navigation", { name: "Admin" });
    await expect(sidebar.getByRole("link", { name: "Team Members" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Users" })).toHaveCount(0);

    await page.goto("/");
    await expect(floatingAdminLink(page)).toBeVisible();
    await page.goto("/pt");
    await expect(floatingAdminLink(page)).toBeVisible();
    await floatingAdminLink(page).click();
    await expect(page).toHaveURL(`${baseURL}/admin`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toasts(page)).toContainText("Signed out");
    const response = await page.goto("/admin");
    expect(redirectChain(response)).toEqual(["/admin", "/admin/login"]);
    await page.goto("/");
    await expect(floatingAdminLink(page)).toHaveCount(0);
  });

  test("an admin's refused change of their own role leaves the list at the real role", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await gotoHydrated(page, "/admin/users");
    const ownEmail = firstStartCredentials().email;
    const role = page.getByLabel(`Role for ${ownEmail}`);
    await expect(role).toHaveValue("admin");
    for (const refused of ["content_editor", "user"]) {
      await role.selectOption(refused);
      await expect(page.getByText("Unsaved changes")).toBeVisible();
      await page.getByRole("button", { name: `Save role for ${ownEmail}` }).click();
      await expect(page.getByRole("alert")).toContainText("You cannot change your own role.");
      await expect(role).toHaveValue("admin");
      await expect(page.getByText("Unsaved changes")).toHaveCount(0);
    }
    await page.reload();
    await expect(page.getByLabel(`Role for ${ownEmail}`)).toHaveValue("admin");
  });
});

test("an anonymous visitor sees no Admin button and is sent from /admin pages to the login", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("complementary").getByRole("link").first()).toBeVisible();
  await expect(floatingAdminLink(page)).toHaveCount(0);
  for (const path of ["/admin", "/admin/users", "/admin/inbox", "/admin/account"]) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(302);
    expect(answer.headers().location, path).toBe("/admin/login");
    const response = await page.goto(path);
    expect(redirectChain(response), path).toEqual([path, "/admin/login"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff sign in");
  }
});

test("a user made on the command line waits for a role, is kept out of the portal and signs out", async ({
  page,
}) => {
  const { email, password } = fixtureAccounts.user;
  await signIn(page, email, password);
  await expectWaitingFor(page, email);
  for (const path of ["/admin", "/admin/users", "/admin/inbox", "/admin/login"]) {
    await page.goto(path);
    await expectWaitingFor(page, email);
  }
  await page.goto("/");
  await expect(floatingAdminLink(page)).toHaveCount(0);

  // Keyboard: the one button is reachable and signs out.
  await page.goto("/admin/waiting");
  const signOut = page.getByRole("button", { name: "Sign out" });
  await signOut.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(toasts(page)).toContainText("Signed out");
  const response = await page.goto("/admin/waiting");
  expect(redirectChain(response)).toEqual(["/admin/waiting", "/admin/login"]);
});

test.describe("refusals", () => {
  test.use(refusalsLogged);

  test("a content editor made on the command line gets no Users link and is refused /admin/users", async ({
    page,
  }) => {
    const { email, password } = fixtureAccounts.editor;
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/admin$/);
    await expectDashboardCounts(page);
    const sidebar = page.getByRole("navigation", { name: "Admin" });
    await expect(sidebar.getByRole("link")).toHaveText([
      "Dashboard",
      "Team Members",
      "Blog Posts",
      "About Us",
      "Media Library",
      "Page Content",
      "Clinic Details",
      "Lab Price List",
      "Membership Plans",
      "Insurers",
      "Partners",
      "Testimonials",
      "Videos",
      "Service Pages",
      "Foundation Events",
      "Foundation Gallery",
      "Inbox",
      "Trash",
    ]);

    const response = await page.goto("/admin/users");
    expect(response?.status()).toBe(403);
    await expect(page.getByText("You do not have access to this page")).toBeVisible();
    await expect(page.getByText("Accounts (")).toHaveCount(0);
    // Signed in already: the login page sends an editor to the portal.
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("a wrong password and an unknown e-mail get the same 'Authentication Error'", async ({
    page,
  }) => {
    const messages: string[] = [];
    for (const [email, password] of [
      [fixtureAccounts.editor.email, "Not the right passphrase 1"],
      [`nobody-${Date.now()}@example.com`, "Not the right passphrase 1"],
    ] as const) {
      await signIn(page, email, password);
      const status = page.getByRole("status");
      await expect(status).toContainText("Authentication Error");
      await expect(toasts(page).first()).toContainText("Authentication Error");
      await expect(page).toHaveURL(/\/admin\/login$/);
      // The typed e-mail stays in the form.
      await expect(loginForm(page).getByLabel("Email", { exact: true })).toHaveValue(email);
      messages.push((await status.innerText()).trim());
    }
    expect(messages[0]).toMatch(/^Authentication Error\s+\S/);
    expect(messages[1]).toBe(messages[0]);
  });
});

test("on a phone the menu button opens the sidebar, and following a link closes it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsEditor(page);
  const menu = page.locator('button[aria-controls="admin-sidebar"]');
  const sidebar = page.locator("#admin-sidebar");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(sidebar).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole("link", { name: "Inbox" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
  await expect(sidebar).toBeHidden();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the fixture editor signs in with the plain form and sees the dashboard", async ({
    page,
    context,
  }) => {
    await signInAsEditor(page);
    await expectDashboardCounts(page);

    // Neither the password nor the session it opened ever reaches the log.
    const session = (await context.cookies()).find((cookie) =>
      cookie.name.endsWith("clinic.session_token"),
    );
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    const log = readFileSync(process.env.E2E_SERVER_LOG ?? "", "utf8");
    expect(log).not.toContain(fixtureAccounts.editor.password);
    expect(log).not.toContain(decodeURIComponent(session?.value ?? "no session").split(".")[0]);
  });

  test.describe("refused", () => {
    test.use(refusalsLogged);

    test("a wrong password is answered in the page with 401", async ({ page }) => {
      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" &&
          new URL(response.url()).pathname === "/admin/login",
      );
      await signIn(page, fixtureAccounts.editor.email, "Not the right passphrase 2");
      expect((await answer).status()).toBe(401);
      await expect(page.getByRole("status")).toContainText("Authentication Error");
      await expect(page.getByRole("status")).toContainText("Invalid email or password");
    });
  });
});
