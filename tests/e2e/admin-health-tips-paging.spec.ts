import type { Page } from "@playwright/test";
import {
  asNewClient,
  recordHydration,
  waitForHydration,
  expect,
  gotoHydrated,
  signInAsEditor,
  test,
  toasts,
  uniqueName,
} from "./fixtures";

/*
 * Health Tips pages on the server (issue 29): a page of twelve articles, numbered
 * pages as real links, with and without JavaScript. In the portal's project, whose
 * database the tests may fill: the posts written here are dated 2001, so they sort
 * after every other post and push nobody else's article off a first page.
 */

const PAGE_SIZE = 12;
const CATEGORY = { id: "senior-health", label: "Senior Health" };

/**
 * Writes the run's posts, dated 2001-01-01 onwards, one a day: the first through the
 * editor, the others by posting that same form's fields again with another title and
 * date (what paging shows is the subject here; writing a post is admin-blog.spec.ts's).
 */
async function createOldPosts(page: Page, titles: string[]): Promise<void> {
  const date = (day: number) => `2001-01-${String(day).padStart(2, "0")}T09:00`;
  await gotoHydrated(page, "/admin/blog/new");
  await page.getByLabel("Title").fill(titles[0]!);
  await page.getByRole("button", { name: "HTML source" }).click();
  await page.getByLabel("Content (HTML source)").fill("<p>An older article.</p>");
  await page.getByLabel("Published").check();
  await page.getByLabel("Publish date and time").fill(date(1));
  await page.getByLabel("Category").selectOption(CATEGORY.id);
  const fields = await page
    .getByRole("main")
    .locator("form")
    .filter({ has: page.getByLabel("Title") })
    .evaluate((form) => [...new FormData(form as HTMLFormElement)] as [string, string][]);
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(toasts(page, "Blog post created successfully")).toBeVisible();

  for (const [index, title] of titles.entries()) {
    if (index === 0) continue;
    const form = Object.fromEntries(fields);
    form.title = title;
    form.publishAt = date(index + 1);
    const response = await page.request.post("/admin/blog/new", {
      form,
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(response.status(), title).toBe(302);
  }
}

function cards(page: Page) {
  return page.getByTestId("post-grid").getByRole("heading", { level: 3 });
}

function cardTitles(page: Page) {
  return cards(page).allTextContents();
}

test("a category with more than a page of articles pages on the server, with and without JavaScript", async ({
  page,
  browser,
  baseURL,
}) => {
  await asNewClient(page);
  await signInAsEditor(page);
  const run = uniqueName("Paging");
  const titles = Array.from({ length: PAGE_SIZE + 1 }, (_, n) => `${run} ${n + 1}`);
  await createOldPosts(page, titles);
  const listPath = `/health-tips?category=${CATEGORY.id}`;

  // A visitor with JavaScript: the pages are client-side navigations.
  const visitor = await browser.newContext({ baseURL });
  try {
    const reader = await visitor.newPage();
    await recordHydration(reader);
    await reader.goto(listPath);
    // The public page hydrates on the first interaction (decision 008).
    await reader.mouse.move(5, 5);
    await waitForHydration(reader);
    const main = reader.getByRole("main");
    await expect(cards(reader)).toHaveCount(PAGE_SIZE);
    const pages = main.getByRole("navigation", { name: "Pages of articles" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    await expect(reader.locator('link[rel="next"]')).toHaveAttribute(
      "href",
      new RegExp(`${listPath.replace("?", "\\?")}&page=2$`),
    );
    const lastPage = Number(
      await pages
        .getByRole("link", { name: /^Page \d+$/ })
        .last()
        .textContent(),
    );
    expect(lastPage).toBeGreaterThanOrEqual(2);

    await reader.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    await pages.getByRole("link", { name: `Page ${lastPage}` }).click();
    await expect(reader).toHaveURL(new RegExp(`category=${CATEGORY.id}&page=${lastPage}$`));
    await expect(pages.getByRole("link", { name: `Page ${lastPage}` })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The oldest post (2001-01-01) is on the last page. (The address changes before the
    // new page has rendered: these assertions wait for it.)
    await expect(
      reader
        .getByTestId("post-grid")
        .getByRole("heading", { level: 3, name: titles[0], exact: true }),
    ).toBeVisible();
    // A category's page is titled for it.
    await expect(reader).toHaveTitle(
      new RegExp(`^Health Tips: ${CATEGORY.label}, page ${lastPage} \\|`),
    );
    await expect(reader.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/health-tips\\?category=${CATEGORY.id}&page=${lastPage}$`),
    );
    expect(await reader.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same page",
    );
    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect(reader).toHaveURL(
      lastPage === 2
        ? new RegExp(`${listPath.replace("?", "\\?")}$`)
        : new RegExp(`page=${lastPage - 1}$`),
    );
    await expect(cards(reader)).toHaveCount(PAGE_SIZE);
  } finally {
    await visitor.close();
  }

  // Without JavaScript: the same links, each a page load.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const reader = await plain.newPage();
    await reader.goto(listPath);
    const pages = reader.getByRole("main").getByRole("navigation", { name: "Pages of articles" });
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(reader).toHaveURL(new RegExp(`category=${CATEGORY.id}&page=2$`));
    const secondPage = await cardTitles(reader);
    expect(secondPage.length).toBeGreaterThan(0);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // A page past the last is not found, and shows the way back.
    const response = await reader.goto(`${listPath}&page=999`);
    expect(response?.status()).toBe(404);
    await expect(reader.getByText("There are no articles on this page.")).toBeVisible();
    await reader.getByRole("link", { name: "Go to the first page" }).click();
    await expect(reader).toHaveURL(new RegExp(`${listPath.replace("?", "\\?")}$`));
  } finally {
    await plain.close();
  }
});
