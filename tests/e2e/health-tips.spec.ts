import {
  asNewClient,
  axeScan,
  expect,
  postFormAsNewClient,
  test,
  toasts,
  uniqueClientIp,
} from "./fixtures";

/** The default post image, served as its WebP rendering (scripts/build-images.ts). */
const DEFAULT_IMAGE_RENDERING = /^\/images\/generated\/blog-default\.[0-9a-f]{10}-\d+\.webp$/;
/** A demo article's own illustration (public/images/articles/), served the same way. */
const articleImageRendering = (name = "[a-z0-9-]+") =>
  new RegExp(`^/images/generated/articles/${name}\\.[0-9a-f]{10}-\\d+\\.webp$`);

/** Seeded demo posts (app/startup/seed/demo-content.server.ts). */
const featured = {
  slug: "annual-checkup-what-to-expect",
  title: "Your Annual Checkup: What to Expect and Why It Matters",
};
const englishCards = [
  "Living Well with High Blood Pressure",
  "Staying Hydrated in the Orlando Heat",
  "Five Small Habits to Manage Everyday Stress",
];
const englishDraft = "womens-health-screenings-by-age";
const portugueseFeatured = "Recém-chegado a Orlando? Como cuidar da sua saúde nos primeiros meses";
const portugueseDraft = "saude-da-mulher-exames-preventivos";

function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

