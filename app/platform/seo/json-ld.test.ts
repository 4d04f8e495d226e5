import { describe, expect, it } from "vitest";
import { defaultClinicSettings, type ClinicSettings } from "~/platform/clinic";
import {
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  clinicOpeningHours,
  clinicSpecialties,
  expandDayCodes,
  faqPageJsonLd,
  medicalClinicJsonLd,
  membershipPlansJsonLd,
  openingHoursSpecification,
  parseOpeningHoursText,
  postalAddress,
  type DailyHours,
} from "./json-ld";

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;

function clinicWith(changes: Partial<ClinicSettings>): ClinicSettings {
  return { ...structuredClone(defaultClinicSettings), ...changes };
}

describe("opening hours", () => {
  it("expands schema.org day codes, ranges and lists", () => {
    expect(expandDayCodes("Mo-Sa")).toEqual([...weekdays, "Saturday"]);
    expect(expandDayCodes("Mo,We,Fr")).toEqual(["Monday", "Wednesday", "Friday"]);
    expect(expandDayCodes("Fr-Mo")).toEqual(["Friday", "Saturday", "Sunday", "Monday"]);
    expect(expandDayCodes("Mo-Xx")).toBeNull();
  });

  it("groups days that open and close at the same times, in week order", () => {
    const hours: DailyHours[] = [
      { day: "Saturday", opens: "09:00", closes: "13:00" },
      ...weekdays.map((day) => ({ day, opens: "08:00", closes: "18:00" })),
    ];
    expect(openingHoursSpecification(hours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...weekdays],
        opens: "08:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday"],
        opens: "09:00",
        closes: "13:00",
      },
    ]);
  });

  it("keeps a day with a break in both of its groups", () => {
    const hours: DailyHours[] = [
      { day: "Monday", opens: "13:00", closes: "18:00" },
      { day: "Monday", opens: "08:00", closes: "12:00" },
      { day: "Tuesday", opens: "08:00", closes: "12:00" },
    ];
    expect(
      openingHoursSpecification(hours).map(({ dayOfWeek, opens, closes }) => [
        dayOfWeek,
        opens,
        closes,
      ]),
    ).toEqual([
      [["Monday", "Tuesday"], "08:00", "12:00"],
      [["Monday"], "13:00", "18:00"],
    ]);
  });

  it("uses the structured defaults when no editor wrote the hours", () => {
    const hours = clinicOpeningHours(defaultClinicSettings);
    expect(openingHoursSpecification(hours ?? [])).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...weekdays, "Saturday"],
        opens: "08:00",
        closes: "18:00",
      },
    ]);
  });

  it("reads the hours editors write, in English and Portuguese", () => {
    const grouped = (text: string) =>
      openingHoursSpecification(parseOpeningHoursText(text) ?? []).map(
        ({ dayOfWeek, opens, closes }) => `${String(dayOfWeek)} ${String(opens)}-${String(closes)}`,
      );
    const monToSat = "Monday,Tuesday,Wednesday,Thursday,Friday,Saturday";
    expect(grouped("Mon-Sat 8:00 AM - 6:00 PM\nSunday closed")).toEqual([
      `${monToSat} 08:00-18:00`,
    ]);
    expect(grouped("Mon–Fri 8am–6pm, Sat 9am–1pm, Sun closed")).toEqual([
      "Monday,Tuesday,Wednesday,Thursday,Friday 08:00-18:00",
      "Saturday 09:00-13:00",
    ]);
    expect(grouped("Segunda a sexta, das 8h às 18h; sábado 9h-13h; domingo fechado")).toEqual([
      "Monday,Tuesday,Wednesday,Thursday,Friday 08:00-18:00",
      "Saturday 09:00-13:00",
    ]);
    expect(grouped("Seg-Sáb 08:00-18:00")).toEqual([`${monToSat} 08:00-18:00`]);
    expect(grouped("Sunday closed; Mon, Wed & Fri 8-5")).toEqual([
      "Monday,Wednesday,Friday 08:00-17:00",
    ]);
    expect(grouped("Weekdays 7:30 AM to 7 PM | Saturday 1-6 PM")).toEqual([
      "Monday,Tuesday,Wednesday,Thursday,Friday 07:30-19:00",
      "Saturday 13:00-18:00",
    ]);
    expect(grouped("Mon-Fri 8-12, 13-18")).toEqual([
      "Monday,Tuesday,Wednesday,Thursday,Friday 08:00-12:00",
      "Monday,Tuesday,Wednesday,Thursday,Friday 13:00-18:00",
    ]);
  });

  it("states no hours rather than wrong ones when the editor's text cannot be read", () => {
    expect(parseOpeningHoursText("Open by appointment")).toBeNull();
    expect(parseOpeningHoursText("Mon-Sat 8-6, holidays vary")).toBeNull();
    expect(parseOpeningHoursText("Funday 8-6")).toBeNull();
    expect(parseOpeningHoursText("Mon 25:00-26:00")).toBeNull();
  });

  it("follows the clinic's weekly hours and lists the coming closures", () => {
    const eight = { opens: "08:00", closes: "18:00" };
    const clinic = medicalClinicJsonLd({
      ...clinicInput(
        clinicWith({
          hours: {
            weekly: {
              mon: eight,
              tue: eight,
              wed: eight,
              thu: eight,
              fri: eight,
              sat: { opens: "09:00", closes: "13:00" },
              sun: null,
            },
            closures: [],
          },
        }),
      ),
      closures: [
        { date: "2026-12-24", hours: null, note: { en: "", "pt-BR": "", es: "" } },
        {
          date: "2026-12-31",
          hours: { opens: "09:00", closes: "12:30" },
          note: { en: "", "pt-BR": "", es: "" },
        },
      ],
    });
    expect(clinic.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: [...weekdays], ...eight },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday"],
        opens: "09:00",
        closes: "13:00",
      },
    ]);
    expect(clinic.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-24",
        validThrough: "2026-12-24",
        opens: "00:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-31",
        validThrough: "2026-12-31",
        opens: "09:00",
        closes: "12:30",
      },
    ]);
  });
});

