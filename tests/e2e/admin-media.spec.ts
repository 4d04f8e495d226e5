import type { Browser, Locator, Page } from "@playwright/test";
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
  uniqueName,
  waitForHydration,
} from "./fixtures";

/*
 * The media library: upload by picker with a progress bar per file
 * (and without JavaScript), refusals, copy URL, alt text, delete, the broken
 * image icon, and the resized copies the site serves.
 */

/** Chromium logs the refused upload's answer (415) as a console error. */
const refusalLogged = { allowedConsoleErrors: [/status of 415 /] };

let counter = 0;

/** A PNG of a size no other test uses, so its card (named …-<w>x<h>.png) is easy to find. */
async function uniquePng(): Promise<{
  name: string;
  mimeType: string;
  buffer: Buffer;
  size: string;
}> {
  counter += 1;
  const width = 700 + ((Date.now() + counter * 37) % 500);
  const height = 400 + counter;
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120 + counter, b: 90 } },
  })
    .png()
    .toBuffer();
  return {
    name: `clinic-photo-${width}.png`,
    mimeType: "image/png",
    buffer,
    size: `${width}x${height}`,
  };
}

const svgWithScript = {
  name: "logo.svg",
  mimeType: "image/svg+xml",
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  ),
};

function card(page: Page, size: string): Locator {
  return page.getByRole("article").filter({ hasText: `-${size}.png` });
}

/** Uploads one new image with the picker and waits for its card. */
async function uploadOne(page: Page): Promise<{ size: string; card: Locator }> {
  const image = await uniquePng();
  await page.goto("/admin/media");
  // Before hydration the picker belongs to the plain form, which waits for a submit.
  await waitForHydration(page);
  await page.getByLabel("Images to upload").setInputFiles(image);
  const found = card(page, image.size);
  // Decoding and resizing take a few seconds on a busy CI machine.
  await expect(found).toBeVisible({ timeout: 20_000 });
  return { size: image.size, card: found };
}

