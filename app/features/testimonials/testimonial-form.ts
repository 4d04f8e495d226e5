import { z } from "zod";
import { malformed, tooLong } from "~/features/catalogues";
import { locales, type Locale } from "~/i18n/locales";
import { checkbox, optionalText, requiredText } from "~/platform/forms/fields";
import { localizedField, localizedTextsSchema } from "~/platform/localized-texts";
import {
  testimonialPages,
  testimonialTextLimits,
  type TestimonialPage,
  type TestimonialTexts,
  type TestimonialTextsByLocale,
} from "./testimonials";

/**
 * The portal's testimonial form: the person's name, the pages that show it (one
 * checkbox each, `page_<page>`), active, and each language's quote and detail (named
 * `<text>_<locale>`). English is required; the other languages show the English text
 * where empty. Client-safe.
 */

/** A testimonial's texts in every language: the stored map, checked on save and on read. */
export const testimonialTextsSchema = localizedTextsSchema({
  quote: z.string().max(testimonialTextLimits.quote),
  detail: z.string().max(testimonialTextLimits.detail),
});

export const testimonialTextFields = ["quote", "detail"] as const;
export type TestimonialTextField = (typeof testimonialTextFields)[number];
export type TestimonialField =
  "name" | `page_${TestimonialPage}` | "active" | `${TestimonialTextField}_${Locale}`;
export type TestimonialFormValues = Record<TestimonialField, string>;

export const testimonialTextField: (
  field: TestimonialTextField,
  locale: Locale,
) => TestimonialField = localizedField;
export const testimonialPageField = (page: TestimonialPage): TestimonialField => `page_${page}`;

export const testimonialLimits = {
  name: testimonialTextLimits.name,
  active: 10,
  ...Object.fromEntries(testimonialPages.map((page) => [testimonialPageField(page), 10])),
  ...Object.fromEntries(
    locales.flatMap((locale) =>
      testimonialTextFields.map((field) => [
        testimonialTextField(field, locale),
        testimonialTextLimits[field],
      ]),
    ),
  ),
} as Record<TestimonialField, number>;

const requiredMessages: Record<TestimonialTextField, string> = {
  quote: "Please enter the quote in English.",
  detail: "Please say who the person is, in English (e.g. “Family plan member”).",
};

function textSchema(field: TestimonialTextField, locale: Locale) {
  const max = testimonialTextLimits[field];
  if (locale !== "en") return optionalText(max, { malformed, tooLong: tooLong(max) });
  const required = requiredMessages[field];
  return requiredText(max, { missing: required, malformed, required, tooLong: tooLong(max) });
}

/** A stored testimonial's editable fields. */
export type TestimonialInput = {
  name: string;
  pages: TestimonialPage[];
  active: boolean;
  texts: TestimonialTextsByLocale;
};

type ParsedForm = Record<string, unknown> & { name: string; active: boolean };

export const noPageMessage = "Please choose at least one page.";

/** The schema of a posted testimonial form. */
export const testimonialFormSchema = (() => {
  const nameRequired = "Please enter the person's name (e.g. “Juliana M.”).";
  const shape = {
    name: requiredText(testimonialTextLimits.name, {
      missing: nameRequired,
      malformed,
      required: nameRequired,
      tooLong: tooLong(testimonialTextLimits.name),
    }),
    ...Object.fromEntries(testimonialPages.map((page) => [testimonialPageField(page), checkbox])),
    active: checkbox,
    ...Object.fromEntries(
      locales.flatMap((locale) =>
        testimonialTextFields.map((field) => [
          testimonialTextField(field, locale),
          textSchema(field, locale),
        ]),
      ),
    ),
  };
  return (z.object(shape) as unknown as z.ZodType<ParsedForm, Record<TestimonialField, unknown>>)
    .superRefine((form, context) => {
      if (testimonialPages.some((page) => form[testimonialPageField(page)] === true)) return;
      context.addIssue({
        code: "custom",
        message: noPageMessage,
        path: [testimonialPageField(testimonialPages[0])],
      });
    })
    .transform((form): TestimonialInput => ({
      name: form.name,
      pages: testimonialPages.filter((page) => form[testimonialPageField(page)] === true),
      active: form.active,
      texts: testimonialTextsSchema.parse(
        Object.fromEntries(
          locales.map((locale) => [
            locale,
            Object.fromEntries(
              testimonialTextFields.map((field) => [
                field,
                (form[testimonialTextField(field, locale)] as string | undefined) ?? "",
              ]),
            ),
          ]),
        ),
      ),
    }));
})();

/** What the form shows for a stored testimonial. */
export function testimonialFormValues(testimonial: TestimonialInput): TestimonialFormValues {
  const values: Record<string, string> = {
    name: testimonial.name,
    active: testimonial.active ? "on" : "",
  };
  for (const page of testimonialPages) {
    values[testimonialPageField(page)] = testimonial.pages.includes(page) ? "on" : "";
  }
  for (const locale of locales) {
    const texts: Partial<TestimonialTexts> =
      (testimonial.texts as Partial<Record<Locale, Partial<TestimonialTexts>>>)[locale] ?? {};
    for (const field of testimonialTextFields) {
      values[testimonialTextField(field, locale)] = texts[field] ?? "";
    }
  }
  return values as TestimonialFormValues;
}

export function newTestimonialFormValues(): TestimonialFormValues {
  return testimonialFormValues({
    name: "",
    pages: ["home"],
    active: true,
    texts: { en: { quote: "", detail: "" } },
  });
}

/** How the portal's messages name the testimonials (app/features/catalogues/). */
export const testimonialCatalogue = {
  noun: "testimonial",
  listPath: "/admin/testimonials",
  shownOn: "the site",
} as const;
