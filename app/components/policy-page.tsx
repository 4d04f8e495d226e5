import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

/** Shared body of the Privacy Policy and Terms of Service pages. */
export const POLICIES_UPDATED = "2026-11-21";

export function PolicyPage({
  locale,
  page,
  paragraphs,
  policies,
}: {
  locale: Locale;
  page: { title: string; description: string };
  paragraphs: readonly string[];
  policies: { updated: string; draftNotice: string };
}) {
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(POLICIES_UPDATED),
  );
  return (
    <>
      <PageHeader title={page.title} lead={page.description} />
      <Container className="py-12 sm:py-16">
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
          <p className="text-sm text-slate-500">{format(policies.updated, { date: updated })}</p>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className="rounded-xl border border-accent-300 bg-accent-100 p-4 text-base text-slate-800">
            {policies.draftNotice}
          </p>
        </div>
      </Container>
    </>
  );
}
