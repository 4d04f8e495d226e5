import type { Locator, Page } from "@playwright/test";
import { axeScan, devNonceMismatch, expect, test } from "./fixtures";

test.use({ allowedConsoleErrors: [devNonceMismatch] });

type Row = { name: string; code: string; price: string };

/** The rows the visitor can see, read from the table. */
async function visibleRows(table: Locator): Promise<Row[]> {
  return table.locator("tbody tr:not([hidden])").evaluateAll((rows) =>
    rows.map((row) => {
      const cells = (row as HTMLTableRowElement).cells;
      return {
        name: cells[1]?.textContent?.trim() ?? "",
        code: cells[2]?.textContent?.trim() ?? "",
        price: cells[3]?.textContent?.trim() ?? "",
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
  // Hydrated: Buy Now turns from the no-JavaScript form's submit button into a
  // button that stays disabled until a test is selected.
  await expect(
    page.getByRole("main").getByRole("button", { name: /^(Buy Now|Comprar agora)/ }),
  ).toBeDisabled();
  const main = page.getByRole("main");
  return {
    main,
    search: main.getByRole("searchbox"),
    table: main.getByRole("table"),
    status: main.getByRole("status"),
  };
}

/** Starts with the first rows; "Show all N tests" lists the whole catalog. Returns every row. */
async function showAll(page: Page): Promise<Row[]> {
  const main = page.getByRole("main");
  const status = main.getByRole("status");
  const initial = /^Showing (\d+) of (\d+) tests$/.exec(await status.innerText());
  const shown = Number(initial?.[1]);
  const total = Number(initial?.[2]);
  expect(shown).toBeLessThan(total);
  await expect(main.getByRole("table").locator("tbody tr")).toHaveCount(shown);
  await main.getByRole("link", { name: `Show all ${total} tests` }).click();
  await expect(status).toHaveText(`Showing ${total} of ${total} tests`);
  const rows = await visibleRows(main.getByRole("table"));
  expect(rows).toHaveLength(total);
  return rows;
}

async function rowOf(table: Locator, name: string): Promise<Row> {
  const row = (await visibleRows(table)).find((candidate) => candidate.name === name);
  if (!row) throw new Error(`${name} is not in the table`);
  return row;
}

test.describe("lab tests with JavaScript", () => {
  test("searches by name, code, case and accents, and says when nothing matches", async ({
    page,
  }) => {
    const { main, search, table, status } = await openCatalog(page);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Lab Tests");
    await expect(search).toHaveAttribute("placeholder", "Search tests by name...");
    await expect(table).toHaveAccessibleName("Lab test price list");
    for (const header of ["Select", "Test Name", "Test Code", "Price"]) {
      await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeAttached();
    }
    // The first rows are in alphabetical order; the rest come with "Show all".
    const first = await visibleRows(table);
    expect(first.map((row) => row.name)).toEqual(
      [...first.map((row) => row.name)].sort((a, b) => a.localeCompare(b, "en")),
    );
    const all = await showAll(page);
    expect(all.length).toBeGreaterThan(300);
    expect(all.slice(0, first.length)).toEqual(first);
    // The link is gone: focus moved to the longer list.
    await expect(main.getByRole("region", { name: "Lab test price list" })).toBeFocused();
    const cbc = await rowOf(table, "CBC with Differential");

    const fold = (text: string) =>
      text
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase();
    /**
     * Types the query and checks the table shows exactly the tests whose name
     * (ignoring case and accents) or code contains it.
     */
    const expectOnly = async (query: string, mustInclude: string) => {
      const needle = fold(query);
      const expected = all.filter(
        (row) => fold(row.name).includes(needle) || row.code.includes(needle),
      );
      expect(expected.map((row) => row.name)).toContain(mustInclude);
      expect(expected.length).toBeLessThan(all.length);
      await search.fill(query);
      await expect.poll(() => visibleRows(table)).toEqual(expected);
      await expect(status).toHaveText(`Showing ${expected.length} of ${all.length} tests`);
      return expected;
    };

    const lipid = await expectOnly("lipid", "Lipid Panel");
    expect(await expectOnly("LIPID", "Lipid Panel")).toEqual(lipid);
    expect(await expectOnly("LiPiD", "Lipid Panel")).toEqual(lipid);
    await expectOnly("vitamin d", "Vitamin D, 25-Hydroxy");
    await expectOnly(cbc.code, "CBC with Differential");
    await expectOnly("sjogren", "Sjögren's Antibodies (SS-A and SS-B)");

    await search.fill("no such test xyz");
    await expect(status).toHaveText("No tests found matching your search criteria.");
    await expect(table).toBeHidden();
    await main.getByRole("link", { name: "Clear the search" }).click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(status).toHaveText(`Showing ${all.length} of ${all.length} tests`);
    await expect(page).toHaveURL(/\/lab-tests$/);
  });

  test("selecting tests updates the count and total; Buy Now opens WhatsApp with the order", async ({
    page,
  }) => {
    const { main, table } = await openCatalog(page);
    const all = await showAll(page);
    const panel = main.getByRole("region", { name: /^Selected Tests/ });
    await expect(panel.getByRole("heading")).toHaveText("Selected Tests (0)");
    await expect(panel).not.toContainText("Total");

    const lipid = await rowOf(table, "Lipid Panel");
    const genome = await rowOf(table, "Whole Genome Sequencing");
    const onRequest = all.find((row) => cents(row.price) === null);
    if (!onRequest) throw new Error("The catalog has no call-for-price test");
    expect(onRequest.price).toBe("Call for pricing");
    const lipidCents = cents(lipid.price) ?? 0;
    const genomeCents = cents(genome.price) ?? 0;
    // A price above $1,000 exercises the thousands separator.
    expect(genomeCents).toBeGreaterThanOrEqual(100000);

    const total = panel.getByText(/^Total/).locator("..");
    await table.getByRole("checkbox", { name: "Lipid Panel", exact: true }).check();
    await expect(panel.getByRole("heading")).toHaveText("Selected Tests (1)");
    await expect(total).toHaveText(`Total${dollars(lipidCents)}`);

    await table.getByRole("checkbox", { name: "Whole Genome Sequencing", exact: true }).check();
    await expect(panel.getByRole("heading")).toHaveText("Selected Tests (2)");
    await expect(total).toHaveText(`Total${dollars(lipidCents + genomeCents)}`);
    await expect(panel.getByRole("listitem")).toHaveText([
      `Lipid Panel${lipid.price}Remove Lipid Panel`,
      `Whole Genome Sequencing${genome.price}Remove Whole Genome Sequencing`,
    ]);
    await expect(panel).not.toContainText("require calling for pricing");

    // The search narrows the list but keeps the selection.
    await main.getByRole("searchbox").fill(onRequest.code);
    await table.getByRole("checkbox", { name: onRequest.name, exact: true }).check();
    await expect(panel.getByRole("heading")).toHaveText("Selected Tests (3)");
    await expect(total).toHaveText(`Total${dollars(lipidCents + genomeCents)}`);
    await expect(
      panel.getByText("Some of the selected tests require calling for pricing."),
    ).toBeVisible();

    const buyNow = panel.getByRole("link", { name: /^Buy Now/ });
    await expect(buyNow).toHaveAccessibleName("Buy Now (opens in a new tab)");
    await expect(buyNow).toHaveAttribute("target", "_blank");
    const href = (await buyNow.getAttribute("href")) ?? "";
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=[^\s]+$/);
    const message = new URL(href).searchParams.get("text");
    expect(message).toBe(
      [
        "Hello! I would like to order the following lab tests:",
        `1. Lipid Panel (code ${lipid.code}) - ${lipid.price}`,
        `2. Whole Genome Sequencing (code ${genome.code}) - ${genome.price}`,
        `3. ${onRequest.name} (code ${onRequest.code}) - call for pricing`,
        "",
        `Total: ${dollars(lipidCents + genomeCents)}`,
        "Some of these tests require calling for pricing.",
      ].join("\n"),
    );

    // Removing from the panel unticks the box; with only call-for-price tests left the total says so.
    await panel.getByRole("button", { name: "Remove Lipid Panel" }).click();
    await panel.getByRole("button", { name: "Remove Whole Genome Sequencing" }).click();
    await expect(panel.getByRole("heading")).toHaveText("Selected Tests (1)");
    await main.getByRole("searchbox").fill("");
    await expect(
      table.getByRole("checkbox", { name: "Lipid Panel", exact: true }),
    ).not.toBeChecked();
    await expect(total).toHaveText("TotalCall for pricing");
    const onlyOnRequest = new URL((await buyNow.getAttribute("href")) ?? "").searchParams.get(
      "text",
    );
    expect(onlyOnRequest).not.toContain("Total");
    expect(onlyOnRequest).toContain(
      `1. ${onRequest.name} (code ${onRequest.code}) - call for pricing`,
    );
    expect(onlyOnRequest).toContain("Some of these tests require calling for pricing.");

    // Unticking the last one empties the panel and disables Buy Now again.
    await table.getByRole("checkbox", { name: onRequest.name, exact: true }).uncheck();
    await expect(panel.getByRole("heading")).toHaveText("Selected Tests (0)");
    await expect(panel.getByRole("button", { name: "Buy Now" })).toBeDisabled();
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
    await expect(main.getByRole("link", { name: /^Buy Now/ })).toBeVisible();
    const results = await axeScan(page).analyze();
    expect(
      results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) })),
    ).toEqual([]);
  });

  test("is translated under /pt; test names stay in English", async ({ page }) => {
    const { main, search, table, status } = await openCatalog(page, "/pt/lab-tests");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Exames Laboratoriais");
    await expect(search).toHaveAttribute("placeholder", "Pesquise exames pelo nome...");
    for (const header of ["Selecionar", "Nome do exame", "Código", "Preço"]) {
      await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeAttached();
    }
    await expect(status).toHaveText(/^Mostrando 20 de \d+ exames$/);
    await expect(main.getByRole("link", { name: /^Mostrar todos os \d+ exames$/ })).toBeVisible();

    await search.fill("lipid");
    await table.getByRole("checkbox", { name: "Lipid Panel", exact: true }).check();
    const panel = main.getByRole("region", { name: /^Exames selecionados/ });
    await expect(panel.getByRole("heading")).toHaveText("Exames selecionados (1)");
    const href =
      (await panel.getByRole("link", { name: /^Comprar agora/ }).getAttribute("href")) ?? "";
    const message = new URL(href).searchParams.get("text") ?? "";
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

  test("the search is a form: ?q= filters the table on the server", async ({ page }) => {
    await page.goto("/lab-tests?q=VITAMIN%20d");
    const main = page.getByRole("main");
    const table = main.getByRole("table");
    await expect(main.getByRole("searchbox")).toHaveValue("VITAMIN d");
    // The page cannot count ticked boxes without JavaScript, so the heading shows no number.
    await expect(main.getByRole("heading", { name: "Selected Tests", exact: true })).toBeVisible();
    const rows = await visibleRows(table);
    expect(rows.map((row) => row.name)).toContain("Vitamin D, 25-Hydroxy");
    for (const row of rows) expect(row.name.toLowerCase()).toContain("vitamin d");

    await main.getByRole("searchbox").fill("ferritin");
    await main.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/lab-tests\?q=ferritin$/);
    await expect(table.getByRole("rowheader", { name: "Ferritin", exact: true })).toBeVisible();
    for (const row of await visibleRows(table))
      expect(row.name.toLowerCase()).toContain("ferritin");

    // "Show all" is a link too.
    await page.goto("/lab-tests");
    const first = await visibleRows(table);
    await main.getByRole("link", { name: /^Show all \d+ tests$/ }).click();
    await expect(page).toHaveURL(/\/lab-tests\?all=1$/);
    const everything = await visibleRows(table);
    expect(everything.length).toBeGreaterThan(first.length);
    await expect(main.getByRole("status")).toHaveText(
      `Showing ${everything.length} of ${everything.length} tests`,
    );

    await page.goto("/pt/lab-tests?q=zzzz");
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
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
    await page.goto("/lab-tests?all=1");
    const table = page.getByRole("main").getByRole("table");
    const lipid = await rowOf(table, "Lipid Panel");
    await table.getByRole("checkbox", { name: "Lipid Panel", exact: true }).check();
    await table.getByRole("checkbox", { name: "CBC with Differential", exact: true }).check();
    const cbc = await rowOf(table, "CBC with Differential");

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
    const sum = (cents(cbc.price) ?? 0) + (cents(lipid.price) ?? 0);
    // Catalog order: the form sends the boxes as they appear in the table.
    expect(message).toContain(`(code ${lipid.code}) - ${lipid.price}`);
    expect(message).toContain(`(code ${cbc.code}) - ${cbc.price}`);
    expect(message).toMatch(/^Hello! I would like to order the following lab tests:\n1\. /);
    expect(message.endsWith(`Total: ${dollars(sum)}`)).toBe(true);
  });
});
