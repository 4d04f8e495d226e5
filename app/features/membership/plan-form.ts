import { localizedField, localizedTextsSchema } from "~/platform/localized-texts";
import { z } from "zod";
import { locales, type Locale } from "~/i18n/locales";
import { checkbox, optionalText, requiredText } from "~/platform/forms/fields";
import { centsToDollarsText, dollarsField } from "~/platform/forms/money";
import {
  isPlanIcon,
  planTabs,
  planTextLimits,
  type PlanIcon,
  type PlanTab,
  type PlanTexts,
  type PlanTextsByLocale,
} from "./plans";

/**
 * The portal's membership plan form: its fields (each text once per language of the
 * site, named `<text>_<locale>`), limits, messages and the one schema the server
 * validates with. English texts are required where the card needs them; the other
 * languages may be left empty and then show the English text. Client-safe.
 */

const line = (max: number) => z.string().max(max);

/**
 * A plan's texts in every language: the stored map, checked on save and on read. Here, not
 * in plans.ts, so that the public pages' scripts carry no zod.
 */
export const planTextsSchema = localizedTextsSchema({
  name: line(planTextLimits.name),
  description: line(planTextLimits.description),
  benefits: z.array(line(planTextLimits.benefit)).max(planTextLimits.benefits),
  cta: line(planTextLimits.cta),
});

export const planTextFields = ["name", "description", "benefits", "cta"] as const;
export type PlanTextField = (typeof planTextFields)[number];
export type PlanField =
  "category" | "icon" | "fee" | "monthly" | "featured" | "active" | `${PlanTextField}_${Locale}`;

export const planTextField: (field: PlanTextField, locale: Locale) => PlanField = localizedField;

export type PlanFormValues = Record<PlanField, string>;

/** The largest price a plan may have: $10,000. */
export const MAX_PLAN_PRICE_CENTS = 1_000_000;

const textLimits: Record<PlanTextField, number> = {
  name: planTextLimits.name,
  description: planTextLimits.description,
  benefits: planTextLimits.benefits * (planTextLimits.benefit + 1),
  cta: planTextLimits.cta,
};

export const planLimits = {
  category: 20,
  icon: 20,
  fee: 20,
  monthly: 20,
  featured: 10,
  active: 10,
  ...Object.fromEntries(
    locales.flatMap((locale) =>
      planTextFields.map((field) => [planTextField(field, locale), textLimits[field]]),
    ),
  ),
} as Record<PlanField, number>;

const tooLong = (max: number) => `Please keep this to ${max.toLocaleString("en-US")} characters.`;
const malformed = "This field was sent in a way the form does not understand. Please try again.";
const maxPrice = `$${(MAX_PLAN_PRICE_CENTS / 100).toLocaleString("en-US")}`;

const price = (what: string) =>
  dollarsField(MAX_PLAN_PRICE_CENTS, {
    required: `Please enter the ${what}.`,
    invalid: `Enter the ${what} in dollars, e.g. 99 or 99.50.`,
    decimals: "Use at most 2 decimals (cents).",
    positive: `The ${what} must be more than $0.`,
    tooLarge: `The ${what} can be at most ${maxPrice}.`,
  });

const requiredEnglish: Partial<Record<PlanTextField, string>> = {
  name: "Please enter the plan's name in English.",
  cta: "Please enter the button's text in English, e.g. Select Plan.",
};

/** One benefit a line: lines trimmed, empty ones dropped. */
export function benefitLines(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

function textSchema(field: PlanTextField, locale: Locale) {
  const max = textLimits[field];
  const required = locale === "en" ? requiredEnglish[field] : undefined;
  const base = required
    ? requiredText(max, { missing: required, malformed, required, tooLong: tooLong(max) })
    : optionalText(max, { malformed, tooLong: tooLong(max) });
  if (field !== "benefits") return base;
  return base
    .transform((value) => benefitLines(value))
    .refine((lines) => lines.length <= planTextLimits.benefits, {
      error: `Please list at most ${planTextLimits.benefits} benefits.`,
    })
    .refine((lines) => lines.every((line) => line.length <= planTextLimits.benefit), {
      error: `Each benefit can have at most ${planTextLimits.benefit} characters.`,
    });
}

const shape = {
  category: z.enum(planTabs, { error: "Please choose the plan's tab." }),
  icon: z
    .string({ error: "Please choose an icon." })
    .refine((value) => isPlanIcon(value), { error: "Please choose an icon." }),
  fee: price("enrolment fee"),
  monthly: price("monthly payment"),
  featured: checkbox,
  active: checkbox,
  ...Object.fromEntries(
    locales.flatMap((locale) =>
      planTextFields.map((field) => [planTextField(field, locale), textSchema(field, locale)]),
    ),
  ),
};

/** A plan's editable fields as stored. */
export type PlanInput = {
  category: PlanTab;
  icon: PlanIcon;
  feeCents: number;
  monthlyCents: number;
  featured: boolean;
  active: boolean;
  texts: PlanTextsByLocale;
};

type ParsedForm = Record<string, unknown> & {
  category: PlanTab;
  icon: string;
  fee: number;
  monthly: number;
  featured: boolean;
  active: boolean;
};

/** The schema of a posted plan form: its output is what a save stores. */
export const planFormSchema = (
  z.object(shape) as unknown as z.ZodType<ParsedForm, Record<PlanField, unknown>>
).transform((form): PlanInput => {
  const texts = Object.fromEntries(
    locales.map((locale) => [
      locale,
      Object.fromEntries(
        planTextFields.map((field) => [
          field,
          form[planTextField(field, locale)] ?? (field === "benefits" ? [] : ""),
        ]),
      ),
    ]),
  );
  return {
    category: form.category,
    icon: form.icon as PlanIcon,
    feeCents: form.fee,
    monthlyCents: form.monthly,
    featured: form.featured,
    active: form.active,
    texts: planTextsSchema.parse(texts),
  };
});

/** What the form shows for a stored plan. */
export function planFormValues(plan: PlanInput): PlanFormValues {
  const values: Record<string, string> = {
    category: plan.category,
    icon: plan.icon,
    fee: centsToDollarsText(plan.feeCents),
    monthly: centsToDollarsText(plan.monthlyCents),
    featured: plan.featured ? "on" : "",
    active: plan.active ? "on" : "",
  };
  for (const locale of locales) {
    const texts: Partial<PlanTexts> =
      (plan.texts as Partial<Record<Locale, Partial<PlanTexts>>>)[locale] ?? {};
    values[planTextField("name", locale)] = texts.name ?? "";
    values[planTextField("description", locale)] = texts.description ?? "";
    values[planTextField("benefits", locale)] = (texts.benefits ?? []).join("\n");
    values[planTextField("cta", locale)] = texts.cta ?? "";
  }
  return values as PlanFormValues;
}

/** The form of a new plan: active, in the Individual tab, with the usual button text. */
export function newPlanFormValues(): PlanFormValues {
  const values = planFormValues({
    category: "individual",
    icon: "medal",
    feeCents: 0,
    monthlyCents: 0,
    featured: false,
    active: true,
    texts: { en: { name: "", description: "", benefits: [], cta: "Select Plan" } },
  });
  return { ...values, fee: "", monthly: "" };
}

/** How the portal's messages name the plans (app/features/catalogues/). */
export const planCatalogue = {
  noun: "membership plan",
  listPath: "/admin/membership-plans",
  shownOn: "the Membership page",
} as const;
