import { and, asc, count, eq, ne } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/platform/db/client.server";
import { teamMembers } from "~/platform/db/schema";
import { textsIn } from "~/platform/localized-texts";
import type { Locale } from "~/i18n/locales";
import { safeImageSrc } from "~/platform/sanitize.server";
import { findPreviewDraft } from "~/features/preview/index.server";
import {
  teamMemberSchema,
  teamMemberTextsSchema,
  type TeamMemberTexts,
  type TeamMemberTextsByLocale,
} from "./member-form";
import { pageSlice } from "~/platform/paging";
import { personNameKey, personNamed } from "./person-name";
import { isSlug } from "~/platform/slug";

/** Cards a page of the public team list shows: eight rows of three on a wide screen. */
export const TEAM_PAGE_SIZE = 24;

/** How many other members a profile page suggests. */
export const OTHER_MEMBERS_LIMIT = 4;

const teamMemberId = z.uuid();

const cardColumns = {
  id: teamMembers.id,
  slug: teamMembers.slug,
  name: teamMembers.name,
  texts: teamMembers.texts,
  imageUrl: teamMembers.imageUrl,
};

export type TeamMemberCard = {
  id: string;
  /** The profile's address: /team/<slug>. */
  slug: string;
  name: string;
  role: string;
  imageUrl: string | null;
};

/** A stored texts map as the site reads it; a row that does not read (never written so) shows none. */
function storedTexts(texts: unknown): TeamMemberTextsByLocale {
  const parsed = teamMemberTextsSchema.safeParse(texts);
  return parsed.success
    ? parsed.data
    : { en: { role: "", bio: "", qualifications: [], specialties: [] } };
}

type StoredCard = {
  id: string;
  slug: string;
  name: string;
  texts: unknown;
  imageUrl: string | null;
};

function toCard(member: StoredCard, texts: TeamMemberTexts): TeamMemberCard {
  return {
    id: member.id,
    slug: member.slug,
    name: member.name,
    role: texts.role,
    imageUrl: safeImageSrc(member.imageUrl),
  };
}

/** A row's card in the visitor's language (English where that language has no role). */
function cardIn(member: StoredCard, locale: Locale): TeamMemberCard {
  return toCard(member, textsIn(storedTexts(member.texts), locale));
}

/** The public team grid: active members in display order, only the columns a card shows. */
export async function listActiveTeamMembers(
  db: Database,
  locale: Locale,
): Promise<TeamMemberCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(teamMembers)
    .where(eq(teamMembers.active, true))
    .orderBy(asc(teamMembers.orderIndex), asc(teamMembers.name));
  return rows.map((row) => cardIn(row, locale));
}

/** One page of the public team list: its cards, and where it is among the pages. */
export type TeamMemberPage = {
  members: TeamMemberCard[];
  page: number;
  pageCount: number;
  /** The page asked for is past the last (an old link): the last is shown, as a 404. */
  missing: boolean;
};

/** A page of the public team grid: TEAM_PAGE_SIZE cards, in display order. */
export async function listActiveTeamMemberPage(
  db: Database,
  locale: Locale,
  requestedPage: number,
): Promise<TeamMemberPage> {
  const [counted] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(eq(teamMembers.active, true));
  const { page, pageCount, limit, offset } = pageSlice(
    counted?.n ?? 0,
    TEAM_PAGE_SIZE,
    requestedPage,
  );
  const rows = await db
    .select(cardColumns)
    .from(teamMembers)
    .where(eq(teamMembers.active, true))
    .orderBy(asc(teamMembers.orderIndex), asc(teamMembers.name), asc(teamMembers.id))
    .limit(limit)
    .offset(offset);
  return {
    members: rows.map((row) => cardIn(row, locale)),
    page,
    pageCount,
    missing: requestedPage > pageCount,
  };
}

/**
 * The active member a name names (a post's byline, "Dra. Helena Duarte"; personNamed), for
 * a link to their page; null when none does, or several do.
 */
export async function findActiveTeamMemberNamed(
  db: Database,
  name: string | null | undefined,
): Promise<{ id: string; slug: string; name: string } | null> {
  if (!name || personNameKey(name) === "") return null;
  // A clinic's team is a few dozen people: compared here, where accents and titles are known.
  const members = await db
    .select({ id: teamMembers.id, slug: teamMembers.slug, name: teamMembers.name })
    .from(teamMembers)
    .where(eq(teamMembers.active, true));
  return personNamed(name, members);
}

/**
 * The address of an active member named by their id: an address from before members had
 * readable ones (/team/<uuid>), answered with a permanent redirect. Null for anything else.
 */
