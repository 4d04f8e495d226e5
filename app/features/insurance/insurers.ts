import type { LocalizedTexts } from "~/platform/localized-texts";

/**
 * The insurers accepted at the clinic, as the site shows them: the rows of the
 * insurers table (editors change them on /admin/insurers). A name (the same in every
 * language), a logo (the shipped neutral placeholder marks, or a media library image;
 * optional) and each language's description and plans. Client-safe.
 */

/** Every insurer mark is a square of this size. */
export const INSURER_LOGO_SIZE = { width: 64, height: 64 } as const;

export const insurerTextLimits = {
  name: 120,
  description: 400,
  plan: 200,
  plans: 20,
} as const;

export type InsurerTexts = { description: string; plans: readonly string[] };
export type InsurerTextsByLocale = LocalizedTexts<InsurerTexts>;

/** What an insurer card shows, in the visitor's language. */
export type InsurerCard = {
  id: string;
  name: string;
  /** A path on this site, or null: the card shows the name's first letter. */
  logo: string | null;
  description: string;
  plans: readonly string[];
};
