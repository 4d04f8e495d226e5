import type { Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";
import { axeScan, devNonceMismatch, expect, test, waitForHydration } from "./fixtures";

test.use({ allowedConsoleErrors: [devNonceMismatch] });

type Row = { name: string; code: string; price: string };

/** The rows the visitor can see, read from the table. */
async function visibleRows(table: Locator): Promise<Row[]> {
  return table.locator("tbody tr:not([hidden])").evaluateAll((rows) =>
    rows.map((row) => {
      // As drawn: on a phone the code and price also show under the name (inside its cell).
      const cells = [...(row as HTMLTableRowElement).cells] as HTMLElement[];
      return {
        name: cells[1]?.innerText.trim() ?? "",
        code: cells[2]?.innerText.trim() ?? "",
        price: cells[3]?.innerText.trim() ?? "",
      };
    }),
  );
}

/** A price text in cents, every thousands separator removed; null for call-for-price. */
function cents(price: string): number | null {
  const match = /^\$([\d,]+)\.(\d\d)$/.exec(price);
  return match ? Number(match[1]?.replaceAll(",", "")) * 100 + Number(match[2]) : null;
}

function dollars(amount: number): string {
  return (amount / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
}

async function openCatalog(page: Page, path = "/lab-tests") {
  await page.goto(path);
  await waitForHydration(page);
  const main = page.getByRole("main");
  return {
    main,
    search: main.getByRole("searchbox"),
    table: main.getByRole("table"),
    status: main.locator("#lab-results").getByRole("status"),
  };
}

/** The shipped catalog the public project's server was seeded with, as the table shows it. */
const seedCatalog = JSON.parse(
  readFileSync(new URL("../../app/startup/seed/lab-tests.json", import.meta.url), "utf8"),
) as Row[];
const catalog: Row[] = seedCatalog.map((test) => ({
  ...test,
  price: test.price === "" ? "Call for pricing" : test.price,
}));

/** What the search ignores: case and accents. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The catalog's order: by name without case or accents (byte order), then code. */
function inCatalogOrder(rows: readonly Row[]): Row[] {
  const key = (row: Row) => `${fold(row.name)}\u0000${row.code}`;
  return [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** The tests a search finds: each word typed starts a word of the name or the code. */
function matching(query: string): Row[] {
  const words = fold(query)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return catalog.filter((row) => {
    const own = fold(`${row.name} ${row.code}`).split(/[^a-z0-9]+/);
    return words.every((word) => own.some((part) => part.startsWith(word)));
  });
}

/** The status line of one page: "Showing 21–40 of 495 tests". */
function showing(from: number, to: number, count: number): string {
  return `Showing ${from}–${to} of ${count} tests`;
}

async function rowOf(table: Locator, name: string): Promise<Row> {
  const row = (await visibleRows(table)).find((candidate) => candidate.name === name);
  if (!row) throw new Error(`${name} is not in the table`);
  return row;
}

/**
 * Presses Buy Now and returns the WhatsApp message of the chat it opened in a new
 * tab (the chat link is answered locally: the test stays off the network).
 */
async function messageSentBy(context: BrowserContext, buyNow: Locator): Promise<string> {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<p>chat</p>" }),
  );
  const opened = context.waitForEvent("page");
  await buyNow.click();
  const chat = await opened;
  await chat.waitForURL(/^https:\/\/wa\.me\/\d+\?text=[^\s]+$/);
  const message = new URL(chat.url()).searchParams.get("text") ?? "";
  await chat.close();
  return message;
}

/** The names of rows, sorted, to compare what a search shows with what it should find. */
const namesOf = (rows: readonly Row[]) => rows.map((row) => row.name).sort();

test.describe("lab tests with JavaScript", () => {
  test("searches in the database as the visitor types: name, code, case and accents; says when nothing matches", async ({
    page,
  }) => {
    const { main, search, table, status } = await openCatalog(page);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Lab Tests");
    await expect(search).toHaveAttribute("placeholder", "Search tests by name...");
    await expect(table).toHaveAccessibleName("Lab test price list");
    for (const header of ["Select", "Test Name", "Test Code", "Price"]) {
      await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeAttached();
    }
    // One page of the catalog, in its order: the page never holds the catalog.
    await expect(status).toHaveText(showing(1, 20, catalog.length));
    expect(await visibleRows(table)).toEqual(inCatalogOrder(catalog).slice(0, 20));

    /** Types the query and checks the table shows exactly the tests it finds. */
    const expectFound = async (query: string, mustInclude: string) => {
      const expected = matching(query);
      expect(expected.map((row) => row.name)).toContain(mustInclude);
      expect(expected.length).toBeLessThanOrEqual(20);
      await search.fill(query);
      await expect.poll(async () => namesOf(await visibleRows(table))).toEqual(namesOf(expected));
      await expect(status).toHaveText(showing(1, expected.length, expected.length));
      // The address follows, replaced rather than added to the history.
      await expect(page).toHaveURL(
        new RegExp(`\\?q=${encodeURIComponent(query).replaceAll("%20", "(\\+|%20)")}$`),
      );
      return expected;
    };

    const lipid = await expectFound("lipid", "Lipid Panel");
    expect(await expectFound("LIPID", "Lipid Panel")).toEqual(lipid);
    await expectFound("vitamin d", "Vitamin D, 25-Hydroxy");
    await expectFound("sjogren", "Sjögren's Antibodies (SS-A and SS-B)");
    const cbc = catalog.find((row) => row.name === "CBC with Differential");
    if (!cbc) throw new Error("no CBC in the catalog");
    await search.fill(cbc.code);
    // The test with exactly that code comes first.
    await expect.poll(async () => (await visibleRows(table))[0]?.name).toBe(cbc.name);

    await search.fill("no such test xyz");
    await expect(status).toHaveText("No tests found matching your search criteria.");
    await expect(table).toBeHidden();
    await main.getByRole("link", { name: "Clear the search" }).click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(status).toHaveText(showing(1, 20, catalog.length));
    await expect(page).toHaveURL(/\/lab-tests$/);
  });

  test("pages through the list with links; a selection made on page 1 survives paging and searching, and Buy Now carries it", async ({
    page,
    context,
  }) => {
    const { main, table, status } = await openCatalog(page);
    const ordered = inCatalogOrder(catalog);
    const pages = main.getByRole("navigation", { name: "Pages of lab tests" });
    const panel = main.getByRole("region", { name: /^Selected Tests/ });
    await expect(panel.getByRole("heading")).toHaveText("Selected Tests (0)");
    await expect(panel).not.toContainText("Total");

    // Page 1: the first test.
    const first = ordered[0];
    const onPage2 = ordered[25];
    if (!first || !onPage2) throw new Error("the catalog is too short");
    await table.getByRole("checkbox", { name: first.name, exact: true }).check();
    await expect(panel.getByRole("heading")).toHaveText("Selected Tests (1)");

    // Page 2, by its link: the list's next twenty, the selection kept.
    await pages.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/\/lab-tests\?page=2#lab-search-title$/);
    await expect(status).toHaveText(showing(21, 40, catalog.length));
    await expect.poll(() => visibleRows(table)).toEqual(ordered.slice(20, 40));
    await expect(pages.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await table.getByRole("checkbox", { name: onPage2.name, exact: true }).check();
    await expect(panel.getByRole("heading")).toHaveText("Selected Tests (2)");

    // A search, and a call-for-price test from it.
    const onRequest = catalog.find(
      (row) => cents(row.price) === null && matching(row.code).length < 20,
    );
    if (!onRequest) throw new Error("The catalog has no call-for-price test");
    await main.getByRole("searchbox").fill(onRequest.code);
    await table.getByRole("checkbox", { name: onRequest.name, exact: true }).check();
    await expect(panel.getByRole("heading")).toHaveText("Selected Tests (3)");
    const sum = (cents(first.price) ?? 0) + (cents(onPage2.price) ?? 0);
    const total = panel.getByText(/^Total/).locator("..");
    await expect(total).toHaveText(`Total${sum > 0 ? dollars(sum) : "Call for pricing"}`);
    await expect(
      panel.getByText("Some of the selected tests require calling for pricing."),
    ).toBeVisible();
    await expect(panel.getByRole("listitem")).toHaveText([
      new RegExp(`^${first.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      new RegExp(`^${onPage2.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      new RegExp(`^${onRequest.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    ]);

    // The form holds the whole order: the boxes on this page, the other pages' tests hidden.
    await expect(page.locator("#lab-order input[type=hidden][name=test]")).toHaveCount(2);
    const buyNow = panel.getByRole("button", { name: /^Buy Now/ });
    await expect(buyNow).toHaveAccessibleName("Buy Now (opens in a new tab)");
    const message = await messageSentBy(context, buyNow);
    const line = (row: Row, n: number) =>
      `${n}. ${row.name} (code ${row.code}) - ${cents(row.price) === null ? "call for pricing" : row.price}`;
    expect(message).toBe(
      [
        "Hello! I would like to order the following lab tests:",
        line(first, 1),
        line(onPage2, 2),
        line(onRequest, 3),
        "",
        ...(sum > 0 ? [`Total: ${dollars(sum)}`] : []),
        "Some of these tests require calling for pricing.",
      ].join("\n"),
    );

    // Back to the whole list: the first test is still ticked; removing it in the panel unticks it.
    await main.getByRole("searchbox").fill("");
    await expect(status).toHaveText(showing(1, 20, catalog.length));
    const firstBox = table.getByRole("checkbox", { name: first.name, exact: true });
    await expect(firstBox).toBeChecked();
    await panel.getByRole("button", { name: `Remove ${first.name}` }).click();
    await expect(firstBox).not.toBeChecked();
    await panel.getByRole("button", { name: `Remove ${onPage2.name}` }).click();
    await expect(panel.getByRole("heading")).toHaveText("Selected Tests (1)");
    await expect(total).toHaveText("TotalCall for pricing");
    await panel.getByRole("button", { name: `Remove ${onRequest.name}` }).click();
    await expect(panel.getByRole("heading")).toHaveText("Selected Tests (0)");
    // Nothing to send: Buy Now says so, and opens nothing.
    await panel.getByRole("button", { name: /^Buy Now/ }).click();
    await expect(panel.getByRole("status")).toHaveText("Select at least one test to order.");
    expect(context.pages()).toHaveLength(1);
  });

  test("shows the sample notice, the info blocks and the call to action; axe passes with a selection", async ({
    page,
  }) => {
    const { main, table } = await openCatalog(page);
    await expect(main.getByRole("heading", { name: "Sample price list" })).toBeVisible();
    for (const [title, text] of [
      ["Fast Results", "24-48 hours"],
      ["Certified Labs", "CLIA-certified"],
      ["Competitive Pricing", ""],
    ] as const) {
      const block = main
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: title }) });
      await expect(block).toContainText(text);
    }
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );

    const [firstRow] = await visibleRows(table);
    await table.getByRole("checkbox", { name: firstRow?.name, exact: true }).check();
    await expect(main.getByRole("listitem").filter({ hasText: firstRow?.name })).toBeVisible();
    const results = await axeScan(page).analyze();
    expect(
      results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) })),
    ).toEqual([]);
  });

  test("is translated under /pt; test names stay in English", async ({ page, context }) => {
    const { main, search, table, status } = await openCatalog(page, "/pt/lab-tests");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Exames Laboratoriais");
    await expect(search).toHaveAttribute("placeholder", "Pesquise exames pelo nome...");
    for (const header of ["Selecionar", "Nome do exame", "Código", "Preço"]) {
      await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeAttached();
    }
    await expect(status).toHaveText(`Mostrando 1–20 de ${catalog.length} exames`);
    await expect(main.getByRole("navigation", { name: "Páginas de exames" })).toBeVisible();

    const panel = main.getByRole("region", { name: /^Exames selecionados/ });
    await panel.getByRole("button", { name: /^Comprar agora/ }).click();
    await expect(panel.getByRole("status")).toHaveText(
      "Selecione pelo menos um exame para fazer o pedido.",
    );
    await search.fill("lipid");
    await expect(status).toHaveText(/^Mostrando 1–\d+ de \d+ exames$/);
    await table.getByRole("checkbox", { name: "Lipid Panel", exact: true }).check();
    await expect(panel.getByRole("status")).toHaveText("");
    await expect(panel.getByRole("heading")).toHaveText("Exames selecionados (1)");
    const message = await messageSentBy(
      context,
      panel.getByRole("button", { name: /^Comprar agora/ }),
    );
    expect(message).toMatch(
      /^Olá! Gostaria de pedir os seguintes exames:\n1\. Lipid Panel \(código \d+\) - \$\d+\.\d\d\n\nTotal: \$\d+\.\d\d$/,
    );

    await search.fill("nenhum exame assim");
    await expect(status).toHaveText("Nenhum exame encontrado com esses critérios de pesquisa.");
    for (const title of [
      "Resultados rápidos",
      "Laboratórios certificados",
      "Preços competitivos",
    ]) {
      await expect(main.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "Fale Conosco" })).toHaveAttribute(
      "href",
      "/pt/contact",
    );
  });
});

test.describe("lab tests without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search is a form and the pages are links: the server searches and pages", async ({
    page,
  }) => {
    await page.goto("/lab-tests?q=VITAMIN%20d");
    const main = page.getByRole("main");
    const table = main.getByRole("table");
    await expect(main.getByRole("searchbox")).toHaveValue("VITAMIN d");
    // The page cannot count ticked boxes without JavaScript, so the heading shows no number.
    await expect(main.getByRole("heading", { name: "Selected Tests", exact: true })).toBeVisible();
    expect(namesOf(await visibleRows(table))).toEqual(namesOf(matching("vitamin d")));

    await main.getByRole("searchbox").fill("ferritin");
    await main.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/lab-tests\?q=ferritin$/);
    await expect(table.getByRole("rowheader", { name: "Ferritin", exact: true })).toBeVisible();
    expect(namesOf(await visibleRows(table))).toEqual(namesOf(matching("ferritin")));

    // The pages are links too, to the list's top.
    await page.goto("/lab-tests");
    const ordered = inCatalogOrder(catalog);
    expect(await visibleRows(table)).toEqual(ordered.slice(0, 20));
    await main
      .getByRole("navigation", { name: "Pages of lab tests" })
      .getByRole("link", { name: "Next page" })
      .click();
    await expect(page).toHaveURL(/\/lab-tests\?page=2#lab-search-title$/);
    await expect(main.locator("#lab-results").getByRole("status")).toHaveText(
      showing(21, 40, catalog.length),
    );
    expect(await visibleRows(table)).toEqual(ordered.slice(20, 40));

    await page.goto("/pt/lab-tests?q=zzzz");
    await expect(page.locator("#lab-results").getByRole("status")).toHaveText(
      "Nenhum exame encontrado com esses critérios de pesquisa.",
    );
    await expect(page.getByRole("main").getByRole("table")).toBeHidden();
  });

  test("Buy Now shows the order in a new tab, and its link sends the same WhatsApp message", async ({
    page,
    context,
  }) => {
    const opened: string[] = [];
    // Keep the test off the network: answer the chat link locally.
    await context.route("https://wa.me/**", (route) => {
      opened.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<p>chat</p>" });
    });
    await page.goto("/lab-tests?q=cholesterol");
    const table = page.getByRole("main").getByRole("table");
    const lipid = await rowOf(table, "HDL Cholesterol");
    const other = await rowOf(table, "LDL Cholesterol, Direct");

    // Nothing ticked: the new tab says an order needs a test.
    const empty = page.waitForEvent("popup");
    await page
      .getByRole("main")
      .getByRole("button", { name: /^Buy Now/ })
      .click();
    const emptyPage = await empty;
    await expect(emptyPage.getByRole("alert")).toHaveText("Select at least one test to order.");
    await emptyPage.close();

    await table.getByRole("checkbox", { name: lipid.name, exact: true }).check();
    await table.getByRole("checkbox", { name: other.name, exact: true }).check();
    const popup = page.waitForEvent("popup");
    await page
      .getByRole("main")
      .getByRole("button", { name: /^Buy Now/ })
      .click();
    const orderPage = await popup;
    const ready = orderPage
      .getByRole("main")
      .getByRole("region", { name: "Your order is ready to send" });
    await expect(ready).toContainText(`(code ${lipid.code}) - ${lipid.price}`);
    await ready.getByRole("link", { name: "Send on WhatsApp" }).click();
    await orderPage.waitForURL(/^https:\/\/wa\.me\//);
    expect(opened).toHaveLength(1);
    const message = new URL(opened[0] ?? "").searchParams.get("text") ?? "";
    const sum = (cents(other.price) ?? 0) + (cents(lipid.price) ?? 0);
    // Table order: the form sends the boxes as they appear in the table.
    expect(message).toContain(`(code ${lipid.code}) - ${lipid.price}`);
    expect(message).toContain(`(code ${other.code}) - ${other.price}`);
    expect(message).toMatch(/^Hello! I would like to order the following lab tests:\n1\. /);
    expect(message.endsWith(`Total: ${dollars(sum)}`)).toBe(true);
  });
});
