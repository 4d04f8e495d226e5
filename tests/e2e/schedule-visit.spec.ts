import type { Page } from "@playwright/test";
import { axeScan, devNonceMismatch, expect, test } from "./fixtures";

test.use({ allowedConsoleErrors: [devNonceMismatch] });

/** What Chromium logs for a request to a host whose name does not resolve (the tests' own). */
const unresolvedHost = /net::ERR_NAME_NOT_RESOLVED/;

/** The demo's booking page: the site's own stand-in for the clinic's booking service. */
const BOOKING_URL = "/demo/booking?practiceKey=demo-practice-key";
const isBookingPage = (url: URL) => url.pathname === "/demo/booking";

/** Every request for the booking page ("HEAD <path>": the overlay asking whether it answers). */
function watchBookingPage(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (isBookingPage(url)) requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return requests;
}

async function openPage(page: Page, path = "/schedule-visit", button = "Request Appointment") {
  await page.goto(path);
  const main = page.getByRole("main");
  const request = main.getByRole("button", { name: button, exact: true });
  // With JavaScript, a button that opens the dialog (without, a link: below).
  await expect(request).toBeVisible();
  return { main, request };
}

async function focusIsInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const dialog = document.querySelector("dialog[open]");
    return Boolean(dialog && document.activeElement && dialog.contains(document.activeElement));
  });
}

