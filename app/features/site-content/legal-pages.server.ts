import { and, eq } from "drizzle-orm";
import { POST_NEW_TAB_NOTE_ID } from "~/ui/post-content";
import type { Database } from "~/platform/db/client.server";
import { pageContent } from "~/platform/db/schema";
import type { LegalMessages } from "~/i18n/en/legal.server";
import type { Locale } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { escapeHtml } from "~/platform/html";
import { sanitizePostHtml } from "~/platform/sanitize.server";
import { LEGAL_BODY_SECTION } from "./page-content-pages";
import { findPageContentPreview, type PageContentDraft } from "./page-content-preview.server";
import { previewBanner, previewTokenOf } from "~/features/preview/index.server";

/**
 * The legal pages' text. Each page has built-in placeholder text (the `legal`
 * dictionary; for /privacy and /terms `common.policies`) that the clinic's
 * counsel replaces through the Page Content admin: a page_content row with
 * page_name "legal_<key>", section "body", type HTML (or plain text) in the
 * visitor's language. Such a row, when not empty, is shown instead of the
 * built-in text, sanitized again here with the blog's allowlist. A row in the
 * other language does not count: the notice a visitor reads is in their
 * language, so a Portuguese visitor keeps the built-in Portuguese text until
 * counsel's Portuguese version is saved.
 */

export const legalPageKeys = [
  "nondiscrimination",
  "language_assistance",
  "privacy_practices",
  "accessibility",
  "privacy",
  "terms",
] as const;
export type LegalPageKey = (typeof legalPageKeys)[number];

export { LEGAL_BODY_SECTION };

export function legalPageName(key: LegalPageKey): string {
  return `legal_${key}`;
}

/** A paragraph (with the inline marks described in app/i18n/en/legal.server.ts) or a list. */
export type LegalBlock = string | { readonly list: readonly string[] };
export type LegalSection = {
  /** The heading's anchor; none for a page whose text has no headings. */
  readonly id?: string;
  readonly heading?: string;
  readonly blocks: readonly LegalBlock[];
};

export type LegalPageBody =
  | { source: "editor"; html: string; updated: string }
  | { source: "built-in"; sections: readonly LegalSection[]; updated: string };

/** What every legal page says around its text. */
export type LegalPageLabels = {
  updated: string;
  contents: string;
  placeholder: { label: string; text: string };
};

/** When the built-in texts were last changed (ISO date). */
export const BUILT_IN_TEXT_DATE = "2026-11-22";

function builtInSections(key: LegalPageKey, locale: Locale): readonly LegalSection[] {
  const { legal, common } = getMessages(locale);
  switch (key) {
    case "nondiscrimination":
      return legal.pages.nondiscrimination;
    case "language_assistance":
      return legal.pages.languageAssistance;
    case "privacy_practices":
      return legal.pages.privacyPractices;
    case "accessibility":
      return legal.pages.accessibility;
    case "privacy":
      return [{ blocks: [...common.policies.privacy, legal.privacyPatients] }];
    case "terms":
      return [{ blocks: common.policies.terms }];
  }
}

