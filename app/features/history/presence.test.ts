import { describe, expect, it } from "vitest";
import { createPost } from "~/features/blog/post-admin.server";
import { createTeamMember } from "~/features/team/member-admin.server";
import * as aboutUsRoute from "~/routes/admin/about-us";
import * as blogEditRoute from "~/routes/admin/blog-edit";
import * as presenceRoute from "~/routes/admin/presence";
import * as teamEditRoute from "~/routes/admin/team-edit";
import { editPresence } from "~/platform/db/schema";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { dataOf, routesOn } from "../../../tests/support/routes";
import { deleteStalePresence, notePresence, PRESENCE_WINDOW_MS } from "./presence.server";

/*
 * "Also open": an edit page's loader notes who opened it and says who else has the item
 * open; the page's beats (POST /admin/presence) keep that true and its leaving ends it.
 * On each database.
 */

describe.each(testDatabases)("who else has an item open, on $name", (database) => {
  const handle = openForDescribe(database);
  const {
    content_editor: editor,
    admin,
    user,
  } = signedInForDescribe(handle, ["content_editor", "admin", "user"]);
  const { get, post } = routesOn(handle);

  let counter = 0;
  async function newPost(): Promise<string> {
    counter += 1;
    const saved = await createPost(handle.db, {
      input: {
        title: `Presence ${counter}`,
        slug: `presence-${counter}-${Date.now()}`,
        locale: "en",
        excerpt: null,
        category: "general",
        author: null,
        imageUrl: null,
        published: false,
        publishAt: null,
        unpublishAt: null,
        featured: false,
        content: "<p>Text</p>",
      },
      actor: { id: editor.id, email: editor.email },
    });
    if (saved.kind !== "saved") throw new Error(saved.kind);
    return saved.id;
  }

  const openPost = async (id: string, cookie: string) =>
    dataOf(await get("/admin/blog/:id", blogEditRoute, `/admin/blog/${id}`, cookie)).others;
  const beat = (fields: Record<string, string>, cookie: string | null) =>
    post("/admin/presence", presenceRoute, "/admin/presence", fields, cookie);
  const emails = (others: { email: string }[]) => others.map((other) => other.email);

  it("tells the second editor who has the post open, and the first one at their next beat", async () => {
    const id = await newPost();
    expect(await openPost(id, editor.cookie)).toEqual([]);
    const seenByAdmin = await openPost(id, admin.cookie);
    expect(emails(seenByAdmin)).toEqual([editor.email]);
    expect(seenByAdmin[0].sinceText).toMatch(/^\d{1,2}:\d{2}\s?[AP]M$/);

    const heard = await beat({ kind: "posts", id, intent: "here" }, editor.cookie);
    expect(heard).toMatchObject({ kind: "data", status: 200 });
    expect(emails(dataOf(heard).others)).toEqual([admin.email]);
    // Nobody is told about themselves, however many tabs they have.
    expect(emails(await openPost(id, editor.cookie))).toEqual([admin.email]);
  });

  it("forgets an editor who left the page, or whose page stopped beating", async () => {
    const id = await newPost();
    await openPost(id, editor.cookie);
    await openPost(id, admin.cookie);
    await beat({ kind: "posts", id, intent: "leave" }, admin.cookie);
    expect(await openPost(id, editor.cookie)).toEqual([]);

    // Last heard from longer ago than the window: the tab was closed without a word.
    await notePresence(
      handle.db,
      { entityType: "blog_post", entityId: id },
      { id: admin.id, email: admin.email },
      new Date(Date.now() - PRESENCE_WINDOW_MS - 1_000),
    );
    expect(await openPost(id, editor.cookie)).toEqual([]);
  });

  it("lets the hourly upkeep forget notes nobody renewed for a day, and only those", async () => {
    const id = await newPost();
    const target = { entityType: "blog_post", entityId: id };
    await notePresence(handle.db, target, admin, new Date(Date.now() - 25 * 3_600_000));
    await notePresence(handle.db, target, editor);
    const before = await countRows(handle.db, editPresence);
    expect(await deleteStalePresence(handle.db)).toBe(1);
    expect(await countRows(handle.db, editPresence)).toBe(before - 1);
    expect(emails(await openPost(id, admin.cookie))).toEqual([editor.email]);
  });

  it("keeps items apart: a team member open elsewhere says nothing about a post", async () => {
    const postId = await newPost();
    const { id: memberId } = await createTeamMember(handle.db, {
      member: {
        name: "Presence Member",
        imageUrl: null,
        texts: { en: { role: "Nurse", bio: "", qualifications: [], specialties: [] } },
        active: true,
      },
      actor: { id: editor.id, email: editor.email },
    });
    await get("/admin/team/:id", teamEditRoute, `/admin/team/${memberId}`, admin.cookie);
    expect(await openPost(postId, editor.cookie)).toEqual([]);
    const team = dataOf(
      await get("/admin/team/:id", teamEditRoute, `/admin/team/${memberId}`, editor.cookie),
    );
    expect(emails(team.others)).toEqual([admin.email]);
  });

  it("says who else has the About Us editor open, whichever of its tabs each one shows", async () => {
    const openAboutUs = async (tab: string, cookie: string) =>
      dataOf(await get("/admin/about-us", aboutUsRoute, `/admin/about-us?tab=${tab}`, cookie))
        .others;
    expect(await openAboutUs("story", admin.cookie)).toEqual([]);
    expect(emails(await openAboutUs("mission", editor.cookie))).toEqual([admin.email]);
    const heard = await beat({ kind: "about-us", id: "editor", intent: "here" }, admin.cookie);
    expect(emails(dataOf(heard).others)).toEqual([editor.email]);
    await beat({ kind: "about-us", id: "editor", intent: "leave" }, admin.cookie);
    expect(await openAboutUs("mission", editor.cookie)).toEqual([]);
  });

  it("refuses a malformed beat with 400 and anyone but a content editor with 401/403", async () => {
    const id = await newPost();
    for (const fields of [
      { kind: "posts", id: "../not an id", intent: "here" },
      { kind: "posts", id: "x".repeat(65), intent: "here" },
      { kind: "users", id, intent: "here" },
      { kind: "posts", id, intent: "lock" },
    ]) {
      expect(await beat(fields, editor.cookie)).toMatchObject({ kind: "data", status: 400 });
    }
    expect(await beat({ kind: "posts", id, intent: "here" }, null)).toMatchObject({
      kind: "error",
      status: 401,
    });
    expect(await beat({ kind: "posts", id, intent: "here" }, user.cookie)).toMatchObject({
      kind: "error",
      status: 403,
    });
  });
});
