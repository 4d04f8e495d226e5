import { describe, expect, it } from "vitest";
import * as editRoute from "~/routes/admin/testimonial-edit";
import * as listRoute from "~/routes/admin/testimonials";
import * as homeRoute from "~/routes/site/home";
import * as membershipRoute from "~/routes/site/membership";
import { auditEntries } from "../../../tests/support/audit";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { dataOf, routesOn } from "../../../tests/support/routes";
import { newTestimonialFormValues, testimonialFormValues } from "./testimonial-form";
import { getTestimonials, testimonialStore } from "./testimonials.server";

/*
 * The testimonials as data: the migration's three of the home page and three of the
 * membership page, exactly as the site showed them; adding one (English required,
 * Portuguese falling back per field, at least one page), hiding and moving it, and the
 * version check; a testimonial saved in the portal is on its page's data in each language
 * at once, and only on the pages ticked.
 */

const NEW_PATH = "/admin/testimonials/new";
const EDIT_PATH = "/admin/testimonials/:id";
const LIST_PATH = "/admin/testimonials";

describe.each(testDatabases)("testimonials on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["user", "content_editor"]);
  const routes = routesOn(handle);
  const add = (form: Record<string, string>, cookie = people.content_editor.cookie) =>
    routes.post(NEW_PATH, editRoute, NEW_PATH, { ...newTestimonialFormValues(), ...form }, cookie);

  it("starts with each page's three, in both languages", async () => {
    const home = await getTestimonials(handle.db, "en", "home");
    expect(home.map(({ name, detail }) => ({ name, detail }))).toEqual([
      { name: "Juliana M.", detail: "VIP member since 2022" },
      { name: "Mark T.", detail: "Visitor from Ohio" },
      { name: "Carlos R.", detail: "Family plan member" },
    ]);
    expect(home[1]?.quote).toBe(
      "We were on vacation when I got sick. The team was kind, the price was clear from the start, and I was back at the parks the next day.",
    );
    expect((await getTestimonials(handle.db, "pt-BR", "home"))[1]?.detail).toBe("Turista de Ohio");
    const membership = await getTestimonials(handle.db, "pt-BR", "membership");
    expect(membership.map(({ name, detail }) => ({ name, detail }))).toEqual([
      { name: "Mariana S.", detail: "Membro do plano Família Ouro" },
      { name: "José P.", detail: "Membro do plano Sênior Individual Ouro" },
      { name: "Kevin R.", detail: "Membro do plano Consultas VIP" },
    ]);
  });

  it("adds a testimonial at the end, refusing with messages, Portuguese falling back", async () => {
    expect(await add({ name: "Ana L." }, people.user.cookie)).toMatchObject({ status: 403 });
    const refused = await add({ name: "", page_home: "", quote_en: "x".repeat(601) });
    expect(refused).toMatchObject({ kind: "data", status: 400 });
    expect(refused.kind === "data" && refused.data.fieldErrors).toMatchObject({
      name: expect.stringContaining("Please enter the person's name"),
      page_home: "Please choose at least one page.",
      quote_en: "Please keep this to 600 characters.",
      detail_en: expect.stringContaining("Please say who the person is"),
    });
    expect(refused.kind === "data" && refused.data.values?.quote_en).toHaveLength(600);

    const added = await add({
      name: "Ana L.",
      page_home: "",
      page_membership: "on",
      quote_en: "Clear prices and kind people.",
      detail_en: "Member since 2024",
      "quote_pt-BR": "",
      "detail_pt-BR": "Membro desde 2024",
    });
    expect(added).toMatchObject({ kind: "redirect", location: LIST_PATH });
    const ana = (await testimonialStore.list(handle.db)).at(-1);
    expect(ana).toMatchObject({ name: "Ana L.", position: 7, pages: ["membership"] });
    expect((await getTestimonials(handle.db, "pt-BR", "membership")).at(-1)).toEqual({
      name: "Ana L.",
      quote: "Clear prices and kind people.",
      detail: "Membro desde 2024",
    });
    expect((await getTestimonials(handle.db, "en", "home")).map((item) => item.name)).not.toContain(
      "Ana L.",
    );
    expect(await auditEntries(handle.db, ["summary"], "testimonial.created", ana?.id)).toEqual([
      { summary: "Added testimonial Ana L." },
    ]);
  });

  it("shows a home page testimonial on / and /pt at once (in English until its Portuguese is saved), not on /membership, and hides it from both", async () => {
    type Quote = { name: string; quote: string; detail: string };
    const quotesOn = async (url: "/" | "/pt" | "/membership") =>
      (
        dataOf(await routes.get(url, url === "/membership" ? membershipRoute : homeRoute, url)) as {
          testimonials: Quote[];
        }
      ).testimonials;
    const cookie = people.content_editor.cookie;

    // A new testimonial's form has the home page ticked.
    const added = await add({
      name: "Rita G.",
      quote_en: "Kind people and clear prices.",
      detail_en: "Member since 2024",
    });
    expect(added).toMatchObject({ kind: "redirect", toast: { title: "Testimonial added" } });
    const english: Quote = {
      name: "Rita G.",
      quote: "Kind people and clear prices.",
      detail: "Member since 2024",
    };
    expect((await quotesOn("/")).at(-1)).toEqual(english);
    // No Portuguese text yet: the English one.
    expect((await quotesOn("/pt")).at(-1)).toEqual(english);

    const rita = (await testimonialStore.list(handle.db)).at(-1)!;
    const edited = await routes.post(
      EDIT_PATH,
      editRoute,
      `/admin/testimonials/${rita.id}`,
      {
        ...testimonialFormValues(rita),
        baseVersion: String(rita.version),
        "quote_pt-BR": "Pessoas gentis e preços claros.",
        "detail_pt-BR": "Membro desde 2024",
      },
      cookie,
    );
    expect(edited).toMatchObject({ kind: "redirect", toast: { title: "Testimonial updated" } });
    expect((await quotesOn("/pt")).at(-1)).toEqual({
      name: "Rita G.",
      quote: "Pessoas gentis e preços claros.",
      detail: "Membro desde 2024",
    });
    expect((await quotesOn("/")).at(-1)).toEqual(english);
    // Ticked for the home page only.
    expect((await quotesOn("/membership")).map((quote) => quote.name)).not.toContain("Rita G.");

    const hidden = await routes.post(
      LIST_PATH,
      listRoute,
      LIST_PATH,
      { intent: "active", id: rita.id, active: "false" },
      cookie,
    );
    expect(hidden).toMatchObject({ kind: "redirect", toast: { title: "Testimonial hidden" } });
    for (const url of ["/", "/pt"] as const) {
      expect(
        (await quotesOn(url)).map((quote) => quote.name),
        url,
      ).not.toContain("Rita G.");
    }
  });

  it("hides, moves and edits with a version check", async () => {
    const [first] = await testimonialStore.list(handle.db);
    if (!first) throw new Error("no testimonial");
    const post = (form: Record<string, string>) =>
      routes.post(LIST_PATH, listRoute, LIST_PATH, form, people.content_editor.cookie);
    await post({ intent: "active", id: first.id, active: "false" });
    expect((await getTestimonials(handle.db, "en", "home")).map((item) => item.name)).not.toContain(
      first.name,
    );
    await post({ intent: "move", id: first.id, position: "99" });
    const moved = await testimonialStore.list(handle.db);
    expect(moved.at(-1)?.name).toBe(first.name);
    expect(moved.map((item) => item.position)).toEqual(moved.map((_, index) => index + 1));

    const current = moved.at(-1)!;
    const edit = (changes: Record<string, string>, version: number) =>
      routes.post(
        EDIT_PATH,
        editRoute,
        `/admin/testimonials/${current.id}`,
        { ...testimonialFormValues(current), baseVersion: String(version), ...changes },
        people.content_editor.cookie,
      );
    expect(
      await edit({ "quote_pt-BR": "Atendimento excelente.", active: "on" }, current.version),
    ).toMatchObject({ kind: "redirect" });
    const stale = await edit({ name: "Old" }, current.version);
    expect(stale).toMatchObject({ kind: "data", status: 409 });
    expect(stale.kind === "data" && stale.data.values?.name).toBe("Old");
    expect((await getTestimonials(handle.db, "pt-BR", "home")).at(-1)).toMatchObject({
      name: first.name,
      quote: "Atendimento excelente.",
    });
  });
});
