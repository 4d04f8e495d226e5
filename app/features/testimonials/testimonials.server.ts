import { catalogueStore } from "~/features/catalogues/index.server";
import type { Locale } from "~/i18n/locales";
import type { Database } from "~/platform/db/client.server";
import { testimonials } from "~/platform/db/schema";
import { textsIn } from "~/platform/localized-texts";
import type { Testimonial } from "~/ui/testimonial-list";
import {
  testimonialFormValues,
  testimonialTextsSchema,
  type TestimonialInput,
} from "./testimonial-form";
import { testimonialPages, type TestimonialPage } from "./testimonials";

/*
 * The testimonials in the database: what the home and membership pages show (the active
 * ones of that page, kept until the content changes) and the staff portal's list and
 * editor (app/features/catalogues).
 */

const isPage = (value: unknown): value is TestimonialPage =>
  (testimonialPages as readonly unknown[]).includes(value);

export const testimonialStore = catalogueStore<TestimonialInput>({
  table: testimonials,
  columns: {
    id: testimonials.id,
    name: testimonials.name,
    pages: testimonials.pages,
    position: testimonials.position,
    active: testimonials.active,
    texts: testimonials.texts,
    version: testimonials.version,
    updatedAt: testimonials.updatedAt,
  },
  entityType: "testimonial",
  noun: "testimonial",
  fromRow: (row) => {
    const texts = testimonialTextsSchema.safeParse(row.texts);
    if (!texts.success || !Array.isArray(row.pages)) return null;
    return {
      name: row.name as string,
      pages: (row.pages as unknown[]).filter(isPage),
      active: row.active as boolean,
      texts: texts.data,
    };
  },
  nameOf: (testimonial) => testimonial.name,
  toValues: testimonialFormValues,
});

/** The active testimonials of one page, in one language (a missing text in English). */
export async function getTestimonials(
  db: Database,
  locale: Locale,
  page: TestimonialPage,
): Promise<Testimonial[]> {
  return (await testimonialStore.listActive(db))
    .filter((testimonial) => testimonial.pages.includes(page))
    .map((testimonial) => {
      const texts = textsIn(testimonial.texts, locale);
      return { name: testimonial.name, quote: texts.quote, detail: texts.detail };
    });
}
