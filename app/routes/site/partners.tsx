import {
  BadgePercent,
  CalendarCheck,
  CheckCircle2,
  ClipboardCheck,
  Microscope,
} from "lucide-react";
import { HowItWorks } from "~/features/partners/how-it-works";
import { LogoStrip } from "~/features/partners/logo-strip";
import { PartnerCard } from "~/features/partners/partner-card";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { PageSection } from "~/ui/page-section";
import { PageHeader } from "~/ui/page-header";
import { getPartnerCards } from "~/features/partners/partners.server";
import { localizePath } from "~/i18n/locales";
import { loadPageTexts } from "~/features/site-content/index.server";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/partners";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page, messages } = await loadPageTexts(request, context.db, "partners");
  return {
    locale,
    page,
    t: messages.partners,
    cards: await getPartnerCards(context.db, locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

const whyIcons = [BadgePercent, ClipboardCheck, CalendarCheck, Microscope];

export default function PartnersPage({ loaderData }: Route.ComponentProps) {
  const { locale, page, t, cards } = loaderData;
  return (
    <>
      <PageHeader title={page.title} lead={page.description}>
        <p className="mt-6 max-w-3xl text-slate-700">{t.intro.text}</p>
      </PageHeader>

      <HowItWorks
        heading={t.howItWorks.heading}
        subtitle={t.howItWorks.subtitle}
        steps={t.howItWorks.steps}
      />

      <PageSection
        labelledBy="partner-list"
        className="py-16 sm:py-20"
        heading={{ eyebrow: t.intro.eyebrow, title: t.list.heading, subtitle: t.list.subtitle }}
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <PartnerCard partner={card} benefitLabel={t.list.benefitLabel} />
            </li>
          ))}
        </ul>
      </PageSection>

      <section
        aria-labelledby="why-member"
        className="lazy-render-361 bg-brand-900 py-16 sm:py-20 lg:lazy-render-171"
      >
        <Container className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2
              id="why-member"
              className="text-3xl font-bold tracking-tight text-white sm:text-4xl"
            >
              {t.whyMember.heading}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2">
              {t.whyMember.items.map((item, index) => {
                const Icon = whyIcons[index] ?? CheckCircle2;
                return (
                  <li key={item.title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
                    <Icon className="size-7 text-brand-300" aria-hidden="true" />
                    <h3 className="mt-4 text-lg font-semibold text-white">{item.title}</h3>
                    <p className="mt-2 text-brand-100">{item.text}</p>
                  </li>
                );
              })}
            </ul>
          </div>
          <section
            aria-labelledby="join-today"
            className="rounded-3xl bg-white p-8 shadow-sm lg:mt-16"
          >
            <h2 id="join-today" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t.join.heading}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{t.join.text}</p>
            <ButtonLink to={localizePath("/membership", locale)} size="lg" className="mt-8">
              {t.join.button}
            </ButtonLink>
          </section>
        </Container>
      </section>

      <LogoStrip partners={cards} heading={t.logoStrip.heading} more={t.logoStrip.more} />
    </>
  );
}
