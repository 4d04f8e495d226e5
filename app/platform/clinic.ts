/**
 * The clinic's facts, in one place, with demo defaults. Nothing here is a real
 * clinic's data: phone numbers are in the fictional 555-01xx range and the
 * addresses use reserved example domains.
 *
 * Editors can override the contact facts and the external URLs (signup,
 * booking widget and practice key, YouTube, reviews, social profiles) through
 * page_content rows with page_name "site" (section names in
 * app/features/site-content/page-content-form.ts, applied in app/features/site-content/clinic-settings.server.ts);
 * the name and the opening hours' structured data change with a deploy.
 */

/** The clinic is in Orlando: its dates and times (posts, the portal's "saved at") are that place's. */
export const CLINIC_TIME_ZONE = "America/New_York";

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
  /** Editor-written opening hours; when null the layout shows the translated default. */
  hoursOverride: string | null;
  openingHours: { days: "Mo-Sa"; opens: string; closes: string };
  /** Where the address is, for maps and search engines (structured data). */
  geo: { latitude: number; longitude: number };
  /** schema.org priceRange: how expensive, from "$" to "$$$$". */
  priceRange: string;
  social: { facebook: string; instagram: string; youtube: string };
  urls: {
    membershipSignup: string;
    bookingWidget: string;
    bookingPracticeKey: string;
    youtubeChannel: string;
    reviewsView: string;
    reviewsWrite: string;
  };
};

export const defaultClinicSettings: ClinicSettings = {
  name: "VIP Walk-In Clinic",
  phone: "(407) 555-0142",
  phoneSecondary: "(407) 555-0178",
  whatsappNumber: "14075550199",
  email: "hello@clinic.example.com",
  address: "1200 Example Parkway, Suite 110, Orlando, FL 32801",
  hoursOverride: null,
  openingHours: { days: "Mo-Sa", opens: "08:00", closes: "18:00" },
  // Downtown Orlando (ZIP 32801), matching the demo address.
  geo: { latitude: 28.5421, longitude: -81.379 },
  priceRange: "$$",
  social: {
    facebook: "https://www.facebook.com/example.clinic",
    instagram: "https://www.instagram.com/example.clinic",
    youtube: "https://www.youtube.com/@example.clinic",
  },
  urls: {
    membershipSignup: "https://signup.example.com/vip-membership",
    bookingWidget: "https://booking.example.com/request",
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
