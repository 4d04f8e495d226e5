import type { Page } from "@playwright/test";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  signInAsEditor,
  test,
  toasts,
  waitForHydration,
} from "./fixtures";

/*
 * The Page Content admin page: create, edit, inline edit on blur and
 * delete, each with its toast; refused values with the field's message; no new
 * "site" entry (the clinic's facts are edited on Clinic Details, admin-clinic-details.spec.ts).
 * Every test creates its own entries (a page name of its own) and deletes them.
 */

/** Chromium logs a refused save's answer (400) as a console error. */
test.use({ allowedConsoleErrors: [/status of 400 /] });

test.beforeEach(async ({ page }) => {
  // Sign-in is limited per client IP: each test is its own client.
  await asNewClient(page);
  await signInAsEditor(page);
});

/** A row of the list by page, section and language. */
function row(page: Page, pageName: string, sectionName: string, language = "English") {
  return page
    .getByRole("listitem")
    .filter({ has: page.getByLabel(`${sectionName} on page ${pageName}, ${language}`) });
}

test("create, edit, inline edit and delete an entry, each with its toast", async ({ page }) => {
  test.slow(); // four saves, each with its toast, and axe (17-19 s of 30 in CI)
  const pageName = `e2e-${Date.now()}`;
  await page.goto("/admin/content");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Content");
  await expectNoAxeViolations(page);

  // Create.
  await page.getByRole("link", { name: "New entry" }).click();
  await expect(page.getByRole("heading", { name: "New content entry" })).toBeVisible();
  await expect(page.locator("#page-content-page-suggestions option[value='home']")).toHaveCount(1);
  await expect(
    page.locator("#page-content-section-suggestions option[value='booking_widget']"),
  ).toHaveCount(1);
  await page.getByLabel("Page name").fill(pageName);
  await page.getByLabel("Section name").fill("hero-title");
  await page.getByLabel("Language").selectOption("en");
  await page.getByLabel("Content type").selectOption("text");
  await page.getByLabel("Content", { exact: true }).fill("Care that comes to you");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Create entry" }).click();
  // No page reads this page name: the save says so, and so does its row.
  await expect(toasts(page, "Saved, but not shown anywhere")).toContainText(
    `No page shows ${pageName} / hero-title (English).`,
  );
  await expect(page).toHaveURL(/\/admin\/content$/);
  const entry = row(page, pageName, "hero-title");
  await expect(entry.getByLabel(/^hero-title/)).toHaveValue("Care that comes to you");
  await expect(entry.getByText("Not shown anywhere")).toBeVisible();

  // Edit: page, section and language are fixed; a value the type refuses is explained.
  await entry.getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { name: "Edit content entry" })).toBeVisible();
  await expect(page.getByLabel("Page name")).toHaveCount(0);
  await expect(page.getByLabel("Section name")).toHaveCount(0);
  const fixed = page.getByRole("main").locator("dl").first();
  await expect(fixed).toContainText(pageName);
  await expect(fixed).toContainText("hero-title");
  await page.getByLabel("Content type").selectOption("json");
  await page.getByLabel("Content", { exact: true }).fill('{"title": "Hello"');
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page, "Failed to save content")).toContainText("This is not valid JSON");
  await expect(page.getByLabel("Content", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Content", { exact: true })).toHaveAccessibleDescription(
    /^This is not valid JSON/,
  );
  await expectNoAxeViolations(page);
  await page.getByLabel("Content", { exact: true }).fill('{"title": "Hello"}');
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page, "Saved, but not shown anywhere")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(entry.getByText("JSON", { exact: true })).toBeVisible();

  // Inline edit: leaving the field saves it and says so.
  const field = entry.getByLabel(/^hero-title/);
  await field.fill('{"title": "Hello again"}');
  await field.press("Tab");
  await expect(entry.getByRole("status")).toHaveText("Saved");
  await expect(toasts(page, "Saved, but not shown anywhere").first()).toBeVisible();
  await page.reload();
  // Typing into the prefilled field before hydration races it (the CI saw "[1," land
  // in front of the old value).
  await waitForHydration(page);
  await expect(row(page, pageName, "hero-title").getByLabel(/^hero-title/)).toHaveValue(
    '{"title": "Hello again"}',
  );

  // An inline value the type refuses stays in the field, with the reason.
  const again = row(page, pageName, "hero-title").getByLabel(/^hero-title/);
  await again.fill("[1,");
  await again.blur();
  await expect(row(page, pageName, "hero-title").getByRole("status")).toContainText(
    "Not saved: This is not valid JSON",
  );
  await expect(toasts(page, "Failed to save content")).toBeVisible();
  await expect(again).toHaveValue("[1,");
  await expect(again).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  // Delete, after a confirmation.
  await row(page, pageName, "hero-title")
    .getByRole("button", { name: `Delete ${pageName} / hero-title (English)` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Delete this content entry?" });
  await expect(dialog).toContainText("Are you sure you want to delete");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Delete entry" }).click();
  await expect(toasts(page, "Content deleted successfully")).toBeVisible();
  await expect(row(page, pageName, "hero-title")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: pageName })).toHaveCount(0);
});

