import { eq, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import { isWebAddress } from "~/platform/links";
import { defaultClinicSettings, type ClinicSettings } from "~/platform/clinic";
import type { Database } from "~/platform/db/client.server";
import { clinicSettings } from "~/platform/db/schema";
import { logger } from "~/platform/logger.server";
import { rememberUntilContentChange } from "~/platform/content-changes.server";
import {
  fillHoursTexts,
  hoursTexts,
  upcomingClosures,
  weekdays,
  type Closure,
  type HoursTexts,
  type WeeklyHours,
  type Weekday,
} from "~/platform/opening-hours";
import { toClinicLocalInput } from "~/platform/clinic";
import { locales, type Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages.server";
import { parseOpeningHoursText, type WeekDay } from "~/platform/seo/json-ld";
import { SITE_PAGE_NAME } from "~/features/site-content/page-content-form";
import { clinicDetailsSchema, type ClinicDetails } from "./clinic-details-form";
import { getPageSections } from "./page-content.server";
import {
  messagesWithOverrides,
  readTextOverrides,
  type TextOverrides,
} from "./text-overrides.server";

/**
 * The clinic's facts (phones, e-mail, address, hours and closures, external links): one
 * row of clinic_settings, the same in every language, edited on /admin/settings. Before
 * the first save there, the demo's defaults apply, with any older page_content entries
 * of page "site" (the way they were edited before, per language) carried over: the
 * English entry, else the Portuguese one.
 */

const ROW_ID = "clinic";

/** The facts staff edit, taken from the full settings. */
export function detailsOf(settings: ClinicSettings): ClinicDetails {
  return {
    phone: settings.phone,
    phoneSecondary: settings.phoneSecondary,
    whatsappNumber: settings.whatsappNumber,
    email: settings.email,
    address: settings.address,
    hours: {
      weekly: { ...settings.hours.weekly },
      closures: settings.hours.closures.map((closure) => ({ ...closure })),
    },
    urls: { ...settings.urls },
    social: { ...settings.social },
  };
}

function withDetails(details: ClinicDetails): ClinicSettings {
  return { ...defaultClinicSettings, ...details };
}

type LegacySetter = (details: ClinicDetails, value: string) => void;

const dayOfSchemaName: Record<WeekDay, Weekday> = {
  Monday: "mon",
  Tuesday: "tue",
  Wednesday: "wed",
  Thursday: "thu",
  Friday: "fri",
  Saturday: "sat",
  Sunday: "sun",
};

/** An editor's old hours text, where it can be read as days and times (the first opening of a day). */
function weeklyFromText(text: string): WeeklyHours | null {
  const parsed = parseOpeningHoursText(text);
  if (!parsed) return null;
  const weekly = Object.fromEntries(weekdays.map((day) => [day, null])) as WeeklyHours;
  for (const { day, opens, closes } of parsed) {
    const key = dayOfSchemaName[day];
    weekly[key] ??= { opens, closes };
  }
  return weekly;
}

/** The old page_content "site" sections, and what each set. */
const legacySetters: Record<string, LegacySetter> = {
  phone: (details, value) => (details.phone = value),
  phone_secondary: (details, value) => (details.phoneSecondary = value),
  whatsapp: (details, value) => (details.whatsappNumber = value),
  email: (details, value) => (details.email = value),
  address: (details, value) => (details.address = value),
  hours: (details, value) => {
    const weekly = weeklyFromText(value);
    if (weekly) details.hours = { ...details.hours, weekly };
  },
  membership_signup: (details, value) => (details.urls.membershipSignup = value),
  booking_widget: (details, value) => (details.urls.bookingWidget = value),
  booking_practice_key: (details, value) => (details.urls.bookingPracticeKey = value),
  youtube_channel: (details, value) => (details.urls.youtubeChannel = value),
  reviews_view: (details, value) => (details.urls.reviewsView = value),
  reviews_write: (details, value) => (details.urls.reviewsWrite = value),
  facebook: (details, value) => (details.social.facebook = value),
  instagram: (details, value) => (details.social.instagram = value),
  youtube: (details, value) => (details.social.youtube = value),
};

const urlSections = new Set([
  "membership_signup",
  "booking_widget",
  "youtube_channel",
  "reviews_view",
  "reviews_write",
  "facebook",
  "instagram",
  "youtube",
]);

/**
 * The defaults with the old per-language entries applied, English first, then
 * Portuguese for a section only Portuguese has. A value the form would refuse (a web
 * address that is not https, say) is left out, so the result always passes the schema.
 */
export function applyLegacySections(
  english: ReadonlyMap<string, string>,
  portuguese: ReadonlyMap<string, string>,
): ClinicDetails {
  const details = detailsOf(defaultClinicSettings);
  for (const [section, setter] of Object.entries(legacySetters)) {
    const value = (english.get(section)?.trim() || portuguese.get(section)?.trim()) ?? "";
    if (!value) continue;
    if (urlSections.has(section) && !isWebAddress(value)) continue;
    const candidate = detailsOf(withDetails(details));
    setter(candidate, value);
    if (clinicDetailsSchema.safeParse(candidate).success) setter(details, value);
  }
  return details;
}

async function readLegacyDetails(db: Database): Promise<ClinicDetails> {
  const [english, portuguese] = await Promise.all([
    getPageSections(db, SITE_PAGE_NAME, "en"),
    getPageSections(db, SITE_PAGE_NAME, "pt-BR", { fallbackToEnglish: false }),
  ]);
  return applyLegacySections(english, portuguese);
}

export type StoredClinicDetails = {
  details: ClinicDetails;
  version: number;
  updatedAt: Date | null;
};

/** The facts as last saved (or carried over), with the version the form sends back. */
export async function readClinicDetails(db: Database): Promise<StoredClinicDetails> {
  const [row] = await db
    .select({
      value: clinicSettings.value,
      version: clinicSettings.version,
      updatedAt: clinicSettings.updatedAt,
    })
    .from(clinicSettings)
    .where(eq(clinicSettings.id, ROW_ID));
  if (row) {
    const parsed = clinicDetailsSchema.safeParse(row.value);
    if (parsed.success) {
      return { details: parsed.data, version: row.version, updatedAt: row.updatedAt };
    }
    logger.error(
      { issues: parsed.error.issues },
      "clinic_settings row is not valid: defaults shown",
    );
    return {
      details: detailsOf(defaultClinicSettings),
      version: row.version,
      updatedAt: row.updatedAt,
    };
  }
  return { details: await readLegacyDetails(db), version: 0, updatedAt: null };
}

/**
 * The clinic's facts, the same in every language. Every page reads them (the root
 * loader): kept until the content changes.
 */
export async function getClinicSettings(db: Database): Promise<ClinicSettings> {
  const { details } = await rememberUntilContentChange("clinic-settings", () =>
    readClinicDetails(db),
  );
  // A copy: the kept value is shared by every page.
  return withDetails(structuredClone(details));
}

/** The clinic's hours in a language's words, for the {openDays}, {hours}… of the texts. */
export async function getHoursTexts(db: Database, locale: Locale): Promise<HoursTexts> {
  try {
    return hoursTexts((await getClinicSettings(db)).hours.weekly, locale);
  } catch (error) {
    // A page whose own data fails degrades on its own terms (an empty list, a notice):
    // its texts never fail it. The root loader, which reads the same row, says so anyway.
    logger.error({ err: error }, "clinic hours could not be read: the default hours are written");
    return hoursTexts(defaultClinicSettings.hours.weekly, locale);
  }
}

/** A page's texts with the clinic's hours written into their {placeholders}. */
export async function withClinicHours<T>(db: Database, locale: Locale, messages: T): Promise<T> {
  return fillHoursTexts(messages, await getHoursTexts(db, locale));
}

/** The last dictionary made for each language, and what it was made from. */
const filledDictionaries = new Map<Locale, { key: string; messages: Messages }>();

/**
 * Every text of a language as the public site shows it: staff's changes to the shipped
 * texts (/admin/content, text-overrides.server.ts), then the clinic's hours in the
 * {openDays}, {hours}… placeholders. What every page loader reads its texts from. Made
 * once per language and change of texts or hours.
 */
export async function getClinicMessages(db: Database, locale: Locale): Promise<Messages> {
  const [texts, overrides] = await Promise.all([
    getHoursTexts(db, locale),
    readTextOverridesOrNone(db),
  ]);
  const key = JSON.stringify([texts, overrides[locale]]);
  const kept = filledDictionaries.get(locale);
  if (kept?.key === key) return kept.messages;
  const messages = fillHoursTexts(messagesWithOverrides(locale, overrides), texts);
  filledDictionaries.set(locale, { key, messages });
  return messages;
}

/** Staff's changes to the texts; none (the shipped texts) when they cannot be read. */
async function readTextOverridesOrNone(db: Database): Promise<TextOverrides> {
  try {
    return await readTextOverrides(db);
  } catch (error) {
    // As with the hours: a page's texts never fail it. The shipped ones are right, if older.
    logger.error({ err: error }, "changed texts could not be read: the shipped texts are shown");
    return Object.fromEntries(locales.map((locale) => [locale, {}])) as TextOverrides;
  }
}

/** The closures of the next 30 days, from today on the clinic's calendar. */
export function clinicUpcomingClosures(settings: ClinicSettings, now = new Date()): Closure[] {
  return upcomingClosures(settings.hours.closures, toClinicLocalInput(now).slice(0, 10));
}

export type ClinicDetailsSaveResult =
  | { kind: "saved"; version: number }
  /** Someone saved after the form was opened: nothing was written. */
  | { kind: "conflict"; version: number; savedBy: string | null; savedAt: Date | null };

/** Stores the facts (already checked by the form's schema) and audits the save. */
export async function saveClinicDetails(
  db: Database,
  {
    details,
    baseVersion,
    actor,
  }: { details: ClinicDetails; baseVersion: number | null; actor: AuditActor },
): Promise<ClinicDetailsSaveResult> {
  const value = clinicDetailsSchema.parse(details);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        version: clinicSettings.version,
        updatedBy: clinicSettings.updatedBy,
        updatedAt: clinicSettings.updatedAt,
      })
      .from(clinicSettings)
      .where(eq(clinicSettings.id, ROW_ID))
      .for("update");
    const currentVersion = current?.version ?? 0;
    if (baseVersion !== null && baseVersion !== currentVersion) {
      return {
        kind: "conflict",
        version: currentVersion,
        savedBy: current?.updatedBy ?? null,
        savedAt: current?.updatedAt ?? null,
      };
    }
    const [saved] = await tx
      .insert(clinicSettings)
      .values({ id: ROW_ID, value, version: 1, updatedBy: actor.email })
      .onConflictDoUpdate({
        target: clinicSettings.id,
        set: {
          value,
          version: sql`${clinicSettings.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: actor.email,
        },
      })
      .returning({ version: clinicSettings.version });
    await recordAudit(tx, {
      actor,
      action: "clinic_settings.updated",
      entityType: "clinic_settings",
      entityId: ROW_ID,
      summary: "Clinic details (contact, hours, closures, links)",
    });
    return { kind: "saved", version: saved?.version ?? currentVersion + 1 };
  });
}
