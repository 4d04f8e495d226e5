import { z } from "zod";
import { malformed, siteImageField, tooLong } from "~/features/catalogues";
import { locales, type Locale } from "~/i18n/locales";
import { checkbox, optionalText, requiredText } from "~/platform/forms/fields";
import { localizedField, localizedTextsSchema } from "~/platform/localized-texts";
import {
  partnerCategories,
  partnerTextLimits,
  type PartnerCategory,
  type PartnerTexts,
  type PartnerTextsByLocale,
} from "./partners";

/**
 * The portal's partner form: name, logo, kind, discount, active, and each language's
 * category label and benefit sentence (named `<text>_<locale>`). English is required;
 * the other languages show the English text where empty. Client-safe.
 */

/** A partner's texts in every language: the stored map, checked on save and on read. */
export const partnerTextsSchema = localizedTextsSchema({
  category: z.string().max(partnerTextLimits.category),
  benefit: z.string().max(partnerTextLimits.benefit),
});

export const partnerTextFields = ["category", "benefit"] as const;
export type PartnerTextField = (typeof partnerTextFields)[number];
export type PartnerField =
  "name" | "logoUrl" | "category" | "discountPercent" | "active" | `${PartnerTextField}_${Locale}`;
export type PartnerFormValues = Record<PartnerField, string>;

export const partnerTextField: (field: PartnerTextField, locale: Locale) => PartnerField =
  localizedField;

export const partnerLimits = {
  name: partnerTextLimits.name,
  logoUrl: 2_000,
  category: 40,
  discountPercent: 5,
  active: 10,
  ...Object.fromEntries(
    locales.flatMap((locale) =>
      partnerTextFields.map((field) => [partnerTextField(field, locale), partnerTextLimits[field]]),
    ),
  ),
} as Record<PartnerField, number>;

const requiredMessages: Record<PartnerTextField, string> = {
  category: "Please enter the category in English.",
  benefit: "Please enter the member benefit in English.",
};

function textSchema(field: PartnerTextField, locale: Locale) {
  const max = partnerTextLimits[field];
  if (locale !== "en") return optionalText(max, { malformed, tooLong: tooLong(max) });
  const required = requiredMessages[field];
  return requiredText(max, { missing: required, malformed, required, tooLong: tooLong(max) });
}

/** A stored partner's editable fields. */
export type PartnerInput = {
  name: string;
  logoUrl: string | null;
  category: PartnerCategory;
  discountPercent: number;
  active: boolean;
  texts: PartnerTextsByLocale;
};

type ParsedForm = Record<string, unknown> & Omit<PartnerInput, "texts">;

const percentMessage = "Please enter the discount as a whole number from 0 to 100.";

/** The schema of a posted partner form; an address on one of `ownOrigins` is kept as its path. */
export function partnerFormSchema({ ownOrigins = [] }: { ownOrigins?: readonly string[] } = {}) {
  const nameRequired = "Please enter the partner's name.";
  const shape = {
    name: requiredText(partnerTextLimits.name, {
      missing: nameRequired,
      malformed,
      required: nameRequired,
      tooLong: tooLong(partnerTextLimits.name),
    }),
    logoUrl: siteImageField(partnerLimits.logoUrl, ownOrigins),
    category: z.enum(partnerCategories, { error: "Please choose the kind of business." }),
    discountPercent: z
      .string({ error: percentMessage })
      .trim()
      .regex(/^\d{1,3}$/, { error: percentMessage })
      .transform(Number)
      .refine((value) => value <= 100, { error: percentMessage }),
    active: checkbox,
    ...Object.fromEntries(
      locales.flatMap((locale) =>
        partnerTextFields.map((field) => [
          partnerTextField(field, locale),
          textSchema(field, locale),
        ]),
      ),
    ),
  };
  return (
    z.object(shape) as unknown as z.ZodType<ParsedForm, Record<PartnerField, unknown>>
  ).transform((form): PartnerInput => ({
    name: form.name,
    logoUrl: form.logoUrl,
    category: form.category,
    discountPercent: form.discountPercent,
    active: form.active,
    texts: partnerTextsSchema.parse(
      Object.fromEntries(
        locales.map((locale) => [
          locale,
          Object.fromEntries(
            partnerTextFields.map((field) => [
              field,
              (form[partnerTextField(field, locale)] as string | undefined) ?? "",
            ]),
          ),
        ]),
      ),
    ),
  }));
}

/** What the form shows for a stored partner. */
export function partnerFormValues(partner: PartnerInput): PartnerFormValues {
  const values: Record<string, string> = {
    name: partner.name,
    logoUrl: partner.logoUrl ?? "",
    category: partner.category,
    discountPercent: String(partner.discountPercent),
    active: partner.active ? "on" : "",
  };
  for (const locale of locales) {
    const texts: Partial<PartnerTexts> =
      (partner.texts as Partial<Record<Locale, Partial<PartnerTexts>>>)[locale] ?? {};
    for (const field of partnerTextFields) {
      values[partnerTextField(field, locale)] = texts[field] ?? "";
    }
  }
  return values as PartnerFormValues;
}

export function newPartnerFormValues(): PartnerFormValues {
  return {
    ...partnerFormValues({
      name: "",
      logoUrl: null,
      category: "wellness",
      discountPercent: 0,
      active: true,
      texts: { en: { category: "", benefit: "" } },
    }),
    discountPercent: "",
  };
}

/** How the portal's messages name the partners (app/features/catalogues/). */
export const partnerCatalogue = {
  noun: "partner",
  listPath: "/admin/partners",
  shownOn: "the Partners page",
} as const;
