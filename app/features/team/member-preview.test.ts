import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { previewDrafts, teamMembers } from "~/platform/db/schema";
import { findActiveTeamMember } from "~/features/team/members.server";
import * as editRoute from "~/routes/admin/team-edit";
import * as previewRoute from "~/routes/admin/team-preview";
import * as memberPage from "~/routes/site/team-member";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { routesOn } from "../../../tests/support/routes";

/*
 * Previewing a team member's unsaved changes (issue 26): the editor's Preview keeps what
 * the form holds as a draft and answers a signed link; the public profile at that link
 * shows the draft, marked "Preview", in either language, to anyone holding it, while
 * the stored member and the page everyone else sees stay as they were.
 */

const PREVIEW_PATH = "/admin/team/preview";
const member = {
  name: "Paula Preview",
  role_en: "Nurse Practitioner",
  "role_pt-BR": "Enfermeira",
  bio_en: "Paula sees walk-in patients.",
  "bio_pt-BR": "A Paula atende sem hora marcada.",
  imageUrl: "",
  qualifications_en: "APRN",
  "qualifications_pt-BR": "",
  specialties_en: "Family care",
  "specialties_pt-BR": "Saúde da família",
  active: "on",
};

describe.each(testDatabases)("team member previews on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["user", "content_editor"]);
  const routes = routesOn(handle);

  async function storedMember(name: string) {
    await routes.post(
      "/admin/team/new",
      editRoute,
      "/admin/team/new",
      { ...member, name },
      people.content_editor.cookie,
    );
    const [row] = await handle.db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(eq(teamMembers.name, name));
    if (!row) throw new Error(`${name} was not created`);
    return row.id;
  }

  /** Preview as the button does with JavaScript: the answer's link. */
  async function previewLink(
    fields: Record<string, string>,
    cookie = people.content_editor.cookie,
  ) {
    return routes.postForJson(PREVIEW_PATH, previewRoute, fields, cookie);
  }

  const page = (url: string) =>
    routes.get(url.startsWith("/pt/") ? "/pt/team/:id" : "/team/:id", memberPage, url);

  it("shows unsaved changes at the link, in both languages, and leaves the member as stored", async () => {
    const id = await storedMember("Paula Stored");
    const answer = await previewLink({
      ...member,
      name: "Paula Stored",
      bio_en: "A new biography, not saved yet.",
      "bio_pt-BR": "Uma nova biografia, ainda não salva.",
      memberId: id,
    });
    expect(answer).toMatchObject({ kind: "data", status: 200, data: { ok: true } });
    const url: string = answer.kind === "data" ? answer.data.url : "";
    // At the member's address, as a visitor reaches their page.
    expect(url).toMatch(/^\/team\/paula-stored\?preview=/);

    // Anyone holding the link, signed in or not.
    const english = await page(url);
    expect(english).toMatchObject({
      kind: "data",
      status: 200,
      data: {
        member: { id, name: "Paula Stored", bio: "A new biography, not saved yet." },
        preview: {
          text: "Preview: these changes are not saved yet. Visitors see them only after they are saved.",
        },
      },
    });
    expect(english.headers.get("Cache-Control")).toBe("no-store");
    expect(english.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const portugueseUrl: string =
      english.kind === "data" ? (english.data.preview.otherLanguages?.[0]?.href ?? "") : "";
    expect(portugueseUrl).toBe(`/pt${url}`);
    expect(await page(portugueseUrl)).toMatchObject({
      status: 200,
      data: {
        member: { bio: "Uma nova biografia, ainda não salva.", role: "Enfermeira" },
        preview: {
          otherLanguages: [{ label: "View in English", href: url }, { label: "Ver en español" }],
        },
      },
    });

    // Visitors still see what is stored.
    expect(await findActiveTeamMember(handle.db, "paula-stored", "en")).toMatchObject({
      bio: "Paula sees walk-in patients.",
    });
    expect(await page("/team/paula-stored")).toMatchObject({
      status: 200,
      data: { member: { bio: "Paula sees walk-in patients." }, preview: null },
    });
  });

  it("previews a member not added yet, and says when one is inactive", async () => {
    const answer = await previewLink({ ...member, name: "Nadia New", active: "" });
    const url: string = answer.kind === "data" ? answer.data.url : "";
    expect(url).toMatch(/^\/team\/new\?preview=/);
    expect(await page(url)).toMatchObject({
      status: 200,
      data: {
        member: { name: "Nadia New" },
        preview: { text: expect.stringContaining("inactive") },
      },
    });
  });

  it("answers a bad or altered link with the page's 404, never stored or indexed", async () => {
    const id = await storedMember("Paula Links");
    const answer = await previewLink({ ...member, name: "Paula Links", memberId: id });
    const url: string = answer.kind === "data" ? answer.data.url : "";
    for (const bad of [
      `/team/${id}?preview=`,
      `/team/${id}?preview=nonsense`,
      `${url.slice(0, -2)}xx`,
    ]) {
      const refused = await page(bad);
      expect(refused, bad).toMatchObject({ status: 404, data: { member: null } });
      expect(refused.headers.get("Cache-Control"), bad).toBe("no-store");
    }
  });

  it("refuses a form with a field to fix, and anyone who may not edit, keeping nothing", async () => {
    const before = await countRows(handle.db, previewDrafts);
    expect(await previewLink({ ...member, name: "" })).toMatchObject({
      status: 400,
      data: { ok: false, message: expect.stringContaining("enter the member's name") },
    });
    expect(await previewLink({ ...member, memberId: "not-an-id" })).toMatchObject({ status: 400 });
    expect(await previewLink(member, people.user.cookie)).toMatchObject({ status: 403 });
    expect(await previewLink(member, "")).toMatchObject({ status: 401 });
    expect(await countRows(handle.db, previewDrafts)).toBe(before);
  });

  it("sends a browser without JavaScript on to the link", async () => {
    const answer = await routes.post(
      PREVIEW_PATH,
      previewRoute,
      PREVIEW_PATH,
      { ...member, name: "Paula Plain" },
      people.content_editor.cookie,
    );
    expect(answer).toMatchObject({
      kind: "redirect",
      location: expect.stringMatching(/^\/team\/new\?preview=/),
    });
  });
});
