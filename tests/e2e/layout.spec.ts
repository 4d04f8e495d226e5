import {
  expect,
  expectNoAxeViolations,
  firstTeamMemberPath,
  inPortuguese,
  publicPaths,
  test,
} from "./fixtures";

const languages = [
  { name: "English", lang: "en", localize: (path: string) => path, homeLink: "Home" },
  { name: "Portuguese", lang: "pt-BR", localize: inPortuguese, homeLink: "Início" },
] as const;

for (const language of languages) {
  test.describe(`every public page in ${language.name}`, () => {
    for (const basePath of publicPaths) {
      const path = language.localize(basePath);
      // One page load per page checks the layout and runs axe (WCAG 2.2 AA and best practices).
      test(`${path} answers 200 inside the shared layout, and axe finds nothing`, async ({
        page,
      }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        // The floating WhatsApp button, in its own landmark.
        await expect(
          page.getByRole("complementary").locator('a[href^="https://wa.me/"]'),
        ).toBeVisible();
        // The footer carries the clinic's contact facts as links.
        const footer = page.getByRole("contentinfo");
        await expect(footer.locator('a[href^="tel:+1407555"]')).toHaveCount(2);
        await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
        for (const service of [
          "membership",
          "checkup",
          "physical-evaluation",
          "consultation",
          "weight-loss",
        ]) {
          await expect(
            footer.locator(`a[href="${language.localize(`/services/${service}`)}"]`),
          ).toHaveCount(1);
        }
        // Canonical and reciprocal hreflang alternates.
        const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(canonical).toMatch(new RegExp(`^https?://[^/]+${path === "/" ? "/$" : `${path}$`}`));
        for (const hreflang of ["en", "pt-BR", "x-default"]) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(
            1,
          );
        }
        const ptAlternate = await page
          .locator('link[rel="alternate"][hreflang="pt-BR"]')
          .getAttribute("href");
        expect(ptAlternate?.endsWith(inPortuguese(basePath))).toBe(true);
        // No admin shortcut for anonymous visitors.
        await expect(page.locator('a[href="/admin"]')).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test("a team member page renders in both languages, and an unknown member is a 404", async ({
  page,
}) => {
  const memberPath = await firstTeamMemberPath(page);
  const name = await page.locator('main a[href^="/team/"]').nth(1).locator("h2").innerText();
  expect((await page.goto(memberPath))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  expect((await page.goto(inPortuguese(memberPath)))?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test.describe("missing things", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown team member shows 'Team member not found' with status 404", async ({ page }) => {
    const response = await page.goto("/team/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Team member not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Team" })).toHaveAttribute("href", "/team");
  });

  test("an unknown service shows 'Service not found' with status 404", async ({ page }) => {
    const response = await page.goto("/pt/services/acupuncture");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Serviço não encontrado" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar para os Serviços" })).toHaveAttribute(
      "href",
      "/pt/services",
    );
  });
});
