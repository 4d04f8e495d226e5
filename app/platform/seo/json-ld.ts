import type {
  OfferCatalog,
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  MedicalClinic,
  MedicalSpecialty,
  OpeningHoursSpecification,
  PostalAddress,
  WithContext,
} from "schema-dts";
import { type ClinicSettings, telHref } from "~/platform/clinic";
import { schemaDayNames, weekdays, type Closure, type WeeklyHours } from "~/platform/opening-hours";

/**
 * Structured data (schema.org JSON-LD) for search engines, as pure builders
 * typed with schema-dts. Route modules render them through their meta export
 * ({ "script:ld+json": … }; React Router escapes <, > and & in it, so a value
 * holding "</script>" cannot end the script element). Every value comes from
 * loader data: the clinic settings that editors override, the page's texts and
 * the database rows, so an edit shows up here at once.
 */

export const weekDays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const satisfies readonly DayOfWeek[];
export type WeekDay = (typeof weekDays)[number];

/** One opening of one day, times as "HH:MM" (24 h). A day may have several (a lunch break). */
export type DailyHours = { day: WeekDay; opens: string; closes: string };

const dayCodes: Record<string, WeekDay> = {
  mo: "Monday",
  tu: "Tuesday",
  we: "Wednesday",
  th: "Thursday",
  fr: "Friday",
  sa: "Saturday",
  su: "Sunday",
};

function dayRange(from: WeekDay, to: WeekDay): WeekDay[] {
  const start = weekDays.indexOf(from);
  const end = weekDays.indexOf(to);
  // "Sa-Mo" wraps around the week's end.
  const length = ((end - start + 7) % 7) + 1;
  return Array.from({ length }, (_, offset) => weekDays[(start + offset) % 7] as WeekDay);
}

/** schema.org's day codes ("Mo-Sa", "Mo,We,Fr", "Mo-Fr,Su") → days, or null if unreadable. */
export function expandDayCodes(spec: string): WeekDay[] | null {
  const days: WeekDay[] = [];
  for (const part of spec.split(",")) {
    const [from, to, ...rest] = part.trim().toLowerCase().split("-");
    const first = from ? dayCodes[from] : undefined;
    const last = to === undefined ? first : dayCodes[to];
    if (!first || !last || rest.length > 0) return null;
    days.push(...dayRange(first, last));
  }
  return days;
}

/** The clinic's weekly hours as one opening per open day. */
export function expandOpeningHours(weekly: WeeklyHours): DailyHours[] {
  return weekdays.flatMap((day) => {
    const hours = weekly[day];
    return hours
      ? [{ day: schemaDayNames[day] as WeekDay, opens: hours.opens, closes: hours.closes }]
      : [];
  });
}

/**
 * One specification per group of days that open and close at the same times,
 * in week order (Mon-Fri 8-18 and Sat 9-13 make two). Closed days are left out,
 * which schema.org reads as closed.
 */
export function openingHoursSpecification(
  hours: readonly DailyHours[],
): OpeningHoursSpecification[] {
  const sorted = [...hours].sort(
    (a, b) =>
      weekDays.indexOf(a.day) - weekDays.indexOf(b.day) ||
      a.opens.localeCompare(b.opens) ||
      a.closes.localeCompare(b.closes),
  );
  const groups = new Map<string, { opens: string; closes: string; days: WeekDay[] }>();
  for (const { day, opens, closes } of sorted) {
    const key = `${opens}-${closes}`;
    const group = groups.get(key) ?? { opens, closes, days: [] };
    if (!group.days.includes(day)) group.days.push(day);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ days, opens, closes }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days,
    opens,
    closes,
  }));
}

// --- Reading the hours an editor wrote (page_content "site" / "hours") ---

const dayNames: Record<string, WeekDay> = {
  ...dayCodes,
  mon: "Monday",
  monday: "Monday",
  tue: "Tuesday",
  tues: "Tuesday",
  tuesday: "Tuesday",
  wed: "Wednesday",
  wednesday: "Wednesday",
  thu: "Thursday",
  thur: "Thursday",
  thurs: "Thursday",
  thursday: "Thursday",
  fri: "Friday",
  friday: "Friday",
  sat: "Saturday",
  saturday: "Saturday",
  sun: "Sunday",
  sunday: "Sunday",
  seg: "Monday",
  segunda: "Monday",
  ter: "Tuesday",
  terça: "Tuesday",
  terca: "Tuesday",
  qua: "Wednesday",
  quarta: "Wednesday",
  qui: "Thursday",
  quinta: "Thursday",
  sex: "Friday",
  sexta: "Friday",
  sáb: "Saturday",
  sab: "Saturday",
  sábado: "Saturday",
  sabado: "Saturday",
  dom: "Sunday",
  domingo: "Sunday",
};

