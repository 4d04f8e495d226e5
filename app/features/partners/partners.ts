import type { LocalizedTexts } from "~/platform/localized-texts";

/**
 * The partner businesses of /partners, as the site shows them: the rows of the partners
 * table (editors change them on /admin/partners). A name (the same in every language), a
 * logo (a shipped drawing or a media library image; optional), its kind (the card's
 * artwork without a logo), the headline discount in percent, and each language's
 * category label and benefit sentence. Client-safe.
 */

/** The kinds of business; each has its artwork for a card without a logo. */
export const partnerCategories = [
  "laserHairRemoval",
  "laserAesthetics",
  "barber",
  "dental",
  "wellness",
  "restaurant",
] as const;

export type PartnerCategory = (typeof partnerCategories)[number];

/** The kinds' names in the staff portal. */
export const partnerCategoryNames: Record<PartnerCategory, string> = {
  laserHairRemoval: "Laser hair removal",
  laserAesthetics: "Laser aesthetics",
  barber: "Barber shop",
  dental: "Dental office",
  wellness: "Wellness and physiotherapy",
  restaurant: "Restaurant",
};

export const partnerTextLimits = {
  name: 120,
  category: 80,
  benefit: 200,
} as const;

export type PartnerTexts = { category: string; benefit: string };
export type PartnerTextsByLocale = LocalizedTexts<PartnerTexts>;

/** Every partner logo is drawn on the same canvas, so the strip stays even. */
export const PARTNER_LOGO_SIZE = { width: 160, height: 64 } as const;

/** A partner whose logo is known to exist. */
export type PartnerWithLogo<P extends { logo: string | null }> = P & { logo: string };

/** The partners the logo strip shows: only those that have a logo, in their order. */
export function partnersWithLogos<P extends { logo: string | null }>(
  list: readonly P[],
): PartnerWithLogo<P>[] {
  return list.filter((partner): partner is PartnerWithLogo<P> => partner.logo !== null);
}

/** What a partner card shows, in the visitor's language. */
export type PartnerCard = {
  id: string;
  name: string;
  /** A path on this site, or null: the card shows its kind's artwork. */
  logo: string | null;
  categoryKey: PartnerCategory;
  /** The category's name in the visitor's language. */
  category: string;
  benefit: string;
  /** The headline discount, in percent. */
  discountPercent: number;
};
