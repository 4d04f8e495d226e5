import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
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
} from "./fixtures";

/*
 * The About Us editor: six tabs in every language of the site, saved
 * per tab and shown on /about and /pt/about at once; image uploads into
 * about-us/; refusals with their toasts. Every change is undone before the
 * test ends (other specs read the About page).
 */

/** Chromium logs a refused save's answer (400, 415) as a console error. */
const refusalsLogged = { allowedConsoleErrors: [/status of 4(00|15) /] };

test.beforeEach(async ({ page }) => {
  await page.routeWebSocket(/:24678\//, () => {});
});
test.beforeEach(async ({ page }) => {
  await asNewClient(page);
  await signInAsEditor(page);
});

async function openTab(page: Page, name: string): Promise<Locator> {
  // A tab whose form has unsaved changes says so in its name.
  await page.getByRole("tab", { name: new RegExp(`^${name}( \\(unsaved changes\\))?$`) }).click();
  const panel = page.getByRole("tabpanel", { name });
  await expect(panel).toBeVisible();
  return panel;
}

function field(panel: Locator, group: string, language: "English" | "Portuguese"): Locator {
  return panel.getByRole("group", { name: group, exact: true }).getByLabel(language);
}

async function save(page: Page, panel: Locator, tab: string) {
  await panel.getByRole("button", { name: `Save ${tab}` }).click();
  // A save with an upload makes the image's resized copies first (AVIF is slow on a busy machine).
  // By its message: "Saved" alone also matches a "Not saved" toast still on screen.
  await expect(toasts(page, "Content saved successfully")).toBeVisible({
    timeout: 20_000,
  });
}

test("the six tabs edit the page in both languages; /about and /pt/about show a save at once", async ({
  page,
}) => {
  // Six saves (each checking the session first) and four public pages: a long journey.
  test.slow();
  await gotoHydrated(page, "/admin/about-us");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  await expect(page.getByRole("tab")).toHaveText([
    "Header",
    "Mission",
    "Story",
    "Values",
    "Quote",
    "CTA",
  ]);
  await expect(page.getByRole("tab", { name: "Header" })).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page);

  const panel = await openTab(page, "Quote");
  const quoteEn = field(panel, "Quote", "English");
  const quotePt = field(panel, "Quote", "Portuguese");
  const original = { en: await quoteEn.inputValue(), pt: await quotePt.inputValue() };
  expect(original.en).not.toBe("");
  const stamp = Date.now();
  const edited = {
    en: `Care starts with a conversation (${stamp}).`,
    pt: `O cuidado começa com uma conversa (${stamp}).`,
  };

  try {
    await quoteEn.fill(edited.en);
    await quotePt.fill(edited.pt);
    // Switching tabs keeps what was typed.
    await openTab(page, "Values");
    await openTab(page, "Quote");
    await expect(quoteEn).toHaveValue(edited.en);
    await save(page, panel, "Quote");
    await expect(page).toHaveURL(/\/admin\/about-us\?tab=quote$/);
    await expect(page.getByRole("tab", { name: "Quote" })).toHaveAttribute("aria-selected", "true");

    await page.goto("/about");
    await expect(page.getByRole("main").locator("blockquote")).toHaveText(`“${edited.en}”`);
    await page.goto("/pt/about");
    await expect(page.getByRole("main").locator("blockquote")).toHaveText(`“${edited.pt}”`);
  } finally {
    await gotoHydrated(page, "/admin/about-us?tab=quote");
    const restore = page.getByRole("tabpanel", { name: "Quote" });
    await field(restore, "Quote", "English").fill(original.en);
    await field(restore, "Quote", "Portuguese").fill(original.pt);
    await save(page, restore, "Quote");
  }
  await page.goto("/about");
  await expect(page.getByRole("main").locator("blockquote")).toHaveText(`“${original.en}”`);
});