const dayGroups: Record<string, readonly WeekDay[]> = {
  weekdays: dayRange("Monday", "Friday"),
  "dias úteis": dayRange("Monday", "Friday"),
  "dias uteis": dayRange("Monday", "Friday"),
  daily: weekDays,
  "every day": weekDays,
  "todos os dias": weekDays,
};

const TIME = String.raw`(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?m\.?|p\.?m\.?|h\b)?`;
const TIME_RANGE = new RegExp(
  String.raw`${TIME}(?:\s*-\s*|\s+(?:to|until|till|até|ate|às|as|a)\s+)${TIME}`,
  "g",
);
const CLOSED = /\b(?:closed|fechado|fechada)\b/;

function lookupDay(word: string): WeekDay | undefined {
  return dayNames[word.replace(/\.$/, "")];
}

/** "mon-fri", "segunda a sexta", "mon, wed & fri", "weekdays" → days, or null. */
function parseDays(text: string): WeekDay[] | null {
  const days: WeekDay[] = [];
  const tokens = text
    .split(/,|&|\/|\band\b|\be\b/)
    .map((token) => token.trim())
    .filter(Boolean);
  if (tokens.length === 0) return null;
  for (const token of tokens) {
    const group = dayGroups[token];
    if (group) {
      days.push(...group);
      continue;
    }
    const range =
      /^(\S+?)\s*-\s*(\S+)$/.exec(token) ??
      /^(\S+)\s+(?:to|through|thru|a|até|ate)\s+(\S+)$/.exec(token);
    if (range?.[1] && range[2]) {
      const from = lookupDay(range[1]);
      const to = lookupDay(range[2]);
      if (!from || !to) return null;
      days.push(...dayRange(from, to));
      continue;
    }
    const day = lookupDay(token);
    if (!day) return null;
    days.push(day);
  }
  return days;
}

/** Hours and minutes with an optional am/pm; null when out of range. */
function toMinutes(hours: string, minutes: string | undefined, suffix: "am" | "pm" | null) {
  let hour = Number(hours);
  const minute = Number(minutes ?? 0);
  if (minute > 59) return null;
  if (suffix) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (suffix === "pm" ? 12 : 0);
  } else if (hour > 24) {
    return null;
  }
  return hour * 60 + minute;
}

function meridiem(raw: string | undefined): "am" | "pm" | null {
  if (!raw || raw === "h") return null;
  return raw.startsWith("p") ? "pm" : "am";
}