async function deleteCard(page: Page, target: Locator) {
  // The toast of a deletion just before would be mistaken for this one's.
  await expect(toasts(page, "File deleted successfully")).toHaveCount(0, { timeout: 15_000 });
  await target.getByRole("button", { name: /^Delete / }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Are you sure you want to delete this file?");
  await dialog.getByRole("button", { name: "Delete file" }).click();
  await expect(toasts(page, "File deleted successfully")).toBeVisible();
  await expect(target).toHaveCount(0);
}

// One library for every test here: run them one after another, so one test's
// deletions never break the images another test's grid is showing.
test.describe.configure({ mode: "default" });

test.beforeEach(async ({ page }) => {
  await page.routeWebSocket(/:24678\//, () => {});
});
test.beforeEach(async ({ page }) => {
  await asNewClient(page);
});

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsEditor(page);
  });

  test.describe("refusals", () => {
    test.use(refusalLogged);

    test("a form's image picker uploads a new image in place and picks it; a file that is no image is refused there", async ({
      page,
    }) => {
      const image = await uniquePng();
      await gotoHydrated(page, "/admin/team/new");
      await page.getByRole("button", { name: "Choose from media library" }).click();
      const dialog = page.getByRole("dialog", { name: "Choose an image" });
      const upload = dialog.getByLabel("Upload a new image");

      await upload.setInputFiles({
        name: "notes.png",
        mimeType: "image/png",
        buffer: Buffer.from("a text file, not a picture"),
      });
      await expect(dialog.getByRole("alert")).toContainText('"notes.png" is not an image');
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await expect(page.getByLabel("Image URL (optional)")).toHaveValue("");

      await upload.setInputFiles(image);
      // Decoding and resizing take a few seconds on a busy CI machine.
      await expect(dialog).toHaveCount(0, { timeout: 20_000 });
      await expect(toasts(page, "Image uploaded")).toContainText(
        `${image.name} is in the media library and chosen here.`,
      );
      await expect(page.getByLabel("Image URL (optional)")).toHaveValue(
        new RegExp(`^/uploads/[^/]+-${image.size}\\.png$`),
      );

      // It is in the library (the member was not saved, so nothing uses it) and can go.
      await page.goto("/admin/media");
      await deleteCard(page, card(page, image.size));
    });

    test("uploads several files with a progress bar each, refuses an SVG, and serves resized copies", async ({
      page,
    }) => {
      test.slow(); // three uploads and two deletions
      const first = await uniquePng();
      const second = await uniquePng();
      await page.goto("/admin/media");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Media Library");
      await waitForHydration(page);
      await page.getByLabel("Images to upload").setInputFiles([first, svgWithScript, second]);

      const progress = page.getByRole("list", { name: "Upload progress" });
      const rows = progress.getByRole("listitem");
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(0)).toContainText(first.name);
      await expect(rows.nth(0)).toContainText("Uploaded");
      await expect(rows.nth(0).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
      await expect(rows.nth(1)).toContainText("Failed");
      await expect(rows.nth(1)).toContainText("SVG images are not accepted");
      await expect(rows.nth(2)).toContainText("Uploaded");
      await expect(toasts(page, "Failed to upload file")).toContainText(
        "SVG images are not accepted",
      );
      await expect(toasts(page, "File uploaded successfully")).toContainText(
        "2 files were uploaded.",
      );

      // Newest first: the second file's card comes before the first's.
      const firstCard = card(page, first.size);
      const secondCard = card(page, second.size);
      await expect(firstCard).toBeVisible();
      const names = await page
        .getByRole("article")
        .evaluateAll((cards) => cards.map((element) => element.getAttribute("data-filename")));
      expect(names.findIndex((name) => name?.includes(second.size))).toBeLessThan(
        names.findIndex((name) => name?.includes(first.size)),
      );
      await expect(firstCard).toContainText("No alt text");
      await expectNoAxeViolations(page);

      // The stored original and its AVIF and WebP variants, cached for good.
      const src = await firstCard.locator("img").getAttribute("src");
      expect(src).toMatch(new RegExp(`^/uploads/[0-9a-f]{16}-${first.size}\\.png$`));
      const original = await page.request.get(src ?? "");
      expect(original.status()).toBe(200);
      expect(original.headers()["content-type"]).toBe("image/png");
      expect(original.headers()["cache-control"]).toContain("immutable");
      const variant = await page.request.get(`${src}.320.webp`);
      expect(variant.headers()["content-type"]).toBe("image/webp");
      expect((await sharp(await variant.body()).metadata()).width).toBe(320);
      const avif = await page.request.get(`${src}.320.avif`);
      expect(avif.headers()["content-type"]).toBe("image/avif");
      expect(
        await firstCard.locator('picture source[type="image/webp"]').getAttribute("srcset"),
      ).toContain(`${src}.640.webp 640w`);
      // Only stored image keys are served: no traversal, no listing, no other types.
      for (const path of ["/uploads/..%5cpackage.json", "/uploads/about-us", "/uploads/x.svg"]) {
        expect((await page.request.get(path)).status(), path).toBe(404);
      }

      await deleteCard(page, firstCard);
      await deleteCard(page, secondCard);
      // In the Trash its files stay, so a restore brings the image back whole; they go
      // when the entry is purged or an admin deletes it forever (admin-trash.spec.ts).
      expect((await page.request.get(src ?? "")).status()).toBe(200);
    });
  });

  test("copies an image's full URL, showing a check mark for two seconds", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    // The upload runs on real time; the fake clock only starts once the card is there.
    const { card: target } = await uploadOne(page);
    const src = await target.locator("img").getAttribute("src");
    await page.clock.install();

    // Time stands still from here, so the two seconds are measured on the page's own clock.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await target.getByRole("button", { name: /^Copy URL/ }).click();
    const copied = target.getByRole("button", { name: /^Copied/ });
    await expect(copied).toBeVisible();
    await page.clock.runFor(1900);
    await expect(copied).toBeVisible();
    await page.clock.runFor(200);
    await expect(target.getByRole("button", { name: /^Copy URL/ })).toBeVisible();
    await page.clock.resume();
    await expect(toasts(page, "Copied!")).toContainText("URL copied to clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(src ?? "", baseURL).href,
    );

    await deleteCard(page, target);
  });

  test("where the browser refuses to copy, shows the image's address selected, to copy by hand", async ({
    page,
    baseURL,
  }) => {
    const { card: target } = await uploadOne(page);
    const src = await target.locator("img").getAttribute("src");
    // As a browser without clipboard permission (or on plain http) answers.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException("Denied", "NotAllowedError"));
    });
    await target.getByRole("button", { name: /^Copy URL/ }).click();
    await expect(toasts(page, "Could not copy the URL")).toBeVisible();
    const address = target.getByRole("textbox", { name: /^Address of / });
    await expect(address).toHaveValue(new URL(src ?? "", baseURL).href);
    await expect(address).toBeFocused();
    expect(
      await address.evaluate((input: HTMLInputElement) =>
        input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
      ),
    ).toBe(new URL(src ?? "", baseURL).href);
    await expect(target.getByRole("button", { name: /^Copy URL/ })).toBeVisible();

    await deleteCard(page, target);
  });

  test("saves alt text in every language, and flags an image without it", async ({ page }) => {
    const { card: target } = await uploadOne(page);
    await expect(target).toContainText("No alt text");
    // One field per language, each in its language.
    for (const [label, lang] of [
      ["Alt text (English)", "en"],
      ["Alt text (Portuguese)", "pt-BR"],
      ["Alt text (Spanish)", "es"],
    ] as const) {
      await expect(target.getByLabel(label)).toHaveAttribute("lang", lang);
    }
    await target.getByLabel("Alt text (English)").fill("Reception desk with plants");
    await target.getByRole("button", { name: /^Save alt text/ }).click();
    await expect(toasts(page, "Alt text saved")).toBeVisible();
    await expect(target).not.toContainText("No alt text");
    await expect(target).toContainText("No Portuguese or Spanish alt text");
    await expect(target.getByRole("img", { name: "Reception desk with plants" })).toBeVisible();
    await target.getByLabel("Alt text (Portuguese)").fill("Recepção com plantas");
    await target.getByRole("button", { name: /^Save alt text/ }).click();
    await expect(target).toContainText("No Spanish alt text");
    await expect(target).not.toContainText("No Portuguese");
    await target.getByLabel("Alt text (Spanish)").fill("Recepción con plantas");
    await target.getByRole("button", { name: /^Save alt text/ }).click();
    await expect(target.getByTestId("missing-translated-alt")).toHaveCount(0);
    await page.reload();
    await expect(target.getByLabel("Alt text (English)")).toHaveValue("Reception desk with plants");
    await expect(target.getByLabel("Alt text (Portuguese)")).toHaveValue("Recepção com plantas");
    await expect(target.getByLabel("Alt text (Spanish)")).toHaveValue("Recepción con plantas");
    // Found by its Spanish text too.
    await gotoHydrated(page, `/admin/media?q=${encodeURIComponent("Recepción con plantas")}`);
    await expect(target).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);

    await deleteCard(page, target);
  });

  test.describe("an edit conflict", () => {
    // Chromium logs the refused save's answer (409) as a console error.
    test.use({ allowedConsoleErrors: [/status of 409 /] });

    test("keeps what was typed in every language when a colleague saved the alt texts first", async ({
      page,
      context,
    }) => {
      const { size, card: target } = await uploadOne(page);
      await target.getByLabel("Alt text (English)").fill("A ramp at the entrance");
      await target.getByLabel("Alt text (Spanish)").fill("Una rampa en la entrada");
      // Another tab saves another Spanish text meanwhile.
      const colleague = await context.newPage();
      await recordHydration(colleague);
      await gotoHydrated(colleague, "/admin/media");
      const theirs = card(colleague, size);
      await theirs.getByLabel("Alt text (Spanish)").fill("Rampa de acceso");
      await theirs.getByRole("button", { name: /^Save alt text/ }).click();
      await expect(toasts(colleague, "Alt text saved")).toBeVisible();
      await colleague.close();

      await target.getByRole("button", { name: /^Save alt text/ }).click();
      const notice = target.getByRole("alert");
      await expect(notice).toContainText("Alt text (Spanish)");
      // English and Spanish differ (in the list's order); Portuguese does not.
      await expect(notice).not.toContainText("Alt text (Portuguese)");
      const theirVersions = notice.getByRole("textbox", { name: "Their version (saved)" });
      await expect(theirVersions).toHaveCount(2);
      await expect(theirVersions.last()).toHaveValue("Rampa de acceso");
      await expect(target.getByLabel("Alt text (English)")).toHaveValue("A ramp at the entrance");
      await expect(target.getByLabel("Alt text (Spanish)")).toHaveValue("Una rampa en la entrada");
      // Saving again keeps mine over theirs.
      await target.getByRole("button", { name: /^Save alt text/ }).click();
      await expect(toasts(page, "Alt text saved")).toBeVisible();
      await page.reload();
      await expect(target.getByLabel("Alt text (Spanish)")).toHaveValue("Una rampa en la entrada");

      await deleteCard(page, target);
    });
  });

  test("axe finds no violations on a card with its alt text fields and notes, at 1280 and 390 px", async ({
    page,
  }) => {
    const { card: target } = await uploadOne(page);
    await target.getByLabel("Alt text (English)").fill("A bright waiting room");
    await target.getByLabel("Alt text (Spanish)").fill("Una sala de espera luminosa");
    await target.getByRole("button", { name: /^Save alt text/ }).click();
    await expect(target).toContainText("No Portuguese alt text");
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page);
    await expectNoAxeViolationsOnAPhone(page);
    await deleteCard(page, target);
  });

  test("asks before deleting a file; Cancel keeps it", async ({ page }) => {
    const { card: target } = await uploadOne(page);
    await target.getByRole("button", { name: /^Delete / }).click();
    await expect(page.getByRole("dialog")).toContainText(
      "Are you sure you want to delete this file?",
    );
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(target).toBeVisible();
    await deleteCard(page, target);
  });

  test("an image in use lists where, is not deleted, and stays on the public page", async ({
    page,
    context,
  }) => {
    test.slow();
    const { card: uploaded } = await uploadOne(page);
    await expect(uploaded).toContainText("Not used on the site.");
    const filename = await uploaded.getAttribute("data-filename");
    const url = `/uploads/${filename}`;

    // A second tab still shows the library from before the image was used.
    const stale = await context.newPage();
    await recordHydration(stale);
    await stale.goto("/admin/media");
    await waitForHydration(stale);

    // The image becomes a team member's photo.
    const name = uniqueName("Foto Pessoa");
    await page.goto("/admin/team/new");
    await waitForHydration(page);
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Role (English)", { exact: true }).fill("Nurse");
    // Chosen with the form's picker (the field takes library images only).
    await page.getByRole("button", { name: "Choose from media library" }).click();
    const picker = page.getByRole("dialog", { name: "Choose an image" });
    await picker.getByRole("searchbox", { name: "Search images" }).fill(filename ?? "");
    await expect(picker.getByRole("button", { name: /^Use / })).toHaveCount(1);
    await picker.getByRole("button", { name: /^Use / }).click();
    await expect(page.getByLabel("Image URL (optional)")).toHaveValue(url);
    await page.getByRole("button", { name: "Add Team Member" }).click();
    await expect(page).toHaveURL(/\/admin\/team$/);

    // The stale tab's Delete is refused with the list of places; nothing is deleted.
    const staleCard = stale.getByRole("article").filter({ hasText: filename ?? "" });
    await staleCard.getByRole("button", { name: /^Delete / }).click();
    await stale.getByRole("dialog").getByRole("button", { name: "Delete file" }).click();
    await expect(toasts(stale, "This image is in use")).toBeVisible();
    await expect(staleCard.getByText("Used in 1 place")).toBeVisible();
    await staleCard.getByText("Used in 1 place").click();
    await expect(staleCard.getByRole("link", { name: `Team member: ${name}` })).toBeVisible();
    await expectNoAxeViolations(stale);
    await expectNoAxeViolationsOnAPhone(stale);

    // A fresh library page offers no Delete for it.
    await page.goto("/admin/media");
    const inUse = page.getByRole("article").filter({ hasText: filename ?? "" });
    await expect(inUse).toContainText("In use: replace it to delete");
    await expect(inUse.getByRole("button", { name: /^Delete / })).toHaveCount(0);

    // The public page still shows the photo, loaded.
    await page.goto("/team");
    const photo = page
      .getByRole("main")
      .getByRole("img", { name: `Photo of ${name}` })
      .first();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  test("shows an icon for an image that does not load", async ({ page }) => {
    const { card: target } = await uploadOne(page);
    // Served, but not an image: the browser cannot decode it (an abort or 404 would also log).
    await page.route("**/uploads/**", (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: "not an image" }),
    );
    await page.reload();
    await expect(target.getByTestId("media-broken-image")).toBeVisible();
    await page.unroute("**/uploads/**");
    await deleteCard(page, target);
  });
});

async function noJavaScriptPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await asNewClient(page);
  await signInAsEditor(page);
  return page;
}

test.describe("without JavaScript", () => {
  test("the form uploads several files and lists the refused ones", async ({
    browser,
    baseURL,
    page,
  }) => {
    const plain = await noJavaScriptPage(browser, baseURL);
    const image = await uniquePng();
    await plain.goto("/admin/media");
    await plain.getByLabel("Images to upload").setInputFiles([image]);
    await plain.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(plain).toHaveURL(/\/admin\/media$/);
    await expect(card(plain, image.size)).toBeVisible();

    await plain.getByLabel("Images to upload").setInputFiles([svgWithScript]);
    await plain.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(plain.getByRole("alert")).toContainText("Failed to upload file");
    await expect(plain.getByRole("alert")).toContainText('"logo.svg" is an SVG file.');
    await plain.context().close();

    // Clean up with JavaScript (the confirmation is a dialog).
    await signInAsEditor(page);
    await page.goto("/admin/media");
    await deleteCard(page, card(page, image.size));
  });
});
