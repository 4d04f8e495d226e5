import { expect, firstTeamMemberPath, test } from "./fixtures";

test.describe("home", () => {
  test("shows every section of the home page, with working links", async ({ page }) => {
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(process.env.E2E_BASE_URL ?? "")) external.push(request.url());
    });
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Our Services" })).toHaveAttribute(
      "href",
      "/services",
    );
    await expect(main.getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute(
      "href",
      "/contact",
    );

    for (const tile of [
      "Weight Management",
      "Immigration Services",
      "IV Therapy",
      "Senior Health",
    ]) {
      await expect(main.getByRole("link", { name: new RegExp(`^${tile}`) })).toHaveAttribute(
        "href",
        "/services",
      );
    }
    await expect(
      main.getByRole("heading", { name: "Why Choose VIP Walk-In Clinic?" }),
    ).toBeVisible();
    await expect(
      main
        .locator("section", { has: page.getByRole("heading", { name: /^Why Choose/ }) })
        .getByRole("listitem"),
    ).toHaveCount(4);
    for (const [name, href] of [
      ["VIP Membership", "/services/membership"],
      ["Complete Check-Up", "/services/checkup"],
      ["Medical Consultation", "/services/consultation"],
    ]) {
      await expect(main.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
        "href",
        href ?? "",
      );
    }
    await expect(main.locator("figure blockquote")).toHaveCount(3);
    for (const name of ["Read our reviews", "Leave a review"]) {
      const link = main.getByRole("link", { name: new RegExp(name) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /^https:\/\/reviews\.example\.com\//);
    }
    await expect(
      main.getByRole("heading", { name: "Ready to take care of your health?" }),
    ).toBeVisible();

    // The scroll-down button goes to the next section, which then starts right under the
    // sticky header (no gap between them), on a desktop and on a phone.
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 667 },
    ]) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.getByRole("link", { name: "Scroll down to learn more" }).click();
      await expect(page).toHaveURL(/#care$/);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const header = document.querySelector("header")?.getBoundingClientRect();
            const section = document.getElementById("care")?.getBoundingClientRect();
            return header && section ? Math.round(section.top - header.bottom) : null;
          }),
        )
        .toBe(0);
    }

    // Nothing came from another host.
    expect(external).toEqual([]);
  });

  test("loads a video player only when asked, from the privacy-friendly host", async ({ page }) => {
    const embedRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("youtube")) embedRequests.push(request.url());
    });
    // Keep the test off the network: answer the embed locally.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }),
    );
    await page.goto("/");
    const videos = page
      .getByRole("heading", { name: "Get to Know Us" })
      .locator("xpath=ancestor::section");
    const playButtons = videos.getByRole("button", { name: /^Play video:/ });
    await expect(playButtons).toHaveCount(3);
    await expect(videos.locator("iframe")).toHaveCount(0);
    expect(embedRequests).toEqual([]);

    await playButtons.first().click();
    const player = videos.locator("iframe");
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(player).toHaveAttribute("title", "A Tour of Our Clinic");
  });

  test("is translated under /pt", async ({ page }) => {
    await page.goto("/pt");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Nossos Serviços" })).toHaveAttribute(
      "href",
      "/pt/services",
    );
    await expect(main.getByRole("link", { name: "Fale Conosco" }).first()).toHaveAttribute(
      "href",
      "/pt/contact",
    );
    await expect(main.getByRole("heading", { name: /^Por que escolher/i })).toBeVisible();
    await expect(
      main.getByRole("button", { name: /^Assistir ao vídeo|^Reproduzir vídeo/ }),
    ).toHaveCount(3);
  });
});

