import { localeLabels } from "~/i18n/locales";
import { z } from "zod";
import { locales, type Locale } from "~/i18n/locales";
import { optionalText, requiredText } from "~/platform/forms/fields";
import { centsToDollarsText, dollarsField } from "~/platform/forms/money";
import { localizedField, localizedTextsSchema } from "~/platform/localized-texts";
import {
  MAX_SERVICE_PRICE_CENTS,
  servicePlaceholders,
  serviceTextLimits,
  type FaqTextsByLocale,
  type ServiceTextsByLocale,
} from "./service-details";

/**
 * The portal's service page form (/admin/services/<id>): the price (from, optional to,
 * in dollars), each language's texts (named `<text>_<locale>`), and the FAQs, each
 * named `faq_<n>_<question|answer>_<locale>` with `faqCount` saying how many. The FAQ
 * buttons (add, remove, move up/down) post the form with their `intent`; the server
 * answers with the rearranged form and saves nothing, so they work without
 * JavaScript. Client-safe.
 */

/** The stored texts of a service, checked on save and on read. */
export const serviceTextsSchema = localizedTextsSchema({
  title: z.string().max(serviceTextLimits.title),
  subtitle: z.string().max(serviceTextLimits.subtitle),
  description: z
    .array(z.string().max(serviceTextLimits.paragraph))
    .max(serviceTextLimits.paragraphs),
  priceNote: z.string().max(serviceTextLimits.priceNote),
  benefits: z.array(z.string().max(serviceTextLimits.benefit)).max(serviceTextLimits.benefits),
});

export const faqTextsSchema = localizedTextsSchema({
  question: z.string().max(serviceTextLimits.question),
  answer: z.string().max(serviceTextLimits.answer),
});

export const faqListSchema = z.array(faqTextsSchema).max(serviceTextLimits.faqs);

export const serviceTextFields = [
  "title",
  "subtitle",
  "description",
  "priceNote",
  "benefits",
] as const;
export type ServiceTextField = (typeof serviceTextFields)[number];
export type FaqPart = "question" | "answer";

export const serviceTextField = (field: ServiceTextField, locale: Locale) =>
  localizedField(field, locale);
export const faqField = (index: number, part: FaqPart, locale: Locale) =>
  `faq_${index}_${part}_${locale}`;

/** Every field is a string; the FAQs' names depend on how many there are. */
export type ServiceFormValues = Record<string, string>;

export const FAQ_COUNT_FIELD = "faqCount";

const textLimits: Record<ServiceTextField, number> = {
  title: serviceTextLimits.title,
  subtitle: serviceTextLimits.subtitle,
  description: serviceTextLimits.paragraphs * (serviceTextLimits.paragraph + 2),
  priceNote: serviceTextLimits.priceNote,
  benefits: serviceTextLimits.benefits * (serviceTextLimits.benefit + 1),
};

/** Each field's length limit (the inputs' maxLength), for `count` FAQs. */
export function serviceLimits(count: number): Record<string, number> {
  const limits: Record<string, number> = { priceFrom: 20, priceTo: 20, [FAQ_COUNT_FIELD]: 3 };
  for (const locale of locales) {
    for (const field of serviceTextFields) {
      limits[serviceTextField(field, locale)] = textLimits[field];
    }
    for (let index = 0; index < count; index++) {
      limits[faqField(index, "question", locale)] = serviceTextLimits.question;
      limits[faqField(index, "answer", locale)] = serviceTextLimits.answer;
    }
  }
  return limits;
}

const textLabels: Record<ServiceTextField, string> = {
  title: "Title",
  subtitle: "Subtitle",
  description: "Description",
  priceNote: "Price note",
  benefits: "Benefits",
};

/** The fields' names as the form and its error summary say them. */
export function serviceFieldLabels(count: number): Record<string, string> {
  const labels: Record<string, string> = {
    priceFrom: "Price from",
    priceTo: "Price up to",
    [FAQ_COUNT_FIELD]: "Questions",
  };
  for (const locale of locales) {
    const language = localeLabels[locale];
    for (const field of serviceTextFields) {
      labels[serviceTextField(field, locale)] = `${textLabels[field]} (${language})`;
    }
    for (let index = 0; index < count; index++) {
      labels[faqField(index, "question", locale)] = `Question ${index + 1} (${language})`;
      labels[faqField(index, "answer", locale)] = `Answer ${index + 1} (${language})`;
    }
  }
  return labels;
}

const tooLong = (max: number) => `Please keep this to ${max.toLocaleString("en-US")} characters.`;
const malformed = "This field was sent in a way the form does not understand. Please try again.";
const maxPrice = `$${(MAX_SERVICE_PRICE_CENTS / 100).toLocaleString("en-US")}`;
const placeholderRule = `Only the placeholders ${servicePlaceholders.map((name) => `{${name}}`).join(", ")} can be used (they show the clinic's hours).`;

