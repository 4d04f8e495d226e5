import type { Browser, Locator, Page } from "@playwright/test";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  signInAsEditor,
  test,
  toasts,
  uniqueName,
} from "./fixtures";

/*
 * The Trash (issue 26, "Staff never lose work"), as an editor meets it: a deleted post
 * leaves the site, waits in the Trash and comes back at the same address. Each test
 * makes its own post; other tests' deletions may be listed too, so rows are found by title.
 */

test.beforeEach(async ({ page }) => {
  // Sign-in is limited per client IP: each test is its own client.
  await asNewClient(page);
});

function slugOf(title: string): string {
  return title.toLowerCase().replaceAll(" ", "-");
}

function postRow(page: Page, title: string): Locator {
  return page
    .getByRole("list", { name: "Blog posts" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

function trashRow(page: Page, title: string): Locator {
  return page
    .getByRole("list", { name: "Deleted items" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Post ${title}`, exact: true }) });
}

/** A published post of the test's own, written in the HTML source view. */
async function createPost(page: Page, title: string): Promise<void> {
  await gotoHydrated(page, "/admin/blog/new");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "HTML source" }).click();
  await page.getByLabel("Content (HTML source)").fill("<p>Kept safe in the Trash.</p>");
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(toasts(page, "Blog post created successfully")).toBeVisible();
}

async function deletePost(page: Page, title: string): Promise<void> {
  await gotoHydrated(page, "/admin/blog");
  await postRow(page, title)
    .getByRole("button", { name: `Delete: ${title}` })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("kept in the Trash, from which it can be restored");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page, "Blog post deleted successfully")).toContainText(
    `Moved "${title}" to the Trash. It is kept 30 days.`,
  );
  await expect(postRow(page, title)).toHaveCount(0);
}

/** What a visitor (not signed in, so served from the page cache when it can be) gets at `path`. */
async function visit(browser: Browser, baseURL: string, path: string) {
  const visitor = await browser.newContext({ baseURL });
  try {
    const page = await visitor.newPage();
    const response = await page.goto(path);
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    return { status: response?.status(), heading };
  } finally {
    await visitor.close();
  }
}

test("a deleted post leaves the site and comes back from the Trash at the same address", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // a post written, deleted, restored, and the public page visited three times
  const title = uniqueName("E2E Trash post");
  const address = `/health-tips/${slugOf(title)}`;
  await signInAsEditor(page);
  await createPost(page, title);
  expect(await visit(browser, baseURL, address)).toEqual({ status: 200, heading: title });

  await deletePost(page, title);
  expect((await visit(browser, baseURL, address)).status).toBe(404);

  // The Trash, from the portal's menu.
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Trash" })
    .click();
  await expect(page).toHaveURL(/\/admin\/trash$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trash");
  await expect(page.getByText("Deleted items are kept for 30 days")).toBeVisible();
  const row = trashRow(page, title);
  await expect(row).toContainText("Deleted by e2e-editor@clinic.example.com on");
  await expect(row).toContainText("Removed for good after");
  // Deleting for good and emptying are for admins: an editor is not offered them.
  await expect(row.getByRole("button", { name: /Delete forever/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Empty trash" })).toHaveCount(0);

  // Restore, by keyboard (the page came by a client-side navigation: it has hydrated).
  await row.getByRole("button", { name: `Restore: ${title}` }).focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page, "Restored from the Trash")).toContainText(
    `"${title}" is back in Blog Posts.`,
  );
  await expect(trashRow(page, title)).toHaveCount(0);

  expect(await visit(browser, baseURL, address)).toEqual({ status: 200, heading: title });
  await gotoHydrated(page, "/admin/blog");
  await expect(postRow(page, title)).toContainText("Published");
  await deletePost(page, title);
});

test("axe finds no violations on /admin/trash, at 1280 and 390 pixels wide, and nothing is wider than a phone", async ({
  page,
}) => {
  test.slow();
  const title = uniqueName("E2E Trash axe");
  await signInAsEditor(page);
  await createPost(page, title);
  await deletePost(page, title);

  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, "/admin/trash");
  await expect(trashRow(page, title)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/admin/trash");
  await expect(trashRow(page, title)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