/** Plain text typed into the admin: one paragraph per blank-line-separated block. */
function plainTextToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, "<br>")}</p>`)
    .join("\n");
}

/** True when the HTML shows nothing: no text and no image. */
function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|&#160;/g, " ")
      .trim() === ""
  );
}

/** The editor's text as safe HTML, or null when there is nothing to show. */
function editorHtml(row: { contentType: string; contentValue: string }): string | null {
  let html: string;
  if (row.contentType === "html") {
    html = sanitizePostHtml(row.contentValue, { newTabDescriptionId: POST_NEW_TAB_NOTE_ID });
  } else if (row.contentType === "text") {
    html = plainTextToHtml(row.contentValue);
  } else {
    return null;
  }
  return isBlankHtml(html) ? null : html;
}

/**
 * The page's text in the visitor's language: the editor's, else the built-in placeholder;
 * with a preview's unsaved body for this page and language, that instead.
 */
export async function getLegalPageBody(
  db: Database,
  key: LegalPageKey,
  locale: Locale,
  draft?: PageContentDraft | null,
): Promise<LegalPageBody> {
  const [row] = draft
    ? [{ ...draft, updatedAt: new Date() }]
    : await db
        .select({
          contentType: pageContent.contentType,
          contentValue: pageContent.contentValue,
          updatedAt: pageContent.updatedAt,
        })
        .from(pageContent)
        .where(
          and(
            eq(pageContent.pageName, legalPageName(key)),
            eq(pageContent.sectionName, LEGAL_BODY_SECTION),
            eq(pageContent.locale, locale),
          ),
        )
        .limit(1);
  const html = row ? editorHtml(row) : null;
  if (row && html) {
    return { source: "editor", html, updated: row.updatedAt.toISOString().slice(0, 10) };
  }
  return {
    source: "built-in",
    sections: builtInSections(key, locale),
    updated: BUILT_IN_TEXT_DATE,
  };
}

export function getLegalPageLabels(locale: Locale): LegalPageLabels {
  const { legal } = getMessages(locale);
  return { updated: legal.updated, contents: legal.contents, placeholder: legal.placeholder };
}

/**
 * Everything a legal page's loader returns besides its heading. With a preview link
 * (app/features/preview/) of this page's body in this language, the unsaved body, marked
 * "Preview"; with any other, the saved page and a word that the link does not work.
 */
export async function loadLegalPage(
  db: Database,
  key: LegalPageKey,
  locale: Locale,
  request: Request,
) {
  const token = previewTokenOf(request);
  const found = await findPageContentPreview(db, request);
  const draft =
    found?.pageName === legalPageName(key) &&
    found.sectionName === LEGAL_BODY_SECTION &&
    found.locale === locale
      ? found
      : null;
  const preview = previewBanner(locale, token, draft);
  return {
    body: await getLegalPageBody(db, key, locale, draft),
    labels: getLegalPageLabels(locale),
    preview,
  };
}

type TaglineSource = {
  /** BCP 47 tag for the lang attribute. */
  lang: string;
  /** Key of the language's name in the visitor's language (legal.languageAssistance.names). */
  name: keyof LegalMessages["languageAssistance"]["names"];
  /** The language's own name. */
  nativeName: string;
  /** The message in that language; {phone} becomes the clinic's number as a tel: link. */
  text: string;
  rtl?: boolean;
};

/**
 * Taglines (45 CFR 92.11, notice of availability of language assistance) in
 * the top 15 languages spoken by people with limited English proficiency in
 * Florida, in the order of the HHS Office for Civil Rights' list for Florida:
 * "Top 15 Non-English Languages by State", published by HHS OCR as the
 * resource for Section 1557 taglines (hhs.gov/civil-rights/for-individuals/
 * section-1557/1557faqs/top15-languages). Wording follows HHS OCR's translated
 * sample taglines with the clinic's call-us sentence; Portuguese is written in
 * Brazilian Portuguese for our patients. Counsel should check the list against
 * HHS's current one before launch.
 */
const taglines: readonly TaglineSource[] = [
  {
    lang: "es",
    name: "es",
    nativeName: "Español",
    text: "ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al {phone}.",
  },
  {
    lang: "ht",
    name: "ht",
    nativeName: "Kreyòl Ayisyen",
    text: "ATANSYON: Si w pale Kreyòl Ayisyen, gen sèvis èd pou lang ki disponib gratis pou ou. Rele {phone}.",
  },
  {
    lang: "vi",
    name: "vi",
    nativeName: "Tiếng Việt",
    text: "CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn. Gọi số {phone}.",
  },
  {
    lang: "pt-BR",
    name: "pt",
    nativeName: "Português",
    text: "ATENÇÃO: se você fala português, tem à sua disposição serviços gratuitos de assistência linguística. Ligue para {phone}.",
  },
  {
    lang: "zh-Hant",
    name: "zh",
    nativeName: "繁體中文",
    text: "注意：如果您使用繁體中文，您可以免費獲得語言援助服務。請致電 {phone}。",
  },
  {
    lang: "fr",
    name: "fr",
    nativeName: "Français",
    text: "ATTENTION : Si vous parlez français, des services d'aide linguistique vous sont proposés gratuitement. Appelez le {phone}.",
  },
  {
    lang: "tl",
    name: "tl",
    nativeName: "Tagalog",
    text: "PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa {phone}.",
  },
  {
    lang: "ru",
    name: "ru",
    nativeName: "Русский",
    text: "ВНИМАНИЕ: Если вы говорите на русском языке, то вам доступны бесплатные услуги перевода. Звоните {phone}.",
  },
  {
    lang: "ar",
    name: "ar",
    nativeName: "العربية",
    text: "ملحوظة: إذا كنت تتحدث العربية، فإن خدمات المساعدة اللغوية تتوافر لك بالمجان. اتصل برقم {phone}.",
    rtl: true,
  },
  {
    lang: "it",
    name: "it",
    nativeName: "Italiano",
    text: "ATTENZIONE: In caso la lingua parlata sia l'italiano, sono disponibili servizi di assistenza linguistica gratuiti. Chiamare il numero {phone}.",
  },
  {
    lang: "de",
    name: "de",
    nativeName: "Deutsch",
    text: "ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlos sprachliche Hilfsdienstleistungen zur Verfügung. Rufnummer: {phone}.",
  },
  {
    lang: "ko",
    name: "ko",
    nativeName: "한국어",
    text: "주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다. {phone} 번으로 전화해 주십시오.",
  },
  {
    lang: "pl",
    name: "pl",
    nativeName: "Polski",
    text: "UWAGA: Jeżeli mówisz po polsku, możesz skorzystać z bezpłatnej pomocy językowej. Zadzwoń pod numer {phone}.",
  },
  {
    lang: "gu",
    name: "gu",
    nativeName: "ગુજરાતી",
    text: "સુચના: જો તમે ગુજરાતી બોલતા હો, તો નિ:શુલ્ક ભાષા સહાય સેવાઓ તમારા માટે ઉપલબ્ધ છે. ફોન કરો {phone}.",
  },
  {
    lang: "th",
    name: "th",
    nativeName: "ไทย",
    text: "เรียน: ถ้าคุณพูดภาษาไทยคุณสามารถใช้บริการช่วยเหลือทางภาษาได้ฟรี โทร {phone}",
  },
];

export type LanguageTagline = {
  lang: string;
  dir: "ltr" | "rtl";
  nativeName: string;
  /** The language's name in the visitor's language. */
  localName: string;
  text: string;
};

/** The 15 taglines with each language's name in the visitor's language (built-in, never edited). */
export function getLanguageTaglines(locale: Locale): LanguageTagline[] {
  const { names } = getMessages(locale).legal.languageAssistance;
  return taglines.map(({ lang, name, nativeName, text, rtl }) => ({
    lang,
    dir: rtl ? "rtl" : "ltr",
    nativeName,
    localName: names[name],
    text,
  }));
}
