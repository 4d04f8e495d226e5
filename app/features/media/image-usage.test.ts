import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MEDIA_PAGE_SIZE } from "~/features/media/types";
import { deletePost } from "~/features/blog/post-admin.server";
import {
  blogPosts,
  images,
  insurers,
  pageContent,
  partners,
  teamMembers,
  trash,
  videos,
  foundationGalleryImages,
} from "~/platform/db/schema";
import { uploadKeysIn } from "~/features/media/image-usage.server";
import * as mediaRoute from "~/routes/admin/media";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { dataOf, routesOn } from "../../../tests/support/routes";
import { englishTexts } from "../../../tests/support/team";

/*
 * Where an image is used (app/features/media/image-usage.server.ts): the media page lists
 * it on each image, and an image in use is not deleted, so no public page shows a broken
 * image because of the library.
 */

describe("uploadKeysIn", () => {
  it("finds each upload a text refers to, variants counted as their image", () => {
    const html =
      '<p><img src="/uploads/blog/ab12-800x600.jpg.640.webp" srcset="/uploads/blog/ab12-800x600.jpg.320.avif 320w"></p>' +
      '<a href="https://clinic.example/uploads/cd34-10x10.png">file</a> /uploads/ef56-1x1.gif?v=2';
    expect([...uploadKeysIn(html)].sort()).toEqual([
      "blog/ab12-800x600.jpg",
      "cd34-10x10.png",
      "ef56-1x1.gif",
    ]);
    expect(uploadKeysIn("no uploads here, /upload/x.jpg").size).toBe(0);
  });
});

