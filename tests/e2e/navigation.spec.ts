import { expect, test } from "./fixtures";

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the Services links work with the keyboard alone", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // A disclosure of links (WAI-ARIA disclosure navigation, docs/decisions/015).
    const trigger = nav.getByRole("button", { name: "Services" });
    const list = page.locator("#services-menu");
    const items = list.getByRole("link");
    await expect(list).toBeHidden();
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
    await expect(items).toHaveText([
      "All Services",
      "Schedule Visit",
      "Lab Tests",
      "VIP Foundation",
      "Health Tips",
      "Insurance",
      "Partners",
    ]);
    // Tab goes into the links.
    await page.keyboard.press("Tab");
    await expect(items.first()).toBeFocused();
    // A vertical list, four pixels below its trigger.
    const [first, second, triggerBox] = await Promise.all([
      items.nth(0).boundingBox(),
      items.nth(1).boundingBox(),
      trigger.boundingBox(),
    ]);
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
    expect(second?.x).toBe(first?.x);
    const listBox = await list.boundingBox();
    expect(Math.round((listBox?.y ?? 0) - ((triggerBox?.y ?? 0) + (triggerBox?.height ?? 0)))).toBe(
      4,
    );

    // Escape closes the list and gives focus back to the trigger.
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(trigger).toBeFocused();

    // The arrows open it and move through the links; Enter follows one.
    await page.keyboard.press("ArrowDown");
    await expect(list).toBeVisible();
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(items.last()).toBeFocused();
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(2)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/lab-tests$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lab Tests");
    await expect(list).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-current", "true");
    await trigger.click();
    await expect(list.getByRole("link", { name: "Lab Tests" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // A click elsewhere closes it; so does the focus leaving it.
    await page.getByRole("heading", { level: 1 }).click();
    await expect(list).toBeHidden();
    await trigger.click();
    await expect(list).toBeVisible();
    await items.last().focus();
    await page.keyboard.press("Tab");
    await expect(list).toBeHidden();
  });

  test("the language switcher names every language in itself, and keeps the page and the query it reads", async ({
    page,
  }) => {
    // utm_source changes nothing on the page, so it is not carried (nor cached apart).
    await page.goto("/lab-tests?q=glucose&utm_source=flyer");
    const languages = page.getByRole("navigation", { name: "Language" });
    await expect(languages.getByRole("link")).toHaveText([
      "EN English",
      "PT Português",
      "ES Español",
    ]);
    await expect(languages.getByRole("link", { name: /English/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await languages.getByRole("link", { name: /Português/ }).click();
    await expect(page).toHaveURL(/\/pt\/lab-tests\?q=glucose$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByRole("searchbox")).toHaveValue("glucose");

    await page
      .getByRole("navigation", { name: "Idioma" })
      .getByRole("link", { name: /Español/ })
      .click();
    await expect(page).toHaveURL(/\/es\/lab-tests\?q=glucose$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Análisis de laboratorio");
    await expect(page.getByRole("searchbox")).toHaveValue("glucose");

    await page
      .getByRole("navigation", { name: "Idioma" })
      .getByRole("link", { name: /English/ })
      .click();
    await expect(page).toHaveURL(/\/lab-tests\?q=glucose$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lab Tests");
  });

  test("without JavaScript the language switch is plain links, on a phone too", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto("/es/contact");
    const spanish = page.getByRole("navigation", { name: "Idioma" });
    await expect(spanish.getByRole("link", { name: /Español/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await spanish.getByRole("link", { name: /Português/ }).click();
    await expect(page).toHaveURL(/\/pt\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await context.close();
  });

  test("a navigation scrolls to the top and Back restores the position", async ({ page }) => {
    await page.goto("/privacy");
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);

    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    // At once, not animated from the bottom of the old page (smooth scrolling is for
    // anchors): a few pixels at most, which scroll anchoring may add while the lower
    // blocks of the new page lay out; an animation would still be hundreds away.
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(20);

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    // Within a pixel: the old page may be a fraction shorter while it is drawn again.
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThanOrEqual(scrolled - 1);
  });
});

test.describe("mobile header at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu toggle opens and closes the menu", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");

    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    for (const name of [
      "Home",
      "About Us",
      "Our Team",
      "All Services",
      "Partners",
      "Membership",
      "Contact Us",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }

    // Escape closes it and returns focus to the toggle.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    // Following a link closes it too.
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Health Tips" }).click();
    await expect(page).toHaveURL(/\/health-tips$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("the WhatsApp button shows its label on focus", async ({ page }) => {
    await page.goto("/pt");
    const whatsapp = page.getByRole("link", { name: /Fale com a gente pelo WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/1407555\d{4}$/);
    await whatsapp.focus();
    await expect(whatsapp.getByText("Fale com a gente", { exact: true })).toBeVisible();
  });
});
