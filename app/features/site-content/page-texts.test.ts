import { beforeEach, describe, expect, it } from "vitest";
import { pageContent } from "~/platform/db/schema";
import { getMessages } from "~/i18n/messages.server";
import { pageContentMessages } from "~/features/site-content/page-content-form";
import * as pageContentRoute from "~/routes/admin/page-content";
import * as homePage from "~/routes/site/home";
import * as insurancePage from "~/routes/site/insurance";
import * as servicesPage from "~/routes/site/services";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { pageContentRows } from "../../../tests/support/page-content";
import { dataOf, routesOn } from "../../../tests/support/routes";
import type { EditableTextsPage } from "./editable-texts";

/*
 * The texts of the public pages on /admin/content (editable-texts.ts): the overview of
 * what each language shows, the form a text's Edit opens, the checks of a page's text,
 * and the public pages showing a saved text in its language only.
 */

const PATH = "/admin/content";
const shipped = { en: getMessages("en"), pt: getMessages("pt-BR"), es: getMessages("es") };

describe.each(testDatabases)("the texts of the public pages on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["content_editor"]);
  beforeEach(async () => {
    await handle.db.delete(pageContent);
  });
  const routes = routesOn(handle);

  const load = (query = "") =>
    routes.get(PATH, pageContentRoute, `${PATH}${query}`, people.content_editor.cookie);
  const submit = (fields: Record<string, string>) =>
    routes.post(PATH, pageContentRoute, PATH, fields, people.content_editor.cookie);
  const create = (fields: Record<string, string>) =>
    submit({ intent: "create", pageName: "home", contentType: "text", ...fields });

  async function homeText(url: "/" | "/pt") {
    const answer = await routes.get(url === "/" ? "/" : "/pt", homePage, url);
    return (dataOf(answer) as { t: typeof shipped.en.home }).t;
  }

  async function overviewText(pageName: string, section: string) {
    const pages = dataOf(await load()).pages as EditableTextsPage[];
    return pages
      .find((page) => page.pageName === pageName)
      ?.texts.find((t) => t.section === section);
  }

  it("lists each page's texts with what every language shows, all shipped at first", async () => {
    const title = await overviewText("home", "hero-title");
    expect(title).toMatchObject({
      label: "Main title",
      anchor: "hero-title",
      values: [
        { locale: "en", value: shipped.en.home.hero.title, entryId: null },
        { locale: "pt-BR", value: shipped.pt.home.hero.title, entryId: null },
        { locale: "es", value: shipped.es.home.hero.title, entryId: null },
      ],
    });
    const services = await overviewText("services", "page-title");
    expect(services?.values[1]?.value).toBe(shipped.pt.common.pages.services.title);
  });

  it("opens a text's new entry with its language and its shipped text to start from", async () => {
    expect(dataOf(await load("?new=1&page=home&section=hero-title&locale=pt-BR"))).toMatchObject({
      creating: true,
      prefill: {
        pageName: "home",
        sectionName: "hero-title",
        locale: "pt-BR",
        contentValue: shipped.pt.home.hero.title,
      },
    });
  });

  it("shows a saved text on its page in that language only, and the shipped text again once it is deleted", async () => {
    const answer = await create({
      sectionName: "hero-title",
      locale: "pt-BR",
      contentValue: "Cuidado de verdade, sem hora marcada",
    });
    expect(answer).toMatchObject({
      kind: "redirect",
      location: `${PATH}#text-home-hero-title`,
      toast: {
        type: "success",
        title: "Content created successfully",
        description: "home / hero-title (Portuguese): shows on /pt",
      },
    });
    expect((await homeText("/pt")).hero.title).toBe("Cuidado de verdade, sem hora marcada");
    expect((await homeText("/")).hero.title).toBe(shipped.en.home.hero.title);

    const title = await overviewText("home", "hero-title");
    const [row] = await pageContentRows(handle.db);
    expect(title?.values).toEqual([
      { locale: "en", value: shipped.en.home.hero.title, entryId: null },
      { locale: "pt-BR", value: "Cuidado de verdade, sem hora marcada", entryId: row?.id },
      { locale: "es", value: shipped.es.home.hero.title, entryId: null },
    ]);

    expect(await submit({ intent: "delete", id: row?.id ?? "" })).toMatchObject({
      kind: "redirect",
    });
    expect((await homeText("/pt")).hero.title).toBe(shipped.pt.home.hero.title);
  });

  it("changes a page's heading, which is also its title in search results", async () => {
    await create({
      pageName: "services",
      sectionName: "page-title",
      locale: "en",
      contentValue: "What we do",
    });
    const page = dataOf(await routes.get("/services", servicesPage, "/services")) as {
      page: { title: string };
    };
    expect(page.page.title).toBe("What we do");
  });

  it("changes one answer of a page's questions, which the FAQ's structured data reads too", async () => {
    await create({
      pageName: "insurance",
      sectionName: "faq-2-answer",
      locale: "pt-BR",
      contentValue: "Ligue para nós com a carteirinha do plano em mãos.",
    });
    const faqOf = async (url: "/insurance" | "/pt/insurance") =>
      (dataOf(await routes.get(url, insurancePage, url)) as { t: typeof shipped.en.insurance }).t
        .faq.items;
    const portuguese = await faqOf("/pt/insurance");
    expect(portuguese[1]).toEqual({
      question: shipped.pt.insurance.faq.items[1]!.question,
      answer: "Ligue para nós com a carteirinha do plano em mãos.",
    });
    expect(portuguese[0]).toEqual(shipped.pt.insurance.faq.items[0]);
    expect(await faqOf("/insurance")).toEqual(shipped.en.insurance.faq.items);
    expect((await overviewText("insurance", "faq-2-answer"))?.label).toBe(
      "Second question: answer",
    );
  });

  it("fills a text's own placeholders with the clinic's details, and refuses others", async () => {
    await create({
      sectionName: "hero-subtitle",
      locale: "en",
      contentValue: "Open {openDays}. Just walk in.",
    });
    const subtitle = (await homeText("/")).hero.subtitle;
    expect(subtitle).toMatch(/^Open \S.+\. Just walk in\.$/);
    expect(subtitle).not.toContain("{");

    const refused = await create({
      sectionName: "cta-title",
      locale: "en",
      contentValue: "Only {price} a month",
    });
    expect(refused).toMatchObject({
      kind: "data",
      status: 400,
      data: {
        fieldErrors: {
          contentValue: "{price} is not filled in on this text: write it out without braces.",
        },
      },
    });
    const wrongOne = await create({
      sectionName: "hero-subtitle",
      locale: "pt-BR",
      contentValue: "Aberto {hours}",
    });
    expect(dataOf(wrongOne)).toMatchObject({
      fieldErrors: {
        contentValue: "{hours} is not filled in on this text. It can use {openDays} only.",
      },
    });
  });

  it("keeps a page's text plain and short", async () => {
    expect(
      dataOf(
        await create({
          sectionName: "hero-title",
          locale: "en",
          contentType: "html",
          contentValue: "<b>Hi</b>",
        }),
      ),
    ).toMatchObject({ fieldErrors: { contentType: pageContentMessages.editableTextType } });
    expect(
      dataOf(
        await create({ sectionName: "hero-title", locale: "en", contentValue: "x".repeat(1001) }),
      ),
    ).toMatchObject({ fieldErrors: { contentValue: pageContentMessages.editableTextTooLong } });
    expect(await pageContentRows(handle.db)).toEqual([]);
  });

  it("says so when an entry is saved that no page shows", async () => {
    expect(
      await create({ sectionName: "hero-banner", locale: "en", contentValue: "Welcome" }),
    ).toMatchObject({
      kind: "redirect",
      location: PATH,
      toast: { type: "info", title: "Saved, but not shown anywhere" },
    });
  });
});
