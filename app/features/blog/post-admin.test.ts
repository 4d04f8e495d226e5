import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auditLog, blogPosts, contentRevisions } from "~/platform/db/schema";
import { blogPostMessages } from "~/features/blog/post-form";
import { findPublishedPostBySlug } from "~/features/blog/posts.server";
import { publicPosts } from "../../../tests/support/blog";
import * as editRoute from "~/routes/admin/blog-edit";
import * as listRoute from "~/routes/admin/blog";
import * as articleRoute from "~/routes/site/blog-post";
import { logger } from "~/platform/logger.server";
import { auditEntries } from "../../../tests/support/audit";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { dataOf, routesOn, TEST_ORIGIN, type RouteAnswer } from "../../../tests/support/routes";

/*
 * The staff portal's Blog Posts: the list, the create and edit forms,
 * publish/unpublish and delete, through the route modules' own loaders and
 * actions, on each database.
 */

/** The routes' patterns (app/routes.ts). */
const LIST_PATH = "/admin/blog";
const NEW_PATH = "/admin/blog/new";
const EDIT_PATH = "/admin/blog/:id";

const validPost = {
  title: "Saúde no verão: água, sombra e horário",
  slug: "",
  locale: "pt-BR",
  excerpt: "Como se proteger do calor de Orlando.",
  category: "nutrition",
  author: "Helena Duarte",
  imageUrl: "",
  content: "<p>Beba <strong>água</strong>.</p>",
};

