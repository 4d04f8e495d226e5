import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { teamMembers, trash } from "~/platform/db/schema";
import {
  createTeamMember,
  deleteTeamMember,
  findTeamMemberForEdit,
  updateTeamMember,
} from "~/features/team/member-admin.server";
import type { TeamMemberInput } from "~/features/team/member-form";
import { restoreFromTrash } from "~/features/trash/trash.server";
import { sitemapPartEntries } from "~/features/sitemap/sitemap.server";
import * as memberPage from "~/routes/site/team-member";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { routesOn } from "../../../tests/support/routes";

/*
 * Members' readable addresses: /team/ana-ferreira, made from the name when the member is
 * added, unique (a second Ana Ferreira is ana-ferreira-2), kept when the name changes; an
 * old address by id answers 301 to the readable one, in both languages.
 */

const member = (name: string, extra: Partial<TeamMemberInput> = {}): TeamMemberInput => ({
  name,
  imageUrl: null,
  texts: {
    en: { role: "Physician", bio: "", qualifications: [], specialties: [] },
    "pt-BR": { role: "Médica" },
  },
  active: true,
  ...extra,
});

describe.each(testDatabases)("team members' addresses on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["content_editor"]);
  const routes = routesOn(handle);
  const actor = () => ({ id: people.content_editor.id, email: people.content_editor.email });
  const add = (name: string, extra?: Partial<TeamMemberInput>) =>
    createTeamMember(handle.db, { member: member(name, extra), actor: actor() });
  const page = (url: string) =>
    routes.get(url.startsWith("/pt/") ? "/pt/team/:id" : "/team/:id", memberPage, url);

  beforeEach(async () => {
    await handle.db.delete(teamMembers);
  });

  it("makes each address from the name, unique, accents and titles read plainly", async () => {
    expect((await add("Ana Ferreira")).slug).toBe("ana-ferreira");
    expect((await add("Ana Ferreira")).slug).toBe("ana-ferreira-2");
    expect((await add("  ana   FERREIRA ")).slug).toBe("ana-ferreira-3");
    expect((await add("Dra. Fábia Ávila-Conceição")).slug).toBe("dra-fabia-avila-conceicao");
    // Nothing a letter or digit: a plain stand-in, still unique.
    expect((await add("✚✚")).slug).toBe("member");
    expect((await add("♥")).slug).toBe("member-2");
    // Two added at once with one name still get two addresses.
    const both = await Promise.all([add("Bia Lima"), add("Bia Lima")]);
    expect(both.map((created) => created.slug).sort()).toEqual(["bia-lima", "bia-lima-2"]);
  });

  it("keeps the address when the name changes, so links to it keep working", async () => {
    const { id } = await add("Carla Souza");
    const result = await updateTeamMember(handle.db, {
      id,
      member: member("Carla Souza Mendes"),
      baseVersion: 1,
      actor: actor(),
    });
    expect(result.kind).toBe("done");
    expect(await findTeamMemberForEdit(handle.db, id)).toMatchObject({
      name: "Carla Souza Mendes",
      slug: "carla-souza",
    });
    expect(await page("/team/carla-souza")).toMatchObject({
      status: 200,
      data: { member: { name: "Carla Souza Mendes" } },
    });
  });

  it("answers the old address by id with 301 to the readable one, in both languages", async () => {
    const { id } = await add("Davi Rocha");
    expect(await page(`/team/${id}`)).toMatchObject({
      kind: "redirect",
      status: 301,
      location: "/team/davi-rocha",
    });
    expect(await page(`/pt/team/${id}?utm_source=mail`)).toMatchObject({
      kind: "redirect",
      status: 301,
      location: "/pt/team/davi-rocha?utm_source=mail",
    });
    expect(await page("/pt/team/davi-rocha")).toMatchObject({
      status: 200,
      data: { member: { name: "Davi Rocha", role: "Médica" } },
    });
    // An inactive member's old and new addresses, and unknown ones, are not found.
    const hidden = await add("Eva Oculta", { active: false });
    for (const url of [
      `/team/${hidden.id}`,
      "/team/eva-oculta",
      "/team/00000000-0000-4000-8000-000000000000",
      "/team/nobody",
      "/team/Davi-Rocha",
    ]) {
      expect(await page(url), url).toMatchObject({ status: 404, data: { member: null } });
    }
  });

  it("links the other members of a profile and the sitemap by their addresses", async () => {
    const { id } = await add("Fabio Reis");
    await add("Gil Prado");
    await add("Hidden Hugo", { active: false });
    const profile = await page("/team/gil-prado");
    expect(profile).toMatchObject({ status: 200 });
    expect(
      (profile.kind === "data" ? profile.data.others : []).map(
        (other: { slug: string }) => other.slug,
      ),
    ).toEqual(["fabio-reis"]);
    const entries = await sitemapPartEntries(handle.db, "https://clinic.example", "team");
    const locs = (entries ?? []).map((entry) => entry.loc);
    const team = locs.filter((loc) => /\/team\/./.test(loc)).map((loc) => new URL(loc).pathname);
    expect(team.sort()).toEqual([
      "/es/team/fabio-reis",
      "/es/team/gil-prado",
      "/pt/team/fabio-reis",
      "/pt/team/gil-prado",
      "/team/fabio-reis",
      "/team/gil-prado",
    ]);
    expect(locs.some((loc) => loc.includes(id))).toBe(false);
  });

  it("brings a deleted member back at their address, or a free one when it was taken since", async () => {
    const first = await add("Iris Nunes");
    await deleteTeamMember(handle.db, { id: first.id, actor: actor() });
    const second = await add("Iris Nunes");
    expect(second.slug).toBe("iris-nunes");
    const [trashed] = await handle.db
      .select({ id: trash.id })
      .from(trash)
      .where(eq(trash.entityId, first.id));
    await restoreFromTrash(handle.db, { id: trashed!.id, actor: actor() });
    const [restored] = await handle.db
      .select({ slug: teamMembers.slug })
      .from(teamMembers)
      .where(eq(teamMembers.id, first.id));
    expect(restored?.slug).toBe("iris-nunes-2");
  });
});
