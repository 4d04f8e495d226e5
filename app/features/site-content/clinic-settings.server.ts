import { isWebAddress } from "~/platform/links";
import { defaultClinicSettings, type ClinicSettings } from "~/platform/clinic";
import type { Database } from "~/platform/db/client.server";
import {
  SITE_PAGE_NAME,
  siteSettingSections,
  type SiteSettingSection,
} from "~/features/site-content/page-content-form";
import type { Locale } from "~/i18n/locales";
import { rememberUntilContentChange } from "~/platform/content-changes.server";
import { getPageSections } from "./page-content.server";
import type { PageContentDraft } from "./page-content-preview.server";

/** page_content rows with this page_name override the clinic's facts. */
export const SITE_SETTINGS_PAGE = SITE_PAGE_NAME;

type Setter = (settings: ClinicSettings, value: string) => void;

/** Section name → how it changes the settings (the compiler checks every section has one). */
const setters: Record<SiteSettingSection, Setter> = {
  phone: (settings, value) => (settings.phone = value),
  phone_secondary: (settings, value) => (settings.phoneSecondary = value),
  whatsapp: (settings, value) => (settings.whatsappNumber = value),
  email: (settings, value) => (settings.email = value),
  address: (settings, value) => (settings.address = value),
  hours: (settings, value) => (settings.hoursOverride = value),
  membership_signup: (settings, value) => (settings.urls.membershipSignup = value),
  booking_widget: (settings, value) => (settings.urls.bookingWidget = value),
  booking_practice_key: (settings, value) => (settings.urls.bookingPracticeKey = value),
  youtube_channel: (settings, value) => (settings.urls.youtubeChannel = value),
  reviews_view: (settings, value) => (settings.urls.reviewsView = value),
  reviews_write: (settings, value) => (settings.urls.reviewsWrite = value),
  facebook: (settings, value) => (settings.social.facebook = value),
  instagram: (settings, value) => (settings.social.instagram = value),
  youtube: (settings, value) => (settings.social.youtube = value),
};

/**
 * The defaults with every non-empty override applied. A web address that is
 * not http(s) is ignored (the editor's form refuses it; this guards old rows),
 * so a link on the public site can never become javascript: or data:.
 */
export function applySettingOverrides(
  sections: ReadonlyMap<string, string>,
  defaults: ClinicSettings = defaultClinicSettings,
): ClinicSettings {
  const settings: ClinicSettings = {
    ...defaults,
    openingHours: { ...defaults.openingHours },
    social: { ...defaults.social },
    urls: { ...defaults.urls },
  };
  for (const [section, setter] of Object.entries(setters) as [SiteSettingSection, Setter][]) {
    const value = sections.get(section)?.trim();
    if (!value) continue;
    if (siteSettingSections[section].kind === "url" && !isWebAddress(value)) continue;
    setter(settings, value);
  }
  return settings;
}

/**
 * The clinic's facts as editors last set them, in the visitor's language; with a
 * preview's unsaved entry of page "site" in this language, as saving it would set them.
 */
export async function getClinicSettings(
  db: Database,
  locale: Locale,
  draft?: PageContentDraft | null,
): Promise<ClinicSettings> {
  // Every page reads them (the root loader): kept until the content changes. A copy, since
  // a preview's draft is set on it.
  const sections = new Map(
    await rememberUntilContentChange(`clinic-settings:${locale}`, () =>
      getPageSections(db, SITE_SETTINGS_PAGE, locale),
    ),
  );
  if (draft && isSiteSettingsDraft(draft, locale)) {
    sections.set(draft.sectionName, draft.contentValue);
  }
  return applySettingOverrides(sections);
}

/** Whether a Page Content preview is of a clinic fact, shown in this language. */
export function isSiteSettingsDraft(draft: PageContentDraft, locale: Locale): boolean {
  return draft.pageName === SITE_SETTINGS_PAGE && draft.locale === locale;
}
