import type { Page } from "@playwright/test";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsOnAPhone,
  gotoHydrated,
  signInAsEditor,
  test,
  toasts,
  uniqueName,
} from "./fixtures";

/*
 * Translations belong together (issue 27): an editor writes an English article, adds its
 * Portuguese version from the list (the English text beside the form), publishes both,
 * and the article's language switch goes from one version to the other and back. An
 * article without a translation leads to the other language's list, which says so, and
 * the list shows it as Missing. Each test makes its own uniquely named posts.
 */

/** Chromium logs a refused save's answer (409) as a console error. */
test.use({ allowedConsoleErrors: [/status of 409 /] });

test.beforeEach(async ({ page }) => {
  // Sign-in is limited per client IP: each test is its own client.
  await asNewClient(page);
  await signInAsEditor(page);
});

/** The list's row of an article, found by one of its versions' titles. */
function articleRow(page: Page, title: string) {
  return page
    .getByRole("list", { name: "Blog posts" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

async function writePost(
  page: Page,
  {
    title,
    slug,
    text,
    published,
  }: { title: string; slug: string; text: string; published: boolean },
) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Slug").fill(slug);
  await page.getByRole("button", { name: "HTML source" }).click();
  await page.getByLabel("Content (HTML source)").fill(`<p>${text}</p>`);
  if (published) await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(toasts(page, "Blog post created successfully")).toBeVisible();
}

test("an article's Portuguese version is added beside the English one, and the language switch joins them", async ({
  page,
}) => {
  test.slow(); // two posts written, four public pages
  const run = uniqueName("Translated");
  const slug = run.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const english = { title: `${run} water`, slug: `${slug}-water` };
  const portuguese = { title: `${run} água`, slug: `${slug}-agua` };

  await gotoHydrated(page, "/admin/blog/new");
  await writePost(page, { ...english, text: "Drink water through the day.", published: true });

  // The list: the article's Portuguese version is missing, with a link to add it.
  await gotoHydrated(page, `/admin/blog?q=${encodeURIComponent(run)}`);
  const row = articleRow(page, english.title);
  await expect(row.getByRole("definition").nth(1)).toContainText("Missing");
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);
  await row.getByRole("link", { name: `Add Portuguese version: ${english.title}` }).click();

  // The new version's form: Portuguese, with the English text beside it to translate from.
  await expect(page).toHaveURL(/\/admin\/blog\/new\?translationOf=.+&language=pt-BR/);
  await expect(page.getByLabel("Language", { exact: true })).toHaveValue("pt-BR");
  const reference = page.getByRole("region", { name: "English version" });
  await expect(reference).toContainText(english.title);
  await expect(reference).toContainText("Drink water through the day.");
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const [formBox, referenceBox] = await Promise.all([
    page.getByRole("heading", { name: "Article", exact: true }).boundingBox(),
    reference.boundingBox(),
  ]);
  // Beside the form on a wide screen.
  expect(referenceBox!.x).toBeGreaterThan(formBox!.x + 100);
  await writePost(page, { ...portuguese, text: "Beba água durante o dia.", published: true });

  // One row, both languages published, each linked to its editor.
  await gotoHydrated(page, `/admin/blog?q=${encodeURIComponent(run)}`);
  await expect(page.getByRole("list", { name: "Blog posts" }).getByRole("listitem")).toHaveCount(1);
  const both = articleRow(page, english.title);
  await expect(both.getByRole("definition").nth(0)).toContainText("Published");
  await expect(both.getByRole("definition").nth(1)).toContainText("Published");

  // The Portuguese editor shows the article's languages and the English text.
  await both.getByRole("link", { name: `Edit: ${portuguese.title}` }).click();
  await expect(page.getByRole("region", { name: "Versions of this article" })).toContainText(
    "This version",
  );
  await expect(page.getByRole("region", { name: "English version" })).toContainText(english.title);
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);

  // The public article: the language switch leads to the other version, and back.
  await gotoHydrated(page, `/health-tips/${english.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Português/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/pt/health-tips/${portuguese.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(portuguese.title);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    new RegExp(`/health-tips/${english.slug}$`),
  );
  await page
    .getByRole("banner")
    .getByRole("link", { name: /English/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/health-tips/${english.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
});

test("an article without a translation switches to the other language's list, which says so", async ({
  page,
}) => {
  const run = uniqueName("Untranslated");
  const slug = run.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await gotoHydrated(page, "/admin/blog/new");
  await writePost(page, { title: run, slug, text: "Only in English.", published: true });

  await gotoHydrated(page, `/admin/blog?q=${encodeURIComponent(run)}`);
  await expect(articleRow(page, run).getByRole("definition").nth(1)).toContainText("Missing");

  await gotoHydrated(page, `/health-tips/${slug}`);
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Português/ })
    .click();
  await expect(page).toHaveURL(/\/pt\/health-tips\?untranslated=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Este artigo" })).toHaveText(
    "Este artigo ainda não está disponível em português. Veja nossas outras dicas de saúde.",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");

  // Its editor names the missing language too.
  await gotoHydrated(page, `/admin/blog?q=${encodeURIComponent(run)}`);
  await articleRow(page, run)
    .getByRole("link", { name: `Edit: ${run}` })
    .click();
  await expect(page.getByRole("region", { name: "Versions of this article" })).toContainText(
    "Missing",
  );
});
