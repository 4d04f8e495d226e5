import type { Locator, Page } from "@playwright/test";
import {
  asNewClient,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsOnAPhone,
  signInAsEditor,
  test,
  toasts,
  uniqueClientIp,
  uniqueName,
  waitForHydration,
} from "./fixtures";

/*
 * The staff portal's Blog Posts: writing a post with the TipTap editor
 * and its HTML source view, publishing, editing and deleting it, and what the
 * public Health Tips pages show meanwhile. Every test makes its own posts with
 * unique titles and deletes them; the seeded demo posts are only read.
 */

test.beforeEach(async ({ page }) => {
  // Sign-in is limited per client IP: each test is its own client.
  await asNewClient(page);
});

function uniqueTitle(label: string): string {
  return uniqueName(`E2E ${label}`);
}

function slugOf(title: string): string {
  return title.toLowerCase().replaceAll(" ", "-");
}

/** A post's row in the admin list, found by its title. */
function postRow(page: Page, title: string): Locator {
  return page
    .getByRole("list", { name: "Blog posts" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** The TipTap editor, once it has loaded (after hydration, from its own chunk). */
function visualEditor(page: Page): Locator {
  return page.getByRole("textbox", { name: "Content", exact: true });
}

/** Whether TipTap's state (not only the DOM) has a collapsed selection; TipTap puts itself on its element. */
function editorSelectionIsEmpty(editor: Locator): Promise<boolean> {
  return editor.evaluate(
    (element) =>
      (element as HTMLElement & { editor: { state: { selection: { empty: boolean } } } }).editor
        .state.selection.empty,
  );
}

async function openNewPostForm(page: Page) {
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: "New Blog Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Blog Post");
  await expect(visualEditor(page)).toBeVisible();
}

/** Writes HTML through the source view (the visual editor would tidy it first). */
async function writeHtmlSource(page: Page, html: string) {
  await page.getByRole("button", { name: "HTML source" }).click();
  await page.getByLabel("Content (HTML source)").fill(html);
}

async function deletePost(page: Page, title: string) {
  await page.goto("/admin/blog");
  const dialog = page.getByRole("dialog");
  // The dialog opens once the page has hydrated.
  await expect(async () => {
    await postRow(page, title)
      .getByRole("button", { name: `Delete: ${title}` })
      .click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(dialog).toContainText("Are you sure you want to delete this blog post?");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page, "Blog post deleted successfully")).toBeVisible();
  await expect(postRow(page, title)).toHaveCount(0);
}

test("a post written in the editor is created, shown on Health Tips, edited, unpublished and deleted", async ({
  page,
}) => {
  // A long story: create, check the public pages, edit, unpublish, publish, delete.
  test.setTimeout(120_000);
  const title = uniqueTitle("Editor post");
  const slug = slugOf(title);
  await signInAsEditor(page);
  await openNewPostForm(page);

  await page.getByLabel("Title").fill(title);
  await expect(page.getByText(`/health-tips/${slug}`)).toBeVisible();
  await page.getByLabel("Excerpt").fill("Written in the browser test.");
  await page.getByLabel("Category").selectOption({ label: "Nutrition" });
  await page.getByLabel("Author").fill("Test Author");

  const editor = visualEditor(page);
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  const bold = toolbar.getByRole("button", { name: "Bold" });
  await editor.click();
  await page.keyboard.type("Plain words, then ");
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("bold words");
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.type(" and the CDC site");
  // Select "CDC site" and make it a link.
  for (let i = 0; i < "CDC site".length; i += 1) await page.keyboard.press("Shift+ArrowLeft");
  const link = toolbar.getByRole("button", { name: "Link" });
  await link.click();
  // An address without https:// is refused with the portal's one link rule.
  const address = page.getByLabel("Link address");
  await address.fill("www.cdc.gov/flu/");
  await address.press("Enter");
  await expect(address).toHaveAccessibleDescription(/full web address starting with https:\/\//);
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await address.fill("https://www.cdc.gov/flu/");
  // Enter applies the link; it must not submit the post's form.
  await address.press("Enter");
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(link).toHaveAttribute("aria-pressed", "true");
  // The focus goes back to the text, with the link still selected.
  await expect(editor).toBeFocused();
  await expect(editor.getByRole("link", { name: "CDC site" })).toBeVisible();
  await page.keyboard.press("End");
  // The editor learns of the moved caret from a selectionchange event, which Chromium may
  // deliver after a keydown sent 2 ms later (Enter would then replace the linked words).
  // A person's keys are never that close; wait until the editor's own state has the caret.
  await expect.poll(() => editorSelectionIsEmpty(editor)).toBe(true);
  await page.keyboard.press("Enter");
  // A click on the toolbar leaves the caret in the text, so keys typed at once land there
  // (a focused button would take them, and its Space would undo the heading).
  const heading = toolbar.getByRole("button", { name: "Heading", exact: true });
  await heading.evaluate((button) =>
    button.addEventListener(
      "click",
      () => (button.dataset.focusAtClick = String(document.activeElement?.tagName)),
      { once: true },
    ),
  );
  await heading.click();
  await expect(heading).toHaveAttribute("data-focus-at-click", "DIV");
  await page.keyboard.type("A heading");
  await expect(editor.locator("h2")).toHaveText("A heading");

  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Create post" }).click();

  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(toasts(page, "Blog post created successfully")).toBeVisible();
  const row = postRow(page, title);
  await expect(row).toContainText("Published");
  await expect(row).toContainText("English");
  await expect(row).toContainText("Nutrition");
  // Newest first: the new post heads the list.
  await expect(
    page.getByRole("list", { name: "Blog posts" }).getByRole("heading").first(),
  ).toHaveText(title);

  // On the public list at once, and its article shows the formatting.
  await page.goto("/health-tips");
  await expect(page.getByRole("main").getByRole("heading", { name: title })).toBeVisible();
  await page.goto(`/health-tips/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const article = page.getByRole("article");
  // Typing races the editor's mark toggle on a loaded machine; what matters is that bold is kept.
  await expect(article.locator("strong").filter({ hasText: "bold words" })).toHaveCount(1);
  const cdc = article.getByRole("link", { name: "CDC site" });
  await expect(cdc).toHaveAttribute("href", "https://www.cdc.gov/flu/");
  await expect(cdc).toHaveAttribute("target", "_blank");
  await expect(cdc).toHaveAttribute("rel", "noopener noreferrer");
  await expect(article.getByRole("heading", { level: 2, name: "A heading" })).toBeVisible();

  // Edit: a new title, and a paragraph added in the HTML source view.
  await page.goto("/admin/blog");
  await postRow(page, title)
    .getByRole("link", { name: `Edit: ${title}` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Blog Post");
  await expect(visualEditor(page).locator("strong")).toHaveText("bold words");
  const edited = `${title} edited`;
  await page.getByLabel("Title").fill(edited);
  await page.getByRole("button", { name: "HTML source" }).click();
  const source = page.getByLabel("Content (HTML source)");
  await expect(source).toHaveValue(/<strong>bold words<\/strong>/);
  await source.fill(`${await source.inputValue()}<p>Added in the source view.</p>`);
  // Back to the visual editor: the source's change is there.
  await page.getByRole("button", { name: "Visual editor" }).click();
  await expect(visualEditor(page)).toContainText("Added in the source view.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(toasts(page, "Blog post updated successfully")).toBeVisible();
  await expect(postRow(page, edited)).toBeVisible();

  // The slug was kept, so the address is the same.
  await page.goto(`/health-tips/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(edited);
  await expect(page.getByRole("article")).toContainText("Added in the source view.");

  // Unpublish: gone from the public pages; publish: back.
  await page.goto("/admin/blog");
  await postRow(page, edited)
    .getByRole("button", { name: `Unpublish: ${edited}` })
    .click();
  await expect(toasts(page, "Blog post unpublished successfully")).toBeVisible();
  await expect(postRow(page, edited)).toContainText("Draft");
  expect((await page.request.get(`/health-tips/${slug}`)).status()).toBe(404);
  expect(await (await page.request.get("/health-tips")).text()).not.toContain(edited);

  await postRow(page, edited)
    .getByRole("button", { name: `Publish: ${edited}` })
    .click();
  await expect(toasts(page, "Blog post published successfully")).toBeVisible();
  await expect(postRow(page, edited)).toContainText("Published");
  expect((await page.request.get(`/health-tips/${slug}`)).status()).toBe(200);

  // Delete asks first; Cancel keeps the post.
  await postRow(page, edited)
    .getByRole("button", { name: `Delete: ${edited}` })
    .click();
  await expect(page.getByRole("dialog")).toContainText(
    "Are you sure you want to delete this blog post?",
  );
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(postRow(page, edited)).toBeVisible();

  await deletePost(page, edited);
  expect((await page.request.get(`/health-tips/${slug}`)).status()).toBe(404);
});

test("a draft's preview shows to its editor and to a colleague with the link, marked and never indexed; to anyone else it is not found", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const title = uniqueTitle("Preview");
  const slug = slugOf(title);
  await signInAsEditor(page);
  await openNewPostForm(page);
  await page.getByLabel("Title").fill(title);
  await writeHtmlSource(page, "<p>Only for the preview.</p>");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(toasts(page, "Blog post created successfully")).toBeVisible();
  await postRow(page, title)
    .getByRole("link", { name: `Edit: ${title}` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Blog Post");

  // A preview on each language's site (the page around the post follows the prefix).
  await expect(page.getByRole("link", { name: /Preview on the Spanish site/ })).toHaveAttribute(
    "href",
    /^\/es\/health-tips\/[^?]+\?preview=/,
  );
  // The editor's own preview, in a new tab, on the Portuguese site.
  const [previewTab] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: /Preview on the Portuguese site/ }).click(),
  ]);
  await expect(previewTab.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(previewTab.getByTestId("preview-banner")).toContainText(
    "Pré-visualização: este artigo é um rascunho.",
  );
  await expectNoAxeViolations(previewTab);
  await expectNoAxeViolationsOnAPhone(previewTab);
  await previewTab.close();

  // A colleague who is not signed in opens the link; the same address without it is a 404.
  const shared = new URL(await page.getByLabel("Preview link for a colleague").inputValue());
  const colleague = await browser.newContext();
  try {
    const visitor = await colleague.newPage();
    const response = await visitor.goto(`${baseUrlOf(page)}${shared.pathname}${shared.search}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(visitor.getByTestId("preview-banner")).toContainText(
      "Preview: this article is a draft. Visitors cannot see it.",
    );
    await expect(visitor.getByRole("article")).toContainText("Only for the preview.");
    const plain = await visitor.goto(`${baseUrlOf(page)}/health-tips/${slug}`);
    expect(plain?.status()).toBe(404);
    const forged = await visitor.goto(
      `${baseUrlOf(page)}/health-tips/${slug}${shared.search.slice(0, -2)}xx`,
    );
    expect(forged?.status()).toBe(404);
  } finally {
    await colleague.close();
  }
  await deletePost(page, title);
});

/** The test server's origin, as the page sees it (the site's configured address may differ). */
function baseUrlOf(page: Page): string {
  return new URL(page.url()).origin;
}

test("what is typed in a post is kept automatically and offered back after the tab is closed", async ({
  page,
  context,
}) => {
  test.slow();
  // An existing post of its own: the copy of a new post is per editor, and other tests
  // type new posts as the same editor at the same time.
  const title = uniqueTitle("Autosaved");
  const typed = `${title} (edited)`;
  await signInAsEditor(page);
  await openNewPostForm(page);
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(toasts(page, "Blog post created successfully")).toBeVisible();
  await postRow(page, title)
    .getByRole("link", { name: `Edit: ${title}` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Blog Post");
  const editPath = new URL(page.url()).pathname;
  await waitForHydration(page);
  await page.getByLabel("Title").fill(typed);
  await writeHtmlSource(page, "<p>Typed before the tab was closed.</p>");
  await expect(page.getByRole("status").filter({ hasText: /^Draft saved at / })).toBeVisible({
    timeout: 15_000,
  });
  await page.close();

  // Another tab, later: the post offers the copy back; restoring fills the form.
  const later = await context.newPage();
  await later.goto(editPath);
  const notice = later.getByRole("region", { name: /You have unsaved changes from/ });
  await expect(notice).toBeVisible();
  await expect(later.getByLabel("Title")).toHaveValue(title);
  await expectNoAxeViolations(later);
  await expectNoAxeViolationsOnAPhone(later);
  await notice.getByRole("link", { name: "Restore them" }).click();
  await expect(later.getByLabel("Title")).toHaveValue(typed);
  await later.getByRole("button", { name: "HTML source" }).click();
  await expect(later.getByLabel("Content (HTML source)")).toHaveValue(
    /Typed before the tab was closed\./,
  );
  // Saved: the copy is gone, nothing is offered any more.
  await later.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(later, "Blog post updated successfully")).toBeVisible();
  await later.goto(editPath);
  await expect(later.getByLabel("Title")).toHaveValue(typed);
  await expect(later.getByRole("region", { name: /You have unsaved changes/ })).toHaveCount(0);
  await deletePost(later, typed);
});

test.describe("refused saves", () => {
  // Chromium logs the refused form's answer (400, 409) as a console error.
  test.use({ allowedConsoleErrors: [/status of 40[09] /] });

  test("a missing title and a slug another post uses get clear messages, nothing is saved", async ({
    page,
  }) => {
    await signInAsEditor(page);
    await openNewPostForm(page);
    await page.getByLabel("Excerpt").fill("Kept after the refusal");
    await page.getByRole("button", { name: "Create post" }).click();

    await expect(toasts(page, "Failed to save blog post")).toBeVisible();
    const summary = page.getByRole("alert").filter({ hasText: "The blog post was not saved" });
    await expect(summary).toContainText("Title: Enter a title.");
    await expect(summary).toBeFocused();
    await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Excerpt")).toHaveValue("Kept after the refusal");

    // A seeded post's address.
    const title = uniqueTitle("Clash");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Slug").fill("annual-checkup-what-to-expect");
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(
      page
        .getByText('Another post already uses the address "annual-checkup-what-to-expect"')
        .first(),
    ).toBeVisible();
    await expect(page.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);

    await page.goto("/admin/blog");
    await expect(postRow(page, title)).toHaveCount(0);
  });
});

/**
 * Known stored-XSS vectors, saved through the HTML source view. Each would set
 * window.__xss (or call alert) if any of it survived into the article page.
 */
const attackVectors = [
  "<script>window.__xss = 'script'</script>",
  "<img src=x onerror=\"window.__xss = 'img onerror'\">",
  '<img src="/images/blog-default.svg" onload="window.__xss = \'img onload\'">',
  "<svg onload=\"window.__xss = 'svg onload'\"></svg>",
  '<svg><a xlink:href="javascript:window.__xss=\'svg link\'"><text y="20">svg link</text></a></svg>',
  '<p><a id="js-link" href="javascript:window.__xss=\'javascript link\'">javascript link</a></p>',
  '<p><a id="entity-link" href="JaVaScRiPt&#x3A;window.__xss=\'entity link\'">entity link</a></p>',
  "<iframe srcdoc=\"<script>parent.__xss = 'srcdoc'</script>\"></iframe>",
  "<iframe src=\"javascript:parent.__xss = 'iframe src'\"></iframe>",
  "<p style=\"background:url(javascript:window.__xss='style'); width: expression(window.__xss='expression')\">styled</p>",
  "<style>p { background: url(\"javascript:window.__xss='style tag'\") }</style>",
  '<p><a id="data-link" href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9J2RhdGEnPC9zY3JpcHQ+">data link</a></p>',
  '<img src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0id2luZG93Ll9feHNzPSdkYXRhIHN2ZyciLz4=">',
  "<object data=\"data:text/html,<script>parent.__xss='object'</script>\"></object>",
  "<embed src=\"javascript:window.__xss='embed'\">",
  '<p id="handlers" onclick="window.__xss=\'onclick\'" onmouseover="window.__xss=\'onmouseover\'">handlers on an allowed tag</p>',
  '<p><a href="/contact" onfocus="window.__xss=\'onfocus\'" autofocus>focus link</a></p>',
  "<p><strong onmouseenter=\"window.__xss='onmouseenter'\">bold with a handler</strong></p>",
  "<noscript><p title=\"</noscript><img src=x onerror=window.__xss='noscript mxss'>\"></noscript>",
  "<math><mtext><table><mglyph><style><!--</style><img title=\"--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=window.__xss='math mxss'&gt;\"></mglyph></table></mtext></math>",
  "<form><button formaction=\"javascript:window.__xss='formaction'\">go</button></form>",
  "<details open ontoggle=\"window.__xss='ontoggle'\"><summary>x</summary></details>",
  "<input autofocus onfocus=\"window.__xss='input onfocus'\">",
  "<video><source onerror=\"window.__xss='video'\"></video>",
  "<p>The end.</p>",
].join("\n");

/** Tags that can run or load code; none may be in an article's body. */
const activeElements =
  "script, iframe, object, embed, svg, math, style, link, meta, base, form, input, button, details, video, audio, source, noscript, template";

async function expectNothingRan(page: Page, dialogs: string[]) {
  // Give handlers (onload, onerror, autofocus, ontoggle) their chance to run.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

test("stored XSS: attack vectors saved through the HTML source view never run", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  test.setTimeout(90_000);
  const title = uniqueTitle("XSS");
  const slug = slugOf(title);
  await signInAsEditor(page);
  await openNewPostForm(page);
  await page.getByLabel("Title").fill(title);
  await writeHtmlSource(page, attackVectors);
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(toasts(page, "Blog post created successfully")).toBeVisible();
  await expectNothingRan(page, dialogs);

  // The public article: nothing runs and nothing script-capable is in the DOM.
  await page.goto(`/health-tips/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const body = page.getByRole("article").locator("div[class*='leading-relaxed']");
  await expect(body).toContainText("The end.");
  await expect(body).toContainText("handlers on an allowed tag");
  // Interact with what is left, the way a reader would.
  await body.getByText("handlers on an allowed tag").hover();
  await body.getByText("handlers on an allowed tag").click();
  await body.getByText("bold with a handler").hover();
  for (const text of ["javascript link", "entity link", "data link"]) {
    // Unsafe links keep their text only.
    await expect(body.getByText(text)).toBeVisible();
    await expect(body.getByRole("link", { name: text })).toHaveCount(0);
  }
  await expectNothingRan(page, dialogs);

  await expect(body.locator(activeElements)).toHaveCount(0);
  const unsafe = await body.evaluate((root) => {
    const found: string[] = [];
    for (const element of [root, ...root.querySelectorAll("*")]) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value.trim().toLowerCase();
        if (
          name.startsWith("on") ||
          ["style", "srcdoc", "srcset", "formaction", "xlink:href", "action"].includes(name) ||
          ((name === "href" || name === "src") && /^(javascript|data|vbscript):/.test(value))
        ) {
          found.push(`<${element.tagName.toLowerCase()} ${name}="${attribute.value}">`);
        }
      }
    }
    return found;
  });
  expect(unsafe).toEqual([]);

  // Reopened in the staff portal's editor (a target too), still nothing runs.
  await page.goto("/admin/blog");
  await postRow(page, title)
    .getByRole("link", { name: `Edit: ${title}` })
    .click();
  await expect(visualEditor(page)).toContainText("The end.");
  await page.getByRole("button", { name: "HTML source" }).click();
  // Only sanitized HTML was stored: the text of the vectors is left, their markup is not.
  const stored = await page.getByLabel("Content (HTML source)").inputValue();
  expect(stored).not.toMatch(/<(script|iframe|svg|math|object|embed|style|form|input)\b/i);
  expect(stored).not.toMatch(/\son\w+=|javascript:|data:|srcdoc|style=/i);
  await expectNothingRan(page, dialogs);

  await deletePost(page, title);
});

test("TipTap loads only on the blog edit page, never on public pages or the list", async ({
  page,
}) => {
  const editorCode = /tiptap|prosemirror|visual-editor/i;
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (editorCode.test(request.url())) loaded.push(new URL(request.url()).pathname);
  });
  await page.goto("/health-tips");
  await page.goto("/health-tips/annual-checkup-what-to-expect");
  await page.goto("/pt/health-tips");
  await page.waitForLoadState("networkidle");
  await signInAsEditor(page);
  await page.goto("/admin/blog");
  await page.waitForLoadState("networkidle");
  expect(loaded).toEqual([]);

  await page.getByRole("link", { name: "New Blog Post" }).click();
  await expect(visualEditor(page)).toBeVisible();
  expect(loaded.length).toBeGreaterThan(0);
});

