/**
 * The site's languages, one line each (read through ./locales.ts, which derives
 * everything else from it). To add a language: a line here and its dictionary folder
 * app/i18n/<code>/; the compiler then names every text it still needs. Kept apart from
 * ./locales.ts so a test can add a language and watch the route table and the sitemap
 * follow (app/i18n/new-language.test.ts).
 */
export const localeList = [
  {
    code: "en",
    prefix: "",
    /** <html lang> and hreflang. */
    tag: "en",
    /** The Intl locale for dates and numbers. */
    intl: "en-US",
    /** Open Graph's og:locale. */
    ogLocale: "en_US",
    /** How prices in US dollars are written: "$1,188.50". */
    money: { symbol: "$", group: ",", decimal: "." },
    /** The language's own name, as the switcher shows it. */
    nativeName: "English",
    /** Its short code, as the header's switch shows it. */
    shortName: "EN",
    /** A link to a page in this language, in this language. */
    viewIn: "View in English",
    /** Its name in the staff portal (which is in English). */
    staffName: "English",
  },
  {
    code: "pt-BR",
    prefix: "/pt",
    tag: "pt-BR",
    intl: "pt-BR",
    ogLocale: "pt_BR",
    // "US$ 1.188,50": Brazilian readers write "$" for their real, so the dollar says so.
    money: { symbol: "US$\u00a0", group: ".", decimal: "," },
    nativeName: "Português",
    shortName: "PT",
    viewIn: "Ver em português",
    staffName: "Portuguese",
  },
  {
    code: "es",
    prefix: "/es",
    tag: "es",
    intl: "es-US",
    ogLocale: "es_US",
    money: { symbol: "$", group: ",", decimal: "." },
    nativeName: "Español",
    shortName: "ES",
    viewIn: "Ver en español",
    staffName: "Spanish",
  },
] as const;
