import type { Page, Request, Route } from "@playwright/test";
import { asNewClient, expect, expectBelowHeader, test, toasts, waitForHydration } from "./fixtures";

/*
 * A public form's post that gets no answer (the phone loses its signal, a proxy answers
 * with a page of its own) keeps the page, its layout and every value typed, says the
 * form's error toast, and sending again re-sends the same one-time key (issue 28).
 */

test.use({
  allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|status of 50[02]/],
});

/** React Router's data requests: a form's post goes to `<page>.data`. */
const isDataPost = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname.endsWith(".data");

/** Until it is removed, every post of a form fails the way `answer` says. */
async function failPosts(page: Page, answer: (route: Route) => Promise<void>) {
  const keys: string[] = [];
  const handler = async (route: Route) => {
    if (!isDataPost(route.request())) return route.fallback();
    keys.push(new URLSearchParams(route.request().postData() ?? "").get("submissionKey") ?? "");
    await answer(route);
  };
  await page.route("**/*", handler);
  return { keys, stop: () => page.unroute("**/*", handler) };
}

/** The submission key of the next post that reaches the server. */
function nextPostedKey(page: Page): Promise<string> {
  return page
    .waitForRequest(isDataPost)
    .then((request) => new URLSearchParams(request.postData() ?? "").get("submissionKey") ?? "");
}

async function expectLayoutKept(page: Page) {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeAttached();
  await expect(page.getByRole("link", { name: /WhatsApp/ }).last()).toBeAttached();
}

test.describe("a post that gets no answer", () => {
  test.beforeEach(async ({ page }) => {
    await asNewClient(page);
  });

  test("contact: the connection drops; the message stays, the toast says so, and sending again uses the same key", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByRole("main").locator("form");
    const typed = {
      "Full Name": "Maria Unanswered",
      "Email Address": "maria.unanswered@example.com",
      Message: "My signal drops on the bus.\nPlease call me back.",
    };
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value);
    await form.getByLabel(/^Service of Interest/).selectOption("checkup");

    const offline = await failPosts(page, (route) => route.abort("internetdisconnected"));
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(toasts(page, "Error Sending Message")).toBeVisible();
    await expect(form.getByRole("status")).toContainText(
      "There was an error sending your message. Please try again.",
    );
    await expectLayoutKept(page);
    for (const [label, value] of Object.entries(typed)) {
      await expect(form.getByLabel(label)).toHaveValue(value);
    }
    await expect(form.getByLabel(/^Service of Interest/)).toHaveValue("checkup");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();

    // Back online: the same post again, with the key the lost one carried.
    await offline.stop();
    const resent = nextPostedKey(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(await resent).toBe(offline.keys[0]);
    expect(offline.keys[0]).toMatch(/^[0-9a-f]{32}$/);
    await expect(toasts(page, "Message Sent Successfully")).toBeVisible();
    // The new outcome replaces the stale one (well before its own 6 s are up).
    await expect(toasts(page, "Error Sending Message")).toHaveCount(0, { timeout: 1500 });
    await expect(form.getByLabel("Full Name")).toHaveValue("");
  });

  test("contact in Portuguese: a proxy's 502 page keeps the message and says so in Portuguese", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/pt/contact");
    await waitForHydration(page);
    const form = page.getByRole("main").locator("form");
    await form.getByLabel("Nome completo").fill("João Sem Resposta");
    await form.getByLabel("E-mail").fill("joao.semresposta@example.com");
    await form.getByLabel("Mensagem").fill("Gostaria de marcar um check-up.");

    await failPosts(page, (route) =>
      route.fulfill({
        status: 502,
        contentType: "text/html",
        body: "<html><body>502 Bad Gateway</body></html>",
      }),
    );
    await form.getByRole("button", { name: "Enviar mensagem" }).click();

    await expectBelowHeader(page, toasts(page, "Erro ao enviar a mensagem"));
    await expectLayoutKept(page);
    await expect(form.getByLabel("Nome completo")).toHaveValue("João Sem Resposta");
    await expect(form.getByLabel("Mensagem")).toHaveValue("Gostaria de marcar um check-up.");
  });

  test("partnership: the connection drops; the request stays and the toast says so", async ({
    page,
  }) => {
    await page.goto("/foundation");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Become a Partner" }).click();
    const form = page.locator("#partner form");
    await form.getByLabel("Company Name").fill("Unanswered Pharmacy");
    await form.getByLabel("Contact Person").fill("Carla Lima");
    await form.getByLabel("Email Address").fill("carla@unanswered.example.com");
    const plan = "We would like to sponsor the flu shots at your next fair.";
    await form.getByLabel("How would you like to partner with us?").fill(plan);

    await failPosts(page, (route) => route.abort("internetdisconnected"));
    await form.getByRole("button", { name: "Submit Partnership Request" }).click();

    await expect(toasts(page, "Error Sending Request")).toBeVisible();
    await expectLayoutKept(page);
    await expect(form.getByLabel("Company Name")).toHaveValue("Unanswered Pharmacy");
    await expect(form.getByLabel("How would you like to partner with us?")).toHaveValue(plan);
  });

  test("newsletter: the connection drops; the address stays and the toast says so", async ({
    page,
  }) => {
    await page.goto("/health-tips");
    await waitForHydration(page);
    const box = page.getByRole("region", { name: "Stay Updated with Health Tips" });
    await box.getByLabel("Email address").fill("reader.unanswered@example.com");

    await failPosts(page, (route) => route.abort("internetdisconnected"));
    await box.getByRole("button", { name: "Subscribe" }).click();

    await expect(toasts(page, "We couldn't subscribe you")).toBeVisible();
    await expectLayoutKept(page);
    await expect(box.getByLabel("Email address")).toHaveValue("reader.unanswered@example.com");
    // The article list is still there: nothing was read again from the unreachable server.
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  });
});

test("a page whose data cannot be read shows the error inside the layout, with the contact buttons", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.route(
    (url) => url.pathname.endsWith("/team.data"),
    (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }),
  );
  await page.getByRole("banner").getByRole("link", { name: "Our Team" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expectLayoutKept(page);
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/team");
});
