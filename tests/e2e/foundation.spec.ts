import type { Locator, Page } from "@playwright/test";
import {
  asNewClient,
  axeViolationsOf,
  devHotReloadSocket,
  devNonceMismatch,
  expect,
  expectFieldMessages,
  noticesTitled,
  outboxTexts,
  postFormAsNewClient,
  sixthPostFromOneClient,
  test,
  toasts,
} from "./fixtures";

const devNoise = [devNonceMismatch, ...devHotReloadSocket];
// Given as a fixture function: Playwright reads a bare array whose second item is an
// object (a RegExp) as a [value, options] tuple.
test.use({ allowedConsoleErrors: async ({}, use) => use(devNoise) });

/** The clinic's notices of new partnership requests in the outbox, oldest first. */
const partnershipNotices = () => noticesTitled("New partnership request (ref ");

/** Whether an event day is over in Orlando (the page's rule), computed independently. */
function isPast(isoDate: string): boolean {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(),
  );
  return isoDate < today;
}

const captions = [
  "Our health fair tents, ready to welcome the community",
  "Free glucose and cholesterol screenings",
  "Volunteers who make every event possible",
  "Vaccination day at the clinic",
  "A nutrition talk on building a healthy plate",
  "Kids' check-ups before the school year",
  "Blood pressure checks in a few minutes",
  "Our community walk for heart health",
  "The team behind the VIP Foundation",
];

function gallery(page: Page) {
  const carousel = page.locator('[aria-roledescription="carousel"]');
  return {
    carousel,
    viewport: carousel.getByRole("group", { name: /^Photos/ }),
    previous: carousel.getByRole("button", { name: "Previous photo" }),
    next: carousel.getByRole("button", { name: "Next photo" }),
    /** The one slide assistive technology can see. */
    current: carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])'),
    live: carousel.locator('[aria-live="polite"]'),
  };
}

async function swipe(target: Locator, fromX: number, toX: number, { dy = 0 } = {}) {
  const init = { pointerId: 7, pointerType: "touch", isPrimary: true, button: 0, clientY: 300 };
  await target.dispatchEvent("pointerdown", { ...init, clientX: fromX });
  await target.dispatchEvent("pointermove", { ...init, clientX: (fromX + toX) / 2 });
  await target.dispatchEvent("pointerup", { ...init, clientX: toX, clientY: 300 + dy });
}