test("a refused new entry keeps what was typed and explains each field", async ({ page }) => {
  await page.goto("/admin/content?new=1");
  await page.getByLabel("Page name").fill("About Us!");
  await page.getByLabel("Section name").fill("promo");
  await page.getByLabel("Content type").selectOption("url");
  await page.getByLabel("Content", { exact: true }).fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Create entry" }).click();
  await expect(toasts(page)).toContainText("Failed to save content");
  await expect(page.getByLabel("Page name")).toHaveAccessibleDescription(
    /^Use lowercase letters, digits/,
  );
  await expect(page.getByLabel("Content", { exact: true })).toHaveAccessibleDescription(
    /^Enter a full web address starting with https:\/\//,
  );
  await expect(page.getByLabel("Page name")).toHaveValue("About Us!");
  await expect(page.getByLabel("Content", { exact: true })).toHaveValue("javascript:alert(1)");
  await expectNoAxeViolations(page);
});

test("the clinic's facts are no longer page content: the page points to Clinic Details", async ({
  page,
}) => {
  await page.goto("/admin/content");
  await expect(page.getByText(/Clinic Details/).first()).toBeVisible();
  await expect(page.getByText(/Clinic facts you can override/)).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "Clinic Details" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);

  await page.goto("/admin/content?new=1&page=site&section=phone_secondary");
  await page.getByLabel("Content", { exact: true }).fill("(407) 555-0150");
  await page.getByRole("button", { name: "Create entry" }).click();
  await expect(page.getByText(/are edited on Clinic Details/).first()).toBeVisible();
  await expect(row(page, "site", "phone_secondary")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a row's Save button saves its value", async ({ page }) => {
    const pageName = `e2e-nojs-${Date.now()}`;
    await page.goto(`/admin/content?new=1&page=${pageName}`);
    await page.getByLabel("Section name").fill("note");
    await page.getByLabel("Content", { exact: true }).fill("First");
    await page.getByRole("button", { name: "Create entry" }).click();
    await expect(page).toHaveURL(/\/admin\/content$/);

    const entry = row(page, pageName, "note");
    await entry.getByLabel(/^note/).fill("Second");
    await entry.getByRole("button", { name: `Save ${pageName} / note (English)` }).click();
    await expect(row(page, pageName, "note").getByRole("status")).toHaveText("Saved");
    await page.goto("/admin/content");
    await expect(row(page, pageName, "note").getByLabel(/^note/)).toHaveValue("Second");

    // Clean up (the confirmation dialog needs JavaScript: post the delete as its form would).
    const id = await row(page, pageName, "note").locator("input[name=id]").inputValue();
    const response = await page.request.post("/admin/content", {
      form: { intent: "delete", id },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
  });
});