test.describe("schedule visit", () => {
  test("offers Call Us, Request Appointment and Walk-in, and says what to expect", async ({
    page,
  }) => {
    const { main } = await openPage(page);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Schedule Visit");
    for (const title of ["Call Us", "Request Appointment", "Walk-in", "What to Expect"]) {
      await expect(main.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "Call (407) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+14075550142",
    );
    await expect(main.getByText("Mon-Sat 8AM-6PM")).toBeVisible();
    await expect(main.getByRole("heading", { name: "Confirmation within 24 hours" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Flexible scheduling" })).toBeVisible();
  });

  test("the dialog opens from the Request Appointment button, loads the booking page only then, and closes with X", async ({
    page,
  }) => {
    const bookingRequests = watchBookingPage(page);
    const { request } = await openPage(page);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(bookingRequests).toEqual([]);

    await request.click();
    const dialog = page.getByRole("dialog", { name: "Request an Appointment" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      /reviewed by our front desk before it is confirmed/,
    );
    const frame = dialog.locator("iframe");
    await expect(frame).toHaveAttribute("src", BOOKING_URL);
    await expect(frame).toHaveAttribute("title", "Appointment request form");
    // The demo's stand-in, which says it is one.
    const booking = page.frameLocator('iframe[title="Appointment request form"]');
    await expect(booking.getByRole("heading")).toHaveText("Request an appointment");
    await expect(booking.getByText("Demo", { exact: true })).toBeVisible();
    // Drawn: the loading text goes.
    await expect(dialog.getByText("Loading the booking form...")).toBeHidden();
    // Asked first whether it answers, then the page.
    expect(bookingRequests).toEqual([`HEAD ${BOOKING_URL}`, `GET ${BOOKING_URL}`]);
    await expect(
      dialog.getByRole("link", { name: /Open the booking page in a new tab/ }),
    ).toHaveAttribute("href", BOOKING_URL);

    // Focus is trapped: tabbing forwards and backwards never leaves the dialog.
    expect(await focusIsInDialog(page)).toBe(true);
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await focusIsInDialog(page), `after ${key}`).toBe(true);
    }

    const results = await axeScan(page).include("dialog[open]").analyze();
    expect(results.violations.map(({ id, help }) => ({ id, help }))).toEqual([]);

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(request).toBeFocused();
  });

  test("the floating calendar button opens it too; the backdrop and Escape close it and focus returns", async ({
    page,
  }) => {
    const { main, request } = await openPage(page);
    const floating = main.getByRole("button", { name: "Request an appointment", exact: true });
    const dialog = page.getByRole("dialog", { name: "Request an Appointment" });

    // Bottom-left, clear of the WhatsApp button at the bottom right.
    const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
    const box = await floating.boundingBox();
    const whatsapp = await page
      .getByRole("link", { name: /^Chat with us on WhatsApp/ })
      .boundingBox();
    expect(box && whatsapp).toBeTruthy();
    if (box && whatsapp) {
      expect(box.x + box.width).toBeLessThan(viewport.width / 2);
      expect(box.y + box.height).toBeGreaterThan(viewport.height - 100);
      expect(box.x + box.width).toBeLessThan(whatsapp.x);
    }

    await floating.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", BOOKING_URL);
    // A click on the backdrop, outside the dialog's box.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(floating).toBeFocused();

    await request.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(request).toBeFocused();
  });

  test("is translated under /pt", async ({ page }) => {
    const { main, request } = await openPage(page, "/pt/schedule-visit", "Solicitar Consulta");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Agendar Consulta");
    for (const title of ["Ligue para Nós", "Sem Hora Marcada", "O que Esperar"]) {
      await expect(main.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("heading", { name: "Confirmação em até 24 horas" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Horários flexíveis" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Ligar para (407) 555-0142" })).toBeVisible();
    await expect(
      main.getByRole("button", { name: "Solicitar uma consulta", exact: true }),
    ).toBeVisible();

    await request.click();
    const dialog = page.getByRole("dialog", { name: "Solicitar uma Consulta" });
    await expect(dialog).toHaveAccessibleDescription(/analisado pela nossa recepção/);
    await expect(dialog.locator("iframe")).toHaveAttribute(
      "title",
      "Formulário de pedido de consulta",
    );
    // The demo's booking page speaks the language of the page that shows it, after a send too.
    const booking = page.frameLocator('iframe[title="Formulário de pedido de consulta"]');
    await expect(booking.getByRole("heading")).toHaveText("Solicitar uma consulta");
    await booking.getByLabel("Nome completo").fill("Maria Souza");
    await booking.getByLabel("Telefone").fill("(407) 555-0100");
    await booking.getByLabel("Dia de preferência").fill("2026-12-03");
    await booking.getByRole("button", { name: "Enviar solicitação" }).click();
    await expect(booking.getByRole("status")).toHaveText(/Na demonstração nada foi enviado/);
    await expect(booking.getByRole("link", { name: "Recomeçar" })).toBeVisible();
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await expect(dialog).toBeHidden();
  });

  test.describe("when the booking host does not resolve", () => {
    test.use({ allowedConsoleErrors: [[devNonceMismatch, unresolvedHost], { scope: "test" }] });

    test("the booking overlay shows the booking page's address and the clinic's other ways", async ({
      page,
    }) => {
      await page.context().route(isBookingPage, (route) => route.abort("namenotresolved"));
      const { request } = await openPage(page);
      await request.click();
      const dialog = page.getByRole("dialog", { name: "Request an Appointment" });
      await expect(dialog.getByText("We can't load the booking form here right now.")).toBeVisible({
        timeout: 3_000,
      });
      await expect(dialog.locator("iframe")).toHaveCount(0);
      await expect(
        dialog.getByRole("link", { name: "Open the Booking Page (opens in a new tab)" }),
      ).toHaveAttribute("href", BOOKING_URL);
      await expect(dialog.getByRole("link", { name: /\(407\) 555-0142/ })).toHaveAttribute(
        "href",
        "tel:+14075550142",
      );
      await expect(
        dialog.getByRole("link", { name: "Chat on WhatsApp (opens in a new tab)" }),
      ).toHaveAttribute("href", "https://wa.me/14075550199");
      await expect(dialog.getByText("Loading the booking form...")).toBeHidden();
      const results = await axeScan(page).include("dialog[open]").analyze();
      expect(results.violations.map(({ id, help }) => ({ id, help }))).toEqual([]);
    });
  });

  test("in Portuguese, a booking host that keeps the page waiting gives way to the other ways after 3 seconds", async ({
    page,
  }) => {
    await page.context().route(isBookingPage, async (route) => {
      if (route.request().method() === "HEAD") await route.fulfill({ status: 200 });
      // The page itself never comes.
    });
    const { request } = await openPage(page, "/pt/schedule-visit", "Solicitar Consulta");
    await request.click();
    const dialog = page.getByRole("dialog", { name: "Solicitar uma Consulta" });
    await expect(dialog.locator("iframe")).toHaveCount(1);
    await expect(
      dialog.getByText("Não foi possível carregar o formulário de agendamento aqui agora."),
    ).toBeVisible({ timeout: 4_000 });
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await expect(
      dialog.getByRole("link", { name: "Conversar no WhatsApp (abre em uma nova aba)" }),
    ).toBeVisible();
    // Closed and opened again, it tries afresh.
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await request.click();
    await expect(dialog.locator("iframe")).toHaveCount(1);
    await expect(dialog.getByText("Carregando o formulário de agendamento...")).toBeVisible();
  });
});

test.describe("schedule visit without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Request Appointment and the floating button are links to the booking page in a new tab", async ({
    page,
  }) => {
    const bookingRequests = watchBookingPage(page);
    await page.goto("/schedule-visit");
    const main = page.getByRole("main");
    for (const name of [
      "Request Appointment (opens in a new tab)",
      "Request an appointment (opens in a new tab)",
    ]) {
      const link = main.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("href", BOOKING_URL);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(bookingRequests).toEqual([]);
  });
});
