import { localizedField, localizedTextsSchema } from "~/platform/localized-texts";
import { z } from "zod";
import { locales, type Locale } from "~/i18n/locales";
import { checkbox, optionalText, requiredText } from "~/platform/forms/fields";
import { malformed, siteImageField, tooLong } from "~/features/catalogues";
import { insurerTextLimits, type InsurerTexts, type InsurerTextsByLocale } from "./insurers";

/**
 * The portal's insurer form: name, logo, active, and each language's description and
 * plans (named `<text>_<locale>`, one column per language of the site). The English
 * description is required; the other languages show the English text where empty.
 * Client-safe.
 */

/**
 * An insurer's texts in every language: the stored map, checked on save and on read. Here,
 * not in insurers.ts, so that the public pages' scripts carry no zod.
 */
export const insurerTextsSchema = localizedTextsSchema({
  description: z.string().max(insurerTextLimits.description),
  plans: z.array(z.string().max(insurerTextLimits.plan)).max(insurerTextLimits.plans),
});

export const insurerTextFields = ["description", "plans"] as const;
export type InsurerTextField = (typeof insurerTextFields)[number];
export type InsurerField = "name" | "logoUrl" | "active" | `${InsurerTextField}_${Locale}`;
export type InsurerFormValues = Record<InsurerField, string>;

export const insurerTextField: (field: InsurerTextField, locale: Locale) => InsurerField =
  localizedField;

const textLimits: Record<InsurerTextField, number> = {
  description: insurerTextLimits.description,
  plans: insurerTextLimits.plans * (insurerTextLimits.plan + 1),
};

export const insurerLimits = {
  name: insurerTextLimits.name,
  logoUrl: 2_000,
  active: 10,
  ...Object.fromEntries(
    locales.flatMap((locale) =>
      insurerTextFields.map((field) => [insurerTextField(field, locale), textLimits[field]]),
    ),
  ),
} as Record<InsurerField, number>;

/** One item a line: lines trimmed, empty ones dropped. */
export function lines(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

function textSchema(field: InsurerTextField, locale: Locale) {
  const max = textLimits[field];
  if (field === "description") {
    if (locale !== "en") return optionalText(max, { malformed, tooLong: tooLong(max) });
    const required = "Please enter a short description in English.";
    return requiredText(max, { missing: required, malformed, required, tooLong: tooLong(max) });
  }
  return optionalText(max, { malformed, tooLong: tooLong(max) })
    .transform((value) => lines(value))
    .refine((items) => items.length <= insurerTextLimits.plans, {
      error: `Please list at most ${insurerTextLimits.plans} plans.`,
    })
    .refine((items) => items.every((item) => item.length <= insurerTextLimits.plan), {
      error: `Each plan can have at most ${insurerTextLimits.plan} characters.`,
    });
}

/** A stored insurer's editable fields. */
export type InsurerInput = {
  name: string;
  logoUrl: string | null;
  active: boolean;
  texts: InsurerTextsByLocale;
};

type ParsedForm = Record<string, unknown> & {
  name: string;
  logoUrl: string | null;
  active: boolean;
};

/** The schema of a posted insurer form; an address on one of `ownOrigins` is kept as its path. */
export function insurerFormSchema({ ownOrigins = [] }: { ownOrigins?: readonly string[] } = {}) {
  const nameRequired = "Please enter the insurer's name.";
  const shape = {
    name: requiredText(insurerTextLimits.name, {
      missing: nameRequired,
      malformed,
      required: nameRequired,
      tooLong: tooLong(insurerTextLimits.name),
    }),
    logoUrl: siteImageField(insurerLimits.logoUrl, ownOrigins),
    active: checkbox,
    ...Object.fromEntries(
      locales.flatMap((locale) =>
        insurerTextFields.map((field) => [
          insurerTextField(field, locale),
          textSchema(field, locale),
        ]),
      ),
    ),
  };
  return (
    z.object(shape) as unknown as z.ZodType<ParsedForm, Record<InsurerField, unknown>>
  ).transform((form): InsurerInput => ({
    name: form.name,
    logoUrl: form.logoUrl,
    active: form.active,
    texts: insurerTextsSchema.parse(
      Object.fromEntries(
        locales.map((locale) => [
          locale,
          {
            description: form[insurerTextField("description", locale)] ?? "",
            plans: form[insurerTextField("plans", locale)] ?? [],
          },
        ]),
      ),
    ),
  }));
}

/** What the form shows for a stored insurer. */
export function insurerFormValues(insurer: InsurerInput): InsurerFormValues {
  const values: Record<string, string> = {
    name: insurer.name,
    logoUrl: insurer.logoUrl ?? "",
    active: insurer.active ? "on" : "",
  };
  for (const locale of locales) {
    const texts: Partial<InsurerTexts> =
      (insurer.texts as Partial<Record<Locale, Partial<InsurerTexts>>>)[locale] ?? {};
    values[insurerTextField("description", locale)] = texts.description ?? "";
    values[insurerTextField("plans", locale)] = (texts.plans ?? []).join("\n");
  }
  return values as InsurerFormValues;
}

export function newInsurerFormValues(): InsurerFormValues {
  return insurerFormValues({
    name: "",
    logoUrl: null,
    active: true,
    texts: { en: { description: "", plans: [] } },
  });
}

/** How the portal's messages name the insurers (app/features/catalogues/). */
export const insurerCatalogue = {
  noun: "insurer",
  listPath: "/admin/insurers",
  shownOn: "the Insurance page",
} as const;
