import type { Locator, Page } from "@playwright/test";
import { devNonceMismatch, expect, test } from "./fixtures";

test.use({ allowedConsoleErrors: [devNonceMismatch] });

/** The page section titled by a heading (its <section> is labelled by it). */
function region(page: Page, name: string | RegExp): Locator {
  return page.getByRole("main").getByRole("region", { name, exact: typeof name === "string" });
}

/** Waits until every image in the locator has actually loaded (they are lazy). */
async function expectImagesLoaded(images: Locator) {
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
}

const partnerBenefits = [
  ["Silkwave Laser Studio", "Laser Hair Removal", "80% off laser hair removal"],
  ["Lumenrose Aesthetics", "Laser Aesthetics", "60% off 3 areas of laser treatment"],
  ["Fadeline Barber Co.", "Barber Shop", "30% off all services"],
  ["Brightbay Dental", "Dental Office", "Up to 20% off dental treatments"],
  [
    "Tidewell Physio & Wellness",
    "Wellness & Physiotherapy",
    "60% off your first session, then 10% off every session after",
  ],
  ["Cantinho do Sabor Brazilian Kitchen", "Brazilian Restaurant", "10% off your bill"],
] as const;

/** The partners that have a logo, in page order; the other two have none. */
const partnersWithLogos = [
  "Silkwave Laser Studio",
  "Lumenrose Aesthetics",
  "Brightbay Dental",
  "Tidewell Physio & Wellness",
];

