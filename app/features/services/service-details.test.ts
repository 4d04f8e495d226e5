import { describe, expect, it } from "vitest";
import * as editRoute from "~/routes/admin/service-edit";
import * as publicRoute from "~/routes/site/service-detail";
import { auditEntries } from "../../../tests/support/audit";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { jsonLdOf, type JsonLd } from "../../../tests/support/json-ld";
import { dataOf, routesOn } from "../../../tests/support/routes";
import { priceLine } from "./service-details";
import { faqField, serviceFormValues } from "./service-form";
import { findServicePage } from "./service-details.server";

/*
 * The service pages as data: the migration's texts and prices as the site showed them
 * when they were code, in both languages; the editor's refusals (a price range the
 * wrong way round, a note without a price, a missing English question, an unknown
 * placeholder); the FAQ buttons (add, move, remove) that rearrange the form without
 * saving; and a save shown on the page at once, Portuguese falling back to English, a
 * Portuguese answer in the Portuguese page's FAQPage data only.
 */

const EDIT_PATH = "/admin/services/:id";
const NBSP = "\u00a0";

describe("priceLine", () => {
  const en = { priceRange: "{from} - {to}", priceFrom: "Starting at {from}", priceAsk: "Ask us" };
  const pt = { priceRange: "{from} a {to}", priceFrom: "A partir de {from}", priceAsk: "Consulte" };
  it("writes a range, a lower bound, a fixed price and no price in each language", () => {
    expect(priceLine({ fromCents: 35000, toCents: 50000 }, "depending on tests", en, "en")).toBe(
      "$350 - $500 depending on tests",
    );
    expect(
      priceLine({ fromCents: 35000, toCents: 50000 }, ", dependendo dos exames", pt, "pt-BR"),
    ).toBe(`US$${NBSP}350 a US$${NBSP}500, dependendo dos exames`);
    expect(priceLine({ fromCents: 123456, toCents: null }, "", en, "en")).toBe(
      "Starting at $1,234.56",
    );
    expect(priceLine({ fromCents: 9900, toCents: 9900 }, "", pt, "pt-BR")).toBe(`US$${NBSP}99`);
    expect(priceLine({ fromCents: null, toCents: null }, "ignored", en, "en")).toBe("Ask us");
  });
});