/** One item a line: lines trimmed, empty ones dropped. */
export function lines(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** Paragraphs separated by an empty line; the lines of one paragraph joined with a space. */
export function paragraphs(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter((paragraph) => paragraph !== "");
}

/** Whether a text uses only the hours' placeholders. */
function knownPlaceholders(value: string | readonly string[] | undefined): boolean {
  const texts = typeof value === "string" ? [value] : (value ?? []);
  return texts.every((text) =>
    [...text.matchAll(/\{([^{}]*)\}/g)].every((match) =>
      (servicePlaceholders as readonly string[]).includes(match[1] ?? ""),
    ),
  );
}

const required = (max: number, message: string) =>
  requiredText(max, { missing: message, malformed, required: message, tooLong: tooLong(max) });
const optional = (max: number) => optionalText(max, { malformed, tooLong: tooLong(max) });

function listField(itemMax: number, most: number, split: (text: string | undefined) => string[]) {
  return (value: z.ZodType<string | undefined>, what: string) =>
    value
      .transform((text) => split(text))
      .refine((items) => items.length <= most, {
        error: `Please write at most ${most} ${what}.`,
      })
      .refine((items) => items.every((item) => item.length <= itemMax), {
        error: `Each of the ${what} can have at most ${itemMax.toLocaleString("en-US")} characters.`,
      });
}

const paragraphList = listField(
  serviceTextLimits.paragraph,
  serviceTextLimits.paragraphs,
  paragraphs,
);
const benefitList = listField(serviceTextLimits.benefit, serviceTextLimits.benefits, lines);

function textSchema(field: ServiceTextField, locale: Locale): z.ZodType<string | string[]> {
  const english = locale === "en";
  const max = textLimits[field];
  const schema: z.ZodType<string | string[] | undefined> = (() => {
    switch (field) {
      case "title":
        return english ? required(max, "Please enter the page's title in English.") : optional(max);
      case "subtitle":
        return english ? required(max, "Please enter the subtitle in English.") : optional(max);
      case "description":
        return paragraphList(
          english ? required(max, "Please enter the description in English.") : optional(max),
          "paragraphs",
        );
      case "priceNote":
        return optional(max);
      case "benefits":
        return benefitList(optional(max), "benefits");
    }
  })();
  return schema
    .refine(knownPlaceholders, { error: placeholderRule })
    .transform((value) => value ?? "");
}

function faqSchema(part: FaqPart, locale: Locale) {
  const max = serviceTextLimits[part];
  const schema: z.ZodType<string | undefined> =
    locale === "en"
      ? required(
          max,
          part === "question"
            ? "Please enter the question in English (or remove it)."
            : "Please enter the answer in English (or remove the question).",
        )
      : optional(max);
  return schema
    .refine(knownPlaceholders, { error: placeholderRule })
    .transform((value) => value ?? "");
}

function price(what: string) {
  const amount = dollarsField(MAX_SERVICE_PRICE_CENTS, {
    required: `Please enter the ${what}.`,
    invalid: `Enter the ${what} in dollars, e.g. 350 or 99.50, or leave it empty.`,
    decimals: "Use at most 2 decimals (cents).",
    positive: `The ${what} must be more than $0.`,
    tooLarge: `The ${what} can be at most ${maxPrice}.`,
  });
  return optionalText(20, { malformed, tooLong: tooLong(20) }).transform(
    (value, context): number | null => {
      if (!value) return null;
      const parsed = amount.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: "custom", message: issue.message });
      }
      return z.NEVER;
    },
  );
}

/** A service's editable fields as stored. */
export type ServiceInput = {
  priceFromCents: number | null;
  priceToCents: number | null;
  texts: ServiceTextsByLocale;
  faqs: FaqTextsByLocale[];
};

/** How many FAQs a posted form has (its `faqCount`, within the limit). */
export function postedFaqCount(input: Record<string, unknown>): number {
  const count = Number(input[FAQ_COUNT_FIELD]);
  return Number.isInteger(count) && count >= 0 ? Math.min(count, serviceTextLimits.faqs) : 0;
}

/**
 * The schema of a posted service form with `count` FAQs. `priceFromPlans`: the
 * membership's price is its plans', so the form has no price.
 */
