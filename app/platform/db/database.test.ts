import { locales } from "~/i18n/locales";
import { translatedLocales } from "~/platform/localized-texts";
import { teamMemberTextsSchema } from "~/features/team/member-form";
import { count, eq, max, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ABOUT_US_PAGE, aboutUsSections } from "~/features/site-content/about-us";
import { blogPosts, labTests, pageContent, teamMembers } from "~/platform/db/schema";
import { getClinicSettings } from "~/features/site-content/clinic-settings.server";
import { getPageSections } from "~/features/site-content/page-content.server";
import {
  findActiveTeamMember,
  listActiveTeamMembers,
  listOtherTeamMembers,
} from "~/features/team/members.server";
import {
  demoAboutUsWrittenAt,
  demoBlogPosts,
  demoLabPriceListDate,
  demoTeamMembers,
} from "~/startup/seed/demo-content.server";
import { seedDemoContent } from "~/startup/seed/seed.server";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";

/** A stored member's texts map, checked. */
const textsOf = (member: { texts: unknown }) => teamMemberTextsSchema.parse(member.texts);

describe.each(testDatabases)("on $name", (database) => {
  const handle = openForDescribe(database);

  it("creates every table the site needs and answers a ping", async () => {
    // Both drivers answer raw queries with { rows }.
    const { rows } = (await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        "blog_posts",
        "contact_messages",
        "images",
        "page_content",
        "rate_limits",
        "team_members",
        "user_roles",
      ]),
    );
    expect(await handle.ping()).toBe(true);
  });

  it("applies the migrations a second time without change", async () => {
    await expect(handle.migrate()).resolves.toBeUndefined();
  });

  it("seeds an empty database once, and a second run adds nothing", async () => {
    const first = await seedDemoContent(handle.db);
    expect(first.teamMembers).toBeGreaterThanOrEqual(6);
    expect(first.blogPosts).toBeGreaterThan(0);
    expect(first.pageContent).toBeGreaterThan(0);

    const second = await seedDemoContent(handle.db);
    expect(second).toEqual({ teamMembers: 0, blogPosts: 0, pageContent: 0, labTests: 0 });

    const [team] = await handle.db.select({ n: count() }).from(teamMembers);
    expect(team?.n).toBe(first.teamMembers);
  });

  it("seeds demo content in every language: an inactive member, featured posts and drafts", async () => {
    const members = await handle.db.select().from(teamMembers);
    expect(members.filter((member) => !member.active)).toHaveLength(1);
    for (const member of members) {
      const texts = textsOf(member);
      expect(texts.en.qualifications.length).toBeGreaterThan(0);
      for (const locale of translatedLocales) {
        const own = texts[locale];
        expect(own?.role, `${member.name} in ${locale}`).toBeTruthy();
        expect(own?.bio, `${member.name} in ${locale}`).toBeTruthy();
        expect(own?.qualifications).toHaveLength(texts.en.qualifications.length);
        expect(own?.specialties).toHaveLength(texts.en.specialties.length);
      }
    }

    const posts = await handle.db.select().from(blogPosts);
    for (const locale of locales) {
      const inLocale = posts.filter((post) => post.locale === locale);
      expect(inLocale.filter((post) => post.featured && post.published)).toHaveLength(1);
      expect(inLocale.filter((post) => !post.published).length).toBeGreaterThanOrEqual(1);
      expect(new Set(inLocale.map((post) => post.category)).size).toBeGreaterThanOrEqual(3);
    }

    const about = await handle.db
      .select({ section: pageContent.sectionName, locale: pageContent.locale })
      .from(pageContent)
      .where(eq(pageContent.pageName, ABOUT_US_PAGE));
    const textSections = aboutUsSections.filter((section) => !section.endsWith("_image"));
    for (const locale of locales) {
      expect(
        about
          .filter((row) => row.locale === locale)
          .map((row) => row.section)
          .sort(),
      ).toEqual([...textSections].sort());
    }
  });

  it("seeds each item with the demo's own dates, not the moment it was seeded", async () => {
    const posts = await handle.db
      .select({
        slug: blogPosts.slug,
        createdAt: blogPosts.createdAt,
        updatedAt: blogPosts.updatedAt,
        publishAt: blogPosts.publishAt,
      })
      .from(blogPosts);
    for (const post of posts) {
      const demo = demoBlogPosts.find((candidate) => candidate.slug === post.slug);
      expect(post.createdAt, post.slug).toEqual(demo?.createdAt);
      expect(post.publishAt, post.slug).toEqual(demo?.createdAt);
      expect(post.updatedAt, post.slug).toEqual(demo?.updatedAt ?? demo?.createdAt);
      expect(post.updatedAt.getTime(), post.slug).toBeGreaterThanOrEqual(post.createdAt.getTime());
    }
    // Some were edited after the day they were written.
    expect(posts.some((post) => post.updatedAt > post.createdAt)).toBe(true);

    const members = await handle.db
      .select({ name: teamMembers.name, updatedAt: teamMembers.updatedAt })
      .from(teamMembers);
    for (const member of members) {
      const demo = demoTeamMembers.find((candidate) => candidate.name === member.name);
      expect(member.updatedAt, member.name).toEqual(demo?.updatedAt);
    }
    expect(new Set(members.map((member) => member.updatedAt.getTime())).size).toBeGreaterThan(1);

    const [about] = await handle.db
      .select({ latest: max(pageContent.updatedAt) })
      .from(pageContent);
    expect(about?.latest && new Date(about.latest)).toEqual(demoAboutUsWrittenAt);
    const [lab] = await handle.db.select({ latest: max(labTests.updatedAt) }).from(labTests);
    expect(lab?.latest && new Date(lab.latest)).toEqual(demoLabPriceListDate);
  });

  it("lists only active members in display order, localized", async () => {
    const all = await handle.db.select().from(teamMembers).orderBy(teamMembers.orderIndex);
    const inactive = all.find((member) => !member.active);
    const english = await listActiveTeamMembers(handle.db, "en");
    expect(english.map((member) => member.id)).toEqual(
      all.filter((member) => member.active).map((member) => member.id),
    );
    expect(english.map((member) => member.id)).not.toContain(inactive?.id);

    const portuguese = await listActiveTeamMembers(handle.db, "pt-BR");
    const first = all.find((member) => member.active);
    expect(portuguese[0]?.role).toBe(first && textsOf(first)["pt-BR"]?.role);
    expect(english[0]?.role).toBe(first && textsOf(first).en.role);
  });

  it("finds an active member by address, and nothing for inactive, unknown or malformed ones", async () => {
    const all = await handle.db.select().from(teamMembers);
    const active = all.find((member) => member.active);
    const inactive = all.find((member) => !member.active);
    // The demo team is seeded at the addresses the names make.
    expect(active?.slug).toMatch(/^[a-z]+(-[a-z]+)+$/);
    const texts = active ? textsOf(active) : undefined;
    expect(await findActiveTeamMember(handle.db, active?.slug ?? "", "en")).toEqual({
      id: active?.id,
      slug: active?.slug,
      name: active?.name,
      role: texts?.en.role,
      imageUrl: active?.imageUrl,
      bio: texts?.en.bio,
      qualifications: texts?.en.qualifications,
      specialties: texts?.en.specialties,
    });
    const portuguese = await findActiveTeamMember(handle.db, active?.slug ?? "", "pt-BR");
    expect(portuguese?.role).toBe(texts?.["pt-BR"]?.role);
    expect(portuguese?.bio).toBe(texts?.["pt-BR"]?.bio);
    expect(portuguese?.specialties).toEqual(texts?.["pt-BR"]?.specialties);
    expect(await findActiveTeamMember(handle.db, inactive?.slug ?? "", "en")).toBeNull();
    expect(await findActiveTeamMember(handle.db, active?.id ?? "", "en")).toBeNull();
    expect(await findActiveTeamMember(handle.db, "nobody-here", "en")).toBeNull();
    expect(await findActiveTeamMember(handle.db, "1; drop table team_members", "en")).toBeNull();
  });

  it("suggests up to four other active members, never the member shown or an inactive one", async () => {
    const active = await listActiveTeamMembers(handle.db, "en");
    const shown = active[1];
    const others = await listOtherTeamMembers(handle.db, shown?.id ?? "", "en");
    expect(others).toHaveLength(4);
    expect(others.map((member) => member.id)).not.toContain(shown?.id);
    expect(others.map((member) => member.id)).toEqual(
      active
        .filter((member) => member.id !== shown?.id)
        .slice(0, 4)
        .map((member) => member.id),
    );
  });

  it("resolves page sections in Portuguese, falling back to English when empty or missing", async () => {
    await handle.db.insert(pageContent).values([
      { pageName: "test_page", sectionName: "both", locale: "en", contentValue: "English" },
      { pageName: "test_page", sectionName: "both", locale: "pt-BR", contentValue: "Português" },
      {
        pageName: "test_page",
        sectionName: "empty_pt",
        locale: "en",
        contentValue: "Only English",
      },
      { pageName: "test_page", sectionName: "empty_pt", locale: "pt-BR", contentValue: "  " },
      { pageName: "test_page", sectionName: "only_en", locale: "en", contentValue: "Fallback" },
    ]);
    const portuguese = await getPageSections(handle.db, "test_page", "pt-BR");
    expect(Object.fromEntries(portuguese)).toEqual({
      both: "Português",
      empty_pt: "Only English",
      only_en: "Fallback",
    });
    const english = await getPageSections(handle.db, "test_page", "en");
    expect(english.get("both")).toBe("English");
  });

  it("carries older page_content rows of page site over to the clinic's facts", async () => {
    const before = await getClinicSettings(handle.db);
    await handle.db.insert(pageContent).values([
      { pageName: "site", sectionName: "phone", locale: "en", contentValue: "(407) 555-0100" },
      { pageName: "site", sectionName: "phone", locale: "pt-BR", contentValue: "(407) 555-0111" },
      { pageName: "site", sectionName: "hours", locale: "pt-BR", contentValue: "Mon-Fri 9-17" },
    ]);
    const settings = await getClinicSettings(handle.db);
    // English first, then Portuguese where only Portuguese has an entry.
    expect(settings.phone).toBe("(407) 555-0100");
    expect(settings.email).toBe(before.email);
    expect(settings.hours.weekly.mon).toEqual({ opens: "09:00", closes: "17:00" });
    expect(settings.hours.weekly.sat).toBeNull();
  });

  it("refuses a page_content row whose locale is not a language tag, or an unknown content type", async () => {
    // The check is on a tag's form, so a language added to the list needs no migration.
    for (const locale of ["french", "FR", "pt_BR", "", "en-us"]) {
      await expect(
        handle.db.execute(
          sql`insert into page_content (page_name, section_name, locale, content_value) values ('x', 'y', ${locale}, 'z')`,
        ),
        locale,
      ).rejects.toThrow();
    }
    await handle.db.execute(
      sql`insert into page_content (page_name, section_name, locale, content_value) values ('x', 'y', 'fr', 'z')`,
    );
    await handle.db.execute(sql`delete from page_content where page_name = 'x'`);
    await expect(
      handle.db.execute(
        sql`insert into page_content (page_name, section_name, content_type, content_value) values ('x', 'y', 'binary', 'z')`,
      ),
    ).rejects.toThrow();
  });
});
