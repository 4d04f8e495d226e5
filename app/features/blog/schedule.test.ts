import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auditLog, blogPosts } from "~/platform/db/schema";
import { toClinicLocalInput } from "~/platform/clinic";
import { onContentChange } from "~/platform/content-changes.server";
import {
  findPublishedPostBySlug,
  listPublishedPostsForSyndication,
} from "~/features/blog/posts.server";
import { publicPosts } from "../../../tests/support/blog";
import { nextScheduledChange, watchPostSchedule } from "~/features/blog/schedule.server";
import * as editRoute from "~/routes/admin/blog-edit";
import * as listRoute from "~/routes/admin/blog";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { dataOf, routesOn } from "../../../tests/support/routes";

/*
 * Publish dates and scheduling (app/features/blog/): a post published with a later date
 * is Scheduled in the portal and absent from every public read until that minute, then
 * present, with nothing written at that moment (so any number of instances "publish" it
 * once: visibility is computed from the dates); an unpublish date takes it off again.
 * The clock is moved, not waited for; only the cache watch runs on real timers.
 */

const HOUR = 3_600_000;

describe.each(testDatabases)("scheduled posts on $name", (database) => {
  const handle = openForDescribe(database);
  const { content_editor: editor } = signedInForDescribe(handle, ["content_editor"]);
  const routes = routesOn(handle);

  afterEach(() => {
    vi.useRealTimers();
  });

  const publicSlugs = async () => [
    ...(await publicPosts(handle.db, "en")).map((post) => post.slug),
  ];
  const syndicatedSlugs = async () =>
    (await listPublishedPostsForSyndication(handle.db)).map((post) => post.slug);

  async function savedPost(slug: string) {
    const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
    if (!row) throw new Error(`no post ${slug}`);
    return row;
  }

  it("a post scheduled for later is absent everywhere until its minute, then present; its unpublish time takes it off", async () => {
    const start = new Date();
    const slug = `scheduled-${start.getTime()}`;
    const publishAt = new Date(start.getTime() + 2 * HOUR);
    const created = await routes.post(
      "/admin/blog/new",
      editRoute,
      "/admin/blog/new",
      {
        title: "Flu shots are here",
        slug,
        locale: "en",
        category: "prevention",
        content: "<p>Walk in for yours.</p>",
        published: "on",
        publishAt: toClinicLocalInput(publishAt),
        unpublishAt: toClinicLocalInput(new Date(publishAt.getTime() + 24 * HOUR)),
      },
      editor.cookie,
    );
    expect(created).toMatchObject({ kind: "redirect", status: 302 });
    const stored = await savedPost(slug);
    // The form is read to the minute, on Orlando's clock.
    expect(toClinicLocalInput(stored.publishAt)).toBe(toClinicLocalInput(publishAt));

    // The portal says Scheduled, with the time; the public reads do not have it.
    const list = dataOf(await routes.get("/admin/blog", listRoute, "/admin/blog", editor.cookie));
    expect(list.posts.find((post: { slug: string }) => post.slug === slug)).toMatchObject({
      status: "scheduled",
    });
    expect(await publicSlugs()).not.toContain(slug);
    expect(await syndicatedSlugs()).not.toContain(slug);
    expect(await findPublishedPostBySlug(handle.db, slug)).toBeNull();
    expect(await nextScheduledChange(handle.db, start)).toEqual(stored.publishAt);

    // Its minute comes: present in the list, the article, the feeds and the sitemap.
    const versionBefore = stored.version;
    const auditBefore = await countRows(handle.db, auditLog);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(stored.publishAt.getTime() + 1_000));
    expect(await publicSlugs()).toContain(slug);
    expect(await syndicatedSlugs()).toContain(slug);
    expect(await findPublishedPostBySlug(handle.db, slug)).toMatchObject({
      publishedAt: stored.publishAt,
    });
    // Nothing was written for it to appear.
    expect((await savedPost(slug)).version).toBe(versionBefore);
    expect(await countRows(handle.db, auditLog)).toBe(auditBefore);
    const afterwards = dataOf(
      await routes.get("/admin/blog", listRoute, "/admin/blog", editor.cookie),
    );
    expect(afterwards.posts.find((post: { slug: string }) => post.slug === slug)).toMatchObject({
      status: "published",
    });

    // A day later its unpublish time has passed: gone again, and the portal says so.
    vi.setSystemTime(new Date(stored.publishAt.getTime() + 24 * HOUR + 1_000));
    expect(await publicSlugs()).not.toContain(slug);
    expect(await findPublishedPostBySlug(handle.db, slug)).toBeNull();
    const ended = dataOf(await routes.get("/admin/blog", listRoute, "/admin/blog", editor.cookie));
    expect(ended.posts.find((post: { slug: string }) => post.slug === slug)).toMatchObject({
      status: "ended",
    });
  });

  it("an unpublish time before the publish time is refused at the field", async () => {
    const now = Date.now();
    const refused = await routes.post(
      "/admin/blog/new",
      editRoute,
      "/admin/blog/new",
      {
        title: "Backwards",
        locale: "en",
        category: "general",
        published: "on",
        publishAt: toClinicLocalInput(new Date(now + 2 * HOUR)),
        unpublishAt: toClinicLocalInput(new Date(now + HOUR)),
      },
      editor.cookie,
    );
    expect(refused).toMatchObject({ kind: "data", status: 400 });
    expect(dataOf(refused).fieldErrors).toEqual({
      unpublishAt: "The unpublish time must be after the publish time.",
    });
    const garbled = await routes.post(
      "/admin/blog/new",
      editRoute,
      "/admin/blog/new",
      { title: "Garbled", locale: "en", category: "general", publishAt: "next tuesday" },
      editor.cookie,
    );
    expect(dataOf(garbled).fieldErrors).toMatchObject({ publishAt: expect.any(String) });
  });

  it("a draft published from the list is dated now, not the day it was drafted", async () => {
    const slug = `old-draft-${Date.now()}`;
    const [draft] = await handle.db
      .insert(blogPosts)
      .values({
        title: "Old draft",
        slug,
        published: false,
        publishAt: new Date("2026-01-01T12:00:00Z"),
      })
      .returning({ id: blogPosts.id });
    const before = Date.now();
    await routes.post(
      "/admin/blog",
      listRoute,
      "/admin/blog",
      { intent: "set-published", id: draft?.id ?? "", published: "true" },
      editor.cookie,
    );
    expect((await savedPost(slug)).publishAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect((await publicSlugs())[0]).toBe(slug);
  });

  it("each instance's watch empties its page cache at the scheduled minute", async () => {
    const slug = `watched-${Date.now()}`;
    const soon = new Date(Date.now() + 600);
    await handle.db.insert(blogPosts).values({
      title: "Watched",
      slug,
      published: true,
      publishAt: soon,
    });
    let changes = 0;
    const stopListening = onContentChange(() => {
      changes += 1;
    });
    // Two instances' watches, as two processes would run them.
    const watches = [watchPostSchedule(handle.db), watchPostSchedule(handle.db)];
    try {
      await vi.waitFor(() => expect(changes).toBeGreaterThan(0), { timeout: 5_000, interval: 50 });
      expect(Date.now()).toBeGreaterThanOrEqual(soon.getTime());
      expect(await publicSlugs()).toContain(slug);
    } finally {
      for (const watch of watches) watch.stop();
      stopListening();
    }
  });
});
