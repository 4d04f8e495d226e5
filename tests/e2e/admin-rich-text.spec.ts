import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import {
  asNewClient,
  expect,
  gotoHydrated,
  signInAsEditor,
  test,
  toasts,
  uniqueName,
} from "./fixtures";

/*
 * Issue 27: rich text a person can use. The article editor inserts images from the
 * media library (or uploaded in place) with their alt text, its toolbar works by
 * keyboard, and text pasted from Word or Google Docs keeps its structure only.
 */

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
  await signInAsEditor(page);
});

let counter = 0;

/** A PNG no other test uses, named after the test. */
async function uniquePng(label: string) {
  counter += 1;
  const width = 800 + ((Date.now() + counter * 53) % 400);
  const height = 500 + counter;
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 90 + counter, b: 150 } },
  })
    .png()
    .toBuffer();
  return { name: `${label}-${width}.png`, mimeType: "image/png", buffer, width, height };
}

/**
 * Puts an image in the library through the upload route, as the library's uploader does,
 * with its alt texts by language (`altText_<locale>`, as the library's card names them).
 */
async function uploadToLibrary(page: Page, label: string, altTexts: Record<string, string>) {
  const png = await uniquePng(label);
  const answer = await page.evaluate(
    async ({ base64, name, texts }) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const body = new FormData();
      body.append("file", new File([bytes], name, { type: "image/png" }));
      for (const [locale, text] of Object.entries(texts)) body.append(`altText_${locale}`, text);
      const response = await fetch("/admin/media/upload", { method: "POST", body });
      return { status: response.status, json: (await response.json()) as { ok: boolean } };
    },
    { base64: png.buffer.toString("base64"), name: png.name, texts: altTexts },
  );
  expect(answer.status).toBe(201);
  return png;
}

function visualEditor(page: Page): Locator {
  return page.getByRole("textbox", { name: "Content", exact: true });
}

