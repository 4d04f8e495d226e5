import { Eye } from "lucide-react";
import { Container } from "~/ui/container";

/**
 * Above a page shown through a preview link: it is not what visitors see (yet), and
 * until when the link works; where the preview has another language, a link to it.
 */
export type PreviewBannerProps = {
  text: string;
  expires?: string;
  /** What the preview cannot show (an image not uploaded yet). */
  note?: string;
  otherLanguage?: { href: string; label: string; lang: string };
};

export function PreviewBanner({ text, expires, note, otherLanguage }: PreviewBannerProps) {
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
      data-testid="preview-banner"
    >
      <Container className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:items-center sm:gap-3">
        <Eye className="hidden size-5 shrink-0 sm:block" aria-hidden="true" />
        <p className="font-semibold">{text}</p>
        {expires ? <p>{expires}</p> : null}
        {note ? <p>{note}</p> : null}
        {otherLanguage ? (
          <a
            href={otherLanguage.href}
            lang={otherLanguage.lang}
            hrefLang={otherLanguage.lang}
            className="font-semibold underline underline-offset-2 sm:ml-auto"
          >
            {otherLanguage.label}
          </a>
        ) : null}
      </Container>
    </div>
  );
}
