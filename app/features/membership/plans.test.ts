import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { membershipPlans } from "~/platform/db/schema";
import * as editRoute from "~/routes/admin/membership-plan-edit";
import * as listRoute from "~/routes/admin/membership-plans";
import * as contactRoute from "~/routes/site/contact";
import * as homeRoute from "~/routes/site/home";
import * as membershipRoute from "~/routes/site/membership";
import * as serviceRoute from "~/routes/site/service-detail";
import { auditEntries } from "../../../tests/support/audit";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { jsonLdOf, ofType, type JsonLd } from "../../../tests/support/json-ld";
import { dataOf, routesOn } from "../../../tests/support/routes";
import { PlanCard, type PlansMessages } from "./plan-card";
import { planFormValues } from "./plan-form";
import { MONTHLY_PAYMENTS, plansOf, planTabs, yearlyCents, type PlanCardData } from "./plans";
import {
  getMembershipPriceCents,
  getPlanCards,
  headlinePriceCents,
  listPlans,
} from "./plans.server";

/*
 * The membership plans as data: the migration's demo plans (the spec's numbers), the
 * editor's validation, order and visibility, the Portuguese falling back to English,
 * and the version check of concurrent saves; a fee saved is at once on every page that
 * shows it (the cards, the membership's service page, the clinic's structured data).
 * Through the portal's routes and the public pages' loaders, on every test database.
 */

const NBSP = "\u00a0";

const EDIT_PATH = "/admin/membership-plans/:id";
const LIST_PATH = "/admin/membership-plans";

/** The spec's plans: name, fee + monthly, yearly total. */
const specPlans = [
  ["Individual Silver", 99, 59, 748],
  ["Individual Gold", 99, 79, 968],
  ["Individual Kids", 99, 59, 748],
  ["VIP Consultations", 90, 39, 519],
  ["Family Silver", 99, 99, 1188],
  ["Family Gold", 129, 129, 1548],
  ["Family Platinum", 149, 149, 1788],
  ["Family Diamond", 159, 159, 1908],
  ["Family Titanium", 179, 179, 2148],
  ["Senior Individual Silver", 99, 69, 858],
  ["Senior Individual Gold", 99, 89, 1078],
  ["Senior Family Silver", 119, 119, 1428],
  ["Senior Family Gold", 159, 159, 1908],
] as const;