describe("postal address", () => {
  it("splits a one-line US address into its parts", () => {
    expect(postalAddress("1200 Example Parkway, Suite 110, Orlando, FL 32801")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "1200 Example Parkway, Suite 110",
      addressLocality: "Orlando",
      addressRegion: "FL",
      postalCode: "32801",
      addressCountry: "US",
    });
  });

  it("keeps an address of another shape whole", () => {
    expect(postalAddress("Somewhere in Orlando")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Somewhere in Orlando",
      addressCountry: "US",
    });
  });
});

function clinicInput(clinic: ClinicSettings) {
  return {
    clinic,
    id: "https://clinic.example.com/#clinic",
    url: "https://clinic.example.com/pt",
    description: "A walk-in clinic.",
    image: "https://clinic.example.com/images/share/share-pt-BR.jpg",
    logo: "https://clinic.example.com/images/share/logo-512.png",
    services: [
      {
        name: "Check-up",
        url: "https://clinic.example.com/pt/services/checkup",
        kind: "procedure",
      },
      {
        name: "Weight loss",
        url: "https://clinic.example.com/pt/services/weight-loss",
        kind: "therapy",
      },
      { name: "VIP", url: "https://clinic.example.com/pt/services/membership", kind: "offer" },
    ] as const,
    languages: ["en", "pt-BR"],
    specialties: clinicSpecialties,
  };
}

describe("MedicalClinic", () => {
  it("has every property search engines ask of a clinic, from the settings", () => {
    const clinic = clinicWith({
      phone: "(321) 555-0100",
      email: "front@clinic.example.com",
      address: "1 Main Street, Kissimmee, FL 34741",
      social: {
        facebook: "https://facebook.example.com/clinic",
        instagram: "https://instagram.example.com/clinic",
        youtube: "https://youtube.example.com/clinic",
      },
    });
    const data = medicalClinicJsonLd(clinicInput(clinic));
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "MedicalClinic",
      "@id": "https://clinic.example.com/#clinic",
      name: clinic.name,
      url: "https://clinic.example.com/pt",
      telephone: "+13215550100",
      email: "front@clinic.example.com",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 Main Street",
        addressLocality: "Kissimmee",
        postalCode: "34741",
      },
      geo: {
        "@type": "GeoCoordinates",
        latitude: clinic.geo.latitude,
        longitude: clinic.geo.longitude,
      },
      priceRange: clinic.priceRange,
      medicalSpecialty: ["PrimaryCare", "LaboratoryScience", "DietNutrition"],
      availableService: [
        {
          "@type": "MedicalProcedure",
          name: "Check-up",
          url: "https://clinic.example.com/pt/services/checkup",
        },
        {
          "@type": "MedicalTherapy",
          name: "Weight loss",
          url: "https://clinic.example.com/pt/services/weight-loss",
        },
      ],
      makesOffer: [
        { "@type": "Offer", name: "VIP", url: "https://clinic.example.com/pt/services/membership" },
      ],
      isAcceptingNewPatients: true,
      knowsLanguage: ["en", "pt-BR"],
      sameAs: [
        "https://facebook.example.com/clinic",
        "https://instagram.example.com/clinic",
        "https://youtube.example.com/clinic",
      ],
    });
    expect(data.openingHoursSpecification).toHaveLength(1);
  });

  it("gives an offer with a price its price in dollars and its currency", () => {
    const input = clinicInput(clinicWith({}));
    const data = medicalClinicJsonLd({
      ...input,
      services: [{ name: "VIP", url: input.url, kind: "offer", priceCents: 10950 }],
    });
    expect(data).toMatchObject({
      makesOffer: [
        { "@type": "Offer", name: "VIP", url: input.url, price: "109.50", priceCurrency: "USD" },
      ],
    });
  });

  it("lists the membership plans as offers at their enrolment fee, with the monthly payments", () => {
    const url = "https://clinic.example.com/membership";
    const data = membershipPlansJsonLd(
      [{ name: "Gold", description: "", feeCents: 9900, monthlyCents: 7950, monthlyPayments: 11 }],
      { name: "Choose Your Plan", url },
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "OfferCatalog",
      name: "Choose Your Plan",
      url,
      itemListElement: [
        {
          "@type": "Offer",
          name: "Gold",
          url,
          price: "99.00",
          priceCurrency: "USD",
          priceSpecification: [
            { "@type": "UnitPriceSpecification", price: "99.00", priceCurrency: "USD" },
            {
              "@type": "UnitPriceSpecification",
              price: "79.50",
              priceCurrency: "USD",
              unitCode: "MON",
              billingDuration: 11,
            },
          ],
        },
      ],
    });
  });

  it("lists a profile used for two networks once", () => {
    const shared = "https://social.example.com/clinic";
    const data = medicalClinicJsonLd(
      clinicInput(clinicWith({ social: { facebook: shared, instagram: shared, youtube: "" } })),
    );
    expect(data.sameAs).toEqual([shared]);
  });
});

