import { axeScan, expect, test } from "./fixtures";

// Every public page in both languages is checked by layout.spec.ts, in the same page load
// as its layout checks, and the 404 page by not-found.spec.ts. Here: a state that only
// shows after a click.

test("axe finds no violations with the mobile menu open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const open = await axeScan(page).analyze();
  expect(open.violations.map(({ id, help }) => ({ id, help }))).toEqual([]);
});
