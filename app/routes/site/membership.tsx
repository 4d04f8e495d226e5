import { ArrowDown, BadgePercent, ClipboardCheck, Stethoscope } from "lucide-react";
import { NewTabLink } from "~/ui/new-tab-link";
import { PlanChooser } from "~/features/membership/plan-chooser";
import { getPlanCards } from "~/features/membership/plans.server";
import { getTestimonials } from "~/features/testimonials/testimonials.server";
import { Accordion } from "~/ui/accordion";
import { ButtonLink, buttonClasses } from "~/ui/button";
import { Container } from "~/ui/container";
import { PageSection } from "~/ui/page-section";
import { CtaBand } from "~/ui/cta-band";
import { IconPointCards } from "~/ui/point-cards";
import { localizePath } from "~/i18n/locales";
import { useSiteData } from "~/platform/site-data";
import { loadPageTexts } from "~/features/site-content/index.server";
import { faqPageJsonLd, membershipPlansJsonLd } from "~/platform/seo/json-ld";
import { MONTHLY_PAYMENTS } from "~/features/membership/plans";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/membership";
import { Picture } from "~/ui/picture";
import { TestimonialList } from "~/ui/testimonial-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page, messages } = await loadPageTexts(request, context.db, "membership");
  const [plans, testimonials] = await Promise.all([
    getPlanCards(context.db, locale),
    getTestimonials(context.db, locale, "membership"),
  ]);
  return { locale, page, t: messages.membership.page, plans, testimonials };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(
    loaderData && { ...loaderData.page, title: loaderData.page.metaTitle },
    matches,
    location,
    {
      // The same questions and answers as the page's FAQ accordion, and the plans as
      // offers at the prices their cards show.
      jsonLd: (site) =>
        loaderData
          ? [
              faqPageJsonLd(loaderData.t.faq.items, site.languageTag),
              membershipPlansJsonLd(
                loaderData.plans.map((plan) => ({ ...plan, monthlyPayments: MONTHLY_PAYMENTS })),
                {
                  name: loaderData.t.plans.heading,
                  url: site.canonical,
                },
              ),
            ]
          : [],
    },
  );

/** Artwork of the three benefit cards, in the dictionary's order. */
const benefitIcons = [ClipboardCheck, Stethoscope, BadgePercent] as const;

export default function MembershipPage({ loaderData }: Route.ComponentProps) {
  const { locale, page, t, plans, testimonials } = loaderData;
  const root = useSiteData();
  const to = (path: string) => localizePath(path, locale);
  const signupUrl = root?.clinic.urls.membershipSignup ?? "";
  const newTab = root?.layout.newTab ?? "";

  return (
    <>
      <section
        aria-labelledby="membership-title"
        className="relative overflow-hidden border-b border-brand-100 bg-gradient-to-b from-brand-50 via-white to-white"
      >
        <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              {t.hero.eyebrow}
            </p>
            <h1
              id="membership-title"
              className="mt-3 text-4xl font-extrabold tracking-tight sm:text-6xl"
            >
              {page.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-700 sm:text-xl">{t.hero.subtitle}</p>
            <p className="mt-4 max-w-xl text-slate-600">{t.hero.intro}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <NewTabLink
                href={signupUrl}
                newTabLabel={newTab}
                className={buttonClasses("primary", "lg")}
              >
                {t.hero.applyNow}
              </NewTabLink>
              <a href="#faq" className={buttonClasses("secondary", "lg")}>
                {t.hero.learnMore}
                <ArrowDown className="size-4" aria-hidden="true" />
              </a>
            </div>
          </div>
          {/* Hidden on phones, and lazy so that a phone never fetches it. */}
          <Picture
            src="/images/service-membership.svg"
            alt=""
            width={640}
            height={400}
            sizes="(min-width: 1280px) 600px, 46vw"
            className="hidden w-full rounded-3xl shadow-sm sm:block"
          />
        </Container>
      </section>

      <PageSection
        labelledBy="benefits-title"
        className="py-16 sm:py-20"
        heading={{ title: t.benefits.heading, subtitle: t.benefits.subtitle }}
      >
        <IconPointCards items={t.benefits.items} icons={benefitIcons} />
      </PageSection>

      <PageSection
        id="plans"
        labelledBy="plans-title"
        className="lazy-render-761 bg-brand-50/60 py-16 sm:py-20 lg:lazy-render-315"
        heading={{ title: t.plans.heading, subtitle: t.plans.subtitle }}
      >
        <div className="mt-10">
          <PlanChooser
            plans={plans}
            t={t.plans}
            locale={locale}
            signupUrl={signupUrl}
            newTabLabel={newTab}
          />
        </div>
        <div className="mt-12 flex flex-col items-center gap-3 text-center">
          <p className="text-slate-700">{t.plans.customQuote.text}</p>
          <ButtonLink to={to("/contact")} variant="secondary">
            {t.plans.customQuote.link}
          </ButtonLink>
        </div>
      </PageSection>

      <PageSection
        labelledBy="testimonials-title"
        className="lazy-render-312 py-16 sm:py-20 lg:lazy-render-153"
        heading={{ title: t.testimonials.heading, subtitle: t.testimonials.subtitle }}
      >
        <TestimonialList items={testimonials} />
      </PageSection>

      <PageSection
        id="faq"
        labelledBy="faq-title"
        className="lazy-render-220 bg-brand-50/60 py-16 sm:py-20 lg:lazy-render-189"
        heading={{ title: t.faq.heading, subtitle: t.faq.subtitle }}
      >
        <div className="mx-auto mt-10 max-w-3xl">
          <Accordion items={t.faq.items} idPrefix="membership-faq" />
        </div>
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <p className="text-slate-700">{t.faq.contactText}</p>
          <ButtonLink to={to("/contact")}>{t.faq.contactButton}</ButtonLink>
        </div>
      </PageSection>

      <CtaBand {...t.cta} to={to("/membership-application")} />
    </>
  );
}
