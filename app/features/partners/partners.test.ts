import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as editRoute from "~/routes/admin/partner-edit";
import * as listRoute from "~/routes/admin/partners";
import { auditEntries } from "../../../tests/support/audit";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { routesOn } from "../../../tests/support/routes";
import { newPartnerFormValues, partnerFormValues } from "./partner-form";
import { partnersWithLogos } from "./partners";
import { getPartnerCards, partnerStore } from "./partners.server";

/*
 * The partners as data: the migration's six exactly as the site showed them, adding one
 * (English required, Portuguese falling back per field, the discount a checked number),
 * hiding and moving it, and the version check.
 */

const NEW_PATH = "/admin/partners/new";
const EDIT_PATH = "/admin/partners/:id";
const LIST_PATH = "/admin/partners";

const publicFile = (path: string) => new URL(`../../../public${path}`, import.meta.url);

describe("the partner logo strip", () => {
  it("keeps only partners with a logo, in order", () => {
    const list = [
      { id: "a", name: "A", logo: "/images/partners/a.svg" },
      { id: "b", name: "B", logo: null },
      { id: "c", name: "C", logo: "/images/partners/c.svg" },
    ];
    expect(partnersWithLogos(list).map((partner) => partner.id)).toEqual(["a", "c"]);
    expect(partnersWithLogos([{ id: "x", name: "X", logo: null }])).toEqual([]);
  });
});

