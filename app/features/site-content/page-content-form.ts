import { z } from "zod";
import { htmlAddressProblems, isWebAddress, linkRuleMessages } from "~/platform/links";
import { locales, type Locale } from "~/i18n/locales";
import { INTENT_FIELD, PHONE_PATTERN, text } from "~/platform/forms/fields";
import { editableTextAt, placeholdersIn, type Placeholder } from "./editable-texts";

/**
 * The Page Content admin page's forms: a new entry (page name, section name,
 * language, content type and value), the edit of an entry (type and value), the
 * inline edit of its value, and its deletion. Client-safe: the admin page imports
 * the names and limits, the server reads posts with the schemas and then sanitizes
 * HTML (app/features/site-content/page-content-admin.server.ts).
 */

export const pageContentTypeValues = ["text", "html", "url", "json"] as const;
export type PageContentType = (typeof pageContentTypeValues)[number];

export const pageContentTypeLabels: Record<PageContentType, string> = {
  text: "Text",
  html: "HTML",
  url: "URL",
  json: "JSON",
};

/** A page content row is written in one of the site's languages. */
export type PageContentLocale = Locale;

export const pageContentFields = [
  "pageName",
  "sectionName",
  "locale",
  "contentType",
  "contentValue",
] as const;
export type PageContentField = (typeof pageContentFields)[number];
export type PageContentFieldErrors = Partial<Record<PageContentField, string>>;
export type PageContentValues = Partial<Record<PageContentField, string>>;

/** An entry as its forms show it: one text of a page, section and language. */
export type PageContentFormEntry = {
  id: string;
  pageName: string;
  sectionName: string;
  locale: PageContentLocale;
  contentType: PageContentType;
  contentValue: string;
};

export const PAGE_CONTENT_NAME_MAX = 64;
export const PAGE_CONTENT_VALUE_MAX = 50_000;
/** A heading, a button or a paragraph of a page (editable-texts.ts). */
export const EDITABLE_TEXT_MAX = 1_000;

/** Rows of this page belong to the About Us editor, not to this page. */
export const ABOUT_US_PAGE_NAME = "about_us";

/** page_content rows with this page name override the clinic's facts (clinic-settings.server.ts). */
export const SITE_PAGE_NAME = "site";

export const suggestedPageNames = [
  "home",
  "about",
  "services",
  "team",
  "contact",
  "membership",
  "health-tips",
  "insurance",
  "lab-tests",
  SITE_PAGE_NAME,
  // Legal pages: section "body", type HTML, replaces the built-in placeholder text.
  "legal_nondiscrimination",
  "legal_language_assistance",
  "legal_privacy_practices",
  "legal_accessibility",
  "legal_privacy",
  "legal_terms",
] as const;

/** How a site setting's value is checked. */
export type SiteSettingKind = "text" | "phone" | "whatsapp" | "email" | "url" | "key";

/**
 * The clinic facts an entry of page "site" overrides, by section name, with
 * what an editor reads next to them. The public site shows them everywhere at once.
 */
export const siteSettingSections = {
  phone: { kind: "phone", label: "Main phone number (header, footer, contact page)" },
  phone_secondary: { kind: "phone", label: "Second phone number" },
  whatsapp: { kind: "whatsapp", label: "WhatsApp number with country code" },
  email: { kind: "email", label: "Clinic e-mail address" },
  address: { kind: "text", label: "Street address, one line" },
  hours: { kind: "text", label: "Opening hours text" },
  membership_signup: { kind: "url", label: "Membership signup site (Apply Now, embedded form)" },
  booking_widget: { kind: "url", label: "Appointment booking widget" },
  booking_practice_key: { kind: "key", label: "Booking widget practice key" },
  youtube_channel: { kind: "url", label: "YouTube channel (video galleries)" },
  reviews_view: { kind: "url", label: "Review site: read reviews" },
  reviews_write: { kind: "url", label: "Review site: write a review" },
  facebook: { kind: "url", label: "Facebook profile" },
  instagram: { kind: "url", label: "Instagram profile" },
  youtube: { kind: "url", label: "YouTube profile (social links)" },
} as const satisfies Record<string, { kind: SiteSettingKind; label: string }>;
export type SiteSettingSection = keyof typeof siteSettingSections;

export function isSiteSettingSection(value: string): value is SiteSettingSection {
  return Object.hasOwn(siteSettingSections, value);
}

export const suggestedSectionNames: readonly string[] = [
  ...new Set([
    "hero-title",
    "hero-subtitle",
    "about-text",
    "mission-statement",
    "contact-info",
    "phone",
    "email",
    "address",
    "hours",
    "body",
    ...Object.keys(siteSettingSections),
  ]),
];

