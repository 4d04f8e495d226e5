import type { Locator, Page } from "@playwright/test";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  signInAsEditor,
  test,
  toasts,
  uniqueName,
  waitForHydration,
} from "./fixtures";

/*
 * Nothing typed in the staff portal is lost by leaving a form: the post editor, the
 * team editor, About Us and the lab price list ask before a link, the sidebar or the
 * back button leaves unsaved changes ("Stay" keeps them), and the browser asks
 * before a reload or a closed tab. A form's own save never asks; a refused save
 * stays unsaved. The saves here store nothing new that other specs read: posts and
 * members are drafts made and deleted here, About Us and lab test values are saved
 * with a trailing space the server trims away.
 */

/** Chromium logs a refused save's answer (400) as a console error. */
test.use({ allowedConsoleErrors: [/status of 400 /] });

test.beforeEach(async ({ page }) => {
  // Sign-in is limited per client IP: each test is its own client.
  await asNewClient(page);
  await signInAsEditor(page);
});

function leaveDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Leave without saving?" });
}

function sidebarLink(page: Page, name: string): Locator {
  return page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name, exact: true });
}

function unsavedNote(scope: Page | Locator): Locator {
  return scope.getByRole("status").filter({ hasText: "Unsaved changes" });
}

/** The question is asked, with "Stay" focused. */
async function expectAsked(page: Page) {
  const dialog = leaveDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("You have unsaved changes on this page.");
  await expect(dialog.getByRole("button", { name: "Stay" })).toBeFocused();
}

async function stay(page: Page) {
  await leaveDialog(page).getByRole("button", { name: "Stay" }).click();
  await expect(leaveDialog(page)).toBeHidden();
}

async function leaveWithoutSaving(page: Page) {
  await leaveDialog(page).getByRole("button", { name: "Leave without saving" }).click();
  await expect(leaveDialog(page)).toBeHidden();
}

/** Follows a sidebar link and expects to arrive without being asked. */
async function leaveFreely(page: Page, link: string, url: RegExp) {
  await sidebarLink(page, link).click();
  await expect(page).toHaveURL(url);
  await expect(leaveDialog(page)).toHaveCount(0);
}

