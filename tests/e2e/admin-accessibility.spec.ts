import sharp from "sharp";
import {
  asNewClient,
  expect,
  expectNoAxeViolations as expectNoViolations,
  fixtureAccounts,
  gotoHydrated,
  signIn,
  signInAsEditor,
  test,
  toasts,
} from "./fixtures";

test.beforeEach(async ({ page }) => {
  // Sign-in is limited to 10 a minute per client IP: each test is its own client.
  await asNewClient(page);
});

for (const [path, heading] of [
  ["/admin/login", "Staff sign in"],
  ["/admin/login?mode=signup", "Create a staff account"],
  ["/admin/forgot-password", "Forgot your password?"],
  ["/admin/reset-password?token=from-the-e-mail", "Choose a new password"],
  ["/admin/reset-password?error=INVALID_TOKEN", "Choose a new password"],
  ["/admin/email-verified", "E-mail verified"],
  ["/admin/email-verified?error=TOKEN_EXPIRED", "Verify your e-mail"],
  ["/admin/email-verified?error=INVALID_TOKEN", "Verify your e-mail"],
  // The form an invitation's link opens is checked in admin-invitations.spec.ts.
  ["/admin/accept-invitation?token=not-a-real-token", "Accept your invitation"],
  ["/admin/accept-invitation", "Accept your invitation"],
] as const) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoViolations(page);
  });
}

