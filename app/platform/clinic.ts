/**
 * The clinic's facts, in one place, with demo defaults. Nothing here is a real
 * clinic's data: phone numbers are in the fictional 555-01xx range and the
 * addresses use reserved example domains.
 *
 * Staff change the contact facts, the opening hours and closures, and the external
 * URLs (signup, booking widget and practice key, YouTube, reviews, social profiles) on
 * the portal's Clinic details page (/admin/settings; stored in the clinic_settings
 * table, read in app/features/site-content/clinic-settings.server.ts), the same in
 * every language; the name, map pin and price range change with a deploy.
 */
import { defaultOpeningHours, type OpeningHours } from "./opening-hours";

/** The clinic is in Orlando: its dates and times (posts, the portal's "saved at") are that place's. */
export const CLINIC_TIME_ZONE = "America/New_York";

const clinicParts = new Intl.DateTimeFormat("en-US", {
  timeZone: CLINIC_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** A moment as the clinic's wall clock shows it, in a datetime-local field's form: "2026-11-27T09:30". */
export function toClinicLocalInput(date: Date): string {
  const part = Object.fromEntries(
    clinicParts.formatToParts(date).map(({ type, value }) => [type, value]),
  ) as Record<string, string>;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The moment the clinic's wall clock shows as `value` ("2026-11-27T09:30", a
 * datetime-local field), or null for anything else. In the autumn's repeated hour the
 * earlier moment is taken; a time the spring skips is read as an hour later.
 */
export function fromClinicLocalInput(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Orlando is 4 hours behind UTC in summer, 5 in winter: the first that shows this wall
  // time is the moment (the earlier of the autumn's two); none does in the spring's gap.
  const candidates = [asUtc + 4 * HOUR_MS, asUtc + 5 * HOUR_MS].map((ms) => new Date(ms));
  const found = candidates.find((moment) => toClinicLocalInput(moment) === value);
  if (found) return found;
  const [, winter] = candidates;
  // A day that does not exist (February 30) shows as another date: not a time at all.
  return winter && toClinicLocalInput(winter).slice(0, 10) === value.slice(0, 10) ? winter : null;
}

const HOUR_MS = 3_600_000;

/** A time of day as staff read it in the portal, in the clinic's time: "10:42 AM". */
export const staffTimeFormat = new Intl.DateTimeFormat("en-US", {
  timeStyle: "short",
  timeZone: CLINIC_TIME_ZONE,
});

/** A moment as staff read it in the portal, in the clinic's time: "Nov 27, 2026, 10:42 AM". */
export const staffDateTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: CLINIC_TIME_ZONE,
});

export type ClinicSettings = {
  name: string;
  /** Display text, e.g. "(407) 555-0142". */
  phone: string;
  phoneSecondary: string;
  /** Digits with country code, as wa.me expects them. */
  whatsappNumber: string;
  email: string;
  /** One line, as printed in the footer and on the contact page. */
  address: string;
  /** The weekly hours and the closures (holidays), as data; every page writes them from this. */
  hours: OpeningHours;
  /** Where the address is, for maps and search engines (structured data). */
  geo: { latitude: number; longitude: number };
  /** schema.org priceRange: how expensive, from "$" to "$$$$". */
  priceRange: string;
  social: { facebook: string; instagram: string; youtube: string };
  urls: {
    /** The signup and booking pages the site frames: https addresses, or the demo's own paths. */
    membershipSignup: string;
    bookingWidget: string;
    bookingPracticeKey: string;
    youtubeChannel: string;
    reviewsView: string;
    reviewsWrite: string;
  };
};

/** The demo's stand-in pages for the booking and membership signup services. */
export const demoStandInPaths = {
  booking: "/demo/booking",
  signup: "/demo/membership-signup",
} as const;
export type DemoStandIn = keyof typeof demoStandInPaths;
export const DEMO_BOOKING_PATH = demoStandInPaths.booking;
export const DEMO_SIGNUP_PATH = demoStandInPaths.signup;

/** Which stand-in a path is, if any. */
export function demoStandInAt(path: string): DemoStandIn | null {
  for (const [standIn, standInPath] of Object.entries(demoStandInPaths)) {
    if (path === standInPath) return standIn as DemoStandIn;
  }
  return null;
}

/** Whether a path is one of the demo's stand-ins, the only pages the site may frame itself. */
export function isDemoStandInPath(path: string): boolean {
  return demoStandInAt(path) !== null;
}

export const defaultClinicSettings: ClinicSettings = {
  name: "VIP Walk-In Clinic",
  phone: "(407) 555-0142",
  phoneSecondary: "(407) 555-0178",
  whatsappNumber: "14075550199",
  email: "hello@clinic.example.com",
  address: "1200 Example Parkway, Suite 110, Orlando, FL 32801",
  hours: defaultOpeningHours,
  // Downtown Orlando (ZIP 32801), matching the demo address: five decimals (about a metre),
  // the precision a map pin of one building needs.
  geo: { latitude: 28.54213, longitude: -81.37896 },
  priceRange: "$$",
  social: {
    facebook: "https://www.facebook.com/example.clinic",
    instagram: "https://www.instagram.com/example.clinic",
    youtube: "https://www.youtube.com/@example.clinic",
  },
  urls: {
    // Pages of this site that stand in for the clinic's services until it sets its own
    // (app/features/demo): the flows work on a fresh install.
    membershipSignup: DEMO_SIGNUP_PATH,
    bookingWidget: DEMO_BOOKING_PATH,
    bookingPracticeKey: "demo-practice-key",
    youtubeChannel: "https://www.youtube.com/@example.clinic",
    reviewsView: "https://reviews.example.com/vip-walk-in-clinic",
    reviewsWrite: "https://reviews.example.com/vip-walk-in-clinic/write",
  },
};

/** A tel: link for a display number; US numbers without a country code get +1. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const international = digits.length === 10 ? `1${digits}` : digits;
  return `tel:+${international}`;
}

export function whatsappHref(number: string, text?: string): string {
  const digits = number.replace(/\D/g, "");
  const query = text ? `?text=${encodeURIComponent(text)}` : "";
  return `https://wa.me/${digits}${query}`;
}

/** A link that opens the address in the visitor's maps app or Google Maps. */
export function mapsSearchHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The embeddable map of an address; only requested after the visitor asks for the map. */
export function mapsEmbedSrc(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}
