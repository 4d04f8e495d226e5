import type { Locale } from "~/i18n/locales";
import type { StaticPublicPath } from "~/platform/public-pages";

/**
 * The texts of the public pages that staff change on /admin/content, page by page. Each
 * is one text of the shipped dictionaries (app/i18n/en|pt-BR/*.server.ts, by its dotted
 * path); a page_content row with the page's name and the text's section, in a language,
 * replaces that text in that language wherever the site shows it (text-overrides.server.ts).
 * A language without a row shows its own shipped text.
 *
 * To make another text editable: add it here (a section name, its dictionary path, a label
 * an editor understands and the id of the element it shows in). The registry test checks
 * that the path names a text in every language.
 */

export type EditableText = {
  /** The page_content section name, e.g. the spec's "hero-title". */
  section: string;
  /** Where the text lives in the dictionaries, e.g. "home.hero.title". */
  messagePath: string;
  /** What an editor reads: which text on the page this is. */
  label: string;
  /** The id of the element it shows in or next to: "View" opens the page there. */
  anchor?: string;
  /** The {placeholders} the shipped text uses, which a changed text may use too. */
  placeholders?: readonly Placeholder[];
};

/** What the site writes into a text's {placeholder}, as an editor reads it. */
export const placeholderMeanings = {
  openDays: "the days the clinic is open (from Clinic Details)",
  hours: "the opening hours (from Clinic Details)",
  hoursFrom: "the opening time (from Clinic Details)",
  name: "the clinic's name",
} as const;
export type Placeholder = keyof typeof placeholderMeanings;

export type EditablePage = {
  /** The page_content page name. */
  pageName: string;
  /** The page as staff call it. */
  label: string;
  path: StaticPublicPath;
  texts: readonly EditableText[];
};

/** A page's heading and lead (its PageHeader), also its title in search results and tabs. */
function pageHeaderTexts(
  pagesKey: string,
  leadPlaceholders: readonly Placeholder[] = [],
): EditableText[] {
  return [
    {
      section: "page-title",
      messagePath: `common.pages.${pagesKey}.title`,
      label: "Page heading (also the browser tab and search result title)",
      anchor: "page-title",
    },
    {
      section: "page-lead",
      messagePath: `common.pages.${pagesKey}.description`,
      label: "Text under the heading (also the search result description)",
      anchor: "page-title",
      ...(leadPlaceholders.length > 0 ? { placeholders: leadPlaceholders } : {}),
    },
  ];
}

/** A page's closing band (CtaBand): its title, text and button. */
function ctaTexts(
  messagesPath: string,
  placeholders: { text?: readonly Placeholder[] } = {},
): EditableText[] {
  return [
    {
      section: "cta-title",
      messagePath: `${messagesPath}.title`,
      label: "Closing band: title",
      anchor: "cta-title",
    },
    {
      section: "cta-text",
      messagePath: `${messagesPath}.text`,
      label: "Closing band: text",
      anchor: "cta-title",
      ...(placeholders.text ? { placeholders: placeholders.text } : {}),
    },
    {
      section: "cta-button",
      messagePath: `${messagesPath}.button`,
      label: "Closing band: button",
      anchor: "cta-title",
    },
  ];
}

const ordinals = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth"] as const;

/** Title and text of the n-th item of a list of cards (e.g. home.tiles.items). */
function cardTexts(
  sectionPrefix: string,
  listPath: string,
  noun: string,
  count: number,
  anchor: string,
  /** The {placeholders} of each card's text, by position. */
  textPlaceholders: Partial<Record<number, readonly Placeholder[]>> = {},
): EditableText[] {
  return Array.from({ length: count }, (_, index) => [
    {
      section: `${sectionPrefix}-${index + 1}-title`,
      messagePath: `${listPath}.${index}.title`,
      label: `${ordinals[index]} ${noun}: title`,
      anchor,
    },
    {
      section: `${sectionPrefix}-${index + 1}-text`,
      messagePath: `${listPath}.${index}.text`,
      label: `${ordinals[index]} ${noun}: text`,
      anchor,
      ...(textPlaceholders[index] ? { placeholders: textPlaceholders[index] } : {}),
    },
  ]).flat();
}

