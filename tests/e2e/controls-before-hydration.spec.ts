import type { Locator, Page } from "@playwright/test";
import { asNewClient, expect, test, toasts, waitForHydration } from "./fixtures";
import { fullChromiumLaunchOptions } from "../support/chromium";

/*
 * The public controls the inline controls script runs (app/platform/controls) work
 * from the moment they are painted (issue 22): here the framework never arrives
 * (every module answers empty), so only that script can make them work. Then the
 * same page hydrates: nothing moves or changes, and each control still acts once.
 */
// Nobody's pointer is on the page: the full browser (tests/support/chromium.ts).
test.use({ movesPointerOnLoad: false, launchOptions: fullChromiumLaunchOptions() });

/** The page's modules answer empty: React never starts. */
async function withoutFramework(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
}

/**
 * The page's modules arrive only when `release` is called. Its tests wait for the document,
 * not the load event: a browser that paints before the load starts hydrating then, and a
 * held module holds the load back.
 */
async function withFrameworkHeld(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The frame has the focus: the parent document's active element (`:focus` is inside it). */
async function expectFocusIn(frame: Locator) {
  await expect
    .poll(() => frame.evaluate((element) => element === document.activeElement))
    .toBe(true);
}

async function neverHydrated(page: Page) {
  expect(await page.evaluate(() => "__hydratedForTest" in window)).toBe(false);
}

function faqOf(page: Page, name: string | RegExp): Locator {
  return page.getByRole("heading", { name }).locator("xpath=ancestor::section[1]");
}

test.describe("before the framework", () => {
  test("the phone menu opens on a tap and closes on Escape, with its name following", async ({
    page,
  }) => {
    await withoutFramework(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/pt/about");
    const banner = page.getByRole("banner");
    const menu = page.getByRole("navigation", { name: "Principal, celular" });
    await expect(menu).toBeHidden();
    await banner.getByRole("button", { name: "Abrir menu" }).click();
    const close = banner.getByRole("button", { name: "Fechar menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Quem Somos" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(banner.getByRole("button", { name: "Abrir menu" })).toBeFocused();
    // The keyboard opens it too.
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await neverHydrated(page);
  });

  test("the FAQ opens one answer at a time, collapsible, by tap and by keyboard", async ({
    page,
  }) => {
    await withoutFramework(page);
    await page.goto("/insurance");
    const faq = faqOf(page, "Frequently Asked Questions");
    const [first, second] = [faq.getByRole("button").nth(0), faq.getByRole("button").nth(1)];
    const firstAnswer = faq.getByText(/^No\. You are welcome as a walk-in patient/);
    const secondAnswer = faq.getByText(/^Call us with your insurance card at hand/);
    await expect(firstAnswer).toBeHidden();

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(firstAnswer).toBeVisible();
    await expect(faq.getByRole("region", { name: await first.innerText() })).toBeVisible();

    await second.focus();
    await page.keyboard.press("Space");
    await expect(secondAnswer).toBeVisible();
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstAnswer).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(secondAnswer).toBeHidden();
    await neverHydrated(page);
  });

  test("Become a Partner shows the form; the closing link opens it with the focus in it", async ({
    page,
  }) => {
    await withoutFramework(page);
    await page.goto("/pt/foundation");
    const toggle = page.getByRole("button", { name: "Seja um Parceiro" });
    const firstField = page.getByLabel("Nome da empresa");
    await expect(firstField).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(firstField).toBeVisible();
    await expect(toggle).toBeFocused();
    await toggle.press("Enter");
    await expect(firstField).toBeHidden();

    await page.getByRole("link", { name: "Seja um Parceiro" }).last().click();
    await expect(page).toHaveURL(/\/pt\/foundation#partner$/);
    await expect(firstField).toBeFocused();
    await expect(firstField).toBeInViewport();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await neverHydrated(page);
  });

  test("arriving at /foundation#partner shows the form open", async ({ page }) => {
    await withoutFramework(page);
    await page.goto("/foundation#partner");
    await expect(page.getByLabel("Company Name")).toBeVisible();
    await expect(page.getByLabel("Company Name")).toBeInViewport();
    await expect(page.getByRole("button", { name: "Become a Partner" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  test("the membership tabs switch by tap and by the arrow keys, one tab in the tab order", async ({
    page,
  }) => {
    await withoutFramework(page);
    await page.goto("/pt/membership");
    const tabs = page.getByRole("tablist").getByRole("tab");
    await expect(tabs).toHaveCount(3);
    const [first, second, third] = [tabs.nth(0), tabs.nth(1), tabs.nth(2)];
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(first).toHaveAttribute("tabindex", "0");
    await expect(second).toHaveAttribute("tabindex", "-1");

    await second.click();
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: await second.innerText() })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: await first.innerText() })).toBeHidden();

    await page.keyboard.press("ArrowRight");
    await expect(third).toBeFocused();
    await expect(third).toHaveAttribute("aria-selected", "true");
    await expect(third).toHaveAttribute("tabindex", "0");
    await expect(second).toHaveAttribute("tabindex", "-1");
    await page.keyboard.press("ArrowRight");
    await expect(first).toBeFocused();
    await page.keyboard.press("End");
    await expect(third).toBeFocused();
    await page.keyboard.press("Home");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(third).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: await third.innerText() })).toBeVisible();
    await neverHydrated(page);
  });

  test("the photo gallery moves with its buttons, the arrow keys and a swipe", async ({ page }) => {
    await withoutFramework(page);
    await page.goto("/pt/foundation");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    const previous = carousel.getByRole("button", { name: "Foto anterior" });
    const next = carousel.getByRole("button", { name: "Próxima foto" });
    await expect(current).toHaveAccessibleName("1 de 9");
    await expect(previous).toBeDisabled();

    await next.click();
    await expect(current).toHaveAccessibleName("2 de 9");
    await expect(current.locator("figcaption")).toBeInViewport();
    await expect(carousel.locator('[aria-live="polite"]')).toHaveText(
      "Foto 2 de 9: Exames gratuitos de glicose e colesterol",
    );
    await expect(carousel.getByText("2 / 9")).toBeVisible();
    await page.keyboard.press("End");
    await expect(current).toHaveAccessibleName("9 de 9");
    await expect(next).toBeDisabled();
    // The focus stayed in the carousel when its button was disabled.
    await expect(carousel.getByRole("group", { name: /^Fotos/ })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(current).toHaveAccessibleName("8 de 9");

    const viewport = carousel.getByRole("group", { name: /^Fotos/ });
    const touch = { pointerId: 3, pointerType: "touch", isPrimary: true, button: 0, clientY: 300 };
    await viewport.dispatchEvent("pointerdown", { ...touch, clientX: 100 });
    await viewport.dispatchEvent("pointerup", { ...touch, clientX: 300 });
    await expect(current).toHaveAccessibleName("7 de 9");
    await neverHydrated(page);
  });

  test("Show map builds the map in place and moves the focus to it", async ({ page }) => {
    await withoutFramework(page);
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }),
    );
    await page.goto("/pt/contact");
    const map = page.getByRole("region", { name: "Como chegar" });
    await expect(map.locator("iframe")).toHaveCount(0);
    await map.getByRole("button", { name: "Mostrar mapa" }).click();
    const frame = map.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=/);
    await expect(frame).toHaveAttribute("title", /.+/);
    await expectFocusIn(frame);
    await expect(map.getByRole("button", { name: "Mostrar mapa" })).toBeHidden();
    await neverHydrated(page);
  });

  test("Request Appointment opens the booking dialog with its frame; Escape closes it and the focus returns", async ({
    page,
  }) => {
    await withoutFramework(page);
    await page.goto("/pt/schedule-visit");
    const request = page.getByRole("main").getByRole("button", { name: "Solicitar Consulta" });
    await request.click();
    const dialog = page.getByRole("dialog", { name: "Solicitar uma Consulta" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute(
      "title",
      "Formulário de pedido de consulta",
    );
    await expect(dialog.getByRole("button", { name: "Fechar" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(request).toBeFocused();
    // The floating button, by keyboard; the X closes it.
    const floating = page.getByRole("button", { name: "Solicitar uma consulta", exact: true });
    await floating.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await expect(dialog).toBeHidden();
    await expect(floating).toBeFocused();
    await neverHydrated(page);
  });

  test("Play builds the video player in place of its thumbnail", async ({ page }) => {
    await withoutFramework(page);
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }),
    );
    await page.goto("/");
    const videos = page
      .getByRole("heading", { name: "Get to Know Us" })
      .locator("xpath=ancestor::section");
    const play = videos.getByRole("button", { name: /^Play video:/ });
    await expect(play).toHaveCount(3);
    await play.first().click();
    const player = videos.locator("iframe");
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(player).toHaveAttribute("title", "A Tour of Our Clinic");
    await expect(player).toHaveAttribute("allowfullscreen", "");
    await expectFocusIn(player);
    await expect(play).toHaveCount(2);
    await neverHydrated(page);
  });
});

