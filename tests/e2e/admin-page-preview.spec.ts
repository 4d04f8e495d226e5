import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsOnAPhone,
  gotoHydrated,
  openPreview,
  signInAsEditor,
  test,
} from "./fixtures";

/*
 * Previewing About Us and Page Content before saving (issue 26): Preview opens the page
 * where the change shows, with what the form holds, marked "Preview", in a new tab; the
 * page is never cached or indexed, visitors still see what is saved, and the form keeps
 * every change.
 */

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
  await signInAsEditor(page);
});

test("an About Us tab's unsaved text shows on /about in both languages, marked Preview, never stored or indexed", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await gotoHydrated(page, "/admin/about-us");
  const panel = page.getByRole("tabpanel", { name: "Header" });
  const title = panel.getByRole("group", { name: "Title", exact: true });
  const saved = await title.getByLabel("English").inputValue();
  const unsaved = `Unsaved title ${Date.now()}`;
  const unsavedPt = `Título não salvo ${Date.now()}`;
  await title.getByLabel("English").fill(unsaved);
  await title.getByLabel("Portuguese").fill(unsavedPt);

  const preview = await openPreview(page, /\/about\?preview=/);
  const banner = preview.getByTestId("preview-banner");
  await expect(banner).toContainText("Preview: these changes are not saved yet.");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(unsaved);
  await expectNoAxeViolations(preview);
  await expectNoAxeViolationsOnAPhone(preview);
  const answer = await preview.reload();
  expect(answer?.headers()["cache-control"]).toBe("no-store");
  expect(answer?.headers()["x-robots-tag"]).toBe("noindex, nofollow");

  await banner.getByRole("link", { name: "Ver em português" }).click();
  await preview.waitForURL(/\/pt\/about\?preview=/);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(unsavedPt);
  await expect(preview.getByTestId("preview-banner")).toContainText("Pré-visualização");

  // A visitor sees what is saved; an altered link shows that too, and says so.
  const visitor = await browser.newContext({ baseURL });
  const other = await visitor.newPage();
  await other.goto("/about");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText(saved);
  await expect(other.getByTestId("preview-banner")).toHaveCount(0);
  await other.goto(`${preview.url().slice(0, -3)}abc`);
  await expect(other.getByTestId("preview-banner")).toContainText(
    "Este link de pré-visualização expirou ou não é válido.",
  );
  await visitor.close();

  // The editor's form kept everything typed, still unsaved.
  await expect(title.getByLabel("English")).toHaveValue(unsaved);
  await expect(page.getByRole("tab", { name: "Header (unsaved changes)" })).toBeVisible();
});

test("a legal page's new text from Page Content shows on that page before it is created", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await gotoHydrated(page, "/admin/content");
  await page.getByRole("link", { name: "New entry" }).click();
  await expect(page.getByRole("heading", { name: "New content entry" })).toBeVisible();
  // An entry that shows on no page has no Preview.
  await page.getByLabel("Page name").fill("home");
  await page.getByLabel("Section name").fill("hero-title");
  await expect(page.getByRole("button", { name: /^Preview/ })).toHaveCount(0);

  await page.getByLabel("Page name").fill("legal_terms");
  await page.getByLabel("Section name").fill("body");
  await page.getByLabel("Language").selectOption("en");
  await page.getByLabel("Content type").selectOption("html");
  const text = `Terms reviewed by counsel on ${Date.now()}.`;
  await page.getByLabel("Content", { exact: true }).fill(`<h2>Our terms</h2><p>${text}</p>`);

  const preview = await openPreview(page, /\/terms\?preview=/);
  await expect(preview.getByTestId("preview-banner")).toContainText("not saved yet");
  await expect(preview.getByRole("main")).toContainText(text);
  await expect(preview.getByRole("heading", { name: "Our terms" })).toBeVisible();
  await expectNoAxeViolations(preview);

  // Nothing was created: the public page and the form are as they were.
  const visitor = await browser.newContext({ baseURL });
  const other = await visitor.newPage();
  await other.goto("/terms");
  await expect(other.getByRole("main")).not.toContainText(text);
  await visitor.close();
  await expect(page.getByLabel("Content", { exact: true })).toHaveValue(
    `<h2>Our terms</h2><p>${text}</p>`,
  );
});

test("the phone-width preview opens the page in a window the size of a phone's screen", async ({
  page,
}) => {
  await gotoHydrated(page, "/admin/about-us");
  const opened = page.context().waitForEvent("page");
  await page.getByRole("button", { name: "Phone-width preview (opens in a new window)" }).click();
  const preview = await opened;
  await preview.waitForURL(/\/about\?preview=/);
  await expect(preview.getByTestId("preview-banner")).toBeVisible();
  expect(await preview.evaluate(() => window.innerWidth)).toBe(390);
});
