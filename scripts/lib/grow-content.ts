import type { Database } from "../../app/platform/db/client.server";
import { blogPosts, labTests, teamMembers } from "../../app/platform/db/schema";
import sample from "../../app/startup/seed/lab-tests.json";

/*
 * Made-up content for the benchmarks at scale (issue 29): more lab tests, articles and
 * team members than the demo has, in the shapes the site's own forms store. Rows are
 * added after what is there (the demo's), in batches, until the table holds `size`.
 */

const BATCH = 1_000;

async function insertInBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
}

/** Lab tests up to `size`: names made of the shipped names' words, unique codes. */
export async function growLabTests(db: Database, size: number): Promise<void> {
  const present = await db.$count(labTests);
  const words = sample.flatMap((test) => test.name.split(/\s+/)).filter((word) => word.length > 2);
  const rows = [];
  for (let next = present; next < size; next++) {
    const name = [0, 1, 2].map((k) => words[(next * 7 + k * 131) % words.length]).join(" ");
    rows.push({ code: String(99_000_000 + next), name: `${name} ${next}`, price: "$40.00" });
  }
  await insertInBatches(rows, (batch) => db.insert(labTests).values(batch));
}

const categories = ["general", "nutrition", "wellness", "prevention", "chronic-care"];
const paragraph =
  "Regular checkups help catch problems early, when they are easier to treat. " +
  "Bring a list of your medicines and questions, and ask about the screenings your age calls for. ";

/**
 * Published articles up to `size`, half in English and half in Portuguese, one every
 * few hours back from now, each with a few paragraphs of text.
 */
export async function growPosts(db: Database, size: number): Promise<void> {
  const present = await db.$count(blogPosts);
  const now = Date.now();
  const rows = [];
  for (let next = present; next < size; next++) {
    const publishAt = new Date(now - (next + 1) * 6 * 3_600_000);
    rows.push({
      title: `Health tip number ${next}: staying well in Orlando`,
      slug: `scale-tip-${next}`,
      content: `<p>${paragraph.repeat(4)}</p><p>${paragraph.repeat(3)}</p>`,
      excerpt: paragraph,
      category: categories[next % categories.length] ?? "general",
      author: "Clinic team",
      published: true,
      locale: next % 2 === 0 ? ("en" as const) : ("pt-BR" as const),
      publishAt,
      createdAt: publishAt,
      updatedAt: publishAt,
    });
  }
  await insertInBatches(rows, (batch) => db.insert(blogPosts).values(batch));
}

/** Active team members up to `size`, with a bio and qualifications in both languages. */
export async function growTeam(db: Database, size: number): Promise<void> {
  const present = await db.$count(teamMembers);
  const rows = [];
  for (let next = present; next < size; next++) {
    rows.push({
      name: `Dr. Example ${next}`,
      role: "Family physician",
      rolePt: "Médica de família",
      bio: paragraph,
      bioPt: paragraph,
      qualifications: ["MD", "Board certified"],
      qualificationsPt: ["Médica", "Certificada"],
      orderIndex: next,
    });
  }
  await insertInBatches(rows, (batch) => db.insert(teamMembers).values(batch));
}