test("each language is a column, with its lang and how many of the tab's texts are still empty", async ({
  page,
}) => {
  await gotoHydrated(page, "/admin/about-us?tab=quote");
  const panel = page.getByRole("tabpanel", { name: "Quote" });
  await expect(field(panel, "Quote", "English")).toHaveAttribute("lang", "en");
  await expect(field(panel, "Quote", "English")).toHaveAttribute("required", "");
  const portuguese = field(panel, "Attribution", "Portuguese");
  await expect(portuguese).toHaveAttribute("lang", "pt-BR");
  await expect(panel.getByText("Portuguese (optional)").first()).toBeVisible();

  // The note agrees with the Portuguese fields as they stand, and follows what is typed.
  const note = panel
    .getByRole("list", { name: "Empty texts by language" })
    .getByRole("listitem")
    .filter({ hasText: "Portuguese" });
  const emptyPortuguese = () =>
    panel
      .locator('[lang="pt-BR"]')
      .evaluateAll(
        (controls) =>
          controls.filter((control) => !(control as HTMLInputElement).value.trim()).length,
      );
  const noteFor = (empty: number) =>
    empty === 0
      ? "Portuguese: all 2 texts filled in"
      : `Portuguese: ${empty} of 2 texts empty — the built-in text shows`;
  const before = await emptyPortuguese();
  await expect(note).toHaveText(noteFor(before));
  const original = await portuguese.inputValue();
  await portuguese.fill(original ? "" : "Dra. Helena");
  const after = await emptyPortuguese();
  expect(after).toBe(original ? before + 1 : before - 1);
  await expect(note).toHaveText(noteFor(after));
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);
  // Put back, unsaved: nothing changes on the site.
  await portuguese.fill(original);
  await expect(note).toHaveText(noteFor(before));
});

