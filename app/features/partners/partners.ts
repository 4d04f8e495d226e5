/**
 * The partner businesses of /partners: six
 * fictional local businesses that give VIP members a discount. Names, logos
 * and discount numbers are data; the category and benefit texts live in the
 * partners dictionaries (benefit texts take the numbers as {placeholders}).
 * Client-safe.
 */
import { format } from "~/i18n/format";

export const partnerCategories = [
  "laserHairRemoval",
  "laserAesthetics",
  "barber",
  "dental",
  "wellness",
  "restaurant",
] as const;

export type PartnerCategory = (typeof partnerCategories)[number];

/** The numbers of a partner's benefit; each one fills the {placeholder} of the same name. */
export type PartnerDiscount = {
  /** The headline discount, in percent. */
  percent: number;
  /** The discount on later visits, when it differs from the first one. */
  followUpPercent?: number;
  /** How many treatment areas the discount covers. */
  areas?: number;
};

export type Partner = {
  id: string;
  /** A business name, the same in every language. */
  name: string;
  /** Path of the logo under /public, or null when the partner has none yet. */
  logo: string | null;
  category: PartnerCategory;
  discount: PartnerDiscount;
};

/** Every partner logo is drawn on the same canvas, so the strip stays even. */
export const PARTNER_LOGO_SIZE = { width: 160, height: 64 } as const;

export const partners = [
  {
    id: "silkwave-laser-studio",
    name: "Silkwave Laser Studio",
    logo: "/images/partners/silkwave-laser-studio.svg",
    category: "laserHairRemoval",
    discount: { percent: 80 },
  },
  {
    id: "lumenrose-aesthetics",
    name: "Lumenrose Aesthetics",
    logo: "/images/partners/lumenrose-aesthetics.svg",
    category: "laserAesthetics",
    discount: { percent: 60, areas: 3 },
  },
  {
    id: "fadeline-barber-co",
    name: "Fadeline Barber Co.",
    logo: null,
    category: "barber",
    discount: { percent: 30 },
  },
  {
    id: "brightbay-dental",
    name: "Brightbay Dental",
    logo: "/images/partners/brightbay-dental.svg",
    category: "dental",
    discount: { percent: 20 },
  },
  {
    id: "tidewell-physio-wellness",
    name: "Tidewell Physio & Wellness",
    logo: "/images/partners/tidewell-physio-wellness.svg",
    category: "wellness",
    discount: { percent: 60, followUpPercent: 10 },
  },
  {
    id: "cantinho-do-sabor",
    name: "Cantinho do Sabor Brazilian Kitchen",
    logo: null,
    category: "restaurant",
    discount: { percent: 10 },
  },
] as const satisfies readonly Partner[];

export type PartnerId = (typeof partners)[number]["id"];

/** A partner whose logo is known to exist. */
export type PartnerWithLogo<P extends { logo: string | null }> = P & { logo: string };

/** The partners the logo strip shows: only those that have a logo, in their order. */
export function partnersWithLogos<P extends { logo: string | null }>(
  list: readonly P[],
): PartnerWithLogo<P>[] {
  return list.filter((partner): partner is PartnerWithLogo<P> => partner.logo !== null);
}

/** The numbers of a discount as placeholder values for `format()`. */
export function discountValues(discount: PartnerDiscount): Record<string, number> {
  return Object.fromEntries(
    Object.entries(discount).filter((entry): entry is [string, number] => entry[1] !== undefined),
  );
}

/** What a partner card shows, in the visitor's language. */
export type PartnerCard = {
  id: string;
  name: string;
  logo: string | null;
  categoryKey: PartnerCategory;
  /** The category's name in the visitor's language. */
  category: string;
  benefit: string;
};

/** The partners' cards, with the category and benefit texts of one language. */
export function partnerCards(
  list: readonly Partner[],
  texts: {
    categories: Readonly<Record<PartnerCategory, string>>;
    benefits: Readonly<Record<string, string>>;
  },
): PartnerCard[] {
  return list.map(({ id, name, logo, category, discount }) => {
    const template = texts.benefits[id];
    if (template === undefined) throw new Error(`No benefit text for partner "${id}"`);
    return {
      id,
      name,
      logo,
      categoryKey: category,
      category: texts.categories[category],
      benefit: format(template, discountValues(discount)),
    };
  });
}
