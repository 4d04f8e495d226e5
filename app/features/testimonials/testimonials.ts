import type { LocalizedTexts } from "~/platform/localized-texts";

/**
 * Patients' words on the home and membership pages, as the site shows them: the rows of
 * the testimonials table (editors change them on /admin/testimonials). A name (the same
 * in every language), the pages that show it, and each language's quote and detail (who
 * the person is: "Visitor from Ohio"). Client-safe.
 */

/** The pages that show testimonials. */
export const testimonialPages = ["home", "membership"] as const;
export type TestimonialPage = (typeof testimonialPages)[number];

/** The pages' names in the staff portal. */
export const testimonialPageNames: Record<TestimonialPage, string> = {
  home: "Home page",
  membership: "Membership page",
};

export const testimonialTextLimits = {
  name: 80,
  quote: 600,
  detail: 120,
} as const;

export type TestimonialTexts = { quote: string; detail: string };
export type TestimonialTextsByLocale = LocalizedTexts<TestimonialTexts>;
