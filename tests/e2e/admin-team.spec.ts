import type { Page } from "@playwright/test";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsOnAPhone,
  saveWithImageAddress,
  gotoHydrated,
  signInAsEditor,
  test,
  toasts,
  uniqueClientIp,
  uniqueName,
} from "./fixtures";

/*
 * Team Members in the staff portal: add, edit, refuse invalid input,
 * delete with confirmation; every change visible on /team and /pt/team at once.
 * The tests create their own members and delete them; the seeded team is only read.
 */

/** Chromium logs the form's refused answer (400) as a console error. */
const refusalsLogged = { allowedConsoleErrors: [/status of 400 /] };

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
  await signInAsEditor(page);
});

function row(page: Page, name: string) {
  return page.getByTestId("team-member-row").filter({ has: page.getByRole("heading", { name }) });
}

/** The public team grid's cards, by the member's name. */
function publicCard(page: Page, name: string) {
  return page.getByRole("main").getByRole("link").filter({ hasText: name });
}

/** Deletes a member through the list's confirmation, for cleaning up. */
async function deleteMember(page: Page, name: string) {
  await page.goto("/admin/team");
  const dialog = page.getByRole("dialog");
  // The dialog opens once the page is hydrated.
  await expect(async () => {
    await row(page, name)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(row(page, name)).toHaveCount(0);
}

test("the list shows members in display order with inactive badges and at most 3 specialties", async ({
  page,
}) => {
  await page.goto("/admin/team");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team Members");
  const rows = page.getByTestId("team-member-row");
  await expect(rows.first()).toBeVisible();
  const places = await rows.getByText(/^Position \d+ of \d+$/).allTextContents();
  expect(places.length).toBeGreaterThan(0);
  // Numbered 1..n down the list, without ties.
  expect(places).toEqual(places.map((_, index) => `Position ${index + 1} of ${places.length}`));
  // The seeded founder lists five specialties: three badges, then "+2".
  const founder = row(page, "Helena Duarte");
  const specialties = founder.getByRole("list", { name: "Specialties" }).getByRole("listitem");
  await expect(specialties).toHaveText([
    "Family medicine",
    "Preventive care",
    "Chronic condition management",
    "+2 more",
  ]);
  // The seeded laboratory technician is inactive.
  await expect(row(page, "Megan Carter").getByText("Inactive", { exact: true })).toBeVisible();
  await expect(founder.getByText("Inactive", { exact: true })).toHaveCount(0);
  // The demo team is written in every language: nothing is missing (other tests' members,
  // added meanwhile, may be).
  for (const name of ["Helena Duarte", "Marisol Vega", "Megan Carter"]) {
    await expect(row(page, name).getByTestId("team-member-missing")).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});

test("an editor adds a member, sees it on /team and /pt/team, edits it, then deletes it after a cancelled first try", async ({
  page,
}) => {
  // A whole journey through five pages and back: more than one page's worth of time.
  test.slow();
  const name = uniqueName("Paula Lima");
  const renamed = `${name} Jr`;

  // Add: the form starts active, at the end of the list.
  await page.goto("/admin/team/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add Team Member");
  await expect(page.getByText("A new member goes to the end of the list.")).toBeVisible();
  await expect(page.getByLabel("Active")).toBeChecked();
  await expectNoAxeViolations(page);
  await addMemberFromOpenForm(page, {
    name,
    role: "Nurse Practitioner",
    portugueseRole: "Enfermeira especialista",
    bio: "Paula sees walk-in patients of every age.",
    specialties: "Asthma,  Allergies , , Travel health, Vaccines, Diabetes",
  });
  await expect(toasts(page)).toContainText("Team member added successfully");
  const added = row(page, name);
  await expect(added).toContainText("Nurse Practitioner");
  // Only the role is in Portuguese: the row says what the Portuguese site shows in English.
  await expect(added.getByTestId("team-member-missing")).toHaveText(
    "Missing: Portuguese (bio, specialties); Spanish (role, bio, specialties): the English text is shown instead",
  );
  await expectNoAxeViolations(page);
  await expect(added.getByRole("list", { name: "Specialties" }).getByRole("listitem")).toHaveText([
    "Asthma",
    "Allergies",
    "Travel health",
    "+2 more",
  ]);

  await page.goto("/team");
  await expect(publicCard(page, name)).toContainText("Nurse Practitioner");
  await page.goto("/pt/team");
  await expect(publicCard(page, name)).toContainText("Enfermeira especialista");
  await publicCard(page, name).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  // No Portuguese bio or specialties: the English ones, under the Portuguese role.
  await expect(page).toHaveURL(/\/pt\/team\//);
  await expect(page.getByRole("main")).toContainText("Enfermeira especialista");
  await expect(page.getByRole("main")).toContainText("Paula sees walk-in patients of every age.");
  await expect(page.getByRole("main")).toContainText("Allergies");

  // Edit: the form shows the member's data and says Save changes.
  await gotoHydrated(page, "/admin/team");
  await row(page, name)
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Team Member");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Specialties (English) (optional)", { exact: true })).toHaveValue(
    "Asthma, Allergies, Travel health, Vaccines, Diabetes",
  );
  await expect(page.getByRole("button", { name: "Add Team Member" })).toHaveCount(0);
  // Each language a column of texts, English first.
  await expect(page.getByRole("group", { name: "English" })).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Portuguese" }).getByLabel("Role (Portuguese) (optional)"),
  ).toHaveValue("Enfermeira especialista");
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);
  await page.getByLabel("Name", { exact: true }).fill(renamed);
  await page.getByLabel("Role (English)", { exact: true }).fill("Family Nurse Practitioner");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(toasts(page)).toContainText("Team member updated successfully");
  await expect(row(page, renamed)).toContainText("Family Nurse Practitioner");
  await page.goto("/team");
  await expect(publicCard(page, renamed)).toContainText("Family Nurse Practitioner");

  // Delete: Cancel keeps the member, Delete removes it.
  await page.goto("/admin/team");
  await row(page, renamed)
    .getByRole("button", { name: `Delete ${renamed}` })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Are you sure you want to delete this team member?");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, renamed)).toHaveCount(1);
  await row(page, renamed)
    .getByRole("button", { name: `Delete ${renamed}` })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page)).toContainText("Team member deleted successfully");
  await expect(row(page, renamed)).toHaveCount(0);
  await page.goto("/team");
  await expect(page.getByRole("main").getByRole("link").first()).toBeVisible();
  await expect(publicCard(page, renamed)).toHaveCount(0);
});

