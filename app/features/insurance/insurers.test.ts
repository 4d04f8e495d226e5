import { describe, expect, it } from "vitest";
import * as editRoute from "~/routes/admin/insurer-edit";
import * as listRoute from "~/routes/admin/insurers";
import * as publicRoute from "~/routes/site/insurance";
import { auditEntries } from "../../../tests/support/audit";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { dataOf, routesOn } from "../../../tests/support/routes";
import { insurerFormValues, newInsurerFormValues } from "./insurer-form";
import { getInsurerCards, listInsurers } from "./insurers.server";

/*
 * The accepted insurers as data: the migration's five, adding one (English required,
 * Portuguese falling back to English), hiding and moving it, and the version check; an
 * insurer saved in the portal is on the /insurance and /pt/insurance pages' data at once.
 */

const NEW_PATH = "/admin/insurers/new";
const EDIT_PATH = "/admin/insurers/:id";
const LIST_PATH = "/admin/insurers";

describe.each(testDatabases)("insurers on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["user", "content_editor"]);
  const routes = routesOn(handle);
  const add = (form: Record<string, string>, cookie = people.content_editor.cookie) =>
    routes.post(NEW_PATH, editRoute, NEW_PATH, { ...newInsurerFormValues(), ...form }, cookie);

  it("starts with the five insurers of the spec, three plans each, with their marks", async () => {
    const cards = await getInsurerCards(handle.db, "en");
    expect(cards.map((card) => card.name)).toEqual([
      "Cigna",
      "Aetna",
      "Florida Blue",
      "Medicaid",
      "Medicare",
    ]);
    expect(cards.every((card) => card.plans.length === 3)).toBe(true);
    expect(cards[2]?.logo).toBe("/images/insurers/florida-blue.svg");
    expect((await getInsurerCards(handle.db, "pt-BR"))[0]?.description).toBe(
      "Planos de saúde nacionais para pessoas, famílias e empresas.",
    );
  });

  it("adds an insurer at the end, with English required and Portuguese falling back", async () => {
    expect(await add({ name: "Humana" }, people.user.cookie)).toMatchObject({ status: 403 });
    const refused = await add({ name: "", logoUrl: "https://elsewhere.example/logo.png" });
    expect(refused).toMatchObject({ kind: "data", status: 400 });
    expect(refused.kind === "data" && refused.data.fieldErrors).toMatchObject({
      name: "Please enter the insurer's name.",
      description_en: "Please enter a short description in English.",
      logoUrl: expect.any(String),
    });
    const added = await add({
      name: "Humana",
      description_en: "Medicare Advantage plans.",
      plans_en: "Gold Plus HMO\n\n  Choice PPO  ",
      "description_pt-BR": "",
      "plans_pt-BR": "",
    });
    expect(added).toMatchObject({ kind: "redirect", location: LIST_PATH });
    const humana = (await listInsurers(handle.db)).at(-1);
    expect(humana).toMatchObject({ name: "Humana", position: 6, logoUrl: null });
    expect((await getInsurerCards(handle.db, "pt-BR")).at(-1)).toMatchObject({
      name: "Humana",
      description: "Medicare Advantage plans.",
      plans: ["Gold Plus HMO", "Choice PPO"],
      logo: null,
    });
    expect(await auditEntries(handle.db, ["summary"], "insurer.created", humana?.id)).toEqual([
      { summary: "Added insurer Humana" },
    ]);
  });

  it("shows an insurer added in the portal on /insurance and /pt/insurance at once, in English where Portuguese is empty, and hides it from both", async () => {
    type Page = {
      t: { accepted: { plansLabel: string } };
      cards: { name: string; description: string; plans: string[] }[];
    };
    const insurancePage = async (url: "/insurance" | "/pt/insurance") =>
      dataOf(await routes.get(url, publicRoute, url)) as Page;
    const portalList = async () =>
      dataOf(await routes.get(LIST_PATH, listRoute, LIST_PATH, people.content_editor.cookie))
        .insurers as { id: string; name: string; active: boolean }[];

    const added = await add({
      name: "Sunshine Health",
      description_en: "Florida Medicaid and Medicare plans.",
      plans_en: "Sunshine Health Medicaid\nAmbetter",
    });
    expect(added).toMatchObject({
      kind: "redirect",
      location: LIST_PATH,
      toast: { type: "success", title: "Insurer added" },
    });
    const sunshine = {
      name: "Sunshine Health",
      description: "Florida Medicaid and Medicare plans.",
      plans: ["Sunshine Health Medicaid", "Ambetter"],
    };
    expect((await insurancePage("/insurance")).cards.at(-1)).toMatchObject(sunshine);
    // No Portuguese text yet: the English one, under the page's Portuguese words.
    const portuguese = await insurancePage("/pt/insurance");
    expect(portuguese.cards.at(-1)).toMatchObject(sunshine);
    expect(portuguese.t.accepted.plansLabel).toBe("Planos aceitos");

    const row = (await portalList()).find((insurer) => insurer.name === "Sunshine Health");
    expect(row?.active).toBe(true);
    const hidden = await routes.post(
      LIST_PATH,
      listRoute,
      LIST_PATH,
      { intent: "active", id: row!.id, active: "false" },
      people.content_editor.cookie,
    );
    expect(hidden).toMatchObject({ kind: "redirect", toast: { title: "Insurer hidden" } });
    const rows = await portalList();
    expect(rows.find((insurer) => insurer.id === row!.id)?.active).toBe(false);
    // The demo's five are all still shown.
    for (const name of ["Cigna", "Aetna", "Florida Blue", "Medicaid", "Medicare"]) {
      expect(rows.find((insurer) => insurer.name === name)?.active, name).toBe(true);
    }
    for (const url of ["/insurance", "/pt/insurance"] as const) {
      const names = (await insurancePage(url)).cards.map((card) => card.name);
      expect(names, url).not.toContain("Sunshine Health");
      expect(names, url).toContain("Florida Blue");
    }
  });

  it("hides, moves and edits with a version check", async () => {
    const [cigna] = await listInsurers(handle.db);
    if (!cigna) throw new Error("no insurer");
    const post = (form: Record<string, string>) =>
      routes.post(LIST_PATH, listRoute, LIST_PATH, form, people.content_editor.cookie);
    await post({ intent: "active", id: cigna.id, active: "false" });
    expect((await getInsurerCards(handle.db, "en")).map((card) => card.name)).not.toContain(
      "Cigna",
    );
    await post({ intent: "move", id: cigna.id, position: "99" });
    const moved = await listInsurers(handle.db);
    expect(moved.at(-1)?.name).toBe("Cigna");
    expect(moved.map((insurer) => insurer.position)).toEqual(moved.map((_, index) => index + 1));

    const current = moved.at(-1)!;
    const edit = (changes: Record<string, string>, version: number) =>
      routes.post(
        EDIT_PATH,
        editRoute,
        `/admin/insurers/${current.id}`,
        { ...insurerFormValues(current), baseVersion: String(version), ...changes },
        people.content_editor.cookie,
      );
    expect(await edit({ name: "Cigna Healthcare", active: "on" }, current.version)).toMatchObject({
      kind: "redirect",
    });
    const stale = await edit({ name: "Cigna Old" }, current.version);
    expect(stale).toMatchObject({ kind: "data", status: 409 });
    expect(stale.kind === "data" && stale.data.values.name).toBe("Cigna Old");
    expect((await getInsurerCards(handle.db, "en")).at(-1)?.name).toBe("Cigna Healthcare");
  });
});
