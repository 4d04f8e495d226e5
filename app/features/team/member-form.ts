import { z } from "zod";
import { isSiteImage, linkRuleMessages } from "~/platform/links";
import { checkbox, optionalText, requiredText } from "~/platform/forms/fields";

/**
 * The staff portal's team member form: field names, limits, the comma lists and
 * the one schema the server validates with (through parseSubmission). Client-safe:
 * the form imports the names and limits from here. The portal is English-only, so
 * the errors are prose.
 */

export const teamMemberFields = [
  "name",
  "role",
  "rolePt",
  "bio",
  "bioPt",
  "imageUrl",
  "qualifications",
  "qualificationsPt",
  "specialties",
  "specialtiesPt",
  "active",
] as const;
export type TeamMemberField = (typeof teamMemberFields)[number];

/** What the form shows in each field: the typed text ("on" or "" for the checkbox). */
export type TeamMemberFormValues = Record<TeamMemberField, string>;

/** Maximum lengths of what may be typed; the form uses them as maxLength too. */
export const teamMemberLimits: Record<TeamMemberField, number> = {
  name: 120,
  role: 160,
  rolePt: 160,
  bio: 10_000,
  bioPt: 10_000,
  imageUrl: 2_000,
  qualifications: 4_000,
  qualificationsPt: 4_000,
  specialties: 4_000,
  specialtiesPt: 4_000,
  active: 10,
};

/** One qualification or specialty, and how many a member may list. */
export const LIST_ITEM_MAX_LENGTH = 200;
export const LIST_MAX_ITEMS = 30;

export const teamMemberMessages = {
  nameRequired: "Please enter the member's name.",
  roleRequired: "Please enter the member's role.",
  tooLong: (max: number) => `Please keep this to ${max.toLocaleString("en-US")} characters.`,
  imageUrlInvalid: linkRuleMessages.image,
  listItemTooLong: `Each item can have at most ${LIST_ITEM_MAX_LENGTH} characters.`,
  listTooManyItems: `Please list at most ${LIST_MAX_ITEMS} items.`,
  malformed: "This field was sent in a way the form does not understand. Please try again.",
} as const;

/**
 * A saved member's editable fields, as stored (empty optional text is null). Their place in
 * the list is not among them: it changes only by moving them on the list (moveTeamMember).
 */
export type TeamMemberInput = {
  name: string;
  role: string;
  rolePt: string | null;
  bio: string | null;
  bioPt: string | null;
  imageUrl: string | null;
  qualifications: string[];
  qualificationsPt: string[];
  specialties: string[];
  specialtiesPt: string[];
  active: boolean;
};

/**
 * A comma-separated list as typed: items trimmed, empties dropped. An item that
 * itself contains a comma is written in double quotes ("Nurse (APRN), Florida"),
 * with "" for a quote inside; quotes anywhere else are ordinary characters.
 */