/** The questions and answers of a page's FAQ, each pair a text of its own. */
function faqTexts(listPath: string, count: number, anchor: string): EditableText[] {
  return Array.from({ length: count }, (_, index) => [
    {
      section: `faq-${index + 1}-question`,
      messagePath: `${listPath}.${index}.question`,
      label: `${ordinals[index]} question`,
      anchor,
    },
    {
      section: `faq-${index + 1}-answer`,
      messagePath: `${listPath}.${index}.answer`,
      label: `${ordinals[index]} question: answer`,
      anchor,
    },
  ]).flat();
}

export const editablePages: readonly EditablePage[] = [
  {
    pageName: "home",
    label: "Home",
    path: "/",
    texts: [
      {
        section: "hero-eyebrow",
        messagePath: "home.hero.eyebrow",
        label: "Small line above the main title",
        anchor: "hero-title",
      },
      {
        section: "hero-title",
        messagePath: "home.hero.title",
        label: "Main title",
        anchor: "hero-title",
      },
      {
        section: "hero-subtitle",
        messagePath: "home.hero.subtitle",
        label: "Text under the main title",
        anchor: "hero-title",
        placeholders: ["openDays"],
      },
      {
        section: "hero-button-services",
        messagePath: "home.hero.primaryCta",
        label: "First button (to Our Services)",
        anchor: "hero-title",
      },
      {
        section: "hero-button-contact",
        messagePath: "home.hero.secondaryCta",
        label: "Second button (to Contact Us)",
        anchor: "hero-title",
      },
      {
        section: "care-heading",
        messagePath: "home.tiles.heading",
        label: "Care tiles: heading",
        anchor: "care-title",
      },
      {
        section: "care-subtitle",
        messagePath: "home.tiles.subtitle",
        label: "Care tiles: text under the heading",
        anchor: "care-title",
      },
      ...cardTexts("care-tile", "home.tiles.items", "care tile", 4, "care-title"),
      {
        section: "why-heading",
        messagePath: "home.whyChoose.heading",
        label: "Why choose us: heading",
        anchor: "why-title",
        placeholders: ["name"],
      },
      {
        section: "why-subtitle",
        messagePath: "home.whyChoose.subtitle",
        label: "Why choose us: text under the heading",
        anchor: "why-title",
      },
      ...cardTexts("why-point", "home.whyChoose.points", "reason", 4, "why-title", {
        0: ["hours"],
      }),
      {
        section: "featured-heading",
        messagePath: "home.featured.heading",
        label: "Featured services: heading",
        anchor: "featured-title",
      },
      {
        section: "featured-subtitle",
        messagePath: "home.featured.subtitle",
        label: "Featured services: text under the heading",
        anchor: "featured-title",
      },
      {
        section: "testimonials-heading",
        messagePath: "home.testimonials.heading",
        label: "What our patients say: heading",
        anchor: "testimonials-title",
      },
      {
        section: "testimonials-subtitle",
        messagePath: "home.testimonials.subtitle",
        label: "What our patients say: text under the heading",
        anchor: "testimonials-title",
      },
      {
        section: "reviews-text",
        messagePath: "home.reviews.text",
        label: "Invitation to read and leave reviews",
        anchor: "testimonials-title",
      },
      ...ctaTexts("home.cta", { text: ["openDays"] }),
      {
        section: "search-title",
        messagePath: "common.pages.home.title",
        label: "Title in search results and the browser tab",
      },
      {
        section: "search-description",
        messagePath: "common.pages.home.description",
        label: "Description in search results",
      },
    ],
  },
  {
    pageName: "services",
    label: "Our Services",
    path: "/services",
    texts: [
      ...pageHeaderTexts("services"),
      {
        section: "approach-heading",
        messagePath: "services.approach.heading",
        label: "Our approach: heading",
        anchor: "approach",
      },
      {
        section: "approach-text",
        messagePath: "services.approach.text",
        label: "Our approach: text under the heading",
        anchor: "approach",
      },
      ...cardTexts("approach-point", "services.approach.points", "point", 3, "approach"),
      ...ctaTexts("services.cta"),
    ],
  },
  {
    pageName: "membership",
    label: "Membership",
    path: "/membership",
    texts: [
      {
        section: "hero-eyebrow",
        messagePath: "membership.page.hero.eyebrow",
        label: "Small line above the heading",
        anchor: "membership-title",
      },
      {
        section: "page-title",
        messagePath: "common.pages.membership.title",
        label: "Page heading",
        anchor: "membership-title",
      },
      {
        section: "hero-subtitle",
        messagePath: "membership.page.hero.subtitle",
        label: "Text under the heading",
        anchor: "membership-title",
      },
      {
        section: "hero-intro",
        messagePath: "membership.page.hero.intro",
        label: "Second paragraph under the heading",
        anchor: "membership-title",
        placeholders: ["openDays"],
      },
      {
        section: "faq-heading",
        messagePath: "membership.page.faq.heading",
        label: "Questions: heading",
        anchor: "faq-title",
      },
      {
        section: "faq-subtitle",
        messagePath: "membership.page.faq.subtitle",
        label: "Questions: text under the heading",
        anchor: "faq-title",
      },
      ...faqTexts("membership.page.faq.items", 6, "faq-title"),
      ...ctaTexts("membership.page.cta"),
    ],
  },
  { pageName: "team", label: "Our Team", path: "/team", texts: pageHeaderTexts("team") },
  {
    pageName: "health-tips",
    label: "Health Tips",
    path: "/health-tips",
    texts: pageHeaderTexts("blog"),
  },
  {
    pageName: "insurance",
    label: "Insurance",
    path: "/insurance",
    texts: [
      ...pageHeaderTexts("insurance"),
      {
        section: "faq-heading",
        messagePath: "insurance.faq.heading",
        label: "Questions: heading",
        anchor: "insurance-faq",
      },
      ...faqTexts("insurance.faq.items", 4, "insurance-faq"),
      ...ctaTexts("insurance.cta"),
    ],
  },
  {
    pageName: "lab-tests",
    label: "Lab Tests",
    path: "/lab-tests",
    texts: [...pageHeaderTexts("labTests"), ...ctaTexts("labTests.cta")],
  },
  {
    pageName: "partners",
    label: "Partners",
    path: "/partners",
    texts: pageHeaderTexts("partners"),
  },
  {
    pageName: "foundation",
    label: "Foundation",
    path: "/foundation",
    texts: [...pageHeaderTexts("foundation"), ...ctaTexts("foundation.cta")],
  },
  {
    pageName: "schedule-visit",
    label: "Schedule a Visit",
    path: "/schedule-visit",
    texts: pageHeaderTexts("scheduleVisit", ["openDays"]),
  },
  { pageName: "contact", label: "Contact", path: "/contact", texts: pageHeaderTexts("contact") },
];

/** The editable text a page_content row with this page and section replaces, if any. */
export function editableTextAt(
  pageName: string,
  sectionName: string,
): { page: EditablePage; text: EditableText } | null {
  const page = editablePages.find((candidate) => candidate.pageName === pageName);
  const text = page?.texts.find((candidate) => candidate.section === sectionName);
  return page && text ? { page, text } : null;
}

/** The page names whose rows replace shipped texts. */
export const editablePageNames: readonly string[] = editablePages.map((page) => page.pageName);

/** The {placeholders} a text uses, e.g. ["openDays"], sorted, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}

/** The anchor id of a text's row on /admin/content, e.g. "text-home-hero-title". */
export function editableTextRowId(pageName: string, section: string): string {
  return `text-${pageName}-${section}`;
}

/** One language of an editable text as /admin/content shows it. */
export type EditableTextValue = {
  locale: Locale;
  /** What the site shows now: the entry's text, else the shipped one. */
  value: string;
  /** The entry that replaces the shipped text, if one does. */
  entryId: string | null;
};

export type EditableTextsPage = Omit<EditablePage, "texts"> & {
  texts: (EditableText & { values: EditableTextValue[] })[];
};
