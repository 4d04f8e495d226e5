import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import {
  asNewClient,
  devNonceMismatch,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsOnAPhone,
  gotoHydrated,
  waitForHydration,
  recordHydration,
  signInAsEditor,
  test,
  toasts,
  expectBelowHeader,
} from "./fixtures";

/*
 * The lab price list in the staff portal: add, edit and delete a
 * test and see it on the public page in both languages; export the catalog,
 * import a changed copy after its preview, and restore the version before it. The
 * tests share the one public catalog, so they run one after another and put
 * back what they change.
 */

/** Chromium logs a refused form's answer (400 bad fields, 409 a code in use) as a console error. */
const refusalsLogged = /status of 40[09] /;
/**
 * Both, as one pattern: Playwright reads a two-element array whose second
 * element is an object (a RegExp is one) as [value, fixture options].
 */
const nonceOrRefusal = new RegExp(`${devNonceMismatch.source}|${refusalsLogged.source}`, "m");

// Long flows (sign-in, several pages, axe on a 50-row list) on a busy machine.
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ allowedConsoleErrors: [devNonceMismatch] });

test.beforeEach(async ({ page }) => {
  // Sign-in is limited per client IP: each test is its own client.
  await asNewClient(page);
  await signInAsEditor(page);
});

/** A code no sample test has: 9 digits starting with 97. */
function uniqueCode(): string {
  return `97${String(Date.now() % 1e7).padStart(7, "0")}`;
}

/** The list's line that says how many tests it shows. */
function listStatus(page: Page): Locator {
  return page.getByRole("status").filter({ hasText: /in the price list|match/ });
}

/** The admin list's row of a test, found by its visible name. */
function adminRow(page: Page, name: string): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByText(name, { exact: true }) });
}

/** The public price list filtered by typing the query, as a visitor would; the table rows shown. */
async function publicRows(page: Page, path: "/lab-tests" | "/pt/lab-tests", query: string) {
  await page.goto(path);
  const main = page.getByRole("main");
  // Typing searches once React runs (before, the search waits for Enter).
  await waitForHydration(page);
  await main.getByRole("searchbox").fill(query);
  return main.getByRole("table").locator("tbody tr");
}

/** The price the public page lists for this test name (searching by its code). */
async function publicPrice(page: Page, code: string, name: string): Promise<string> {
  const rows = await publicRows(page, "/lab-tests", code);
  const row = rows.filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  await expect(row).toHaveCount(1);
  return (await row.locator("td").last().innerText()).trim();
}

async function openPriceList(page: Page, query = "") {
  await gotoHydrated(
    page,
    query ? `/admin/lab-tests?q=${encodeURIComponent(query)}` : "/admin/lab-tests",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lab Price List");
}

/** Uploads a CSV (replacing the whole list, unless asked to add and update only) and waits for its preview. */
async function previewImport(
  page: Page,
  name: string,
  csv: string,
  mode: "Replace the whole list" | "Add and update only" = "Replace the whole list",
) {
  await openPriceList(page);
  await page.getByLabel("CSV file").setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "utf8"),
  });
  await page
    .getByRole("group", { name: "What the file does" })
    .getByRole("radio", { name: mode })
    .check();
  await page.getByRole("button", { name: "Preview import" }).click();
  const preview = page.getByRole("region", { name: `Import preview: ${name}` });
  await expect(preview.getByRole("heading", { level: 2 })).toBeFocused();
  return preview;
}

async function expectCounts(preview: Locator, counts: Record<string, number | RegExp>) {
  for (const [key, value] of Object.entries(counts)) {
    await expect(preview.getByTestId(key)).toHaveText(
      typeof value === "number" ? value.toLocaleString("en-US") : value,
    );
  }
}

