import path from "node:path";
import { rmSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  auditLog,
  blogPosts,
  contentRevisions,
  images,
  pageContent,
  teamMembers,
  trash,
} from "~/platform/db/schema";
import type { Storage } from "~/platform/storage/storage.server";
import { createPost, deletePost, updatePost } from "~/features/blog/post-admin.server";
import type { BlogPostInput } from "~/features/blog/post-form";
import { findPublishedPostBySlug } from "~/features/blog/posts.server";
import {
  deleteImage,
  ORPHAN_GRACE_MS,
  saveUploadedImage,
  sweepOrphanedUploads,
} from "~/features/media/images.server";
import {
  createPageContentEntry,
  deletePageContentEntry,
} from "~/features/site-content/page-content-admin.server";
import { getPageSections } from "~/features/site-content/page-content.server";
import { createTeamMember, deleteTeamMember } from "~/features/team/member-admin.server";
import { listActiveTeamMembers } from "~/features/team/members.server";
import { listTrash, purgeExpiredTrash, restoreFromTrash } from "~/features/trash/trash.server";
import * as blogListRoute from "~/routes/admin/blog";
import * as trashRoute from "~/routes/admin/trash";
import { auditEntries } from "../../../tests/support/audit";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { filesUnder } from "../../../tests/support/files";
import { capturingLogger, ERROR_LEVEL } from "../../../tests/support/logging";
import { dataOf, routesOn } from "../../../tests/support/routes";

/*
 * The Trash (issue 26, "Staff never lose work"), on each database: a deleted post, team
 * member, page entry or image is kept TRASH_DAYS days (7 here) and comes back with its
 * id and address; a restore that would clash changes nothing; purging removes only what
 * is past the retention period (an image's files then, not before), also from two
 * instances at once; only admins delete for good.
 */

// The process's bucket in a temporary directory, and a week's Trash, before any app module loads.
const uploadsDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/trash-test-${process.pid}-${Date.now()}`;
  process.env.UPLOADS_DIR = dir;
  process.env.TRASH_DAYS = "7";
  return dir;
});
const bucket = path.join(uploadsDir, "admin-uploads");
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

const DAY_MS = 24 * 60 * 60_000;
const PATH = "/admin/trash";

function postInput(slug: string, title = `Post ${slug}`): BlogPostInput {
  return {
    title,
    slug,
    locale: "en",
    excerpt: "Short.",
    category: "general",
    author: "Ana",
    imageUrl: null,
    published: true,
    publishAt: new Date("2024-01-02T10:00:00Z"),
    unpublishAt: null,
    featured: false,
    content: "<p>Drink water.</p>",
  };
}

let slugs = 0;
const uniqueSlug = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(slugs += 1)}`;

