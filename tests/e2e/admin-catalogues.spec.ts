import type { Page } from "@playwright/test";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  signInAsEditor,
  test,
  toasts,
  uniqueName,
  waitForHydration,
} from "./fixtures";
import { getText } from "../support/public-site";

/*
 * The catalogues (membership plans, insurers, partners, testimonials, videos, the service
 * pages, the foundation's events and gallery) share one mechanism: the list with its
 * switches and Move buttons, the editor whose refusals keep what was typed, the toasts,
 * and public pages that show a save at once. One browser journey, through the partners,
 * covers that mechanism; each catalogue's own differences are checked at its routes in
 * Vitest (app/features/*\/…test.ts), and every screen's axe scans, at 1280 and 390 px, are
 * in admin-accessibility.spec.ts. The admin project's specs share one server and
 * database: the journey hides its partner at the end, the keyboard test puts the order back.
 */

/** Chromium logs a refused save's answer (400) as a console error. */
test.use({ allowedConsoleErrors: [/status of 400 /] });

test.beforeEach(async ({ page }) => {
  // Sign-in is limited per client IP: each test is its own client.
  await asNewClient(page);
});

/** The public card whose heading is `name`, on `path`. */
async function cardOn(page: Page, path: string, name: string) {
  await page.goto(path);
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

test("a partner added, refused once, edited and hidden in the portal shows on /partners and /pt/partners at once, then goes", async ({
  page,
  request,
}) => {
  const name = uniqueName("Sunny Yoga");
  await signInAsEditor(page, "/admin/partners");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partners");
  await page.getByRole("link", { name: "Add Partner" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add Partner");

  // A refused save keeps what was typed and says why, at the field.
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Discount (%)").fill("150");
  await page.getByRole("button", { name: "Add Partner" }).click();
  await expect(
    page.getByText("Please enter the discount as a whole number from 0 to 100.").first(),
  ).toBeVisible();
  await expect(page.getByLabel("Discount (%)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Discount (%)")).toHaveValue("150");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  // The refused form (its summary, the marked fields) passes axe too.
  await expectNoAxeViolations(page);

  await page.getByLabel("Kind of business").selectOption("wellness");
  await page.getByLabel("Discount (%)").fill("15");
  await page.getByLabel("Category (English)").fill("Yoga Studio");
  await page.getByLabel("Member benefit (English)").fill("15% off every class");
  await page.getByLabel("Category (Portuguese)").fill("Estúdio de Yoga");
  await page.getByRole("button", { name: "Add Partner" }).click();
  await expect(toasts(page, "Partner added")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/partners$/);

  const english = await cardOn(page, "/partners", name);
  await expect(english).toContainText("Yoga Studio");
  await expect(english).toContainText("15% off every class");
  // The demo's partners are still shown as before.
  await expect(page.getByText("Up to 20% off dental treatments")).toBeVisible();
  // No Portuguese benefit: the English one, beside the Portuguese category.
  const portuguese = await cardOn(page, "/pt/partners", name);
  await expect(portuguese).toContainText("Estúdio de Yoga");
  await expect(portuguese).toContainText("15% off every class");

  // An edit shows at once too: the Portuguese benefit replaces the English one on /pt.
  await page.goto("/admin/partners");
  await page.getByRole("link", { name: `Edit partner ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Partner");
  await expect(page.getByLabel("Category (Portuguese)")).toHaveValue("Estúdio de Yoga");
  await page.getByLabel("Member benefit (Portuguese)").fill("15% de desconto em todas as aulas");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page, "Partner updated")).toBeVisible();
  await expect(await cardOn(page, "/pt/partners", name)).toContainText(
    "15% de desconto em todas as aulas",
  );
  await expect(await cardOn(page, "/partners", name)).toContainText("15% off every class");

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

test("a catalogue row moves down and up by keyboard, the focus staying on the button pressed", async ({
  page,
}) => {
  // Individual Gold is second of thirteen: both of its Move buttons stay enabled.
  await signInAsEditor(page, "/admin/membership-plans");
  await waitForHydration(page);
  const moveDown = page.getByRole("button", { name: "Move down Individual Gold" });
  await moveDown.focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page, "Membership plan moved")).toContainText(
    "Individual Gold is now number 3 of 13.",
  );
  await expect(moveDown).toBeFocused();

  const moveUp = page.getByRole("button", { name: "Move up Individual Gold" });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page, "Membership plan moved").last()).toContainText(
    "Individual Gold is now number 2 of 13.",
  );
  await expect(moveUp).toBeFocused();
});
