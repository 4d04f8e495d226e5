import type { StaticPublicPath } from "~/platform/public-pages";
import { isSiteSettingSection, SITE_PAGE_NAME } from "./page-content-form";

/**
 * The public pages built from page_content rows: which page name's rows each shows, and
 * whether a Portuguese page falls back to English rows. The sitemap's lastmod and the
 * Page Content preview (where an entry shows) read it.
 */
export const pageContentPages: Partial<
  Record<StaticPublicPath, { pageName: string; fallbackToEnglish: boolean }>
> = {
  "/about": { pageName: "about_us", fallbackToEnglish: false },
  "/contact": { pageName: SITE_PAGE_NAME, fallbackToEnglish: true },
  "/privacy": { pageName: "legal_privacy", fallbackToEnglish: false },
  "/terms": { pageName: "legal_terms", fallbackToEnglish: false },
  "/nondiscrimination": { pageName: "legal_nondiscrimination", fallbackToEnglish: false },
  "/language-assistance": { pageName: "legal_language_assistance", fallbackToEnglish: false },
  "/notice-of-privacy-practices": { pageName: "legal_privacy_practices", fallbackToEnglish: false },
  "/accessibility": { pageName: "legal_accessibility", fallbackToEnglish: false },
};

/** The section of a legal page's page_content row. */
export const LEGAL_BODY_SECTION = "body";

/**
 * The public page where an entry shows (not localized), or null when none does: a clinic
 * fact of page "site" shows on /contact (and in the header and footer of every page),
 * a legal page's body on that page.
 */
export function pageContentPagePath(entry: {
  pageName: string;
  sectionName: string;
}): StaticPublicPath | null {
  if (entry.pageName === SITE_PAGE_NAME) {
    return isSiteSettingSection(entry.sectionName) ? "/contact" : null;
  }
  if (entry.sectionName !== LEGAL_BODY_SECTION || !entry.pageName.startsWith("legal_")) return null;
  const pages = Object.entries(pageContentPages) as [StaticPublicPath, { pageName: string }][];
  return pages.find(([, source]) => source.pageName === entry.pageName)?.[0] ?? null;
}
