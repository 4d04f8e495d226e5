import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts, trash } from "~/platform/db/schema";
import { createPost, deletePost, updatePost } from "~/features/blog/post-admin.server";
import { findPublicVersions } from "~/features/blog/posts.server";
import type { BlogPostInput } from "~/features/blog/post-form";
import { restoreFromTrash } from "~/features/trash/trash.server";
import { common as en } from "~/i18n/en/common.server";
import { common as pt } from "~/i18n/pt-BR/common.server";
import type { Locale } from "~/i18n/locales";
import { defaultClinicSettings } from "~/platform/clinic";
import { hoursTexts } from "~/platform/opening-hours";
import type { SiteData } from "~/platform/site-data";
import * as editRoute from "~/routes/admin/blog-edit";
import * as listRoute from "~/routes/admin/blog";
import * as articleRoute from "~/routes/site/blog-post";
import * as blogRoute from "~/routes/site/blog";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { dataOf, routesOn } from "../../../tests/support/routes";

/*
 * A post's translations belong together (issue 27): a post is one language's version of
 * an article (its group), at most one per language; the portal's list shows each
 * article's languages, the editor adds a missing one; the article's language switch
 * and hreflang alternates name only the versions visitors see.
 */

const NEW_PATH = "/admin/blog/new";
const HOUR = 3_600_000;
const siteUrl = "https://clinic.example.com";

function rootOf(locale: Locale): SiteData {
  return {
    locale,
    siteUrl,
    clinic: structuredClone(defaultClinicSettings),
    hours: hoursTexts(defaultClinicSettings.hours.weekly, locale),
    upcomingClosures: [],
    layout: (locale === "en" ? en : pt).layout,
    isContentEditor: false,
    toast: null,
  };
}

let serial = 0;
function input(locale: Locale, values: Partial<BlogPostInput> = {}): BlogPostInput {
  serial++;
  return {
    title: `${locale} article ${serial}`,
    slug: `translations-${locale.toLowerCase()}-${serial}-${Date.now()}`,
    locale,
    excerpt: `Excerpt ${serial}`,
    category: "nutrition",
    author: "Helena Duarte",
    imageUrl: null,
    published: false,
    publishAt: null,
    unpublishAt: null,
    featured: false,
    content: `<p>Text ${serial}</p>`,
    ...values,
  };
}