test.describe("health tips list", () => {
  test("shows the featured post, category tabs and cards that link to their articles", async ({
    page,
  }) => {
    await page.goto("/health-tips");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Health Tips");

    const block = main.getByRole("region", { name: featured.title });
    await expect(block).toContainText("Featured Article");
    await expect(block).toContainText("By Helena Duarte");
    await expect(block.locator("time")).toHaveText("January 14, 2026");
    await expect(block.getByRole("link", { name: /^Read Article/ })).toHaveAttribute(
      "href",
      `/health-tips/${featured.slug}`,
    );

    const tabs = main.getByRole("navigation", { name: "Article categories" });
    await expect(tabs.getByRole("link")).toHaveText([
      "All",
      "Chronic Conditions",
      "Mental Health",
      "Nutrition",
      "Prevention",
    ]);
    await expect(tabs.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "true");

    // Newest first, the featured post in its block rather than the grid, no draft.
    const cards = main.getByTestId("post-grid").getByRole("article");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(englishCards);
    await expect(main).not.toContainText("Women's Health Screenings");
    await expect(main).not.toContainText("Recém-chegado");
    for (const card of await cards.all()) {
      await expect(card.getByRole("link", { name: /^Read More: / })).toHaveAttribute(
        "href",
        /^\/health-tips\/[a-z0-9-]+$/,
      );
      // Each demo post has an illustration of its own (its WebP rendering), sized.
      const image = card.locator("img");
      await expect(image).toHaveAttribute("src", articleImageRendering());
      await expect(image).toHaveAttribute("width", "1200");
      await expect(image).toHaveAttribute("height", "630");
    }
    const sources = await main
      .locator("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    expect(sources).toHaveLength(englishCards.length + 1);
    expect(new Set(sources).size).toBe(sources.length);

    await cards
      .filter({ hasText: "Staying Hydrated" })
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(/\/health-tips\/staying-hydrated-in-the-orlando-heat$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Staying Hydrated in the Orlando Heat",
    );
  });

  test("the default image is a self-contained SVG without text", async ({ request }) => {
    const response = await request.get("/images/blog-default.svg");
    expect(response.status()).toBe(200);
    const svg = await response.text();
    expect(svg).toMatch(/viewBox="0 0 1200 630"/);
    expect(svg).not.toMatch(/<text|<image|href=|url\(http/);
  });

  test("category tabs change the list in place: the server's page of that category, no page load", async ({
    page,
  }) => {
    await page.goto("/health-tips");
    const main = page.getByRole("main");
    const tabs = main.getByRole("navigation", { name: "Article categories" });
    await expect(tabs).toBeVisible();
    // Wait for hydration, then remember this document.
    await page.waitForFunction(() => document.querySelector("#newsletter-email") !== null);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    // Page loads; each tab asks the server for its page of the list as data only.
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    const listData = page.waitForRequest(/\/health-tips\.data\?category=nutrition/);

    await tabs.getByRole("link", { name: "Nutrition" }).click();
    await listData;
    await expect(page).toHaveURL(/\/health-tips\?category=nutrition$/);
    const cards = main.getByTestId("post-grid").getByRole("article");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Staying Hydrated in the Orlando Heat",
    ]);
    await expect(tabs.getByRole("link", { name: "Nutrition" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(main.getByRole("region", { name: featured.title })).toHaveCount(0);

    // Under a category the featured post is one of the cards.
    await tabs.getByRole("link", { name: "Prevention" }).click();
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([featured.title]);

    await tabs.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/\/health-tips$/);
    await expect(main.getByRole("region", { name: featured.title })).toBeVisible();
    await expect(cards).toHaveCount(3);

    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same page",
    );
    expect(documents).toEqual([]);
  });

  test("a category link opens the list already filtered", async ({ page }) => {
    await page.goto("/health-tips?category=mental-health");
    const main = page.getByRole("main");
    await expect(main.getByTestId("post-grid").getByRole("heading", { level: 3 })).toHaveText([
      "Five Small Habits to Manage Everyday Stress",
    ]);
    await expect(main.getByRole("link", { name: "Mental Health" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("a client-side navigation streams the posts in (placeholders meanwhile)", async ({
    page,
  }) => {
    await page.goto(`/health-tips/${featured.slug}`);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    const dataRequest = page.waitForRequest(/\/health-tips\.data/);
    await page.getByRole("link", { name: "Back to Health Tips" }).click();
    await dataRequest;
    await expect(page).toHaveURL(/\/health-tips$/);
    const main = page.getByRole("main");
    await expect(main.getByTestId("post-grid").getByRole("article")).toHaveCount(3);
    await expect(main.getByTestId("blog-skeleton")).toHaveCount(0);
    await expect(main.getByRole("region", { name: featured.title })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same page",
    );
  });
});

test.describe("health tips list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("has the posts in the page and the category tabs still filter", async ({ page }) => {
    await page.goto("/health-tips");
    const main = page.getByRole("main");
    await expect(main.getByTestId("blog-skeleton")).toHaveCount(0);
    await expect(main.getByRole("region", { name: featured.title })).toBeVisible();
    await main
      .getByRole("navigation", { name: "Article categories" })
      .getByRole("link", { name: "Chronic Conditions" })
      .click();
    await expect(page).toHaveURL(/\/health-tips\?category=chronic-conditions$/);
    await expect(main.getByTestId("post-grid").getByRole("heading", { level: 3 })).toHaveText([
      "Living Well with High Blood Pressure",
    ]);
    await expect(main.getByRole("link", { name: "Chronic Conditions" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });
});

test.describe("health tips article", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource.*404/] });

  test("renders the post: title, author, date, image and its sanitized HTML", async ({ page }) => {
    await page.goto("/health-tips/living-well-with-high-blood-pressure");
    await expect(page).toHaveTitle("Living Well with High Blood Pressure | VIP Walk-In Clinic");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^High blood pressure often has no symptoms/,
    );
    const article = page.getByRole("main").getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(
      "Living Well with High Blood Pressure",
    );
    await expect(article).toContainText("By Jake Whitfield");
    await expect(article.locator("time")).toHaveText("July 8, 2026");
    await expect(article.locator("time")).toHaveAttribute("datetime", "2026-07-08T14:00:00.000Z");
    await expect(article.locator("img")).toHaveAttribute(
      "src",
      articleImageRendering("blood-pressure"),
    );
    await expect(article.locator("img")).toBeVisible();
    await expect(article.getByRole("heading", { level: 2 })).toHaveText([
      "Everyday steps that help",
    ]);
    await expect(article.getByRole("heading", { level: 3 })).toHaveText(["Know your numbers"]);
    await expect(article.locator("ul > li")).toHaveCount(5);
    await expect(article.locator("em")).toHaveText(
      "Never stop or change a medication on your own.",
    );
    await expect(article.locator("script, iframe, [style], [onclick]")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await article.getByRole("link", { name: "Back to Health Tips" }).click();
    await expect(page).toHaveURL(/\/health-tips$/);
  });

  test("a picture that fails to load gives way to the default one", async ({ page }) => {
    await page.route("**/images/generated/articles/blood-pressure.*", (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/health-tips");
    // Following the card's link starts the page's scripts, which handle the failure.
    await page
      .getByRole("link", { name: "Read More: Living Well with High Blood Pressure" })
      .click();
    await expect(page).toHaveURL(/\/health-tips\/living-well-with-high-blood-pressure$/);
    const article = page.getByRole("main").getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(
      "Living Well with High Blood Pressure",
    );
    const image = article.locator("img");
    await expect(image).toHaveAttribute("src", DEFAULT_IMAGE_RENDERING);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  });

  for (const path of [
    "/health-tips/living-well-with-high-blood-pressure",
    "/pt/health-tips/saudade-e-saude-mental",
    "/health-tips/comer-bem-longe-de-casa",
    "/health-tips?category=nutrition",
  ]) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      const results = await axeScan(page).analyze();
      expect(
        results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) })),
      ).toEqual([]);
    });
  }

  test("a draft or unknown slug is a 404 with a translated not-found view", async ({
    page,
    request,
  }) => {
    for (const path of [
      `/health-tips/${englishDraft}`,
      `/pt/health-tips/${portugueseDraft}`,
      "/health-tips/no-such-article",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const response = await page.goto(`/health-tips/${englishDraft}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article not found");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("link", { name: "Back to Health Tips" })).toHaveAttribute(
      "href",
      "/health-tips",
    );

    await page.goto(`/pt/health-tips/${portugueseDraft}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artigo não encontrado");
    await expect(page.getByRole("link", { name: "Voltar para Dicas de Saúde" })).toHaveAttribute(
      "href",
      "/pt/health-tips",
    );
  });

  test("a published post opens under either prefix, the page around it in the URL's language", async ({
    page,
  }) => {
    const response = await page.goto(`/pt/health-tips/${featured.slug}`);
    expect(response?.status()).toBe(200);
    const article = page.getByRole("main").getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(featured.title);
    await expect(article.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    await expect(article).toContainText("Por Helena Duarte");
    await expect(article.locator("time")).toHaveText("14 de janeiro de 2026");
    await expect(article.getByRole("link", { name: "Voltar para Dicas de Saúde" })).toBeVisible();
    // The post's own language is its canonical address.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`[^t]/health-tips/${featured.slug}$`),
    );
  });
});

test.describe("newsletter with JavaScript", () => {
  // The server answers a bad address with 400, which the browser reports.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test.beforeEach(async ({ page }) => {
    await asNewClient(page);
  });

  test("subscribes, asks to confirm again for a repeat, and explains a bad address", async ({
    page,
  }) => {
    const email = uniqueEmail("reader");
    await page.goto("/health-tips");
    const box = page.getByRole("region", { name: "Stay Updated with Health Tips" });
    const input = box.getByLabel("Email address");
    await expect(input).toHaveAttribute("type", "email");
    await page.waitForLoadState("networkidle");

    await input.fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(toasts(page)).toContainText("Check your inbox");
    await expect(box.getByRole("status")).toContainText("Check your inbox");
    await expect(input).toHaveValue("");
    await expect(page).toHaveURL(/\/health-tips$/);

    // Not confirmed yet: answered like the first time (no second e-mail the same day).
    await input.fill(`  ${email.toUpperCase()} `);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(toasts(page).first()).toContainText("Check your inbox");
    await expect(box.getByRole("status")).toContainText("Check your inbox");

    // The browser lets "ana@clinic" through; the server does not.
    await input.fill("ana@clinic");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByText("Enter a valid email address.")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveValue("ana@clinic");
    await expect(input).toBeFocused();
  });

  test("the browser refuses an empty or malformed address before sending", async ({ page }) => {
    await page.goto("/health-tips");
    const box = page.getByRole("region", { name: "Stay Updated with Health Tips" });
    const input = box.getByLabel("Email address");
    await box.getByRole("button", { name: "Subscribe" }).click();
    expect(await input.evaluate((field: HTMLInputElement) => field.validity.valueMissing)).toBe(
      true,
    );
    await input.fill("not-an-email");
    await box.getByRole("button", { name: "Subscribe" }).click();
    expect(await input.evaluate((field: HTMLInputElement) => field.validity.typeMismatch)).toBe(
      true,
    );
    await expect(box.getByRole("status")).toHaveText("");
  });
});

