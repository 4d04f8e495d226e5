import type { Page } from "@playwright/test";
import { asNewClient, expect, signInAsEditor, test, toasts } from "./fixtures";
import { eachLimited, getText, jsonLdTexts, sitemapPaths } from "../support/public-site";

/*
 * Clinic Details (issue 27): the hours are entered once, as days and times, and every
 * public page in both languages writes them from there, the structured data included;
 * no page keeps the old hours. The admin project's specs share one server and
 * database, so the test puts the demo's hours back at the end.
 */

/** Chromium logs a refused save's answer (400) as a console error. */
test.use({ allowedConsoleErrors: [/status of 400 /] });

test.beforeEach(async ({ page }) => {
  // Sign-in is limited per client IP: each test is its own client.
  await asNewClient(page);
  await signInAsEditor(page);
});

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;

/** A date `days` from today on the clinic's calendar, as a date field takes it. */
function clinicDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", {
    timeZone: "America/New_York",
  });
}

async function setDay(page: Page, day: string, hours: [string, string] | null) {
  const open = page.getByLabel(`${day} open`);
  if (hours) {
    await open.check();
    await page.getByLabel(`${day}: opens`).fill(hours[0]);
    await page.getByLabel(`${day}: closes`).fill(hours[1]);
  } else {
    await open.uncheck();
  }
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save clinic details" }).click();
  await expect(toasts(page, "Clinic details saved")).toBeVisible();
}

/** The hours as the demo has them: Monday to Saturday, 8:00 AM to 6:00 PM, no closures. */
async function restoreDemoHours(page: Page) {
  await page.goto("/admin/settings");
  for (const day of [...weekdays, "Saturday"]) await setDay(page, day, ["08:00", "18:00"]);
  await setDay(page, "Sunday", null);
  await page
    .getByRole("group", { name: /^Closure 1$/ })
    .getByLabel("Date")
    .fill("");
  await save(page);
}

/** The demo's hours, in every way the site wrote them. */
const oldHours = [
  /8:00 AM/,
  /6:00 PM/,
  /\b8AM-6PM\b/,
  /\bdas 8h\b/,
  /\b8h às 18h\b/,
  /\b18h\b/,
  /Monday to Saturday/,
  /de segunda a sábado/,
];

test("hours changed once show on every public page in both languages, and nowhere the old ones", async ({
  page,
  request,
}) => {
  test.slow(); // every page of the sitemap, in both languages
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clinic Details");
  // The form shows the current values.
  await expect(page.getByLabel("Monday: opens")).toHaveValue("08:00");
  await expect(page.getByLabel("Saturday open")).toBeChecked();
  await expect(page.getByLabel("Sunday open")).not.toBeChecked();
  await expect(page.getByLabel(/^Main phone number/)).toHaveValue("(407) 555-0142");

  // A refused save keeps what was typed and says why at the field.
  await page.getByLabel("Monday: closes").fill("07:00");
  await page.getByRole("button", { name: "Save clinic details" }).click();
  await expect(toasts(page, "Failed to save the clinic details")).toBeVisible();
  await expect(
    page.getByText("The closing time must be after the opening time.").first(),
  ).toBeVisible();
  await expect(page.getByLabel("Monday: closes")).toHaveValue("07:00");

  // Monday to Friday 9:30 AM to 5:00 PM, the weekend closed, and a closure in three days.
  for (const day of weekdays) await setDay(page, day, ["09:30", "17:00"]);
  await setDay(page, "Saturday", null);
  const closureDate = clinicDate(3);
  const closure = page.getByRole("group", { name: "New closure 1" });
  await closure.getByLabel("Date").fill(closureDate);
  await closure.getByLabel("Note in English (optional)").fill("Staff training");
  await closure.getByLabel("Note in Portuguese (optional)").fill("Treinamento da equipe");
  await save(page);

  try {
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths).toContain("/pt/contact");
    const stale: string[] = [];
    await eachLimited(paths, async (path) => {
      const html = await getText(request, path);
      for (const pattern of oldHours) if (pattern.test(html)) stale.push(`${path}: ${pattern}`);
      if (/\{(openDays|hours\w*)\}/.test(html)) stale.push(`${path}: an unfilled placeholder`);
    });
    expect(stale).toEqual([]);

    const english = await getText(request, "/contact");
    expect(english).toContain("Mon-Fri 9:30 AM - 5:00 PM");
    expect(english).toContain("Saturday and Sunday closed");
    expect(english).toContain("Staff training");
    const portuguese = await getText(request, "/pt/contact");
    expect(portuguese).toContain("Seg. a sex., das 9h30 às 17h");
    expect(portuguese).toContain("Sábado e domingo fechados");
    expect(portuguese).toContain("Treinamento da equipe");
    const home = await getText(request, "/");
    expect(home).toContain("Monday to Friday, 9:30 AM to 5:00 PM");

    const clinic = jsonLdTexts(english)
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data["@type"] === "MedicalClinic");
    expect(clinic?.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...weekdays],
        opens: "09:30",
        closes: "17:00",
      },
    ]);
    expect(clinic?.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: closureDate,
        validThrough: closureDate,
        opens: "00:00",
        closes: "00:00",
      },
    ]);

    // The form shows what was saved.
    await page.goto("/admin/settings");
    await expect(page.getByLabel("Monday: opens")).toHaveValue("09:30");
    await expect(page.getByRole("group", { name: /^Closure 1$/ }).getByLabel("Date")).toHaveValue(
      closureDate,
    );
  } finally {
    await restoreDemoHours(page);
  }
  const contact = await getText(request, "/contact");
  expect(contact).toContain("Mon-Sat 8:00 AM - 6:00 PM");
  expect(contact).not.toContain("Staff training");
});