test("the lab order counts the ticked boxes before the framework, refuses none, and sends the rest to the server", async ({
  page,
}) => {
  await withoutFramework(page);
  await page.goto("/pt/lab-tests?q=cholesterol");
  const main = page.getByRole("main");
  const panel = main.getByRole("region", { name: /^Exames selecionados/ });
  const buyNow = panel.getByRole("button", { name: /^Comprar agora/ });
  await expect(panel.getByRole("heading")).toHaveText("Exames selecionados (0)");
  await buyNow.click();
  await expect(panel.getByRole("status")).toHaveText(
    "Selecione pelo menos um exame para fazer o pedido.",
  );
  expect(page.context().pages()).toHaveLength(1);

  const boxes = main.getByRole("table").getByRole("checkbox");
  await boxes.nth(0).check();
  await expect(panel.getByRole("heading")).toHaveText("Exames selecionados (1)");
  await expect(panel.getByRole("status")).toHaveText("");
  await boxes.nth(1).check();
  await expect(panel.getByRole("heading")).toHaveText("Exames selecionados (2)");
  await boxes.nth(1).uncheck();
  await expect(panel.getByRole("heading")).toHaveText("Exames selecionados (1)");
  await neverHydrated(page);

  // The form sends the ticked test to the server, which answers with the order in a new tab.
  const opened = page.waitForEvent("popup");
  await buyNow.click();
  const order = await opened;
  await expect(
    order.getByRole("region", { name: "Seu pedido está pronto para enviar" }),
  ).toContainText("Olá! Gostaria de pedir os seguintes exames:\n1. ");
});

