import { asNewClient, expect, gotoHydrated, signInAsEditor, test, uniqueName } from "./fixtures";

test("screenshots", async ({ page }) => {
  test.slow();
  await asNewClient(page);
  await signInAsEditor(page);
  const run = uniqueName("Shots");
  await gotoHydrated(page, "/admin/blog/new");
  await page.getByLabel("Title").fill(`${run} english`);
  await page.getByRole("button", { name: "HTML source" }).click();
  await page
    .getByLabel("Content (HTML source)")
    .fill("<p>Drink water.</p><h2>Why</h2><ul><li>Heat</li><li>Sun</li></ul>");
  await page.getByRole("button", { name: "Create post" }).click();
  await page.waitForURL(/\/admin\/blog$/);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, `/admin/blog?q=${encodeURIComponent(run)}`);
    await page.screenshot({ path: `/tmp/tr-shot-list-${width}.png`, fullPage: true });
  }
  await page.getByRole("link", { name: /Add Portuguese version/ }).click();
  await expect(page.getByRole("region", { name: "English version" })).toBeVisible();
  const addUrl = page.url();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, new URL(addUrl).pathname + new URL(addUrl).search);
    await page.screenshot({ path: `/tmp/tr-shot-add-${width}.png`, fullPage: true });
  }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/pt/health-tips?untranslated=1");
    await page.screenshot({ path: `/tmp/tr-shot-note-${width}.png` });
  }
});