test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test("a real form post shows the outcome in the page", async ({ page }) => {
    await asNewClient(page);
    const email = uniqueEmail("noscript");
    // A page of its own, stored by the first visit: one another test stored a minute ago
    // could expire between the visits below on a slow machine (the cache keeps 60 s).
    const listPath = `/health-tips?category=newsletter-check-${Date.now()}`;
    await page.goto(listPath);
    const box = page.getByRole("region", { name: "Stay Updated with Health Tips" });
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByRole("region", { name: "Stay Updated with Health Tips" }).getByRole("status"),
    ).toContainText("Check your inbox");

    // The same post again from the same page (the page is cached, so its one-time key
    // is the same): recognised as a resend and answered as the first was.
    await page.goto(listPath);
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toContainText("Check your inbox");

    // Another address from the same page is a new subscription, not a resend.
    const other = uniqueEmail("noscript-other");
    await page.goto(listPath);
    await box.getByLabel("Email address").fill(other);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toContainText("Check your inbox");
    await page.goto(listPath);
    await box.getByLabel("Email address").fill(other.toUpperCase());
    await box.getByRole("button", { name: "Subscribe" }).click();
    // Not confirmed yet, so not "already subscribed": asked to confirm, like the first time.
    await expect(box.getByRole("status")).toContainText("Check your inbox");
  });
});

