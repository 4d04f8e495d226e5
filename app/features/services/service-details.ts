import type { Locale } from "~/i18n/locales";
import { format } from "~/i18n/format";
import { formatCents } from "~/features/membership";
import type { LocalizedTexts } from "~/platform/localized-texts";

/**
 * The texts of a service detail page, as staff edit them on /admin/services/<id> (the
 * rows of service_details): each language's title, subtitle, description paragraphs,
 * price note and benefits, the FAQs in order (each its question and answer per
 * language), and a structured price in cents. Client-safe.
 */

export const serviceTextLimits = {
  title: 120,
  subtitle: 300,
  paragraph: 2_000,
  paragraphs: 10,
  priceNote: 120,
  benefit: 200,
  benefits: 20,
  question: 300,
  answer: 2_000,
  faqs: 20,
} as const;

/** The largest price a service page shows: $100,000. */
export const MAX_SERVICE_PRICE_CENTS = 10_000_000;

/** The hours' placeholders a service text may use; the clinic's hours are written into them. */
export const servicePlaceholders = ["openDays", "hours", "hoursFrom"] as const;

export type ServiceTexts = {
  title: string;
  subtitle: string;
  description: readonly string[];
  priceNote: string;
  benefits: readonly string[];
};
export type ServiceTextsByLocale = LocalizedTexts<ServiceTexts>;

export type FaqTexts = { question: string; answer: string };
export type FaqTextsByLocale = LocalizedTexts<FaqTexts>;

export type ServicePrice = { fromCents: number | null; toCents: number | null };

/** The words around a price, from the visitor's dictionary (serviceDetails.labels). */
export type PriceLabels = { priceRange: string; priceFrom: string; priceAsk: string };

/**
 * A service's price line in one language: "$350 - $500 depending on tests",
 * "US$ 350 a US$ 500, dependendo dos exames", "Starting at $350 for …"; without a price,
 * "Ask us about the price". Without an upper bound the price is "Starting at"; with the same
 * upper bound it is the amount alone. The note follows the amount after a space, or directly when
 * it starts with a punctuation mark (", dependendo dos exames").
 */
export function priceLine(
  price: ServicePrice,
  note: string,
  labels: PriceLabels,
  locale: Locale,
): string {
  if (price.fromCents === null) return labels.priceAsk;
  const from = formatCents(price.fromCents, locale);
  const amount =
    price.toCents === null
      ? format(labels.priceFrom, { from })
      : price.toCents === price.fromCents
        ? from
        : format(labels.priceRange, { from, to: formatCents(price.toCents, locale) });
  const trimmed = note.trim();
  if (trimmed === "") return amount;
  return /^[,;:.)]/.test(trimmed) ? `${amount}${trimmed}` : `${amount} ${trimmed}`;
}