describe("BlogPosting", () => {
  const input = {
    url: "https://clinic.example.com/health-tips/stay-hydrated",
    headline: "Stay hydrated",
    description: "Water, and when to drink it.",
    image: "https://clinic.example.com/uploads/blog/water.jpg",
    datePublished: "2026-05-12T14:00:00.000Z",
    dateModified: "2026-06-01T09:30:00.000Z",
    author: { name: "Jake Whitfield" },
    inLanguage: "en",
    section: "Nutrition",
    publisher: {
      id: "https://clinic.example.com/#clinic",
      name: "VIP Walk-In Clinic",
      url: "https://clinic.example.com/",
      logo: "https://clinic.example.com/images/share/logo-512.png",
    },
  };

  it("has the article's headline, dates, image, author, publisher and page", () => {
    expect(blogPostingJsonLd(input)).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Stay hydrated",
      description: "Water, and when to drink it.",
      image: ["https://clinic.example.com/uploads/blog/water.jpg"],
      datePublished: "2026-05-12T14:00:00.000Z",
      dateModified: "2026-06-01T09:30:00.000Z",
      author: { "@type": "Person", name: "Jake Whitfield" },
      publisher: {
        "@type": "MedicalClinic",
        "@id": "https://clinic.example.com/#clinic",
        name: "VIP Walk-In Clinic",
        url: "https://clinic.example.com/",
        logo: {
          "@type": "ImageObject",
          url: "https://clinic.example.com/images/share/logo-512.png",
        },
      },
      inLanguage: "en",
      articleSection: "Nutrition",
      url: input.url,
      mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    });
  });

  it("links an author on the team to their page", () => {
    const url = "https://clinic.example.com/team/8f1c0e2a-5b7d-4c3e-9a1b-2d3e4f5a6b7c";
    expect(
      blogPostingJsonLd({ ...input, author: { name: " Jake Whitfield ", url } }).author,
    ).toEqual({ "@type": "Person", name: "Jake Whitfield", url });
    expect(
      blogPostingJsonLd({ ...input, author: { name: "Guest Writer", url: null } }).author,
    ).toEqual({ "@type": "Person", name: "Guest Writer" });
  });

  it("names the clinic, by its @id, as the author of a post without one", () => {
    const clinic = {
      "@type": "MedicalClinic",
      "@id": "https://clinic.example.com/#clinic",
      name: "VIP Walk-In Clinic",
      url: "https://clinic.example.com/",
    };
    expect(blogPostingJsonLd({ ...input, author: { name: "  " } }).author).toEqual(clinic);
    expect(blogPostingJsonLd({ ...input, author: null }).author).toEqual(clinic);
  });
});

describe("FAQPage and BreadcrumbList", () => {
  it("turns the accordion's items into questions with accepted answers", () => {
    expect(
      faqPageJsonLd([{ question: "Do you take walk-ins?", answer: "Yes, every day." }], "en"),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: "en",
      mainEntity: [
        {
          "@type": "Question",
          name: "Do you take walk-ins?",
          acceptedAnswer: { "@type": "Answer", text: "Yes, every day." },
        },
      ],
    });
  });

  it("numbers the trail from 1", () => {
    expect(
      breadcrumbListJsonLd([
        { name: "Home", url: "https://clinic.example.com/" },
        { name: "Our Team", url: "https://clinic.example.com/team" },
        { name: "Helena Duarte", url: "https://clinic.example.com/team/1" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://clinic.example.com/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Our Team",
        item: "https://clinic.example.com/team",
      },
      {
        "@type": "ListItem",
        position: 3,
        name: "Helena Duarte",
        item: "https://clinic.example.com/team/1",
      },
    ]);
  });
});
