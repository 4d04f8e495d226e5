import { catalogueStore } from "~/features/catalogues/index.server";
import type { Locale } from "~/i18n/locales";
import type { Database } from "~/platform/db/client.server";
import { partners } from "~/platform/db/schema";
import { textsIn } from "~/platform/localized-texts";
import { safeImageSrc } from "~/platform/sanitize.server";
import { partnerFormValues, partnerTextsSchema, type PartnerInput } from "./partner-form";
import { partnerCategories, type PartnerCard, type PartnerCategory } from "./partners";

/*
 * The partners in the database: what /partners shows (the active ones, kept until the
 * content changes) and the staff portal's list and editor (app/features/catalogues).
 */

const isCategory = (value: unknown): value is PartnerCategory =>
  (partnerCategories as readonly unknown[]).includes(value);

export const partnerStore = catalogueStore<PartnerInput>({
  table: partners,
  columns: {
    id: partners.id,
    name: partners.name,
    logoUrl: partners.logoUrl,
    category: partners.category,
    discountPercent: partners.discountPercent,
    position: partners.position,
    active: partners.active,
    texts: partners.texts,
    version: partners.version,
    updatedAt: partners.updatedAt,
  },
  entityType: "partner",
  noun: "partner",
  fromRow: (row) => {
    const texts = partnerTextsSchema.safeParse(row.texts);
    if (!texts.success || !isCategory(row.category)) return null;
    return {
      name: row.name as string,
      logoUrl: row.logoUrl as string | null,
      category: row.category,
      discountPercent: row.discountPercent as number,
      active: row.active as boolean,
      texts: texts.data,
    };
  },
  nameOf: (partner) => partner.name,
  toValues: partnerFormValues,
});

/** The active partners' cards in one language (a missing text in English). */
export async function getPartnerCards(db: Database, locale: Locale): Promise<PartnerCard[]> {
  return (await partnerStore.listActive(db)).map((partner) => {
    const texts = textsIn(partner.texts, locale);
    return {
      id: partner.id,
      name: partner.name,
      logo: safeImageSrc(partner.logoUrl),
      categoryKey: partner.category,
      category: texts.category,
      benefit: texts.benefit,
      discountPercent: partner.discountPercent,
    };
  });
}
