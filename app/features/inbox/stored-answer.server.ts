import { getMessages } from "~/i18n/messages.server";
import { isLocale, localizePath, type Locale } from "~/i18n/locales";
import { escapeXml } from "~/platform/seo/xml-feeds";

/**
 * The answer to a post that was stored when the page that should say so cannot be
 * drawn (the database failed right after the commit): a plain page in the visitor's
 * language that says it arrived. A visitor told "error" would send it again.
 */
export function storedSubmissionPage(
  stored: { form: string; locale: string },
  headers: Headers,
): Response {
  const locale: Locale = isLocale(stored.locale) ? stored.locale : "en";
  const messages = getMessages(locale);
  const { title, text } =
    stored.form === "partnership"
      ? messages.foundation.success
      : stored.form === "newsletter"
        ? messages.blog.newsletter.success
        : messages.contact.success;
  const home = localizePath("/", locale);
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)}</title></head>
<body><main><h1>${escapeXml(title)}</h1><p>${escapeXml(text)}</p><p><a href="${home}">${escapeXml(messages.common.layout.nav.home)}</a></p></main></body></html>
`;
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(html, { status: 200, headers });
}
