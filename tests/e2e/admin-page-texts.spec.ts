import type { Page } from "@playwright/test";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsOnAPhone,
  signInAsEditor,
  test,
  toasts,
} from "./fixtures";

/*
 * The texts of the public pages on /admin/content: an editor finds the home page's main
 * title with what each language shows, changes it in Portuguese and in English, sees each
 * on its own page at once, and deletes the changes (the shipped texts come back).
 */

/** Chromium logs a refused save's answer (400) as a console error. */
test.use({ allowedConsoleErrors: [/status of 400 /] });

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
  await signInAsEditor(page);
});

/** A text's row in the overview, by page and label. */
function textRow(page: Page, pageLabel: string, label: string) {
  return page
    .getByRole("region", { name: new RegExp(`^${pageLabel}`) })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) });
}

async function deleteEntry(page: Page, language: "English" | "Portuguese") {
  const name = `Delete home / hero-title (${language})`;
  await page.getByRole("button", { name }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete entry" }).click();
  await expect(toasts(page, "Content deleted successfully").first()).toBeVisible();
}

test("edit the home page's main title from /admin/content and see it on / and /pt", async ({
  page,
}) => {
  test.slow(); // two saves, four public pages, two deletes and axe
  await page.goto("/admin/content");
  const title = textRow(page, "Home", "Main title");
  await expect(title).toContainText("Quality healthcare, no appointment needed");
  await expect(title).toContainText("Saúde de qualidade");
  await expect(title.getByText("Shipped text")).toHaveCount(3);
  await expect(
    title.getByRole("link", {
      name: "View Main title, Home, English on the site (opens in a new tab)",
    }),
  ).toHaveAttribute("href", "/#hero-title");
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);

  // Portuguese first: the form starts from the shipped Portuguese text.
  await title.getByRole("link", { name: "Edit Main title, Home, Portuguese" }).click();
  await expect(page.getByRole("heading", { name: "New content entry" })).toBeVisible();
  await expect(page.getByLabel("Language")).toHaveValue("pt-BR");
  await expect(page.getByText(/Shows on Home \(\/\): Main title/)).toBeVisible();
  const content = page.getByLabel("Content", { exact: true });
  await expect(content).toHaveValue(/Saúde de qualidade/);
  await content.fill("Cuidado de verdade, sem hora marcada");
  await page.getByRole("button", { name: "Create entry" }).click();
  await expect(toasts(page, "Content created successfully")).toContainText("shows on /pt");
  await expect(page).toHaveURL(/\/admin\/content#text-home-hero-title$/);
  await expect(title.getByText("Changed")).toHaveCount(1);
  await expect(title).toContainText("Cuidado de verdade, sem hora marcada");

  // English: its own text, its own page.
  await title.getByRole("link", { name: "Edit Main title, Home, English" }).click();
  await page.getByLabel("Content", { exact: true }).fill("Walk in today, we will see you");
  await page.getByRole("button", { name: "Create entry" }).click();
  await expect(toasts(page, "Content created successfully")).toContainText("shows on /");

  await page.goto("/pt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Cuidado de verdade, sem hora marcada",
  );
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Walk in today, we will see you",
  );

  // Deleting the entries brings the shipped texts back.
  await page.goto("/admin/content");
  await deleteEntry(page, "Portuguese");
  await deleteEntry(page, "English");
  await expect(textRow(page, "Home", "Main title").getByText("Shipped text")).toHaveCount(3);
  await page.goto("/pt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Saúde de qualidade/);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Quality healthcare, no appointment needed",
  );
});

test("a page's heading changes on the page and in its title, and refuses a placeholder it has not got", async ({
  page,
}) => {
  await page.goto("/admin/content?new=1&page=services&section=page-title&locale=en");
  await expect(page.getByLabel("Content", { exact: true })).toHaveValue("Our Services");
  await page.getByLabel("Content", { exact: true }).fill("Care for {name}");
  await page.getByRole("button", { name: "Create entry" }).click();
  await expect(page.getByLabel("Content", { exact: true })).toHaveAccessibleDescription(
    /^\{name\} is not filled in on this text/,
  );
  await expect(page.getByLabel("Content", { exact: true })).toHaveValue("Care for {name}");

  await page.getByLabel("Content", { exact: true }).fill("Everything we do");
  await page.getByRole("button", { name: "Create entry" }).click();
  await expect(toasts(page, "Content created successfully")).toBeVisible();
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Everything we do");
  await expect(page).toHaveTitle(/^Everything we do/);

  await page.goto("/admin/content");
  await page.getByRole("button", { name: "Delete services / page-title (English)" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete entry" }).click();
  await expect(toasts(page, "Content deleted successfully")).toBeVisible();
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
});
