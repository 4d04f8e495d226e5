import type { Page } from "@playwright/test";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsOnAPhone,
  gotoHydrated,
  signInAsEditor,
  test,
  toasts,
  uniqueName,
} from "./fixtures";

/*
 * The inbox and the lab price list at clinic scale (issue 27), as an editor: a search and
 * filters kept in the URL across a reload, Clear filters, the no-matches state, and axe on
 * a wide screen and a phone's. Each test makes its own rows (a contact message through
 * the public form, a lab test through the portal) and finds them by a unique word, as
 * other specs share the database.
 */

test.beforeEach(async ({ page }) => {
  // Sign-in and the contact form are limited per client IP: each test is its own client.
  await asNewClient(page);
});

async function sendContactMessage(page: Page, name: string, text: string): Promise<void> {
  await page.goto("/contact");
  const form = page.getByRole("main").locator("form");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email Address").fill(`lists.${Date.now()}@example.com`);
  await form.getByLabel("Message").fill(text);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toasts(page)).toContainText("Message Sent Successfully");
}

test("inbox: search encrypted messages, filter by status, kept in the URL, cleared", async ({
  page,
}) => {
  const word = uniqueName("needle").split(" ")[1]!;
  const name = uniqueName("Lists Visitor");
  await sendContactMessage(page, name, `A question about blood tests, ref ${word}.`);
  await signInAsEditor(page);

  await gotoHydrated(page, "/admin/inbox");
  const toolbar = page.getByRole("search", { name: "Contact messages" });
  const items = page.getByRole("main").getByRole("listitem").filter({ hasText: name });
  await toolbar.getByRole("searchbox").fill(word);
  await toolbar.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(items).toHaveCount(1);
  await expect(page.getByRole("status")).toContainText("1 message matches");

  await toolbar.getByLabel("Status").selectOption("open");
  await expect(page).toHaveURL(/status=open/);
  await expect(items).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);

  // The place survives a reload.
  await page.reload();
  await expect(toolbar.getByRole("searchbox")).toHaveValue(word);
  await expect(toolbar.getByLabel("Status")).toHaveValue("open");
  await expect(items).toHaveCount(1);

  // Handled: nobody handled it, so nothing matches.
  await toolbar.getByLabel("Status").selectOption("handled");
  await expect(page).toHaveURL(/status=handled/);
  await expect(page.getByText("No messages match the search and filters.")).toBeVisible();
  await expectNoAxeViolations(page);

  // By name, then by text in the other words of the message.
  await toolbar.getByLabel("Status").selectOption("");
  await toolbar.getByRole("searchbox").fill(name.toUpperCase());
  await toolbar.getByRole("button", { name: "Apply" }).click();
  await expect(items).toHaveCount(1);

  await toolbar.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?tab=messages$/);
  await expect(toolbar.getByRole("searchbox")).toHaveValue("");
});

test("lab tests: search, price filter and sort kept in the URL, cleared, no matches", async ({
  page,
}) => {
  await signInAsEditor(page);
  const name = uniqueName("Omega List Marker");
  const code = String(Date.now()).slice(-9);

  // A call-for-price test of our own.
  await gotoHydrated(page, "/admin/lab-tests?add=1");
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add lab test" }).click();
  await expect(toasts(page, "Lab test added successfully")).toBeVisible();

  await gotoHydrated(page, "/admin/lab-tests");
  const toolbar = page.getByRole("search", { name: "Lab tests" });
  const row = page.getByRole("main").getByRole("listitem").filter({ hasText: name });
  await toolbar.getByRole("searchbox").fill(name.split(" ").slice(-1)[0]!);
  await toolbar.getByRole("button", { name: "Apply" }).click();
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Call for price");

  await toolbar.getByLabel("Pricing").selectOption("call");
  await expect(page).toHaveURL(/pricing=call/);
  await toolbar.getByLabel("Sort by").selectOption("price-high");
  await expect(page).toHaveURL(/sort=price-high/);
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);

  await page.reload();
  await expect(toolbar.getByLabel("Pricing")).toHaveValue("call");
  await expect(toolbar.getByLabel("Sort by")).toHaveValue("price-high");
  await expect(row).toHaveCount(1);

  // Editing from here comes back to the same place.
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page, "Lab test updated successfully")).toBeVisible();
  await expect(page).toHaveURL(/pricing=call/);
  await expect(page).toHaveURL(/sort=price-high/);

  // With a price: ours has none.
  await toolbar.getByLabel("Pricing").selectOption("priced");
  await expect(page).toHaveURL(/pricing=priced/);
  await expect(page.getByText("No lab tests match the search and filters.")).toBeVisible();
  await expectNoAxeViolations(page);

  // By code, too.
  await toolbar.getByLabel("Pricing").selectOption("");
  await toolbar.getByRole("searchbox").fill(code);
  await toolbar.getByRole("button", { name: "Apply" }).click();
  await expect(row).toHaveCount(1);

  await toolbar.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/lab-tests$/);
  await expect(toolbar.getByRole("searchbox")).toHaveValue("");
});
