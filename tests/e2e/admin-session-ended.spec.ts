import type { BrowserContext, Locator, Page } from "@playwright/test";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  fixtureAccounts,
  gotoHydrated,
  signIn,
  signInAsEditor,
  test,
  toasts,
  uniqueName,
} from "./fixtures";

/*
 * A save whose session has ended (issue 26): the editor signs out in another tab of
 * the same browser, then presses Save. Nothing is sent and nothing on the page
 * changes; a dialog says the session ended and signs in again, then the save goes
 * through with nothing typed again. A wrong password is said in the dialog; signing
 * in in another tab and pressing Save again works too. Every form of the portal is
 * guarded the same way: the post editor, the team editor, a page content entry saved
 * on leaving its field. Posts and members are drafts (or inactive) made and deleted here.
 */

/** Chromium logs the dialog's refused sign-in (401) as a console error. */
test.use({ allowedConsoleErrors: [/status of 401 /] });

test.beforeEach(async ({ page }) => {
  // Sign-in is limited per client IP: each test is its own client.
  await asNewClient(page);
  await signInAsEditor(page);
});

const { editor } = fixtureAccounts;

function sessionDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Your session has ended" });
}

/** The TipTap editor, once it has loaded (after hydration, from its own chunk). */
function visualEditor(page: Page): Locator {
  return page.getByRole("textbox", { name: "Content", exact: true });
}

/**
 * The visual editor's text by its element: while the dialog is open the page behind
 * it is hidden from assistive technology (aria-hidden), so roles do not find it.
 */
function visualEditorText(page: Page): Locator {
  return page.locator('[contenteditable="true"]');
}

/** What the post form sends as its content: the rich-text editor's hidden input. */
function postContentInput(page: Page): Locator {
  return page.locator('input[type="hidden"][name="content"]');
}

/** Signs out in another tab of the same browser with the sidebar's Sign Out (a real form). */
async function signOutInAnotherTab(context: BrowserContext): Promise<void> {
  const other = await context.newPage();
  await other.goto("/admin");
  await other.getByRole("button", { name: "Sign Out" }).click();
  await expect(other).toHaveURL(/\/admin\/login$/);
  await other.close();
}

/** The dialog asks, describes itself, holds the editor's e-mail and has the password focused. */
async function expectAsked(page: Page): Promise<Locator> {
  const dialog = sessionDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    "Nothing you typed is lost. Sign in again to finish saving.",
  );
  await expect(dialog.getByLabel("Email")).toHaveValue(editor.email);
  await expect(dialog.getByLabel("Email")).toHaveAttribute("autocomplete", "email");
  await expect(dialog.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");
  await expect(dialog.getByLabel("Password")).toBeFocused();
  const newTab = dialog.getByRole("link", { name: "Sign in in a new tab" });
  await expect(newTab).toHaveAttribute("href", "/admin/login");
  await expect(newTab).toHaveAttribute("target", "_blank");
  await expect(newTab).toHaveAttribute("rel", /\bnoopener\b/);
  return dialog;
}

async function signInInDialog(page: Page, password: string): Promise<void> {
  const dialog = sessionDialog(page);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Sign in and save" }).click();
}

