import { ClipboardList, CreditCard, FileText, IdCard, Info, Phone, Pill } from "lucide-react";
import { InsurerCard } from "~/features/insurance/insurer-card";
import { Accordion } from "~/ui/accordion";
import { buttonClasses } from "~/ui/button";
import { PageSection } from "~/ui/page-section";
import { CtaBand } from "~/ui/cta-band";
import { PageHeader } from "~/ui/page-header";
import { telHref } from "~/platform/clinic";
import { getInsurerCards } from "~/features/insurance/insurers.server";
import { format } from "~/i18n/format";
import { localizePath } from "~/i18n/locales";
import { useSiteData } from "~/platform/site-data";
import { loadPageTexts } from "~/features/site-content/index.server";
import { cn } from "~/ui/cn";
import { faqPageJsonLd } from "~/platform/seo/json-ld";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/insurance";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page, messages } = await loadPageTexts(request, context.db, "insurance");
  return { locale, page, t: messages.insurance, cards: await getInsurerCards(context.db, locale) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location, {
    // The same questions and answers as the page's FAQ accordion.
    jsonLd: (site) => (loaderData ? [faqPageJsonLd(loaderData.t.faq.items, site.languageTag)] : []),
  });

/** Icons for the five things to bring, in the dictionary's order. */
const bringIcons = [IdCard, CreditCard, Pill, FileText, ClipboardList];

export default function InsurancePage({ loaderData }: Route.ComponentProps) {
  const { locale, page, t, cards } = loaderData;
  const phone = useSiteData()?.clinic.phone;
  return (
    <>
      <PageHeader title={page.title} lead={page.description} />

      <PageSection
        labelledBy="accepted-insurance"
        className="py-16 sm:py-20"
        heading={{
          eyebrow: t.accepted.eyebrow,
          title: t.accepted.heading,
          subtitle: t.accepted.subtitle,
        }}
      >
        {/* Flex rather than grid so that the last, shorter row is centred. */}
        <ul className="mt-12 flex flex-wrap justify-center gap-6">
          {cards.map((card) => (
            <li
              key={card.id}
              className="w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
            >
              <InsurerCard insurer={card} plansLabel={t.accepted.plansLabel} />
            </li>
          ))}
        </ul>

        <div
          role="note"
          aria-labelledby="coverage-note"
          className="mt-10 flex flex-col gap-4 rounded-2xl border border-accent-300 bg-accent-100 p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex gap-3">
            <Info className="mt-0.5 size-6 shrink-0 text-accent-700" aria-hidden="true" />
            <div>
              <h2 id="coverage-note" className="text-lg font-semibold">
                {t.note.title}
              </h2>
              <p className="mt-1 text-slate-700">{t.note.text}</p>
            </div>
          </div>
          {phone ? (
            <a
              href={telHref(phone)}
              className={cn(buttonClasses("primary", "md"), "shrink-0 whitespace-nowrap")}
            >
              <Phone className="size-4" aria-hidden="true" />
              {format(t.note.call, { phone })}
            </a>
          ) : null}
        </div>
      </PageSection>

      <PageSection
        labelledBy="what-to-bring"
        className="lazy-render-194 bg-brand-50 py-16 sm:py-20 lg:lazy-render-123"
        heading={{ title: t.bring.heading, subtitle: t.bring.subtitle }}
      >
        <ul className="mx-auto mt-12 flex max-w-5xl flex-wrap justify-center gap-4">
          {t.bring.items.map((item, index) => {
            const Icon = bringIcons[index] ?? ClipboardList;
            return (
              <li
                key={item}
                className="flex w-full items-center gap-4 rounded-2xl bg-white p-5 font-medium text-slate-800 shadow-sm sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-2rem)/3)]"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                {item}
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection
        labelledBy="insurance-faq"
        className="lazy-render-131 py-16 sm:py-20 lg:lazy-render-119"
        heading={{ title: t.faq.heading }}
      >
        <div className="mx-auto mt-10 max-w-3xl">
          <Accordion items={t.faq.items} idPrefix="insurance-faq" />
        </div>
      </PageSection>

      <CtaBand {...t.cta} to={localizePath("/contact", locale)} />
    </>
  );
}
