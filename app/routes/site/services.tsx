import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageSection } from "~/ui/page-section";
import { CtaBand } from "~/ui/cta-band";
import { IconArt } from "~/ui/icon-art";
import { CheckPointCards } from "~/ui/point-cards";
import { PageHeader } from "~/ui/page-header";
import { serviceCards } from "~/features/services/services";
import { localizePath } from "~/i18n/locales";
import { loadPageTexts } from "~/features/site-content/index.server";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/services";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page, messages } = await loadPageTexts(request, context.db, "services");
  return { locale, page, t: messages.services };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { locale, page, t } = loaderData;
  const to = (path: string) => localizePath(path, locale);
  return (
    <>
      <PageHeader title={page.title} lead={page.description} />

      <PageSection label={t.intro.eyebrow} className="py-14 sm:py-20">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map(({ id, icon }) => (
            <li key={id} id={id} className="scroll-mt-6">
              <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <IconArt icon={icon} />
                <h2 className="mt-5 text-xl font-semibold">{t.cards[id].title}</h2>
                <p className="mt-2 flex-1 text-slate-600">{t.cards[id].text}</p>
                <Link
                  to={to("/schedule-visit")}
                  className="mt-5 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand-700 hover:underline"
                >
                  {t.cardCta}
                  <span className="sr-only">: {t.cards[id].title}</span>
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        labelledBy="approach"
        className="lazy-render-220 bg-brand-50 py-14 sm:py-20 lg:lazy-render-126"
        heading={{ title: t.approach.heading, subtitle: t.approach.text }}
      >
        <CheckPointCards items={t.approach.points} className="mt-12 grid gap-6 md:grid-cols-3" />
      </PageSection>

      <CtaBand {...t.cta} to={to("/contact")} />
    </>
  );
}