/** A post's row in the admin list, found by its title. */
function postRow(page: Page, title: string): Locator {
  return page
    .getByRole("list", { name: "Blog posts" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

async function deletePost(page: Page, title: string): Promise<void> {
  await gotoHydrated(page, "/admin/blog");
  await postRow(page, title)
    .getByRole("button", { name: `Delete: ${title}` })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page, "Blog post deleted successfully")).toBeVisible();
  await expect(postRow(page, title)).toHaveCount(0);
}

/** Opens a new post and types a title, an excerpt and a paragraph in the visual editor. */
async function writePost(page: Page, title: string, words: string): Promise<void> {
  await gotoHydrated(page, "/admin/blog/new");
  await expect(visualEditor(page)).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("Typed before the session ended.");
  await visualEditor(page).click();
  await page.keyboard.type(words);
  await expect(postContentInput(page)).toHaveValue(`<p>${words}</p>`);
}

/** Everything typed is still on the page, and the page is still the editor. */
async function expectPostKept(page: Page, title: string, words: string): Promise<void> {
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Excerpt")).toHaveValue("Typed before the session ended.");
  await expect(visualEditorText(page)).toHaveText(words);
  await expect(postContentInput(page)).toHaveValue(`<p>${words}</p>`);
}

test("a post saved after signing out in another tab: the dialog signs in again and the save completes; axe passes", async ({
  page,
}) => {
  test.slow(); // two tabs, a sign-in in the dialog, the save, and the post opened again
  const title = uniqueName("E2E Session post");
  const words = "A long article typed while the session ended elsewhere";
  await writePost(page, title, words);

  await signOutInAnotherTab(page.context());
  await page.getByRole("button", { name: "Create post" }).click();
  await expectAsked(page);
  await expectPostKept(page, title, words);
  await expectNoAxeViolations(page);

  await signInInDialog(page, editor.password);
  await expect(sessionDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(toasts(page, "Blog post created successfully")).toBeVisible();
  await expect(postRow(page, title)).toContainText("Draft");

  // Saved as typed.
  await postRow(page, title)
    .getByRole("link", { name: `Edit: ${title}` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Blog Post");
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Excerpt")).toHaveValue("Typed before the session ended.");
  await expect(visualEditor(page)).toHaveText(words);

  await deletePost(page, title);
});

test("a wrong password is said in the dialog and keeps everything; Escape cancels; signing in in another tab and saving again works", async ({
  page,
}) => {
  test.slow();
  const title = uniqueName("E2E Session retry");
  const words = "Kept through a wrong password";
  await writePost(page, title, words);
  await signOutInAnotherTab(page.context());

  const save = page.getByRole("button", { name: "Create post" });
  await save.click();
  const dialog = await expectAsked(page);
  await signInInDialog(page, "Not the right passphrase 7");
  await expect(dialog.getByRole("alert")).toHaveText("The e-mail or password is incorrect.");
  await expect(dialog.getByLabel("Password")).toHaveValue("");
  await expect(dialog.getByLabel("Password")).toBeFocused();
  await expectPostKept(page, title, words);
  await expectNoAxeViolations(page);

  // Escape closes it unchanged, and the focus goes back to the Save button.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(save).toBeFocused();
  await expectPostKept(page, title, words);

  // Cancel does the same.
  await save.click();
  await expectAsked(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expectPostKept(page, title, words);

  // Signed in again in another tab: Save goes straight through.
  const other = await page.context().newPage();
  await signIn(other, editor.email, editor.password);
  await expect(other).toHaveURL(/\/admin$/);
  await other.close();
  await save.click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(toasts(page, "Blog post created successfully")).toBeVisible();
  await expect(sessionDialog(page)).toHaveCount(0);

  await deletePost(page, title);
});

test("the team editor goes through the same guard", async ({ page }) => {
  const name = uniqueName("E2E Session member");
  await gotoHydrated(page, "/admin/team/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Role (English)", { exact: true }).fill("Typed before the session ended");
  // Inactive: never on the public pages.
  await page.getByLabel("Active").uncheck();
  await signOutInAnotherTab(page.context());

  await page.getByRole("button", { name: "Add Team Member" }).click();
  await expectAsked(page);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Active")).not.toBeChecked();
  await signInInDialog(page, editor.password);
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(toasts(page, "Team member added successfully")).toBeVisible();

  // Clean up.
  const row = page
    .getByTestId("team-member-row")
    .filter({ has: page.getByRole("heading", { name }) });
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
});

test("a page content value saved on leaving its field waits for the sign-in too", async ({
  page,
}) => {
  const pageName = `e2e-session-${Date.now()}`;
  await gotoHydrated(page, "/admin/content?new=1");
  await page.getByLabel("Page name").fill(pageName);
  await page.getByLabel("Section name").fill("hero-title");
  await page.getByLabel("Language").selectOption("en");
  await page.getByLabel("Content type").selectOption("text");
  await page.getByLabel("Content", { exact: true }).fill("Before");
  await page.getByRole("button", { name: "Create entry" }).click();
  // Its page name is its own: no page shows it, and the save says so.
  await expect(toasts(page, "Saved, but not shown anywhere")).toBeVisible();
  // By element, not role: the page behind the dialog is aria-hidden while it is open.
  const entry = page
    .locator("li")
    .filter({ has: page.getByLabel(`hero-title on page ${pageName}, English`) });
  const field = entry.getByLabel(/^hero-title/);
  await signOutInAnotherTab(page.context());

  await field.fill("After the session ended");
  await field.press("Tab");
  await expectAsked(page);
  await expect(field).toHaveValue("After the session ended");
  await signInInDialog(page, editor.password);
  await expect(sessionDialog(page)).toHaveCount(0);
  await expect(entry.getByRole("status")).toHaveText("Saved");
  await page.reload();
  await expect(field).toHaveValue("After the session ended");

  // Clean up.
  await entry.getByRole("button", { name: `Delete ${pageName} / hero-title (English)` }).click();
  await page
    .getByRole("dialog", { name: "Delete this content entry?" })
    .getByRole("button", { name: "Delete entry" })
    .click();
  await expect(toasts(page, "Content deleted successfully")).toBeVisible();
});

test("the dialog fits a 390 px phone and a 1280 px screen; axe passes on the phone", async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, "/admin/about-us?tab=values");
  const panel = page.getByRole("tabpanel", { name: /^Values/ });
  const title = panel.getByRole("group", { name: "Title", exact: true }).getByLabel("English");
  const original = await title.inputValue();
  await title.fill(`${original} (typed)`);
  await signOutInAnotherTab(page.context());

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await panel.getByRole("button", { name: "Save Values" }).click();
    const dialog = await expectAsked(page);
    const box = await dialog.boundingBox();
    expect(box, `${width} px`).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await expect(dialog.getByRole("button", { name: "Sign in and save" })).toBeInViewport();
    if (width === 390) await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`session-dialog-${width}.png`) });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(title).toHaveValue(`${original} (typed)`);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still posts; the refusal says the session ended, and back after signing in keeps the typed values", async ({
    page,
  }) => {
    await page.goto("/admin/team/new");
    const role = page.getByLabel("Role (English)", { exact: true });
    await role.fill("Typed without JavaScript");
    await signOutInAnotherTab(page.context());

    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Add Team Member" }).click();
    expect((await answer).status()).toBe(401);
    const panel = page.getByRole("main");
    await expect(panel.getByRole("heading", { name: "Your session has ended" })).toBeVisible();
    await expect(panel).toContainText("Your changes were not saved.");
    await expect(panel).toContainText("then go back and save again.");
    const newTab = panel.getByRole("link", { name: "Sign in again in a new tab" });
    await expect(newTab).toHaveAttribute("href", "/admin/login");
    await expect(newTab).toHaveAttribute("target", "_blank");

    // Signed in again in another tab, back: the browser gives the form back as it was.
    const other = await page.context().newPage();
    await signIn(other, editor.email, editor.password);
    await expect(other).toHaveURL(/\/admin$/);
    await other.close();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/team\/new$/);
    await expect(page.getByLabel("Role (English)", { exact: true })).toHaveValue(
      "Typed without JavaScript",
    );
  });
});