export function serviceFormSchema({
  count,
  priceFromPlans,
}: {
  count: number;
  priceFromPlans: boolean;
}) {
  const shape: Record<string, z.ZodType> = {
    priceFrom: price("lowest price"),
    priceTo: price("highest price"),
    [FAQ_COUNT_FIELD]: z.unknown(),
  };
  for (const locale of locales) {
    for (const field of serviceTextFields)
      shape[serviceTextField(field, locale)] = textSchema(field, locale);
    for (let index = 0; index < count; index++) {
      shape[faqField(index, "question", locale)] = faqSchema("question", locale);
      shape[faqField(index, "answer", locale)] = faqSchema("answer", locale);
    }
  }
  return (z.object(shape) as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>)
    .superRefine((form, context) => {
      if (priceFromPlans) return;
      const from = form.priceFrom as number | null;
      const to = form.priceTo as number | null;
      if (from === null && to !== null) {
        context.addIssue({
          code: "custom",
          path: ["priceFrom"],
          message: "Please enter the lowest price too, or leave both empty.",
        });
      }
      if (from !== null && to !== null && to < from) {
        context.addIssue({
          code: "custom",
          path: ["priceTo"],
          message: `The highest price must be at least the lowest ($${centsToDollarsText(from)}).`,
        });
      }
      if (from === null) {
        for (const locale of locales) {
          if (form[serviceTextField("priceNote", locale)] !== "") {
            context.addIssue({
              code: "custom",
              path: [serviceTextField("priceNote", locale)],
              message:
                "A price note goes with a price: enter the lowest price, or leave the note empty.",
            });
          }
        }
      }
    })
    .transform((form): ServiceInput => {
      const textsOf = (locale: Locale) =>
        Object.fromEntries(
          serviceTextFields.map((field) => [field, form[serviceTextField(field, locale)]]),
        );
      const faqs = Array.from({ length: count }, (_, index) =>
        faqTextsSchema.parse(
          Object.fromEntries(
            locales.map((locale) => [
              locale,
              {
                question: form[faqField(index, "question", locale)],
                answer: form[faqField(index, "answer", locale)],
              },
            ]),
          ),
        ),
      );
      return {
        priceFromCents: priceFromPlans ? null : (form.priceFrom as number | null),
        priceToCents: priceFromPlans ? null : (form.priceTo as number | null),
        texts: serviceTextsSchema.parse(
          Object.fromEntries(locales.map((locale) => [locale, textsOf(locale)])),
        ),
        faqs,
      };
    });
}

/** What the form shows for a stored service. */
export function serviceFormValues(service: ServiceInput): ServiceFormValues {
  const values: ServiceFormValues = {
    priceFrom: service.priceFromCents === null ? "" : centsToDollarsText(service.priceFromCents),
    priceTo: service.priceToCents === null ? "" : centsToDollarsText(service.priceToCents),
    [FAQ_COUNT_FIELD]: String(service.faqs.length),
  };
  for (const locale of locales) {
    const texts =
      (service.texts as Partial<Record<Locale, Partial<Record<ServiceTextField, unknown>>>>)[
        locale
      ] ?? {};
    for (const field of serviceTextFields) {
      const value = texts[field];
      values[serviceTextField(field, locale)] = Array.isArray(value)
        ? value.join(field === "description" ? "\n\n" : "\n")
        : typeof value === "string"
          ? value
          : "";
    }
    service.faqs.forEach((faq, index) => {
      const own = (faq as Partial<Record<Locale, Partial<Record<FaqPart, string>>>>)[locale] ?? {};
      values[faqField(index, "question", locale)] = own.question ?? "";
      values[faqField(index, "answer", locale)] = own.answer ?? "";
    });
  }
  return values;
}

/** The FAQ buttons' intents: add one at the end, remove, move up or down the n-th (0 first). */
export const faqIntentSchema = z.union([
  z.literal("faq-add").transform(() => ({ kind: "add" as const, index: -1 })),
  z
    .string()
    .regex(/^faq-(remove|up|down)-\d{1,2}$/)
    .transform((intent) => {
      const [, kind, index] = intent.split("-");
      return { kind: kind as "remove" | "up" | "down", index: Number(index) };
    }),
]);
export type FaqIntent = z.output<typeof faqIntentSchema>;

/**
 * The posted form with its FAQs rearranged as a button asked: what the editor shows
 * next, nothing saved. Every other field is kept as typed.
 */
export function rearrangeFaqs(
  input: Record<string, unknown>,
  intent: FaqIntent,
): ServiceFormValues {
  const count = postedFaqCount(input);
  const text = (name: string) => {
    const value = input[name];
    return typeof value === "string" ? value.slice(0, 10_000) : "";
  };
  type Item = Record<string, string>;
  const items: Item[] = Array.from({ length: count }, (_, index) =>
    Object.fromEntries(
      locales.flatMap((locale) =>
        (["question", "answer"] as const).map((part) => [
          `${part}_${locale}`,
          text(faqField(index, part, locale)),
        ]),
      ),
    ),
  );
  const { kind, index } = intent;
  if (kind === "add" && items.length < serviceTextLimits.faqs) items.push({});
  if (kind === "remove" && index < items.length) items.splice(index, 1);
  const swap = (a: number, b: number) => {
    const first = items[a];
    const second = items[b];
    if (!first || !second) return;
    items[a] = second;
    items[b] = first;
  };
  if (kind === "up") swap(index - 1, index);
  if (kind === "down") swap(index, index + 1);

  const values: ServiceFormValues = { priceFrom: text("priceFrom"), priceTo: text("priceTo") };
  for (const locale of locales) {
    for (const field of serviceTextFields) {
      values[serviceTextField(field, locale)] = text(serviceTextField(field, locale));
    }
  }
  items.forEach((item, place) => {
    for (const locale of locales) {
      for (const part of ["question", "answer"] as const) {
        values[faqField(place, part, locale)] = item[`${part}_${locale}`] ?? "";
      }
    }
  });
  values[FAQ_COUNT_FIELD] = String(items.length);
  return values;
}