describe.each(testDatabases)("membership plans on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["user", "content_editor"]);
  const routes = routesOn(handle);

  async function planBySlug(slug: string) {
    const plan = (await listPlans(handle.db)).find((candidate) => candidate.slug === slug);
    if (!plan) throw new Error(`no plan ${slug}`);
    return plan;
  }

  /** Posts the editor of `slug` with its stored values changed by `changes`. */
  async function save(slug: string, changes: Record<string, string>, baseVersion?: number) {
    const plan = await planBySlug(slug);
    const form = {
      ...planFormValues(plan),
      baseVersion: String(baseVersion ?? plan.version),
      ...changes,
    };
    return routes.post(
      EDIT_PATH,
      editRoute,
      `/admin/membership-plans/${plan.id}`,
      form,
      people.content_editor.cookie,
    );
  }

  it("starts with the thirteen plans of the spec, in order, one featured per tab", async () => {
    const plans = await listPlans(handle.db);
    expect(
      plans.map((plan) => [
        plan.texts.en.name,
        plan.feeCents / 100,
        plan.monthlyCents / 100,
        yearlyCents(plan) / 100,
      ]),
    ).toEqual(specPlans);
    expect(MONTHLY_PAYMENTS).toBe(11);
    for (const tab of planTabs) {
      const inTab = plansOf(plans, tab);
      expect(inTab.filter((plan) => plan.featured).map((plan) => plan.slug)).toEqual([
        inTab[0]?.slug,
      ]);
    }
    const cards = await getPlanCards(handle.db, "pt-BR");
    expect(cards[0]).toMatchObject({
      name: "Individual Prata",
      cta: "Escolher Plano",
      benefits: [
        "1 check-up anual",
        "3 consultas",
        "3 retornos, cada um em até 14 dias após uma consulta",
      ],
    });
    // Senior plans' check-ups include the three exams.
    for (const plan of plans) {
      const hasExams = plan.texts.en.benefits.some((line) =>
        /EKG.*fecal blood test.*chest X-ray/.test(line),
      );
      expect(hasExams, plan.slug).toBe(plan.category === "senior");
    }
    expect(await getMembershipPriceCents(handle.db)).toBe(9900);
  });

  it("saves a price with cents, records it, and refuses what is not a sane price per field", async () => {
    const refused = await save("family-gold", {
      fee: "12.345",
      monthly: "0",
      name_en: "",
      cta_en: "",
      "name_pt-BR": "Família Ouro Plus",
    });
    expect(refused).toMatchObject({ kind: "data", status: 400 });
    expect(refused.kind === "data" && refused.data.fieldErrors).toEqual({
      fee: "Use at most 2 decimals (cents).",
      monthly: "The monthly payment must be more than $0.",
      name_en: "Please enter the plan's name in English.",
      cta_en: "Please enter the button's text in English, e.g. Select Plan.",
    });
    // Nothing typed is lost.
    expect(refused.kind === "data" && refused.data.values).toMatchObject({
      fee: "12.345",
      "name_pt-BR": "Família Ouro Plus",
    });
    for (const [fee, message] of [
      ["abc", "Enter the enrolment fee in dollars, e.g. 99 or 99.50."],
      ["-5", "Enter the enrolment fee in dollars, e.g. 99 or 99.50."],
      ["10000.01", "The enrolment fee can be at most $10,000."],
      ["", "Please enter the enrolment fee."],
    ] as const) {
      const answer = await save("family-gold", { fee });
      expect(answer.kind === "data" && answer.data.fieldErrors.fee, fee).toBe(message);
    }
    expect((await planBySlug("family-gold")).feeCents).toBe(12900);

    const plan = await planBySlug("family-gold");
    const saved = await save("family-gold", { fee: "$1,234.50", monthly: "130" });
    expect(saved).toMatchObject({ kind: "redirect", location: LIST_PATH });
    const after = await planBySlug("family-gold");
    expect([after.feeCents, after.monthlyCents, after.version]).toEqual([
      123450,
      13000,
      plan.version + 1,
    ]);
    expect(
      await auditEntries(handle.db, ["actorId", "summary"], "membership_plan.updated", plan.id),
    ).toEqual([
      { actorId: people.content_editor.id, summary: "Updated membership plan Family Gold" },
    ]);
    const [card] = (await getPlanCards(handle.db, "en")).filter((c) => c.slug === "family-gold");
    expect(card).toMatchObject({ feeCents: 123450, yearlyCents: 123450 + 11 * 13000 });
  });

  it("shows a fee saved in the portal at once on the plan cards, the membership service page's price line and the clinic's offers, in both languages", async () => {
    const saved = await save("individual-silver", { fee: "109.50" });
    expect(saved).toMatchObject({
      kind: "redirect",
      location: LIST_PATH,
      toast: { title: "Membership plan updated" },
    });
    // The portal's list: the fee, the monthly payments and the year's total.
    const rows = dataOf(
      await routes.get(LIST_PATH, listRoute, LIST_PATH, people.content_editor.cookie),
    ).plans as { name: string; fee: string; monthly: string; yearly: string }[];
    expect(rows.find((row) => row.name === "Individual Silver")).toMatchObject({
      fee: "$109.50",
      monthly: "$59",
      yearly: "$758.50",
    });

    for (const [url, name, shown] of [
      ["/membership", "Individual Silver", ["$109.50", "Yearly total: $758.50"]],
      ["/pt/membership", "Individual Prata", [`US$${NBSP}109,50`]],
    ] as const) {
      const page = dataOf(await routes.get(url, membershipRoute, url)) as {
        locale: Locale;
        t: { plans: PlansMessages };
        plans: PlanCardData[];
      };
      const plan = page.plans.find((candidate) => candidate.name === name);
      expect(plan, url).toMatchObject({ feeCents: 10950, yearlyCents: 75850 });
      // The card as the page draws it.
      const card = renderToStaticMarkup(
        createElement(PlanCard, {
          plan: plan!,
          t: page.t.plans,
          locale: page.locale,
          signupUrl: "https://signup.example/",
          newTabLabel: "(new tab)",
        }),
      );
      for (const text of shown) expect(card, url).toContain(text);
      // The page's own offers: each plan at its enrolment fee.
      const catalog = ofType(await jsonLdOf(routes, url, membershipRoute, url), "OfferCatalog");
      const offers = (catalog?.itemListElement ?? []) as JsonLd[];
      expect(offers, url).toHaveLength(13);
      expect(
        offers.find((offer) => offer.name === name),
        url,
      ).toMatchObject({ price: "109.50", priceCurrency: "USD" });
    }

    const servicePrice = async (url: string) =>
      (
        dataOf(
          await routes.get(
            url.startsWith("/pt/") ? "/pt/services/:id" : "/services/:id",
            serviceRoute,
            url,
          ),
        ) as { service: { price: string } }
      ).service.price;
    expect(await servicePrice("/services/membership")).toBe("Starting at $109.50/month");
    expect(await servicePrice("/pt/services/membership")).toBe(`A partir de US$${NBSP}109,50/mês`);

    // The clinic's MedicalClinic offers the membership at its headline plan's fee.
    for (const [url, module] of [
      ["/", homeRoute],
      ["/pt", homeRoute],
      ["/contact", contactRoute],
    ] as const) {
      const clinic = ofType(await jsonLdOf(routes, url, module, url), "MedicalClinic");
      const offers = (clinic?.makesOffer ?? []) as JsonLd[];
      expect(
        offers.find((offer) => String(offer.url).endsWith("/services/membership")),
        url,
      ).toMatchObject({ "@type": "Offer", price: "109.50", priceCurrency: "USD" });
    }
  });

  it("shows the English text where a Portuguese one is empty", async () => {
    await save("family-silver", {
      "name_pt-BR": "",
      "benefits_pt-BR": "",
      "description_pt-BR": "Só em português",
    });
    const [card] = (await getPlanCards(handle.db, "pt-BR")).filter(
      (c) => c.slug === "family-silver",
    );
    expect(card).toMatchObject({
      name: "Family Silver",
      description: "Só em português",
      benefits: ["2 annual check-ups", "6 consultations"],
    });
  });

  it("refuses a save based on an older version, keeping what was typed", async () => {
    const plan = await planBySlug("family-platinum");
    expect(await save("family-platinum", { monthly: "150" })).toMatchObject({ kind: "redirect" });
    const stale = await save("family-platinum", { monthly: "155" }, plan.version);
    expect(stale).toMatchObject({ kind: "data", status: 409 });
    expect(stale.kind === "data" && stale.data.values.monthly).toBe("155");
    expect(stale.kind === "data" && stale.data.version).toBe(plan.version + 1);
    expect((await planBySlug("family-platinum")).monthlyCents).toBe(15000);
  });

  it("moves a plan, hides and shows it, and only for editors", async () => {
    const kids = await planBySlug("individual-kids");
    const post = (form: Record<string, string>, cookie = people.content_editor.cookie) =>
      routes.post(LIST_PATH, listRoute, LIST_PATH, form, cookie);
    expect(
      await post({ intent: "move", id: kids.id, position: "1" }, people.user.cookie),
    ).toMatchObject({
      status: 403,
    });
    expect(await post({ intent: "move", id: kids.id, position: "1" })).toMatchObject({
      kind: "redirect",
      toast: { description: "Individual Kids is now number 1 of 13." },
    });
    const order = (await listPlans(handle.db)).map((plan) => plan.position);
    expect(order).toEqual([...order.keys()].map((index) => index + 1));
    expect((await listPlans(handle.db))[0]?.slug).toBe("individual-kids");
    await post({ intent: "move", id: kids.id, position: "3" });
    expect((await planBySlug("individual-kids")).position).toBe(3);

    expect(await post({ intent: "active", id: kids.id, active: "false" })).toMatchObject({
      kind: "redirect",
      toast: { title: "Membership plan hidden" },
    });
    expect((await getPlanCards(handle.db, "en")).map((card) => card.slug)).not.toContain(
      "individual-kids",
    );
    await post({ intent: "active", id: kids.id, active: "true" });
    expect((await getPlanCards(handle.db, "en")).map((card) => card.slug)).toContain(
      "individual-kids",
    );
    expect(await post({ intent: "active", id: "not-a-uuid", active: "true" })).toMatchObject({
      status: 400,
    });
  });

  it("announces the first featured plan's fee, else the first plan's, else none", async () => {
    const plans = await listPlans(handle.db);
    expect(headlinePriceCents(plans.map((plan) => ({ ...plan, featured: false })))).toBe(
      plans[0]?.feeCents,
    );
    expect(headlinePriceCents([])).toBeNull();
    await handle.db
      .update(membershipPlans)
      .set({ feeCents: 8800 })
      .where(eq(membershipPlans.slug, "individual-silver"));
    expect(await getMembershipPriceCents(handle.db)).toBe(8800);
  });
});
