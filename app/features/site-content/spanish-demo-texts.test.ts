import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";

/*
 * Migration 0028 gives every seeded catalogue row (and every seeded FAQ of the service
 * pages) a Spanish entry with the keys of its Portuguese one, and keeps a Spanish entry
 * that is already there. The second part runs the migration's statements again on rows
 * changed as staff might have changed them, as the migration would meet them on an
 * install where they were edited before it ran.
 */

const MIGRATION = new URL("../../../drizzle/0028_spanish_demo_texts.sql", import.meta.url);

/** Each seeded catalogue, the column the seed identifies its rows by, and how many it seeds. */
const catalogues = [
  { table: "membership_plans", key: "slug", seeded: 13 },
  { table: "insurers", key: "name", seeded: 5 },
  { table: "partners", key: "name", seeded: 6 },
  { table: "testimonials", key: "name", seeded: 6 },
  { table: "videos", key: "youtube_id", seeded: 3 },
  { table: "service_details", key: "id", seeded: 5 },
  { table: "foundation_events", key: "date", seeded: 2 },
  { table: "foundation_gallery_images", key: "image_url", seeded: 9 },
] as const;

type TextValue = string | string[];
type Texts = Record<string, Record<string, TextValue> | undefined>;

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer raw queries with { rows }.
  const { rows } = (await db.execute(query)) as unknown as { rows: T[] };
  return rows;
}

async function oneRow<T>(db: Database, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rowsOf<T>(db, query);
  if (row === undefined) throw new Error("No such row");
  return row;
}

async function textsOf(db: Database, table: string, key: string) {
  return rowsOf<{ key: string; texts: Texts }>(
    db,
    sql`select ${sql.identifier(key)}::text as key, texts from ${sql.identifier(table)} order by 1`,
  );
}

async function faqsOf(db: Database, id: string) {
  const row = await oneRow<{ faqs: Texts[] }>(
    db,
    sql`select faqs from service_details where id = ${id}`,
  );
  return row.faqs;
}

/** The Spanish entry is filled in everywhere the Portuguese one has a key, arrays alike. */
function expectSpanishLikePortuguese(texts: Texts, where: string) {
  const spanish = texts.es;
  const portuguese = texts["pt-BR"];
  expect(spanish, where).toBeTypeOf("object");
  expect(Object.keys(spanish ?? {}).sort(), where).toEqual(Object.keys(portuguese ?? {}).sort());
  for (const [name, value] of Object.entries(portuguese ?? {})) {
    const own = spanish?.[name];
    if (Array.isArray(value)) {
      expect(Array.isArray(own), `${where} ${name}`).toBe(true);
      expect((own as string[]).length, `${where} ${name}`).toBe(value.length);
      for (const item of own as string[]) expect(item.trim(), `${where} ${name}`).not.toBe("");
    } else if (value.trim() !== "") {
      expect(typeof own === "string" && own.trim() !== "", `${where} ${name}`).toBe(true);
    } else {
      // An empty Portuguese text (the membership's price note) stays empty in Spanish.
      expect(own, `${where} ${name}`).toBe("");
    }
  }
}

async function runMigrationAgain(db: Database) {
  const statements = readFileSync(MIGRATION, "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
  for (const statement of statements) await db.execute(sql.raw(statement));
}

describe.each(testDatabases)("the Spanish demo texts on $name", (database) => {
  const handle = openForDescribe(database);

  it.each(catalogues)(
    "gives every seeded row of $table a Spanish entry with the Portuguese keys",
    async ({ table, key, seeded }) => {
      const rows = await textsOf(handle.db, table, key);
      expect(rows).toHaveLength(seeded);
      for (const row of rows) expectSpanishLikePortuguese(row.texts, `${table} ${row.key}`);
    },
  );

  it("gives every seeded FAQ of the service pages a Spanish question and answer", async () => {
    const rows = await rowsOf<{ id: string; faqs: Texts[] }>(
      handle.db,
      sql`select id, faqs from service_details order by id`,
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.faqs.length, row.id).toBeGreaterThan(0);
      row.faqs.forEach((faq, index) => {
        expect(Object.keys(faq).sort(), `${row.id} ${index}`).toEqual(["en", "es", "pt-BR"]);
        expectSpanishLikePortuguese(faq, `${row.id} FAQ ${index}`);
      });
    }
  });

  it("keeps the placeholders the site fills in and the written prices as they are", async () => {
    const consultation = await oneRow<{ texts: Texts; faqs: Texts[] }>(
      handle.db,
      sql`select texts, faqs from service_details where id = 'consultation'`,
    );
    const answers = consultation.faqs.map((faq) => JSON.stringify(faq.es));
    expect(answers.some((answer) => answer.includes("{hours}"))).toBe(true);
    expect(answers.some((answer) => answer.includes("$100 a $200"))).toBe(true);
    const membership = await oneRow<{ texts: Texts }>(
      handle.db,
      sql`select texts from service_details where id = 'membership'`,
    );
    expect(membership.texts.es?.benefits).toContain("Atención sin cita previa {openDays}");
  });

  it("keeps a Spanish entry set before it, and adds none to an FAQ whose question was changed", async () => {
    const db = handle.db;
    const ownPlan = { name: "Plata", description: "Mío.", benefits: ["Uno"], cta: "Elegir" };
    await db.execute(
      sql`update membership_plans set texts = jsonb_set(texts, '{es}', ${JSON.stringify(ownPlan)}::jsonb) where slug = 'individual-silver'`,
    );
    // A row as it was before the migration: no Spanish yet.
    await db.execute(sql`update partners set texts = texts - 'es' where name = 'Brightbay Dental'`);
    const before = await faqsOf(db, "checkup");
    const ownFaq = { question: "¿Cuánto tarda?", answer: "Poco." };
    const faqs = before.map((faq, index) => {
      if (index === 0) return { ...faq, es: ownFaq };
      const { es: _spanish, ...rest } = faq;
      if (index === 1)
        return { ...rest, en: { question: "Changed by staff?", answer: "Yes." } } as Texts;
      return rest as Texts;
    });
    await db.execute(
      sql`update service_details set faqs = ${JSON.stringify(faqs)}::jsonb where id = 'checkup'`,
    );

    await runMigrationAgain(db);

    const plan = await oneRow<{ texts: Texts }>(
      db,
      sql`select texts from membership_plans where slug = 'individual-silver'`,
    );
    expect(plan.texts.es).toEqual(ownPlan);
    const partner = await oneRow<{ texts: Texts }>(
      db,
      sql`select texts from partners where name = 'Brightbay Dental'`,
    );
    expect(partner.texts.es).toEqual({
      category: "Consultorio Dental",
      benefit: "Hasta 20% de descuento en tratamientos dentales",
    });
    const after = await faqsOf(db, "checkup");
    expect(after).toHaveLength(before.length);
    expect(after[0]?.es).toEqual(ownFaq);
    expect(after[1]?.es).toBeUndefined();
    expect(after[1]?.en).toEqual({ question: "Changed by staff?", answer: "Yes." });
    expect(after.slice(2)).toEqual(before.slice(2));
    // Every other row is as the first run left it.
    const other = await oneRow<{ texts: Texts }>(
      db,
      sql`select texts from membership_plans where slug = 'individual-gold'`,
    );
    expect(other.texts.es?.name).toBe("Individual Oro");
  });
});