async function startPost(page: Page, title: string) {
  await gotoHydrated(page, "/admin/blog/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("Written in the rich text test.");
  await page.getByLabel("Category").selectOption({ label: "Nutrition" });
  await page.getByLabel("Author").fill("Test Author");
  await expect(visualEditor(page)).toBeVisible();
}

async function deletePost(page: Page, title: string) {
  await gotoHydrated(page, `/admin/blog?q=${encodeURIComponent(title)}`);
  const row = page
    .getByRole("list", { name: "Blog posts" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await row.getByRole("button", { name: `Delete: ${title}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page, "Blog post deleted successfully")).toBeVisible();
}

async function expectImageLoaded(image: Locator) {
  // Scrolled to and read in one step, retried: a lazy image loads once it is near the view.
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => {
        element.scrollIntoView({ block: "center" });
        return element.naturalWidth;
      }),
    )
    .toBeGreaterThan(0);
}

test("an editor inserts a library image and one uploaded in place, each with its alt text, and the article shows both", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = uniqueName("E2E Rich text images");
  const library = await uploadToLibrary(page, "rich-library", {
    en: "A nurse measures blood pressure",
  });
  await startPost(page, title);

  const editor = visualEditor(page);
  await editor.click();
  await page.keyboard.type("Before the pictures. ");
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await toolbar.getByRole("button", { name: "Insert image" }).click();

  const dialog = page.getByRole("dialog", { name: "Insert an image" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Search images").fill(library.name);
  const choice = dialog.getByRole("button", { name: new RegExp(`Use ${library.name}`) });
  // Each image shows its alt text.
  await expect(choice).toContainText("A nurse measures blood pressure");
  await choice.click();

  const describe = page.getByRole("dialog", { name: "Describe the image" });
  const alt = describe.getByLabel(/^Alt text/);
  await expect(alt).toHaveValue("A nurse measures blood pressure");
  await expect(alt).toBeFocused();
  // Required unless decorative.
  await alt.fill("");
  await describe.getByRole("button", { name: "Insert image" }).click();
  await expect(alt).toHaveAttribute("aria-invalid", "true");
  await expect(alt).toHaveAccessibleDescription(/Describe the image, or mark it as decorative/);
  await alt.fill("A nurse checks a patient's blood pressure");
  await describe.getByRole("button", { name: "Insert image" }).click();
  await expect(describe).toBeHidden();
  await expect(editor).toBeFocused();

  const first = editor.getByRole("img", { name: "A nurse checks a patient's blood pressure" });
  await expect(first).toHaveAttribute("src", /^\/uploads\/[^/]+\.png\.\d+\.webp$/);
  await expect(first).toHaveAttribute("width", String(library.width));
  await expect(first).toHaveAttribute("height", String(library.height));
  await expect(first).toHaveAttribute("loading", "lazy");

  // The second image is uploaded in place, with its alt text asked at upload.
  await page.keyboard.type(" Between them. ");
  await toolbar.getByRole("button", { name: "Insert image" }).click();
  const upload = await uniquePng("rich-upload");
  await dialog.getByLabel("Alt text of the new image").fill("A bowl of fruit on a table");
  await dialog.getByLabel("Upload a new image").setInputFiles(upload);
  await expect(describe.getByLabel(/^Alt text/)).toHaveValue("A bowl of fruit on a table");
  await describe.getByRole("button", { name: "Insert image" }).click();
  await expect(describe).toBeHidden();
  const second = editor.getByRole("img", { name: "A bowl of fruit on a table" });
  await expect(second).toHaveAttribute("src", /^\/uploads\/[^/]+\.png\.\d+\.webp$/);
  await expectImageLoaded(first);
  await expectImageLoaded(second);

  // The HTML view shows them.
  await page.getByRole("button", { name: "HTML source" }).click();
  const source = page.getByLabel("Content (HTML source)");
  await expect(source).toHaveValue(
    /<img src="\/uploads\/[^"]+\.webp" alt="A nurse checks a patient's blood pressure" width="\d+" height="\d+" loading="lazy">/,
  );
  await expect(source).toHaveValue(/alt="A bowl of fruit on a table"/);
  await page.getByRole("button", { name: "Visual editor" }).click();

  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(toasts(page, "Blog post created successfully")).toBeVisible();

  // The uploaded image joined the library with its alt text.
  await page.goto(`/admin/media?q=${encodeURIComponent(upload.name)}`);
  await expect(page.getByRole("main").getByLabel("Alt text (English)")).toHaveValue(
    "A bowl of fruit on a table",
  );

  await page.goto(`/health-tips/${title.toLowerCase().replaceAll(" ", "-")}`);
  const article = page.getByRole("article");
  for (const name of ["A nurse checks a patient's blood pressure", "A bowl of fruit on a table"]) {
    const image = article.getByRole("img", { name });
    await expect(image).toHaveAttribute("src", /^\/uploads\/.+\.webp$/);
    await expect(image).toHaveAttribute("loading", "lazy");
    await expectImageLoaded(image);
  }

  await deletePost(page, title);
});

test("a Portuguese post asks for the alt text in Portuguese, starting from the library's, and /pt shows it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = uniqueName("E2E Texto rico");
  const library = await uploadToLibrary(page, "rich-pt", {
    en: "A doctor listens to a heart",
    "pt-BR": "Uma médica ausculta um coração",
  });
  await startPost(page, title);
  await page.getByLabel("Language").selectOption({ label: "Portuguese" });
  await visualEditor(page).click();
  await page.keyboard.type("Antes da imagem. ");
  await page
    .getByRole("toolbar", { name: "Formatting" })
    .getByRole("button", { name: "Insert image" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Insert an image" });
  await dialog.getByLabel("Search images").fill(library.name);
  const choice = dialog.getByRole("button", { name: new RegExp(`Use ${library.name}`) });
  await expect(choice).toContainText("Uma médica ausculta um coração");
  await choice.click();
  const alt = page.getByRole("dialog", { name: "Describe the image" }).getByLabel(/^Alt text/);
  await expect(alt).toHaveAccessibleName(/Alt text \(in Portuguese\)/);
  await expect(alt).toHaveValue("Uma médica ausculta um coração");
  await page.keyboard.press("Enter");
  await expect(
    visualEditor(page).getByRole("img", { name: "Uma médica ausculta um coração" }),
  ).toBeVisible();
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(toasts(page, "Blog post created successfully")).toBeVisible();

  await page.goto(`/pt/health-tips/${title.toLowerCase().replaceAll(" ", "-")}`);
  const image = page
    .getByRole("article")
    .getByRole("img", { name: "Uma médica ausculta um coração" });
  await expectImageLoaded(image);
  await deletePost(page, title);
});

test("a Spanish post asks for Spanish alt texts (never offering the English one), and an image uploaded in place keeps its Spanish one in the library", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const library = await uploadToLibrary(page, "rich-es", { en: "A pharmacist at the counter" });
  await startPost(page, uniqueName("E2E Texto enriquecido"));
  await page.getByLabel("Language").selectOption({ label: "Spanish" });
  await visualEditor(page).click();
  await page
    .getByRole("toolbar", { name: "Formatting" })
    .getByRole("button", { name: "Insert image" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Insert an image" });
  await dialog.getByLabel("Search images").fill(library.name);
  // Only an English text: the picker says the Spanish one is missing, never shows the English.
  const choice = dialog.getByRole("button", { name: new RegExp(`Use ${library.name}`) });
  await expect(choice).toContainText("No Spanish alt text");
  await expect(choice).not.toContainText("A pharmacist at the counter");

  // An image uploaded in place is asked for its text in the post's language.
  const upload = await uniquePng("rich-es-upload");
  const asked = dialog.getByLabel("Alt text of the new image (in Spanish)");
  await expect(asked).toHaveAttribute("lang", "es");
  await asked.fill("Un farmacéutico en el mostrador");
  await dialog.getByLabel("Upload a new image").setInputFiles(upload);
  const describe = page.getByRole("dialog", { name: "Describe the image" });
  const alt = describe.getByLabel(/^Alt text/);
  await expect(alt).toHaveAccessibleName(/Alt text \(in Spanish\)/);
  await expect(alt).toHaveValue("Un farmacéutico en el mostrador");

  // The library keeps it as the image's Spanish alt text (read in another tab, the post unsaved).
  const library2 = await page.context().newPage();
  await library2.goto(`/admin/media?q=${encodeURIComponent(upload.name)}`);
  const card = library2.getByRole("main").getByRole("article");
  await expect(card.getByLabel("Alt text (Spanish)")).toHaveValue(
    "Un farmacéutico en el mostrador",
  );
  await expect(card.getByLabel("Alt text (English)")).toHaveValue("");
  await expect(card).toContainText("No alt text");
  await library2.close();
});

/** Word's clipboard for two headings' worth of text, a list and a link. */
const WORD_CLIPBOARD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style><!-- p.MsoNormal {font-family:Calibri} --></style></head>
<body><!--StartFragment--><h1 style='margin:0'><span style='font-family:"Calibri Light"'>Pasted heading<o:p></o:p></span></h1>
<p class=MsoNormal><span style='color:#C00000;font-size:14pt'>Pasted <b>strong</b> text with <a href="https://www.cdc.gov/">a link</a>.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span></span><![endif]>First point<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span></span><![endif]>Second point<o:p></o:p></p>
<!--EndFragment--></body></html>`;

test("text pasted from Word keeps its headings, list, link and bold, without Word's styles", async ({
  page,
}) => {
  await startPost(page, uniqueName("E2E Paste"));
  const editor = visualEditor(page);
  await editor.click();
  await editor.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", "Pasted heading");
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, WORD_CLIPBOARD);

  await expect(editor.locator("h2")).toHaveText("Pasted heading");
  await expect(editor.locator("strong")).toHaveText("strong");
  await expect(editor.getByRole("link", { name: "a link" })).toHaveAttribute(
    "href",
    "https://www.cdc.gov/",
  );
  await expect(editor.locator("ul > li")).toHaveText(["First point", "Second point"]);
  await expect(editor.locator("span, [style], [class*=Mso]")).toHaveCount(0);

  await page.getByRole("button", { name: "HTML source" }).click();
  const html = await page.getByLabel("Content (HTML source)").inputValue();
  expect(html).toContain("<h2>Pasted heading</h2>");
  for (const debris of ["style", "class", "<span", "o:p", "mso", "·", "<!--", "Calibri"]) {
    expect(html, debris).not.toContain(debris);
  }
});

test("the Insert image dialog works by keyboard, and the focus comes back", async ({ page }) => {
  const library = await uploadToLibrary(page, "rich-keyboard", { en: "Stethoscope on a desk" });
  await startPost(page, uniqueName("E2E Keyboard image"));
  const editor = visualEditor(page);
  await editor.click();
  await page.keyboard.type("Words");
  // Headings and links have keys of their own.
  await page.keyboard.press("Control+Alt+2");
  await expect(editor.locator("h2")).toHaveText("Words");
  await page.keyboard.press("Enter");
  await page.keyboard.type("An item");
  await page.keyboard.press("Control+Shift+8");
  await expect(editor.locator("ul > li")).toHaveText("An item");
  await page.keyboard.press("Control+k");
  await expect(page.getByLabel("Link address")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(editor).toBeFocused();

  // The toolbar is one tab stop, moved in with the arrow keys: from Bold, back past
  // Undo (and Redo when enabled) to Insert image.
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  const insert = toolbar.getByRole("button", { name: "Insert image" });
  await toolbar.getByRole("button", { name: "Bold" }).focus();
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press("ArrowLeft");
    if (await insert.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(insert).toBeFocused();
  await expect(insert).toHaveAttribute("aria-haspopup", "dialog");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Insert an image" });
  await expect(dialog).toBeVisible();
  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(insert).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  const search = dialog.getByLabel("Search images");
  for (let i = 0; i < 8; i += 1) {
    if (await search.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(search).toBeFocused();
  await page.keyboard.type(library.name);
  const choice = dialog.getByRole("button", { name: new RegExp(`Use ${library.name}`) });
  await expect(choice).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Use / })).toHaveCount(1);
  await page.keyboard.press("Tab");
  await expect(choice).toBeFocused();
  await page.keyboard.press("Enter");
  const alt = page.getByRole("dialog", { name: "Describe the image" }).getByLabel(/^Alt text/);
  await expect(alt).toBeFocused();
  await expect(alt).toHaveValue("Stethoscope on a desk");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(editor).toBeFocused();
  await expect(editor.getByRole("img", { name: "Stethoscope on a desk" })).toBeVisible();
  // The image went in at the caret, after the item's text, and the caret is after it.
  await page.keyboard.type(" after");
  await expect(editor.locator("ul > li")).toHaveText("An item after");
  await expect(editor.locator("ul > li img")).toHaveAttribute("alt", "Stethoscope on a desk");
});
