import { beforeEach, describe, expect, it } from "vitest";
import { blogPosts, images } from "~/platform/db/schema";
import {
  BLOG_PAGE_SIZE,
  findPublishedPostBySlug,
  listPublishedPostPage,
} from "~/features/blog/posts.server";
import { demoBlogPosts } from "~/startup/seed/demo-content.server";
import { seedDemoContent } from "~/startup/seed/seed.server";
import { publicPosts } from "../../../tests/support/blog";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";

const demo = (locale: "en" | "pt-BR") => demoBlogPosts.filter((post) => post.locale === locale);

/** The seeded posts a visitor of `locale` may read, newest first. */
function expectedSlugs(locale: "en" | "pt-BR"): string[] {
  return demo(locale)
    .filter((post) => post.published)
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0))
    .map((post) => post.slug);
}

function draftSlugs(): string[] {
  return demoBlogPosts.filter((post) => !post.published).map((post) => post.slug);
}

describe.each(testDatabases)("blog posts on $name", (database) => {
  const handle = openForDescribe(database);

  /** The first page of "All", as the public list shows it. */
  const firstPage = (locale: "en" | "pt-BR") =>
    listPublishedPostPage(handle.db, locale, { category: null, page: 1 });
  /** Its cards, the featured one first (the tests below stay within one page). */
  const firstPageCards = async (locale: "en" | "pt-BR") => {
    const page = await firstPage(locale);
    expect(page.pageCount).toBe(1);
    return [...(page.featured ? [page.featured] : []), ...page.posts];
  };

  beforeEach(async () => {
    // A fresh copy of the demo posts for every test (the seed fills an empty table).
    await handle.db.delete(blogPosts);
    const report = await seedDemoContent(handle.db);
    expect(report.blogPosts).toBe(demoBlogPosts.length);
  });

  it("the seed has five posts per language, one featured and one draft each", () => {
    for (const locale of ["en", "pt-BR"] as const) {
      expect(demo(locale)).toHaveLength(5);
      expect(demo(locale).filter((post) => post.featured)).toHaveLength(1);
      expect(demo(locale).filter((post) => !post.published)).toHaveLength(1);
    }
  });

  it("lists only published posts in the visitor's language, newest first", async () => {
    for (const locale of ["en", "pt-BR"] as const) {
      const posts = await publicPosts(handle.db, locale);
      expect(posts.map((post) => post.slug)).toEqual(expectedSlugs(locale));
      for (const draft of draftSlugs()) {
        expect(posts.map((post) => post.slug)).not.toContain(draft);
      }
      const times = posts.map((post) => post.publishedAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    const english = await publicPosts(handle.db, "en");
    const portuguese = await publicPosts(handle.db, "pt-BR");
    const englishIds = new Set(english.map((post) => post.id));
    expect(portuguese.filter((post) => englishIds.has(post.id))).toEqual([]);
  });

  it("pages the list on the server: the featured post on the first page only, every other post on exactly one page", async () => {
    // 30 more English posts, one a day, every third on nutrition.
    await handle.db.insert(blogPosts).values(
      Array.from({ length: 30 }, (_, n) => ({
        title: `Extra ${n}`,
        slug: `extra-${n}`,
        category: n % 3 === 0 ? "nutrition" : "wellness",
        published: true,
        locale: "en" as const,
        publishAt: new Date(Date.UTC(2021, 0, 1 + n)),
      })),
    );
    const everything = await publicPosts(handle.db, "en");
    // The newest post flagged featured.
    const featured = everything.find((post) => post.featured);
    expect(featured).toBeDefined();
    const grid = everything.filter((post) => post.id !== featured?.id).map((post) => post.slug);

    const first = await listPublishedPostPage(handle.db, "en", { category: null, page: 1 });
    expect(first.featured?.slug).toBe(featured?.slug);
    expect(first.total).toBe(everything.length);
    expect(first.pageCount).toBe(Math.ceil(grid.length / BLOG_PAGE_SIZE));
    expect(first.posts).toHaveLength(BLOG_PAGE_SIZE);
    const paged: string[] = [];
    for (let page = 1; page <= first.pageCount; page++) {
      const one = await listPublishedPostPage(handle.db, "en", { category: null, page });
      if (page > 1) expect(one.featured).toBeNull();
      paged.push(...one.posts.map((post) => post.slug));
    }
    // Newest first, each post once, the featured one in none.
    expect(paged).toEqual(grid);

    const past = await listPublishedPostPage(handle.db, "en", { category: null, page: 99 });
    expect(past.posts).toEqual([]);
    expect(past.page).toBeGreaterThan(past.pageCount);

    // A category: its posts only, the featured one among them when it belongs there.
    const nutrition = await listPublishedPostPage(handle.db, "en", {
      category: "nutrition",
      page: 1,
    });
    const nutritionSlugs = everything
      .filter((post) => post.category === "nutrition")
      .map((post) => post.slug);
    expect(nutrition.featured).toBeNull();
    expect(nutrition.category).toBe("nutrition");
    expect(nutrition.total).toBe(nutritionSlugs.length);
    expect(nutrition.posts.map((post) => post.slug)).toEqual(
      nutritionSlugs.slice(0, BLOG_PAGE_SIZE),
    );
    expect(new Set(nutrition.categories)).toEqual(new Set(everything.map((post) => post.category)));

    // An unknown category, or another language's, shows "All".
    for (const category of ["dentistry", "all"]) {
      const unknown = await listPublishedPostPage(handle.db, "en", { category, page: 1 });
      expect(unknown.category).toBe("all");
      expect(unknown.featured?.slug).toBe(featured?.slug);
    }
    // The other language's list is its own.
    const portuguese = await listPublishedPostPage(handle.db, "pt-BR", { category: null, page: 1 });
    expect(portuguese.total).toBe(expectedSlugs("pt-BR").length);
    expect(portuguese.pageCount).toBe(1);
  });

  it("reads only the columns a card shows (what the public list shows, plus the slug)", async () => {
    const [post] = await firstPageCards("en");
    expect(Object.keys(post ?? {}).sort()).toEqual(
      [
        "id",
        "slug",
        "title",
        "excerpt",
        "imageUrl",
        "imageAlt",
        "category",
        "author",
        "publishedAt",
        "featured",
      ].sort(),
    );
    expect(post?.publishedAt).toBeInstanceOf(Date);
  });

  it("a post published later comes first, and a draft never shows", async () => {
    await handle.db.insert(blogPosts).values([
      {
        title: "Newest English tip",
        slug: "newest-english-tip",
        content: "<p>New</p>",
        category: "fitness",
        published: true,
        locale: "en",
        publishAt: new Date("2026-11-20T12:00:00Z"),
      },
      {
        title: "Even newer draft",
        slug: "even-newer-draft",
        content: "<p>Draft</p>",
        category: "fitness",
        published: false,
        locale: "en",
        publishAt: new Date("2026-11-21T12:00:00Z"),
      },
    ]);
    const posts = await publicPosts(handle.db, "en");
    expect(posts[0]?.slug).toBe("newest-english-tip");
    expect(posts.map((post) => post.slug)).not.toContain("even-newer-draft");
    expect(posts).toHaveLength(expectedSlugs("en").length + 1);
    // The other language's list is untouched.
    expect((await publicPosts(handle.db, "pt-BR")).map((post) => post.slug)).toEqual(
      expectedSlugs("pt-BR"),
    );
  });

  it("features the first post flagged featured in the list; a featured draft is not it", async () => {
    const seededFeatured = (locale: "en" | "pt-BR") =>
      demo(locale).find((post) => post.featured)?.slug;
    expect((await firstPage("en")).featured?.slug).toBe(seededFeatured("en"));
    expect((await firstPage("pt-BR")).featured?.slug).toBe(seededFeatured("pt-BR"));

    await handle.db.insert(blogPosts).values([
      {
        title: "Featured draft",
        slug: "featured-draft",
        category: "prevention",
        featured: true,
        published: false,
        locale: "en",
        publishAt: new Date("2026-11-22T12:00:00Z"),
      },
      {
        title: "Older featured",
        slug: "older-featured",
        category: "prevention",
        featured: true,
        published: true,
        locale: "en",
        publishAt: new Date("2020-03-01T12:00:00Z"),
      },
    ]);
    expect((await firstPage("en")).featured?.slug).toBe(seededFeatured("en"));

    await handle.db.insert(blogPosts).values({
      title: "Newer featured",
      slug: "newer-featured",
      category: "nutrition",
      featured: true,
      published: true,
      locale: "en",
      publishAt: new Date("2026-11-23T12:00:00Z"),
    });
    expect((await firstPage("en")).featured?.slug).toBe("newer-featured");
  });

  it("finds a published post by slug, with its content and language, in either language", async () => {
    const english = demo("en").find((post) => post.published);
    const portuguese = demo("pt-BR").find((post) => post.published);
    const foundEnglish = await findPublishedPostBySlug(handle.db, english?.slug ?? "");
    expect(foundEnglish).toMatchObject({
      slug: english?.slug,
      title: english?.title,
      content: english?.content,
      locale: "en",
    });
    const foundPortuguese = await findPublishedPostBySlug(handle.db, portuguese?.slug ?? "");
    expect(foundPortuguese).toMatchObject({ title: portuguese?.title, locale: "pt-BR" });
  });

  it("does not find drafts, unknown slugs or absurd ones", async () => {
    for (const draft of draftSlugs()) {
      expect(await findPublishedPostBySlug(handle.db, draft), draft).toBeNull();
    }
    expect(await findPublishedPostBySlug(handle.db, "no-such-post")).toBeNull();
    expect(await findPublishedPostBySlug(handle.db, "")).toBeNull();
    expect(await findPublishedPostBySlug(handle.db, "x".repeat(500))).toBeNull();
    expect(await findPublishedPostBySlug(handle.db, "' or 1=1 --")).toBeNull();
  });

  it("keeps only images on this site; another host's (which the page's policy would block) and anything else shows the default", async () => {
    await handle.db.insert(blogPosts).values(
      [
        ["https://cdn.example.com/a.jpg", "image-https"],
        ["/uploads/blog/b.webp", "image-site"],
        ["javascript:alert(1)", "image-script"],
        ["data:image/png;base64,AAAA", "image-data"],
        ["", "image-empty"],
      ].map(([imageUrl, slug], index) => ({
        title: slug ?? "",
        slug: slug ?? "",
        imageUrl,
        category: "general",
        published: true,
        locale: "en" as const,
        publishAt: new Date(Date.UTC(2026, 0, 1 + index)),
      })),
    );
    const bySlug = new Map((await firstPageCards("en")).map((post) => [post.slug, post.imageUrl]));
    expect(bySlug.get("image-https")).toBeNull();
    expect(bySlug.get("image-site")).toBe("/uploads/blog/b.webp");
    expect(bySlug.get("image-script")).toBeNull();
    expect(bySlug.get("image-data")).toBeNull();
    expect(bySlug.get("image-empty")).toBeNull();
    expect((await findPublishedPostBySlug(handle.db, "image-script"))?.imageUrl).toBeNull();
    expect((await findPublishedPostBySlug(handle.db, "image-https"))?.imageUrl).toBeNull();
  });

  it("describes a cover from the media library in the post's language, and leaves others decorative", async () => {
    await handle.db.delete(images);
    await handle.db.insert(images).values([
      {
        filename: "desk.jpg",
        filePath: "blog/desk.jpg",
        fileSize: 10,
        mimeType: "image/jpeg",
        altTexts: { en: "Reception desk with plants", "pt-BR": "Recepção com plantas" },
      },
      {
        filename: "hall.jpg",
        filePath: "blog/hall.jpg",
        fileSize: 10,
        mimeType: "image/jpeg",
        altTexts: { en: "Waiting hall" },
      },
    ]);
    const post = (slug: string, imageUrl: string, locale: "en" | "pt-BR", day: number) => ({
      title: slug,
      slug,
      imageUrl,
      category: "general",
      published: true,
      locale,
      publishAt: new Date(Date.UTC(2026, 0, day)),
    });
    await handle.db
      .insert(blogPosts)
      .values([
        post("cover-en", "/uploads/blog/desk.jpg", "en", 1),
        post("cover-pt", "/uploads/blog/desk.jpg", "pt-BR", 2),
        post("cover-pt-no-text", "/uploads/blog/hall.jpg", "pt-BR", 3),
        post("cover-elsewhere", "https://cdn.example.com/desk.jpg", "en", 4),
      ]);
    const altOf = async (locale: "en" | "pt-BR") =>
      new Map((await firstPageCards(locale)).map((card) => [card.slug, card.imageAlt]));
    const english = await altOf("en");
    expect(english.get("cover-en")).toBe("Reception desk with plants");
    expect(english.get("cover-elsewhere")).toBe("");
    const portuguese = await altOf("pt-BR");
    expect(portuguese.get("cover-pt")).toBe("Recepção com plantas");
    // No Portuguese text: decorative, never the English description on a Portuguese page.
    expect(portuguese.get("cover-pt-no-text")).toBe("");
    expect((await findPublishedPostBySlug(handle.db, "cover-pt"))?.imageAlt).toBe(
      "Recepção com plantas",
    );
    expect((await findPublishedPostBySlug(handle.db, "cover-en"))?.imageAlt).toBe(
      "Reception desk with plants",
    );
  });
});