async function addMemberFromOpenForm(
  page: Page,
  fields: {
    name: string;
    role: string;
    portugueseRole?: string;
    bio?: string;
    specialties?: string;
  },
) {
  await page.getByLabel("Name", { exact: true }).fill(fields.name);
  await page.getByLabel("Role (English)", { exact: true }).fill(fields.role);
  if (fields.portugueseRole)
    await page.getByLabel("Role (Portuguese) (optional)").fill(fields.portugueseRole);
  if (fields.bio)
    await page.getByLabel("Bio (English) (optional)", { exact: true }).fill(fields.bio);
  if (fields.specialties)
    await page
      .getByLabel("Specialties (English) (optional)", { exact: true })
      .fill(fields.specialties);
  await page.getByRole("button", { name: "Add Team Member" }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
}

test.describe("refused input", () => {
  test.use(refusalsLogged);

  test("an empty name and a bad image URL are shown at the fields, with what was typed kept", async ({
    page,
  }) => {
    const role = uniqueName("Role that stays");
    await gotoHydrated(page, "/admin/team/new");
    await page.getByLabel("Role (English)", { exact: true }).fill(role);
    await page
      .getByLabel("Bio (English) (optional)", { exact: true })
      .fill("First paragraph.\n\nSecond paragraph.");
    await page.getByLabel("Qualifications (English) (optional)", { exact: true }).fill("MD, PhD");
    await page.getByLabel("Active").uncheck();
    // Read-only (chosen from the library): a hand-made request is refused at the field.
    await saveWithImageAddress(
      page.getByLabel("Image URL (optional)"),
      "not a web address",
      page.getByRole("button", { name: "Add Team Member" }),
    );

    await expect(toasts(page)).toContainText("Failed to save team member");
    await expect(page).toHaveURL(/\/admin\/team\/new$/);
    const name = page.getByLabel("Name", { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter the member's name.");
    await expect(page.getByLabel("Image URL (optional)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert")).toContainText("The team member was not saved");
    await expect(page.getByLabel("Role (English)", { exact: true })).toHaveValue(role);
    await expect(page.getByLabel("Bio (English) (optional)", { exact: true })).toHaveValue(
      "First paragraph.\n\nSecond paragraph.",
    );
    await expect(page.getByLabel("Image URL (optional)")).toHaveValue("not a web address");
    await expect(
      page.getByLabel("Qualifications (English) (optional)", { exact: true }),
    ).toHaveValue("MD, PhD");
    await expect(page.getByLabel("Active")).not.toBeChecked();
    await expectNoAxeViolations(page);

    // Nothing was saved.
    await page.goto("/admin/team");
    await expect(page.getByTestId("team-member-row").filter({ hasText: role })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, ...refusalsLogged });

  test("the form still shows the errors at the fields with what was typed, and saves", async ({
    page,
    browser,
  }) => {
    test.slow();
    const name = uniqueName("Nina Prado");
    await page.goto("/admin/team/new");
    await page.getByLabel("Role (English)", { exact: true }).fill("Receptionist");
    await page.getByRole("button", { name: "Add Team Member" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
      "Please enter the member's name.",
    );
    await expect(page.getByLabel("Role (English)", { exact: true })).toHaveValue("Receptionist");

    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByRole("button", { name: "Add Team Member" }).click();
    await expect(page).toHaveURL(/\/admin\/team$/);
    await expect(row(page, name)).toContainText("Receptionist");
    // Added last; Move up is a plain form post, which comes back scrolled to the member.
    const place = async () =>
      Number(/Position (\d+) of/.exec(await row(page, name).innerText())?.[1] ?? Number.NaN);
    const before = await place();
    await row(page, name)
      .getByRole("button", { name: `Move up ${name}` })
      .click();
    await expect(page).toHaveURL(/\/admin\/team(\?page=\d+)?#member-[0-9a-f-]+$/);
    expect(await place()).toBe(before - 1);
    // Deleting needs the confirmation dialog, which needs JavaScript: clean up with it.
    const withScripts = await browser.newContext({
      javaScriptEnabled: true,
      storageState: await page.context().storageState(),
      extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
    });
    await deleteMember(await withScripts.newPage(), name);
    await withScripts.close();
  });
});

test("an inactive member is listed with its badge and kept off the public pages", async ({
  page,
}) => {
  const name = uniqueName("Otto Reis");
  await page.goto("/admin/team/new");
  await page.getByLabel("Active").uncheck();
  await addMemberFromOpenForm(page, { name, role: "Medical Assistant" });
  await expect(row(page, name).getByText("Inactive", { exact: true })).toBeVisible();
  for (const path of ["/team", "/pt/team"]) {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("link").first()).toBeVisible();
    await expect(publicCard(page, name)).toHaveCount(0);
  }
  await deleteMember(page, name);
});

test.describe("unknown addresses", () => {
  test.use({ allowedConsoleErrors: [/status of 404 /] });

  test("an unknown member's address says so", async ({ page }) => {
    const response = await page.goto("/admin/team/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Team member not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Team Members" }).click();
    await expect(page).toHaveURL(/\/admin\/team$/);
  });
});
