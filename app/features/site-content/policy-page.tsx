import { PreviewBanner, type PreviewBannerProps } from "~/ui/preview-banner";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { PostContent } from "~/ui/post-content";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { telHref, type ClinicSettings } from "~/platform/clinic";
import { format } from "~/i18n/format";
import { localizePath, type Locale, intlLocaleOf } from "~/i18n/locales";
import type {
  LegalBlock,
  LegalPageBody,
  LegalPageLabels,
  LegalSection,
} from "~/features/site-content/legal-pages.server";
import { useSiteData } from "~/platform/site-data";

/**
 * The body of every legal page (nondiscrimination, language assistance, notice
 * of privacy practices, accessibility, privacy policy, terms): the text an
 * editor saved (already sanitized), or the built-in placeholder text, marked
 * as such for the clinic's counsel, with a table of contents when it is long.
 */

const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** Sections with anchors from this many on get an "On this page" list. */
const TABLE_OF_CONTENTS_FROM = 4;

type Facts = Pick<ClinicSettings, "name" | "phone" | "email" | "address">;

/** A phone number as a tel: link that never wraps inside the number. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a
      href={telHref(phone)}
      dir="ltr"
      className={`${linkClass} whitespace-nowrap ${className ?? ""}`}
    >
      {phone}
    </a>
  );
}

const inlinePattern =
  /\{(clinic|phone|email|address)\}|\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|\[([^\]]+)\]/g;

/**
 * One line of built-in text with its inline marks (app/i18n/en/legal.server.ts):
 * the clinic's facts, bold, links (site paths in the page's language) and
 * highlighted [blanks] for counsel.
 */
function RichText({ text, facts, locale }: { text: string; facts: Facts; locale: Locale }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const [whole, fact, bold, label, href, blank] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const key = match.index;
    if (fact === "clinic") nodes.push(facts.name);
    else if (fact === "address") nodes.push(facts.address);
    else if (fact === "phone") nodes.push(<PhoneLink key={key} phone={facts.phone} />);
    else if (fact === "email") {
      nodes.push(
        <a key={key} href={`mailto:${facts.email}`} className={`${linkClass} break-words`}>
          {facts.email}
        </a>,
      );
    } else if (bold !== undefined) {
      nodes.push(
        <strong key={key} className="font-semibold text-slate-900">
          <RichText text={bold} facts={facts} locale={locale} />
        </strong>,
      );
    } else if (label !== undefined && href !== undefined) {
      nodes.push(
        href.startsWith("/") ? (
          <Link key={key} to={localizePath(href, locale)} className={linkClass}>
            {label}
          </Link>
        ) : (
          <a
            key={key}
            href={href}
            className={`${linkClass} ${href.startsWith("tel:") ? "whitespace-nowrap" : "break-words"}`}
          >
            {label}
          </a>
        ),
      );
    } else if (blank !== undefined) {
      nodes.push(
        <mark
          key={key}
          className="box-decoration-clone rounded bg-accent-100 px-1 text-slate-900 ring-1 ring-accent-400 ring-inset"
        >
          [{blank}]
        </mark>,
      );
    }
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <>{nodes}</>;
}

function Block({ block, facts, locale }: { block: LegalBlock; facts: Facts; locale: Locale }) {
  if (typeof block === "string") {
    return (
      <p className="mt-5">
        <RichText text={block} facts={facts} locale={locale} />
      </p>
    );
  }
  return (
    <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-brand-600">
      {block.list.map((item) => (
        <li key={item} className="pl-1">
          <RichText text={item} facts={facts} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

function BuiltInText({
  sections,
  contentsLabel,
  facts,
  locale,
}: {
  sections: readonly LegalSection[];
  contentsLabel: string;
  facts: Facts;
  locale: Locale;
}) {
  const anchored = sections.filter((section) => section.id && section.heading);
  return (
    <>
      {anchored.length >= TABLE_OF_CONTENTS_FROM ? (
        <nav
          aria-label={contentsLabel}
          className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5"
        >
          <p className="font-semibold text-slate-900">{contentsLabel}</p>
          <ol className="mt-3 space-y-1 text-base">
            {anchored.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className={`${linkClass} inline-flex min-h-8 items-center`}
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="text-lg leading-relaxed text-slate-700">
        {sections.map((section, index) => (
          <Fragment key={section.id ?? index}>
            {section.heading ? (
              <h2
                id={section.id}
                className="mt-12 scroll-mt-6 text-2xl font-bold tracking-tight sm:text-3xl"
              >
                {section.heading}
              </h2>
            ) : null}
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} facts={facts} locale={locale} />
            ))}
          </Fragment>
        ))}
      </div>
    </>
  );
}

export function PolicyPage({
  locale,
  page,
  body,
  labels,
  preview,
  children,
}: {
  locale: Locale;
  page: { title: string; description: string };
  body: LegalPageBody;
  labels: LegalPageLabels;
  /** Above the page when it is shown through a preview link. */
  preview?: PreviewBannerProps | null;
  /** Shown after the text, at the full content width (the taglines). */
  children?: ReactNode;
}) {
  const root = useSiteData();
  if (!root) return null;
  const facts: Facts = root.clinic;
  const updated = new Intl.DateTimeFormat(intlLocaleOf(locale), {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(body.updated));
  return (
    <>
      {preview ? <PreviewBanner {...preview} /> : null}
      <PageHeader title={page.title} lead={page.description} />
      <Container className="py-12 sm:py-16">
        <div className="max-w-3xl">
          <p className="text-sm text-slate-600">{format(labels.updated, { date: updated })}</p>
          {body.source === "built-in" ? (
            <div
              role="note"
              aria-labelledby="legal-placeholder-label"
              className="mt-6 rounded-xl border border-accent-300 bg-accent-100 p-4 text-base text-slate-800"
            >
              <p>
                <strong id="legal-placeholder-label" className="font-semibold text-slate-900">
                  {labels.placeholder.label}
                </strong>
                {": "}
                <RichText text={labels.placeholder.text} facts={facts} locale={locale} />
              </p>
            </div>
          ) : null}
          {body.source === "built-in" ? (
            <BuiltInText
              sections={body.sections}
              contentsLabel={labels.contents}
              facts={facts}
              locale={locale}
            />
          ) : (
            <PostContent html={body.html} newTabLabel={root.layout.newTab} className="mt-8" />
          )}
        </div>
        {children}
      </Container>
    </>
  );
}
