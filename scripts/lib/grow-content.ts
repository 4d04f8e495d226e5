import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { asc } from "drizzle-orm";
import type { Database } from "../../app/platform/db/client.server";
import {
  blogPosts,
  contactMessages,
  images,
  labTests,
  teamMembers,
} from "../../app/platform/db/schema";
import { sealRow } from "../../app/features/inbox/index.server";
import type { MessageCipher } from "../../app/platform/message-encryption.server";
import { storedImageKeys } from "../../app/platform/images/image-url";
import sample from "../../app/startup/seed/lab-tests.json";

/*
 * Made-up content for the benchmarks at scale (issue 29): more lab tests, articles, team
 * members, contact messages and images than the demo has, in the shapes the site's own
 * forms store. Rows are
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
      // The address the portal would make from the name (slugify, unique by the number).
      slug: `dr-example-${next}`,
      texts: {
        en: {
          role: "Family physician",
          bio: paragraph,
          qualifications: ["MD", "Board certified"],
          specialties: [],
        },
        "pt-BR": {
          role: "Médica de família",
          bio: paragraph,
          qualifications: ["Médica", "Certificada"],
        },
      },
      orderIndex: next,
    });
  }
  await insertInBatches(rows, (batch) => db.insert(teamMembers).values(batch));
}

/**
 * Contact messages up to `size`, sealed with the server's own key as the contact form
 * seals them, one every few minutes back from now; every third one handled.
 */
export async function growMessages(
  db: Database,
  size: number,
  cipher: MessageCipher,
): Promise<void> {
  const present = await db.$count(contactMessages);
  const now = Date.now();
  const rows = [];
  for (let next = present; next < size; next++) {
    const createdAt = new Date(now - (next + 1) * 7 * 60_000);
    rows.push(
      sealRow(
        "contact_messages",
        {
          name: `Visitor ${next}`,
          email: `visitor${next}@example.com`,
          phone: `+1 407 555 ${String(next % 10_000).padStart(4, "0")}`,
          message: `I would like to know about a visit. ${paragraph}`,
          service: null,
          locale: next % 2 === 0 ? ("en" as const) : ("pt-BR" as const),
          deliveryStatus: "sent" as const,
          handledAt: next % 3 === 0 ? createdAt : null,
          createdAt,
          deliveredAt: createdAt,
        },
        cipher,
      ),
    );
  }
  await insertInBatches(rows, (batch) => db.insert(contactMessages).values(batch));
}

/**
 * Images up to `size`: copies of the library's own images (the file and its resized
 * variants, under a new key in the local uploads folder `uploadsRoot`), so the media
 * library shows real thumbnails.
 */
export async function growImages(db: Database, size: number, uploadsRoot: string): Promise<void> {
  const present = await db.$count(images);
  if (present >= size) return;
  const originals = await db.select().from(images).orderBy(asc(images.uploadDate));
  if (originals.length === 0) throw new Error("growImages: the library has no upload to copy");
  const copyStored = async (from: string, to: string) => {
    await mkdir(path.dirname(path.join(uploadsRoot, to)), { recursive: true });
    await copyFile(path.join(uploadsRoot, from), path.join(uploadsRoot, to));
  };
  const rows = [];
  for (let next = present; next < size; next++) {
    const { id: _id, ...original } = originals[next % originals.length]!;
    // The original's name ends in its size ("-1200x800.jpg"), which the site reads.
    const filePath = `scale/${next}-${path.basename(original.filePath)}`;
    for (const key of storedImageKeys(original)) {
      await copyStored(key, filePath + key.slice(original.filePath.length));
    }
    rows.push({
      ...original,
      filename: `scale-${next}-${original.filename}`,
      originalName: `photo ${next}${path.extname(original.filePath)}`,
      filePath,
      uploadDate: new Date(original.uploadDate.getTime() - (next + 1) * 60_000),
    });
  }
  await insertInBatches(rows, (batch) => db.insert(images).values(batch));
}