describe.each(testDatabases)("admin blog posts on $name", (database) => {
  const handle = openForDescribe(database);
  const {
    content_editor: editor,
    admin,
    user,
  } = signedInForDescribe(handle, ["content_editor", "admin", "user"]);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const { get: load, post: submit, call } = routesOn(handle);

  const create = (
    fields: Record<string, string | string[]>,
    cookie: string | null = editor.cookie,
  ) => submit(NEW_PATH, editRoute, "/admin/blog/new", fields, cookie);
  /** The post's stored version: what its edit form, opened now, would send back. */
  async function versionOf(id: string): Promise<string> {
    const [row] = await handle.db
      .select({ version: blogPosts.version })
      .from(blogPosts)
      .where(eq(blogPosts.id, id));
    return String(row?.version ?? 0);
  }
  /** A save from an edit form opened just before (unless `fields` names its baseVersion). */
  const update = async (
    id: string,
    fields: Record<string, string>,
    cookie: string | null = editor.cookie,
  ) =>
    submit(
      EDIT_PATH,
      editRoute,
      `/admin/blog/${id}`,
      { baseVersion: await versionOf(id), ...fields },
      cookie,
    );
  const listPost = (fields: Record<string, string>, cookie: string | null = editor.cookie) =>
    submit(LIST_PATH, listRoute, "/admin/blog", fields, cookie);

  async function postBySlug(slug: string) {
    const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
    return row;
  }

  async function postById(id: string) {
    const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    return row;
  }

  const postCount = () => countRows(handle.db, blogPosts);
  const auditCount = () => countRows(handle.db, auditLog);
  const auditFor = (action: string, entityId: string) =>
    auditEntries(handle.db, ["actorId", "actorEmail", "summary"], action, entityId);

  let counter = 0;
  /** A stored post made through the create action, with a title of its own. */
  async function createdPost(overrides: Record<string, string> = {}) {
    counter += 1;
    const title = `Test post ${counter} ${Math.random().toString(36).slice(2, 7)}`;
    const outcome = await create({ ...validPost, locale: "en", title, ...overrides });
    expect(outcome).toMatchObject({ kind: "redirect", status: 302 });
    const row = await postBySlug(
      overrides.slug ? overrides.slug : title.toLowerCase().replaceAll(" ", "-"),
    );
    if (!row) throw new Error(`${title} was not stored`);
    return row;
  }

  describe("creating a post", () => {
    it("stores it with a slug made from the title and returns to the list with a toast", async () => {
      const before = await auditCount();
      const outcome = await create({ ...validPost, published: "on" });
      expect(outcome).toMatchObject({ kind: "redirect", status: 302, location: "/admin/blog" });
      expect(outcome.toast).toEqual({
        type: "success",
        title: "Blog post created successfully",
        description: validPost.title,
      });

      // Accents transliterated, punctuation removed, spaces to hyphens.
      const row = await postBySlug("saude-no-verao-agua-sombra-e-horario");
      expect(row).toMatchObject({
        title: validPost.title,
        locale: "pt-BR",
        excerpt: validPost.excerpt,
        category: "nutrition",
        author: "Helena Duarte",
        imageUrl: null,
        published: true,
        featured: false,
        content: validPost.content,
      });
      expect(await auditCount()).toBe(before + 1);
      expect(await auditFor("blog_post.created", row!.id)).toEqual([
        {
          actorId: editor.id,
          actorEmail: editor.email,
          summary: `Created and published "${validPost.title}" (/saude-no-verao-agua-sombra-e-horario)`,
        },
      ]);

      // On the public site at once, in its language only.
      const portuguese = await publicPosts(handle.db, "pt-BR");
      expect(portuguese.map((post) => post.slug)).toContain(row!.slug);
      const english = await publicPosts(handle.db, "en");
      expect(english.map((post) => post.slug)).not.toContain(row!.slug);
      expect(await findPublishedPostBySlug(handle.db, row!.slug)).toMatchObject({
        title: validPost.title,
      });
    });

    it("stores a typed slug tidied, an image URL, and the featured flag; drafts stay off the site", async () => {
      const outcome = await create({
        ...validPost,
        title: "Custom slug post",
        slug: "My Custom Slug",
        imageUrl: "/uploads/photo-1200x630.jpg",
        featured: "on",
      });
      expect(outcome).toMatchObject({ status: 302 });
      const row = await postBySlug("my-custom-slug");
      expect(row).toMatchObject({
        imageUrl: "/uploads/photo-1200x630.jpg",
        featured: true,
        published: false,
      });
      expect(await findPublishedPostBySlug(handle.db, "my-custom-slug")).toBeNull();
    });

    it("stores only sanitized HTML", async () => {
      const row = await createdPost({
        content: [
          "<h2>Safe heading</h2>",
          '<p onclick="alert(1)">Text <a href="javascript:alert(1)">bad link</a> ',
          '<a href="https://www.cdc.gov/" onmouseover="alert(2)">CDC</a></p>',
          "<script>alert(3)</script>",
          '<img src=x onerror="alert(4)">',
          '<iframe srcdoc="<script>alert(5)</script>"></iframe>',
          '<p style="background:url(javascript:alert(6))">styled</p>',
        ].join(""),
      });
      expect(row.content).toBe(
        [
          "<h2>Safe heading</h2>",
          '<p>Text bad link <a href="https://www.cdc.gov/" target="_blank" rel="noopener noreferrer">CDC</a></p>',
          "<p>styled</p>",
        ].join(""),
      );
    });

    it("answers 400 with field errors and the typed values, storing nothing", async () => {
      const [posts, audits] = [await postCount(), await auditCount()];
      const outcome = await create({
        ...validPost,
        title: "   ",
        locale: "fr",
        category: "Not A Category",
        imageUrl: "javascript:alert(1)",
        excerpt: "Kept as typed",
      });
      expect(outcome).toMatchObject({
        kind: "data",
        status: 400,
        toast: { type: "error", title: "Failed to save blog post" },
        data: {
          fieldErrors: {
            title: blogPostMessages.titleRequired,
            locale: blogPostMessages.locale,
            category: blogPostMessages.category,
            imageUrl: blogPostMessages.imageUrl,
          },
          values: { excerpt: "Kept as typed", imageUrl: "javascript:alert(1)" },
        },
      });
      expect(await postCount()).toBe(posts);
      expect(await auditCount()).toBe(audits);
    });

    it("refuses a title with nothing to make a slug from, asking for one", async () => {
      const outcome = await create({ ...validPost, title: "💊 ✓ !!!" });
      expect(outcome).toMatchObject({
        status: 400,
        data: { fieldErrors: { slug: blogPostMessages.slugFromTitle } },
      });
    });

    it("refuses a field sent twice", async () => {
      const outcome = await create({ ...validPost, title: ["One", "Two"] });
      expect(outcome).toMatchObject({
        status: 400,
        data: { fieldErrors: { title: blogPostMessages.malformed } },
      });
    });

    it("answers 413 to a body larger than the limit, before reading it", async () => {
      const posts = await postCount();
      const outcome = await call(
        NEW_PATH,
        editRoute,
        new Request(`${TEST_ORIGIN}/admin/blog/new`, {
          method: "POST",
          headers: {
            Cookie: editor.cookie,
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": String(2 * 1024 * 1024),
          },
          body: "title=x",
        }),
      );
      expect(outcome).toMatchObject({
        status: 413,
        toast: { title: "Failed to save blog post" },
      });
      expect(await postCount()).toBe(posts);
    });
  });

  describe("two editors, one post (versions)", () => {
    const revisionsOf = (id: string) =>
      handle.db
        .select()
        .from(contentRevisions)
        .where(eq(contentRevisions.entityId, id))
        .orderBy(contentRevisions.version);

    it("refuses a save based on an older version, shows both values, writes nothing, and keeps mine when saved again", async () => {
      const post = await createdPost({ content: "<p>First words.</p>" });
      const opened = await load(EDIT_PATH, editRoute, `/admin/blog/${post.id}`, editor.cookie);
      const openedAt = String(dataOf(opened).version);
      expect(openedAt).toBe("1");

      // The admin saves first, from a form opened at the same version.
      const theirs = {
        ...validPost,
        locale: "en",
        title: "Their title",
        content: "<p>Their words.</p>",
      };
      const first = await update(post.id, { ...theirs, baseVersion: openedAt }, admin.cookie);
      expect(first).toMatchObject({ kind: "redirect", status: 302 });
      const auditBefore = await auditCount();

      // The editor's save, based on version 1, is refused: nothing written.
      const mine = {
        ...validPost,
        locale: "en",
        title: "My title",
        content: "<p>My <em>words</em>.</p>",
      };
      const refused = await update(post.id, { ...mine, baseVersion: openedAt });
      expect(refused).toMatchObject({ kind: "data", status: 409 });
      expect(refused.toast).toMatchObject({
        type: "error",
        title: "Not saved: someone else changed this post",
      });
      const answer = dataOf(refused);
      expect(answer.version).toBe(2);
      expect(answer.values).toMatchObject({
        title: "My title",
        content: "<p>My <em>words</em>.</p>",
      });
      expect(answer.conflict).toMatchObject({ changedBy: admin.email, changedByYou: false });
      expect(answer.conflict.changedAt).toMatch(/\d{4}, \d{1,2}:\d{2}\s[AP]M$/);
      expect(answer.conflict.fields).toEqual([
        { name: "title", theirs: "Their title", yours: "My title" },
        // Both left the slug empty: each one's is made from their title.
        { name: "slug", theirs: "their-title", yours: "my-title" },
        { name: "content", theirs: "Their words.", yours: "My words." },
      ]);
      expect(await postById(post.id)).toMatchObject({ title: "Their title", version: 2 });
      expect(await auditCount()).toBe(auditBefore);

      // Saved again from the refused form (which now carries version 2): mine replaces theirs.
      const again = await update(post.id, { ...mine, baseVersion: String(answer.version) });
      expect(again).toMatchObject({ kind: "redirect", status: 302 });
      expect(await postById(post.id)).toMatchObject({ title: "My title", version: 3 });

      // Each accepted save is a revision: who, and the stored values.
      const revisions = await revisionsOf(post.id);
      expect(revisions.map((revision) => [revision.version, revision.actorEmail])).toEqual([
        [1, editor.email],
        [2, admin.email],
        [3, editor.email],
      ]);
      expect(revisions[1]?.snapshot).toMatchObject({
        title: "Their title",
        content: "<p>Their words.</p>",
      });
      expect(revisions[2]?.snapshot).toMatchObject({ title: "My title" });
    });

    it("publishing from the list is a new version: an editor's older form is refused, not overwriting it", async () => {
      const post = await createdPost();
      const openedAt = String(post.version);
      expect(
        await listPost({ intent: "set-published", id: post.id, published: "true" }),
      ).toMatchObject({
        kind: "redirect",
      });
      const refused = await update(post.id, {
        ...validPost,
        locale: "en",
        title: post.title,
        baseVersion: openedAt,
      });
      expect(refused).toMatchObject({ status: 409 });
      // The same editor published it (another tab): the notice says so.
      expect(dataOf(refused).conflict).toMatchObject({
        changedBy: editor.email,
        changedByYou: true,
      });
      expect(dataOf(refused).conflict.fields).toContainEqual({
        name: "published",
        theirs: "Yes",
        yours: "No",
      });
      expect(await postById(post.id)).toMatchObject({ published: true, version: 2 });
    });

    it("a form without a version (a page from before versions) is refused, not trusted", async () => {
      const post = await createdPost();
      const refused = await submit(
        EDIT_PATH,
        editRoute,
        `/admin/blog/${post.id}`,
        { ...validPost, locale: "en", title: "No version sent" },
        editor.cookie,
      );
      expect(refused).toMatchObject({ status: 409 });
      expect(await postById(post.id)).toMatchObject({ title: post.title, version: 1 });
    });

    it("two saves from the same version at the same moment: exactly one is stored", async () => {
      const post = await createdPost();
      const base = String(post.version);
      const answers = await Promise.all(
        ["Racer one", "Racer two"].map((title) =>
          update(post.id, { ...validPost, locale: "en", title, baseVersion: base }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
      const stored = await postById(post.id);
      expect(stored?.version).toBe(2);
      const winner = answers.findIndex((answer) => answer.status === 302);
      expect(stored?.title).toBe(["Racer one", "Racer two"][winner]);
      expect(await revisionsOf(post.id)).toHaveLength(2);
    });
  });

  describe("slug clashes", () => {
    it("a generated or typed slug that another post uses gets a field message, not a 500", async () => {
      const first = await createdPost();
      const [posts, audits] = [await postCount(), await auditCount()];

      const sameTitle = await create({ ...validPost, title: first.title });
      expect(sameTitle).toMatchObject({
        kind: "data",
        status: 409,
        toast: { type: "error", title: "Failed to save blog post" },
        data: {
          fieldErrors: { slug: blogPostMessages.slugTaken(first.slug) },
          // The generated slug is filled in, to be changed.
          values: { slug: first.slug, title: first.title },
        },
      });
      const typed = await create({ ...validPost, title: "Other", slug: first.slug });
      expect(typed).toMatchObject({
        status: 409,
        data: { fieldErrors: { slug: blogPostMessages.slugTaken(first.slug) } },
      });
      expect(await postCount()).toBe(posts);
      expect(await auditCount()).toBe(audits);

      // Editing another post to that slug: the same message, nothing changed.
      const second = await createdPost();
      const clash = await update(second.id, {
        ...validPost,
        title: second.title,
        slug: first.slug,
      });
      expect(clash).toMatchObject({
        status: 409,
        data: { fieldErrors: { slug: blogPostMessages.slugTaken(first.slug) } },
      });
      expect(await postBySlug(second.slug)).toEqual(second);
    });

    it("a post keeps its own slug when saved again", async () => {
      const post = await createdPost();
      const outcome = await update(post.id, {
        ...validPost,
        title: post.title,
        slug: post.slug,
        locale: "en",
      });
      expect(outcome).toMatchObject({ kind: "redirect", status: 302, location: "/admin/blog" });
    });
  });

  describe("a post's address changed", () => {
    const article = (path: string) =>
      load(
        path.startsWith("/pt/") ? "/pt/health-tips/:slug" : "/health-tips/:slug",
        articleRoute,
        path,
        null,
      );

    it("keeps its old address working as a 301 to the new one, in both languages, until a post takes it again", async () => {
      const post = await createdPost({ published: "on" });
      const first = post.slug;
      const rename = (slug: string) =>
        update(post.id, { ...validPost, locale: "en", title: post.title, slug, published: "on" });
      expect(await rename(`${first}-moved`)).toMatchObject({ kind: "redirect", status: 302 });
      expect(await article(`/health-tips/${first}`)).toMatchObject({
        kind: "redirect",
        status: 301,
        location: `/health-tips/${first}-moved`,
      });
      expect(await article(`/pt/health-tips/${first}`)).toMatchObject({
        kind: "redirect",
        status: 301,
        location: `/pt/health-tips/${first}-moved`,
      });

      // Moved twice: the first address leads straight to the latest.
      await rename(`${first}-again`);
      for (const old of [first, `${first}-moved`]) {
        expect(await article(`/health-tips/${old}`)).toMatchObject({
          status: 301,
          location: `/health-tips/${first}-again`,
        });
      }

      // Back to its first address: served there, and no redirect loops back.
      await rename(first);
      expect(await article(`/health-tips/${first}`)).toMatchObject({ status: 200 });
      expect(await article(`/health-tips/${first}-again`)).toMatchObject({
        status: 301,
        location: `/health-tips/${first}`,
      });

      // Another post may take an old address; it is then that post's page.
      const other = await createdPost({ slug: `${first}-moved`, published: "on" });
      expect(await article(`/health-tips/${other.slug}`)).toMatchObject({ status: 200 });

      // An unpublished post's old address is not found, like the post.
      await listPost({ intent: "set-published", id: post.id, published: "false" });
      expect(await article(`/health-tips/${first}-again`)).toMatchObject({ status: 404 });
    });
  });

  describe("editing a post", () => {
    it("loads the post into the form", async () => {
      const post = await createdPost({ author: "Marisol Vega", category: "prevention" });
      const outcome = await load(EDIT_PATH, editRoute, `/admin/blog/${post.id}`, editor.cookie);
      expect(outcome).toMatchObject({
        kind: "data",
        status: 200,
        data: {
          mode: "edit",
          found: true,
          values: {
            title: post.title,
            slug: post.slug,
            author: "Marisol Vega",
            category: "prevention",
            imageUrl: "",
            published: "",
          },
          categories: expect.arrayContaining([
            { id: "prevention", label: "Prevention" },
            { id: "mental-health", label: "Mental Health" },
          ]),
        },
      });
    });

    it("the new-post form starts with the defaults", async () => {
      const outcome = await load(NEW_PATH, editRoute, "/admin/blog/new", editor.cookie);
      expect(outcome).toMatchObject({
        status: 200,
        data: {
          mode: "create",
          values: { title: "", locale: "en", category: "general", published: "" },
        },
      });
    });

    it("an unknown or malformed id shows not found (404)", async () => {
      for (const id of ["3f0c8a52-7a8e-4d7e-9d55-2d4cbb1f0e11", "not-a-uuid", "1; drop table x"]) {
        const outcome = await load(EDIT_PATH, editRoute, `/admin/blog/${id}`, editor.cookie);
        expect(outcome, id).toMatchObject({ status: 404, data: { found: false } });
      }
    });

    it("saves every field, sanitized, with updated_at, an audit entry and a toast", async () => {
      const post = await createdPost({ published: "on" });
      const outcome = await update(
        post.id,
        {
          ...validPost,
          title: "Edited title",
          slug: "",
          locale: "en",
          excerpt: "",
          author: "",
          imageUrl: "/uploads/blog/a.jpg",
          content: '<p>New <em>text</em><img src="x" onerror="alert(1)"></p>',
        },
        admin.cookie,
      );
      expect(outcome).toMatchObject({ kind: "redirect", status: 302, location: "/admin/blog" });
      expect(outcome.toast).toEqual({
        type: "success",
        title: "Blog post updated successfully",
        description: "Edited title",
      });
      const row = await postBySlug("edited-title");
      expect(row).toMatchObject({
        id: post.id,
        excerpt: null,
        author: null,
        imageUrl: "/uploads/blog/a.jpg",
        // The checkbox was not sent: unticked means a draft.
        published: false,
        content: "<p>New <em>text</em></p>",
        createdAt: post.createdAt,
      });
      expect(row!.updatedAt.getTime()).toBeGreaterThan(post.updatedAt.getTime());
      expect(await auditFor("blog_post.updated", post.id)).toEqual([
        {
          actorId: admin.id,
          actorEmail: admin.email,
          summary: 'Updated "Edited title" (/edited-title)',
        },
      ]);
      // The old address is gone from the public site, the draft is not shown.
      expect(await findPublishedPostBySlug(handle.db, post.slug)).toBeNull();
      expect(await findPublishedPostBySlug(handle.db, "edited-title")).toBeNull();
    });

    it("saving a post deleted meanwhile answers 404 with the form kept", async () => {
      const post = await createdPost();
      await handle.db.delete(blogPosts).where(eq(blogPosts.id, post.id));
      const outcome = await update(post.id, { ...validPost, title: "Too late" });
      expect(outcome).toMatchObject({
        status: 404,
        toast: { title: "Failed to save blog post" },
        data: {
          formError: "This blog post no longer exists. Someone may have deleted it.",
          values: { title: "Too late" },
        },
      });
      expect(await postBySlug("too-late")).toBeUndefined();
    });
  });

  describe("the list", () => {
    it("shows every post, drafts too, newest first", async () => {
      const older = await createdPost();
      const newer = await createdPost({ published: "on", featured: "on" });
      await handle.db
        .update(blogPosts)
        .set({ createdAt: new Date("2020-01-01T00:00:00Z") })
        .where(eq(blogPosts.id, older.id));
      const outcome = await load(LIST_PATH, listRoute, "/admin/blog", editor.cookie);
      expect(outcome).toMatchObject({ kind: "data", status: 200, data: { failed: false } });
      if (outcome.kind !== "data") throw new Error("the list did not load");
      const posts = outcome.data.posts as { id: string; createdAt: Date }[];
      const times = posts.map((post) => new Date(post.createdAt).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(posts.at(-1)).toMatchObject({ id: older.id, published: false });
      expect(posts.find((post) => post.id === newer.id)).toMatchObject({
        title: newer.title,
        locale: "en",
        categoryLabel: "Nutrition",
        published: true,
        featured: true,
        publicPath: `/health-tips/${newer.slug}`,
      });
    });

    it("pages by 50 and searches titles and addresses, with the counts of every post", async () => {
      await handle.db.delete(blogPosts);
      const base = Date.UTC(2025, 0, 1);
      await handle.db.insert(blogPosts).values(
        Array.from({ length: 60 }, (_, n) => ({
          title: n === 7 ? "Sunscreen 100% explained" : `Routine post ${n}`,
          slug: `routine-${n}`,
          locale: "en" as const,
          // 40 published, 5 of them later (scheduled), 20 drafts.
          published: n < 40,
          publishAt: new Date(n < 5 ? Date.now() + 86_400_000 : base),
          createdAt: new Date(base + n * 60_000),
        })),
      );
      const list = async (url: string) => {
        const outcome = await load(LIST_PATH, listRoute, url, editor.cookie);
        if (outcome.kind !== "data") throw new Error("the list did not load");
        return outcome.data as {
          posts: { title: string }[];
          matches: number;
          total: number;
          published: number;
          scheduled: number;
          page: number;
          pageCount: number;
        };
      };
      const first = await list("/admin/blog");
      expect(first).toMatchObject({ total: 60, matches: 60, published: 35, scheduled: 5 });
      expect(first.pageCount).toBe(2);
      expect(first.posts).toHaveLength(50);
      expect(first.posts[0]?.title).toBe("Routine post 59");
      const second = await list("/admin/blog?page=2");
      expect(second.posts.map((post) => post.title)).toEqual(
        Array.from({ length: 10 }, (_, n) => `Routine post ${9 - n}`).map((title) =>
          title === "Routine post 7" ? "Sunscreen 100% explained" : title,
        ),
      );
      // Past the last page: the last.
      expect((await list("/admin/blog?page=9")).page).toBe(2);
      // By title, case and LIKE's wildcards as typed; by address.
      const found = await list(`/admin/blog?q=${encodeURIComponent("SUNSCREEN 100%")}`);
      expect(found.posts.map((post) => post.title)).toEqual(["Sunscreen 100% explained"]);
      expect(found).toMatchObject({ matches: 1, total: 60, pageCount: 1 });
      expect((await list("/admin/blog?q=100%25%25")).matches).toBe(0);
      expect((await list("/admin/blog?q=routine-5")).posts.map((post) => post.title)).toEqual([
        "Routine post 59",
        "Routine post 58",
        "Routine post 57",
        "Routine post 56",
        "Routine post 55",
        "Routine post 54",
        "Routine post 53",
        "Routine post 52",
        "Routine post 51",
        "Routine post 50",
        "Routine post 5",
      ]);
    });

    it("a publish from a later page of a search comes back to it", async () => {
      const post = await createdPost();
      const answer = await submit(
        LIST_PATH,
        listRoute,
        `/admin/blog?q=${encodeURIComponent(post.title)}&page=1`,
        { intent: "set-published", id: post.id, published: "true" },
        editor.cookie,
      );
      expect(answer).toMatchObject({
        kind: "redirect",
        location: `/admin/blog?q=${encodeURIComponent(post.title).replaceAll("%20", "+")}`,
      });
    });

    it("a failed query shows 'Failed to fetch blog posts' and an empty list", async () => {
      const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
      await handle.db.execute(sql`alter table blog_posts rename to blog_posts_hidden`);
      let outcome: RouteAnswer;
      try {
        outcome = await load(LIST_PATH, listRoute, "/admin/blog", editor.cookie);
      } finally {
        await handle.db.execute(sql`alter table blog_posts_hidden rename to blog_posts`);
      }
      expect(outcome).toMatchObject({
        status: 200,
        data: {
          posts: [],
          failed: true,
          toast: { type: "error", title: "Failed to fetch blog posts" },
        },
      });
      expect(logged).toHaveBeenCalledTimes(1);
    });
  });

  describe("publish and unpublish", () => {
    it("toggles what the public site shows, with its toast and audit entry", async () => {
      const post = await createdPost();
      expect(await findPublishedPostBySlug(handle.db, post.slug)).toBeNull();

      const published = await listPost({ intent: "set-published", id: post.id, published: "true" });
      expect(published).toMatchObject({ kind: "redirect", status: 302, location: "/admin/blog" });
      expect(published.toast).toEqual({
        type: "success",
        title: "Blog post published successfully",
        description: post.title,
      });
      expect(await findPublishedPostBySlug(handle.db, post.slug)).toMatchObject({ id: post.id });
      expect((await publicPosts(handle.db, "en")).map((p) => p.id)).toContain(post.id);
      expect(await auditFor("blog_post.published", post.id)).toHaveLength(1);

      const unpublished = await listPost({
        intent: "set-published",
        id: post.id,
        published: "false",
      });
      expect(unpublished).toMatchObject({
        status: 302,
        toast: { type: "success", title: "Blog post unpublished successfully" },
      });
      expect(await findPublishedPostBySlug(handle.db, post.slug)).toBeNull();
      expect((await publicPosts(handle.db, "en")).map((p) => p.id)).not.toContain(post.id);
      expect(await auditFor("blog_post.unpublished", post.id)).toEqual([
        {
          actorId: editor.id,
          actorEmail: editor.email,
          summary: `Unpublished "${post.title}" (/${post.slug})`,
        },
      ]);
    });

    it("an unknown post or a malformed request is 'Failed to update blog post'", async () => {
      const audits = await auditCount();
      const unknown = await listPost({
        intent: "set-published",
        id: "3f0c8a52-7a8e-4d7e-9d55-2d4cbb1f0e11",
        published: "true",
      });
      expect(unknown).toMatchObject({
        status: 404,
        toast: { type: "error", title: "Failed to update blog post" },
      });
      for (const fields of [
        { intent: "set-published", id: "x", published: "maybe" },
        { intent: "set-published", id: "x" },
        { intent: "archive", id: "x" },
        {},
      ] as Record<string, string>[]) {
        expect(await listPost(fields), JSON.stringify(fields)).toMatchObject({
          status: 400,
          toast: { title: "Failed to update blog post" },
        });
      }
      expect(await auditCount()).toBe(audits);
    });
  });

  describe("deleting a post", () => {
    it("removes it from the database and the public site, with its toast and audit entry", async () => {
      const post = await createdPost({ published: "on" });
      const outcome = await listPost({ intent: "delete", id: post.id });
      expect(outcome).toMatchObject({ kind: "redirect", status: 302, location: "/admin/blog" });
      expect(outcome.toast).toEqual({
        type: "success",
        title: "Blog post deleted successfully",
        description: `Moved "${post.title}" to the Trash. It is kept 30 days.`,
      });
      expect(await postBySlug(post.slug)).toBeUndefined();
      expect(await findPublishedPostBySlug(handle.db, post.slug)).toBeNull();
      expect(await auditFor("blog_post.deleted", post.id)).toEqual([
        {
          actorId: editor.id,
          actorEmail: editor.email,
          summary: `Deleted "${post.title}" (/${post.slug})`,
        },
      ]);
    });

    it("a post that is already gone is 'Failed to delete blog post' (404)", async () => {
      const outcome = await listPost({
        intent: "delete",
        id: "3f0c8a52-7a8e-4d7e-9d55-2d4cbb1f0e11",
      });
      expect(outcome).toMatchObject({
        status: 404,
        toast: { type: "error", title: "Failed to delete blog post" },
      });
    });
  });

  describe("database failures during writes", () => {
    it("answer with their error toasts and log, never a 500 page", async () => {
      const post = await createdPost();
      const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
      await handle.db.execute(sql`alter table blog_posts rename to blog_posts_hidden`);
      let outcomes: RouteAnswer[];
      try {
        outcomes = [
          await create({ ...validPost, title: "Never stored" }),
          await listPost({ intent: "set-published", id: post.id, published: "true" }),
          await listPost({ intent: "delete", id: post.id }),
        ];
      } finally {
        await handle.db.execute(sql`alter table blog_posts_hidden rename to blog_posts`);
      }
      expect(outcomes).toMatchObject([
        { kind: "data", status: 500, toast: { title: "Failed to save blog post" } },
        { kind: "data", status: 500, toast: { title: "Failed to update blog post" } },
        { kind: "data", status: 500, toast: { title: "Failed to delete blog post" } },
      ]);
      expect(logged).toHaveBeenCalledTimes(3);
      expect(await postBySlug(post.slug)).toEqual(post);
    });
  });

  describe("who may do it", () => {
    it("anonymous visitors and signed-in users are sent to the login page from the pages", async () => {
      for (const cookie of [null, user.cookie]) {
        for (const [path, module, url] of [
          [LIST_PATH, listRoute, "/admin/blog"],
          [NEW_PATH, editRoute, "/admin/blog/new"],
          [EDIT_PATH, editRoute, "/admin/blog/x"],
        ] as const) {
          expect(await load(path, module, url, cookie), url).toMatchObject({
            kind: "redirect",
            status: 302,
            location: cookie ? "/admin/waiting" : "/admin/login",
          });
        }
      }
    });

    it("every action answers 401 without a session and 403 to anyone but a content editor, and nothing changes", async () => {
      const post = await createdPost({ published: "on" });
      const [posts, audits] = [await postCount(), await auditCount()];
      for (const [cookie, status] of [
        [null, 401],
        [user.cookie, 403],
      ] as const) {
        const outcomes = [
          await create({ ...validPost, title: "Sneaky" }, cookie),
          await update(post.id, { ...validPost, title: "Sneaky edit" }, cookie),
          await listPost({ intent: "set-published", id: post.id, published: "false" }, cookie),
          await listPost({ intent: "delete", id: post.id }, cookie),
        ];
        for (const outcome of outcomes) {
          expect(outcome).toMatchObject({ kind: "error", status, toast: null });
        }
      }
      expect(await postCount()).toBe(posts);
      expect(await auditCount()).toBe(audits);
      expect(await postBySlug(post.slug)).toEqual(post);
      expect(await postBySlug("sneaky")).toBeUndefined();
    });
  });
});
