import type { Page } from "@playwright/test";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  signInAsEditor,
  test,
  toasts,
  uniqueName,
} from "./fixtures";

/*
 * The team's order on the staff portal's list: a member dragged to second place, or moved
 * up with the keyboard, is second on /team and /pt/team at once. Each test adds its member
 * (a new one goes last) and deletes it again. Both put a member second, so they run one
 * after the other.
 */

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
  await signInAsEditor(page);
});

const rows = (page: Page) => page.getByTestId("team-member-row");

function row(page: Page, name: string) {
  return rows(page).filter({ has: page.getByRole("heading", { name }) });
}

/** Adds an active member through the form; it is listed last. */
async function addMember(page: Page, name: string, role: string, portugueseRole: string) {
  await page.goto("/admin/team/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Role (English)", { exact: true }).fill(role);
  await page.getByLabel("Role (Portuguese) (optional)").fill(portugueseRole);
  await page.getByRole("button", { name: "Add Team Member" }).click();
  await expect(toasts(page)).toContainText("Team member added successfully");
  await expect(rows(page).last()).toContainText(name);
}

async function deleteMember(page: Page, name: string) {
  await gotoHydrated(page, "/admin/team");
  await row(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(row(page, name)).toHaveCount(0);
}

/** The public team grid's second card is the member's, in English and in Portuguese. */
async function expectSecondOnPublicPages(
  page: Page,
  name: string,
  role: string,
  portugueseRole: string,
) {
  for (const [path, shownRole] of [
    ["/team", role],
    ["/pt/team", portugueseRole],
  ] as const) {
    await page.goto(path);
    const cards = page.getByRole("main").getByRole("listitem").getByRole("link");
    await expect(cards.nth(1), path).toContainText(name);
    await expect(cards.nth(1), path).toContainText(shownRole);
    await expect(cards.first(), path).not.toContainText(name);
  }
}

test("an editor drags a member to second place, and /team and /pt/team show them second", async ({
  page,
}) => {
  test.slow();
  const name = uniqueName("Dora Dragged");
  await addMember(page, name, "Pediatric nurse", "Enfermeira pediátrica");

  // Tall enough for the whole list: the drag starts and ends in view, as a person's does.
  await page.setViewportSize({ width: 1280, height: 2000 });
  await gotoHydrated(page, "/admin/team");
  const total = await rows(page).count();
  expect(total).toBeGreaterThan(2);
  const scrolled = await page.evaluate(() => window.scrollY);
  // Dropped on the top edge of the second row: before it.
  await row(page, name)
    .getByTestId("team-member-drag-handle")
    .dragTo(rows(page).nth(1), { targetPosition: { x: 40, y: 4 } });

  await expect(rows(page).nth(1)).toContainText(name);
  await expect(row(page, name)).toContainText(`Position 2 of ${total}`);
  await expect(page.getByRole("status").filter({ hasText: "moved to" })).toHaveText(
    `${name} moved to position 2 of ${total}.`,
  );
  // Saved without a reload: the page stays where it was, the focus on the moved member.
  await expect(row(page, name)).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page).toHaveURL(/\/admin\/team$/);
  // Saved on the server: the list read again shows it there.
  await page.reload();
  await expect(rows(page).nth(1)).toContainText(name);
  await expectNoAxeViolations(page);

  await expectSecondOnPublicPages(page, name, "Pediatric nurse", "Enfermeira pediátrica");
  // The card links to the member's readable address; the old one by id answers 301 to it.
  const slug = name.toLowerCase().replaceAll(" ", "-");
  await expect(page.getByRole("main").getByRole("link").filter({ hasText: name })).toHaveAttribute(
    "href",
    `/pt/team/${slug}`,
  );
  await page.goto("/admin/team");
  const memberId = (await row(page, name).getAttribute("id"))?.replace(/^member-/, "");
  for (const prefix of ["", "/pt"]) {
    const old = await page.request.get(`${prefix}/team/${memberId}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()["location"]).toBe(`${prefix}/team/${slug}`);
  }
  await deleteMember(page, name);
});

test("an editor moves a member up with the keyboard, the focus staying on Move up", async ({
  page,
}) => {
  test.slow();
  const name = uniqueName("Kai Keyboard");
  await addMember(page, name, "Medical receptionist", "Recepcionista");

  await gotoHydrated(page, "/admin/team");
  const total = await rows(page).count();
  const moveUp = row(page, name).getByRole("button", { name: `Move up ${name}` });
  await expect(row(page, name)).toContainText(new RegExp(`Position ${total} of \\d+`));
  await moveUp.focus();
  // Another spec may add a member meanwhile (it goes last): the count is not this test's.
  for (let position = total - 1; position >= 2; position--) {
    await page.keyboard.press("Enter");
    await expect(row(page, name)).toContainText(new RegExp(`Position ${position} of \\d+`));
    await expect(moveUp).toBeFocused();
  }
  await expect(rows(page).nth(1)).toContainText(name);
  await expect(page.getByRole("status").filter({ hasText: "moved to" })).toHaveText(
    new RegExp(`^${name} moved to position 2 of \\d+\\.$`),
  );

  await expectSecondOnPublicPages(page, name, "Medical receptionist", "Recepcionista");
  await deleteMember(page, name);
});
