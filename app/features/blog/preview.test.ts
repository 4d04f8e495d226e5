import { describe, expect, it } from "vitest";
import { blogPosts } from "~/platform/db/schema";
import { previewToken, readPreviewToken } from "~/features/blog/preview.server";
import * as articleRoute from "~/routes/site/blog-post";
import * as editRoute from "~/routes/admin/blog-edit";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { dataOf, routesOn } from "../../../tests/support/routes";

/*
 * Preview links (app/features/blog/preview.server.ts): a signed, expiring token on the
 * article's address shows a draft or scheduled post, marked "Preview" in the page's
 * language, never stored by a cache or indexed; without a valid token it is the 404 a
 * draft always was.
 */

const ID = "3f0c8a52-7a8e-4d7e-9d55-2d4cbb1f0e11";
const HOUR = 3_600_000;

describe("preview tokens", () => {
  it("name their post until they expire, and nothing else", () => {
    const now = new Date();
    const token = previewToken(ID, new Date(now.getTime() + HOUR));
    expect(readPreviewToken(token, now)).toMatchObject({ postId: ID });
    // Expired.
    expect(readPreviewToken(token, new Date(now.getTime() + HOUR + 1))).toBeNull();
    // Another post, or a longer life, under the same signature.
    const [, expires, signature] = token.split(".");
    const otherId = "3f0c8a52-7a8e-4d7e-9d55-2d4cbb1f0e12";
    expect(readPreviewToken(`${otherId}.${expires}.${signature}`, now)).toBeNull();
    const later = (now.getTime() + 100 * HOUR).toString(36);
    expect(readPreviewToken(`${ID}.${later}.${signature}`, now)).toBeNull();
    for (const junk of ["", "x", `${ID}..`, `${ID}.zz.zz`, "a.b.c.d", "x".repeat(500)]) {
      expect(readPreviewToken(junk, now), junk).toBeNull();
    }
  });
});

describe.each(testDatabases)("previews on $name", (database) => {
  const handle = openForDescribe(database);
  const { content_editor: editor } = signedInForDescribe(handle, ["content_editor"]);
  const routes = routesOn(handle);
  const article = (url: string) => routes.get("/health-tips/:slug", articleRoute, url, null);
  const portugueseArticle = (url: string) =>
    routes.get("/pt/health-tips/:slug", articleRoute, url, null);

  async function draft(overrides: Partial<typeof blogPosts.$inferInsert> = {}) {
    const slug = `preview-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const [row] = await handle.db
      .insert(blogPosts)
      .values({ title: "Not yet", slug, content: "<p>Soon.</p>", published: false, ...overrides })
      .returning({ id: blogPosts.id, slug: blogPosts.slug });
    if (!row) throw new Error("no post");
    return row;
  }

  it("a draft is a 404 without a link, and shows to a link holder, marked, never stored or indexed", async () => {
    const post = await draft();
    const plain = await article(`/health-tips/${post.slug}`);
    expect(plain).toMatchObject({ status: 404, data: { post: null } });
    expect(plain.headers.get("Cache-Control")).toBeNull();

    const token = previewToken(post.id);
    const shown = await article(`/health-tips/${post.slug}?preview=${token}`);
    expect(shown).toMatchObject({
      kind: "data",
      status: 200,
      data: {
        post: { title: "Not yet", html: "<p>Soon.</p>" },
        preview: { text: "Preview: this article is a draft. Visitors cannot see it." },
      },
    });
    expect(shown.headers.get("Cache-Control")).toBe("no-store");
    expect(shown.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");

    // The Portuguese site says it in Portuguese.
    const emPortugues = await portugueseArticle(`/pt/health-tips/${post.slug}?preview=${token}`);
    expect(dataOf(emPortugues).preview.text).toBe(
      "Pré-visualização: este artigo é um rascunho. Os visitantes não o veem.",
    );
  });

  it("a scheduled post's preview gives its time; a bad or expired link is a 404, also never stored", async () => {
    const publishAt = new Date("2030-01-15T14:00:00Z");
    const post = await draft({ published: true, publishAt });
    const shown = await article(`/health-tips/${post.slug}?preview=${previewToken(post.id)}`);
    expect(dataOf(shown).preview.text).toBe(
      "Preview: this article is scheduled for January 15, 2030 at 9:00 AM. Visitors cannot see it yet.",
    );

    const expired = previewToken(post.id, new Date(Date.now() - 1_000));
    for (const token of [expired, `${previewToken(post.id)}x`, "nonsense"]) {
      const refused = await article(`/health-tips/${post.slug}?preview=${token}`);
      expect(refused, token).toMatchObject({ status: 404, data: { post: null } });
      expect(refused.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("the editor offers preview links on every language's site that work for someone not signed in", async () => {
    const post = await draft();
    const page = dataOf(
      await routes.get("/admin/blog/:id", editRoute, `/admin/blog/${post.id}`, editor.cookie),
    );
    const sites = page.preview.sites as Array<{ language: string; href: string }>;
    expect(sites.map((site) => site.language)).toEqual(["English", "Portuguese", "Spanish"]);
    const [english, portuguese, spanish] = sites.map((site) => site.href);
    expect(english).toMatch(new RegExp(`^/health-tips/${post.slug}\\?preview=`));
    expect(portuguese).toMatch(new RegExp(`^/pt/health-tips/${post.slug}\\?preview=`));
    expect(spanish).toMatch(new RegExp(`^/es/health-tips/${post.slug}\\?preview=`));
    expect(page.preview.shareUrl).toMatch(/^https?:\/\/.+\/health-tips\//);
    expect(await article(english ?? "")).toMatchObject({
      status: 200,
      data: { post: { slug: post.slug } },
    });
  });
});