test.describe("refusals", () => {
  test.use(refusalsLogged);

  test("a link that is not a site path or web address is refused, and nothing changes", async ({
    page,
  }) => {
    await gotoHydrated(page, "/admin/about-us?tab=cta");
    const panel = page.getByRole("tabpanel", { name: "CTA" });
    const link = field(panel, "Button link", "English");
    // Browsers take "/\\host" to another host: refused like any link that leaves the rule.
    await link.fill("/\\evil.example/phish");
    await panel.getByRole("button", { name: "Save CTA" }).click();
    await expect(toasts(page, "Failed to save content")).toContainText(
      "Check the highlighted fields.",
    );
    await expect(link).toHaveAttribute("aria-invalid", "true");
    await expect(panel).toContainText(
      "Use a path on this site that starts with a single / (such as /contact), or a full web address starting with https://.",
    );
    await expect(link).toHaveValue("/\\evil.example/phish");

    await page.goto("/about");
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("an upload that is not an image says 'Failed to upload image' and saves nothing", async ({
    page,
  }) => {
    await gotoHydrated(page, "/admin/about-us?tab=mission");
    const panel = page.getByRole("tabpanel", { name: "Mission" });
    const url = panel.getByLabel("Image URL");
    const before = await url.inputValue();
    await panel.getByLabel("Or upload a new image").setInputFiles({
      name: "mission.png",
      mimeType: "image/png",
      buffer: Buffer.from("this is a text file, not a picture"),
    });
    await panel.getByRole("button", { name: "Save Mission" }).click();
    await expect(toasts(page, "Failed to upload image")).toContainText(
      '"mission.png" is not an image we can use.',
    );
    await expect(panel).toContainText('"mission.png" is not an image we can use.');
    await page.reload();
    await expect(
      page.getByRole("tabpanel", { name: "Mission" }).getByLabel("Image URL"),
    ).toHaveValue(before);
  });
});

test("an uploaded Mission image goes to about-us/ and shows on /about in resized copies; the library offers it", async ({
  page,
}) => {
  test.slow(); // an upload, two saves and a deletion
  const width = 1300 + (Date.now() % 200);
  const buffer = await sharp({
    create: { width, height: 900, channels: 3, background: { r: 20, g: 110, b: 100 } },
  })
    .jpeg()
    .toBuffer();
  await gotoHydrated(page, "/admin/about-us?tab=mission");
  let panel = page.getByRole("tabpanel", { name: "Mission" });
  await expect(panel.getByLabel("Image URL")).toHaveValue("");
  await expect(panel).toContainText("Built-in artwork");
  await expectNoAxeViolations(page);

  let uploaded = "";
  try {
    await panel
      .getByLabel("Or upload a new image")
      .setInputFiles({ name: "team-photo.jpg", mimeType: "image/jpeg", buffer });
    await save(page, panel, "Mission");
    panel = page.getByRole("tabpanel", { name: "Mission" });
    uploaded = await panel.getByLabel("Image URL").inputValue();
    expect(uploaded).toMatch(new RegExp(`^/uploads/about-us/[0-9a-f]{16}-${width}x900\\.jpg$`));

    // The Story tab's picker lists it and fills the URL in.
    const story = await openTab(page, "Story");
    await story.getByRole("button", { name: "Choose from media library" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose an image" });
    await dialog.getByRole("searchbox", { name: "Search images" }).fill(`${width}x900`);
    // Found by its stored name (its size), shown by the name it was uploaded with.
    await dialog.getByRole("button", { name: "Use team-photo.jpg" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(story.getByLabel("Image URL")).toHaveValue(uploaded);

    for (const path of ["/about", "/pt/about"]) {
      await page.goto(path);
      const image = page.locator(`main img[src="${uploaded}"]`);
      await expect(image).toHaveCount(1);
      // Served as AVIF or WebP variants, whichever the browser takes first.
      const sources = page.locator(`main picture:has(img[src="${uploaded}"]) source`);
      await expect(sources).toHaveCount(2);
      await expect(sources.first()).toHaveAttribute("type", "image/avif");
      await expect(sources.first()).toHaveAttribute(
        "srcset",
        new RegExp(`${uploaded}\\.320\\.avif 320w`),
      );
      await expect(sources.last()).toHaveAttribute(
        "srcset",
        new RegExp(`${uploaded}\\.320\\.webp 320w`),
      );
      await expect(image).toHaveAttribute("width", "800");
    }
  } finally {
    await gotoHydrated(page, "/admin/about-us?tab=mission");
    panel = page.getByRole("tabpanel", { name: "Mission" });
    await panel.getByRole("button", { name: "Use built-in artwork" }).click();
    await expect(panel.getByLabel("Image URL")).toHaveValue("");
    await save(page, panel, "Mission");
    if (uploaded) {
      await page.goto("/admin/media");
      const card = page.locator(`article[data-filename="${uploaded.split("/").pop()}"]`);
      await card.getByRole("button", { name: /^Delete / }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete file" }).click();
      await expect(toasts(page, "File deleted successfully")).toBeVisible();
    }
  }
  await page.goto("/about");
  // The built-in artwork again, served from its renderings.
  await expect(page.locator('main img[src^="/images/generated/mission."]')).toHaveCount(1);
});

// The Story tab is saved by no other test: other specs' saves would change its version too.
test.describe("two tabs, one About Us tab", () => {
  // Chromium logs the refused save's answer (409) as a console error.
  test.use({ allowedConsoleErrors: [/status of 409 /] });

  test("a save from the older tab is refused with both values and keeps what was typed; saved again, both changes stay", async ({
    page,
    context,
  }) => {
    test.slow(); // two tabs, three saves and the public page
    await gotoHydrated(page, "/admin/about-us?tab=story");
    const panelA = page.getByRole("tabpanel", { name: "Story" });
    const original = {
      title: await field(panelA, "Title", "English").inputValue(),
      bioTitle: await field(panelA, "Biography title", "English").inputValue(),
    };
    const stamp = Date.now();
    const edited = { title: `Our story (${stamp})`, bioTitle: `Meet our founder (${stamp})` };

    const tabB = await context.newPage();
    await recordHydration(tabB);
    await gotoHydrated(tabB, "/admin/about-us?tab=story");
    const panelB = tabB.getByRole("tabpanel", { name: "Story" });
    try {
      // Tab A changes the title and saves; tab B, still on the old version, changes another field.
      await field(panelA, "Title", "English").fill(edited.title);
      await save(page, panelA, "Story");
      await field(panelB, "Biography title", "English").fill(edited.bioTitle);
      await panelB.getByRole("button", { name: "Save Story" }).click();

      const notice = panelB.getByRole("alert").filter({ hasText: "Not saved:" });
      await expect(notice).toContainText(
        /you saved this tab in another tab or window at .+, after you opened it here/,
      );
      await expect(notice.getByLabel("Their version (saved)").first()).toHaveValue(edited.title);
      await expect(notice.getByLabel("Your version (not saved)").first()).toHaveValue(
        original.title,
      );
      await expect(field(panelB, "Biography title", "English")).toHaveValue(edited.bioTitle);
      await expect(toasts(tabB, "Not saved: someone else changed this tab")).toBeVisible();
      await expectNoAxeViolations(tabB);
      await expectNoAxeViolationsOnAPhone(tabB);

      // Tab B takes the other title over and saves again: both changes reach the page.
      await field(panelB, "Title", "English").fill(edited.title);
      await save(tabB, panelB, "Story");
      await page.goto("/about");
      await expect(page.getByRole("main")).toContainText(edited.title);
      await expect(page.getByRole("main")).toContainText(edited.bioTitle);
    } finally {
      await gotoHydrated(page, "/admin/about-us?tab=story");
      const restore = page.getByRole("tabpanel", { name: "Story" });
      await field(restore, "Title", "English").fill(original.title);
      await field(restore, "Biography title", "English").fill(original.bioTitle);
      await save(page, restore, "Story");
    }
  });
});
