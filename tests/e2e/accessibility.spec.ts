import AxeBuilder from "@axe-core/playwright";
import { expect, inPortuguese, publicPaths, test } from "./fixtures";

const paths = [...publicPaths, ...publicPaths.map(inPortuguese)];

for (const path of paths) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(
      results.violations.map(({ id, help, nodes }) => ({
        id,
        help,
        targets: nodes.map((node) => node.target),
      })),
    ).toEqual([]);
  });
}

test("axe finds no violations on the 404 page and with the mobile menu open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const open = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  expect(open.violations.map(({ id, help }) => ({ id, help }))).toEqual([]);
});
