import type { Locator, Page } from "@playwright/test";
import {
  axeViolationsOf,
  devHotReloadSocket,
  devNonceMismatch,
  expect,
  gotoHydrated,
  test,
} from "./fixtures";

// (An array of several patterns must be wrapped, or Playwright reads it as [value, options].)
test.use({ allowedConsoleErrors: [[devNonceMismatch, ...devHotReloadSocket], { scope: "test" }] });

/** The demo's signup page: the site's own stand-in for the clinic's signup service. */
const SIGNUP = "/demo/membership-signup";
const SIGNUP_PATTERN = (url: URL) => url.pathname === SIGNUP;

/** The published plan prices: name, enrolment fee, monthly payment, yearly total. */
const planTable = {
  Individual: [
    ["Individual Silver", "$99", "$59", "$748"],
    ["Individual Gold", "$99", "$79", "$968"],
    ["Individual Kids", "$99", "$59", "$748"],
    ["VIP Consultations", "$90", "$39", "$519"],
  ],
  Family: [
    ["Family Silver", "$99", "$99", "$1,188"],
    ["Family Gold", "$129", "$129", "$1,548"],
    ["Family Platinum", "$149", "$149", "$1,788"],
    ["Family Diamond", "$159", "$159", "$1,908"],
    ["Family Titanium", "$179", "$179", "$2,148"],
  ],
  Senior: [
    ["Senior Individual Silver", "$99", "$69", "$858"],
    ["Senior Individual Gold", "$99", "$89", "$1,078"],
    ["Senior Family Silver", "$119", "$119", "$1,428"],
    ["Senior Family Gold", "$159", "$159", "$1,908"],
  ],
} as const;

function section(page: Page, heading: string): Locator {
  return page.getByRole("main").getByRole("region", { name: heading, exact: true });
}

/** Clicks a tab until hydration has attached its handler, then checks it is selected. */
async function selectTab(tab: Locator) {
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 500 });
  }).toPass();
}

async function expectNewTabLink(link: Locator, href = SIGNUP) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolationsOf(page)).toEqual([]);
}