/** Downloads the catalog through the page's Export CSV link. */
async function exportCatalog(page: Page): Promise<string> {
  await openPriceList(page);
  await page.getByRole("link", { name: "Import or export CSV" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV", exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^lab-price-list-\d{4}-\d{2}-\d{2}\.csv$/);
  return readFileSync(await download.path(), "utf8");
}

test.describe("one test at a time", () => {
  test.use({ allowedConsoleErrors: [nonceOrRefusal] });

  test("adds, edits and deletes a test; the public page follows in both languages", async ({
    page,
  }) => {
    const code = uniqueCode();
    const name = `Zeta Marker Panel ${code}`;

    await openPriceList(page);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Add lab test" }).click();
    const addForm = page
      .getByRole("main")
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Add lab test" }) });
    await expect(page.getByLabel("Code", { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);

    // A code already in the catalog is refused with its reason.
    await page.getByLabel("Code", { exact: true }).fill("351422");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel(/^Price/).fill("12.5");
    await page.getByRole("button", { name: "Add lab test" }).click();
    await expect(toasts(page).first()).toContainText("Failed to save lab test");
    await expect(addForm.getByText("Another lab test already uses the code 351422.")).toBeVisible();
    await expect(page.getByLabel("Code", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(addForm).toBeVisible();

    await page.getByLabel("Code", { exact: true }).fill(code);
    await page.getByRole("button", { name: "Add lab test" }).click();
    await expect(toasts(page, "Lab test added successfully")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/lab-tests\\?q=${code}$`));
    await expect(adminRow(page, name)).toContainText(`Code ${code}`);
    await expect(adminRow(page, name)).toContainText("$12.50");

    // The visitor finds it by name and by code, in English and in Portuguese.
    const english = await publicRows(page, "/lab-tests", "zeta marker");
    await expect(english.filter({ hasText: name })).toContainText(["$12.50"]);
    expect(await publicPrice(page, code, name)).toBe("$12.50");
    const portuguese = await publicRows(page, "/pt/lab-tests", code);
    await expect(portuguese).toHaveCount(1);
    await expect(portuguese).toContainText([name]);

    // Edit in place: a bad price is refused, then a good one is normalised.
    await openPriceList(page, code);
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    const editForm = page
      .getByRole("main")
      .locator("form")
      .filter({ hasText: `Edit ${name}` });
    await expect(editForm.getByLabel("Code", { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
    await editForm.getByLabel(/^Price/).fill("12,50");
    await editForm.getByRole("button", { name: "Save changes" }).click();
    await expect(toasts(page, "Failed to save lab test")).toBeVisible();
    await expect(editForm.getByText(/Enter a dollar amount such as 35/)).toBeVisible();
    await expect(editForm.getByLabel(/^Price/)).toBeFocused();
    await editForm.getByLabel(/^Price/).fill("$1250");
    await editForm.getByRole("button", { name: "Save changes" }).click();
    await expect(toasts(page, "Lab test updated successfully")).toBeVisible();
    await expect(editForm).toBeHidden();
    await expect(adminRow(page, name)).toContainText("$1,250.00");
    expect(await publicPrice(page, code, name)).toBe("$1,250.00");

    // Empty price: call for price, here and on the public page. A second tab opened the
    // row before this save.
    await openPriceList(page, code);
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    // The second tab opens the edit address itself, so wait until the click has reached it.
    await expect(page).toHaveURL(/[?&]edit=/);
    const tabB = await page.context().newPage();
    await recordHydration(tabB);
    await gotoHydrated(tabB, page.url());
    await page.getByLabel(/^Price/).fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toasts(page, "Lab test updated successfully")).toBeVisible();
    await expect(adminRow(page, name)).toContainText("Call for price");
    expect(await publicPrice(page, code, name)).toBe("Call for pricing");

    // The older tab's save is refused with both prices and keeps what was typed; sent
    // again, it is saved.
    const formB = tabB
      .getByRole("main")
      .locator("form")
      .filter({ hasText: `Edit ${name}` });
    await formB.getByLabel(/^Price/).fill("99");
    await formB.getByRole("button", { name: "Save changes" }).click();
    const notice = formB.getByRole("alert").filter({ hasText: "Not saved:" });
    await expect(notice).toContainText("you saved this lab test in another tab or window");
    await expect(notice.getByLabel("Their version (saved)")).toHaveValue("");
    await expect(notice.getByLabel("Your version (not saved)")).toHaveValue("$99.00");
    await expect(formB.getByLabel(/^Price/)).toHaveValue("$99.00");
    // The toast says it too (its first in this tab: the toaster loads with it).
    await expect(toasts(tabB, "Not saved")).toBeVisible();
    await expectNoAxeViolations(tabB);
    await expectNoAxeViolationsOnAPhone(tabB);
    await formB.getByRole("button", { name: "Save changes" }).click();
    await expect(toasts(tabB, "Lab test updated successfully")).toBeVisible();
    await expect(adminRow(tabB, name)).toContainText("$99.00");
    await tabB.close();

    // Delete, after the question; Cancel first keeps it.
    await openPriceList(page, code);
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this lab test?" });
    await expect(dialog).toContainText("Are you sure you want to delete this lab test?");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(adminRow(page, name)).toBeVisible();
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await dialog.getByRole("button", { name: "Delete lab test" }).click();
    await expect(toasts(page, "Lab test deleted successfully")).toBeVisible();
    await expect(listStatus(page)).toHaveText(
      "No lab tests match the search and filters. Clear filters",
    );
    await publicRows(page, "/lab-tests", code);
    await expect(page.locator("#lab-results").getByRole("status")).toHaveText(
      "No tests found matching your search criteria.",
    );
  });
});

test("imports a changed copy of the export after its preview, then restores the version before it", async ({
  page,
}) => {
  const original = await exportCatalog(page);
  const lines = original.replace(/^\uFEFF/, "").split("\r\n");
  expect(lines[0]).toBe("code,name,price");
  const total = lines.filter((line) => line !== "").length - 1;
  const zinc = lines.findIndex((line) => line.startsWith("25520,"));
  expect(lines[zinc]).toBe('25520,"Zinc, Plasma",$35.00');
  // Only the changed test, added and updated: every other test stays.
  const changed = [lines[0], '25520,"Zinc, Plasma",36.5', ""];

  let restored = false;
  try {
    const preview = await previewImport(
      page,
      "prices-zinc.csv",
      changed.join("\r\n"),
      "Add and update only",
    );
    await expect(preview).toContainText("Nothing has been changed yet.");
    await expect(preview).toContainText("tests that are not in the file stay in the list");
    await expectCounts(preview, { added: 0, changed: 1, removed: 0, unchanged: 0 });
    const changes = preview.getByRole("region", { name: "Changed (1)" });
    await expect(changes).toContainText("Zinc, Plasma (code 25520)");
    await expect(changes).toContainText("Price: $35.00 → $36.50");
    await expectNoAxeViolations(page);

    await preview.getByRole("button", { name: "Apply import" }).click();
    await expect(toasts(page, "Lab price list imported successfully")).toContainText(
      "0 added, 1 changed, 0 removed, 0 unchanged.",
    );
    await expect(page.getByRole("region", { name: /^Import preview/ })).toBeHidden();
    expect(await publicPrice(page, "25520", "Zinc, Plasma")).toBe("$36.50");
    // The clinic's own list now: the demo's "these prices are examples" notice is gone.
    await expect(page.getByRole("heading", { name: "Sample price list" })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("table").locator("tbody tr")).not.toHaveCount(0);

    // The import kept the list it replaced, right below its own version: restoring that
    // one previews the way back, and applying it puts the catalog back as it was.
    await openPriceList(page);
    const versions = page
      .getByRole("list", { name: "Versions of the price list, newest first" })
      .getByRole("listitem");
    await expect(versions.first()).toContainText("From prices-zinc.csv: 0 added, 1 changed");
    await expectNoAxeViolationsOnAPhone(page);
    await versions
      .nth(1)
      .getByRole("button", { name: /^Restore version \d+/ })
      .click();
    const back = page.getByRole("region", {
      name: /^Import preview: version \d+ of the price list/,
    });
    await expect(back.getByRole("heading", { level: 2 })).toBeFocused();
    await expectCounts(back, { added: 0, changed: 1, removed: 0, unchanged: total - 1 });
    await expect(back.getByRole("region", { name: "Changed (1)" })).toContainText(
      "Price: $36.50 → $35.00",
    );
    await back.getByRole("button", { name: "Apply import" }).click();
    await expect(toasts(page, "imported successfully")).toBeVisible();
    restored = true;
    await expect(versions.first()).toContainText(/From version \d+ of the price list/);
    expect(await publicPrice(page, "25520", "Zinc, Plasma")).toBe("$35.00");
    expect(await exportCatalog(page)).toBe(original);
  } finally {
    if (!restored) {
      // Put the catalog back for the other specs, whatever step failed.
      const back = await previewImport(page, "original.csv", original);
      const apply = back.getByRole("button", { name: "Apply import" });
      if ((await apply.count()) > 0) {
        await apply.click();
        await expect(toasts(page, "imported successfully")).toBeVisible();
      }
    }
  }
});

test.describe("files that are not applied", () => {
  test.use({ allowedConsoleErrors: [nonceOrRefusal] });

  test("a file with bad rows shows every error and applies nothing; a smaller file is only previewed", async ({
    page,
  }) => {
    await openPriceList(page);
    const before = await listStatus(page).innerText();
    expect(before).toMatch(/^\d+ tests in the price list\./);

    const bad = await previewImport(
      page,
      "bad.csv",
      [
        "Name,Price,Code",
        "Lipid Panel,29,351422",
        "Typo Test,29,12b",
        "No Price Test,cheap,5",
        "",
      ].join("\n"),
    );
    await expectBelowHeader(page, toasts(page, "Failed to import lab tests"));
    await expect(bad).toContainText("This file cannot be imported");
    const errors = bad.getByRole("region", { name: "2 rows with problems" });
    await expect(errors.getByRole("listitem")).toHaveText([
      "Line 3: The code “12b” is not a number.",
      "Line 4: The price “cheap” is not a dollar amount such as 35.00.",
    ]);
    await expect(bad.getByRole("button", { name: "Apply import" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await bad.getByRole("link", { name: "Back to the price list" }).click();
    await expect(listStatus(page)).toHaveText(before);
    // The next page replaces the stale error (sooner than its own 6 s).
    await expect(toasts(page, "Failed to import lab tests")).toHaveCount(0, { timeout: 1000 });

    // A valid but much smaller file would remove most tests: the preview says so, and Cancel keeps them.
    const small = await previewImport(
      page,
      "small.csv",
      "code,name,price\r\n351422,Lipid Panel,$29.00\r\n",
    );
    await expectCounts(small, { added: 0, changed: 0, unchanged: 1, removed: /^\d{3}$/ });
    await expect(small.getByRole("region", { name: /^Removed \(\d+\)$/ })).toContainText(
      /and \d+ more/,
    );
    await expect(small).toContainText(/Applying removes \d+ tests from the public price list\./);
    await small.getByRole("link", { name: "Cancel" }).click();
    await expect(listStatus(page)).toHaveText(before);
  });
});
