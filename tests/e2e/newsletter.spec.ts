import {
  asNewClient,
  emailsTo,
  expect,
  expectNoAxeViolations,
  newestEmailTo,
  test,
  uniqueClientIp,
} from "./fixtures";

/*
 * The newsletter's double opt-in in the browser: the form asks to check the inbox, the
 * e-mail's link opens a page whose button confirms, and the e-mail's one-click unsubscribe
 * (a mail program's POST, without cookies or Origin) removes the address.
 */

function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A link from an e-mail (SITE_URL's origin) moved to the server under test. */
function onServer(href: string, baseURL: string | undefined): string {
  const link = new URL(href);
  const target = new URL(baseURL ?? "http://localhost:3000");
  link.protocol = target.protocol;
  link.host = target.host;
  return link.toString();
}

async function confirmationEmailTo(email: string) {
  await expect
    .poll(() => newestEmailTo(email)?.subject ?? "", {
      message: `a confirmation e-mail to ${email} in the outbox`,
    })
    .toMatch(/Confirm/);
  const message = newestEmailTo(email);
  if (!message) throw new Error("unreachable");
  return message;
}

test("subscribes, confirms through the e-mail's link, then unsubscribes with one click", async ({
  page,
  request,
  baseURL,
}) => {
  await asNewClient(page);
  const email = uniqueEmail("double-opt-in");
  await page.goto("/health-tips");
  await page.waitForLoadState("networkidle");
  const box = page.getByRole("region", { name: "Stay Updated with Health Tips" });
  await box.getByLabel("Email address").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toContainText("Check your inbox");

  const message = await confirmationEmailTo(email);
  const confirm = /https?:\/\/\S+\/health-tips\/newsletter\/confirm\?token=\S+/.exec(
    message.body,
  )?.[0];
  if (!confirm) throw new Error(`no confirmation link in:\n${message.body}`);
  expect(message.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
  const unsubscribe = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(message.headers)?.[1];
  if (!unsubscribe) throw new Error(`no List-Unsubscribe header in:\n${message.headers}`);
  expect(message.body).toContain(unsubscribe);

  // Opening the link asks; the button confirms.
  await page.goto(onServer(confirm, baseURL));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscribed");
  await expect(page.getByRole("status")).toContainText("Our next health tips will arrive");
  await expectNoAxeViolations(page);

  // Confirmed: the form now says so, and sends nothing more.
  await asNewClient(page);
  await page.goto(`/health-tips?category=after-confirm-${Date.now()}`);
  await box.getByLabel("Email address").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toContainText("You're already subscribed");
  expect(emailsTo(email)).toHaveLength(1);

  // The unsubscribe page asks too (axe), and a mail program's one-click POST removes the address.
  await page.goto(onServer(unsubscribe, baseURL));
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  await expectNoAxeViolations(page);
  const oneClick = await request.post(onServer(unsubscribe, baseURL), {
    headers: { "X-Forwarded-For": uniqueClientIp() },
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toContain("You&#x27;re unsubscribed");

  // Gone: subscribing again starts over with a new confirmation.
  await asNewClient(page);
  await page.goto(`/health-tips?category=after-unsubscribe-${Date.now()}`);
  await box.getByLabel("Email address").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toContainText("Check your inbox");
});

test.describe("a broken link", () => {
  // The page is answered with 400, which the browser reports.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("says so in Portuguese, with a way to subscribe again", async ({ page }) => {
    const response = await page.goto("/pt/health-tips/newsletter/confirm?token=not.a.token");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Este link não funciona");
    await expect(page.getByRole("link", { name: "Assinar de novo" })).toHaveAttribute(
      "href",
      "/pt/health-tips#newsletter-title",
    );
    await expectNoAxeViolations(page);
  });
});
