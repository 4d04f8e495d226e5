import type { Page } from "@playwright/test";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsOnAPhone,
  gotoHydrated,
  recordHydration,
  signInAsEditor,
  test,
  toasts,
  uniqueName,
} from "./fixtures";

/*
 * Two tabs, one team member: the second save, based on what the first replaced, is
 * refused with both values of each field shown, and nothing typed is lost; saving again
 * from the refused form stores it (issue 26: "No silent overwrite").
 */

// Chromium logs the refused save's answer (409) as a console error.
test.use({ allowedConsoleErrors: [/status of 409 /] });

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
  await signInAsEditor(page);
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Adds a member through the form, opens its edit form from the list; returns its address. */
async function addMemberAndOpenEditor(page: Page, name: string, role: string): Promise<string> {
  await gotoHydrated(page, "/admin/team/new");
  await field(page, "Name").fill(name);
  await field(page, "Role (English)").fill(role);
  await page.getByRole("button", { name: "Add Team Member" }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await page
    .getByTestId("team-member-row")
    .filter({ has: page.getByRole("heading", { name }) })
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await expect(field(page, "Name")).toHaveValue(name);
  return new URL(page.url()).pathname;
}

test("a save from an older tab is refused with both values, keeps what was typed, and saves once merged", async ({
  page,
  context,
}) => {
  test.slow();
  const name = uniqueName("Carla Nunes");

  const editPath = await addMemberAndOpenEditor(page, name, "Nurse");

  // Tab B opens the same member; tab A changes the role and saves.
  const tabB = await context.newPage();
  await recordHydration(tabB);
  await gotoHydrated(tabB, editPath);
  await field(page, "Role (English)").fill("Head Nurse");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page, "Team member updated successfully")).toBeVisible();

  // Tab B, still showing the old role, writes a bio and saves: refused, nothing lost.
  await field(tabB, "Bio (English) (optional)").fill("Carla runs the vaccine clinic.");
  await tabB.getByRole("button", { name: "Save changes" }).click();
  const notice = tabB.getByRole("alert").filter({ hasText: "Not saved:" });
  // The same editor saved it in tab A.
  await expect(notice).toContainText(
    /you saved this team member in another tab or window at .+, after you opened it here/,
  );
  await expect(notice).toBeFocused();
  const roleDiff = notice.getByRole("definition").filter({ hasText: "Their version" }).first();
  await expect(notice.getByRole("term").first()).toHaveText("Role (English)");
  await expect(roleDiff.getByLabel("Their version (saved)")).toHaveValue("Head Nurse");
  await expect(roleDiff.getByLabel("Your version (not saved)")).toHaveValue("Nurse");
  await expect(field(tabB, "Bio (English) (optional)")).toHaveValue(
    "Carla runs the vaccine clinic.",
  );
  await expect(toasts(tabB, "Not saved: someone else changed this team member")).toBeVisible();
  await expectNoAxeViolations(tabB);
  await expectNoAxeViolationsOnAPhone(tabB);
  // The record still has tab A's role: nothing was overwritten.
  await gotoHydrated(page, editPath);
  await expect(field(page, "Role (English)")).toHaveValue("Head Nurse");
  await expect(field(page, "Bio (English) (optional)")).toHaveValue("");

  // Tab B takes the other role over and saves again: both changes are kept.
  await field(tabB, "Role (English)").fill("Head Nurse");
  await tabB.getByRole("button", { name: "Save changes" }).click();
  await expect(tabB).toHaveURL(/\/admin\/team$/);
  await expect(toasts(tabB, "Team member updated successfully")).toBeVisible();
  await tabB.goto(editPath);
  await expect(field(tabB, "Role (English)")).toHaveValue("Head Nurse");
  await expect(field(tabB, "Bio (English) (optional)")).toHaveValue(
    "Carla runs the vaccine clinic.",
  );
});

test("without JavaScript the refusal shows both values and the form keeps what was typed", async ({
  browser,
  page,
}) => {
  test.slow();
  const name = uniqueName("Rita Alves");
  const editPath = await addMemberAndOpenEditor(page, name, "Receptionist");

  // The same editor's session in a browser without JavaScript opens the form first.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const plain = await noScript.newPage();
    await plain.goto(editPath);
    await field(page, "Role (English)").fill("Office Manager");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toasts(page, "Team member updated successfully")).toBeVisible();

    await field(plain, "Role (English)").fill("Front Desk Lead");
    await plain.getByRole("button", { name: "Save changes" }).click();
    await expect(plain.getByRole("alert").filter({ hasText: "Not saved:" })).toBeVisible();
    await expect(plain.getByLabel("Their version (saved)")).toHaveValue("Office Manager");
    await expect(plain.getByLabel("Your version (not saved)")).toHaveValue("Front Desk Lead");
    await expect(field(plain, "Role (English)")).toHaveValue("Front Desk Lead");
    // Keep mine: the refused form now carries the current version.
    await plain.getByRole("button", { name: "Save changes" }).click();
    await expect(plain).toHaveURL(/\/admin\/team$/);
    await page.goto(editPath);
    await expect(field(page, "Role (English)")).toHaveValue("Front Desk Lead");
  } finally {
    await noScript.close();
  }
});
