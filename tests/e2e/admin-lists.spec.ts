import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import {
  asNewClient,
  expect,
  gotoHydrated,
  signInAsEditor,
  test,
  toasts,
  uniqueName,
} from "./fixtures";

/*
 * The portal's lists at clinic scale (issue 27), as an editor: search and filters kept in
 * the URL across reload and a bulk action, bulk publish/unpublish and Move to trash of
 * posts, bulk trash of images, a post restored from the Trash, and the team list's
 * ordering turned off while it is filtered. Each test makes its own rows and finds them
 * by a unique name.
 */

test.beforeEach(async ({ page }) => {
  // Sign-in is limited per client IP: each test is its own client.
  await asNewClient(page);
  await signInAsEditor(page);
});

function postRows(page: Page): Locator {
  return page.getByRole("list", { name: "Blog posts" }).getByRole("listitem");
}

async function createDraft(page: Page, title: string): Promise<void> {
  await gotoHydrated(page, "/admin/blog/new");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "HTML source" }).click();
  await page.getByLabel("Content (HTML source)").fill("<p>A post for the list tests.</p>");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(toasts(page, "Blog post created successfully")).toBeVisible();
}

/** Confirms the bulk dialog, which names the count. */
async function confirmBulk(page: Page, question: string, answer: string): Promise<void> {
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(dialog).toContainText(question);
  await dialog.getByRole("button", { name: answer }).click();
}

test("posts: search and filters in the URL, bulk publish, unpublish and trash, one restored", async ({
  page,
}) => {
  test.slow(); // three posts written, five bulk posts, the Trash
  const run = uniqueName("Lists run");
  const titles = [1, 2, 3].map((n) => `${run} post ${n}`);
  for (const title of titles) await createDraft(page, title);

  await gotoHydrated(page, "/admin/blog");
  const search = page.getByRole("search", { name: "Blog posts" });
  await search.getByRole("searchbox").fill(run);
  await search.getByLabel("Status").selectOption("draft");
  await expect(page).toHaveURL(/status=draft/);
  await search.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/blog\\?q=${encodeURIComponent(run).replaceAll("%20", "\\+")}&status=draft$`),
  );
  await expect(postRows(page)).toHaveCount(3);
  await expect(page.getByRole("status").filter({ hasText: "3 posts match" })).toBeVisible();

  // A reload keeps the search and the filter.
  await page.reload();
  await expect(search.getByRole("searchbox")).toHaveValue(run);
  await expect(search.getByLabel("Status")).toHaveValue("draft");
  await expect(postRows(page)).toHaveCount(3);

  // Publish the whole page: select all, the dialog names the count.
  await page.getByLabel("Select all 3 posts on this page").check();
  await expect(page.getByText("3 selected")).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).first().click();
  await confirmBulk(page, "Publish 3 posts?", "Publish");
  await expect(toasts(page, "3 posts published")).toBeVisible();
  // Back at the same place: no drafts left there.
  await expect(page).toHaveURL(/status=draft/);
  await expect(page.getByText("No posts match the search and filters.")).toBeVisible();

  await page.getByLabel("Status").selectOption("published");
  await expect(page).toHaveURL(/status=published/);
  await expect(postRows(page)).toHaveCount(3);

  // Unpublish one of them.
  await page.getByLabel(`Select: ${titles[0]}`).check();
  await page.locator("#bulk-posts").getByRole("button", { name: "Unpublish" }).click();
  await confirmBulk(page, "Unpublish 1 post?", "Unpublish");
  await expect(toasts(page, "1 post unpublished")).toBeVisible();
  await expect(postRows(page)).toHaveCount(2);

  // The other two to the Trash.
  await page.getByLabel(`Select: ${titles[1]}`).check();
  await page.getByLabel(`Select: ${titles[2]}`).check();
  await page.getByRole("button", { name: "Move to trash" }).click();
  await confirmBulk(page, "Move 2 posts to the Trash?", "Move to trash");
  await expect(toasts(page, "2 posts moved to the Trash")).toBeVisible();
  await expect(page).toHaveURL(/status=published/);
  await expect(page.getByText("No posts match the search and filters.")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).first().click();
  await expect(page).toHaveURL(/\/admin\/blog$/);

  // One comes back from the Trash.
  await gotoHydrated(page, "/admin/trash");
  const trashed = page
    .getByRole("list", { name: "Deleted items" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Post ${titles[1]}`, exact: true }) });
  await trashed.getByRole("button", { name: `Restore: ${titles[1]}` }).click();
  await expect(toasts(page, "Restored from the Trash")).toBeVisible();
  await gotoHydrated(page, `/admin/blog?q=${encodeURIComponent(run)}`);
  await expect(postRows(page)).toHaveCount(2);
  await expect(page.getByRole("heading", { name: titles[1], exact: true })).toBeVisible();
});

