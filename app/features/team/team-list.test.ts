import { beforeAll, describe, expect, it } from "vitest";
import { teamMembers } from "~/platform/db/schema";
import { listActiveTeamMemberPage, TEAM_PAGE_SIZE } from "~/features/team/members.server";
import * as teamPage from "~/routes/site/team";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { routesOn } from "../../../tests/support/routes";

/*
 * The public team list pages on the server (issue 29): TEAM_PAGE_SIZE cards a page, in
 * display order, ?page= for the others, a page past the last answered as not found.
 */

const MEMBERS = TEAM_PAGE_SIZE + 6;
const nameOf = (index: number) => `Member ${String(index).padStart(2, "0")}`;

describe.each(testDatabases)("the team list's pages on $name", (database) => {
  const handle = openForDescribe(database);
  const routes = routesOn(handle);

  beforeAll(async () => {
    await handle.db.delete(teamMembers);
    await handle.db.insert(teamMembers).values([
      ...Array.from({ length: MEMBERS }, (_, index) => ({
        name: nameOf(index),
        texts: {
          en: { role: "Nurse", bio: "", qualifications: [], specialties: [] },
          "pt-BR": { role: "Enfermeira" },
        },
        // Display order first, then the name: two members share each place.
        orderIndex: Math.floor(index / 2),
      })),
      {
        name: "Hidden",
        texts: { en: { role: "Gone", bio: "", qualifications: [], specialties: [] } },
        active: false,
        orderIndex: 0,
      },
    ]);
  });

  it("shows a page of active members in display order, and the rest on the next page", async () => {
    const first = await listActiveTeamMemberPage(handle.db, "pt-BR", 1);
    expect(first.members.map((member) => member.name)).toEqual(
      Array.from({ length: TEAM_PAGE_SIZE }, (_, index) => nameOf(index)),
    );
    expect(first.members[0]?.role).toBe("Enfermeira");
    expect(first).toMatchObject({ page: 1, pageCount: 2, missing: false });
    const second = await listActiveTeamMemberPage(handle.db, "en", 2);
    expect(second.members.map((member) => member.name)).toEqual(
      Array.from({ length: MEMBERS - TEAM_PAGE_SIZE }, (_, index) =>
        nameOf(TEAM_PAGE_SIZE + index),
      ),
    );
    expect(second).toMatchObject({ page: 2, pageCount: 2, missing: false });
  });

  it("answers a page past the last as not found, showing the last page and its way back", async () => {
    const answer = await routes.get("/team", teamPage, "/team?page=5");
    expect(answer.status).toBe(404);
    if (answer.kind === "redirect") throw new Error("redirected");
    expect(answer.data.list).toMatchObject({ page: 2, pageCount: 2, missing: true });
    expect(answer.data.list.members).toHaveLength(MEMBERS - TEAM_PAGE_SIZE);

    const second = await routes.get("/pt/team", teamPage, "/pt/team?page=2");
    expect(second.status).toBe(200);
    if (second.kind === "redirect") throw new Error("redirected");
    expect(second.data.list.page).toBe(2);
    // Anything but a page number is the first page.
    const odd = await routes.get("/team", teamPage, "/team?page=two");
    if (odd.kind === "redirect") throw new Error("redirected");
    expect(odd.data.list.page).toBe(1);
  });
});
