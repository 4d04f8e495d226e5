import { defaultClinicSettings, type ClinicSettings } from "~/config/clinic";
import type { Database } from "~/db/client.server";
import type { Locale } from "~/i18n/locales";
import { getPageSections } from "./page-content.server";

/** page_content rows with this page_name override the clinic's contact facts. */
export const SITE_SETTINGS_PAGE = "site";

/** Section name → the setting it overrides. */
const overridableSettings = {
  phone: "phone",
  phone_secondary: "phoneSecondary",
  whatsapp: "whatsappNumber",
  email: "email",
  address: "address",
  hours: "hoursOverride",
} as const satisfies Record<string, keyof ClinicSettings>;

export function applySettingOverrides(
  sections: ReadonlyMap<string, string>,
  defaults: ClinicSettings = defaultClinicSettings,
): ClinicSettings {
  const settings: ClinicSettings = { ...defaults };
  for (const [section, key] of Object.entries(overridableSettings)) {
    const value = sections.get(section)?.trim();
    if (value) settings[key] = value;
  }
  return settings;
}

/** The clinic's facts as editors last set them, in the visitor's language. */
export async function getClinicSettings(db: Database, locale: Locale): Promise<ClinicSettings> {
  return applySettingOverrides(await getPageSections(db, SITE_SETTINGS_PAGE, locale));
}
