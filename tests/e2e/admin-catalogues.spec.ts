import type { APIRequestContext, Page } from "@playwright/test";
import { asNewClient, expect, signInAsEditor, test, toasts, uniqueName } from "./fixtures";
import { getText, jsonLdTexts } from "../support/public-site";

/*
 * The catalogues are data (issue 27): an editor changes a membership price and sees it on
 * the plan card, the membership service page and the clinic's structured data, in both
 * languages; adds an insurer and sees it on /insurance and /pt/insurance, then hides it.
 * The admin project's specs share one server and database: the demo price is put back.
 */

/** Chromium logs a refused save's answer (400) as a console error. */
test.use({ allowedConsoleErrors: [/status of 400 /] });
test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  // Sign-in is limited per client IP: each test is its own client.
  await asNewClient(page);
  await signInAsEditor(page);
});

async function setFee(page: Page, plan: string, fee: string) {
  await page.goto("/admin/membership-plans");
  await page.getByRole("link", { name: `Edit membership plan ${plan}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Membership Plan");
  await page.getByLabel("Enrolment fee (US$)").fill(fee);
  await page.getByRole("button", { name: "Save changes" }).click();
}

/** The clinic's Offer of its membership, from a page's structured data. */
async function membershipOffer(request: APIRequestContext, path: string) {
  const clinic = jsonLdTexts(await getText(request, path))
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data["@type"] === "MedicalClinic");
  const offers = (clinic?.makesOffer ?? []) as Array<Record<string, unknown>>;
  return offers.find((offer) => String(offer.url).endsWith("/services/membership"));
}

test("a membership price changed in the portal shows on the card, the service page and the structured data", async ({
  page,
  request,
}) => {
  try {
    // A refused price keeps what was typed and says why, at the field.
    await setFee(page, "Individual Silver", "109.555");
    await expect(page.getByText("Use at most 2 decimals (cents).").first()).toBeVisible();
    await expect(page.getByLabel("Enrolment fee (US$)")).toHaveValue("109.555");
    await expect(page.getByLabel("Enrolment fee (US$)")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Enrolment fee (US$)").fill("109.50");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toasts(page, "Membership plan updated")).toBeVisible();
    await expect(page.getByText("$109.50 + 11 × $59 (year $758.50)")).toBeVisible();

    const card = (name: string) =>
      page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await page.goto("/membership");
    await expect(card("Individual Silver")).toContainText("$109.50");
    await expect(card("Individual Silver")).toContainText("Yearly total: $758.50");
    await page.goto("/pt/membership");
    await expect(card("Individual Prata")).toContainText("US$\u00a0109,50");

    expect(await getText(request, "/services/membership")).toContain("Starting at $109.50/month");
    expect(await getText(request, "/pt/services/membership")).toContain(
      "A partir de US$\u00a0109,50/mês",
    );
    // The membership page's own offers: each plan at its enrolment fee.
    for (const [path, name] of [
      ["/membership", "Individual Silver"],
      ["/pt/membership", "Individual Prata"],
    ] as const) {
      const catalog = jsonLdTexts(await getText(request, path))
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((data) => data["@type"] === "OfferCatalog");
      const offers = (catalog?.itemListElement ?? []) as Array<Record<string, unknown>>;
      expect(offers, path).toHaveLength(13);
      expect(
        offers.find((offer) => offer.name === name),
        path,
      ).toMatchObject({
        price: "109.50",
        priceCurrency: "USD",
      });
    }
    for (const path of ["/", "/pt", "/contact"]) {
      expect(await membershipOffer(request, path), path).toMatchObject({
        "@type": "Offer",
        price: "109.50",
        priceCurrency: "USD",
      });
    }
  } finally {
    await setFee(page, "Individual Silver", "99");
    await expect(toasts(page, "Membership plan updated")).toBeVisible();
  }
  expect(await getText(request, "/services/membership")).toContain("Starting at $99/month");
  expect(await membershipOffer(request, "/")).toMatchObject({ price: "99.00" });
});

test("an insurer added in the portal shows in both languages, and goes when it is made inactive", async ({
  page,
  request,
}) => {
  const name = uniqueName("Sunshine Health");
  await page.goto("/admin/insurers");
  await page.getByRole("link", { name: "Add Insurer" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description (English)").fill("Florida Medicaid and Medicare plans.");
  await page.getByLabel("Plans accepted (English)").fill("Sunshine Health Medicaid\nAmbetter");
  await page.getByRole("button", { name: "Add Insurer" }).click();
  await expect(toasts(page, "Insurer added")).toBeVisible();

  const cardOn = async (path: string) => {
    await page.goto(path);
    return page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name, exact: true }) });
  };
  const english = await cardOn("/insurance");
  await expect(english).toContainText("Florida Medicaid and Medicare plans.");
  await expect(english.getByRole("listitem")).toHaveText(["Sunshine Health Medicaid", "Ambetter"]);
  // No Portuguese text yet: the English one, on a page that is otherwise Portuguese.
  const portuguese = await cardOn("/pt/insurance");
  await expect(portuguese).toContainText("Florida Medicaid and Medicare plans.");
  await expect(portuguese.getByText("Planos aceitos")).toBeVisible();

  await page.goto("/admin/insurers");
  const toggle = page.getByRole("switch", { name: `${name} shown on the site` });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await toggle.click();
  await expect(toasts(page, "Insurer hidden")).toBeVisible();
  await expect(page.getByRole("switch", { name: `${name} shown on the site` })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  expect(await getText(request, "/insurance")).not.toContain(name);
  expect(await getText(request, "/pt/insurance")).not.toContain(name);
  // The demo's five are all still there.
  for (const insurer of ["Cigna", "Aetna", "Florida Blue", "Medicaid", "Medicare"]) {
    await expect(
      page.getByRole("switch", { name: `${insurer} shown on the site` }),
    ).toHaveAttribute("aria-checked", "true");
  }
});

test("the catalogue screens work at 390 px and by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    "/admin/membership-plans",
    "/admin/insurers",
    "/admin/membership-plans/new",
  ]) {
    await page.goto(path);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      path,
    ).toBeLessThanOrEqual(390);
  }
  // Move up by keyboard: the second plan goes first, then back.
  await page.goto("/admin/membership-plans");
  const moveUp = page.getByRole("button", { name: "Move up Individual Gold" });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page, "Membership plan moved")).toContainText(
    "Individual Gold is now number 1 of 13.",
  );
  await page.getByRole("button", { name: "Move down Individual Gold" }).focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page, "Membership plan moved").last()).toContainText(
    "Individual Gold is now number 2 of 13.",
  );
});