test("posts: without JavaScript a bulk action asks on the page first", async ({
  browser,
  baseURL,
  page,
}) => {
  test.slow();
  const title = uniqueName("Lists no-JS post");
  await createDraft(page, title);
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const plain = await context.newPage();
    await plain.goto(`/admin/blog?q=${encodeURIComponent(title)}&status=draft`);
    await plain.getByLabel(`Select: ${title}`).check();
    await plain.getByRole("button", { name: "Publish", exact: true }).first().click();
    await expect(plain.getByText("Publish 1 post?")).toBeVisible();
    await plain.getByRole("form").getByRole("button", { name: "Publish" }).click();
    await expect(plain).toHaveURL(/status=draft/);
    await expect(plain.getByText("No posts match the search and filters.")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("media: filter by type and search, then trash the checked images", async ({ page }) => {
  test.slow();
  const width = 600 + (Date.now() % 400);
  await gotoHydrated(page, "/admin/media");
  for (const height of [301, 302]) {
    const buffer = await sharp({
      create: { width, height, channels: 3, background: { r: 20, g: 90, b: height - 200 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Images to upload")
      .setInputFiles({ name: `lists-${width}.png`, mimeType: "image/png", buffer });
    await expect(
      page.getByRole("article").filter({ hasText: `-${width}x${height}.png` }),
    ).toBeVisible({
      timeout: 20_000,
    });
  }
  const search = page.getByRole("search", { name: "Images" });
  await search.getByRole("searchbox").fill(`lists-${width}`);
  await search.getByLabel("Type").selectOption("png");
  await expect(page).toHaveURL(/type=png/);
  await search.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`q=lists-${width}&type=png$`));
  await expect(page.getByRole("article")).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole("article")).toHaveCount(2);

  await search.getByLabel("Type").selectOption("gif");
  await expect(page.getByText("No images match the search and filters.")).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("article")).toHaveCount(2);

  await page.getByLabel("Select all 2 images on this page").check();
  await page.getByRole("button", { name: "Move to trash" }).click();
  await confirmBulk(page, "Move 2 images to the Trash?", "Move to trash");
  await expect(toasts(page, "2 images moved to the Trash")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=lists-${width}&type=png$`));
  await expect(page.getByRole("article")).toHaveCount(0);
});

test("team: a search or filter hides moving, with a note, and is kept in the URL", async ({
  page,
}) => {
  await gotoHydrated(page, "/admin/team");
  const rows = page.getByTestId("team-member-row");
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Move down/ }).first()).toBeVisible();
  const name = (await rows.first().getByRole("heading", { level: 3 }).textContent()) ?? "";
  const search = page.getByRole("search", { name: "Team members" });
  await search.getByRole("searchbox").fill(name);
  await search.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/admin\/team\?q=/);
  await expect(rows.filter({ hasText: name }).first()).toBeVisible();
  await expect(page.getByText("Moving is off while a search or filter is on")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Move (up|down)/ })).toHaveCount(0);
  await expect(page.getByTestId("team-member-drag-handle")).toHaveCount(0);

  await search.getByLabel("Status").selectOption("inactive");
  await expect(page).toHaveURL(/status=inactive/);
  await page.reload();
  await expect(search.getByLabel("Status")).toHaveValue("inactive");
  await page.getByRole("link", { name: "Clear filters" }).first().click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(page.getByRole("button", { name: /^Move down/ }).first()).toBeVisible();
});
