import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findActiveTeamMember } from "~/features/team/members.server";
import {
  codeMigrations,
  migrateTo,
  rowsOf,
  type MigrationLevel,
} from "~/platform/backup/migrations.server";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { createPostgresDatabase, hasPostgres } from "../../../tests/support/databases";

/*
 * Migration 0030 moves a team member's texts from a column per language into one jsonb
 * map locale → texts: a database at the migration before it gets rows written the old
 * way, is migrated, and the map is read back (and shown on the site).
 */

const TEXTS_MIGRATION = "0030_texts_per_language";

/** An empty, unmigrated database of each driver the tests run on. */
const drivers: Array<{ name: string; open: () => Promise<DatabaseHandle> }> = [
  { name: "pglite", open: () => openDatabase({ driver: "pglite", dataDir: "memory://" }) },
];
if (hasPostgres) {
  drivers.push({
    name: "postgres",
    async open() {
      const database = await createPostgresDatabase();
      const handle = await openDatabase({ driver: "postgres", url: database.url });
      return {
        ...handle,
        async close() {
          await handle.close();
          await database.drop();
        },
      };
    },
  });
}

describe.each(drivers)("the team texts migration on $name", ({ open }) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await open();
    const migrations = await codeMigrations();
    const index = migrations.findIndex((level) => level.tag === TEXTS_MIGRATION);
    const before: MigrationLevel | undefined = migrations[index - 1];
    if (index < 1 || !before) throw new Error(`${TEXTS_MIGRATION} is not in the journal`);
    await migrateTo(handle, before);
    // Rows as the portal wrote them then: full Portuguese, partial, none, blank.
    await handle.db.execute(sql`
      insert into team_members
        (id, slug, name, role, role_pt, bio, bio_pt, qualifications, qualifications_pt,
         specialties, specialties_pt, order_index, active)
      values
        ('11111111-1111-4111-8111-111111111111', 'ana', 'Ana', 'Nurse', 'Enfermeira',
         'Ana cares.', 'A Ana cuida.', array['RN', 'Nurse (APRN), Florida'], array['Enfermeira'],
         array['Triage'], array['Triagem'], 1, true),
        ('22222222-2222-4222-8222-222222222222', 'bo', 'Bo', 'Physician', null,
         'Bo listens.', '', array['MD'], '{}', '{}', array['Medicina de família'], 2, true),
        ('33333333-3333-4333-8333-333333333333', 'cy', 'Cy', 'Front desk', '  ',
         null, null, '{}', '{}', '{}', '{}', 3, false)
    `);
    await handle.migrate();
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  async function textsOf(slug: string): Promise<unknown> {
    const [row] = rowsOf<{ texts: unknown }>(
      await handle.db.execute(sql`select texts from team_members where slug = ${slug}`),
    );
    return row?.texts;
  }

  it("moves English from the plain columns and Portuguese from the _pt ones", async () => {
    expect(await textsOf("ana")).toEqual({
      en: {
        role: "Nurse",
        bio: "Ana cares.",
        qualifications: ["RN", "Nurse (APRN), Florida"],
        specialties: ["Triage"],
      },
      "pt-BR": {
        role: "Enfermeira",
        bio: "A Ana cuida.",
        qualifications: ["Enfermeira"],
        specialties: ["Triagem"],
      },
    });
  });

  it("leaves out empty translations, and a language with none at all", async () => {
    expect(await textsOf("bo")).toEqual({
      en: { role: "Physician", bio: "Bo listens.", qualifications: ["MD"], specialties: [] },
      "pt-BR": { specialties: ["Medicina de família"] },
    });
    // No bio: empty text; a role of spaces in Portuguese: nothing.
    expect(await textsOf("cy")).toEqual({
      en: { role: "Front desk", bio: "", qualifications: [], specialties: [] },
    });
  });

  it("drops the columns per language, and the site reads the map with its fallback", async () => {
    const columns = rowsOf<{ column_name: string }>(
      await handle.db.execute(
        sql`select column_name from information_schema.columns
            where table_name = 'team_members' and table_schema = current_schema()`,
      ),
    ).map((row) => row.column_name);
    expect(columns).toContain("texts");
    for (const old of ["role", "role_pt", "bio", "bio_pt", "qualifications", "specialties_pt"]) {
      expect(columns).not.toContain(old);
    }
    expect(await findActiveTeamMember(handle.db, "bo", "pt-BR")).toMatchObject({
      role: "Physician",
      bio: "Bo listens.",
      qualifications: ["MD"],
      specialties: ["Medicina de família"],
    });
  });
});
