import { describe, expect, it } from "vitest";
import { teamMembers } from "~/platform/db/schema";
import * as teamRoute from "~/routes/admin/team";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { routesOn } from "../../../tests/support/routes";
import { englishTexts } from "../../../tests/support/team";

/*
 * The portal's team list searched and filtered (issue 27), in SQL through the route's
 * loader: each row keeps its place in the whole list, and paging keeps the filters.
 */

const LIST_PATH = "/admin/team";

type TeamList = {
  list: {
    members: { name: string; role: string; active: boolean; position: number }[];
    total: number;
    matches: number;
    page: number;
    pageCount: number;
  };
};

describe.each(testDatabases)("the team list's search on $name", (database) => {
  const handle = openForDescribe(database);
  const { content_editor: editor } = signedInForDescribe(handle, ["content_editor"]);
  const { get: load } = routesOn(handle);

  async function list(url: string) {
    const answer = await load(LIST_PATH, teamRoute, url, editor.cookie);
    if (answer.kind !== "data") throw new Error("the list did not load");
    return (answer.data as TeamList).list;
  }

  it("searches names and titles, filters active or inactive, with whole-list positions", async () => {
    await handle.db.delete(teamMembers);
    await handle.db.insert(teamMembers).values(
      Array.from({ length: 130 }, (_, n) => ({
        name: `Member ${String(n).padStart(3, "0")}`,
        slug: `member-${n}`,
        texts: englishTexts(n % 5 === 0 ? "Nurse Practitioner" : "Medical Assistant"),
        orderIndex: n + 1,
        active: n % 2 === 0,
      })),
    );
    const all = await list(LIST_PATH);
    expect(all).toMatchObject({ total: 130, matches: 130, pageCount: 3 });

    const nurses = await list(`${LIST_PATH}?q=nurse`);
    expect(nurses.matches).toBe(26);
    expect(nurses.members[1]).toMatchObject({ name: "Member 005", position: 6 });

    const inactive = await list(`${LIST_PATH}?status=inactive&page=2`);
    expect(inactive).toMatchObject({ matches: 65, page: 2, pageCount: 2, total: 130 });
    expect(inactive.members).toHaveLength(15);
    expect(inactive.members.every((member) => !member.active)).toBe(true);
    expect(inactive.members[0]).toMatchObject({ name: "Member 101", position: 102 });

    const both = await list(`${LIST_PATH}?q=member%2001&status=active`);
    expect(both.members.map((member) => member.name)).toEqual([
      "Member 010",
      "Member 012",
      "Member 014",
      "Member 016",
      "Member 018",
    ]);
    expect((await list(`${LIST_PATH}?q=nobody`)).members).toEqual([]);
    expect((await list(`${LIST_PATH}?status=retired`)).matches).toBe(130);
  });
});