test.describe("about", () => {
  test("shows mission, story, videos, the six values, the quote and the call to action", async ({
    page,
  }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("About VIP Walk-In Clinic");
    await expect(main.getByRole("heading", { name: "Our Mission and Vision" })).toBeVisible();
    await expect(main.getByRole("heading", { name: /Helena Duarte/ })).toBeVisible();
    for (const value of [
      "Health",
      "Care",
      "Humanized",
      "Family-Oriented",
      "Good-Humored",
      "Excellence",
    ]) {
      await expect(main.getByRole("heading", { level: 3, name: value, exact: true })).toBeVisible();
    }
    await expect(main.locator("blockquote")).toBeVisible();
    await expect(main.getByRole("button", { name: /^Play video:/ })).toHaveCount(3);
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("is translated under /pt", async ({ page }) => {
    await page.goto("/pt/about");
    const main = page.getByRole("main");
    for (const value of [
      "Saúde",
      "Cuidado",
      "Atendimento humanizado",
      "Foco na família",
      "Bom humor",
      "Excelência",
    ]) {
      await expect(main.getByRole("heading", { level: 3, name: value, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "Fale Conosco" })).toHaveAttribute(
      "href",
      "/pt/contact",
    );
  });
});

test.describe("team", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource.*404/] });

  test("lists the active members in order, each linking to its profile", async ({ page }) => {
    await page.goto("/team");
    const cards = page.getByRole("main").locator('a[href^="/team/"]');
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByRole("heading")).toHaveText("Helena Duarte");
    await expect(page.getByRole("main")).not.toContainText("Megan Carter");
  });

  test("a profile shows the portrait, qualifications, bio, specialties, an appointment prompt and four others", async ({
    page,
  }) => {
    const path = await firstTeamMemberPath(page);
    await page.goto(path);
    const main = page.getByRole("main");
    const name = (await main.getByRole("heading", { level: 1 }).innerText()).trim();
    // Every demo member has a portrait, served from its renderings; the initials tile of a
    // member without one is checked in admin-off-site-images.spec.ts and below (a broken photo).
    const photo = main.getByRole("img", { name: `Photo of ${name}` }).first();
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute(
      "src",
      /^\/images\/generated\/team\/[a-z-]+\.[0-9a-f]{10}-\d+\.webp$/,
    );
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(main.getByRole("heading", { name: "Qualifications" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Specialties" })).toBeVisible();
    // Paragraph breaks of the bio are kept.
    const bio = main.getByRole("heading", { name: "About" }).locator("xpath=following-sibling::p");
    expect(await bio.innerText()).toContain("\n");
    await expect(main.getByRole("link", { name: "Book an Appointment" })).toHaveAttribute(
      "href",
      "/contact",
    );
    const others = main
      .getByRole("heading", { name: "Meet Other Team Members" })
      .locator("xpath=ancestor::section")
      .locator('a[href^="/team/"]');
    await expect(others).toHaveCount(4);
    await expect(
      others.filter({ has: page.getByRole("heading", { name, exact: true }) }),
    ).toHaveCount(0);
  });

  test("a broken photo falls back to the initials avatar", async ({ page }) => {
    // Her photo is the story artwork, served from its renderings (/images/generated/story.…).
    await page.route("**/images/generated/story.*", (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/team");
    await page.getByRole("main").locator('a[href^="/team/"]').first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Helena Duarte");
    await expect(
      page.getByRole("main").getByRole("img", { name: "Photo of Helena Duarte" }).first(),
    ).toHaveText("HD");
  });

  test("is translated under /pt", async ({ page }) => {
    await page.goto("/pt/team");
    await page.getByRole("main").locator('a[href^="/pt/team/"]').nth(2).click();
    await expect(page).toHaveURL(/\/pt\/team\//);
    await expect(
      page.getByRole("main").getByRole("heading", { name: "Especialidades" }),
    ).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Agendar Consulta" }),
    ).toHaveAttribute("href", "/pt/contact");
  });
});

test.describe("page loads without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the team page has the members in its HTML, not placeholders", async ({ page }) => {
    await page.goto("/team");
    await expect(page.getByRole("main").locator('a[href^="/team/"]')).toHaveCount(6);
    await expect(page.getByTestId("team-skeleton")).toHaveCount(0);
  });

  test("the team list pages on the server: one page here, so no pager, and a page past it is not found", async ({
    page,
    request,
  }) => {
    await page.goto("/pt/team?page=1&utm_source=mail");
    await expect(page.getByRole("main").locator('a[href^="/pt/team/"]')).toHaveCount(6);
    await expect(page.getByRole("navigation", { name: "Páginas da equipe" })).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/pt\/team$/);
    await expect(page.locator('link[rel="next"]')).toHaveCount(0);
    const missing = await request.get("/team?page=2");
    expect(missing.status()).toBe(404);
    // The last page shows instead, the way back.
    expect(await missing.text()).toMatch(/href="\/team\/[a-z0-9-]+"/);
  });

  test("the video section shows its videos, not a loading message", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("main").getByRole("button", { name: /^Play video:/ })).toHaveCount(
      3,
    );
    await expect(page.getByText("Loading videos...")).toHaveCount(0);
  });
});

test.describe("services", () => {
  test("lists the eleven services, each leading to Schedule Visit", async ({ page }) => {
    await page.goto("/services");
    const main = page.getByRole("main");
    await expect(main.locator("article")).toHaveCount(11);
    const links = main.locator("article a");
    await expect(links).toHaveCount(11);
    for (const href of await links.evaluateAll((anchors) =>
      anchors.map((a) => a.getAttribute("href")),
    )) {
      expect(href).toBe("/schedule-visit");
    }
    await expect(main.getByRole("heading", { name: "Our Approach to Care" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  const details = [
    {
      id: "membership",
      title: "VIP Membership",
      price: "Starting at $99/month",
      facts: ["30 days' notice"],
    },
    {
      id: "checkup",
      title: "Complete Check-Up",
      price: "$350 - $500 depending on tests",
      facts: ["60-90 minutes", "8-12 hours"],
    },
    {
      id: "physical-evaluation",
      title: "Physical Evaluation",
      price: "$150 - $250",
      facts: ["30-45 minutes"],
    },
    {
      id: "consultation",
      title: "Medical Consultation",
      price: "$100 - $200 per session",
      facts: ["30-45 minutes"],
    },
    {
      id: "weight-loss",
      title: "Weight Loss Program",
      price: "Starting at $350 for the initial assessment and plan",
      facts: ["1-2 pounds"],
    },
  ];
  for (const detail of details) {
    test(`/services/${detail.id} shows its content, price, FAQs and three other services`, async ({
      page,
    }) => {
      await page.goto(`/services/${detail.id}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(detail.title);
      await expect(main).toContainText(detail.price);
      for (const fact of detail.facts) await expect(main).toContainText(fact);
      await expect(main.getByRole("heading", { name: "Benefits" })).toBeVisible();
      const others = main
        .getByRole("heading", { name: "Other Services" })
        .locator("xpath=ancestor::section")
        .locator("a");
      await expect(others).toHaveCount(3);
      await expect(others.filter({ hasText: detail.title })).toHaveCount(0);
    });
  }

  test("FAQs open one at a time and close again", async ({ page }) => {
    await page.goto("/services/checkup");
    const questions = page.getByRole("main").getByRole("button", { expanded: false });
    await expect(questions).toHaveCount(4);
    const first = page.getByRole("main").locator("h3 button").nth(0);
    const second = page.getByRole("main").locator("h3 button").nth(1);
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
  });

  test("are translated under /pt", async ({ page }) => {
    await page.goto("/pt/services/checkup");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Check-up Completo");
    await expect(main.getByRole("heading", { name: "Perguntas Frequentes" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Voltar para os Serviços" })).toHaveAttribute(
      "href",
      "/pt/services",
    );
  });
});
