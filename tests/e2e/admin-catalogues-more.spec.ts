import type { Page } from "@playwright/test";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsOnAPhone,
  signInAsEditor,
  test,
  toasts,
  uniqueName,
} from "./fixtures";
import { getText } from "./site-pages";

/*
 * More catalogues as data (issue 27): partners. An editor adds a partner and sees it on
 * /partners and /pt/partners, then makes it inactive and it is gone. The admin
 * project's specs share one server and database: each test makes its own rows and
 * hides them at the end.
 */

/** Chromium logs a refused save's answer (400) as a console error. */
test.use({ allowedConsoleErrors: [/status of 400 /] });

test.beforeEach(async ({ page }) => {
  // Sign-in is limited per client IP: each test is its own client.
  await asNewClient(page);
  await signInAsEditor(page);
});

async function expectFitsAPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  } finally {
    if (size) await page.setViewportSize(size);
  }
}

test("a partner added in the portal shows on /partners in both languages, and goes when it is made inactive", async ({
  page,
  request,
}) => {
  const name = uniqueName("Sunny Yoga");
  await page.goto("/admin/partners");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partners");
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);
  await expectFitsAPhone(page);

  await page.getByRole("link", { name: "Add Partner" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add Partner");
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);
  await expectFitsAPhone(page);

  // A refused save keeps what was typed and says why, at the field.
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Discount (%)").fill("150");
  await page.getByRole("button", { name: "Add Partner" }).click();
  await expect(
    page.getByText("Please enter the discount as a whole number from 0 to 100.").first(),
  ).toBeVisible();
  await expect(page.getByLabel("Discount (%)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expectNoAxeViolations(page);

  await page.getByLabel("Kind of business").selectOption("wellness");
  await page.getByLabel("Discount (%)").fill("15");
  await page.getByLabel("Category (English)").fill("Yoga Studio");
  await page.getByLabel("Member benefit (English)").fill("15% off every class");
  await page.getByLabel("Category (Portuguese)").fill("Estúdio de Yoga");
  await page.getByRole("button", { name: "Add Partner" }).click();
  await expect(toasts(page, "Partner added")).toBeVisible();

  const card = async (path: string) => {
    await page.goto(path);
    return page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name, exact: true }) });
  };
  const english = await card("/partners");
  await expect(english).toContainText("Yoga Studio");
  await expect(english).toContainText("15% off every class");
  // The demo's partners are still shown as before.
  await expect(page.getByText("Up to 20% off dental treatments")).toBeVisible();
  // No Portuguese benefit: the English one, beside the Portuguese category.
  const portuguese = await card("/pt/partners");
  await expect(portuguese).toContainText("Estúdio de Yoga");
  await expect(portuguese).toContainText("15% off every class");

  // The editor of an existing partner passes axe too.
  await page.goto("/admin/partners");
  await page.getByRole("link", { name: `Edit partner ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Partner");
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);

  await page.goto("/admin/partners");
  const toggle = page.getByRole("switch", { name: `${name} shown on the site` });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await toggle.click();
  await expect(toasts(page, "Partner hidden")).toBeVisible();
  await expect(page.getByRole("switch", { name: `${name} shown on the site` })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  expect(await getText(request, "/partners")).not.toContain(name);
  expect(await getText(request, "/pt/partners")).not.toContain(name);
});
