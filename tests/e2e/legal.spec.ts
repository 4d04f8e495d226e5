import { expect, test } from "./fixtures";

/** The legal pages in the footer's order, with their headings in both languages. */
const legalPages = [
  {
    path: "/nondiscrimination",
    en: "Notice of Nondiscrimination",
    pt: "Aviso de Não Discriminação",
  },
  { path: "/language-assistance", en: "Language Assistance", pt: "Assistência Linguística" },
  {
    path: "/notice-of-privacy-practices",
    en: "Notice of Privacy Practices",
    pt: "Aviso de Práticas de Privacidade",
  },
  { path: "/privacy", en: "Privacy Policy", pt: "Política de Privacidade" },
  { path: "/accessibility", en: "Accessibility", pt: "Acessibilidade" },
  { path: "/terms", en: "Terms of Service", pt: "Termos de Uso" },
] as const;

const footerLinkNames = {
  en: [
    "Nondiscrimination",
    "Language Assistance",
    "Notice of Privacy Practices",
    "Privacy Policy",
    "Accessibility",
    "Terms of Service",
  ],
  pt: [
    "Não Discriminação",
    "Assistência Linguística",
    "Aviso de Práticas de Privacidade",
    "Política de Privacidade",
    "Acessibilidade",
    "Termos de Uso",
  ],
};

const placeholderLabel = { en: "Placeholder text", pt: "Texto provisório" };

const newNotices = legalPages.filter(({ path }) => path !== "/privacy" && path !== "/terms");

for (const notice of newNotices) {
  for (const language of ["en", "pt"] as const) {
    const path = language === "en" ? notice.path : `/pt${notice.path}`;
    // axe checks these pages in accessibility.spec.ts, with every other public page.
    test(`${path} has its heading and the placeholder marker`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute(
        "lang",
        language === "en" ? "en" : "pt-BR",
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notice[language]);
      const marker = page.getByRole("note", { name: placeholderLabel[language] });
      await expect(marker).toBeVisible();
      await expect(marker).toContainText(language === "en" ? "counsel" : "advogado");
    });
  }
}

test("the footer of every kind of page links to all six legal pages in the page's language, and the links work", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/contact", "/pt/team", "/pt/notice-of-privacy-practices"]) {
    const language = path.startsWith("/pt") ? "pt" : "en";
    const prefix = language === "pt" ? "/pt" : "";
    await page.goto(path);
    const links = page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: language === "pt" ? "Informações legais" : "Legal" })
      .getByRole("link");
    await expect(links).toHaveText(footerLinkNames[language]);
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute("href")),
    );
    expect(hrefs).toEqual(legalPages.map((legal) => `${prefix}${legal.path}`));
  }

  // Every link leads to its page, in both languages.
  for (const legal of legalPages) {
    for (const language of ["en", "pt"] as const) {
      const response = await request.get(language === "en" ? legal.path : `/pt${legal.path}`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${legal[language]}</h1>`));
    }
  }

  // And a click on a phone-sized screen navigates there (tap targets wrap, none hidden).
  await page.setViewportSize({ width: 375, height: 740 });
  const languageLink = page.getByRole("contentinfo").getByRole("link", {
    name: "Assistência Linguística",
  });
  const box = await languageLink.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(24);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  await languageLink.click();
  await expect(page).toHaveURL(/\/pt\/language-assistance$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Assistência Linguística");
});

test("the language assistance page shows 15 taglines, each in its language with a tel: link", async ({
  page,
}) => {
  await page.goto("/language-assistance");
  const taglines = page
    .getByRole("region", { name: "Free language assistance in your language" })
    .getByRole("listitem");
  await expect(taglines).toHaveCount(15);

  const seen = await taglines.evaluateAll((items) =>
    items.map((item) => ({
      lang: item.getAttribute("lang"),
      dir: item.getAttribute("dir"),
      tel: item.querySelector('a[href^="tel:"]')?.getAttribute("href") ?? null,
      heading: item.querySelector("h3")?.textContent ?? "",
    })),
  );
  expect(seen.map((item) => item.lang)).toEqual([
    "es",
    "ht",
    "vi",
    "pt-BR",
    "zh-Hant",
    "fr",
    "tl",
    "ru",
    "ar",
    "it",
    "de",
    "ko",
    "pl",
    "gu",
    "th",
  ]);
  for (const item of seen) {
    expect(item.tel).toBe("tel:+14075550142");
    expect(item.heading).not.toBe("");
    expect(item.dir).toBe(item.lang === "ar" ? "rtl" : "ltr");
  }
  await expect(taglines.first()).toContainText(
    "ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al (407) 555-0142.",
  );
});

test("a notice under the contact and partnership forms asks for no medical details, in both languages", async ({
  page,
  request,
}) => {
  const english =
    "Please don't include medical details such as symptoms, diagnoses or medications. To talk about your health, call us or visit the clinic.";
  await page.goto("/contact");
  const form = page.getByRole("main").locator("form");
  await expect(form.getByText(english)).toBeVisible();
  await expect(form.getByLabel("Message")).toHaveAccessibleDescription(english);

  await page.goto("/foundation");
  await page.getByRole("button", { name: "Become a Partner" }).click();
  const partnership = page.locator("#partner form");
  const partnershipNotice =
    "Please don't include medical details about anyone, such as symptoms, diagnoses or medications. For health questions, call us or visit the clinic.";
  await expect(partnership.getByText(partnershipNotice)).toBeVisible();
  await expect(
    partnership.getByLabel("How would you like to partner with us?"),
  ).toHaveAccessibleDescription(partnershipNotice);

  // The Portuguese forms carry the same notice, in Portuguese, described for the message field.
  const portuguese = [
    {
      path: "/pt/contact",
      id: "contact-medical-notice",
      text: "Não inclua detalhes médicos, como sintomas, diagnósticos ou medicamentos. Para falar sobre a sua saúde, ligue para nós ou venha à clínica.",
    },
    {
      path: "/pt/foundation",
      id: "partner-medical-notice",
      text: "Não inclua detalhes médicos de ninguém, como sintomas, diagnósticos ou medicamentos. Para dúvidas de saúde, ligue para nós ou venha à clínica.",
    },
  ];
  for (const { path, id, text } of portuguese) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<textarea[^>]*aria-describedby="[^"]*\\b${id}"`));
    const notice = html.slice(html.indexOf(`<p id="${id}"`));
    expect(notice.slice(0, notice.indexOf("</p>"))).toContain(text);
  }
});
