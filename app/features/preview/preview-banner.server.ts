import { format, formatDateTime } from "~/i18n/format";
import { languageTags, locales, localizePath, viewInLanguage, type Locale } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { CLINIC_TIME_ZONE } from "~/platform/clinic";
import type { PreviewBannerProps } from "~/ui/preview-banner";
import { PREVIEW_PARAM, previewHref } from "./preview-drafts.server";

/** The preview link's token of a request, or null for a visitor's ordinary request. */
export function previewTokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get(PREVIEW_PARAM);
}

/**
 * The banner above a page asked for with a preview link (`token`), or null without one:
 * with the draft the link found, "unsaved changes", until when the link works and the
 * same preview in the other languages; without (a link not genuine, or expired), that the
 * page is what visitors see now.
 */
export function previewBanner(
  locale: Locale,
  token: string | null,
  found: { expiresAt: Date } | null,
  options: {
    /** The page's path, where the draft shows in the other language too. */
    path?: string;
    text?: string;
    /** What the preview cannot show. */
    note?: string;
  } = {},
): PreviewBannerProps | null {
  if (token === null) return null;
  const t = getMessages(locale).common.preview;
  if (!found) return { text: t.invalid };
  return {
    text: options.text ?? t.unsaved,
    expires: format(t.expires, { date: formatDateTime(found.expiresAt, locale, CLINIC_TIME_ZONE) }),
    note: options.note,
    otherLanguages:
      options.path === undefined
        ? undefined
        : locales
            .filter((other) => other !== locale)
            .map((other) => ({
              href: previewHref(localizePath(options.path!, other), token),
              label: viewInLanguage[other],
              lang: languageTags[other],
            })),
  };
}
