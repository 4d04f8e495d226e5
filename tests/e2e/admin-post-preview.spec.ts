import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsOnAPhone,
  gotoHydrated,
  openPreview,
  signInAsEditor,
  test,
  toasts,
  uniqueName,
} from "./fixtures";

/*
 * Previewing a post's unsaved changes (issue 26): an edit of a published post is seen
 * as visitors will see it, marked "Preview", before it is saved; visitors keep the
 * stored post, and the editor's form keeps every change.
 */

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
  await signInAsEditor(page);
});

test("Preview shows an unsaved edit of a published post; visitors keep the saved one and the form keeps the edit", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const title = uniqueName("Preview post");
  const slug = title.toLowerCase().replaceAll(" ", "-");

  await gotoHydrated(page, "/admin/blog/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("Written in the browser test.");
  await page.getByLabel("Category").selectOption({ label: "Nutrition" });
  await page.getByRole("button", { name: "HTML source" }).click();
  await page.getByLabel("Content (HTML source)").fill("<p>What visitors read.</p>");
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(toasts(page, "Blog post created successfully")).toBeVisible();

  await page
    .getByRole("list", { name: "Blog posts" })
    .getByRole("link", { name: `Edit: ${title}` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Blog Post");
  await page.getByLabel("Title").fill(`${title} revised`);
  await page.getByRole("button", { name: "HTML source" }).click();
  await page.getByLabel("Content (HTML source)").fill("<p>A change not saved yet.</p>");

  const preview = await openPreview(page, new RegExp(`/health-tips/${slug}\\?preview=`));
  const banner = preview.getByTestId("preview-banner");
  await expect(banner).toContainText("Preview: these changes are not saved yet.");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(`${title} revised`);
  await expect(preview.getByRole("article")).toContainText("A change not saved yet.");
  await expectNoAxeViolations(preview);
  await expectNoAxeViolationsOnAPhone(preview);

  // A visitor still reads the saved post.
  const visitor = await browser.newContext({ baseURL });
  const other = await visitor.newPage();
  await other.goto(`/health-tips/${slug}`);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(other.getByRole("article")).toContainText("What visitors read.");
  await expect(other.getByTestId("preview-banner")).toHaveCount(0);
  await visitor.close();

  // The editor's tab kept the edit, still unsaved.
  await expect(page.getByLabel("Title")).toHaveValue(`${title} revised`);
  await expect(page.getByLabel("Content (HTML source)")).toHaveValue(
    "<p>A change not saved yet.</p>",
  );
});