describe.each(testDatabases)("service pages on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["user", "content_editor"]);
  const routes = routesOn(handle);

  const page = async (path: string) =>
    dataOf(await routes.get("/services/:id", publicRoute, path)) as {
      service: {
        title: string;
        price: string;
        benefits: string[];
        faqs: { question: string; answer: string }[];
      } | null;
      others: { id: string; title: string }[];
    };
  const ptPage = async (id: string) =>
    dataOf(await routes.get("/pt/services/:id", publicRoute, `/pt/services/${id}`)) as Awaited<
      ReturnType<typeof page>
    >;

  async function save(
    id: string,
    changes: Record<string, string>,
    cookie = people.content_editor.cookie,
  ) {
    const stored = await findServicePage(handle.db, id);
    if (!stored) throw new Error(`no service ${id}`);
    return routes.post(
      EDIT_PATH,
      editRoute,
      `/admin/services/${id}`,
      {
        ...serviceFormValues(stored),
        baseVersion: String(stored.version),
        intent: "save",
        ...changes,
      },
      cookie,
    );
  }

  it("shows the demo texts and prices, with the clinic's hours written in", async () => {
    const checkup = await page("/services/checkup");
    expect(checkup.service).toMatchObject({
      title: "Complete Check-Up",
      price: "$350 - $500 depending on tests",
    });
    expect(checkup.service?.faqs).toHaveLength(4);
    expect((await ptPage("checkup")).service).toMatchObject({
      title: "Check-up Completo",
      price: `US$${NBSP}350 a US$${NBSP}500, dependendo dos exames`,
    });
    expect((await page("/services/weight-loss")).service?.price).toBe(
      "Starting at $350 for the initial assessment and plan",
    );
    expect((await ptPage("consultation")).service?.price).toBe(
      `US$${NBSP}100 a US$${NBSP}200 por consulta`,
    );
    expect((await page("/services/physical-evaluation")).service?.price).toBe("$150 - $250");
    // The membership's price is its plans'.
    expect((await page("/services/membership")).service?.price).toBe("Starting at $99/month");
    expect((await ptPage("membership")).service?.price).toBe(`A partir de US$${NBSP}99/mês`);
    // {openDays} and {hoursFrom} are the clinic's hours, never shown as placeholders.
    const consultation = await page("/services/consultation");
    const texts =
      JSON.stringify(consultation.service) +
      JSON.stringify((await page("/services/membership")).service);
    expect(texts).not.toMatch(/\{\w+\}/);
    expect(consultation.service?.faqs[1]?.answer).toMatch(/^Yes\. We see walk-in patients \w/);
    expect(consultation.others.map((other) => other.id)).toEqual([
      "weight-loss",
      "membership",
      "checkup",
    ]);
    expect((await ptPage("checkup")).others[0]?.title).toBe("Avaliação Física");
  });

  it("refuses a wrong price, a note without a price, a missing question and unknown placeholders", async () => {
    expect(await save("checkup", { priceFrom: "600" }, people.user.cookie)).toMatchObject({
      status: 403,
    });
    const backwards = await save("checkup", { priceFrom: "600", priceTo: "500" });
    expect(backwards).toMatchObject({ kind: "data", status: 400 });
    expect(dataOf(backwards).fieldErrors).toEqual({
      priceTo: "The highest price must be at least the lowest ($600).",
    });
    expect(dataOf(backwards).values).toMatchObject({ priceFrom: "600", priceTo: "500" });

    const refused = await save("checkup", {
      priceFrom: "",
      priceTo: "",
      title_en: "",
      [faqField(1, "question", "en")]: "",
      [faqField(0, "answer", "pt-BR")]: "Abrimos {weekdays}.",
    });
    expect(dataOf(refused).fieldErrors).toMatchObject({
      title_en: "Please enter the page's title in English.",
      [faqField(1, "question", "en")]: "Please enter the question in English (or remove it).",
      [faqField(0, "answer", "pt-BR")]: expect.stringContaining("{openDays}"),
    });
    expect(dataOf(refused).values[faqField(0, "answer", "pt-BR")]).toBe("Abrimos {weekdays}.");

    const noted = await save("checkup", { priceFrom: "", priceTo: "" });
    expect(dataOf(noted).fieldErrors).toEqual({
      priceNote_en:
        "A price note goes with a price: enter the lowest price, or leave the note empty.",
      "priceNote_pt-BR":
        "A price note goes with a price: enter the lowest price, or leave the note empty.",
      priceNote_es:
        "A price note goes with a price: enter the lowest price, or leave the note empty.",
    });
    expect((await page("/services/checkup")).service?.price).toBe("$350 - $500 depending on tests");
  });

  it("rearranges the questions without saving, and a save shows at once", async () => {
    const stored = await findServicePage(handle.db, "physical-evaluation");
    if (!stored) throw new Error("no service");
    const baseVersion = String(stored.version);
    const form: Record<string, string> = { ...serviceFormValues(stored), baseVersion };
    const rearrange = async (values: Record<string, string>, intent: string) =>
      dataOf(
        await routes.post(
          EDIT_PATH,
          editRoute,
          "/admin/services/physical-evaluation",
          { ...values, intent },
          people.content_editor.cookie,
        ),
      ).values as Record<string, string>;

    const added = await rearrange(form, "faq-add");
    expect(added.faqCount).toBe("5");
    expect(added[faqField(4, "question", "en")]).toBe("");
    const moved = await rearrange(
      {
        ...added,
        baseVersion,
        [faqField(4, "question", "en")]: "Can I bring my child?",
        [faqField(4, "answer", "en")]: "Yes, {openDays}.",
      },
      "faq-up-4",
    );
    expect(moved[faqField(3, "question", "en")]).toBe("Can I bring my child?");
    expect(moved[faqField(4, "question", "en")]).toBe(form[faqField(3, "question", "en")]);
    const removed = await rearrange({ ...moved, baseVersion }, "faq-remove-0");
    expect(removed.faqCount).toBe("4");
    expect(removed[faqField(2, "question", "en")]).toBe("Can I bring my child?");
    // Nothing saved yet.
    expect((await page("/services/physical-evaluation")).service?.faqs[0]?.question).toBe(
      "How long does a physical evaluation take?",
    );

    const saved = await routes.post(
      EDIT_PATH,
      editRoute,
      "/admin/services/physical-evaluation",
      {
        ...removed,
        baseVersion,
        intent: "save",
        priceFrom: "175",
        priceTo: "",
        priceNote_en: "for the exam",
        "priceNote_pt-BR": "",
        "title_pt-BR": "",
      },
      people.content_editor.cookie,
    );
    expect(saved).toMatchObject({ kind: "redirect", location: "/admin/services" });
    const shown = await page("/services/physical-evaluation");
    expect(shown.service?.price).toBe("Starting at $175 for the exam");
    expect(shown.service?.faqs.map((faq) => faq.question)).toEqual([
      "What should I bring?",
      "Do I need an appointment?",
      "Can I bring my child?",
      "Is the physical evaluation the same as a check-up?",
    ]);
    expect(shown.service?.faqs[2]?.answer).not.toContain("{openDays}");
    const portuguese = await ptPage("physical-evaluation");
    // An empty Portuguese title or note or question shows the English one.
    expect(portuguese.service?.title).toBe("Physical Evaluation");
    expect(portuguese.service?.price).toBe(`A partir de US$${NBSP}175 for the exam`);
    expect(portuguese.service?.faqs[2]?.question).toBe("Can I bring my child?");
    expect(portuguese.service?.faqs[0]?.question).toBe("O que devo levar?");

    // The version check: the form opened before the save is refused.
    const stale = await routes.post(
      EDIT_PATH,
      editRoute,
      "/admin/services/physical-evaluation",
      { ...form, intent: "save" },
      people.content_editor.cookie,
    );
    expect(stale).toMatchObject({ kind: "data", status: 409 });
    expect(
      await auditEntries(handle.db, ["summary"], "service_page.updated", "physical-evaluation"),
    ).toEqual([{ summary: "Updated service page Physical Evaluation" }]);
  });

  it("shows a price range and a Portuguese FAQ answer saved in the portal on both pages, the answer in the Portuguese page's FAQPage data only", async () => {
    const answer = "O preço depende dos exames escolhidos.";
    const saved = await save("checkup", {
      priceTo: "450",
      [faqField(2, "answer", "pt-BR")]: answer,
    });
    expect(saved).toMatchObject({
      kind: "redirect",
      location: "/admin/services",
      toast: { title: "Service page updated" },
    });
    const english = await page("/services/checkup");
    const portuguese = await ptPage("checkup");
    expect(english.service?.price).toBe("$350 - $450 depending on tests");
    expect(portuguese.service?.price).toBe(`US$${NBSP}350 a US$${NBSP}450, dependendo dos exames`);
    expect(portuguese.service?.faqs[2]?.answer).toBe(answer);
    expect(english.service?.faqs.map((faq) => faq.answer)).not.toContain(answer);

    const faqAnswers = async (url: string) =>
      (
        await jsonLdOf(
          routes,
          url.startsWith("/pt/") ? "/pt/services/:id" : "/services/:id",
          publicRoute,
          url,
        )
      )
        .filter((data) => data["@type"] === "FAQPage")
        .flatMap((data) => data.mainEntity as { acceptedAnswer: JsonLd }[])
        .map((entry) => entry.acceptedAnswer.text);
    expect(await faqAnswers("/pt/services/checkup")).toContain(answer);
    expect(await faqAnswers("/services/checkup")).not.toContain(answer);
  });
});
