import {
  asNewClient,
  expect,
  expectFieldMessages,
  noticesTitled,
  outboxTexts,
  postFormAsNewClient,
  sixthPostFromOneClient,
  test,
  toasts,
} from "./fixtures";

/** The clinic's notices of new contact messages in the outbox, oldest first. */
const contactNotices = () => noticesTitled("New contact message (ref ");

const fields = {
  name: "Full Name",
  email: "Email Address",
  phone: /^Phone/,
  service: /^Service of Interest/,
  message: "Message",
} as const;

test.describe("contact form with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await asNewClient(page);
  });

  test("sends, shows 'Sending...' with locked inputs, then the success toast, clears the form and e-mails the clinic", async ({
    page,
  }) => {
    const name = `Ana Test ${Date.now()}`;
    const noticesBefore = contactNotices().length;
    await page.goto("/contact");
    const form = page.getByRole("main").locator("form");
    await form.getByLabel(fields.name).fill(name);
    await form.getByLabel(fields.email).fill("ana@example.com");
    await form.getByLabel(fields.phone).fill("(407) 555-0111");
    await form.getByLabel(fields.service).selectOption("checkup");
    await form.getByLabel(fields.message).fill("I would like a check-up next week.\nThank you!");
    await expect(form.getByLabel(fields.message)).toHaveAttribute("rows", "5");
    await expect(form.getByLabel(fields.service).locator("option").first()).toHaveText(
      "Select a service",
    );

    // Hold the post for a moment to see the sending state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact.data*", async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(form.getByLabel(fields.name)).toBeDisabled();
    release();

    await expect(
      page.getByText("We've received your message and will contact you soon!").first(),
    ).toBeVisible();
    await expect(toasts(page)).toContainText("Message Sent Successfully");
    await expect(form.getByLabel(fields.name)).toHaveValue("");
    await expect(form.getByLabel(fields.message)).toHaveValue("");

    // The clinic is told that a message arrived, with a link to the staff portal, and
    // nothing of what the visitor wrote (env INBOX_FULL_TEXT_EMAILS is off by default).
    await expect.poll(() => contactNotices().length).toBeGreaterThan(noticesBefore);
    const notice = contactNotices().at(-1);
    expect(notice?.body).toMatch(/\/admin\/inbox\/messages\/[0-9a-f-]{36}/);
    expect(notice?.headers).not.toMatch(/^Reply-To:/im);
    expect(outboxTexts().filter((mail) => mail.includes(name))).toEqual([]);
  });

  test("the browser refuses an empty or malformed form before sending", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("main").locator("form");
    await form.getByLabel(fields.email).fill("not-an-email");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(
      await form
        .getByLabel(fields.name)
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(
      await form
        .getByLabel(fields.email)
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the map loads only when asked; before that the address and an Open in Maps link", async ({
    page,
  }) => {
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }),
    );
    await page.goto("/contact");
    const map = page.getByRole("region", { name: "Find Us" });
    await expect(map.locator("iframe")).toHaveCount(0);
    await expect(map.getByRole("link", { name: /Open in Maps/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    await map.getByRole("button", { name: "Show map" }).click();
    await expect(map.locator("iframe")).toHaveAttribute(
      "src",
      /^https:\/\/www\.google\.com\/maps\?q=.*output=embed/,
    );
  });

  test("is translated under /pt", async ({ page }) => {
    await page.goto("/pt/contact");
    const form = page.getByRole("main").locator("form");
    await form.getByLabel("Nome completo").fill("Beatriz Teste");
    await form.getByLabel("E-mail").fill("bia@example.com");
    await form.getByLabel("Mensagem").fill("Olá! Vocês atendem sem hora marcada?");
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(toasts(page)).toContainText("Mensagem enviada com sucesso");
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a real form post shows the outcome in the page", async ({ page }) => {
    await asNewClient(page);
    await page.goto("/contact");
    const form = page.getByRole("main").locator("form");
    await form.getByLabel(fields.name).fill("No Script");
    await form.getByLabel(fields.email).fill("noscript@example.com");
    await form.getByLabel(fields.message).fill("Sent without JavaScript.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("Message Sent Successfully");
  });
});

test.describe("contact action over HTTP", () => {
  test.use({ allowedConsoleErrors: [/status of 4\d\d/] });

  test("answers bad input with 400 and field messages, keeping what was typed", async ({
    request,
  }) => {
    const response = await postFormAsNewClient(request, "/contact", {
      name: "",
      email: "nope",
      phone: "call me",
      service: "acupuncture",
      message: "x".repeat(6000),
    });
    const html = await expectFieldMessages(response);
    expect(html).toContain('value="nope"');
  });

  test("drops a bot that fills the honeypot, answering as if it were sent", async ({ request }) => {
    const bot = `Bot ${Date.now()}`;
    const response = await postFormAsNewClient(request, "/contact", {
      name: bot,
      email: "bot@example.com",
      message: "Buy now",
      website: "https://spam.example",
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Message Sent Successfully");
    // The e-mail of an accepted message is written before the response, so none means none.
    expect(outboxTexts().filter((mail) => mail.includes(bot))).toEqual([]);
  });

  test("limits each client to five messages per window with 429 and a translated message", async ({
    request,
  }) => {
    const form = { name: "Repeat", email: "repeat@example.com", message: "Hello again" };
    const limited = await sixthPostFromOneClient(request, "/pt/contact", form);
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Muitas mensagens enviadas");
    // Another visitor is not affected.
    const other = await postFormAsNewClient(request, "/pt/contact", form);
    expect(other.status()).toBe(200);
  });

  test("refuses an oversized body with 413 and says the message is too long", async ({
    request,
  }) => {
    const response = await postFormAsNewClient(request, "/contact", {
      name: "Big",
      email: "big@example.com",
      message: "y".repeat(40_000),
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("This text is too long.");
  });
});