describe.each(testDatabases)("an article's translations on $name", (database) => {
  const handle = openForDescribe(database);
  const { content_editor: editor } = signedInForDescribe(handle, ["content_editor"]);
  const routes = routesOn(handle);
  const actor = () => ({ id: editor.id, email: editor.email });

  async function make(post: BlogPostInput, translationOf?: string) {
    const result = await createPost(handle.db, { input: post, actor: actor(), translationOf });
    if (result.kind !== "saved") throw new Error(`not saved: ${result.kind}`);
    return result.id;
  }

  async function groupOf(id: string) {
    const [row] = await handle.db
      .select({ groupId: blogPosts.groupId })
      .from(blogPosts)
      .where(eq(blogPosts.id, id));
    return row?.groupId;
  }

  it("adds a version to an article and refuses a second one in the same language", async () => {
    const english = await make(input("en"));
    const portuguese = await make(input("pt-BR"), english);
    expect(await groupOf(portuguese)).toBe(await groupOf(english));
    // A post made alone is an article of its own.
    const alone = await make(input("en"));
    expect(await groupOf(alone)).not.toBe(await groupOf(english));

    // Another Portuguese version of the same article: refused, nothing written.
    const before = await countRows(handle.db, blogPosts);
    const again = input("pt-BR");
    expect(
      await createPost(handle.db, { input: again, actor: actor(), translationOf: english }),
    ).toEqual({ kind: "language-taken", locale: "pt-BR" });
    expect(await countRows(handle.db, blogPosts)).toBe(before);

    // Nor may the English version become a second Portuguese one.
    const [stored] = await handle.db
      .select({ version: blogPosts.version, slug: blogPosts.slug, title: blogPosts.title })
      .from(blogPosts)
      .where(eq(blogPosts.id, english));
    expect(
      await updatePost(handle.db, {
        id: english,
        input: input("pt-BR", { slug: stored!.slug, title: stored!.title }),
        baseVersion: stored!.version,
        actor: actor(),
      }),
    ).toEqual({ kind: "language-taken", locale: "pt-BR" });
    const [unchanged] = await handle.db
      .select({ locale: blogPosts.locale })
      .from(blogPosts)
      .where(eq(blogPosts.id, english));
    expect(unchanged?.locale).toBe("en");
  });

  it("the editor's Add version form is prefilled, and a duplicate keeps what was typed", async () => {
    const english = await make(
      input("en", {
        category: "mental-health",
        imageUrl: "/images/articles/x.svg",
        featured: true,
      }),
    );
    const url = `${NEW_PATH}?translationOf=${english}&language=pt-BR`;
    const form = dataOf(await routes.get(NEW_PATH, editRoute, url, editor.cookie));
    expect(form.values).toMatchObject({
      locale: "pt-BR",
      category: "mental-health",
      imageUrl: "/images/articles/x.svg",
      author: "Helena Duarte",
      featured: "on",
      title: "",
      content: "",
    });
    expect(form.translation.reference).toMatchObject({ id: english, locale: "en" });
    expect(form.translation.languages.map((state: { status: string }) => state.status)).toEqual([
      "draft",
      "missing",
      "missing",
    ]);

    const typed = {
      title: "Água e calor",
      slug: `agua-e-calor-${Date.now()}`,
      locale: "pt-BR",
      excerpt: "",
      category: "nutrition",
      author: "",
      imageUrl: "",
      content: "<p>Beba água.</p>",
    };
    const saved = await routes.post(NEW_PATH, editRoute, url, typed, editor.cookie);
    expect(saved).toMatchObject({ kind: "redirect", location: "/admin/blog" });
    const [added] = await handle.db
      .select({ id: blogPosts.id, groupId: blogPosts.groupId })
      .from(blogPosts)
      .where(eq(blogPosts.slug, typed.slug));
    expect(added?.groupId).toBe(await groupOf(english));

    // The same form again: the article has its Portuguese version now.
    const twice = await routes.post(
      NEW_PATH,
      editRoute,
      url,
      { ...typed, slug: `${typed.slug}-2` },
      editor.cookie,
    );
    expect(twice).toMatchObject({ kind: "data", status: 409 });
    const refusal = dataOf(twice);
    expect(refusal.fieldErrors.locale).toMatch(/already has a Portuguese version/);
    expect(refusal.values).toMatchObject({ title: "Água e calor", content: "<p>Beba água.</p>" });
    // Opening the Add form for a language the article has leads to that version.
    expect(await routes.get(NEW_PATH, editRoute, url, editor.cookie)).toMatchObject({
      kind: "redirect",
      location: `/admin/blog/${added?.id}`,
    });
  });

  it("the list shows each article once, with each language's state", async () => {
    const tag = `Translist${Date.now()}`;
    const english = await make(input("en", { title: `${tag} water`, published: true }));
    const portuguese = await make(
      input("pt-BR", {
        title: `${tag} água`,
        published: true,
        publishAt: new Date(Date.now() + 48 * HOUR),
      }),
      english,
    );
    const lonely = await make(input("en", { title: `${tag} alone` }));

    const list = dataOf(
      await routes.get("/admin/blog", listRoute, `/admin/blog?q=${tag}`, editor.cookie),
    );
    expect(list.matches).toBe(2);
    const itemOf = (id: string) =>
      list.items.find((item: { posts: { id: string }[] }) =>
        item.posts.some((post) => post.id === id),
      );
    const pair = itemOf(english);
    expect(pair.posts.map((post: { id: string }) => post.id)).toEqual([english, portuguese]);
    expect(pair.languages).toMatchObject([
      { locale: "en", id: english, status: "published" },
      { locale: "pt-BR", id: portuguese, status: "scheduled" },
      { locale: "es", id: null, status: "missing" },
    ]);
    expect(itemOf(lonely).languages).toMatchObject([
      { locale: "en", id: lonely, status: "draft" },
      { locale: "pt-BR", id: null, status: "missing" },
      { locale: "es", id: null, status: "missing" },
    ]);

    // The language filter finds an article by a version in that language: only it acts.
    const portugueseOnly = dataOf(
      await routes.get(
        "/admin/blog",
        listRoute,
        `/admin/blog?q=${tag}&language=pt-BR`,
        editor.cookie,
      ),
    );
    expect(portugueseOnly.matches).toBe(1);
    expect(portugueseOnly.posts.map((post: { id: string }) => post.id)).toEqual([portuguese]);
    expect(portugueseOnly.items[0].languages[0]).toMatchObject({ id: english });
  });

  it("the language switch and hreflang name only the versions visitors see", async () => {
    const english = await make(input("en", { published: true }));
    const [{ slug: enSlug } = { slug: "" }] = await handle.db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(eq(blogPosts.id, english));
    const ptInput = input("pt-BR", {
      published: true,
      publishAt: new Date(Date.now() + 48 * HOUR),
    });
    const portuguese = await make(ptInput, english);

    async function article(path: string) {
      const pt = path.startsWith("/pt/");
      const loaderData = dataOf(
        await routes.get(pt ? "/pt/health-tips/:slug" : "/health-tips/:slug", articleRoute, path),
      );
      const tags = articleRoute.meta({
        loaderData,
        matches: [{ id: "root", loaderData: rootOf(pt ? "pt-BR" : "en") }],
        location: { pathname: path },
      } as never) as Array<Record<string, unknown>>;
      const alternates = tags
        .filter((tag) => tag.rel === "alternate" && tag.hrefLang)
        .map((tag) => [tag.hrefLang, tag.href]);
      return { links: loaderData.languageLinks, alternates };
    }

    // Scheduled: not there yet. The switch leads to the Portuguese list, which says so.
    let english1 = await article(`/health-tips/${enSlug}`);
    expect(english1.links).toEqual({
      en: `/health-tips/${enSlug}`,
      "pt-BR": "/pt/health-tips?untranslated=1",
      es: "/es/health-tips?untranslated=1",
    });
    expect(english1.alternates).toEqual([]);
    expect(await findPublicVersions(handle.db, (await groupOf(english))!)).toHaveLength(1);

    // Shown now: each names the other at its own address.
    await handle.db
      .update(blogPosts)
      .set({ publishAt: new Date(Date.now() - HOUR) })
      .where(eq(blogPosts.id, portuguese));
    english1 = await article(`/health-tips/${enSlug}`);
    expect(english1.links["pt-BR"]).toBe(`/pt/health-tips/${ptInput.slug}`);
    expect(english1.alternates).toEqual([
      ["en", `${siteUrl}/health-tips/${enSlug}`],
      ["pt-BR", `${siteUrl}/pt/health-tips/${ptInput.slug}`],
      ["x-default", `${siteUrl}/health-tips/${enSlug}`],
    ]);
    const portuguese1 = await article(`/pt/health-tips/${ptInput.slug}`);
    expect(portuguese1.links.en).toBe(`/health-tips/${enSlug}`);
    expect(portuguese1.alternates).toEqual(english1.alternates);

    // A draft English version: the Portuguese one switches to the English list.
    await handle.db.update(blogPosts).set({ published: false }).where(eq(blogPosts.id, english));
    const alone = await article(`/pt/health-tips/${ptInput.slug}`);
    expect(alone.links.en).toBe("/health-tips?untranslated=1");
    expect(alone.alternates).toEqual([]);
  });

  it("the list reached by the switch says the article is not there yet, unindexed", async () => {
    const note = dataOf(
      await routes.get("/pt/health-tips", blogRoute, "/pt/health-tips?untranslated=1"),
    );
    expect(note.untranslated).toBe(true);
    const tags = blogRoute.meta({
      loaderData: note,
      matches: [{ id: "root", loaderData: rootOf("pt-BR") }],
      location: { pathname: "/pt/health-tips", search: "?untranslated=1" },
    } as never) as Array<Record<string, unknown>>;
    expect(tags).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(tags.find((tag) => tag.rel === "canonical")?.href).toBe(`${siteUrl}/pt/health-tips`);
    const plain = dataOf(await routes.get("/pt/health-tips", blogRoute, "/pt/health-tips"));
    expect(plain.untranslated).toBe(false);
  });

  it("deleting a version leaves the others; it comes back to its article, or alone", async () => {
    const english = await make(input("en"));
    const portuguese = await make(input("pt-BR"), english);
    const group = await groupOf(english);
    expect((await deletePost(handle.db, { id: portuguese, actor: actor() })).kind).toBe("done");
    expect(await countRows(handle.db, blogPosts, eq(blogPosts.groupId, group!))).toBe(1);

    const entryOf = async (id: string) =>
      (await handle.db.select({ id: trash.id }).from(trash).where(eq(trash.entityId, id)))[0]!.id;
    const first = await entryOf(portuguese);
    expect((await restoreFromTrash(handle.db, { id: first, actor: actor() })).kind).toBe(
      "restored",
    );
    expect(await groupOf(portuguese)).toBe(group);

    // Deleted again, and meanwhile the article got another Portuguese version.
    await deletePost(handle.db, { id: portuguese, actor: actor() });
    const replacement = await make(input("pt-BR"), english);
    expect(
      (await restoreFromTrash(handle.db, { id: await entryOf(portuguese), actor: actor() })).kind,
    ).toBe("restored");
    expect(await groupOf(replacement)).toBe(group);
    expect(await groupOf(portuguese)).not.toBe(group);
    expect(
      await countRows(
        handle.db,
        blogPosts,
        and(eq(blogPosts.groupId, group!), eq(blogPosts.locale, "pt-BR")),
      ),
    ).toBe(1);
  });
});
