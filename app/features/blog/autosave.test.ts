import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts, postAutosaves } from "~/platform/db/schema";
import * as autosaveRoute from "~/routes/admin/blog-autosave";
import * as editRoute from "~/routes/admin/blog-edit";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { dataOf, routesOn } from "../../../tests/support/routes";

/*
 * Autosave of the blog post form (app/features/blog/autosave.server.ts and
 * app/routes/admin/blog-autosave.ts): what an editor types is kept on the server, offered
 * back when the post is opened again (by that editor only), restored into the form on
 * request, and deleted once the post is saved or the copy discarded.
 */

describe.each(testDatabases)("post autosave on $name", (database) => {
  const handle = openForDescribe(database);
  const { content_editor: editor, admin } = signedInForDescribe(handle, [
    "content_editor",
    "admin",
  ]);
  const routes = routesOn(handle);

  const autosave = (fields: Record<string, string>, cookie: string | null = editor.cookie) =>
    routes.post("/admin/blog/autosave", autosaveRoute, "/admin/blog/autosave", fields, cookie);
  const openNew = (query = "", cookie = editor.cookie) =>
    routes.get("/admin/blog/new", editRoute, `/admin/blog/new${query}`, cookie);
  const openPost = (id: string, query = "") =>
    routes.get("/admin/blog/:id", editRoute, `/admin/blog/${id}${query}`, editor.cookie);
  const copies = (target: string) =>
    handle.db.select().from(postAutosaves).where(eq(postAutosaves.target, target));

  it("keeps a new post's text, offers it back to its editor only, restores it, and forgets it once the post is created", async () => {
    const kept = await autosave({
      autosaveTarget: "new",
      title: "Half-written tip",
      content: "<p>Drink water and</p>",
      locale: "en",
    });
    expect(kept.status).toBe(200);
    expect(dataOf(kept)).toMatchObject({
      ok: true,
      savedAtText: expect.stringMatching(/\d:\d\d [AP]M/),
    });

    const offered = dataOf(await openNew());
    expect(offered.unsavedCopy).toMatchObject({ savedAtText: expect.any(String) });
    expect(offered.values.title).toBe("");
    // Another editor opening a new post is offered nothing of it.
    expect(dataOf(await openNew("", admin.cookie)).unsavedCopy).toBeNull();

    const restored = dataOf(await openNew("?restore=1"));
    expect(restored.values).toMatchObject({
      title: "Half-written tip",
      content: "<p>Drink water and</p>",
    });
    expect(restored.unsavedCopy).toBeNull();

    const created = await routes.post(
      "/admin/blog/new",
      editRoute,
      "/admin/blog/new",
      { ...restored.values, title: "Finished tip", category: "general" },
      editor.cookie,
    );
    expect(created).toMatchObject({ kind: "redirect", status: 302 });
    expect((await copies("new")).filter((copy) => copy.userId === editor.id)).toEqual([]);
  });

  it("an existing post's copy is offered while newer than the post, and discarded on request", async () => {
    const [post] = await handle.db
      .insert(blogPosts)
      .values({ title: "Saved title", slug: `autosaved-${Date.now()}` })
      .returning({ id: blogPosts.id });
    const id = post?.id ?? "";
    await autosave({ autosaveTarget: id, title: "Typed but not saved" });
    expect(dataOf(await openPost(id)).unsavedCopy).not.toBeNull();
    expect(dataOf(await openPost(id, "?restore=1")).values.title).toBe("Typed but not saved");

    // Someone saved the post after the copy was kept: the copy is older, not offered.
    await handle.db
      .update(blogPosts)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(blogPosts.id, id));
    expect(dataOf(await openPost(id)).unsavedCopy).toBeNull();

    const discarded = await autosave({ autosaveTarget: id, intent: "discard" });
    expect(dataOf(discarded)).toEqual({ ok: true });
    expect(await copies(id)).toEqual([]);
  });

  it("a new version of an article keeps its own copy, apart from a plain new post, and forgets it once created", async () => {
    const [source] = await handle.db
      .insert(blogPosts)
      .values({ title: "Source article", slug: `autosave-source-${Date.now()}`, locale: "en" })
      .returning({ id: blogPosts.id });
    const sourceId = source?.id ?? "";
    const target = `new:${sourceId}:pt-BR`;
    const versionQuery = `?translationOf=${sourceId}&language=pt-BR`;
    await autosave({ autosaveTarget: target, title: "Artigo pela metade", locale: "pt-BR" });

    const form = dataOf(await openNew(versionQuery));
    expect(form.autosaveTarget).toBe(target);
    expect(form.unsavedCopy).toMatchObject({ savedAtText: expect.any(String) });
    expect(dataOf(await openNew(`${versionQuery}&restore=1`)).values).toMatchObject({
      title: "Artigo pela metade",
      locale: "pt-BR",
    });
    // Not offered on a plain new post.
    await autosave({ autosaveTarget: "new", intent: "discard" });
    expect(dataOf(await openNew()).unsavedCopy).toBeNull();

    const created = await routes.post(
      "/admin/blog/new",
      editRoute,
      `/admin/blog/new${versionQuery}`,
      {
        ...form.values,
        title: "Artigo completo",
        slug: `artigo-completo-${Date.now()}`,
        content: "<p>Texto.</p>",
      },
      editor.cookie,
    );
    expect(created).toMatchObject({ kind: "redirect", status: 302 });
    expect(await copies(target)).toEqual([]);
  });

  it("refuses without a session (401) and for a target that is not a post (400), keeping nothing", async () => {
    expect((await autosave({ autosaveTarget: "new", title: "x" }, null)).status).toBe(401);
    for (const target of ["", "../etc", "not-a-uuid", "new:not-a-uuid:pt-BR", "new::en"]) {
      expect((await autosave({ autosaveTarget: target, title: "x" })).status, target).toBe(400);
    }
    expect(await copies("../etc")).toEqual([]);
  });
});