test.describe("the blog post editor", () => {
  /** The TipTap editor, once it has loaded (after hydration, from its own chunk). */
  function visualEditor(page: Page): Locator {
    return page.getByRole("textbox", { name: "Content", exact: true });
  }

  async function openNewPost(page: Page) {
    await gotoHydrated(page, "/admin/blog/new");
    await expect(visualEditor(page)).toBeVisible();
    await expect(unsavedNote(page)).toHaveCount(0);
  }

  test("a sidebar link asks first: Stay keeps the text, Leave without saving goes; axe passes", async ({
    page,
  }) => {
    await openNewPost(page);
    const title = page.getByLabel("Title");
    await title.fill("A post not saved yet");
    await expect(unsavedNote(page)).toBeVisible();

    await sidebarLink(page, "Team Members").click();
    await expectAsked(page);
    await expectNoAxeViolations(page);
    await stay(page);
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(title).toHaveValue("A post not saved yet");
    // The focus goes back to where it was: the link that was followed.
    await expect(sidebarLink(page, "Team Members")).toBeFocused();

    // Escape is Stay too.
    await sidebarLink(page, "Team Members").click();
    await expectAsked(page);
    await page.keyboard.press("Escape");
    await expect(leaveDialog(page)).toBeHidden();
    await expect(title).toHaveValue("A post not saved yet");

    // The editor's own Cancel link asks as well.
    await page.getByRole("link", { name: "Cancel" }).click();
    await expectAsked(page);
    await leaveWithoutSaving(page);
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });

  test("the rich text counts, and typing a change then undoing it leaves nothing to ask about", async ({
    page,
  }) => {
    await openNewPost(page);
    const editor = visualEditor(page);
    await editor.click();
    await page.keyboard.type("Words in the visual editor");
    await expect(unsavedNote(page)).toBeVisible();
    // Undo takes back what was typed in steps (the editor groups keys typed close in time;
    // on a busy machine the keys of one phrase arrive in several groups).
    await expect(async () => {
      await page.keyboard.press("ControlOrMeta+z");
      await expect(editor).toHaveText("", { timeout: 500 });
    }).toPass();
    await expect(unsavedNote(page)).toHaveCount(0);

    const title = page.getByLabel("Title");
    await title.fill("Typed");
    await expect(unsavedNote(page)).toBeVisible();
    await title.fill("");
    await expect(unsavedNote(page)).toHaveCount(0);

    await leaveFreely(page, "Team Members", /\/admin\/team$/);
  });

  test("the back button asks first", async ({ page }) => {
    await gotoHydrated(page, "/admin/blog");
    await page.getByRole("link", { name: "New Blog Post" }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(visualEditor(page)).toBeVisible();
    await page.getByLabel("Excerpt").fill("Kept when the back button is taken back");

    await page.goBack();
    await expectAsked(page);
    await stay(page);
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(page.getByLabel("Excerpt")).toHaveValue("Kept when the back button is taken back");

    await page.goBack();
    await expectAsked(page);
    await leaveWithoutSaving(page);
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });

  test("a refused save stays unsaved; a successful save leaves without asking", async ({
    page,
  }) => {
    const title = uniqueName("E2E Unsaved post");
    await openNewPost(page);
    await page.getByLabel("Excerpt").fill("An excerpt without a title");
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(toasts(page, "Failed to save blog post")).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("The blog post was not saved");
    await expect(unsavedNote(page)).toBeVisible();
    await sidebarLink(page, "Team Members").click();
    await expectAsked(page);
    await stay(page);
    await expect(page.getByLabel("Excerpt")).toHaveValue("An excerpt without a title");

    await page.getByLabel("Title").fill(title);
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(toasts(page, "Blog post created successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(leaveDialog(page)).toHaveCount(0);

    // Clean up: the draft goes.
    const row = page
      .getByRole("list", { name: "Blog posts" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await row.getByRole("button", { name: `Delete: ${title}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(toasts(page, "Blog post deleted successfully")).toBeVisible();
  });

  test("reloading or closing the tab with unsaved changes has the browser ask first", async ({
    page,
  }) => {
    const asked: string[] = [];
    let answer: "accept" | "dismiss" = "accept";
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void (answer === "accept" ? dialog.accept() : dialog.dismiss());
    });
    await openNewPost(page);
    const title = page.getByLabel("Title");

    // Nothing changed: no question.
    await page.reload();
    await waitForHydration(page);
    expect(asked).toEqual([]);

    // Chromium asks only on a page the user has interacted with (a click).
    await title.click();
    await title.fill("Typed before the reload");
    await expect(unsavedNote(page)).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    expect(asked).toEqual(["beforeunload"]);

    // Closing the tab asks too; answering Stay keeps the page and what was typed.
    await expect(visualEditor(page)).toBeVisible();
    await title.click();
    await title.fill("Typed before closing");
    await expect(unsavedNote(page)).toBeVisible();
    answer = "dismiss";
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(["beforeunload", "beforeunload"]);
    expect(page.isClosed()).toBe(false);
    await expect(title).toHaveValue("Typed before closing");
  });
});

test.describe("the team member editor", () => {
  test("asks before leaving typed text, not after undoing it; a refused save stays unsaved", async ({
    page,
  }) => {
    await gotoHydrated(page, "/admin/team/new");
    const role = page.getByLabel("Role (English)", { exact: true });
    await role.fill("Nurse practitioner");
    await expect(unsavedNote(page)).toBeVisible();
    await sidebarLink(page, "Blog Posts").click();
    await expectAsked(page);
    await stay(page);
    await expect(role).toHaveValue("Nurse practitioner");

    await role.fill("");
    await expect(unsavedNote(page)).toHaveCount(0);
    await page.getByLabel("Active").uncheck();
    await expect(unsavedNote(page)).toBeVisible();
    await page.getByLabel("Active").check();
    await expect(unsavedNote(page)).toHaveCount(0);

    // No name: refused, and what was typed is still unsaved.
    await role.fill("Nurse practitioner");
    await page.getByRole("button", { name: "Add Team Member" }).click();
    await expect(toasts(page, "Failed to save team member")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(unsavedNote(page)).toBeVisible();
    await sidebarLink(page, "Blog Posts").click();
    await expectAsked(page);
    await leaveWithoutSaving(page);
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });

  test("a successful save leaves without asking", async ({ page }) => {
    const name = uniqueName("E2E Unsaved member");
    await gotoHydrated(page, "/admin/team/new");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Role (English)", { exact: true }).fill("Test role");
    // Inactive: never on the public pages.
    await page.getByLabel("Active").uncheck();
    await page.getByRole("button", { name: "Add Team Member" }).click();
    await expect(page).toHaveURL(/\/admin\/team$/);
    await expect(toasts(page, "Team member added successfully")).toBeVisible();
    await expect(leaveDialog(page)).toHaveCount(0);

    // Clean up.
    const row = page
      .getByTestId("team-member-row")
      .filter({ has: page.getByRole("heading", { name }) });
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(row).toHaveCount(0);
  });
});

test.describe("About Us", () => {
  function titleField(panel: Locator): Locator {
    return panel.getByRole("group", { name: "Title", exact: true }).getByLabel("English");
  }

  function tab(page: Page, name: string, unsaved = false): Locator {
    return page.getByRole("tab", {
      name: unsaved ? `${name} (unsaved changes)` : name,
      exact: true,
    });
  }

  test("a tab whose fields changed is marked, and leaving asks; undoing the change clears both", async ({
    page,
  }) => {
    await gotoHydrated(page, "/admin/about-us?tab=values");
    const panel = page.getByRole("tabpanel", { name: /^Values/ });
    const title = titleField(panel);
    const original = await title.inputValue();
    await expect(tab(page, "Values")).toBeVisible();

    await title.fill(`${original} and more`);
    await expect(tab(page, "Values", true)).toBeVisible();
    await expect(tab(page, "Header")).toBeVisible();
    await expect(unsavedNote(panel)).toBeVisible();
    await expectNoAxeViolations(page);

    // Another tab keeps the mark on this one.
    await tab(page, "Header").click();
    await expect(tab(page, "Values", true)).toBeVisible();
    await sidebarLink(page, "Blog Posts").click();
    await expectAsked(page);
    await stay(page);
    await tab(page, "Values", true).click();
    await expect(title).toHaveValue(`${original} and more`);

    await title.fill(original);
    await expect(tab(page, "Values")).toBeVisible();
    await expect(unsavedNote(panel)).toHaveCount(0);
    await leaveFreely(page, "Blog Posts", /\/admin\/blog$/);
  });

  test("a refused save stays unsaved; a saved tab is clean again while another keeps its mark", async ({
    page,
  }) => {
    await gotoHydrated(page, "/admin/about-us?tab=values");
    const values = page.getByRole("tabpanel", { name: /^Values/ });
    const title = titleField(values);
    const original = await title.inputValue();
    expect(original).not.toBe("");

    // Only spaces: the browser lets it through, the server refuses it.
    await title.fill("   ");
    await values.getByRole("button", { name: "Save Values" }).click();
    await expect(toasts(page, "Failed to save content")).toBeVisible();
    await expect(tab(page, "Values", true)).toBeVisible();
    await expect(unsavedNote(values)).toBeVisible();
    await sidebarLink(page, "Blog Posts").click();
    await expectAsked(page);
    await stay(page);

    // A change in Header, then Values saved (with a space the server trims: nothing changes).
    await tab(page, "Header").click();
    const header = page.getByRole("tabpanel", { name: /^Header/ });
    const headerTitle = titleField(header);
    await headerTitle.fill(`${await headerTitle.inputValue()} (draft)`);
    await expect(tab(page, "Header", true)).toBeVisible();
    await tab(page, "Values", true).click();
    await title.fill(`${original} `);
    await values.getByRole("button", { name: "Save Values" }).click();
    await expect(toasts(page, "Content saved successfully")).toBeVisible();
    await expect(leaveDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/about-us\?tab=values$/);
    await expect(tab(page, "Values")).toBeVisible();
    await expect(unsavedNote(values)).toHaveCount(0);
    await expect(tab(page, "Header", true)).toBeVisible();

    await sidebarLink(page, "Blog Posts").click();
    await expectAsked(page);
    await leaveWithoutSaving(page);
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });
});

test.describe("the lab price list", () => {
  const code = "351422";

  async function openEdit(page: Page): Promise<Locator> {
    await gotoHydrated(page, `/admin/lab-tests?q=${code}`);
    await page.getByRole("link", { name: /^Edit / }).click();
    const form = page
      .getByRole("main")
      .locator("form")
      .filter({ hasText: /^Edit / });
    await expect(form.getByLabel("Code", { exact: true })).toBeFocused();
    return form;
  }

  test("the edit form asks before leaving; undo, a refused save and a successful one", async ({
    page,
  }) => {
    let form = await openEdit(page);
    const price = form.getByLabel(/^Price/);
    const original = await price.inputValue();
    await price.fill("40.00");
    await expect(unsavedNote(form)).toBeVisible();
    await sidebarLink(page, "Blog Posts").click();
    await expectAsked(page);
    await stay(page);
    await expect(price).toHaveValue("40.00");

    await price.fill(original);
    await expect(unsavedNote(form)).toHaveCount(0);

    // A price the server refuses: still unsaved, and the form's Cancel link asks.
    await price.fill("12,50");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(toasts(page, "Failed to save lab test")).toBeVisible();
    await expect(form.getByText(/Enter a dollar amount such as 35/)).toBeVisible();
    await expect(unsavedNote(form)).toBeVisible();
    await form.getByRole("link", { name: "Cancel" }).click();
    await expectAsked(page);
    await leaveWithoutSaving(page);
    await expect(form).toBeHidden();

    // Saved (the name with a space the server trims: the catalog stays as it is).
    form = await openEdit(page);
    const name = form.getByLabel("Name", { exact: true });
    await name.fill(`${await name.inputValue()} `);
    await expect(unsavedNote(form)).toBeVisible();
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(toasts(page, "Lab test updated successfully")).toBeVisible();
    await expect(form).toBeHidden();
    await expect(leaveDialog(page)).toHaveCount(0);
    await leaveFreely(page, "Blog Posts", /\/admin\/blog$/);
  });

  test("the add form asks only while it holds something typed", async ({ page }) => {
    await gotoHydrated(page, "/admin/lab-tests?add=1");
    const form = page
      .getByRole("main")
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Add lab test" }) });
    const codeField = form.getByLabel("Code", { exact: true });
    await codeField.fill("97");
    await expect(unsavedNote(form)).toBeVisible();
    await form.getByRole("link", { name: "Cancel" }).click();
    await expectAsked(page);
    await stay(page);
    await expect(codeField).toHaveValue("97");

    await codeField.fill("");
    await expect(unsavedNote(form)).toHaveCount(0);
    await form.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/lab-tests$/);
    await expect(leaveDialog(page)).toHaveCount(0);
  });
});

test.describe("the other staff forms", () => {
  test("a new page content entry and the password change ask as well", async ({ page }) => {
    await gotoHydrated(page, "/admin/content?new=1");
    const entry = page
      .getByRole("main")
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Create entry" }) });
    await entry.getByLabel("Content", { exact: true }).fill("Typed, not created");
    await expect(unsavedNote(entry)).toBeVisible();
    await entry.getByRole("link", { name: "Cancel" }).click();
    await expectAsked(page);
    await leaveWithoutSaving(page);
    await expect(entry).toBeHidden();

    await gotoHydrated(page, "/admin/account");
    const current = page.getByLabel("Current password");
    await current.fill("half a password");
    await expect(unsavedNote(page)).toBeVisible();
    await sidebarLink(page, "Dashboard").click();
    await expectAsked(page);
    await stay(page);
    await expect(current).toHaveValue("half a password");
    await current.fill("");
    await leaveFreely(page, "Dashboard", /\/admin$/);
  });

  test("a page entry's in-place value that was refused asks before leaving; saved, it leaves freely", async ({
    page,
  }) => {
    const pageName = `unsaved-${Date.now()}`;
    await gotoHydrated(page, "/admin/content?new=1");
    await page.getByLabel("Page name").fill(pageName);
    await page.getByLabel("Section name").fill("faq");
    await page.getByLabel("Language").selectOption("en");
    await page.getByLabel("Content type").selectOption("json");
    await page.getByLabel("Content", { exact: true }).fill("[1]");
    await page.getByRole("button", { name: "Create entry" }).click();
    await expect(page).toHaveURL(/\/admin\/content$/);
    const row = page
      .getByRole("listitem")
      .filter({ has: page.getByLabel(`faq on page ${pageName}, English`) });
    const field = row.getByLabel(/^faq/);

    await field.fill("[1,");
    await field.blur();
    await expect(row.getByRole("status")).toContainText("Not saved: This is not valid JSON");
    await sidebarLink(page, "Dashboard").click();
    await expectAsked(page);
    await stay(page);
    await expect(field).toHaveValue("[1,");

    await field.fill("[1, 2]");
    await field.blur();
    await expect(row.getByRole("status")).toHaveText("Saved");
    await row.getByRole("button", { name: `Delete ${pageName} / faq (English)` }).click();
    await page
      .getByRole("dialog", { name: "Delete this content entry?" })
      .getByRole("button", { name: "Delete entry" })
      .click();
    await expect(toasts(page, "Content deleted successfully")).toBeVisible();
    await leaveFreely(page, "Dashboard", /\/admin$/);
  });
});
