import { readFile } from "node:fs/promises";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  fixtureAccounts,
  noticesTitled,
  signIn,
  signInAsEditor,
  test,
  toasts,
} from "./fixtures";

/*
 * The inbox: a visitor's contact message reaches the staff portal;
 * the clinic's e-mail only links to it; an editor reads it, marks it handled,
 * exports the list as CSV and deletes it.
 */

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
});

/** The contact notices in the outbox (the inbox address is configuration: match them all). */
const contactNotices = () => noticesTitled("New contact message (ref ");

test("a visitor's message: e-mailed as a link, read, handled, exported and deleted", async ({
  page,
}) => {
  test.slow(); // a long story: send, e-mail, read, handle, export and delete (13-15 s of 30 in CI)
  const name = `Inbox Visitor ${Date.now()}`;
  const email = `inbox.${Date.now()}@example.com`;
  const text = `Please call me about a check-up (${Date.now()}).`;

  // The visitor sends the contact form.
  await page.goto("/contact");
  const form = page.getByRole("main").locator("form");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Message").fill(text);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toasts(page)).toContainText("Message Sent Successfully");

  // The editor finds it in the inbox, newest first, open.
  await signInAsEditor(page);
  await page.goto("/admin/inbox");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText(text);
  await expect(item.getByText("Open", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await item.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\/messages\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(`Message from ${name}`);
  const details = page.getByRole("main");
  await expect(details.getByRole("link", { name: email })).toHaveAttribute(
    "href",
    `mailto:${email}`,
  );
  await expect(details).toContainText(text);
  await expect(details).toContainText(id);
  await expectNoAxeViolations(page);

  // The clinic's e-mail said only that a message arrived, with a link to this page.
  await expect
    .poll(() => contactNotices().filter((notice) => notice.body.includes(id)).length)
    .toBe(1);
  const notice = contactNotices().find((candidate) => candidate.body.includes(id));
  expect(notice?.body).toContain(`/admin/inbox/messages/${id}`);
  expect(notice?.subject).toBe(`New contact message (ref ${id.slice(0, 8)})`);
  for (const personal of [name, email, text]) {
    expect(notice?.body).not.toContain(personal);
    expect(notice?.headers).not.toContain(personal);
  }
  expect(notice?.headers).not.toMatch(/^Reply-To:/im);

  // Mark as handled: the badge, who and when; the list's filters follow.
  await page.getByRole("button", { name: "Mark as handled" }).click();
  await expect(toasts(page)).toContainText("Marked as handled");
  await expect(details.getByText("Handled", { exact: true })).toBeVisible();
  await expect(details).toContainText(`by ${fixtureAccounts.editor.email}`);
  await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Back to contact messages" }).click();
  const toolbar = page.getByRole("search", { name: "Contact messages" });
  await toolbar.getByLabel("Status").selectOption("handled");
  await expect(page).toHaveURL(/status=handled/);
  await expect(
    page.getByRole("listitem").filter({ hasText: name }).getByText("Handled", { exact: true }),
  ).toBeVisible();
  await toolbar.getByLabel("Status").selectOption("open");
  await expect(page).toHaveURL(/status=open/);
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);

  // Export the tab as CSV: a download with this message in it.
  await page.goto("/admin/inbox?tab=messages");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? "", "utf8");
  expect(csv.startsWith("\uFEFFReceived (Orlando time),Name,E-mail,")).toBe(true);
  const line = csv.split("\r\n").find((candidate) => candidate.includes(id)) ?? "";
  expect(line).toContain(name);
  expect(line).toContain(email);
  expect(line).toContain(fixtureAccounts.editor.email);

  // Delete, after a confirmation.
  await page.goto(`/admin/inbox/messages/${id}`);
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this contact message?" });
  await expect(dialog).toContainText("This cannot be undone.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?tab=messages$/);
  await expect(toasts(page)).toContainText("Contact message deleted");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
});

test.describe("other pages", () => {
  /** Chromium logs the missing item's 404 page as a console error. */
  test.use({ allowedConsoleErrors: [/status of 404 /] });

  test("the other tabs and a missing item pass axe", async ({ page }) => {
    await signInAsEditor(page);
    for (const tab of ["partnerships", "newsletter"]) {
      await page.goto(`/admin/inbox?tab=${tab}`);
      await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
        "href",
        `/admin/inbox/export/${tab}`,
      );
      await expectNoAxeViolations(page);
    }
    await page.goto("/admin/inbox/messages/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "This item does not exist" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("for someone who is not a content editor", () => {
  test("the CSV export sends them to the page saying they wait for a role instead of a file", async ({
    page,
  }) => {
    await signIn(page, fixtureAccounts.user.email, fixtureAccounts.user.password);
    await expect(page).toHaveURL(/\/admin\/waiting$/);
    const response = await page.request.get("/admin/inbox/export/messages", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/admin/waiting");
    expect(response.headers()["content-type"] ?? "").not.toContain("text/csv");
  });
});
