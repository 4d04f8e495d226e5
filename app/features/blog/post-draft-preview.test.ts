import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts, previewDrafts } from "~/platform/db/schema";
import * as previewRoute from "~/routes/admin/blog-preview";
import * as articleRoute from "~/routes/site/blog-post";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { routesOn } from "../../../tests/support/routes";

/*
 * Previewing a post's unsaved changes (issue 26): the editor's Preview keeps what the
 * form holds as a draft and answers a signed link; the article at that link shows the
 * draft, marked "Preview", to anyone holding it, while a published post's visitors keep
 * seeing what is stored until the change is saved.
 */

const PREVIEW_PATH = "/admin/blog/preview";

function formOf(post: { title: string; slug: string; content: string; published?: boolean }) {
  return {
    title: post.title,
    slug: post.slug,
    locale: "en",
    excerpt: "An excerpt.",
    category: "general",
    author: "Dr. Test",
    imageUrl: "",
    ...(post.published === false ? {} : { published: "on" }),
    publishAt: "",
    unpublishAt: "",
    content: post.content,
  };
}

describe.each(testDatabases)("previews of a post's unsaved changes on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["user", "content_editor"]);
  const routes = routesOn(handle);
  const article = (url: string) =>
    routes.get(
      url.startsWith("/pt/") ? "/pt/health-tips/:slug" : "/health-tips/:slug",
      articleRoute,
      url,
      null,
    );

  async function publishedPost(title: string) {
    const slug = `${title.toLowerCase().replaceAll(" ", "-")}-${Math.random().toString(36).slice(2, 7)}`;
    const [row] = await handle.db
      .insert(blogPosts)
      .values({ title, slug, content: "<p>What visitors read.</p>", published: true })
      .returning({ id: blogPosts.id, slug: blogPosts.slug });
    if (!row) throw new Error("no post");
    return row;
  }

  /** Preview as the button does with JavaScript: the answer's link. */
  async function previewLink(
    fields: Record<string, string>,
    cookie = people.content_editor.cookie,
  ) {
    return routes.postForJson(PREVIEW_PATH, previewRoute, fields, cookie);
  }

  it("shows an edit of a published post at the link, in both languages, while visitors keep the stored one", async () => {
    const post = await publishedPost("Flu shots");
    const answer = await previewLink({
      ...formOf({
        title: "Flu shots, updated",
        slug: post.slug,
        content: "<p>A new paragraph.</p>",
      }),
      postId: post.id,
    });
    expect(answer).toMatchObject({ kind: "data", status: 200, data: { ok: true } });
    const url: string = answer.kind === "data" ? answer.data.url : "";
    expect(url).toMatch(new RegExp(`^/health-tips/${post.slug}\\?preview=`));

    const previewed = await article(url);
    expect(previewed).toMatchObject({
      status: 200,
      data: {
        post: { id: post.id, title: "Flu shots, updated", html: "<p>A new paragraph.</p>" },
        preview: { text: expect.stringContaining("not saved yet") },
      },
    });
    expect(previewed.headers.get("Cache-Control")).toBe("no-store");
    expect(previewed.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const portugueseUrl: string =
      previewed.kind === "data" ? (previewed.data.preview?.otherLanguages?.[0]?.href ?? "") : "";
    expect(portugueseUrl).toBe(`/pt${url}`);
    expect(await article(portugueseUrl)).toMatchObject({
      status: 200,
      data: {
        post: { title: "Flu shots, updated" },
        preview: { text: expect.stringContaining("Pré-visualização") },
      },
    });

    // Visitors, and the stored row, still have the saved post.
    expect(await article(`/health-tips/${post.slug}`)).toMatchObject({
      status: 200,
      data: { post: { title: "Flu shots" }, preview: null },
    });
    const [stored] = await handle.db
      .select({ title: blogPosts.title })
      .from(blogPosts)
      .where(eq(blogPosts.id, post.id));
    expect(stored?.title).toBe("Flu shots");
  });

  it("previews a post not created yet at the address it will have", async () => {
    const answer = await previewLink(
      formOf({
        title: "Brand New Post",
        slug: "",
        content: "<p>Draft text.</p>",
        published: false,
      }),
    );
    const url: string = answer.kind === "data" ? answer.data.url : "";
    expect(url).toMatch(/^\/health-tips\/brand-new-post\?preview=/);
    expect(await article(url)).toMatchObject({
      status: 200,
      data: { post: { title: "Brand New Post", html: "<p>Draft text.</p>" } },
    });
  });

  it("answers a bad or altered link with the 404, never stored or indexed", async () => {
    const post = await publishedPost("Link check");
    const answer = await previewLink({
      ...formOf({ title: "Changed", slug: post.slug, content: "<p>x</p>" }),
      postId: post.id,
    });
    const url: string = answer.kind === "data" ? answer.data.url : "";
    const refused = await article(`${url.slice(0, -2)}xx`);
    expect(refused).toMatchObject({ status: 404, data: { post: null } });
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
  });

  it("refuses a form with a field to fix, a bad post id and anyone who may not edit, keeping nothing", async () => {
    const before = await countRows(handle.db, previewDrafts);
    expect(await previewLink(formOf({ title: "", slug: "", content: "<p>x</p>" }))).toMatchObject({
      status: 400,
      data: { ok: false, message: expect.stringContaining("fix the form first") },
    });
    expect(
      await previewLink(
        formOf({
          title: "Off site",
          slug: "",
          content: '<img src="https://cdn.example.com/a.png" alt="">',
        }),
      ),
    ).toMatchObject({ status: 400, data: { message: expect.stringContaining("another website") } });
    expect(
      await previewLink({ ...formOf({ title: "T", slug: "", content: "" }), postId: "not-an-id" }),
    ).toMatchObject({ status: 400 });
    expect(
      await previewLink(formOf({ title: "T", slug: "", content: "" }), people.user.cookie),
    ).toMatchObject({
      status: 403,
    });
    expect(await previewLink(formOf({ title: "T", slug: "", content: "" }), "")).toMatchObject({
      status: 401,
    });
    expect(await countRows(handle.db, previewDrafts)).toBe(before);
  });
});
