import type { Page } from "@playwright/test";
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
 * Previewing a team member's unsaved changes (issue 26): Preview opens the public
 * profile with what the form holds, marked "Preview", in a new tab, in both languages;
 * the link works for a colleague who is not signed in; visitors still see what is saved,
 * and the editor's form keeps every change.
 */

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
  await signInAsEditor(page);
});

/** Opens the edit form of the first member of the list; returns their name. */
async function editFirstMember(page: Page): Promise<string> {
  await gotoHydrated(page, "/admin/team");
  const edit = page.getByTestId("team-member-row").first().getByRole("link", { name: /^Edit/ });
  const name = (
    await page.getByTestId("team-member-row").first().getByRole("heading").innerText()
  ).trim();
  await edit.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Team Member");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  return name;
}

test("Preview shows unsaved changes on the public profile, in both languages, to a colleague too; visitors and the form are unaffected", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const name = await editFirstMember(page);
  const bio = `Unsaved biography ${Date.now()}`;
  const portugueseBio = `Biografia não salva ${Date.now()}`;
  await page.getByLabel("Bio (English) (optional)").fill(bio);
  await page.getByLabel("Bio (Portuguese) (optional)").fill(portugueseBio);

  const preview = await openPreview(page, /\/team\/[a-z0-9-]+\?preview=/);
  const banner = preview.getByTestId("preview-banner");
  await expect(banner).toContainText("Preview: these changes are not saved yet.");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(preview.getByRole("main")).toContainText(bio);
  await expectNoAxeViolations(preview);
  await expectNoAxeViolationsOnAPhone(preview);

  await banner.getByRole("link", { name: "Ver em português" }).click();
  await preview.waitForURL(/\/pt\/team\/[a-z0-9-]+\?preview=/);
  await expect(preview.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(preview.getByTestId("preview-banner")).toContainText("Pré-visualização");
  await expect(preview.getByRole("main")).toContainText(portugueseBio);
  const link = preview.url();

  // A colleague who is not signed in opens the link; a visitor sees what is saved.
  const colleague = await browser.newContext({ baseURL });
  const other = await colleague.newPage();
  await other.goto(link);
  await expect(other.getByRole("main")).toContainText(portugueseBio);
  const response = await other.goto(new URL(link).pathname);
  expect(response?.status()).toBe(200);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(other.getByRole("main")).not.toContainText(portugueseBio);
  await expect(other.getByTestId("preview-banner")).toHaveCount(0);
  // An altered link is the page's 404.
  const altered = await other.goto(`${link.slice(0, -3)}abc`);
  expect(altered?.status()).toBe(404);
  await colleague.close();

  // The editor's tab kept everything typed, still unsaved.
  await expect(page.getByLabel("Bio (English) (optional)")).toHaveValue(bio);
  await expect(page.getByLabel("Bio (Portuguese) (optional)")).toHaveValue(portugueseBio);
});

test.describe("refused", () => {
  /** Chromium logs the preview's refused answer (400) as a console error. */
  test.use({ allowedConsoleErrors: [/status of 400 /] });

  test("Preview says what to fix in the form and opens nothing", async ({ page }) => {
    await editFirstMember(page);
    await page.getByLabel("Name", { exact: true }).fill("");
    const pages = page.context().pages().length;
    await page.getByRole("button", { name: /^Preview/ }).click();
    await expect(page.getByRole("alert").filter({ hasText: "No preview" })).toContainText(
      "Please enter the member's name.",
    );
    await expect.poll(() => page.context().pages().length).toBe(pages);
  });
});