function clock(total: number): string {
  // Midnight at the end of a day is written 23:59 (schema.org has no 24:00).
  const capped = Math.min(total, 23 * 60 + 59);
  const hour = Math.floor(capped / 60);
  const minute = capped % 60;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** A time range's opening and closing as HH:MM, guessing am/pm like a reader would. */
function parseRange(match: RegExpExecArray): { opens: string; closes: string } | null {
  const [, oh, om, os, ch, cm, cs] = match;
  if (!oh || !ch) return null;
  let openSuffix = meridiem(os);
  const closeSuffix = meridiem(cs);
  const closes = toMinutes(ch, cm, closeSuffix);
  if (closes === null) return null;
  // "1-6 PM": the opening shares the closing's half of the day when that keeps it earlier.
  if (!openSuffix && closeSuffix && Number(oh) <= 12) {
    const same = toMinutes(oh, om, closeSuffix);
    openSuffix = same !== null && same < closes ? closeSuffix : closeSuffix === "pm" ? "am" : null;
  }
  const opens = toMinutes(oh, om, openSuffix);
  if (opens === null) return null;
  // "8-6" without am/pm: a clinic closing before it opens closes in the afternoon.
  const closing = closes <= opens && !closeSuffix && closes < 12 * 60 ? closes + 12 * 60 : closes;
  if (closing <= opens) return null;
  return { opens: clock(opens), closes: clock(closing) };
}

/**
 * Reads opening hours as people write them, in English or Portuguese:
 * "Mon-Sat 8:00 AM - 6:00 PM\nSunday closed", "Mon-Fri 8-6, Sat 9-1",
 * "Segunda a sexta, 8h às 18h; sábado 9h-13h". Returns null when any part
 * cannot be read, so structured data never states hours the page does not.
 */
export function parseOpeningHoursText(text: string): DailyHours[] | null {
  const normalized = text
    .toLowerCase()
    .normalize("NFC")
    .replace(/[\u2012-\u2015\u2212]/g, "-")
    .replace(/-feira/g, "")
    .replace(/\b(?:from|das|de)\b/g, " ");
  const hours: DailyHours[] = [];
  for (const segment of normalized.split(/[\n;|]/)) {
    let rest = segment;
    let lastDays: WeekDay[] | null = null;
    let cursor = 0;
    for (const match of segment.matchAll(TIME_RANGE)) {
      let daysText = segment.slice(cursor, match.index).replace(/[:,\s]+$/, "");
      daysText = daysText.replace(/^[:,\s]+/, "");
      // "Sunday closed, Mon-Sat 8-6": what comes before the closing word is about closed days.
      const closedAt = daysText.search(CLOSED);
      if (closedAt !== -1) {
        daysText = daysText
          .slice(closedAt)
          .replace(CLOSED, "")
          .replace(/^[:,\s]+/, "");
      }
      const days: WeekDay[] | null = daysText === "" ? lastDays : parseDays(daysText);
      const range = parseRange(match);
      if (!days || !range) return null;
      for (const day of days) hours.push({ day, ...range });
      lastDays = days;
      cursor = match.index + match[0].length;
      rest = segment.slice(cursor);
    }
    const leftover = rest.replace(/[\s,.:;-]+/g, "");
    // Text that is neither hours nor a closed day ("by appointment") is not understood.
    if (leftover !== "" && !CLOSED.test(rest)) return null;
  }
  return hours.length > 0 ? hours : null;
}

/** The clinic's hours for structured data, from its weekly hours (closed days left out). */
export function clinicOpeningHours(clinic: Pick<ClinicSettings, "hours">): DailyHours[] {
  return expandOpeningHours(clinic.hours.weekly);
}

/**
 * The closures and special hours of given dates: closed as opens and closes at 00:00
 * (schema.org's and Google's way), special hours as that day's times.
 */
export function specialOpeningHoursSpecification(
  closures: readonly Closure[],
): OpeningHoursSpecification[] {
  return closures.map((closure) => ({
    "@type": "OpeningHoursSpecification",
    validFrom: closure.date,
    validThrough: closure.date,
    opens: closure.hours?.opens ?? "00:00",
    closes: closure.hours?.closes ?? "00:00",
  }));
}

/**
 * "1200 Example Parkway, Suite 110, Orlando, FL 32801" → its parts. An address
 * in another shape stays whole in streetAddress.
 */
export function postalAddress(line: string): PostalAddress {
  const match =
    /^(.+?),\s*([^,]+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)(?:,\s*(?:USA?|United States))?$/.exec(
      line.trim(),
    );
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) {
    return { "@type": "PostalAddress", streetAddress: line.trim(), addressCountry: "US" };
  }
  return {
    "@type": "PostalAddress",
    streetAddress: match[1],
    addressLocality: match[2],
    addressRegion: match[3],
    postalCode: match[4],
    addressCountry: "US",
  };
}

// --- Builders ---

/** A service of the clinic with its page; an "offer" is something sold rather than a procedure. */
export type ClinicService = {
  name: string;
  url: string;
  kind: "procedure" | "therapy" | "offer";
  /** An offer's price in US cents (the membership's: its headline plan's enrolment fee). */
  priceCents?: number | null;
};

export type ClinicJsonLdInput = {
  clinic: ClinicSettings;
  /** A stable identifier of the clinic, the same in every language. */
  id: string;
  /** The home page in the page's language (absolute). */
  url: string;
  description: string;
  /** Absolute URLs of raster images. */
  image: string;
  logo: string;
  services: readonly ClinicService[];
  /** BCP 47 tags of the languages the staff speak. */
  languages: readonly string[];
  specialties: readonly MedicalSpecialty[];
  /** The closures of the coming days (the root loader's), as special opening hours. */
  closures?: readonly Closure[];
};

/** The walk-in clinic's specialties (its services: check-ups, labs, weight management). */
export const clinicSpecialties = [
  "PrimaryCare",
  "LaboratoryScience",
  "DietNutrition",
] as const satisfies readonly MedicalSpecialty[];

