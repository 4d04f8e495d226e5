import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { teamMembers } from "~/db/schema";
import { localized } from "~/i18n/content";
import type { Locale } from "~/i18n/locales";

const teamMemberId = z.uuid();

/** An active team member's name and role in the visitor's language, or null when there is none. */
export async function findActiveTeamMember(db: Database, id: string, locale: Locale) {
  // Not a UUID: cannot exist, and PostgreSQL would reject the comparison.
  if (!teamMemberId.safeParse(id).success) return null;
  const [member] = await db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      role: teamMembers.role,
      rolePt: teamMembers.rolePt,
    })
    .from(teamMembers)
    .where(and(eq(teamMembers.id, id), eq(teamMembers.active, true)))
    .limit(1);
  if (!member) return null;
  return { id: member.id, name: member.name, role: localized(member.role, member.rolePt, locale) };
}

/** The public team grid: active members in display order, only the columns a card shows. */
export async function listActiveTeamMembers(db: Database, locale: Locale) {
  const rows = await db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      role: teamMembers.role,
      rolePt: teamMembers.rolePt,
      imageUrl: teamMembers.imageUrl,
    })
    .from(teamMembers)
    .where(eq(teamMembers.active, true))
    .orderBy(teamMembers.orderIndex, teamMembers.name);
  return rows.map(({ rolePt, ...member }) => ({
    ...member,
    role: localized(member.role, rolePt, locale),
  }));
}
