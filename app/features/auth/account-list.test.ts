import { randomUUID } from "node:crypto";
import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userRoles, users } from "~/platform/db/schema";
import type { UserRole } from "~/platform/db/user-roles";
import * as usersRoute from "~/routes/admin/users";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { routesOn } from "../../../tests/support/routes";

/*
 * The portal's Users list searched, filtered by role and sorted (issue 27), in SQL through
 * the route's loader, with paging that keeps them.
 */

const LIST_PATH = "/admin/users";

type UsersList = {
  accounts: { email: string; name: string; role: string }[];
  total: number;
  matches: number;
  page: number;
  pageCount: number;
};

describe.each(testDatabases)("the Users list's search on $name", (database) => {
  const handle = openForDescribe(database);
  const { admin } = signedInForDescribe(handle, ["admin"]);
  const { get: load } = routesOn(handle);

  async function list(url: string): Promise<UsersList> {
    const answer = await load(LIST_PATH, usersRoute, url, admin.cookie);
    if (answer.kind !== "data") throw new Error("the list did not load");
    return answer.data as UsersList;
  }

  it("searches names and e-mails, filters by role (no role row: waiting), sorts and pages", async () => {
    const base = Date.UTC(2025, 0, 1);
    const rows = Array.from({ length: 120 }, (_, n) => ({
      id: randomUUID(),
      email: `zz.lists.${String(n).padStart(3, "0")}@example.com`,
      name: `${n % 2 === 0 ? "Ana" : "Bruno"} ${String(119 - n).padStart(3, "0")}`,
      createdAt: new Date(base + n * 60_000),
    }));
    await handle.db.insert(users).values(rows);
    // A third editors, a third "user" rows, a third no row at all.
    await handle.db
      .insert(userRoles)
      .values(
        rows.flatMap((row, n): { userId: string; role: UserRole }[] =>
          n % 3 === 0
            ? [{ userId: row.id, role: "content_editor" as const }]
            : n % 3 === 1
              ? [{ userId: row.id, role: "user" as const }]
              : [],
        ),
      );
    try {
      const found = await list(`${LIST_PATH}?q=zz.lists`);
      expect(found).toMatchObject({ matches: 120, pageCount: 3 });
      const emails = found.accounts.map((account) => account.email);
      expect(emails).toEqual([...emails].sort());

      const editors = await list(`${LIST_PATH}?q=zz.lists&role=content_editor`);
      expect(editors.matches).toBe(40);
      expect(editors.accounts.every((account) => account.role === "content_editor")).toBe(true);
      const waiting = await list(`${LIST_PATH}?q=zz.lists&role=user&page=2`);
      expect(waiting).toMatchObject({ matches: 80, page: 2, pageCount: 2 });
      expect(waiting.accounts).toHaveLength(30);
      expect(waiting.accounts.every((account) => account.role === "user")).toBe(true);
      expect((await list(`${LIST_PATH}?q=zz.lists&role=admin`)).matches).toBe(0);

      const byName = await list(`${LIST_PATH}?q=ana&sort=name`);
      expect(byName.accounts[0]?.name).toBe("Ana 001");
      expect(byName.matches).toBe(60);
      const newest = await list(`${LIST_PATH}?q=zz.lists&sort=newest`);
      expect(newest.accounts[0]?.email).toBe("zz.lists.119@example.com");
      expect((await list(`${LIST_PATH}?q=zz.lists&role=owner&sort=x`)).matches).toBe(120);
    } finally {
      await handle.db.delete(users).where(like(users.email, "zz.lists.%"));
    }
  });
});
