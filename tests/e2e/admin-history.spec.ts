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
 * History and undo (issue 26): an editor changes a team member's bio, opens the member's
 * history, sees the two versions side by side, restores the first, and the public page
 * shows the earlier text again.
 */

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
  await signInAsEditor(page);
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("a restore brings the earlier text back to the public page", async ({ page }) => {
  test.slow();
  const name = uniqueName("Dr. Renata Alves");
  await gotoHydrated(page, "/admin/team/new");
  await field(page, "Name").fill(name);
  await field(page, "Role (English)").fill("Pediatrician");
  await field(page, "Bio (English) (optional)").fill(
    "Renata has cared for Orlando's children since 2009.",
  );
  await page.getByRole("button", { name: "Add Team Member" }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await page
    .getByTestId("team-member-row")
    .filter({ has: page.getByRole("heading", { name }) })
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/team\/[0-9a-f-]{36}$/);
  const editPath = new URL(page.url()).pathname;
  const memberId = editPath.split("/").pop() ?? "";

  // A bad edit, saved.
  await field(page, "Bio (English) (optional)").fill("Bio coming soon.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page, "Team member updated successfully")).toBeVisible();

  // The history: two versions, the newest first, with what the save changed.
  await gotoHydrated(page, editPath);
  await page.getByRole("link", { name: "History and earlier versions" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/history/team/${memberId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("History");
  const versions = page.getByRole("list", { name: "Versions, newest first" }).getByRole("listitem");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText("Version 2");
  await expect(versions.first()).toContainText("Changed: Bio (English)");
  await expect(versions.nth(1)).toContainText("The oldest version kept.");

  // Side by side: the earlier bio on the left, the later one on the right.
  const bio = page.getByRole("table", { name: /Bio \(English\): version 1 and version 2/ });
  await expect(bio.getByRole("deletion")).toHaveText(
    "Removed: Renata has cared for Orlando's children since 2009.",
  );
  await expect(bio.getByRole("insertion")).toHaveText("Added: Bio coming soon.");
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);

  // Restore version 1: back in the editor with the earlier bio, as version 3.
  await page.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page).toHaveURL(new RegExp(`${editPath}$`));
  await expect(toasts(page, "Version 1 restored")).toBeVisible();
  await expect(field(page, "Bio (English) (optional)")).toHaveValue(
    "Renata has cared for Orlando's children since 2009.",
  );

  // The public page shows the earlier text again.
  await page.goto(`/team/${memberId}`);
  await expect(page.getByRole("main")).toContainText(
    "Renata has cared for Orlando's children since 2009.",
  );
  await expect(page.getByRole("main")).not.toContainText("Bio coming soon.");

  // The history now has the restore as its newest version.
  await gotoHydrated(page, `/admin/history/team/${memberId}`);
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText("Version 3");
  await expect(versions.first()).toContainText("Current");
});

test("without JavaScript, two versions are compared and one restored by plain form posts", async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await asNewClient(page);
  await signInAsEditor(page);
  const name = uniqueName("Nurse Joana Prado");
  await page.goto("/admin/team/new");
  await field(page, "Name").fill(name);
  await field(page, "Role (English)").fill("Nurse");
  await page.getByRole("button", { name: "Add Team Member" }).click();
  await page
    .getByTestId("team-member-row")
    .filter({ has: page.getByRole("heading", { name }) })
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/team\/[0-9a-f-]{36}$/);
  const editPath = new URL(page.url()).pathname;
  await field(page, "Role (English)").fill("Head Nurse");
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.goto(editPath);
  await field(page, "Role (English)").fill("Charge Nurse");
  await page.getByRole("button", { name: "Save changes" }).click();

  await page.goto(editPath);
  await page.getByRole("link", { name: "History and earlier versions" }).click();
  await page.getByLabel("Earlier version").selectOption("1");
  await page.getByLabel("Later version").selectOption("3");
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page).toHaveURL(/\?from=1&to=3$/);
  const role = page.getByRole("table", { name: /Role \(English\): version 1 and version 3/ });
  await expect(role.getByRole("deletion")).toHaveText("Removed: Nurse");
  await expect(role.getByRole("insertion")).toHaveText("Added: Charge Nurse");

  await page.getByRole("button", { name: "Restore version 2" }).click();
  await expect(page).toHaveURL(new RegExp(`${editPath}$`));
  await expect(field(page, "Role (English)")).toHaveValue("Head Nurse");
  await context.close();
});
