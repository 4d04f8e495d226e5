import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPost, updatePost } from "~/features/blog/post-admin.server";
import type { BlogPostInput } from "~/features/blog/post-form";
import { findPublishedPostBySlug } from "~/features/blog/posts.server";
import { createTeamMember, updateTeamMember } from "~/features/team/member-admin.server";
import type { TeamMemberInput } from "~/features/team/member-form";
import { getClinicSettings } from "~/features/site-content/index.server";
import { blogPosts, contentRevisions, pageContent, teamMembers } from "~/platform/db/schema";
import { listActiveTeamMembers } from "~/features/team/members.server";
import * as pageContentRoute from "~/routes/admin/page-content";
import * as aboutUsRoute from "~/routes/admin/about-us";
import { aboutUsTabVersions, getAboutUsContent } from "~/features/site-content/about-us.server";
import * as historyRoute from "~/routes/admin/history";
import { recordRevision } from "~/features/history/revisions.server";
import { auditEntries } from "../../../tests/support/audit";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { dataOf, routesOn } from "../../../tests/support/routes";

/*
 * History and restore (/admin/history/:kind/:id) through the route's loader and action, on
 * each database: the versions an item's saves kept, the difference of two, and a restore
 * that is a new version, audited, refused when someone saved since the page was opened.
 */

const PATH = "/admin/history/:kind/:id";

const basePost: BlogPostInput = {
  title: "Flu season",
  slug: "flu-season-history",
  locale: "en",
  excerpt: "When to get the shot.",
  category: "general",
  author: "Dr. Ana",
  imageUrl: null,
  published: true,
  publishAt: null,
  unpublishAt: null,
  featured: false,
  content: "<p>Get the shot in October.</p><p>Walk in, no appointment.</p>",
};

const baseMember: TeamMemberInput = {
  name: "Dr. Marta Lima",
  imageUrl: null,
  texts: {
    en: {
      role: "Family physician",
      bio: "Twenty years of family medicine.",
      qualifications: ["MD"],
      specialties: ["Family medicine"],
    },
    "pt-BR": { role: "Médica de família" },
  },
  active: true,
};