export async function findActiveTeamMemberSlugById(
  db: Database,
  id: string,
): Promise<string | null> {
  // Not a UUID: not an old address, and PostgreSQL would reject the comparison.
  if (!teamMemberId.safeParse(id).success) return null;
  const [member] = await db
    .select({ slug: teamMembers.slug })
    .from(teamMembers)
    .where(and(eq(teamMembers.id, id), eq(teamMembers.active, true)))
    .limit(1);
  return member?.slug ?? null;
}

/** An active member's profile in the visitor's language by their address, or null when there is none. */
export async function findActiveTeamMember(db: Database, slug: string, locale: Locale) {
  if (!isSlug(slug)) return null;
  const [member] = await db
    .select(cardColumns)
    .from(teamMembers)
    .where(and(eq(teamMembers.slug, slug), eq(teamMembers.active, true)))
    .limit(1);
  return member ? toProfile(member, locale) : null;
}

/**
 * A member's public profile in the page's language: each text that language leaves empty
 * is the English one.
 */
function toProfile(member: StoredCard, locale: Locale) {
  const texts = textsIn(storedTexts(member.texts), locale);
  return {
    ...toCard(member, texts),
    bio: texts.bio,
    qualifications: texts.qualifications as readonly string[],
    specialties: texts.specialties as readonly string[],
  };
}

export type TeamMemberProfile = ReturnType<typeof toProfile>;

/** A preview link's profile: unsaved changes, shown as the saved profile would be. */
export type TeamMemberPreview = {
  member: TeamMemberProfile;
  /** Inactive: visitors will not see the page even once it is saved. */
  active: boolean;
  expiresAt: Date;
};

/** A member's address, shown or not; null when there is no such member. */
export async function findTeamMemberSlug(db: Database, id: string): Promise<string | null> {
  if (!teamMemberId.safeParse(id).success) return null;
  const [member] = await db
    .select({ slug: teamMembers.slug })
    .from(teamMembers)
    .where(eq(teamMembers.id, id));
  return member?.slug ?? null;
}

/** Where a member not created yet is previewed (the preview link's token says what to show). */
export const NEW_MEMBER_PREVIEW_ID = "new";

/**
 * The profile a preview link shows: the draft the editor's form held, read with the
 * form's own schema (null: a bad or old link, or a draft the schema no longer takes).
 */
export async function findTeamMemberPreview(
  db: Database,
  token: string,
  locale: Locale,
): Promise<TeamMemberPreview | null> {
  const draft = await findPreviewDraft(db, "team_member", token);
  if (!draft) return null;
  const parsed = teamMemberSchema().safeParse(draft.values);
  if (!parsed.success) return null;
  const id = draft.entityId ?? NEW_MEMBER_PREVIEW_ID;
  const slug = draft.entityId ? await findTeamMemberSlug(db, draft.entityId) : null;
  return {
    member: toProfile({ id, slug: slug ?? NEW_MEMBER_PREVIEW_ID, ...parsed.data }, locale),
    active: parsed.data.active,
    expiresAt: draft.expiresAt,
  };
}

/** Up to four other active members, in display order, for the bottom of a profile. */
export async function listOtherTeamMembers(
  db: Database,
  excludeId: string,
  locale: Locale,
): Promise<TeamMemberCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(teamMembers)
    .where(and(eq(teamMembers.active, true), ne(teamMembers.id, excludeId)))
    .orderBy(asc(teamMembers.orderIndex), asc(teamMembers.name))
    .limit(OTHER_MEMBERS_LIMIT);
  return rows.map((row) => cardIn(row, locale));
}

/**
 * For the sitemap: every active member's profile with its last edit, and the
 * last edit of any member (the team page lists them; a member hidden or edited
 * changes it).
 */
export async function listTeamMemberUpdates(
  db: Database,
): Promise<{ members: Array<{ slug: string; updatedAt: Date }>; lastUpdatedAt: Date | null }> {
  const rows = await db
    .select({
      slug: teamMembers.slug,
      active: teamMembers.active,
      updatedAt: teamMembers.updatedAt,
    })
    .from(teamMembers)
    .orderBy(asc(teamMembers.orderIndex), asc(teamMembers.name));
  const lastUpdatedAt = rows.reduce<Date | null>(
    (latest, row) => (latest && latest >= row.updatedAt ? latest : row.updatedAt),
    null,
  );
  return {
    members: rows.filter((row) => row.active).map(({ slug, updatedAt }) => ({ slug, updatedAt })),
    lastUpdatedAt,
  };
}