/** The content type a site setting must have: URL for web addresses, text otherwise. */
export function siteSettingContentType(section: SiteSettingSection): PageContentType {
  return siteSettingSections[section].kind === "url" ? "url" : "text";
}

const namePattern = /^[a-z0-9][a-z0-9_-]*$/;
const practiceKeyPattern = /^[A-Za-z0-9_-]{1,100}$/;
const emailSchema = z.email();

export const pageContentMessages = {
  contentRequired: "Content is required.",
  contentTooLong: `Content can be at most ${PAGE_CONTENT_VALUE_MAX.toLocaleString("en-US")} characters.`,
  url: linkRuleMessages.webAddress,
  json: "This is not valid JSON",
  pageNameRequired: "Page name is required.",
  sectionNameRequired: "Section name is required.",
  name: `Use lowercase letters, digits, hyphens (-) or underscores (_) only, starting with a letter or digit, at most ${PAGE_CONTENT_NAME_MAX} characters.`,
  aboutUs: "About Us texts are edited on the About Us page.",
  site: "The clinic's phone numbers, e-mail, address, hours and links are edited on Clinic Details (/admin/settings).",
  locale: "Choose one of the site's languages.",
  contentType: "Choose Text, HTML, URL or JSON.",
  phone: "Enter a phone number: digits, spaces and + ( ) - . only.",
  whatsapp:
    "Enter the WhatsApp number with its country code, 8 to 15 digits (e.g. 1 407 555 0199).",
  email: "Enter an e-mail address such as front-desk@example.com.",
  key: "Use letters, digits, hyphens and underscores only.",
  editableTextType: "This text shows on its page as plain text: choose the type Text.",
  editableTextTooLong: `A page's text can be at most ${EDITABLE_TEXT_MAX.toLocaleString("en-US")} characters.`,
  htmlEmpty:
    "Nothing would remain of this HTML after removing what is not allowed (scripts, styles, frames).",
} as const;

/**
 * What is wrong with a value for its type and place, or null. HTML is checked
 * on the server, where it is sanitized.
 */
export function contentValueProblem(
  value: string,
  contentType: PageContentType,
  { pageName, sectionName }: { pageName: string; sectionName: string },
): string | null {
  if (value.trim() === "") return pageContentMessages.contentRequired;
  if (value.length > PAGE_CONTENT_VALUE_MAX) return pageContentMessages.contentTooLong;
  if (contentType === "url" && !isWebAddress(value)) return pageContentMessages.url;
  if (contentType === "html") {
    // Saving would drop these (the page could not show the picture, or the link leaves
    // the rule): say so instead, naming them.
    const problems = htmlAddressProblems(value);
    if (problems.image !== undefined)
      return linkRuleMessages.offSiteImageIn(problems.image.slice(0, 120));
    if (problems.link !== undefined) return linkRuleMessages.badLinkIn(problems.link.slice(0, 120));
  }
  if (contentType === "json") {
    try {
      JSON.parse(value);
    } catch (error) {
      const reason = error instanceof Error ? error.message : "it does not parse";
      return `${pageContentMessages.json}: ${reason}`;
    }
  }
  const editable = editableTextAt(pageName, sectionName);
  if (editable) return editableTextProblem(value, editable.text.placeholders ?? []);
  if (pageName === SITE_PAGE_NAME && isSiteSettingSection(sectionName)) {
    const trimmed = value.trim();
    switch (siteSettingSections[sectionName].kind) {
      case "phone":
        if (trimmed.length > 40 || !PHONE_PATTERN.test(trimmed)) return pageContentMessages.phone;
        break;
      case "whatsapp": {
        const digits = trimmed.replace(/\D/g, "");
        if (!/^\+?[\d ()-]+$/.test(trimmed) || digits.length < 8 || digits.length > 15) {
          return pageContentMessages.whatsapp;
        }
        break;
      }
      case "email":
        if (!emailSchema.safeParse(trimmed).success) return pageContentMessages.email;
        break;
      case "url":
        if (!isWebAddress(trimmed)) return pageContentMessages.url;
        break;
      case "key":
        if (!practiceKeyPattern.test(trimmed)) return pageContentMessages.key;
        break;
      case "text":
        break;
    }
  }
  return null;
}

/** A page's text (editable-texts.ts): short plain text, with only its own {placeholders}. */
function editableTextProblem(value: string, allowed: readonly Placeholder[]): string | null {
  if (value.length > EDITABLE_TEXT_MAX) return pageContentMessages.editableTextTooLong;
  const unknown = placeholdersIn(value).filter(
    (name) => !(allowed as readonly string[]).includes(name),
  );
  if (unknown.length === 0) return null;
  const written = unknown.map((name) => `{${name}}`).join(", ");
  return allowed.length === 0
    ? `${written} is not filled in on this text: write it out without braces.`
    : `${written} is not filled in on this text. It can use ${allowed.map((name) => `{${name}}`).join(", ")} only.`;
}

