import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { teamMembers } from "~/platform/db/schema";
import {
  createTeamMember,
  listTeamMemberPageForAdmin,
  moveTeamMember,
} from "~/features/team/member-admin.server";
import { listActiveTeamMembers } from "~/features/team/members.server";
import * as teamRoute from "~/routes/admin/team";
import { auditEntries } from "../../../tests/support/audit";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { routesOn } from "../../../tests/support/routes";
import { englishTexts } from "../../../tests/support/team";

/*
 * The team's order: a member is moved by id to a place in the list, and every member is
 * numbered 1..n again, without ties, whatever numbers the rows had; a new member goes last.
 */

const LIST_PATH = "/admin/team";

describe.each(testDatabases)("the team's order on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["user", "content_editor"]);
  const routes = routesOn(handle);
  const actor = () => ({ id: people.content_editor.id, email: people.content_editor.email });

  /** Members written straight to the table, with the numbers given (ties on purpose). */
  async function seed(members: Array<[name: string, orderIndex: number, active?: boolean]>) {
    const rows = await handle.db
      .insert(teamMembers)
      .values(
        members.map(([name, orderIndex, active = true]) => ({
          name,
          texts: englishTexts("Nurse"),
          orderIndex,
          active,
        })),
      )
      .returning({ id: teamMembers.id, name: teamMembers.name });
    return Object.fromEntries(rows.map((row) => [row.name, row.id]));
  }

  /** Every member's name and number, in the list's order. */
  async function numbered() {
    const rows = await handle.db
      .select({ name: teamMembers.name, orderIndex: teamMembers.orderIndex })
      .from(teamMembers)
      .orderBy(asc(teamMembers.orderIndex), asc(teamMembers.name), asc(teamMembers.id));
    return rows.map((row) => `${row.orderIndex} ${row.name}`);
  }

  beforeEach(async () => {
    await handle.db.delete(teamMembers);
  });

  it("moves a member by id to a place and numbers everyone 1..n without ties", async () => {
    // Two members at "2", as a hand-typed order left them.
    const ids = await seed([
      ["Ana", 1],
      ["Bia", 2],
      ["Caio", 2],
      ["Duda", 7],
    ]);
    const moved = await moveTeamMember(handle.db, { id: ids.Duda!, position: 2, actor: actor() });
    expect(moved).toEqual({ kind: "done", name: "Duda", position: 2, total: 4 });
    expect(await numbered()).toEqual(["1 Ana", "2 Duda", "3 Bia", "4 Caio"]);

    await moveTeamMember(handle.db, { id: ids.Ana!, position: 4, actor: actor() });
    expect(await numbered()).toEqual(["1 Duda", "2 Bia", "3 Caio", "4 Ana"]);
    await moveTeamMember(handle.db, { id: ids.Caio!, position: 1, actor: actor() });
    expect(await numbered()).toEqual(["1 Caio", "2 Duda", "3 Bia", "4 Ana"]);
  });

  it("puts a place past the end last, and leaves a move to the same place as it was", async () => {
    const ids = await seed([
      ["Ana", 1],
      ["Bia", 2],
      ["Caio", 3],
    ]);
    expect(
      await moveTeamMember(handle.db, { id: ids.Ana!, position: 99, actor: actor() }),
    ).toMatchObject({ position: 3, total: 3 });
    expect(await numbered()).toEqual(["1 Bia", "2 Caio", "3 Ana"]);
    await moveTeamMember(handle.db, { id: ids.Caio!, position: 2, actor: actor() });
    expect(await numbered()).toEqual(["1 Bia", "2 Caio", "3 Ana"]);
    expect(await auditEntries(handle.db, ["summary"], "team_member.moved", ids.Caio!)).toEqual([]);
  });

  it("counts inactive members in the places, and the public list follows the order", async () => {
    const ids = await seed([
      ["Ana", 1],
      ["Hidden", 2, false],
      ["Bia", 3],
      ["Caio", 4],
    ]);
    await moveTeamMember(handle.db, { id: ids.Caio!, position: 2, actor: actor() });
    expect(await numbered()).toEqual(["1 Ana", "2 Caio", "3 Hidden", "4 Bia"]);
    const names = async (locale: "en" | "pt-BR") =>
      (await listActiveTeamMembers(handle.db, locale)).map((member) => member.name);
    expect(await names("en")).toEqual(["Ana", "Caio", "Bia"]);
    expect(await names("pt-BR")).toEqual(["Ana", "Caio", "Bia"]);
    const page = await listTeamMemberPageForAdmin(handle.db, 1);
    expect(page.members.map((member) => [member.position, member.name])).toEqual([
      [1, "Ana"],
      [2, "Caio"],
      [3, "Hidden"],
      [4, "Bia"],
    ]);
  });

  it("applies two moves made at once, each on the order the other left, without ties", async () => {
    const ids = await seed([
      ["Ana", 1],
      ["Bia", 2],
      ["Caio", 3],
      ["Duda", 4],
      ["Eva", 5],
    ]);
    await Promise.all([
      moveTeamMember(handle.db, { id: ids.Eva!, position: 1, actor: actor() }),
      moveTeamMember(handle.db, { id: ids.Ana!, position: 5, actor: actor() }),
    ]);
    const rows = await numbered();
    expect(rows.map((row) => row.split(" ")[0])).toEqual(["1", "2", "3", "4", "5"]);
    // Whichever ran first, the other still put its member where it asked.
    expect(rows[4]).toBe("5 Ana");
    expect(rows.slice(0, 2)).toContain("1 Eva");
  });

  it("adds a new member last, whatever number the form might have held", async () => {
    await seed([
      ["Ana", 1],
      ["Bia", 2],
    ]);
    await createTeamMember(handle.db, {
      member: {
        name: "Newcomer",
        imageUrl: null,
        texts: { en: { role: "Physician", bio: "", qualifications: [], specialties: [] } },
        active: true,
      },
      actor: actor(),
    });
    expect(await numbered()).toEqual(["1 Ana", "2 Bia", "3 Newcomer"]);
  });

  describe("the list's Move form", () => {
    const move = (fields: Record<string, string>, cookie = people.content_editor.cookie) =>
      routes.post(LIST_PATH, teamRoute, LIST_PATH, { intent: "move", ...fields }, cookie);

    it("moves the member, records it, keeps their version and returns to them", async () => {
      const ids = await seed([
        ["Ana", 1],
        ["Bia", 2],
        ["Caio", 3],
      ]);
      const answer = await move({ id: ids.Caio!, position: "2", control: "up" });
      expect(answer).toMatchObject({
        kind: "redirect",
        location: `/admin/team#member-${ids.Caio}`,
        toast: { type: "success", description: "Caio is now number 2 of 3." },
      });
      expect(await numbered()).toEqual(["1 Ana", "2 Caio", "3 Bia"]);
      expect(
        await auditEntries(handle.db, ["actorId", "summary"], "team_member.moved", ids.Caio!),
      ).toEqual([
        {
          actorId: people.content_editor.id,
          summary: "Moved team member Caio from position 3 to 2 of 3",
        },
      ]);
      const [row] = await handle.db
        .select({ version: teamMembers.version })
        .from(teamMembers)
        .where(eq(teamMembers.id, ids.Caio!));
      expect(row?.version).toBe(1);
    });

    it("refuses a bad place, an unknown member and a signed-in non-editor", async () => {
      const ids = await seed([
        ["Ana", 1],
        ["Bia", 2],
      ]);
      for (const position of ["0", "-1", "1.5", "abc", "", "100000"]) {
        expect(await move({ id: ids.Ana!, position }), position).toMatchObject({
          kind: "data",
          status: 400,
        });
      }
      expect(
        await move({ id: "00000000-0000-4000-8000-000000000000", position: "1" }),
      ).toMatchObject({
        kind: "data",
        status: 404,
        toast: { description: "Failed to move team member" },
      });
      expect(await move({ id: "not-a-uuid", position: "1" })).toMatchObject({ status: 404 });
      expect(await move({ id: ids.Bia!, position: "1" }, people.user.cookie)).toMatchObject({
        status: 403,
      });
      expect(await numbered()).toEqual(["1 Ana", "2 Bia"]);
    });
  });
});