describe.each(testDatabases)("images in use on $name", (database) => {
  const handle = openForDescribe(database);
  const { content_editor: editor } = signedInForDescribe(handle, ["content_editor"]);
  const routes = routesOn(handle);
  const loadMedia = () => routes.get("/admin/media", mediaRoute, "/admin/media", editor.cookie);
  const deleteMedia = (id: string) =>
    routes.post(
      "/admin/media",
      mediaRoute,
      "/admin/media",
      { intent: "delete", id },
      editor.cookie,
    );

  async function storedImage(key: string) {
    const [row] = await handle.db
      .insert(images)
      .values({
        filename: key.split("/").pop() ?? key,
        filePath: key,
        fileSize: 100,
        mimeType: "image/jpeg",
      })
      .returning({ id: images.id });
    if (!row) throw new Error("no image row");
    return row.id;
  }

  it("lists every place an image is shown and refuses to delete it until none is left", async () => {
    const key = `usage/${Date.now()}-1200x800.jpg`;
    const id = await storedImage(key);
    const [post] = await handle.db
      .insert(blogPosts)
      .values({
        title: "Cover and body",
        slug: `cover-and-body-${Date.now()}`,
        imageUrl: `/uploads/${key}`,
        content: `<p><img src="/uploads/${key}.640.webp" alt=""></p>`,
      })
      .returning({ id: blogPosts.id });
    // In the text only, as a resized variant; and a longer key that only starts the same.
    const [inText] = await handle.db
      .insert(blogPosts)
      .values({
        title: "Cover elsewhere",
        slug: `in-text-${Date.now()}`,
        content: `<p>Before.</p><figure><img src="/uploads/${key}.320.avif" alt=""></figure>`,
      })
      .returning({ id: blogPosts.id });
    await handle.db.insert(blogPosts).values({
      title: "Another picture",
      slug: `other-picture-${Date.now()}`,
      content: `<p><img src="/uploads/${key}.old.jpg" alt=""></p>`,
    });
    const [member] = await handle.db
      .insert(teamMembers)
      .values({ name: "Photo Person", texts: englishTexts("Nurse"), imageUrl: `/uploads/${key}` })
      .returning({ id: teamMembers.id });
    await handle.db.insert(pageContent).values({
      pageName: "about_us",
      sectionName: "mission_image",
      locale: "en",
      contentType: "url",
      contentValue: `/uploads/${key}`,
    });
    const [insurer] = await handle.db
      .insert(insurers)
      .values({
        name: "Logo Health",
        logoUrl: `/uploads/${key}`,
        position: 99,
        texts: { en: { description: "Plans.", plans: [] } },
      })
      .returning({ id: insurers.id });
    const [partner] = await handle.db
      .insert(partners)
      .values({
        name: "Logo Yoga",
        logoUrl: `/uploads/${key}`,
        category: "wellness",
        discountPercent: 10,
        position: 99,
        texts: { en: { category: "Yoga", benefit: "10% off" } },
      })
      .returning({ id: partners.id });
    const [video] = await handle.db
      .insert(videos)
      .values({
        youtubeId: "dQw4w9WgXcQ",
        thumbnailUrl: `/uploads/${key}`,
        position: 99,
        texts: { en: { title: "Thumbnail Video", description: "A video." } },
      })
      .returning({ id: videos.id });
    const [photo] = await handle.db
      .insert(foundationGalleryImages)
      .values({
        imageUrl: `/uploads/${key}`,
        position: 99,
        texts: { en: { alt: "Volunteers at a stand", caption: "Gallery Fair" } },
      })
      .returning({ id: foundationGalleryImages.id });
    if (!post || !inText || !member || !insurer || !partner || !video || !photo) {
      throw new Error("seed failed");
    }

    const page = dataOf(await loadMedia());
    expect(page.usesById[id]).toEqual([
      { kind: "Blog post", label: "Cover and body", href: `/admin/blog/${post.id}` },
      { kind: "Blog post", label: "Cover elsewhere", href: `/admin/blog/${inText.id}` },
      { kind: "Team member", label: "Photo Person", href: `/admin/team/${member.id}` },
      { kind: "Insurer", label: "Logo Health", href: `/admin/insurers/${insurer.id}` },
      { kind: "Partner", label: "Logo Yoga", href: `/admin/partners/${partner.id}` },
      { kind: "Video", label: "Thumbnail Video", href: `/admin/videos/${video.id}` },
      {
        kind: "Foundation gallery",
        label: "Gallery Fair",
        href: `/admin/foundation-gallery/${photo.id}`,
      },
      { kind: "About Us", label: "mission_image (English)", href: "/admin/about-us" },
    ]);

    const refused = await deleteMedia(id);
    expect(refused).toMatchObject({ kind: "data", status: 409 });
    expect(refused.toast).toMatchObject({ title: "This image is in use" });
    expect(dataOf(refused).inUse.uses).toHaveLength(8);
    expect(await handle.db.select().from(images).where(eq(images.id, id))).toHaveLength(1);

    // Replaced everywhere: now it can go.
    await handle.db
      .update(blogPosts)
      .set({ imageUrl: null, content: "<p>No image.</p>" })
      .where(eq(blogPosts.id, post.id));
    await handle.db.delete(blogPosts).where(eq(blogPosts.id, inText.id));
    await handle.db
      .update(teamMembers)
      .set({ imageUrl: null })
      .where(eq(teamMembers.id, member.id));
    await handle.db.delete(pageContent).where(eq(pageContent.sectionName, "mission_image"));
    await handle.db.delete(insurers).where(eq(insurers.id, insurer.id));
    await handle.db.delete(partners).where(eq(partners.id, partner.id));
    await handle.db.delete(videos).where(eq(videos.id, video.id));
    await handle.db.delete(foundationGalleryImages).where(eq(foundationGalleryImages.id, photo.id));
    expect(dataOf(await loadMedia()).usesById[id]).toEqual([]);
    expect(await deleteMedia(id)).toMatchObject({ kind: "redirect", status: 302 });
    expect(await handle.db.select().from(images).where(eq(images.id, id))).toHaveLength(0);
  });

  it("pages and searches the library, and reads where only the shown page's images are used", async () => {
    const token = `paged${Date.now()}`;
    const count = MEDIA_PAGE_SIZE + 2;
    const rows = await handle.db
      .insert(images)
      .values(
        Array.from({ length: count }, (_, index) => ({
          filename: `${token}-${index}.jpg`,
          originalName: `${token} photo ${index}.jpg`,
          filePath: `paging/${token}-${index}.jpg`,
          fileSize: 100,
          mimeType: "image/jpeg",
          // Photo 0 is the newest.
          uploadDate: new Date(Date.UTC(2024, 0, 1) - index * 60_000),
          altTexts:
            index === count - 1
              ? { en: `The waiting room ${token}`, es: `La sala de espera ${token}` }
              : {},
        })),
      )
      .returning({ id: images.id, filePath: images.filePath });
    const oldest = rows.at(-1);
    if (!oldest) throw new Error("no images");
    await handle.db.insert(blogPosts).values({
      title: "Uses the oldest",
      slug: `uses-the-oldest-${token}`,
      imageUrl: `/uploads/${oldest.filePath}`,
      content: "<p>Text.</p>",
    });
    const list = async (url: string) =>
      dataOf(await routes.get("/admin/media", mediaRoute, url, editor.cookie)) as {
        images: { id: string; originalName: string }[];
        usesById: Record<string, unknown[]>;
        matches: number;
        page: number;
        pageCount: number;
      };

    const first = await list(`/admin/media?q=${token}`);
    expect(first).toMatchObject({ matches: count, page: 1, pageCount: 2 });
    expect(first.images.map((image) => image.originalName)).toEqual(
      Array.from({ length: MEDIA_PAGE_SIZE }, (_, index) => `${token} photo ${index}.jpg`),
    );
    expect(Object.keys(first.usesById)).toHaveLength(MEDIA_PAGE_SIZE);
    expect(first.usesById[oldest.id]).toBeUndefined();

    const second = await list(`/admin/media?q=${token}&page=2`);
    expect(second.images.map((image) => image.id)).toEqual(
      rows.slice(MEDIA_PAGE_SIZE).map((row) => row.id),
    );
    expect(second.usesById[oldest.id]).toEqual([
      {
        kind: "Blog post",
        label: "Uses the oldest",
        href: expect.stringMatching(/^\/admin\/blog\//),
      },
    ]);
    // A page too far is the last; the alt texts are searched too, in every language.
    expect(await list(`/admin/media?q=${token}&page=7`)).toMatchObject({ page: 2 });
    const found = await list(`/admin/media?q=${encodeURIComponent(`waiting room ${token}`)}`);
    expect(found.images.map((image) => image.id)).toEqual([oldest.id]);
    const foundInSpanish = await list(
      `/admin/media?q=${encodeURIComponent(`sala de espera ${token}`)}`,
    );
    expect(foundInSpanish.images.map((image) => image.id)).toEqual([oldest.id]);
    // The search reads the texts, not the map's language codes.
    expect((await list(`/admin/media?q=${encodeURIComponent(`pt-BR ${token}`)}`)).matches).toBe(0);

    // A save goes back to the page and search it was made on.
    const saved = await routes.post(
      "/admin/media",
      mediaRoute,
      `/admin/media?q=${token}&page=2`,
      {
        intent: "alt-text",
        id: oldest.id,
        altText_en: "A new text",
        "altText_pt-BR": "",
        altText_es: `La sala de espera ${token}`,
        altTextBase_en: `The waiting room ${token}`,
        "altTextBase_pt-BR": "",
        altTextBase_es: `La sala de espera ${token}`,
      },
      editor.cookie,
    );
    expect(saved).toMatchObject({ kind: "redirect", location: `/admin/media?q=${token}&page=2` });
  });

  it("keeps an image in use while a post that shows it is in the Trash, so a restore shows it", async () => {
    const key = `usage/${Date.now()}-trashed-800x600.jpg`;
    const id = await storedImage(key);
    const [post] = await handle.db
      .insert(blogPosts)
      .values({
        title: "Deleted with its cover",
        slug: `deleted-with-cover-${Date.now()}`,
        imageUrl: `/uploads/${key}`,
        content: "<p>Text</p>",
      })
      .returning({ id: blogPosts.id });
    if (!post) throw new Error("seed failed");
    await deletePost(handle.db, { id: post.id, actor: { id: editor.id, email: editor.email } });

    expect(dataOf(await loadMedia()).usesById[id]).toEqual([
      { kind: "In the Trash", label: "Blog post: Deleted with its cover", href: "/admin/trash" },
    ]);
    expect(await deleteMedia(id)).toMatchObject({ kind: "data", status: 409 });

    // Gone from the Trash for good: the image is free.
    await handle.db.delete(trash).where(eq(trash.entityId, post.id));
    expect(dataOf(await loadMedia()).usesById[id]).toEqual([]);
  });
});