test("hydration keeps the lab order's markup, and the box ticked before it is the selection", async ({
  page,
  context,
}) => {
  const release = await withFrameworkHeld(page);
  await page.goto("/lab-tests?q=cholesterol", { waitUntil: "domcontentloaded" });
  const main = page.getByRole("main");
  const panel = main.getByRole("region", { name: /^Selected Tests/ });
  const box = main.getByRole("table").getByRole("checkbox").first();
  const name = await box.evaluate(
    (input) => input.closest("tr")?.querySelector("th label")?.textContent,
  );
  await box.check();
  await expect(panel.getByRole("heading")).toHaveText("Selected Tests (1)");
  const order = () =>
    page.evaluate(() =>
      ["#selected-tests-title", '[data-ctl="order"]', "#buy-now-empty"].map((selector) => {
        const element = document.querySelector(selector);
        return { html: element?.outerHTML, box: element?.getBoundingClientRect().toJSON() };
      }),
    );
  const before = await order();
  release();
  await waitForHydration(page);
  // React took the panel over as it was, then listed the ticked test below its heading.
  await expect(panel.getByRole("listitem")).toHaveText(
    new RegExp(`^${(name ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
  const after = await order();
  expect(after[0]).toEqual(before[0]);
  expect(after[1]?.html).toBe(before[1]?.html);
  await expect(box).toBeChecked();

  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<p>chat</p>" }),
  );
  const opened = context.waitForEvent("page");
  await panel.getByRole("button", { name: /^Buy Now/ }).click();
  const chat = await opened;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  expect(new URL(chat.url()).searchParams.get("text")).toContain(`1. ${name} (code `);
});

test("words typed in the lab search before hydration stay, and are searched once it comes", async ({
  page,
}) => {
  const release = await withFrameworkHeld(page);
  await page.goto("/lab-tests", { waitUntil: "domcontentloaded" });
  const search = page.getByRole("main").getByRole("searchbox");
  const results = page.locator("#lab-results");
  await expect(results).not.toHaveAttribute("aria-busy");
  await search.pressSequentially("ferrit");
  // The list shows at once that it is being replaced (dimmed), though its answer waits for React.
  await expect(results).toHaveAttribute("aria-busy", "true");
  await expect(results).toHaveCSS("opacity", "0.6");
  await neverHydrated(page);
  release();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/lab-tests\?q=ferrit$/);
  await expect(results).not.toHaveAttribute("aria-busy");
  await expect(search).toHaveValue("ferrit");
  await expect(
    page
      .getByRole("main")
      .getByRole("table")
      .getByRole("rowheader", { name: "Ferritin", exact: true }),
  ).toBeVisible();
  // Still there after the answer's render.
  await page.waitForTimeout(800);
  await expect(search).toHaveValue("ferrit");
  // After hydration too, a letter marks the list at once, and its answer clears it.
  await search.press("i");
  await expect(results).toHaveAttribute("aria-busy", "true");
  await expect(page).toHaveURL(/\/lab-tests\?q=ferriti$/);
  await expect(results).not.toHaveAttribute("aria-busy");
});

test("what a visitor types into the contact form before hydration stays, and is what is sent", async ({
  page,
}) => {
  await asNewClient(page);
  const release = await withFrameworkHeld(page);
  await page.goto("/pt/contact", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("main").locator("form");
  const typed = {
    "Nome completo": "Joana Typed-Early",
    "E-mail": "joana.early@example.com",
    Mensagem: "Escrevi isto antes de a página terminar de carregar.",
  };
  for (const [label, value] of Object.entries(typed)) {
    await form.getByLabel(label, { exact: true }).pressSequentially(value);
  }
  await neverHydrated(page);
  release();
  await waitForHydration(page);
  for (const [label, value] of Object.entries(typed)) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await form.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(toasts(page)).toContainText("Mensagem enviada com sucesso");
  await expect(form.getByLabel("Mensagem", { exact: true })).toHaveValue("");
});

test("a lab search typed and taken back before hydration leaves the list as it was, not busy", async ({
  page,
}) => {
  const release = await withFrameworkHeld(page);
  await page.goto("/lab-tests", { waitUntil: "domcontentloaded" });
  const search = page.getByRole("main").getByRole("searchbox");
  const results = page.locator("#lab-results");
  await search.pressSequentially("f");
  await search.press("Backspace");
  await expect(results).toHaveAttribute("aria-busy", "true");
  release();
  await waitForHydration(page);
  await expect(results).not.toHaveAttribute("aria-busy");
  await expect(page).toHaveURL(/\/lab-tests$/);
});

test("hydration keeps the gallery where the visitor moved it", async ({ page }) => {
  const release = await withFrameworkHeld(page);
  await page.goto("/foundation", { waitUntil: "domcontentloaded" });
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await carousel.getByRole("button", { name: "Next photo" }).click();
  await carousel.getByRole("button", { name: "Next photo" }).click();
  // The photos' own loading state (data-state) is theirs, not the carousel's.
  const markup = () =>
    carousel.evaluate((element) => element.outerHTML.replace(/ data-state="\w+"/g, ""));
  const before = await markup();
  expect(before).toContain("3 / 9");
  release();
  await waitForHydration(page);
  expect(await markup()).toBe(before);
  await carousel.getByRole("button", { name: "Next photo" }).click();
  await expect(carousel.getByText("4 / 9")).toBeVisible();
  await expect(
    carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])'),
  ).toHaveAccessibleName("4 of 9");
});

test("the booking dialog opened before hydration stays open with its frame, and closes after it", async ({
  page,
}) => {
  const release = await withFrameworkHeld(page);
  await page.goto("/schedule-visit", { waitUntil: "domcontentloaded" });
  const request = page.getByRole("main").getByRole("button", { name: "Request Appointment" });
  await request.click();
  const dialog = page.getByRole("dialog", { name: "Request an Appointment" });
  await expect(dialog.locator("iframe")).toHaveCount(1);
  release();
  await waitForHydration(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("iframe")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(request).toBeFocused();
  await request.click();
  await expect(dialog.locator("iframe")).toHaveCount(1);
});

test("hydration changes none of these controls, and each still acts once", async ({ page }) => {
  const release = await withFrameworkHeld(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/membership", { waitUntil: "domcontentloaded" });
  const toggle = page.locator('button[aria-controls="mobile-menu"]');
  const faq = faqOf(page, "Frequently Asked Questions");
  const question = faq.getByRole("button").first();
  const markup = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("[data-ctl], [data-ctl-group], #mobile-menu")].map(
        (element) => ({ html: element.outerHTML, box: element.getBoundingClientRect().toJSON() }),
      ),
    );

  // Opened before the framework: hydration keeps it open.
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  const before = await markup();
  expect(before.length).toBeGreaterThan(3);
  release();
  await waitForHydration(page);
  expect(await markup()).toEqual(before);
  await expect(question).toHaveAttribute("aria-expanded", "true");

  // After hydration the script is still the one owner: one tap, one change.
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  // A link changes the page in place, and the menu closes behind it.
  await page
    .getByRole("navigation", { name: "Main, mobile" })
    .getByRole("link", { name: "About Us" })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#mobile-menu")).toBeHidden();
});
