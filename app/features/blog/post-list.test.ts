import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts, trash } from "~/platform/db/schema";
import * as listRoute from "~/routes/admin/blog";
import { auditEntries } from "../../../tests/support/audit";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { routesOn } from "../../../tests/support/routes";

/*
 * The portal's post list at clinic scale (issue 27): search, filters and sort in SQL
 * through the route's loader, paging that keeps them, and the bulk actions, on each
 * database.
 */

const LIST_PATH = "/admin/blog";
const DAY = 86_400_000;

type ListData = {
  posts: { id: string; title: string; status: string; locale: string; category: string }[];
  matches: number;
  total: number;
  page: number;
  pageCount: number;
  categories: { id: string; label: string }[];
};

describe.each(testDatabases)("the post list's filters on $name", (database) => {
  const handle = openForDescribe(database);
  const { content_editor: editor } = signedInForDescribe(handle, ["content_editor"]);
  const { get: load, post: submit } = routesOn(handle);

  async function list(url: string): Promise<ListData> {
    const outcome = await load(LIST_PATH, listRoute, url, editor.cookie);
    if (outcome.kind !== "data") throw new Error("the list did not load");
    return outcome.data as ListData;
  }

  /** 120 posts: every fourth a draft, scheduled, ended or published; half Portuguese. */
  async function seed() {
    await handle.db.delete(blogPosts);
    const now = Date.now();
    const base = Date.UTC(2025, 0, 1);
    await handle.db.insert(blogPosts).values(
      Array.from({ length: 120 }, (_, n) => {
        const kind = n % 4; // 0 draft, 1 scheduled, 2 ended, 3 published
        return {
          title: `${n % 10 === 0 ? "Flu" : "Routine"} post ${String(n).padStart(3, "0")}`,
          slug: `post-${n}`,
          locale: n % 2 === 0 ? ("en" as const) : ("pt-BR" as const),
          category: n % 3 === 0 ? "nutrition" : "fitness",
          published: kind !== 0,
          publishAt: new Date(kind === 1 ? now + DAY : base + n * 1000),
          unpublishAt: kind === 2 ? new Date(now - DAY) : null,
          createdAt: new Date(base + n * 60_000),
        };
      }),
    );
  }

  it("filters by state, category and language in SQL, and pages keeping them", async () => {
    await seed();
    const all = await list(LIST_PATH);
    expect(all).toMatchObject({ total: 120, matches: 120, pageCount: 3 });
    expect(all.categories.map((category) => category.id)).toEqual(["fitness", "nutrition"]);

    const drafts = await list(`${LIST_PATH}?status=draft`);
    expect(drafts.matches).toBe(30);
    expect(new Set(drafts.posts.map((post) => post.status))).toEqual(new Set(["draft"]));
    for (const status of ["scheduled", "ended", "published"]) {
      const found = await list(`${LIST_PATH}?status=${status}`);
      expect(found.matches, status).toBe(30);
      expect(new Set(found.posts.map((post) => post.status)), status).toEqual(new Set([status]));
    }

    // n even and n % 3 == 0 and published (n % 4 == 3 is odd, so none): pt-BR instead.
    const narrowed = await list(`${LIST_PATH}?status=published&category=nutrition&language=pt-BR`);
    const expected = Array.from({ length: 120 }, (_, n) => n).filter(
      (n) => n % 4 === 3 && n % 3 === 0 && n % 2 === 1,
    );
    expect(narrowed.matches).toBe(expected.length);
    expect(narrowed.posts.every((post) => post.locale === "pt-BR")).toBe(true);
    expect(narrowed.posts.every((post) => post.category === "nutrition")).toBe(true);

    // Search and a filter together; the second page of them.
    const flu = await list(`${LIST_PATH}?q=flu&language=en`);
    expect(flu.matches).toBe(12);
    expect(flu.posts.every((post) => post.title.startsWith("Flu"))).toBe(true);
    const fitness = await list(`${LIST_PATH}?category=fitness&page=2`);
    expect(fitness).toMatchObject({ matches: 80, page: 2, pageCount: 2 });
    expect(fitness.posts).toHaveLength(30);
    expect(fitness.posts.every((post) => post.category === "fitness")).toBe(true);

    // Unknown values are ignored: the whole list.
    expect((await list(`${LIST_PATH}?status=deleted&language=fr&sort=random`)).matches).toBe(120);
    // A category nobody uses finds nothing, and the select still offers it.
    const none = await list(`${LIST_PATH}?category=travel`);
    expect(none.matches).toBe(0);
    expect(none.categories.map((category) => category.id)).toContain("travel");
  });

  it("sorts by newest, oldest, publish date and title", async () => {
    await seed();
    const titles = async (sort: string) =>
      (await list(`${LIST_PATH}?status=draft&sort=${sort}`)).posts.map((post) => post.title);
    const newest = await titles("newest");
    expect(newest[0]).toBe("Routine post 116");
    expect(await titles("oldest")).toEqual([...newest].reverse());
    const byTitle = await titles("title");
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b)));
    expect(byTitle[0]?.startsWith("Flu")).toBe(true);
    expect(await titles("date")).toEqual(newest);
  });

  it("publishes, unpublishes and trashes the checked posts, audited each, back at the same place", async () => {
    await seed();
    const drafts = (await list(`${LIST_PATH}?status=draft&q=routine`)).posts.slice(0, 3);
    const ids = drafts.map((post) => post.id);
    const place = `${LIST_PATH}?q=routine&status=draft&page=1`;

    // Without the dialog's confirmation the page asks first, naming the rows.
    const asked = await submit(
      LIST_PATH,
      listRoute,
      place,
      { intent: "bulk-publish", ids, pageIds: ids },
      editor.cookie,
    );
    expect(asked).toMatchObject({
      kind: "data",
      data: { confirmation: { intent: "bulk-publish", ids } },
    });
    expect(await countPublished(ids)).toBe(0);

    const published = await submit(
      LIST_PATH,
      listRoute,
      place,
      { intent: "bulk-publish", ids: [...ids, crypto.randomUUID()], confirmed: "yes" },
      editor.cookie,
    );
    expect(published).toMatchObject({
      kind: "redirect",
      location: `${LIST_PATH}?q=routine&status=draft`,
      toast: {
        type: "success",
        title: "3 posts published",
        description: "1 post no longer existed.",
      },
    });
    expect(await countPublished(ids)).toBe(3);
    for (const id of ids) {
      expect(await auditEntries(handle.db, ["entityId"], "blog_post.published", id)).toHaveLength(
        1,
      );
    }

    // The whole page by the select-all box (its own ids, not the checked ones).
    const unpublished = await submit(
      LIST_PATH,
      listRoute,
      place,
      {
        intent: "bulk-unpublish",
        scope: "page",
        pageIds: ids,
        ids: ids[0] ?? "",
        confirmed: "yes",
      },
      editor.cookie,
    );
    expect(unpublished).toMatchObject({ toast: { title: "3 posts unpublished" } });
    expect(await countPublished(ids)).toBe(0);

    const trashed = await submit(
      LIST_PATH,
      listRoute,
      place,
      { intent: "bulk-trash", ids: ids.slice(0, 2), confirmed: "yes" },
      editor.cookie,
    );
    expect(trashed).toMatchObject({ toast: { title: "2 posts moved to the Trash" } });
    expect(
      await handle.db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(inArray(blogPosts.id, ids)),
    ).toEqual([{ id: ids[2] }]);
    const kept = await handle.db
      .select({ entityId: trash.entityId })
      .from(trash)
      .where(inArray(trash.entityId, ids));
    expect(kept.map((row) => row.entityId).sort()).toEqual(ids.slice(0, 2).sort());
    expect(await auditEntries(handle.db, ["entityId"], "blog_post.deleted", ids[0])).toHaveLength(
      1,
    );

    // Nothing checked: refused, nothing changed.
    const empty = await submit(
      LIST_PATH,
      listRoute,
      place,
      { intent: "bulk-trash", confirmed: "yes" },
      editor.cookie,
    );
    expect(empty).toMatchObject({ status: 400, toast: { title: "No posts selected" } });
  });

  it("takes a whole page's articles with every language's version: more than a hundred rows", async () => {
    await seed();
    // A page of 50 articles in three languages selects up to 150 versions at once.
    const ids = (await handle.db.select({ id: blogPosts.id }).from(blogPosts)).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(100);
    const answer = await submit(
      LIST_PATH,
      listRoute,
      LIST_PATH,
      { intent: "bulk-publish", ids, confirmed: "yes" },
      editor.cookie,
    );
    expect(answer).toMatchObject({ kind: "redirect", toast: { type: "success" } });
    expect(await countPublished(ids)).toBe(ids.length);
  });

  async function countPublished(ids: string[]) {
    const rows = await handle.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(inArray(blogPosts.id, ids), eq(blogPosts.published, true)));
    return rows.length;
  }
});