export function parseCommaList(text: string): string[] {
  const items: string[] = [];
  let index = 0;
  while (index <= text.length) {
    while (index < text.length && /\s/.test(text[index] ?? "")) index += 1;
    let item = "";
    if (text[index] === '"') {
      // Quoted: up to the closing quote (or the end, when it was never closed).
      index += 1;
      while (index < text.length) {
        if (text[index] === '"') {
          if (text[index + 1] === '"') {
            item += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        item += text[index];
        index += 1;
      }
    }
    // Plain text, or anything typed after a closing quote, up to the next comma.
    const comma = text.indexOf(",", index);
    const end = comma === -1 ? text.length : comma;
    item += text.slice(index, end);
    const trimmed = item.trim();
    if (trimmed !== "") items.push(trimmed);
    index = end + 1;
  }
  return items;
}

/** The list as the form shows it, so that parseCommaList gives it back unchanged. */
export function formatCommaList(items: readonly string[]): string {
  return items
    .map((item) =>
      item.includes(",") || item.startsWith('"') ? `"${item.replaceAll('"', '""')}"` : item,
    )
    .join(", ");
}

const { malformed } = teamMemberMessages;

function required(message: string, max: number) {
  return requiredText(max, {
    missing: message,
    malformed,
    required: message,
    tooLong: teamMemberMessages.tooLong(max),
  });
}

/** Text that may be left empty (or out), up to `max` characters. */
function optional(max: number) {
  return optionalText(max, { malformed, tooLong: teamMemberMessages.tooLong(max) });
}

/** Optional text: empty becomes null. */
function nullable(max: number) {
  return optional(max).transform((value) => (value ? value : null));
}

function commaList(max: number) {
  return optional(max)
    .transform((value) => parseCommaList(value ?? ""))
    .refine((items) => items.every((item) => item.length <= LIST_ITEM_MAX_LENGTH), {
      error: teamMemberMessages.listItemTooLong,
    })
    .refine((items) => items.length <= LIST_MAX_ITEMS, {
      error: teamMemberMessages.listTooManyItems,
    });
}

function webAddress(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** The address to preview as typed, or null when the site could not show it. */
export function previewableImageUrl(value: string): string | null {
  const trimmed = value.trim();
  return isSiteImage(trimmed) ? trimmed : null;
}

/**
 * The image address: empty is null; otherwise a path on this site (the media library).
 * An address on one of `ownOrigins` is kept as its path, so the picture does not depend
 * on the host name it was picked under; another host's picture is refused (the site's
 * pages could not show it).
 */
function imageUrl(ownOrigins: readonly string[]) {
  return optional(teamMemberLimits.imageUrl).transform((value, context) => {
    if (!value) return null;
    const url = webAddress(value);
    const path =
      url && ownOrigins.includes(url.origin) ? `${url.pathname}${url.search}${url.hash}` : value;
    if (isSiteImage(path)) return path;
    context.addIssue({ code: "custom", message: teamMemberMessages.imageUrlInvalid });
    return z.NEVER;
  });
}

export function teamMemberSchema({ ownOrigins = [] }: { ownOrigins?: readonly string[] } = {}) {
  return z.object({
    name: required(teamMemberMessages.nameRequired, teamMemberLimits.name),
    role: required(teamMemberMessages.roleRequired, teamMemberLimits.role),
    rolePt: nullable(teamMemberLimits.rolePt),
    bio: nullable(teamMemberLimits.bio),
    bioPt: nullable(teamMemberLimits.bioPt),
    imageUrl: imageUrl(ownOrigins),
    qualifications: commaList(teamMemberLimits.qualifications),
    qualificationsPt: commaList(teamMemberLimits.qualificationsPt),
    specialties: commaList(teamMemberLimits.specialties),
    specialtiesPt: commaList(teamMemberLimits.specialtiesPt),
    active: checkbox,
  });
}

/** The list's Delete button: the member to delete. */
export const deleteTeamMemberSchema = z.object({
  intent: z.literal("delete"),
  id: z.string().min(1).max(100),
});

/** The most members a list could hold a place for: far above a clinic's team. */
export const TEAM_POSITION_MAX = 10_000;

/**
 * The list's Move up / Move down buttons and a drag: the member, and the place (1 is first)
 * in the whole list it goes to.
 */
export const moveTeamMemberSchema = z.object({
  intent: z.literal("move"),
  id: z.string().min(1).max(100),
  position: z.coerce.number().int().min(1).max(TEAM_POSITION_MAX),
});

/** The list's two forms, told apart by `intent`. */
export const teamListActionSchema = z.discriminatedUnion("intent", [
  deleteTeamMemberSchema,
  moveTeamMemberSchema,
]);

/** At most one message per field: what parseSubmission gives for this form. */
export type TeamMemberFieldErrors = Partial<Record<TeamMemberField, string>>;

/** A saved member as the edit form shows it. */
export function teamMemberFormValues(member: TeamMemberInput): TeamMemberFormValues {
  return {
    name: member.name,
    role: member.role,
    rolePt: member.rolePt ?? "",
    bio: member.bio ?? "",
    bioPt: member.bioPt ?? "",
    imageUrl: member.imageUrl ?? "",
    qualifications: formatCommaList(member.qualifications),
    qualificationsPt: formatCommaList(member.qualificationsPt),
    specialties: formatCommaList(member.specialties),
    specialtiesPt: formatCommaList(member.specialtiesPt),
    active: member.active ? "on" : "",
  };
}

/** An empty form for a new member, active (saved, it goes to the end of the list). */
export function newTeamMemberFormValues(): TeamMemberFormValues {
  return {
    ...(Object.fromEntries(teamMemberFields.map((field) => [field, ""])) as TeamMemberFormValues),
    active: "on",
  };
}