test.describe("partners", () => {
  test("explains how it works in three numbered steps", async ({ page }) => {
    await page.goto("/partners");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Partners");
    const steps = region(page, "How It Works").getByRole("list");
    expect(await steps.evaluate((list) => list.tagName)).toBe("OL");
    await expect(steps.getByRole("listitem").getByRole("heading")).toHaveText([
      "Join VIP Membership",
      "Present Your ID",
      "Enjoy Benefits",
    ]);
    await expect(steps.getByRole("listitem").first()).toContainText("1");
  });

  test("shows six partner cards with category and member benefit, and logos where they exist", async ({
    page,
  }) => {
    await page.goto("/partners");
    const list = region(page, "Our Partners");
    const cards = list.getByRole("article");
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      partnerBenefits.map(([name]) => name),
    );
    for (const [name, category, benefit] of partnerBenefits) {
      const card = cards.filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card).toContainText(category);
      await expect(card).toContainText(benefit);
      await expect(card.locator("img")).toHaveCount(partnersWithLogos.includes(name) ? 1 : 0);
    }
    await expectImagesLoaded(list.locator("img"));
  });

  test("the logo strip shows exactly the partners with logos and ends with '…and more to come.'", async ({
    page,
  }) => {
    await page.goto("/partners");
    const strip = region(page, "Proud to Partner With");
    await expect(strip.getByRole("listitem")).toHaveText(partnersWithLogos);
    await expect(strip).not.toContainText("Fadeline Barber Co.");
    await expect(strip).not.toContainText("Cantinho do Sabor");
    const logos = strip.locator("img");
    await expect(logos).toHaveCount(partnersWithLogos.length);
    for (const logo of await logos.all()) {
      // Each logo's WebP rendering (AVIF and WebP sources beside it).
      await expect(logo).toHaveAttribute(
        "src",
        /^\/images\/generated\/partners\/[\w-]+\.[0-9a-f]{10}-\d+\.webp$/,
      );
      await expect(logo).toHaveAttribute("width", /^\d+$/);
      await expect(logo).toHaveAttribute("height", /^\d+$/);
    }
    await expectImagesLoaded(logos);
    expect((await strip.innerText()).trim()).toMatch(/…and more to come\.$/);
  });

  test("why become a member lists four benefits and the button leads to /membership", async ({
    page,
  }) => {
    await page.goto("/partners");
    const why = region(page, "Why Become a Member");
    await expect(why.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(why.getByRole("heading", { level: 3 }).last()).toHaveText(
      "Up to 30% off exams and procedures",
    );
    const join = region(page, "Join Today");
    await expect(join).toContainText("Become a VIP member today");
    const button = join.getByRole("link", { name: "Become a VIP Member" });
    await expect(button).toHaveAttribute("href", "/membership");
    await button.click();
    await expect(page).toHaveURL(/\/membership$/);
  });

  test("is translated under /pt", async ({ page }) => {
    await page.goto("/pt/partners");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Parceiros");
    for (const heading of ["Como Funciona", "Nossos Parceiros", "Por que ser Membro"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(region(page, "Como Funciona").getByRole("listitem")).toHaveCount(3);
    await expect(region(page, "Nossos Parceiros")).toContainText(
      "80% de desconto na depilação a laser",
    );
    await expect(main.getByRole("link", { name: "Seja um Membro VIP" })).toHaveAttribute(
      "href",
      "/pt/membership",
    );
    expect((await region(page, "Temos orgulho de ser parceiros de").innerText()).trim()).toMatch(
      /…e muitos outros em breve\.$/,
    );
  });
});

const insurerPlans = {
  Cigna: ["Open Access Plus", "LocalPlus", "Connect"],
  Aetna: ["Open Access Managed Choice", "Aetna Choice POS II", "Medicare Advantage PPO"],
  "Florida Blue": ["BlueOptions", "BlueSelect", "BlueCare"],
  Medicaid: [
    "Florida Medicaid managed care plans (Statewide Medicaid Managed Care)",
    "Medicaid Fee-for-Service",
    "KidCare",
  ],
  Medicare: ["Original Medicare Part B", "Medicare Advantage", "Medicare Supplement"],
} as const;

test.describe("insurance", () => {
  test("lists the five accepted insurers, each with a mark, a description and three plans", async ({
    page,
  }) => {
    await page.goto("/insurance");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Insurance");
    const accepted = region(page, "Accepted Insurance");
    const cards = accepted.getByRole("article");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(Object.keys(insurerPlans));
    for (const [name, plans] of Object.entries(insurerPlans)) {
      const card = cards.filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(
        card.getByRole("list", { name: "Plans accepted" }).getByRole("listitem"),
      ).toHaveText([...plans]);
      await expect(card.locator("p").first()).not.toBeEmpty();
      await expect(card.locator("img")).toHaveAttribute(
        "src",
        /^\/images\/generated\/insurers\/[\w-]+\.[0-9a-f]{10}-\d+\.webp$/,
      );
    }
    await expectImagesLoaded(cards.locator("img"));

    const note = accepted.getByRole("note");
    await expect(note).toContainText("can change");
    await expect(note.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+\d+$/);
  });

  test("says what to bring", async ({ page }) => {
    await page.goto("/insurance");
    await expect(region(page, "What to Bring").getByRole("listitem")).toHaveText([
      "A photo ID",
      "Your insurance card",
      "A list of your current medications",
      "A referral, if your plan requires one",
      "A payment method for copays",
    ]);
  });

  test("answers four questions, one open at a time", async ({ page }) => {
    await page.goto("/insurance");
    const faq = region(page, "Frequently Asked Questions");
    const questions = faq.getByRole("button");
    await expect(questions).toHaveCount(4);
    for (const question of await questions.all()) {
      await expect(question).toHaveAttribute("aria-expanded", "false");
    }
    const [first, second] = [questions.nth(0), questions.nth(1)];
    const firstAnswer = faq.getByText(/^No\. You are welcome as a walk-in patient/);
    const secondAnswer = faq.getByText(/^Call us with your insurance card at hand/);
    await expect(firstAnswer).toBeHidden();

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(firstAnswer).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(secondAnswer).toBeVisible();
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstAnswer).toBeHidden();

    // Collapsible: the open one closes again.
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(secondAnswer).toBeHidden();
  });

  test("ends with a Contact Us call to action", async ({ page }) => {
    await page.goto("/insurance");
    const link = page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true });
    await expect(link).toHaveAttribute("href", "/contact");
    await link.click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("is translated under /pt", async ({ page }) => {
    await page.goto("/pt/insurance");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Convênios");
    for (const heading of ["Convênios Aceitos", "O que Levar", "Perguntas Frequentes"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(
      region(page, "Convênios Aceitos").getByRole("list", { name: "Planos aceitos" }),
    ).toHaveCount(5);
    await expect(main.getByRole("link", { name: /^Ligue para / })).toBeVisible();
    await expect(region(page, "Perguntas Frequentes").getByRole("button")).toHaveCount(4);
    await expect(main.getByRole("link", { name: "Fale Conosco", exact: true })).toHaveAttribute(
      "href",
      "/pt/contact",
    );
  });
});
