import { readFileSync } from "node:fs";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.use({ allowedConsoleErrors: [/status of 404/] });

test("an unknown path shows the 404 page with status 404 and logs the path", async ({ page }) => {
  const path = `/no-such-page-${Date.now()}`;
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);

  const logFile = process.env.E2E_SERVER_LOG;
  if (!logFile) throw new Error("E2E_SERVER_LOG is not set");
  const entries = readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string; path?: string });
  expect(entries).toContainEqual(
    expect.objectContaining({ level: 40, msg: "page not found", path }),
  );
});

test("the Portuguese 404 page is translated", async ({ page }) => {
  const response = await page.goto("/pt/pagina-que-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(
    page.getByRole("heading", { level: 1, name: "Ops! Página não encontrada" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Voltar ao Início" })).toHaveAttribute("href", "/pt");
});
