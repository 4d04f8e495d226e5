import { z } from "zod";
import { isSiteImage, linkRuleMessages } from "~/platform/links";
import { checkbox, optionalText, requiredText } from "~/platform/forms/fields";
import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import {
  localizedField,
  localizedTextsSchema,
  type LocalizedTexts,
} from "~/platform/localized-texts";

/**
 * The staff portal's team member form: field names, limits, the comma lists and
 * the one schema the server validates with (through parseSubmission). Client-safe:
 * the form imports the names and limits from here. The portal is English-only, so
 * the errors are prose.
 */

/** The texts a member has in each language (the map in team_members.texts). */
export const teamMemberTextFields = ["role", "bio", "qualifications", "specialties"] as const;
export type TeamMemberTextField = (typeof teamMemberTextFields)[number];

/** One language's texts of a member: English in full; another language may leave any out. */
export type TeamMemberTexts = {
  role: string;
  /** Paragraphs separated by an empty line; "" when there is none. */
  bio: string;
  qualifications: string[];
  specialties: string[];
};
export type TeamMemberTextsByLocale = LocalizedTexts<TeamMemberTexts>;

/** The form's fields: the name, photo and visibility, and each language's texts (`role_pt-BR`). */
export type TeamMemberField = "name" | "imageUrl" | "active" | `${TeamMemberTextField}_${Locale}`;

/** The form field of a text in one language. */
export const teamMemberTextField: (field: TeamMemberTextField, locale: Locale) => TeamMemberField =
  localizedField;

export const teamMemberFields: readonly TeamMemberField[] = [
  "name",
  ...locales.flatMap((locale) =>
    teamMemberTextFields.map((field) => teamMemberTextField(field, locale)),
  ),
  "imageUrl",
  "active",
];

/** What the form shows in each field: the typed text ("on" or "" for the checkbox). */
export type TeamMemberFormValues = Record<TeamMemberField, string>;

/** Maximum lengths of one language's texts as typed (a list: the whole comma list). */
export const teamMemberTextLimits: Record<TeamMemberTextField, number> = {
  role: 160,
  bio: 10_000,
  qualifications: 4_000,
  specialties: 4_000,
};

/** Maximum lengths of what may be typed; the form uses them as maxLength too. */
export const teamMemberLimits = {
  name: 120,
  imageUrl: 2_000,
  active: 10,
  ...Object.fromEntries(
    locales.flatMap((locale) =>
      teamMemberTextFields.map((field) => [
        teamMemberTextField(field, locale),
        teamMemberTextLimits[field],
      ]),
    ),
  ),
} as Record<TeamMemberField, number>;

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
 * A member's texts in every language as stored, checked when read: the shape, not the
 * form's limits, so a row written otherwise (a script, an import) still shows.
 */
export const teamMemberTextsSchema = localizedTextsSchema({
  role: z.string(),
  bio: z.string(),
  qualifications: z.array(z.string()),
  specialties: z.array(z.string()),
}) as unknown as z.ZodType<TeamMemberTextsByLocale>;

/**
 * A saved member's editable fields, as stored (an image left empty is null). Their place in
 * the list is not among them: it changes only by moving them on the list (moveTeamMember).
 */
export type TeamMemberInput = {
  name: string;
  imageUrl: string | null;
  active: boolean;
  texts: TeamMemberTextsByLocale;
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

/** One language's text field: English's role required, everything else optional. */
function textSchema(field: TeamMemberTextField, locale: Locale) {
  const max = teamMemberTextLimits[field];
  if (field === "qualifications" || field === "specialties") return commaList(max);
  if (field === "role" && locale === defaultLocale) {
    return required(teamMemberMessages.roleRequired, max);
  }
  return optional(max).transform((value) => value ?? "");
}

type ParsedForm = Record<string, unknown> & Omit<TeamMemberInput, "texts">;

/** Whether a typed text or list has anything in it. */
function given(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : typeof value === "string" && value !== "";
}

/**
 * The schema of a posted member form: the texts of each language become the stored map
 * (English in full; another language keeps only what was typed, so an empty field shows
 * the English text). An image address on one of `ownOrigins` is kept as its path.
 */
export function teamMemberSchema({ ownOrigins = [] }: { ownOrigins?: readonly string[] } = {}) {
  const shape = {
    name: required(teamMemberMessages.nameRequired, teamMemberLimits.name),
    imageUrl: imageUrl(ownOrigins),
    active: checkbox,
    ...Object.fromEntries(
      locales.flatMap((locale) =>
        teamMemberTextFields.map((field) => [
          teamMemberTextField(field, locale),
          textSchema(field, locale),
        ]),
      ),
    ),
  };
  return (
    z.object(shape) as unknown as z.ZodType<ParsedForm, Record<TeamMemberField, unknown>>
  ).transform((form): TeamMemberInput => ({
    name: form.name,
    imageUrl: form.imageUrl,
    active: form.active,
    texts: Object.fromEntries(
      locales.flatMap((locale) => {
        const entries = teamMemberTextFields
          .map((field) => [field, form[teamMemberTextField(field, locale)]] as const)
          .filter(([, value]) => locale === defaultLocale || given(value));
        return locale === defaultLocale || entries.length > 0
          ? [[locale, Object.fromEntries(entries)]]
          : [];
      }),
    ) as TeamMemberTextsByLocale,
  }));
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
  const values: Record<string, string> = {
    name: member.name,
    imageUrl: member.imageUrl ?? "",
    active: member.active ? "on" : "",
  };
  for (const locale of locales) {
    const texts: Partial<TeamMemberTexts> =
      (member.texts as Partial<Record<Locale, Partial<TeamMemberTexts>>>)[locale] ?? {};
    values[teamMemberTextField("role", locale)] = texts.role ?? "";
    values[teamMemberTextField("bio", locale)] = texts.bio ?? "";
    values[teamMemberTextField("qualifications", locale)] = formatCommaList(
      texts.qualifications ?? [],
    );
    values[teamMemberTextField("specialties", locale)] = formatCommaList(texts.specialties ?? []);
  }
  return values as TeamMemberFormValues;
}

/** An empty form for a new member, active (saved, it goes to the end of the list). */
export function newTeamMemberFormValues(): TeamMemberFormValues {
  return {
    ...(Object.fromEntries(teamMemberFields.map((field) => [field, ""])) as TeamMemberFormValues),
    active: "on",
  };
}
