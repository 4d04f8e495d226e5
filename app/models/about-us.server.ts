import { aboutUsDefaults } from "~/content/about-us-defaults.server";
import {
  ABOUT_US_PAGE,
  aboutUsImageSections,
  aboutUsSections,
  type AboutUsImageSection,
  type AboutUsSection,
} from "~/content/about-us";
import type { Database } from "~/db/client.server";
import type { Locale } from "~/i18n/locales";
import { getPageSections } from "./page-content.server";

/** Built-in artwork for the image sections, used until an editor uploads one. */
export const aboutUsDefaultImages: Record<AboutUsImageSection, string> = {
  header_background_image: "/images/about-header.svg",
  mission_image: "/images/mission.svg",
  story_image: "/images/story.svg",
};

export type AboutUsContent = Record<AboutUsSection, string>;

/** Only site paths and http(s) URLs may be used as links or images. */
function isSafeUrl(value: string): boolean {
  return /^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value);
}

/**
 * Every About Us section in the visitor's language: what editors saved in
 * page_content, or the built-in default when the row is missing or empty.
 */
export async function getAboutUsContent(db: Database, locale: Locale): Promise<AboutUsContent> {
  // A Portuguese visitor gets the Portuguese default rather than an editor's English text.
  const saved = await getPageSections(db, ABOUT_US_PAGE, locale, { fallbackToEnglish: false });
  const defaults: Record<string, string> = { ...aboutUsDefaults[locale], ...aboutUsDefaultImages };
  const content = {} as AboutUsContent;
  for (const section of aboutUsSections) {
    const value = saved.get(section)?.trim();
    const needsUrl =
      section === "cta_button_link" ||
      (aboutUsImageSections as readonly string[]).includes(section);
    content[section] = value && (!needsUrl || isSafeUrl(value)) ? value : (defaults[section] ?? "");
  }
  return content;
}