test("the toolbar is one tab stop with named, pressed-state buttons and arrow-key movement", async ({
  page,
}) => {
  await signInAsEditor(page);
  await openNewPostForm(page);
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  for (const name of [
    "Bold",
    "Italic",
    "Heading",
    "Subheading",
    "Bulleted list",
    "Numbered list",
    "Quote",
    "Link",
  ]) {
    await expect(toolbar.getByRole("button", { name, exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  }
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
  await toolbar.getByRole("button", { name: "Bold" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Italic" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(toolbar.getByRole("button", { name: "Insert image" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(toolbar.getByRole("button", { name: "Bold" })).toBeFocused();

  await visualEditor(page).click();
  await toolbar.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("first item");
  await expect(toolbar.getByRole("button", { name: "Bulleted list" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(visualEditor(page).locator("ul > li")).toHaveText("first item");

  // By keyboard: Enter on a button applies it and hands the caret back to the text,
  // and the Enter itself does not reach the text (no new list item).
  await toolbar.getByRole("button", { name: "Bold" }).focus();
  await page.keyboard.press("Enter");
  await expect(visualEditor(page)).toBeFocused();
  await expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.type("more");
  await expect(visualEditor(page).locator("ul > li strong")).toHaveText("more");
  await expect(visualEditor(page).locator("ul > li")).toHaveCount(1);
});

test("the list searches by title or address, keeps the search in its URL, and shows all again", async ({
  page,
}) => {
  await signInAsEditor(page);
  await page.goto("/admin/blog");
  const search = page.getByRole("search", { name: "Blog posts" });
  await search.getByLabel("Search by title or address").fill("hydrated");
  await search.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?q=hydrated$/);
  const rows = page.getByRole("list", { name: "Blog posts" }).getByRole("listitem");
  await expect(rows.getByRole("heading")).toHaveText(["Staying Hydrated in the Orlando Heat"]);
  await expect(page.getByRole("status").filter({ hasText: "1 post matches" })).toContainText(
    '"hydrated"',
  );
  await expect(search.getByLabel("Search by title or address")).toHaveValue("hydrated");

  await page.getByLabel("Search by title or address").fill("no-such-post-anywhere");
  await page.getByLabel("Search by title or address").press("Enter");
  await expect(page.getByText("No posts match the search and filters.")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).last().click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect.poll(() => rows.count()).toBeGreaterThan(1);
});

test("axe finds no violations on the list and the form (both editor views)", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsEditor(page);
  await page.goto("/admin/blog");
  await expect(page.getByRole("list", { name: "Blog posts" })).toBeVisible();
  await expectNoAxeViolations(page);

  await openNewPostForm(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "HTML source" }).click();
  await expect(page.getByLabel("Content (HTML source)")).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the HTML textarea is the editor and the form saves a draft", async ({ page, browser }) => {
    const title = uniqueTitle("No JS");
    await signInAsEditor(page);
    await page.goto("/admin/blog/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Content").fill("<p>Written <strong>without</strong> JavaScript.</p>");
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(postRow(page, title)).toContainText("Draft");

    // Clean up with JavaScript on (the confirmation is a dialog).
    const context = await browser.newContext({
      javaScriptEnabled: true,
      baseURL: new URL(page.url()).origin,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
    });
    const cleanup = await context.newPage();
    await signInAsEditor(cleanup);
    await deletePost(cleanup, title);
    await context.close();
  });
});