describe.each(testDatabases)("partners on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["user", "content_editor"]);
  const routes = routesOn(handle);
  const add = (form: Record<string, string>, cookie = people.content_editor.cookie) =>
    routes.post(NEW_PATH, editRoute, NEW_PATH, { ...newPartnerFormValues(), ...form }, cookie);

  it("starts with the six partners and their benefits, in both languages", async () => {
    const english = await getPartnerCards(handle.db, "en");
    expect(
      english.map(({ name, category, benefit, discountPercent }) => ({
        name,
        category,
        benefit,
        discountPercent,
      })),
    ).toEqual([
      {
        name: "Silkwave Laser Studio",
        category: "Laser Hair Removal",
        benefit: "80% off laser hair removal",
        discountPercent: 80,
      },
      {
        name: "Lumenrose Aesthetics",
        category: "Laser Aesthetics",
        benefit: "60% off 3 areas of laser treatment",
        discountPercent: 60,
      },
      {
        name: "Fadeline Barber Co.",
        category: "Barber Shop",
        benefit: "30% off all services",
        discountPercent: 30,
      },
      {
        name: "Brightbay Dental",
        category: "Dental Office",
        benefit: "Up to 20% off dental treatments",
        discountPercent: 20,
      },
      {
        name: "Tidewell Physio & Wellness",
        category: "Wellness & Physiotherapy",
        benefit: "60% off your first session, then 10% off every session after",
        discountPercent: 60,
      },
      {
        name: "Cantinho do Sabor Brazilian Kitchen",
        category: "Brazilian Restaurant",
        benefit: "10% off your bill",
        discountPercent: 10,
      },
    ]);
    expect(english.map((card) => card.logo)).toEqual([
      "/images/partners/silkwave-laser-studio.svg",
      "/images/partners/lumenrose-aesthetics.svg",
      null,
      "/images/partners/brightbay-dental.svg",
      "/images/partners/tidewell-physio-wellness.svg",
      null,
    ]);
    expect(english[2]?.categoryKey).toBe("barber");
    const portuguese = await getPartnerCards(handle.db, "pt-BR");
    expect(portuguese[4]).toMatchObject({
      category: "Bem-estar e Fisioterapia",
      benefit: "60% de desconto na primeira sessão e 10% nas sessões seguintes",
    });
    expect(portuguese[5]?.benefit).toBe("10% de desconto na conta");
  });

  it("ships its logos as small, sized, self-contained drawings without text", async () => {
    const logos = partnersWithLogos(await getPartnerCards(handle.db, "en"));
    expect(logos).toHaveLength(4);
    for (const { logo } of logos) {
      const file = publicFile(logo);
      expect(statSync(file).size, logo).toBeLessThan(6 * 1024);
      const svg = readFileSync(file, "utf8");
      expect(svg, logo).toMatch(/^<svg [^>]*width="\d+"[^>]*height="\d+"/);
      expect(svg, logo).not.toMatch(/<text|<image|<script|href=|url\(\s*['"]?(https?:|\/\/)/i);
    }
  });

  it("adds a partner at the end, refusing with messages, Portuguese falling back", async () => {
    expect(await add({ name: "Sunny Yoga" }, people.user.cookie)).toMatchObject({ status: 403 });
    const refused = await add({
      name: "",
      logoUrl: "https://elsewhere.example/logo.png",
      category: "casino",
      discountPercent: "120",
      benefit_en: "x".repeat(201),
    });
    expect(refused).toMatchObject({ kind: "data", status: 400 });
    expect(refused.kind === "data" && refused.data.fieldErrors).toMatchObject({
      name: "Please enter the partner's name.",
      logoUrl: expect.any(String),
      category: "Please choose the kind of business.",
      discountPercent: "Please enter the discount as a whole number from 0 to 100.",
      category_en: "Please enter the category in English.",
      benefit_en: "Please keep this to 200 characters.",
    });
    // What was typed comes back.
    expect(refused.kind === "data" && refused.data.values?.discountPercent).toBe("120");
    expect((await add({ name: "Sunny Yoga", discountPercent: "12.5" })).kind === "data").toBe(true);

    const added = await add({
      name: "Sunny Yoga",
      category: "wellness",
      discountPercent: "15",
      category_en: "Yoga Studio",
      benefit_en: "15% off every class",
      "category_pt-BR": "Estúdio de Yoga",
      "benefit_pt-BR": "",
    });
    expect(added).toMatchObject({ kind: "redirect", location: LIST_PATH });
    const sunny = (await partnerStore.list(handle.db)).at(-1);
    expect(sunny).toMatchObject({ name: "Sunny Yoga", position: 7, logoUrl: null });
    expect((await getPartnerCards(handle.db, "pt-BR")).at(-1)).toMatchObject({
      name: "Sunny Yoga",
      category: "Estúdio de Yoga",
      benefit: "15% off every class",
      discountPercent: 15,
      logo: null,
    });
    expect(await auditEntries(handle.db, ["summary"], "partner.created", sunny?.id)).toEqual([
      { summary: "Added partner Sunny Yoga" },
    ]);
  });

  it("hides, moves and edits with a version check", async () => {
    const [first] = await partnerStore.list(handle.db);
    if (!first) throw new Error("no partner");
    const post = (form: Record<string, string>) =>
      routes.post(LIST_PATH, listRoute, LIST_PATH, form, people.content_editor.cookie);
    expect(await post({ intent: "active", id: first.id, active: "false" })).toMatchObject({
      kind: "redirect",
    });
    expect((await getPartnerCards(handle.db, "en")).map((card) => card.name)).not.toContain(
      first.name,
    );
    await post({ intent: "move", id: first.id, position: "99" });
    const moved = await partnerStore.list(handle.db);
    expect(moved.at(-1)?.name).toBe(first.name);
    expect(moved.map((partner) => partner.position)).toEqual(moved.map((_, index) => index + 1));
    expect(
      await post({ intent: "move", id: "00000000-0000-4000-8000-000000000000", position: "1" }),
    ).toMatchObject({ kind: "data", status: 404 });

    const current = moved.at(-1)!;
    const edit = (changes: Record<string, string>, version: number) =>
      routes.post(
        EDIT_PATH,
        editRoute,
        `/admin/partners/${current.id}`,
        { ...partnerFormValues(current), baseVersion: String(version), ...changes },
        people.content_editor.cookie,
      );
    expect(
      await edit({ "benefit_pt-BR": "85% de desconto", active: "on" }, current.version),
    ).toMatchObject({ kind: "redirect" });
    const stale = await edit({ name: "Old Name" }, current.version);
    expect(stale).toMatchObject({ kind: "data", status: 409 });
    expect(stale.kind === "data" && stale.data.values?.name).toBe("Old Name");
    const cards = await getPartnerCards(handle.db, "pt-BR");
    expect(cards.at(-1)).toMatchObject({ name: first.name, benefit: "85% de desconto" });
  });
});