for (const [path, heading] of [
  ["/admin", "Dashboard"],
  ["/admin/inbox", "Inbox"],
  ["/admin/account", "Account"],
  ["/admin/team", "Team Members"],
  ["/admin/settings", "Clinic Details"],
  // The lists' toolbars, filtered (issue 27): the bulk bars, the no-match notes, moving off.
  ["/admin/blog?status=draft&sort=title", "Blog Posts"],
  ["/admin/blog?q=no-post-is-called-this", "Blog Posts"],
  ["/admin/media?type=png&alt=present", "Media Library"],
  ["/admin/team?status=active", "Team Members"],
] as const) {
  test(`axe finds no violations on ${path} for a content editor`, async ({ page }) => {
    await signInAsEditor(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoViolations(page);
  });
}

/*
 * The catalogue screens (app/features/catalogues/: membership plans, insurers, partners,
 * testimonials, videos; the service pages, the foundation's events and gallery): each list
 * and editor in one visit, at 1280 px and then at 390 px (the portal is used on phones),
 * where nothing may be wider than the phone. The refused editor is scanned in the
 * catalogues' journey (admin-catalogues.spec.ts), which is where it is reached.
 */
for (const [screen, heading] of [
  ["/admin/membership-plans", "Membership Plans"],
  ["/admin/membership-plans/new", "Add Membership Plan"],
  ["/admin/insurers", "Insurers"],
  ["/admin/insurers/new", "Add Insurer"],
  ["/admin/partners", "Partners"],
  ["/admin/partners/new", "Add Partner"],
  [{ editorOf: "/admin/partners" }, "Edit Partner"],
  ["/admin/testimonials", "Testimonials"],
  ["/admin/testimonials/new", "Add Testimonial"],
  [{ editorOf: "/admin/testimonials" }, "Edit Testimonial"],
  ["/admin/videos", "Videos"],
  ["/admin/videos/new", "Add Video"],
  ["/admin/services", "Service Pages"],
  ["/admin/services/checkup", "Edit Service Page"],
  // The membership's page has no price fields: its price is its plans'.
  ["/admin/services/membership", "Edit Service Page"],
  ["/admin/foundation-events", "Foundation Events"],
  ["/admin/foundation-events/new", "Add Event"],
  ["/admin/foundation-gallery", "Foundation Gallery"],
  [{ editorOf: "/admin/foundation-gallery" }, "Edit Photo"],
] as const) {
  const name =
    typeof screen === "string" ? screen : `an existing row's editor of ${screen.editorOf}`;
  test(`axe finds no violations on ${name} at 1280 and 390 px, and nothing is wider than a phone`, async ({
    page,
  }) => {
    if (typeof screen === "string") {
      await signInAsEditor(page, screen);
    } else {
      // Signed in on the list: its first row's Edit link (the demo's ids are each run's own).
      await signInAsEditor(page, screen.editorOf);
      const editor = await page
        .getByRole("link", { name: /^Edit / })
        .first()
        .getAttribute("href");
      await page.goto(editor ?? `${screen.editorOf}/no-row-to-edit`);
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(page.viewportSize()?.width).toBe(1280);
    await expectNoViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    // The new width laid out, and what it sets moving started, before axe waits for stillness.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expectNoViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
}

test("axe finds no violations on /admin/waiting for an account without a role, at 390 px too", async ({
  page,
}) => {
  await signIn(page, fixtureAccounts.user.email, fixtureAccounts.user.password);
  await expect(page).toHaveURL(/\/admin\/waiting$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Waiting for a role");
  await expectNoViolations(page);
  await page.setViewportSize({ width: 390, height: 740 });
  await expect(page.getByRole("button", { name: "Sign out" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page);
});

test("axe finds no violations in the admin shell with the phone menu open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsEditor(page);
  await page.locator('button[aria-controls="admin-sidebar"]').click();
  await expect(page.locator("#admin-sidebar")).toBeVisible();
  await expectNoViolations(page);
});

test("axe finds no violations on /admin/login showing 'Account Created' after a sign-up", async ({
  page,
}) => {
  await page.goto("/admin/login?mode=signup");
  const form = page.getByRole("main").locator("form").first();
  await form.getByLabel("Email", { exact: true }).fill(`axe-${Date.now()}@example.com`);
  await form.getByLabel("Password", { exact: true }).fill("Axe checked passphrase 9");
  await form.getByRole("button", { name: "Sign Up" }).click();
  await expect(toasts(page)).toContainText("Account Created");
  await expectNoViolations(page);
});

test("axe finds no violations in the article editor's Insert image dialog, at 390 px too", async ({
  page,
}) => {
  await signInAsEditor(page);
  await gotoHydrated(page, "/admin/blog/new");
  // One image in the library for the dialog to list (through the uploader's own route).
  const png = await sharp({
    create: { width: 640, height: 427, channels: 3, background: { r: 10, g: 100, b: 90 } },
  })
    .png()
    .toBuffer();
  const name = `axe-insert-${Date.now()}.png`;
  const status = await page.evaluate(
    async ({ base64, fileName }) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const body = new FormData();
      body.append("file", new File([bytes], fileName, { type: "image/png" }));
      body.append("altText_en", "A waiting room with chairs");
      return (await fetch("/admin/media/upload", { method: "POST", body })).status;
    },
    { base64: png.toString("base64"), fileName: name },
  );
  expect(status).toBe(201);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    await toolbar.getByRole("button", { name: "Insert image" }).click();
    const dialog = page.getByRole("dialog", { name: "Insert an image" });
    await dialog.getByLabel("Search images").fill(name);
    const choice = dialog.getByRole("button", { name: new RegExp(`Use ${name}`) });
    await expect(choice).toBeVisible();
    await expectNoViolations(page);
    await choice.click();
    const describe = page.getByRole("dialog", { name: "Describe the image" });
    await describe.getByLabel(/^Alt text/).fill("");
    await describe.getByRole("button", { name: "Insert image" }).click();
    await expect(describe.getByText("Describe the image, or mark it as decorative.")).toBeVisible();
    await expect(describe.getByRole("button", { name: "Insert image" })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoViolations(page);
    await page.keyboard.press("Escape");
    await expect(describe).toBeHidden();
  }
});

test.describe("refusals", () => {
  // Chromium logs the 401 and 403 answers as console errors.
  test.use({ allowedConsoleErrors: [/status of 40[13] /] });

  test("axe finds no violations on /admin/login showing a refused sign-in", async ({ page }) => {
    await signIn(page, fixtureAccounts.editor.email, "Not the right passphrase 3");
    await expect(page.getByRole("status")).toContainText("Authentication Error");
    // The toast follows the answer (the root reads it after the post): axe checks both.
    await expect(toasts(page, "Authentication Error")).toBeVisible();
    await expectNoViolations(page);
  });

  test("axe finds no violations on the page a content editor gets at /admin/users", async ({
    page,
  }) => {
    await signInAsEditor(page);
    await page.goto("/admin/users");
    await expect(page.getByText("You do not have access to this page")).toBeVisible();
    await expectNoViolations(page);
  });
});

// /admin/users for an admin is checked in admin-auth.spec.ts, once the first admin has a password.