test.describe("membership page", () => {
  test("on a wide screen the hero's picture sits beside its text, not under it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/membership");
    const text = await page.locator("#membership-title").locator("..").boundingBox();
    const picture = await page.locator("main section").first().locator("img").boundingBox();
    if (!text || !picture) throw new Error("the hero's text or picture is not laid out");
    // Side by side: the picture starts right of the text and shares its rows.
    expect(picture.x).toBeGreaterThanOrEqual(text.x + text.width);
    expect(picture.y).toBeLessThan(text.y + text.height);
    expect(picture.y + picture.height).toBeGreaterThan(text.y);
  });

  test("shows the hero with Apply Now, the three benefits, testimonials, the FAQ and the calls to action", async ({
    page,
    baseURL,
  }) => {
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL)) external.push(request.url());
    });
    await page.goto("/membership");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("VIP Membership");

    const applyNow = main.getByRole("link", { name: "Apply Now (opens in a new tab)" });
    await expectNewTabLink(applyNow);
    await expect(main.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "#faq");

    const benefits = section(page, "Why Become a Member?");
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveText([
      "Annual Check-Ups Included",
      "Consultations and Returns at No Extra Cost",
      "Privileged Discounts",
    ]);
    await expect(benefits).toContainText(
      "up to 30% off exams and procedures at the clinic and at our partners",
    );
    await expect(benefits).toContainText("within 14 days after each consultation");

    await expect(section(page, "What Our Members Say").locator("figure blockquote")).toHaveCount(3);

    await expect(main.getByRole("link", { name: "Request Custom Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(
      section(page, "Frequently Asked Questions").getByRole("link", { name: "Contact Us" }),
    ).toHaveAttribute("href", "/contact");
    const closing = section(page, "Ready to become a VIP member?");
    await expect(closing.getByRole("link", { name: "Apply for Membership" })).toHaveAttribute(
      "href",
      "/membership-application",
    );

    // Nothing came from another host: the signup site loads only when asked.
    expect(external).toEqual([]);
  });

  test("plan tabs: Individual by default, every plan with its prices, contents and Select Plan", async ({
    page,
  }) => {
    await page.goto("/membership");
    const plans = section(page, "Choose Your Plan");
    const tabs = plans.getByRole("tab");
    await expect(tabs).toHaveText(["Individual", "Family", "Senior"]);
    await expect(plans.getByRole("tab", { name: "Individual" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    for (const [tabName, rows] of Object.entries(planTable)) {
      const tab = plans.getByRole("tab", { name: tabName });
      if (tabName !== "Individual") await selectTab(tab);
      const panel = plans.getByRole("tabpanel", { name: tabName });
      await expect(panel).toBeVisible();
      await expect(plans.getByRole("tabpanel")).toHaveCount(1); // the others are hidden
      const cards = panel.getByRole("article");
      await expect(cards).toHaveCount(rows.length);
      await expect(cards.getByRole("heading")).toHaveText(rows.map(([name]) => name));

      for (const [index, [name, fee, monthly, yearly]] of rows.entries()) {
        const card = panel.getByRole("article", { name, exact: true });
        await expect(card).toContainText(`${fee}enrolment fee`);
        await expect(card).toContainText(`+ 11 × ${monthly}/month`);
        await expect(card).toContainText(`Yearly total: ${yearly}`);
        await expect(card).toContainText(
          "Up to 30% off exams and procedures at the clinic and partners",
        );
        // The first plan of each tab, and only it, carries the banner.
        await expect(card.getByText("MOST POPULAR", { exact: true })).toHaveCount(
          index === 0 ? 1 : 0,
        );
        await expectNewTabLink(
          card.getByRole("link", { name: `Select Plan: ${name} (opens in a new tab)` }),
        );
      }
    }
  });

  test("plan cards list each plan's published contents and facts", async ({ page }) => {
    await page.goto("/membership");
    const plans = section(page, "Choose Your Plan");
    const card = (name: string) => plans.getByRole("article", { name, exact: true });
    await expect(card("Individual Silver")).toContainText("1 annual check-up");
    await expect(card("Individual Silver")).toContainText("3 consultations");
    await expect(card("Individual Silver")).toContainText(
      "3 returns, each within 14 days after a consultation",
    );
    await expect(card("Individual Kids")).toContainText("4 returns");
    await expect(card("VIP Consultations")).toContainText("Unlimited telemedicine consultations");

    await selectTab(plans.getByRole("tab", { name: "Family" }));
    await expect(plans.getByRole("tabpanel")).toContainText("up to 4 members");
    await expect(card("Family Titanium")).toContainText("6 annual check-ups");
    await expect(card("Family Titanium")).toContainText("12 consultations");

    await selectTab(plans.getByRole("tab", { name: "Senior" }));
    for (const name of ["Senior Individual Silver", "Senior Family Gold"]) {
      await expect(card(name)).toContainText(
        "Check-ups include an EKG, a fecal blood test and a chest X-ray",
      );
    }
    await expect(card("Senior Individual Gold")).toContainText("5 follow-up visits");
    await expect(card("Senior Family Gold")).toContainText("3 annual check-ups");
  });

  test("the tabs work with the keyboard", async ({ page }) => {
    await page.goto("/membership");
    const plans = section(page, "Choose Your Plan");
    const individual = plans.getByRole("tab", { name: "Individual" });
    await selectTab(individual);
    await individual.focus();
    await page.keyboard.press("ArrowRight");
    await expect(plans.getByRole("tab", { name: "Family" })).toBeFocused();
    await expect(plans.getByRole("tabpanel", { name: "Family" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(plans.getByRole("tabpanel", { name: "Senior" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(plans.getByRole("tab", { name: "Individual" })).toBeFocused();
  });

  test("Learn More goes to the FAQ, smoothly unless the visitor prefers reduced motion", async ({
    page,
  }) => {
    await page.goto("/membership");
    const faq = page.getByRole("heading", { name: "Frequently Asked Questions" });
    await expect(faq).not.toBeInViewport();
    const scrollBehavior = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    expect(await scrollBehavior()).toBe("smooth");
    await page.getByRole("main").getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/\/membership#faq$/);
    await expect(faq).toBeInViewport();

    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await scrollBehavior()).toBe("auto");
  });

  test("FAQ: one answer open at a time, collapsible, with the membership facts", async ({
    page,
  }) => {
    await page.goto("/membership");
    const faq = section(page, "Frequently Asked Questions");
    const questions = faq.locator("h3 button");
    await expect(questions).toHaveCount(6);
    const first = questions.nth(0);
    const second = questions.nth(1);
    await expect(async () => {
      await first.click();
      await expect(first).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
    }).toPass();
    await expect(faq).toContainText("up to 4 members");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText(/10% discount/)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText(/10% discount/)).toBeHidden();

    for (const [question, fact] of [
      ["When can I use my returns?", "within 14 days after the consultation"],
      ["Are exams and procedures included?", "up to 30% off exams and procedures"],
      ["What does the senior check-up include?", "an EKG, a fecal blood test and a chest X-ray"],
      ["Can I cancel my membership?", "30 days' notice"],
    ] as const) {
      await faq.getByRole("button", { name: question }).click();
      await expect(faq.getByText(fact)).toBeVisible();
    }
  });

  test("has no accessibility violations with another tab selected", async ({ page }) => {
    await page.goto("/membership");
    await selectTab(section(page, "Choose Your Plan").getByRole("tab", { name: "Family" }));
    await expectNoAxeViolations(page);
  });

  test("is translated under /pt", async ({ page }) => {
    await page.goto("/pt/membership");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Plano VIP");
    await expectNewTabLink(main.getByRole("link", { name: "Quero Aderir (abre em uma nova aba)" }));
    await expect(main.getByRole("link", { name: "Saiba Mais" })).toHaveAttribute("href", "#faq");
    await expect(
      section(page, "Por que ser membro?").getByRole("heading", { level: 3 }),
    ).toHaveText([
      "Check-ups Anuais Incluídos",
      "Consultas e Retornos sem Custo Adicional",
      "Descontos Exclusivos",
    ]);
    const plans = section(page, "Escolha o seu Plano");
    await expect(plans.getByRole("tab")).toHaveText(["Individual", "Família", "Sênior"]);
    const silver = plans.getByRole("article", { name: "Individual Prata" });
    await expect(silver).toContainText("MAIS POPULAR");
    await expect(silver).toContainText("US$\u00a099taxa de adesão");
    await expect(silver).toContainText("+ 11 × US$\u00a059/mês");
    await expect(silver).toContainText("Total anual: US$\u00a0748");
    await expectNewTabLink(
      silver.getByRole("link", { name: "Escolher Plano: Individual Prata (abre em uma nova aba)" }),
    );
    await selectTab(plans.getByRole("tab", { name: "Família" }));
    await expect(plans.getByRole("article", { name: "Família Prata" })).toContainText(
      "Total anual: US$\u00a01.188",
    );
    await expect(
      main.getByRole("link", { name: "Solicitar Orçamento Personalizado" }),
    ).toHaveAttribute("href", "/pt/contact");
    await expect(
      section(page, "Perguntas Frequentes").getByRole("link", { name: "Fale Conosco" }),
    ).toHaveAttribute("href", "/pt/contact");
    await expect(main.getByRole("link", { name: "Solicitar Adesão" })).toHaveAttribute(
      "href",
      "/pt/membership-application",
    );
  });
});

test.describe("membership page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every plan of the three tabs, one group after the other", async ({ page }) => {
    await page.goto("/membership");
    const plans = section(page, "Choose Your Plan");
    await expect(plans.getByRole("tablist")).toBeHidden();
    await expect(plans.getByRole("heading", { level: 3 })).toHaveText([
      "Individual plans",
      "Family plans",
      "Senior plans",
    ]);
    const selectLinks = plans.getByRole("link", { name: /^Select Plan: / });
    await expect(selectLinks).toHaveCount(13);
    for (const link of await selectLinks.all()) await expect(link).toBeVisible();
    await expect(plans.getByText("MOST POPULAR", { exact: true })).toHaveCount(3);
    for (const [name] of Object.values(planTable).flat()) {
      await expect(plans.getByRole("article", { name, exact: true })).toBeVisible();
    }

    // Learn More is a plain link to the FAQ.
    await page.getByRole("main").getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(
      page.getByRole("heading", { name: "Frequently Asked Questions" }),
    ).toBeInViewport();
  });
});

test.describe("membership application", () => {
  /**
   * Time stands still from the start; only `page.clock.runFor` moves it. (It starts
   * at today's date, so the footer's year matches the server's.)
   */
  async function stopTime(page: Page) {
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
  }
  /**
   * The signup host answers the screen's question (a HEAD: reachable.ts), but its page
   * never comes: the frame never loads.
   */
  async function signupHangs(page: Page) {
    await page.route(SIGNUP_PATTERN, async (route) => {
      if (route.request().method() === "HEAD") await route.fulfill({ status: 200 });
    });
  }

  const frame = (page: Page) =>
    page.getByRole("main").locator('iframe[title="VIP membership application form"]');
  const fallback = (page: Page) =>
    page.getByRole("main").getByRole("region", { name: "VIP Membership Application" });
  const fallbackMessage =
    "We're unable to load the form directly. Please use one of the options below:";

  async function expectFallback(page: Page, { focused = false } = {}) {
    const options = fallback(page);
    await expect(options).toBeVisible();
    await expect(options).toContainText(fallbackMessage);
    await expectNewTabLink(
      options.getByRole("link", { name: "Open Membership Application (opens in a new tab)" }),
    );
    await expect(options.getByRole("link", { name: "Back to Website" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(options.getByRole("link", { name: /\(407\) 555-0142/ })).toHaveAttribute(
      "href",
      "tel:+14075550142",
    );
    await expect(options.getByRole("link", { name: /hello@clinic\.example\.com/ })).toHaveAttribute(
      "href",
      "mailto:hello@clinic.example.com",
    );
    await expect(frame(page)).toHaveCount(0);
    await expect(page.getByText("Loading membership application...")).toBeHidden();
    if (focused) await expect(options).toBeFocused();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  }

  test("shows the form when the frame loads first, with the header's two links", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/membership-application");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("VIP Membership Application");
    await expect(main.getByRole("link", { name: "Back to the clinic website" })).toHaveAttribute(
      "href",
      "/",
    );
    await expectNewTabLink(main.getByRole("link", { name: "Open in New Tab" }));

    await expect(frame(page)).toHaveAttribute("src", SIGNUP);
    // The demo's stand-in for the signup service, which says it is one.
    const signup = page.frameLocator('iframe[title="VIP membership application form"]');
    await expect(signup.getByRole("heading")).toHaveText("Membership application");
    await expect(signup.getByText("Demo", { exact: true })).toBeVisible();
    await expect(page.getByText("Loading membership application...")).toBeHidden();
    await expect(frame(page)).toBeVisible();

    // The 3-second timer no longer matters once the form is there.
    await page.clock.runFor(5000);
    await expect(frame(page)).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A loaded frame may be the browser's own error page: the way out stays offered.
    await main.getByRole("button", { name: "Having trouble? Click here" }).click();
    await expectFallback(page, { focused: true });
  });

  test("shows the loading overlay, then the fallback after 3 seconds without a load", async ({
    page,
  }) => {
    await stopTime(page);
    await signupHangs(page);
    await page.goto("/membership-application");
    await expect(frame(page)).toHaveCount(1); // the screen's script ran: the timer is set
    const overlay = page
      .getByRole("status")
      .filter({ hasText: "Loading membership application..." });
    await expect(overlay).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("button", { name: "Having trouble? Click here" }),
    ).toBeVisible();

    await page.clock.runFor(2500);
    await expect(overlay).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);

    await page.clock.runFor(600);
    await expectFallback(page);
    // The header's own links give way to the fallback's.
    await expect(page.getByRole("link", { name: "Back to the clinic website" })).toHaveCount(0);
    await page.clock.resume(); // axe waits on timers of its own
    await expectNoAxeViolations(page);
  });

  test("starts the same way after a client-side navigation from the membership page", async ({
    page,
  }) => {
    await stopTime(page);
    await gotoHydrated(page, "/membership");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document" && request.frame() === page.mainFrame()) {
        documents.push(request.url());
      }
    });
    await page.getByRole("main").getByRole("link", { name: "Apply for Membership" }).click();
    await expect(page).toHaveURL(/\/membership-application$/);
    // The router rendered the screen (no new document), and the screen started its script.
    await expect(
      page.frameLocator('iframe[title="VIP membership application form"]').getByRole("heading"),
    ).toHaveText("Membership application");
    await expect(page.getByText("Loading membership application...")).toBeHidden();
    await page.clock.runFor(5000);
    await expect(frame(page)).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
    expect(documents).toEqual([]);
  });

  test.describe("when the signup host does not resolve", () => {
    test.use({
      allowedConsoleErrors: [
        [devNonceMismatch, ...devHotReloadSocket, /net::ERR_NAME_NOT_RESOLVED/],
        { scope: "test" },
      ],
    });

    test("falls back within 3 seconds, without a frame", async ({ page }) => {
      await page.route(SIGNUP_PATTERN, (route) => route.abort("namenotresolved"));
      await page.goto("/membership-application");
      await page.waitForLoadState("load");
      await expect(fallback(page)).toBeVisible({ timeout: 3_000 });
      await expectFallback(page);
      await expect(
        fallback(page).getByRole("link", { name: "Chat on WhatsApp (opens in a new tab)" }),
      ).toHaveAttribute("href", "https://wa.me/14075550199");
    });
  });

  test("falls back when the signup host does not answer the question within 3 seconds", async ({
    page,
  }) => {
    await stopTime(page);
    await page.route(SIGNUP_PATTERN, () => {}); // neither the question nor the page
    await page.goto("/membership-application");
    await expect(page.getByText("Loading membership application...")).toBeVisible();
    await page.clock.runFor(3100);
    await expectFallback(page);
  });

  test("falls back at once when the visitor clicks Having trouble", async ({ page }) => {
    await stopTime(page); // on a loaded machine the 3-second timer could win the race
    await signupHangs(page);
    await page.goto("/membership-application");
    await expect(frame(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Having trouble? Click here" }).click();
    await expectFallback(page, { focused: true });
  });

  test("falls back when the frame reports an error", async ({ page }) => {
    // Else on a loaded machine the 3-second timer may replace the frame before the event.
    await stopTime(page);
    await signupHangs(page);
    await page.goto("/membership-application");
    await expect(frame(page)).toHaveCount(1);
    // Browsers seldom fire "error" on a frame (a failed page usually fires "load"),
    // but when one does, the visitor gets the options without waiting.
    await frame(page).evaluate((element) => element.dispatchEvent(new Event("error")));
    await expectFallback(page);
  });

  test("is translated under /pt", async ({ page }) => {
    await stopTime(page); // the button is clicked before the 3-second fallback
    await signupHangs(page);
    await page.goto("/pt/membership-application");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Adesão ao Plano VIP");
    await expect(main.getByRole("link", { name: "Voltar ao site da clínica" })).toHaveAttribute(
      "href",
      "/pt",
    );
    await expectNewTabLink(main.getByRole("link", { name: "Abrir em Nova Aba" }));
    await expect(main.getByText("Carregando o formulário de adesão...")).toBeVisible();
    await expect(main.locator("iframe")).toHaveCount(1);
    await main.getByRole("button", { name: "Com problemas? Clique aqui" }).click();
    const options = main.getByRole("region", { name: "Adesão ao Plano VIP" });
    await expect(options).toContainText(
      "Não foi possível carregar o formulário aqui. Use uma das opções abaixo:",
    );
    await expectNewTabLink(
      options.getByRole("link", { name: "Abrir Formulário de Adesão (abre em uma nova aba)" }),
    );
    await expect(options.getByRole("link", { name: "Voltar ao Site" })).toHaveAttribute(
      "href",
      "/pt",
    );
  });
});

test.describe("membership application without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the other ways to apply straight away", async ({ page }) => {
    await page.goto("/membership-application");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main").locator("iframe")).toHaveCount(0);
    await expect(page.getByText("Loading membership application...")).toBeHidden();
    await expect(page.getByRole("button", { name: "Having trouble? Click here" })).toBeHidden();
    const options = page
      .getByRole("main")
      .getByRole("region", { name: "VIP Membership Application" });
    await expect(options).toBeVisible();
    await expect(options).toContainText(
      "We're unable to load the form directly. Please use one of the options below:",
    );
    await expectNewTabLink(
      options.getByRole("link", { name: "Open Membership Application (opens in a new tab)" }),
    );
    await expect(options.getByRole("link", { name: "Back to Website" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(options.getByRole("link", { name: /\(407\) 555-0142/ })).toBeVisible();
    await expect(options.getByRole("link", { name: /hello@clinic\.example\.com/ })).toBeVisible();
  });
});