test.describe("foundation page", () => {
  test("shows every section of the page with its figures", async ({ page }) => {
    await page.goto("/foundation");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "VIP Foundation" })).toBeVisible();
    await expect(main.getByText("Founded in December 2024").first()).toBeVisible();
    for (const heading of [
      "Health care that reaches everyone",
      "Photo Gallery",
      "Community Health Fairs",
      "16 free services at our health fairs",
      "Our Volunteers",
      "Thank you, volunteers",
      "Volunteer opportunities",
      "Next Steps",
      "Our Impact",
    ]) {
      await expect(main.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    const services = main
      .locator("div", { has: page.getByRole("heading", { name: "16 free services" }) })
      .last()
      .getByRole("listitem");
    await expect(services).toHaveCount(16);
    await expect(services.first()).toHaveText("Blood pressure check");

    const impact = main.getByRole("region", { name: "Our Impact" });
    for (const [value, label] of [
      ["10,000+", "People helped"],
      ["15+", "Categories of free services"],
      ["$1M+", "Invested in community health"],
      ["500+", "Volunteers"],
    ]) {
      await expect(impact.getByRole("definition").filter({ hasText: value ?? "" })).toHaveText(
        value ?? "",
      );
      await expect(impact.getByRole("term").filter({ hasText: label ?? "" })).toBeVisible();
    }

    const video = main.getByRole("link", { name: /Watch our health fairs on YouTube/ });
    await expect(video).toHaveAttribute("target", "_blank");
    await expect(video).toHaveAttribute("href", "https://www.youtube.com/@example.clinic");
    await expect(video).toHaveAccessibleName(/\(opens in a new tab\)$/);

    await expect(main.getByRole("link", { name: "Volunteer With Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("the Become a Partner button shows and hides the partnership form", async ({ page }) => {
    await page.goto("/foundation");
    const toggle = page.getByRole("button", { name: "Become a Partner" });
    const companyName = page.getByLabel("Company Name");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "partner");
    await expect(companyName).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByRole("heading", { name: "Partner with the VIP Foundation" }),
    ).toBeVisible();
    await expect(companyName).toBeVisible();
    await expect(companyName).toHaveAttribute("type", "text");
    await expect(page.getByLabel("Contact Person")).toBeVisible();
    await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(page.getByLabel(/^Phone Number/)).toHaveAttribute("type", "tel");
    await expect(page.getByLabel("How would you like to partner with us?")).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Partnership Request" })).toBeVisible();
    // Opening does not move the focus away from the button (disclosure pattern).
    await expect(toggle).toBeFocused();

    await toggle.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(companyName).toBeHidden();
  });

  test("the closing call to action opens the form and puts the focus in it", async ({ page }) => {
    await page.goto("/foundation");
    await expect(page.getByRole("button", { name: "Become a Partner" })).toBeVisible(); // hydrated
    const cta = page.getByRole("region", { name: "Join us in caring for our community" });
    await cta.getByRole("link", { name: "Become a Partner" }).click();
    await expect(page).toHaveURL(/\/foundation#partner$/);
    await expect(page.getByLabel("Company Name")).toBeFocused();
    await expect(page.getByLabel("Company Name")).toBeInViewport();
    await expect(page.getByRole("button", { name: "Become a Partner" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  test("the gallery moves with its buttons, disabled at the ends, with captions", async ({
    page,
  }) => {
    await page.goto("/foundation");
    const { carousel, previous, next, current, live } = gallery(page);
    await expect(next).toBeVisible(); // hydrated
    await expect(carousel).toHaveRole("region");
    await expect(carousel).toHaveAccessibleName("Photo Gallery");
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(9);
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName("1 of 9");
    await expect(current.locator("figcaption")).toHaveText(captions[0] ?? "");
    await expect(current.getByRole("img")).toHaveAttribute(
      "src",
      /^\/images\/generated\/foundation\/health-fair-tents\.[0-9a-f]{10}-\d+\.webp$/,
    );
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(live).toHaveText("");

    await next.click();
    await expect(current).toHaveAccessibleName("2 of 9");
    await expect(current.locator("figcaption")).toHaveText(captions[1] ?? "");
    await expect(live).toHaveText(`Photo 2 of 9: ${captions[1]}`);
    await expect(previous).toBeEnabled();
    await expect(current.locator("figcaption")).toBeInViewport();

    for (let slide = 3; slide <= 9; slide += 1) await next.click();
    await expect(current).toHaveAccessibleName("9 of 9");
    await expect(current.locator("figcaption")).toHaveText(captions[8] ?? "");
    await expect(next).toBeDisabled();
    // The focus stayed in the carousel instead of falling to the page.
    await expect(carousel.getByRole("group", { name: /^Photos/ })).toBeFocused();

    await previous.click();
    await expect(current).toHaveAccessibleName("8 of 9");
    await expect(next).toBeEnabled();
  });

  test("the gallery follows the left and right arrow keys when it has the focus", async ({
    page,
  }) => {
    await page.goto("/foundation");
    const { viewport, previous, next, current } = gallery(page);
    await expect(next).toBeVisible(); // hydrated
    // Not focused: the arrows scroll the page as usual and the gallery stays.
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAccessibleName("1 of 9");

    await viewport.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAccessibleName("3 of 9");
    await expect(current.locator("figcaption")).toHaveText(captions[2] ?? "");
    await page.keyboard.press("ArrowLeft");
    await expect(current).toHaveAccessibleName("2 of 9");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(current).toHaveAccessibleName("1 of 9");
    await expect(previous).toBeDisabled();

    // From a control too.
    await next.focus();
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAccessibleName("2 of 9");
    await page.keyboard.press("End");
    await expect(current).toHaveAccessibleName("9 of 9");
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAccessibleName("9 of 9");
  });

  test("the gallery follows swipes, and ignores short or vertical ones", async ({ page }) => {
    await page.goto("/foundation");
    const { viewport, current } = gallery(page);
    await expect(gallery(page).next).toBeVisible();
    await swipe(viewport, 300, 120);
    await expect(current).toHaveAccessibleName("2 of 9");
    await expect(current.locator("figcaption")).toHaveText(captions[1] ?? "");
    await swipe(viewport, 300, 110);
    await expect(current).toHaveAccessibleName("3 of 9");
    await swipe(viewport, 100, 320);
    await expect(current).toHaveAccessibleName("2 of 9");
    // Too short, then mostly vertical (a scroll): nothing moves.
    await swipe(viewport, 300, 280);
    await swipe(viewport, 300, 220, { dy: 200 });
    await expect(current).toHaveAccessibleName("2 of 9");
  });

  test("shows each event's date in the visitor's language, marked past once over", async ({
    page,
  }) => {
    const events = [
      { date: "2025-06-12", en: "June 12, 2025", pt: "12 de junho de 2025" },
      { date: "2025-08-08", en: "August 8, 2025", pt: "8 de agosto de 2025" },
    ];
    for (const [path, language, status] of [
      ["/foundation", "en", { past: "Past event", upcoming: "Upcoming" }],
      ["/pt/foundation", "pt", { past: "Evento realizado", upcoming: "Em breve" }],
    ] as const) {
      await page.goto(path);
      const articles = page.getByRole("main").getByRole("article");
      await expect(articles).toHaveCount(2);
      for (const [index, event] of events.entries()) {
        const article = articles.nth(index);
        await expect(article.locator("time")).toHaveAttribute("datetime", event.date);
        await expect(article.locator("time")).toHaveText(event[language]);
        await expect(article).toContainText(isPast(event.date) ? status.past : status.upcoming);
        await expect(article).not.toContainText(isPast(event.date) ? status.upcoming : status.past);
      }
    }
  });

  test("sends a partnership request: toast, cleared form and an e-mail to the clinic", async ({
    page,
  }) => {
    await asNewClient(page);
    const company = `Sunshine Pharmacy ${Date.now()}`;
    const noticesBefore = partnershipNotices().length;
    await page.goto("/foundation");
    await page.getByRole("button", { name: "Become a Partner" }).click();
    const form = page.locator("#partner form");
    await form.getByLabel("Company Name").fill(company);
    await form.getByLabel("Contact Person").fill("Carlos Lima");
    await form.getByLabel("Email Address").fill("carlos@sunshine.example.com");
    await form.getByLabel(/^Phone Number/).fill("(407) 555-0166");
    await form
      .getByLabel("How would you like to partner with us?")
      .fill("We would like to sponsor the flu shots at your next health fair.");
    await form.getByRole("button", { name: "Submit Partnership Request" }).click();

    await expect(toasts(page)).toContainText("Partnership Request Sent");
    await expect(form.getByRole("status")).toContainText(
      "Thank you for wanting to partner with us!",
    );
    await expect(form.getByLabel("Company Name")).toHaveValue("");

    // The clinic is told that a request arrived, with a link to the staff portal, and
    // nothing of what was sent (env INBOX_FULL_TEXT_EMAILS is off by default).
    await expect.poll(() => partnershipNotices().length).toBeGreaterThan(noticesBefore);
    const notice = partnershipNotices().at(-1);
    expect(notice?.body).toMatch(/\/admin\/inbox\/partnerships\/[0-9a-f-]{36}/);
    expect(notice?.headers).not.toMatch(/^Reply-To:/im);
    expect(outboxTexts().filter((mail) => mail.includes(company))).toEqual([]);
    expect(outboxTexts().filter((mail) => mail.includes("carlos@sunshine"))).toEqual([]);
  });

  test("axe finds nothing with the form open and another photo shown", async ({ page }) => {
    for (const path of ["/foundation", "/pt/foundation"]) {
      await page.goto(path);
      const carousel = page.locator('[aria-roledescription="carousel"]');
      await carousel.getByRole("button", { name: /^(Next photo|Próxima foto)$/ }).click();
      await page.getByRole("button", { name: /^(Become a Partner|Seja um Parceiro)$/ }).click();
      await expect(page.locator("#partner form")).toBeVisible();
      expect(await axeViolationsOf(page), path).toEqual([]);
    }
  });

  test("the browser refuses an incomplete request before sending", async ({ page }) => {
    await page.goto("/foundation");
    await page.getByRole("button", { name: "Become a Partner" }).click();
    const form = page.locator("#partner form");
    await form.getByLabel("Email Address").fill("not-an-email");
    await form.getByRole("button", { name: "Submit Partnership Request" }).click();
    expect(
      await form
        .getByLabel("Company Name")
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(
      await form
        .getByLabel("Email Address")
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    await expect(page).toHaveURL(/\/foundation$/);
  });

  test("is translated under /pt", async ({ page }) => {
    await asNewClient(page);
    await page.goto("/pt/foundation");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Fundação VIP" })).toBeVisible();
    await expect(main.getByText("Fundada em dezembro de 2024").first()).toBeVisible();
    for (const heading of [
      "Galeria de Fotos",
      "Feiras de Saúde Comunitárias",
      "Nossos Voluntários",
      "Próximos Passos",
      "Nosso Impacto",
    ]) {
      await expect(main.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("definition").filter({ hasText: "10.000+" })).toBeVisible();
    await expect(
      main.getByRole("link", { name: /^Assista às nossas feiras/ }),
    ).toHaveAccessibleName(/\(abre em uma nova aba\)$/);

    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.getByRole("button", { name: "Foto anterior" })).toBeDisabled();
    await carousel.getByRole("button", { name: "Próxima foto" }).click();
    await expect(
      carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])'),
    ).toHaveAccessibleName("2 de 9");
    await expect(carousel.locator('[aria-live="polite"]')).toHaveText(
      "Foto 2 de 9: Exames gratuitos de glicose e colesterol",
    );

    await main.getByRole("button", { name: "Seja um Parceiro" }).click();
    const form = page.locator("#partner form");
    await form.getByLabel("Nome da empresa").fill("Padaria Pão Quente");
    await form.getByLabel("Pessoa de contato").fill("Beatriz Souza");
    await form.getByLabel("E-mail").fill("bia@padaria.example.com");
    await form
      .getByLabel("Como você gostaria de ser nosso parceiro?")
      .fill("Podemos doar lanches.");
    await form.getByRole("button", { name: "Enviar pedido de parceria" }).click();
    await expect(toasts(page)).toContainText("Pedido de parceria enviado");
  });
});

test.describe("foundation page, a request the server refuses", () => {
  test.use({ allowedConsoleErrors: async ({}, use) => use([...devNoise, /status of 400/]) });

  test("shows the server's field messages in the form and focuses the first one", async ({
    page,
  }) => {
    await asNewClient(page);
    await page.goto("/foundation");
    await page.getByRole("button", { name: "Become a Partner" }).click();
    const form = page.locator("#partner form");
    await form.getByLabel("Company Name").fill("Phoneless Ltd");
    await form.getByLabel("Contact Person").fill("Pat");
    await form.getByLabel("Email Address").fill("pat@example.com");
    // The browser accepts any text in a tel input; the server does not.
    await form.getByLabel(/^Phone Number/).fill("call me maybe");
    await form.getByLabel("How would you like to partner with us?").fill("Hello");
    await form.getByRole("button", { name: "Submit Partnership Request" }).click();
    const phone = form.getByLabel(/^Phone Number/);
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription("Enter a valid phone number.");
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue("call me maybe");
    await expect(form.getByRole("status")).toContainText("Please check the highlighted fields.");
  });
});

test.describe("foundation page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Become a Partner link reveals the form, and a post shows its outcome", async ({
    page,
  }) => {
    await asNewClient(page);
    await page.goto("/foundation");
    const companyName = page.getByLabel("Company Name");
    await expect(companyName).toBeHidden();
    // Every photo and caption is in the page, in a scrollable strip.
    await expect(page.locator("figcaption")).toHaveText(captions);

    await page.getByRole("link", { name: "Become a Partner" }).first().click();
    await expect(page).toHaveURL(/#partner$/);
    await expect(companyName).toBeVisible();
    await companyName.fill("No Script Inc.");
    await page.getByLabel("Contact Person").fill("Nora Script");
    await page.getByLabel("Email Address").fill("nora@noscript.example.com");
    await page.getByLabel("How would you like to partner with us?").fill("Volunteers.");
    await page.getByRole("button", { name: "Submit Partnership Request" }).click();
    await expect(page).toHaveURL(/\/foundation#partner$/);
    await expect(page.getByRole("status")).toContainText("Partnership Request Sent");
    await expect(page.getByRole("status")).toBeInViewport();
  });
});

test.describe("partnership action over HTTP", () => {
  test.use({ allowedConsoleErrors: async ({}, use) => use([...devNoise, /status of 4\d\d/]) });

  test("answers bad input with 400 and field messages, keeping what was typed", async ({
    request,
  }) => {
    const response = await postFormAsNewClient(request, "/foundation", {
      companyName: "",
      contactPerson: "Carlos",
      email: "nope",
      phone: "call me",
      message: "x".repeat(6000),
    });
    const html = await expectFieldMessages(response);
    expect(html).toContain('value="nope"');
    expect(html).toContain('value="Carlos"');
    // Rendered open (data-open shows it), so the answer is visible without JavaScript.
    expect(html).toMatch(/<div id="partner" data-open=""/);
    expect(html).toMatch(/<button type="button" aria-expanded="true" aria-controls="partner"/);
  });

  test("answers in Portuguese under /pt", async ({ request }) => {
    const response = await postFormAsNewClient(request, "/pt/foundation", {
      companyName: "Empresa",
      contactPerson: "",
      email: "a@b.example.com",
      message: "Oi",
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Confira os campos destacados.");
    expect(html).toContain("Campo obrigatório.");
  });

  test("limits each client to five requests per window with 429", async ({ request }) => {
    const form = {
      companyName: `Repeat Co ${Date.now()}`,
      contactPerson: "Rita",
      email: "rita@repeat.example.com",
      message: "Hello again",
    };
    const limited = await sixthPostFromOneClient(request, "/foundation", form);
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Too many requests");
  });

  test("refuses an oversized body with 413", async ({ request }) => {
    const response = await postFormAsNewClient(request, "/foundation", {
      companyName: "Big",
      contactPerson: "Big",
      email: "big@example.com",
      message: "y".repeat(40_000),
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("This text is too long.");
  });
});