/** MedicalClinic for the home and contact pages. */
export function medicalClinicJsonLd(
  input: ClinicJsonLdInput,
): WithContext<Exclude<MedicalClinic, string>> {
  const { clinic } = input;
  const hours = clinicOpeningHours(clinic);
  const sameAs = [clinic.social.facebook, clinic.social.instagram, clinic.social.youtube].filter(
    (url, index, all) => url && all.indexOf(url) === index,
  );
  // International format, as tel: links use it: "+14075550142".
  const telephone = telHref(clinic.phone).replace(/^tel:/, "");
  const services = input.services.filter((service) => service.kind !== "offer");
  const offers = input.services.filter((service) => service.kind === "offer");
  return {
    "@context": "https://schema.org",
    "@type": "MedicalClinic",
    "@id": input.id,
    name: clinic.name,
    description: input.description,
    url: input.url,
    image: input.image,
    logo: input.logo,
    telephone,
    email: clinic.email,
    address: postalAddress(clinic.address),
    geo: {
      "@type": "GeoCoordinates",
      latitude: clinic.geo.latitude,
      longitude: clinic.geo.longitude,
    },
    openingHoursSpecification: openingHoursSpecification(hours),
    ...(input.closures?.length
      ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(input.closures) }
      : {}),
    priceRange: clinic.priceRange,
    medicalSpecialty: [...input.specialties],
    availableService: services.map((service) => ({
      "@type": service.kind === "therapy" ? "MedicalTherapy" : "MedicalProcedure",
      name: service.name,
      url: service.url,
    })),
    ...(offers.length > 0
      ? {
          makesOffer: offers.map((offer) => ({
            "@type": "Offer",
            name: offer.name,
            url: offer.url,
            ...(offer.priceCents != null
              ? { price: (offer.priceCents / 100).toFixed(2), priceCurrency: "USD" }
              : {}),
          })),
        }
      : {}),
    isAcceptingNewPatients: true,
    knowsLanguage: [...input.languages],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone,
      email: clinic.email,
      availableLanguage: [...input.languages],
    },
    sameAs,
  };
}

export type BlogPostingInput = {
  url: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified: string;
  /** The byline: a name, and the absolute URL of the person's page when the site has one. */
  author: { name: string; url?: string | null } | null;
  /** BCP 47 tag of the post's language. */
  inLanguage: string;
  section?: string;
  publisher: { id: string; name: string; url: string; logo: string };
};

/**
 * BlogPosting for an article. Its author is the person the byline names, with their page
 * when they are on the team; without a byline, the clinic that publishes it (by its @id).
 */
export function blogPostingJsonLd(input: BlogPostingInput): WithContext<BlogPosting> {
  const publisher = {
    "@type": "MedicalClinic",
    "@id": input.publisher.id,
    name: input.publisher.name,
    url: input.publisher.url,
    logo: { "@type": "ImageObject", url: input.publisher.logo },
  } as const;
  const author = input.author?.name.trim();
  const authorUrl = input.author?.url;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.headline,
    description: input.description,
    image: [input.image],
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: author
      ? { "@type": "Person", name: author, ...(authorUrl ? { url: authorUrl } : {}) }
      : {
          "@type": "MedicalClinic",
          "@id": input.publisher.id,
          name: input.publisher.name,
          url: input.publisher.url,
        },
    publisher,
    inLanguage: input.inLanguage,
    ...(input.section ? { articleSection: input.section } : {}),
    url: input.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
  };
}

/** FAQPage from the same questions and answers the page's accordion shows. */
export function faqPageJsonLd(
  items: ReadonlyArray<{ question: string; answer: string }>,
  inLanguage: string,
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** A membership plan as its Offer says it: an enrolment fee, then monthly payments. */
export type PlanOfferInput = {
  name: string;
  description: string;
  feeCents: number;
  monthlyCents: number;
  monthlyPayments: number;
};

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * OfferCatalog of the membership plans shown on `url` (the membership page): each an Offer
 * at its enrolment fee, with the fee and the monthly payments as its price specification.
 */
export function membershipPlansJsonLd(
  plans: readonly PlanOfferInput[],
  { name, url }: { name: string; url: string },
): WithContext<OfferCatalog> {
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name,
    url,
    itemListElement: plans.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      ...(plan.description ? { description: plan.description } : {}),
      url,
      price: dollars(plan.feeCents),
      priceCurrency: "USD",
      priceSpecification: [
        { "@type": "UnitPriceSpecification", price: dollars(plan.feeCents), priceCurrency: "USD" },
        {
          "@type": "UnitPriceSpecification",
          price: dollars(plan.monthlyCents),
          priceCurrency: "USD",
          unitCode: "MON",
          billingDuration: plan.monthlyPayments,
        },
      ],
    })),
  };
}

/** BreadcrumbList from the home page down to the page itself (absolute URLs). */
export function breadcrumbListJsonLd(
  trail: ReadonlyArray<{ name: string; url: string }>,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