describe.each(testDatabases)("history and restore on $name", (database) => {
  const handle = openForDescribe(database);
  const { content_editor: editor, user } = signedInForDescribe(handle, ["content_editor", "user"]);
  const { get, post } = routesOn(handle);
  const actor = () => ({ id: editor.id, email: editor.email });

  let counter = 0;
  /** A post saved three times: v1 as created, v2 with new text, v3 with a new title. */
  async function postWithThreeVersions() {
    counter += 1;
    const slug = `${basePost.slug}-${counter}`;
    const created = await createPost(handle.db, {
      input: { ...basePost, slug },
      actor: actor(),
    });
    if (created.kind !== "saved") throw new Error(created.kind);
    const id = created.id;
    const edited = {
      ...basePost,
      slug,
      content: "<p>Get the shot in September.</p><p>Walk in, no appointment.</p>",
    };
    await updatePost(handle.db, { id, input: edited, baseVersion: 1, actor: actor() });
    await updatePost(handle.db, {
      id,
      input: { ...edited, title: "Flu season is here" },
      baseVersion: 2,
      actor: actor(),
    });
    return { id, slug };
  }

  const history = (kind: string, id: string, query = "", cookie: string | null = editor.cookie) =>
    get(PATH, historyRoute, `/admin/history/${kind}/${id}${query}`, cookie);
  const restore = (
    kind: string,
    id: string,
    version: number,
    baseVersion: number,
    cookie: string | null = editor.cookie,
  ) =>
    post(
      PATH,
      historyRoute,
      `/admin/history/${kind}/${id}`,
      { intent: "restore", version: String(version), baseVersion: String(baseVersion) },
      cookie,
    );

  it("lists every version newest first with who saved it and what each save changed", async () => {
    const { id } = await postWithThreeVersions();
    const page = dataOf(await history("posts", id));
    expect(page).toMatchObject({
      title: "Flu season is here",
      currentVersion: 3,
      noun: "blog post",
    });
    expect(
      page.versions.map((version: { version: number; changed: string[]; first: boolean }) => [
        version.version,
        version.changed,
        version.first,
      ]),
    ).toEqual([
      [3, ["Title"], false],
      [2, ["Content"], false],
      [1, [], true],
    ]);
    expect(page.versions[0].savedBy).toBe(editor.email);
  });

  it("compares the newest version with the one before by default, and any two on request", async () => {
    const { id } = await postWithThreeVersions();
    const byDefault = dataOf(await history("posts", id)).comparison;
    expect(byDefault.from.version).toBe(2);
    expect(byDefault.to.version).toBe(3);
    expect(byDefault.fields.map((field: { name: string }) => field.name)).toEqual(["title"]);
    expect(byDefault.fields[0].rows).toEqual([
      {
        left: { text: "Flu season", changed: true },
        right: { text: "Flu season is here", changed: true },
      },
    ]);

    const asked = dataOf(await history("posts", id, "?from=1&to=2")).comparison;
    expect(asked.fields.map((field: { name: string }) => field.name)).toEqual(["content"]);
    // The text as a reader sees it, line by line: the changed line marked, the other not.
    expect(asked.fields[0].rows).toEqual([
      {
        left: { text: "Get the shot in October.", changed: true },
        right: { text: "Get the shot in September.", changed: true },
      },
      {
        left: { text: "Walk in, no appointment.", changed: false },
        right: { text: "Walk in, no appointment.", changed: false },
      },
    ]);
    expect(asked.unchanged).toBeGreaterThan(5);

    // Versions that are not the item's fall back to the default pair.
    expect(dataOf(await history("posts", id, "?from=99&to=abc")).comparison.to.version).toBe(3);
  });

  it("restores an earlier version as a new one: its text on the public page, publishing as now, audited", async () => {
    const { id, slug } = await postWithThreeVersions();
    const answer = await restore("posts", id, 1, 3);
    expect(answer).toMatchObject({ kind: "redirect", location: `/admin/blog/${id}` });
    expect(answer.toast).toMatchObject({ type: "success", title: "Version 1 restored" });

    const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row).toMatchObject({ title: "Flu season", version: 4, published: true });
    const publicPost = await findPublishedPostBySlug(handle.db, slug);
    expect(publicPost?.content).toContain("October");

    const page = dataOf(await history("posts", id));
    expect(page.versions[0]).toMatchObject({ version: 4, changed: ["Title", "Content"] });
    expect(
      await auditEntries(handle.db, ["actorEmail", "summary"], "blog_post.restored", id),
    ).toEqual([
      {
        actorEmail: editor.email,
        summary: `Restored version 1 of "Flu season" (/${slug}) as version 4`,
      },
    ]);
  });

  it("keeps a draft a draft when an earlier, published version is restored", async () => {
    const { id, slug } = await postWithThreeVersions();
    await updatePost(handle.db, {
      id,
      input: { ...basePost, slug, title: "Unpublished now", published: false },
      baseVersion: 3,
      actor: actor(),
    });
    expect(await restore("posts", id, 2, 4)).toMatchObject({ kind: "redirect" });
    const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row).toMatchObject({ title: "Flu season", published: false, version: 5 });
  });

  it("refuses a restore from a history page opened before someone else saved, writing nothing", async () => {
    const { id } = await postWithThreeVersions();
    const answer = await restore("posts", id, 1, 2);
    expect(answer).toMatchObject({ kind: "data", status: 409 });
    expect(dataOf(answer).error).toMatch(
      /Someone saved this blog post after you opened its history/,
    );
    const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row).toMatchObject({ title: "Flu season is here", version: 3 });
  });

  it("refuses a restore whose address another post took since, writing nothing", async () => {
    const { id, slug } = await postWithThreeVersions();
    await updatePost(handle.db, {
      id,
      input: { ...basePost, slug: `${slug}-renamed` },
      baseVersion: 3,
      actor: actor(),
    });
    await createPost(handle.db, { input: { ...basePost, slug }, actor: actor() });
    const answer = await restore("posts", id, 1, 4);
    expect(answer).toMatchObject({ kind: "data", status: 409 });
    expect(dataOf(answer).error).toContain(`/${slug}`);
    const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row).toMatchObject({ slug: `${slug}-renamed`, version: 4 });
  });

  it("restores a team member's texts and keeps whether and where the member is shown", async () => {
    const { id } = await createTeamMember(handle.db, { member: baseMember, actor: actor() });
    await updateTeamMember(handle.db, {
      id,
      member: {
        ...baseMember,
        texts: { ...baseMember.texts, en: { ...baseMember.texts.en, bio: "A new bio." } },
        active: false,
      },
      baseVersion: 1,
      actor: actor(),
    });
    const page = dataOf(await history("team", id));
    expect(page.versions[0].changed).toEqual(["Bio (English)", "Shown on the site"]);
    const [before] = await handle.db
      .select({ orderIndex: teamMembers.orderIndex })
      .from(teamMembers)
      .where(eq(teamMembers.id, id));

    expect(await restore("team", id, 1, 2)).toMatchObject({
      kind: "redirect",
      location: `/admin/team/${id}`,
    });
    const [row] = await handle.db.select().from(teamMembers).where(eq(teamMembers.id, id));
    expect(row).toMatchObject({
      texts: baseMember.texts,
      orderIndex: before?.orderIndex,
      active: false,
      version: 3,
    });
    expect(await auditEntries(handle.db, ["summary"], "team_member.restored", id)).toEqual([
      { summary: "Restored version 1 of team member Dr. Marta Lima (inactive) as version 3" },
    ]);
  });

  it("reads and restores a team member's revision saved before the texts map (a field per language)", async () => {
    const { id } = await createTeamMember(handle.db, { member: baseMember, actor: actor() });
    // Version 1 as it was kept before the texts moved to one map: `role` and its Portuguese
    // twin, and so on, as the revisions of that time hold them.
    await handle.db
      .update(contentRevisions)
      .set({
        snapshot: {
          name: "Dr. Marta Lima",
          role: "Family physician",
          rolePt: "Médica de família",
          bio: null,
          bioPt: "Vinte anos de medicina de família.",
          imageUrl: null,
          qualifications: ["MD"],
          qualificationsPt: [],
          specialties: ["Family medicine"],
          specialtiesPt: ["Medicina de família"],
          orderIndex: 4,
          active: true,
        },
      })
      .where(and(eq(contentRevisions.entityId, id), eq(contentRevisions.version, 1)));
    await updateTeamMember(handle.db, {
      id,
      member: { ...baseMember, texts: { en: { ...baseMember.texts.en, role: "Head physician" } } },
      baseVersion: 1,
      actor: actor(),
    });

    // The history compares the old revision field by field with the new one.
    const page = dataOf(await history("team", id));
    expect(page.versions[0].changed).toEqual([
      "Role (English)",
      "Bio (English)",
      "Role (Portuguese)",
      "Bio (Portuguese)",
      "Specialties (Portuguese)",
    ]);

    expect(await restore("team", id, 1, 2)).toMatchObject({ kind: "redirect" });
    const [row] = await handle.db.select().from(teamMembers).where(eq(teamMembers.id, id));
    expect(row).toMatchObject({
      version: 3,
      texts: {
        en: {
          role: "Family physician",
          bio: "",
          qualifications: ["MD"],
          specialties: ["Family medicine"],
        },
        "pt-BR": {
          role: "Médica de família",
          bio: "Vinte anos de medicina de família.",
          specialties: ["Medicina de família"],
        },
      },
    });
    expect(row?.texts).not.toHaveProperty(["pt-BR", "qualifications"]);
    // The site shows it in Portuguese, English where Portuguese has nothing.
    const [shown] = await listActiveTeamMembers(handle.db, "pt-BR").then((members) =>
      members.filter((member) => member.id === id),
    );
    expect(shown?.role).toBe("Médica de família");
  });

  it("keeps a page entry's versions from the Page Content page and restores one, shown on the site at once", async () => {
    // An older entry of the clinic's facts (new ones are made on Clinic Details): its
    // history still works, and it shows until Clinic Details is first saved.
    const [entry] = await handle.db
      .insert(pageContent)
      .values({ pageName: "site", sectionName: "phone", contentValue: "(407) 555-0100" })
      .returning({ id: pageContent.id });
    const id = entry!.id;
    await recordRevision(handle.db, {
      entityType: "page_content",
      entityId: id,
      version: 1,
      snapshot: {
        pageName: "site",
        sectionName: "phone",
        locale: "en",
        contentType: "text",
        contentValue: "(407) 555-0100",
      },
      actor: { id: editor.id, email: editor.email },
    });
    expect(
      await post(
        "/admin/content",
        pageContentRoute,
        "/admin/content",
        { intent: "inline-update", id, baseVersion: "1", contentValue: "(407) 555-0199" },
        editor.cookie,
      ),
    ).toMatchObject({ kind: "data", status: 200 });
    expect((await getClinicSettings(handle.db)).phone).toBe("(407) 555-0199");

    const page = dataOf(await history("page-content", id));
    expect(page).toMatchObject({ title: "site / phone (English)", currentVersion: 2 });
    expect(page.versions[0].changed).toEqual(["Content"]);
    expect(page.comparison.fields[0].rows).toEqual([
      {
        left: { text: "(407) 555-0100", changed: true },
        right: { text: "(407) 555-0199", changed: true },
      },
    ]);

    expect(await restore("page-content", id, 1, 2)).toMatchObject({
      kind: "redirect",
      location: `/admin/content?edit=${id}`,
    });
    expect((await getClinicSettings(handle.db)).phone).toBe("(407) 555-0100");
    expect(await auditEntries(handle.db, ["summary"], "page_content.restored", id)).toEqual([
      { summary: "Page content site / phone (English): restored version 1 as version 3" },
    ]);
  });

  it("keeps each About Us tab's versions: a stale tab save is refused with both values, and an earlier one restores", async () => {
    const tab = (title: string, baseVersion: string) =>
      post(
        "/admin/about-us",
        aboutUsRoute,
        "/admin/about-us",
        {
          intent: "save",
          group: "quote",
          baseVersion,
          "quote_text.en": title,
          "quote_text.pt": "",
          "quote_attribution.en": "Dr. Ana",
          "quote_attribution.pt": "",
        },
        editor.cookie,
      );
    const start = (await aboutUsTabVersions(handle.db)).quote;
    expect(await tab("Care is a conversation.", String(start))).toMatchObject({ kind: "redirect" });
    expect(await tab("Care is listening.", String(start + 1))).toMatchObject({ kind: "redirect" });

    // A tab opened before the second save: refused, with both values of the quote.
    const stale = await tab("Care is patience.", String(start + 1));
    expect(stale).toMatchObject({ kind: "data", status: 409 });
    expect(dataOf(stale).conflict.fields).toEqual([
      { name: "quote_text.en", theirs: "Care is listening.", yours: "Care is patience." },
    ]);
    expect(dataOf(stale).conflictLabels["quote_text.en"]).toBe("Quote (English)");
    expect((await getAboutUsContent(handle.db, "en")).quote_text).toBe("Care is listening.");

    const page = dataOf(await history("about-us", "quote"));
    expect(page).toMatchObject({ title: "About Us: Quote tab", currentVersion: start + 2 });
    expect(page.versions[0].changed).toEqual(["Quote (English)"]);
    expect(await restore("about-us", "quote", start + 1, start + 2)).toMatchObject({
      kind: "redirect",
      location: "/admin/about-us?tab=quote",
    });
    expect((await getAboutUsContent(handle.db, "en")).quote_text).toBe("Care is a conversation.");
  });

  it("answers 404 for an unknown kind, item or version", async () => {
    const { id } = await postWithThreeVersions();
    expect(await history("pages", id)).toMatchObject({ kind: "error", status: 404 });
    expect(await history("posts", "not-a-uuid")).toMatchObject({ kind: "error", status: 404 });
    expect(await history("team", id)).toMatchObject({ kind: "error", status: 404 });
    expect(await restore("posts", id, 42, 3)).toMatchObject({ kind: "data", status: 404 });
    expect(await restore("nothing", id, 1, 3)).toMatchObject({ kind: "data", status: 404 });
  });

  it("refuses a malformed restore with 400, writing nothing", async () => {
    const { id } = await postWithThreeVersions();
    const answer = await post(
      PATH,
      historyRoute,
      `/admin/history/posts/${id}`,
      {
        intent: "restore",
        version: "one",
      },
      editor.cookie,
    );
    expect(answer).toMatchObject({ kind: "data", status: 400 });
  });

  it("is for content editors only: the page sends others to sign in, a restore answers 401/403", async () => {
    const { id } = await postWithThreeVersions();
    for (const cookie of [null, user.cookie]) {
      expect(await history("posts", id, "", cookie)).toMatchObject({
        kind: "redirect",
        location: cookie ? "/admin/waiting" : "/admin/login",
      });
    }
    expect(await restore("posts", id, 1, 3, null)).toMatchObject({ kind: "error", status: 401 });
    expect(await restore("posts", id, 1, 3, user.cookie)).toMatchObject({
      kind: "error",
      status: 403,
    });
    const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row).toMatchObject({ title: "Flu season is here", version: 3 });
  });
});
