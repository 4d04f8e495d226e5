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
  /** The same preview in each other language. */
  otherLanguages?: ReadonlyArray<{ href: string; label: string; lang: string }>;
};

export function PreviewBanner({ text, expires, note, otherLanguages }: PreviewBannerProps) {
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
        {otherLanguages?.length ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1 sm:ml-auto">
            {otherLanguages.map((other) => (
              <a
                key={other.lang}
                href={other.href}
                lang={other.lang}
                hrefLang={other.lang}
                className="font-semibold underline underline-offset-2"
              >
                {other.label}
              </a>
            ))}
          </p>
        ) : null}
      </Container>
    </div>
  );
}
