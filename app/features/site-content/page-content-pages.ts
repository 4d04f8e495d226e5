import type { StaticPublicPath } from "~/platform/public-pages";

/**
 * The public pages built from page_content rows: which page name's rows each shows, and
 * whether a Portuguese page falls back to English rows. The sitemap's lastmod and the
 * Page Content preview (where an entry shows) read it.
 */
export const pageContentPages: Partial<
  Record<StaticPublicPath, { pageName: string; fallbackToEnglish: boolean }>
> = {
  "/about": { pageName: "about_us", fallbackToEnglish: false },
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
 * The public page where an entry shows (not localized), or null when none does: a legal
 * page's body on that page. (The clinic's facts, once entries of page "site", are edited
 * on Clinic details, /admin/settings.)
 */
export function pageContentPagePath(entry: {
  pageName: string;
  sectionName: string;
}): StaticPublicPath | null {
  if (entry.sectionName !== LEGAL_BODY_SECTION || !entry.pageName.startsWith("legal_")) return null;
  const pages = Object.entries(pageContentPages) as [StaticPublicPath, { pageName: string }][];
  return pages.find(([, source]) => source.pageName === entry.pageName)?.[0] ?? null;
}
