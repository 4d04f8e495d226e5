import type { StaticPublicPath } from "~/platform/public-pages";
import { editablePages, editableTextAt } from "./editable-texts";

/**
 * The public pages built from page_content rows (or with texts staff change): which page
 * name's rows each shows, and whether a Portuguese page falls back to English rows. The sitemap's lastmod and the
 * Page Content preview (where an entry shows) read it.
 */
export const pageContentPages: Partial<
  Record<StaticPublicPath, { pageName: string; fallbackToEnglish: boolean }>
> = {
  // Pages whose texts staff change (editable-texts.ts): each language its own.
  ...Object.fromEntries(
    editablePages.map((page) => [page.path, { pageName: page.pageName, fallbackToEnglish: false }]),
  ),
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

/** Where an entry shows: its page and the spot on it; null when no page shows it. */
export type EntryPlacement = { path: StaticPublicPath; anchor?: string };

/**
 * Where the public site shows an entry: a page's text (editable-texts.ts) at its spot, a
 * legal page's body on that page; null for an entry no page reads ("not shown anywhere").
 */
export function entryPlacement(entry: {
  pageName: string;
  sectionName: string;
}): EntryPlacement | null {
  const editable = editableTextAt(entry.pageName, entry.sectionName);
  if (editable) {
    const { anchor } = editable.text;
    return anchor === undefined
      ? { path: editable.page.path }
      : { path: editable.page.path, anchor };
  }
  const path = pageContentPagePath(entry);
  return path === null ? null : { path };
}
