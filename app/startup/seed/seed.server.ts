import { count, eq } from "drizzle-orm";
import { aboutUsSeedRows } from "~/features/site-content/index.server";
import sampleLabTests from "./lab-tests.json";
import type { Database } from "~/platform/db/client.server";
import { blogPosts, labTests, pageContent, teamMembers } from "~/platform/db/schema";
import { slugify } from "~/platform/slug";
import {
  demoAboutUsWrittenAt,
  demoBlogPosts,
  demoLabPriceListDate,
  demoPostTranslations,
  demoTeamMembers,
} from "./demo-content.server";

export type SeedReport = {
  teamMembers: number;
  blogPosts: number;
  pageContent: number;
  labTests: number;
};

/**
 * Loads the demo content into each table that is empty, so it never overwrites
 * what staff wrote and is safe to run any number of times. One transaction:
 * a failure leaves nothing half-seeded. Every row carries the demo's own dates (when
 * it was written and last edited), not the moment it was seeded.
 */
export async function seedDemoContent(db: Database): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const report: SeedReport = { teamMembers: 0, blogPosts: 0, pageContent: 0, labTests: 0 };

    const [team] = await tx.select({ n: count() }).from(teamMembers);
    if (team?.n === 0) {
      // Each at the address its name makes (/team/helena-duarte); the demo's names differ.
      await tx
        .insert(teamMembers)
        .values(demoTeamMembers.map((member) => ({ ...member, slug: slugify(member.name) })));
      report.teamMembers = demoTeamMembers.length;
    }

    const [posts] = await tx.select({ n: count() }).from(blogPosts);
    if (posts?.n === 0) {
      // Each demo post's date is the day it was written.
      await tx
        .insert(blogPosts)
        .values(demoBlogPosts.map((post) => ({ ...post, publishAt: post.createdAt })));
      report.blogPosts = demoBlogPosts.length;
      // Versions of one article in two languages are one item (its group: the first's).
      for (const [source, translation] of demoPostTranslations) {
        const [first] = await tx
          .select({ groupId: blogPosts.groupId })
          .from(blogPosts)
          .where(eq(blogPosts.slug, source));
        if (first) {
          await tx
            .update(blogPosts)
            .set({ groupId: first.groupId })
            .where(eq(blogPosts.slug, translation));
        }
      }
    }

    const [content] = await tx.select({ n: count() }).from(pageContent);
    if (content?.n === 0) {
      const rows = aboutUsSeedRows().map((row) => ({ ...row, updatedAt: demoAboutUsWrittenAt }));
      await tx.insert(pageContent).values(rows);
      report.pageContent = rows.length;
    }

    // The lab price list starts as the shipped sample; staff edit or replace it in the portal.
    const [tests] = await tx.select({ n: count() }).from(labTests);
    if (tests?.n === 0) {
      await tx.insert(labTests).values(
        sampleLabTests.map(({ code, name, price }) => ({
          code,
          name,
          price,
          createdAt: demoLabPriceListDate,
          updatedAt: demoLabPriceListDate,
        })),
      );
      report.labTests = sampleLabTests.length;
    }

    return report;
  });
}