test.describe("newsletter action over HTTP", () => {
  const form = (email: string, extra: Record<string, string> = {}) => ({
    intent: "subscribe",
    email,
    website: "",
    ...extra,
  });

  test("stores once: 200, then 200 and the same answer for the unconfirmed address in other case", async ({
    request,
  }) => {
    const email = uniqueEmail("http");
    const first = await postFormAsNewClient(request, "/health-tips", form(email));
    expect(first.status()).toBe(200);
    expect(await first.text()).toContain("Check your inbox");
    const again = await postFormAsNewClient(
      request,
      "/health-tips",
      form(` ${email.toUpperCase()}`),
    );
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain("Check your inbox");
  });

  test("answers bad input with 400 and a clear message, keeping what was typed", async ({
    request,
  }) => {
    for (const [email, message] of [
      ["", "Please enter your email address."],
      ["ana@", "Enter a valid email address."],
      [`${"a".repeat(300)}@example.com`, "This email address is too long."],
    ] as const) {
      const response = await postFormAsNewClient(request, "/health-tips", form(email));
      expect(response.status(), email).toBe(400);
      const html = await response.text();
      expect(html).toContain(message);
      if (email === "ana@") expect(html).toContain('value="ana@"');
    }
  });

  test("drops a bot that fills the honeypot, answering as if subscribed", async ({ request }) => {
    const email = uniqueEmail("bot");
    const headers = { "X-Forwarded-For": uniqueClientIp() };
    const bot = await request.post("/health-tips", {
      headers,
      form: form(email, { website: "https://spam.example" }),
    });
    expect(bot.status()).toBe(200);
    expect(await bot.text()).toContain("Check your inbox");
    // Nothing was stored: the same address is new for a person.
    const person = await postFormAsNewClient(request, "/health-tips", form(email));
    expect(await person.text()).toContain("Check your inbox");
  });

  test("limits each client to five attempts per window with 429 and a translated message", async ({
    request,
  }) => {
    const headers = { "X-Forwarded-For": uniqueClientIp() };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await request.post("/pt/health-tips", {
        headers,
        form: form(uniqueEmail(`limit${attempt}`)),
      });
      expect(response.status(), `attempt ${attempt}`).toBe(200);
    }
    const limited = await request.post("/pt/health-tips", {
      headers,
      form: form(uniqueEmail("limit6")),
    });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Muitas tentativas");
    const other = await postFormAsNewClient(request, "/pt/health-tips", form(uniqueEmail("other")));
    expect(other.status()).toBe(200);
  });
});

test.describe("health tips in Portuguese", () => {
  test("lists the Portuguese posts with translated labels, and subscribes in Portuguese", async ({
    page,
  }) => {
    await asNewClient(page);
    await page.goto("/pt/health-tips");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Dicas de Saúde");
    const block = main.getByRole("region", { name: portugueseFeatured });
    await expect(block).toContainText("Artigo em destaque");
    await expect(block.locator("time")).toHaveText("10 de fevereiro de 2026");
    await expect(block.getByRole("link", { name: /^Ler artigo/ })).toHaveAttribute(
      "href",
      "/pt/health-tips/recem-chegado-a-orlando-cuidados-com-a-saude",
    );
    await expect(main.getByRole("heading", { name: "Artigos recentes" })).toBeVisible();
    const tabs = main.getByRole("navigation", { name: "Categorias de artigos" });
    await expect(tabs.getByRole("link")).toHaveText([
      "Todos",
      "Doenças crônicas",
      "Nutrição",
      "Prevenção",
      "Saúde mental",
    ]);
    const cards = main.getByTestId("post-grid").getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole("link", { name: /^Leia mais/ })).toHaveAttribute(
      "href",
      "/pt/health-tips/diabetes-tipo-2-pequenos-habitos",
    );
    for (const title of [featured.title, ...englishCards]) {
      await expect(main).not.toContainText(title);
    }
    await expect(main).not.toContainText("Saúde da mulher: os exames");

    await tabs.getByRole("link", { name: "Saúde mental" }).click();
    await expect(page).toHaveURL(/\/pt\/health-tips\?category=mental-health$/);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Saudade e saúde mental: como cuidar das emoções depois da mudança",
    ]);

    const box = page.getByRole("region", { name: "Receba nossas dicas de saúde" });
    await box.getByLabel("E-mail").fill(uniqueEmail("leitora"));
    await box.getByRole("button", { name: "Assinar" }).click();
    await expect(toasts(page)).toContainText("Confira o seu e-mail");
  });
});
