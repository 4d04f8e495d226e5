import { describe, expect, test } from "vitest";
import {
  noteStatement,
  noteTablesRead,
  tablesOfStatement,
  tablesWrittenSoFar,
  trackTableAccess,
} from "./table-access.server";

describe("the tables a statement touches", () => {
  test("reads: FROM and JOIN, quoted or not, with a schema, in subqueries and CTEs", () => {
    expect(
      tablesOfStatement(
        'select "blog_posts"."title", "team_members"."name" from "blog_posts" left join "team_members" on true',
      ).read,
    ).toEqual(["blog_posts", "team_members"]);
    expect(
      tablesOfStatement(
        'with recent as (select id from public.lab_tests) select count(*) from recent where exists (select 1 from "page_content")',
      ).read,
    ).toEqual(expect.arrayContaining(["lab_tests", "recent", "page_content"]));
    expect(tablesOfStatement('SELECT 1 FROM "Blog_Posts"').read).toEqual(["blog_posts"]);
  });

  test("writes: INSERT INTO, UPDATE (also UPDATE … FROM VALUES) and DELETE FROM", () => {
    expect(tablesOfStatement('insert into "audit_log" ("id") values ($1)').written).toEqual([
      "audit_log",
    ]);
    expect(
      tablesOfStatement(
        'update "lab_tests" set "price" = v.price from (values ($1, $2)) as v(code, price) where "lab_tests"."code" = v.code',
      ).written,
    ).toEqual(["lab_tests"]);
    expect(tablesOfStatement('delete from "team_members" where "id" = $1').written).toEqual([
      "team_members",
    ]);
    // A read writes nothing.
    expect(tablesOfStatement('select * from "blog_posts"').written).toEqual([]);
  });
});

describe("tracking a piece of work", () => {
  test("notes what its statements read and wrote, and nothing outside it", async () => {
    noteStatement('insert into "blog_posts" values (1)'); // untracked: ignored
    expect(tablesWrittenSoFar()).toBeNull();

    const access = { read: new Set<string>(), written: new Set<string>() };
    await trackTableAccess(access, async () => {
      noteStatement('select * from "lab_tests"');
      await Promise.resolve();
      // Work started inside, continued after an await, is still counted.
      noteStatement('update "team_members" set "name" = $1');
      noteTablesRead(["page_content"]);
      expect(tablesWrittenSoFar()).toEqual(new Set(["team_members"]));
    });
    expect(access.read).toEqual(new Set(["lab_tests", "page_content"]));
    expect(access.written).toEqual(new Set(["team_members"]));
  });
});