describe.each(testDatabases)("the Trash on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["content_editor", "admin", "user"]);
  const editor = () => ({ id: people.content_editor.id, email: people.content_editor.email });
  const routes = routesOn(handle);

  beforeEach(async () => {
    await handle.db.delete(trash);
  });

  const postTrash = (fields: Record<string, string>, cookie?: string | null) =>
    routes.post(PATH, trashRoute, PATH, fields, cookie);
  const loadTrash = (cookie?: string | null) => routes.get(PATH, trashRoute, PATH, cookie);

  async function entryFor(entityId: string) {
    const [entry] = await handle.db.select().from(trash).where(eq(trash.entityId, entityId));
    if (!entry) throw new Error(`${entityId} is not in the Trash`);
    return entry;
  }

  async function createdPost(slug: string, title?: string): Promise<string> {
    const saved = await createPost(handle.db, { input: postInput(slug, title), actor: editor() });
    if (saved.kind !== "saved") throw new Error(saved.kind);
    return saved.id;
  }

  /** Makes the entry look deleted `days` days ago. */
  async function ageEntry(entityId: string, days: number) {
    await handle.db
      .update(trash)
      .set({ deletedAt: new Date(Date.now() - days * DAY_MS) })
      .where(eq(trash.entityId, entityId));
  }

  describe("a post", () => {
    it("goes to the Trash when deleted and comes back with its id, address, version and history", async () => {
      const slug = uniqueSlug("water");
      const id = await createdPost(slug, "Drink water");
      const edited = await updatePost(handle.db, {
        id,
        input: { ...postInput(slug, "Drink more water") },
        baseVersion: 1,
        actor: editor(),
      });
      expect(edited.kind).toBe("saved");
      const [stored] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, id));

      const deleted = await routes.post(
        "/admin/blog",
        blogListRoute,
        "/admin/blog",
        { intent: "delete", id },
        people.content_editor.cookie,
      );
      expect(deleted).toMatchObject({
        kind: "redirect",
        toast: {
          title: "Blog post deleted successfully",
          description: 'Moved "Drink more water" to the Trash. It is kept 7 days.',
        },
      });
      expect(await findPublishedPostBySlug(handle.db, slug)).toBeNull();
      const entry = await entryFor(id);
      expect(entry).toMatchObject({
        entityType: "blog_post",
        title: "Drink more water",
        deletedBy: people.content_editor.id,
        deletedByEmail: people.content_editor.email,
      });

      const page = dataOf(await loadTrash(people.content_editor.cookie));
      expect(page).toMatchObject({ keptText: "7 days", canDeleteForever: false });
      expect(page.entries).toEqual([
        expect.objectContaining({
          id: entry.id,
          kind: "Post",
          title: "Drink more water",
          deletedBy: people.content_editor.email,
          expiresAt: new Date(entry.deletedAt.getTime() + 7 * DAY_MS).toISOString(),
        }),
      ]);

      const restored = await postTrash(
        { intent: "restore", id: entry.id },
        people.content_editor.cookie,
      );
      expect(restored).toMatchObject({
        kind: "redirect",
        location: PATH,
        toast: {
          type: "success",
          title: "Restored from the Trash",
          description: '"Drink more water" is back in Blog Posts.',
        },
      });
      const [back] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, id));
      expect(back).toEqual(stored);
      expect(back?.version).toBe(2);
      expect(await findPublishedPostBySlug(handle.db, slug)).toMatchObject({
        title: "Drink more water",
      });
      expect(await countRows(handle.db, contentRevisions, eq(contentRevisions.entityId, id))).toBe(
        2,
      );
      expect(await countRows(handle.db, trash)).toBe(0);
      expect(
        await auditEntries(handle.db, ["actorId", "summary"], "blog_post.restored_from_trash", id),
      ).toEqual([
        {
          actorId: people.content_editor.id,
          summary: 'Restored post "Drink more water" from the Trash',
        },
      ]);

      // A second restore of the same entry finds nothing.
      expect(
        await postTrash({ intent: "restore", id: entry.id }, people.content_editor.cookie),
      ).toMatchObject({ status: 404, toast: { type: "error", title: "Failed to restore" } });
    });

    it("is not restored while another post has its address, and nothing changes", async () => {
      const slug = uniqueSlug("clash");
      const id = await createdPost(slug, "The first");
      expect((await deletePost(handle.db, { id, actor: editor() })).kind).toBe("done");
      const otherId = await createdPost(slug, "The second");
      const entry = await entryFor(id);
      const audits = await countRows(handle.db, auditLog);

      const refused = await postTrash(
        { intent: "restore", id: entry.id },
        people.content_editor.cookie,
      );
      expect(refused).toMatchObject({
        kind: "data",
        status: 409,
        data: {
          error: `"The first" cannot come back as it was: another post now has its address, /${slug}. Change that post's address first, then restore this one.`,
        },
        toast: { type: "error", title: "Failed to restore" },
      });
      expect(await countRows(handle.db, trash, eq(trash.id, entry.id))).toBe(1);
      expect(await countRows(handle.db, blogPosts, eq(blogPosts.id, id))).toBe(0);
      expect(await findPublishedPostBySlug(handle.db, slug)).toMatchObject({
        title: "The second",
      });
      expect(await countRows(handle.db, auditLog)).toBe(audits);
      expect(otherId).not.toBe(id);
    });
  });

  describe("a team member", () => {
    it("comes back with the same id and every field, on the public team page too", async () => {
      const { id } = await createTeamMember(handle.db, {
        member: {
          name: "Dr. Trash Test",
          imageUrl: null,
          texts: {
            en: {
              role: "Physician",
              bio: "Cares.",
              qualifications: ["MD", "Nurse (APRN), Florida"],
              specialties: ["Diabetes"],
            },
            "pt-BR": { role: "Médica", specialties: ["Diabetes"] },
          },
          active: true,
        },
        actor: editor(),
      });
      const [stored] = await handle.db.select().from(teamMembers).where(eq(teamMembers.id, id));
      expect((await deleteTeamMember(handle.db, { id, actor: editor() })).kind).toBe("done");
      const names = async () => (await listActiveTeamMembers(handle.db, "en")).map((m) => m.name);
      expect(await names()).not.toContain("Dr. Trash Test");

      const entry = await entryFor(id);
      expect(await restoreFromTrash(handle.db, { id: entry.id, actor: editor() })).toEqual({
        kind: "restored",
        entityType: "team_member",
        entityId: id,
        title: "Dr. Trash Test",
      });
      const [back] = await handle.db.select().from(teamMembers).where(eq(teamMembers.id, id));
      expect(back).toEqual(stored);
      expect(await names()).toContain("Dr. Trash Test");
    });

    it("comes back from an entry made before the texts map, its texts moved into one", async () => {
      const { id } = await createTeamMember(handle.db, {
        member: {
          name: "Dr. Old Trash",
          imageUrl: null,
          texts: { en: { role: "Nurse", bio: "", qualifications: [], specialties: [] } },
          active: true,
        },
        actor: editor(),
      });
      expect((await deleteTeamMember(handle.db, { id, actor: editor() })).kind).toBe("done");
      const entry = await entryFor(id);
      // The row as a member deleted before this change was kept: a column per language.
      const { texts: _texts, ...row } = entry.snapshot as Record<string, unknown>;
      await handle.db
        .update(trash)
        .set({
          snapshot: {
            ...row,
            role: "Nurse",
            rolePt: "Enfermeira",
            bio: null,
            bioPt: null,
            qualifications: ["RN"],
            qualificationsPt: [],
            specialties: ["Triage"],
            specialtiesPt: ["Triagem"],
          },
        })
        .where(eq(trash.id, entry.id));

      expect(await restoreFromTrash(handle.db, { id: entry.id, actor: editor() })).toMatchObject({
        kind: "restored",
      });
      const [back] = await handle.db.select().from(teamMembers).where(eq(teamMembers.id, id));
      expect(back?.texts).toEqual({
        en: { role: "Nurse", bio: "", qualifications: ["RN"], specialties: ["Triage"] },
        "pt-BR": { role: "Enfermeira", specialties: ["Triagem"] },
      });
      const [shown] = (await listActiveTeamMembers(handle.db, "pt-BR")).filter(
        (member) => member.id === id,
      );
      expect(shown?.role).toBe("Enfermeira");
    });
  });

  describe("a page entry", () => {
    it("comes back unless another entry holds its page, section and language", async () => {
      await handle.db.delete(pageContent).where(eq(pageContent.pageName, "trash_test"));
      const values = {
        pageName: "trash_test",
        sectionName: "hero-title",
        locale: "en",
        contentType: "text",
        contentValue: "Welcome",
      };
      const created = await createPageContentEntry(handle.db, { actor: editor(), values });
      if (created.kind !== "saved") throw new Error(created.kind);
      const { id } = created.entry;
      expect((await deletePageContentEntry(handle.db, { actor: editor(), id })).kind).toBe(
        "deleted",
      );
      const entry = await entryFor(id);
      expect(entry.title).toBe("trash_test / hero-title (English)");

      const other = await createPageContentEntry(handle.db, {
        actor: editor(),
        values: { ...values, contentValue: "Another welcome" },
      });
      if (other.kind !== "saved") throw new Error(other.kind);
      expect(await restoreFromTrash(handle.db, { id: entry.id, actor: editor() })).toEqual({
        kind: "refused",
        message:
          '"trash_test / hero-title (English)" cannot come back as it was: another entry now holds trash_test / hero-title (English). Delete that entry first, then restore this one.',
      });
      expect((await getPageSections(handle.db, "trash_test", "en")).get("hero-title")).toBe(
        "Another welcome",
      );

      await deletePageContentEntry(handle.db, { actor: editor(), id: other.entry.id });
      expect(await restoreFromTrash(handle.db, { id: entry.id, actor: editor() })).toMatchObject({
        kind: "restored",
        entityId: id,
      });
      expect((await getPageSections(handle.db, "trash_test", "en")).get("hero-title")).toBe(
        "Welcome",
      );
    });
  });

  describe("an image", () => {
    async function uploaded(name: string) {
      const png = await sharp({
        create: { width: 400, height: 300, channels: 3, background: "#2f855a" },
      })
        .png()
        .toBuffer();
      const saved = await saveUploadedImage(
        handle.db,
        new File([new Uint8Array(png)], name, { type: "image/png" }),
        { actor: editor() },
      );
      if (!saved.ok) throw new Error(saved.message);
      return saved.image;
    }
    const filesOf = (filename: string) =>
      filesUnder(bucket).filter((key) => key.startsWith(filename));

    it("keeps its files while in the Trash (the orphan sweep too) and comes back", async () => {
      const image = await uploaded("kept.png");
      const files = filesOf(image.filename);
      expect(files.length).toBeGreaterThan(1);
      expect(await deleteImage(handle.db, image.id, editor())).toMatchObject({ ok: true });
      const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
      await sweepOrphanedUploads(handle.db, { now: later });
      expect(filesOf(image.filename)).toEqual(files);

      const entry = await entryFor(image.id);
      expect(await restoreFromTrash(handle.db, { id: entry.id, actor: editor() })).toMatchObject({
        kind: "restored",
        entityType: "image",
        entityId: image.id,
      });
      const [back] = await handle.db
        .select({ filePath: images.filePath, width: images.width })
        .from(images)
        .where(eq(images.id, image.id));
      expect(back).toEqual({ filePath: image.filename, width: 400 });
      expect(filesOf(image.filename)).toEqual(files);
    });

    it("comes back with its alt texts in every language", async () => {
      const image = await uploaded("described.png");
      const texts = { en: "A garden", "pt-BR": "Um jardim", es: "Un jardín" };
      await handle.db.update(images).set({ altTexts: texts }).where(eq(images.id, image.id));
      expect(await deleteImage(handle.db, image.id, editor())).toMatchObject({ ok: true });
      const entry = await entryFor(image.id);
      expect(await restoreFromTrash(handle.db, { id: entry.id, actor: editor() })).toMatchObject({
        kind: "restored",
      });
      const [back] = await handle.db
        .select({ altTexts: images.altTexts })
        .from(images)
        .where(eq(images.id, image.id));
      expect(back?.altTexts).toEqual(texts);
    });

    it("comes back from an entry made before the alt texts map, its texts moved into one", async () => {
      const image = await uploaded("old-shape.png");
      expect(await deleteImage(handle.db, image.id, editor())).toMatchObject({ ok: true });
      const entry = await entryFor(image.id);
      // The row as an image deleted before migration 0032 was kept: a column per language.
      const { altTexts: _altTexts, ...row } = entry.snapshot as Record<string, unknown>;
      await handle.db
        .update(trash)
        .set({ snapshot: { ...row, altText: " Front desk ", altTextPt: "Recepção" } })
        .where(eq(trash.id, entry.id));

      expect(await restoreFromTrash(handle.db, { id: entry.id, actor: editor() })).toMatchObject({
        kind: "restored",
        entityId: image.id,
      });
      const [back] = await handle.db
        .select({ altTexts: images.altTexts, filePath: images.filePath })
        .from(images)
        .where(eq(images.id, image.id));
      expect(back).toEqual({
        altTexts: { en: "Front desk", "pt-BR": "Recepção" },
        filePath: image.filename,
      });

      // One with no texts at all (English left null, Portuguese empty) gets an empty map.
      expect(await deleteImage(handle.db, image.id, editor())).toMatchObject({ ok: true });
      const second = await entryFor(image.id);
      const { altTexts: _none, ...bare } = second.snapshot as Record<string, unknown>;
      await handle.db
        .update(trash)
        .set({ snapshot: { ...bare, altText: null, altTextPt: "" } })
        .where(eq(trash.id, second.id));
      await restoreFromTrash(handle.db, { id: second.id, actor: editor() });
      const [empty] = await handle.db
        .select({ altTexts: images.altTexts })
        .from(images)
        .where(eq(images.id, image.id));
      expect(empty?.altTexts).toEqual({});
    });

    it("loses its files when its entry is purged, and not a day before", async () => {
      const image = await uploaded("purged.png");
      const files = filesOf(image.filename);
      await deleteImage(handle.db, image.id, editor());

      const sixDaysOn = new Date(Date.now() + 6 * DAY_MS);
      expect(await purgeExpiredTrash(handle.db, { now: sixDaysOn })).toBe(0);
      expect(filesOf(image.filename)).toEqual(files);

      const eightDaysOn = new Date(Date.now() + 8 * DAY_MS);
      expect(await purgeExpiredTrash(handle.db, { now: eightDaysOn })).toBe(1);
      expect(filesOf(image.filename)).toEqual([]);
      expect(await countRows(handle.db, trash)).toBe(0);
    });

    it("is purged even when the bucket fails, and the error is logged", async () => {
      const image = await uploaded("failing.png");
      await deleteImage(handle.db, image.id, editor());
      const failing: Storage = {
        put: () => Promise.reject(new Error("unused")),
        get: () => Promise.resolve(null),
        delete: () => Promise.reject(new Error("bucket offline")),
        list: async function* () {},
        listOlderThan: async function* () {},
        check: () => Promise.resolve(),
      };
      const { logger, lines } = capturingLogger();
      const later = new Date(Date.now() + 8 * DAY_MS);
      expect(await purgeExpiredTrash(handle.db, { now: later, storage: failing, logger })).toBe(1);
      expect(await countRows(handle.db, trash)).toBe(0);
      const errors = lines.filter((line) => line.level === ERROR_LEVEL);
      expect(errors.length).toBe(filesOf(image.filename).length);
      expect(errors[0]).toMatchObject({
        msg: "could not remove a stored image file",
        err: { message: "bucket offline" },
      });
    });
  });

  describe("purging", () => {
    async function trashedPosts(count: number): Promise<string[]> {
      const ids: string[] = [];
      for (let n = 0; n < count; n += 1) {
        const id = await createdPost(uniqueSlug("old"));
        await deletePost(handle.db, { id, actor: editor() });
        ids.push(id);
      }
      return ids;
    }

    it("removes only the entries older than TRASH_DAYS", async () => {
      const [old, recent, fresh] = await trashedPosts(3);
      await ageEntry(old!, 8);
      await ageEntry(recent!, 6);
      expect(await purgeExpiredTrash(handle.db)).toBe(1);
      expect((await listTrash(handle.db)).map((entry) => entry.entityId).sort()).toEqual(
        [recent!, fresh!].sort(),
      );
      // With another clock: a week and a bit on, the six-day-old one is gone too.
      const later = new Date(Date.now() + 1.5 * DAY_MS);
      expect(await purgeExpiredTrash(handle.db, { now: later })).toBe(1);
      expect((await listTrash(handle.db, { now: later })).map((entry) => entry.entityId)).toEqual([
        fresh!,
      ]);
    });

    it("runs when the Trash page loads, which lists what is left", async () => {
      const [old, fresh] = await trashedPosts(2);
      await ageEntry(old!, 10);
      const page = dataOf(await loadTrash(people.content_editor.cookie));
      expect(page.entries.map((entry: { title: string }) => entry.title)).toHaveLength(1);
      expect(await countRows(handle.db, trash)).toBe(1);
      expect((await entryFor(fresh!)).entityId).toBe(fresh);
    });

    it("is fine from two instances at once: each entry goes once", async () => {
      await trashedPosts(4);
      await handle.db.update(trash).set({ deletedAt: sql`now() - interval '30 days'` });
      const [a, b] = await Promise.all([
        purgeExpiredTrash(handle.db),
        purgeExpiredTrash(handle.db),
      ]);
      expect(a + b).toBe(4);
      expect(await countRows(handle.db, trash)).toBe(0);
    });
  });

  describe("the page's guards", () => {
    async function oneEntry(): Promise<string> {
      const id = await createdPost(uniqueSlug("guarded"));
      await deletePost(handle.db, { id, actor: editor() });
      return (await entryFor(id)).id;
    }

    it("refuse anonymous writes with 401 and signed-in non-editors with 403", async () => {
      const id = await oneEntry();
      for (const intent of ["restore", "delete-forever", "empty"]) {
        expect(await postTrash({ intent, id }, null)).toMatchObject({ kind: "error", status: 401 });
        expect(await postTrash({ intent, id }, people.user.cookie)).toMatchObject({
          kind: "error",
          status: 403,
        });
      }
      expect(await loadTrash(null)).toMatchObject({ kind: "redirect", location: "/admin/login" });
      expect(await loadTrash(people.user.cookie)).toMatchObject({
        kind: "redirect",
        location: "/admin/waiting",
      });
      expect(await countRows(handle.db, trash)).toBe(1);
    });

    it("refuse a content editor's Empty trash and Delete forever with 403, changing nothing", async () => {
      const id = await oneEntry();
      const audits = await countRows(handle.db, auditLog);
      const forms: Record<string, string>[] = [
        { intent: "empty" },
        { intent: "delete-forever", id },
      ];
      for (const fields of forms) {
        expect(await postTrash(fields, people.content_editor.cookie)).toMatchObject({
          kind: "error",
          status: 403,
        });
      }
      expect(await countRows(handle.db, trash)).toBe(1);
      expect(await countRows(handle.db, auditLog)).toBe(audits);
    });

    it("let an admin delete one entry forever and empty the Trash, with audit entries", async () => {
      const one = await oneEntry();
      await oneEntry();
      await oneEntry();
      expect(dataOf(await loadTrash(people.admin.cookie))).toMatchObject({
        canDeleteForever: true,
      });
      expect(
        await postTrash({ intent: "delete-forever", id: one }, people.admin.cookie),
      ).toMatchObject({ kind: "redirect", location: PATH, toast: { title: "Deleted forever" } });
      expect(await countRows(handle.db, trash)).toBe(2);
      expect(await postTrash({ intent: "empty" }, people.admin.cookie)).toMatchObject({
        kind: "redirect",
        toast: { title: "Trash emptied", description: "2 items were deleted forever." },
      });
      expect(await countRows(handle.db, trash)).toBe(0);
      expect(await auditEntries(handle.db, ["actorId", "summary"], "trash.emptied")).toContainEqual(
        { actorId: people.admin.id, summary: "Emptied the Trash (2 items)" },
      );
    });

    it("answer a malformed request with 400 and an unknown entry with 404", async () => {
      const forms: Record<string, string>[] = [
        {},
        { intent: "restore" },
        { intent: "shred", id: "x" },
      ];
      for (const fields of forms) {
        expect(await postTrash(fields, people.content_editor.cookie)).toMatchObject({
          status: 400,
          toast: { type: "error" },
        });
      }
      for (const id of ["not-a-uuid", "3f0c8a52-7a8e-4d7e-9d55-2d4cbb1f0e11"]) {
        expect(
          await postTrash({ intent: "restore", id }, people.content_editor.cookie),
        ).toMatchObject({ status: 404, toast: { title: "Failed to restore" } });
      }
    });
  });
});