/** The type a site setting or a page's text needs, when the chosen one is not it; else null. */
export function contentTypeProblem(
  contentType: PageContentType,
  { pageName, sectionName }: { pageName: string; sectionName: string },
): string | null {
  if (editableTextAt(pageName, sectionName)) {
    return contentType === "text" ? null : pageContentMessages.editableTextType;
  }
  if (pageName !== SITE_PAGE_NAME || !isSiteSettingSection(sectionName)) return null;
  const needed = siteSettingContentType(sectionName);
  return contentType === needed
    ? null
    : `This site setting needs the type ${pageContentTypeLabels[needed]}.`;
}

function nameSchema(required: string) {
  return text({ missing: required, malformed: required })
    .toLowerCase()
    .min(1, { error: required })
    .max(PAGE_CONTENT_NAME_MAX, { error: pageContentMessages.name })
    .regex(namePattern, { error: pageContentMessages.name });
}

const contentTypeSchema = z.enum(pageContentTypeValues, { error: pageContentMessages.contentType });
/** Required, and its length, depend on the type and place: checked by contentValueProblem. */
const contentValueSchema = text({
  missing: pageContentMessages.contentRequired,
  malformed: pageContentMessages.contentRequired,
});

/**
 * The entry an edit, inline edit or deletion is about. An id that is missing or
 * sent twice finds no entry, like one that matches none.
 */
const entryIdSchema = z.string().catch("");

type SiteRulesInput = { pageName: string; sectionName: string };

/** The rules of the entry's place (a clinic fact of page "site") for its type and value. */
function siteRules(
  change: { contentType: PageContentType; contentValue: string },
  entry: SiteRulesInput,
  context: z.RefinementCtx,
) {
  const typeProblem = contentTypeProblem(change.contentType, entry);
  if (typeProblem)
    context.addIssue({ code: "custom", path: ["contentType"], message: typeProblem });
  const valueProblem = contentValueProblem(change.contentValue, change.contentType, entry);
  if (valueProblem) {
    context.addIssue({ code: "custom", path: ["contentValue"], message: valueProblem });
  }
}

const newEntryShape = {
  pageName: nameSchema(pageContentMessages.pageNameRequired)
    .refine((name) => name !== ABOUT_US_PAGE_NAME, { error: pageContentMessages.aboutUs })
    .refine((name) => name !== SITE_PAGE_NAME, { error: pageContentMessages.site }),
  sectionName: nameSchema(pageContentMessages.sectionNameRequired),
  locale: z.enum(locales, { error: pageContentMessages.locale }),
  contentType: contentTypeSchema,
  contentValue: contentValueSchema,
};

/** A new entry: every field. Names are trimmed and lowercased. */
export const newPageContentSchema = z
  .object(newEntryShape)
  .superRefine((entry, context) => siteRules(entry, entry, context));

export type NewPageContentEntry = z.infer<typeof newPageContentSchema>;

/** The fields an edit may change; page, section and language stay as they are. */
export type PageContentChange = { contentType: PageContentType; contentValue: string };

/** An edit of an existing entry, whose page and section decide the site rules. */
export function pageContentChangeSchema(entry: SiteRulesInput) {
  return z
    .object({ contentType: contentTypeSchema, contentValue: contentValueSchema })
    .superRefine((change, context) => siteRules(change, entry, context));
}

/**
 * The page's four forms, told apart by their intent. An edit's rules depend on the
 * stored entry: the server checks them (pageContentChangeSchema) once it has found it.
 */
export const pageContentForm = z.discriminatedUnion(INTENT_FIELD, [
  z
    .object({ [INTENT_FIELD]: z.literal("create"), ...newEntryShape })
    .superRefine((entry, context) => siteRules(entry, entry, context)),
  z.object({
    [INTENT_FIELD]: z.literal("update"),
    id: entryIdSchema,
    contentType: contentTypeSchema,
    contentValue: contentValueSchema,
  }),
  z.object({
    [INTENT_FIELD]: z.literal("inline-update"),
    id: entryIdSchema,
    contentValue: contentValueSchema,
  }),
  z.object({ [INTENT_FIELD]: z.literal("delete"), id: entryIdSchema }),
]);

/** Each field's length limit: the inputs' maxLength, and the values a refusal shows again. */
export const pageContentLimits = {
  pageName: PAGE_CONTENT_NAME_MAX,
  sectionName: PAGE_CONTENT_NAME_MAX,
  contentValue: PAGE_CONTENT_VALUE_MAX,
} as const;
