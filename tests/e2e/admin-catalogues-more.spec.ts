import type { Page } from "@playwright/test";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsOnAPhone,
  saveWithImageAddress,
  signInAsEditor,
  test,
  toasts,
  uniqueName,
} from "./fixtures";
import { getText } from "../support/public-site";

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

test("a testimonial's Portuguese text changed in the portal shows on /pt, and goes when it is made inactive", async ({
  page,
  request,
}) => {
  const name = uniqueName("Ana L.");
  await page.goto("/admin/testimonials");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Testimonials");
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);
  await expectFitsAPhone(page);
  await page.getByRole("link", { name: "Add Testimonial" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add Testimonial");
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);
  await expectFitsAPhone(page);

  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Quote (English)").fill("Kind people and clear prices.");
  await page.getByLabel("Who they are (English)").fill("Member since 2024");
  await page.getByRole("button", { name: "Add Testimonial" }).click();
  await expect(toasts(page, "Testimonial added")).toBeVisible();

  const quoteOn = async (path: string) => {
    await page.goto(path);
    return page.getByRole("figure").filter({ hasText: name });
  };
  await expect(await quoteOn("/")).toContainText("Kind people and clear prices.");
  // No Portuguese quote yet: the English one.
  await expect(await quoteOn("/pt")).toContainText("Kind people and clear prices.");

  await page.goto("/admin/testimonials");
  await page.getByRole("link", { name: `Edit testimonial ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Testimonial");
  await expectNoAxeViolations(page);
  await page.getByLabel("Quote (Portuguese)").fill("Pessoas gentis e preços claros.");
  await page.getByLabel("Who they are (Portuguese)").fill("Membro desde 2024");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page, "Testimonial updated")).toBeVisible();
  const portuguese = await quoteOn("/pt");
  await expect(portuguese).toContainText("Pessoas gentis e preços claros.");
  await expect(portuguese).toContainText("Membro desde 2024");
  await expect(await quoteOn("/")).toContainText("Kind people and clear prices.");
  // Not on the membership page: it was ticked for the home page only.
  expect(await getText(request, "/membership")).not.toContain(name);

  await page.goto("/admin/testimonials");
  await page.getByRole("switch", { name: `${name} shown on the site` }).click();
  await expect(toasts(page, "Testimonial hidden")).toBeVisible();
  expect(await getText(request, "/")).not.toContain(name);
  expect(await getText(request, "/pt")).not.toContain(name);
});

test("a video added in the portal shows on the home page, and goes when it is made inactive", async ({
  page,
  request,
}) => {
  const title = uniqueName("Meet the Nurses");
  await page.goto("/admin/videos");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Videos");
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);
  await expectFitsAPhone(page);
  await page.getByRole("link", { name: "Add Video" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add Video");
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);
  await expectFitsAPhone(page);

  // Only a YouTube id or address is taken.
  await page.getByLabel("YouTube video").fill("https://vimeo.com/123456");
  await page.getByLabel("Title (English)").fill(title);
  await page.getByLabel("Description (English)").fill("Our nursing team.");
  // The thumbnail comes from the media library (the field is read-only).
  await saveWithImageAddress(
    page.getByLabel("Thumbnail"),
    "/images/video-tour.svg",
    page.getByRole("button", { name: "Add Video" }),
  );
  await expect(page.getByText(/Please paste the video's YouTube address/).first()).toBeVisible();
  await expect(page.getByLabel("YouTube video")).toHaveValue("https://vimeo.com/123456");
  await page.getByLabel("YouTube video").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await page.getByRole("button", { name: "Add Video" }).click();
  await expect(toasts(page, "Video added")).toBeVisible();
  await expect(page.getByText("YouTube id dQw4w9WgXcQ")).toBeVisible();

  await page.goto("/");
  const play = page.getByRole("button", { name: `Play video: ${title}` });
  await expect(play).toBeVisible();
  // Nothing from YouTube until a visitor presses Play.
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(await getText(request, "/pt")).toContain(title);
  expect(await getText(request, "/about")).toContain(title);

  await page.goto("/admin/videos");
  await page.getByRole("switch", { name: `${title} shown on the site` }).click();
  await expect(toasts(page, "Video hidden")).toBeVisible();
  expect(await getText(request, "/")).not.toContain(title);
  expect(await getText(request, "/about")).not.toContain(title);
  // The demo's three are still shown.
  const home = await getText(request, "/");
  for (const demo of [
    "A Tour of Our Clinic",
    "How the VIP Membership Works",
    "VIP Foundation Health Fair",
  ]) {
    expect(home).toContain(demo);
  }
});
