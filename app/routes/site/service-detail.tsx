import { Check, Tag } from "lucide-react";
import { data } from "react-router";
import { NotFoundContent } from "~/ui/not-found-content";
import { Accordion } from "~/ui/accordion";
import { ButtonLink } from "~/ui/button";
import { BackLink } from "~/ui/back-link";
import { Container } from "~/ui/container";
import { PageSection } from "~/ui/page-section";
import { LinkCard } from "~/ui/link-card";
import { isServiceDetailId, otherServiceIds, serviceDetails } from "~/features/services/services";
import { localizePath } from "~/i18n/locales";
import { getServicePage } from "~/features/services/service-details.server";
import { loadPageTexts } from "~/features/site-content/index.server";
import { faqPageJsonLd } from "~/platform/seo/json-ld";
import { breadcrumbsJsonLd } from "~/features/services/clinic-json-ld";
import { metaDescription } from "~/platform/seo/description";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/service-detail";
import { Picture } from "~/ui/picture";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale, page, messages } = await loadPageTexts(request, context.db, "serviceDetail");
  if (!isServiceDetailId(params.id)) {
    return data({ locale, page, service: null, others: [], labels: null }, { status: 404 });
  }
  const t = messages.serviceDetails;
  // The texts and price are the portal's Service Pages; the membership's price its plans'.
  const found = await getServicePage(context.db, {
    id: params.id,
    locale,
    labels: t.labels,
  });
  if (!found) {
    return data({ locale, page, service: null, others: [], labels: null }, { status: 404 });
  }
  const { service: content, all } = found;
  const others = otherServiceIds(params.id).flatMap((id) => {
    const other = all.find((entry) => entry.id === id);
    return other ? [{ id, title: other.title, subtitle: other.subtitle }] : [];
  });
  return {
    locale,
    page: {
      ...page,
      title: content.title,
      description: metaDescription(content.subtitle, page.descriptionEnd),
    },
    service: content,
    others,
    labels: t.labels,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const service = loaderData?.service;
  const page = loaderData?.page;
  return seoMeta(
    service && page && "description" in page
      ? page
      : page && { title: page.notFoundTitle, description: page.notFoundText },
    matches,
    location,
    {
      jsonLd: (site) =>
        service
          ? [
              breadcrumbsJsonLd(
                site,
                [[site.root.layout.nav.services, "/services"]],
                service.title,
              ),
              faqPageJsonLd(service.faqs, site.languageTag),
            ]
          : [],
    },
  );
};

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { locale, page, service, others, labels } = loaderData;
  const to = (path: string) => localizePath(path, locale);
  if (!service || !labels) {
    return (
      <NotFoundContent
        title={page.notFoundTitle}
        text={page.notFoundText}
        backLabel={page.back}
        backTo={to("/services")}
      />
    );
  }
  const art = serviceDetails.find((entry) => entry.id === service.id);
  const iconOf = (id: string) => serviceDetails.find((entry) => entry.id === id)?.icon;

  return (
    <>
      <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <Container className="grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-2">
          <div>
            <BackLink to={to("/services")}>{labels.backToServices}</BackLink>
            <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">{service.title}</h1>
            <p className="mt-4 text-lg text-slate-600 sm:text-xl">{service.subtitle}</p>
            <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-accent-100 px-4 py-2 font-semibold text-slate-900">
              <Tag className="size-4 text-accent-700" aria-hidden="true" />
              <span className="sr-only">{labels.price}: </span>
              {service.price}
            </p>
          </div>
          {art ? (
            <Picture
              src={art.image}
              alt=""
              width={640}
              height={400}
              priority
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, calc(100vw - 2rem)"
              className="w-full rounded-3xl bg-brand-50 shadow-sm"
            />
          ) : null}
        </Container>
      </div>

      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-12">
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {service.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <section aria-labelledby="faqs">
            <h2 id="faqs" className="text-2xl font-bold sm:text-3xl">
              {labels.faqs}
            </h2>
            <div className="mt-6">
              <Accordion items={service.faqs} idPrefix={service.id} />
            </div>
          </section>
        </div>

        <aside
          aria-labelledby="benefits"
          className="h-fit space-y-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-28"
        >
          <h2 id="benefits" className="text-xl font-bold">
            {labels.benefits}
          </h2>
          <ul className="space-y-3">
            {service.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-slate-700">
                <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                {benefit}
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-3">
            <ButtonLink to={to("/schedule-visit")} size="lg">
              {labels.schedule}
            </ButtonLink>
            <ButtonLink to={to("/contact")} variant="secondary" size="lg">
              {labels.contact}
            </ButtonLink>
          </div>
        </aside>
      </Container>

      <PageSection
        labelledBy="other-services"
        className="lazy-render-244 border-t border-slate-200 bg-slate-50 py-14 lg:lazy-render-108"
      >
        <h2 id="other-services" className="text-2xl font-bold sm:text-3xl">
          {labels.otherServices}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {others.map((other) => (
            <li key={other.id}>
              <LinkCard
                to={to(`/services/${other.id}`)}
                icon={iconOf(other.id)}
                title={other.title}
                text={other.subtitle}
                cta={labels.learnMore}
              />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
