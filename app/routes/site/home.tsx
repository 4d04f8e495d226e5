import {
  ArrowDown,
  Clock,
  Crown,
  ClipboardCheck,
  Languages,
  MessageCircleHeart,
  Stethoscope,
  Wallet,
} from "lucide-react";
import { NewTabLink } from "~/ui/new-tab-link";
import { VideoSection } from "~/features/videos/video-gallery";
import { ButtonLink, buttonClasses } from "~/ui/button";
import { Container } from "~/ui/container";
import { PageSection } from "~/ui/page-section";
import { CtaBand } from "~/ui/cta-band";
import { LinkCard } from "~/ui/link-card";
import { serviceCards } from "~/features/services/services";
import { format } from "~/i18n/format";
import { localizePath } from "~/i18n/locales";
import { listVideos } from "~/features/videos/videos.server";
import { getTestimonials } from "~/features/testimonials/testimonials.server";
import { useSiteData } from "~/platform/site-data";
import { loadPageTexts } from "~/features/site-content/index.server";
import { clinicJsonLd } from "~/features/services/clinic-json-ld";
import { getMembershipPriceCents } from "~/features/membership/plans.server";
import { seoMeta } from "~/platform/seo/meta";
import { isBackgroundFetch } from "~/platform/streaming.server";
import type { Route } from "./+types/home";
import { Picture } from "~/ui/picture";
import { TestimonialList } from "~/ui/testimonial-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ locale, page, messages }, membershipPriceCents] = await Promise.all([
    loadPageTexts(request, context.db, "home"),
    getMembershipPriceCents(context.db),
  ]);
  const { home, media } = messages;
  const videoText = media.videos;
  return {
    locale,
    page,
    t: home,
    videoText,
    membershipPriceCents,
    testimonials: await getTestimonials(context.db, locale, "home"),
    videos: isBackgroundFetch(request)
      ? listVideos(context.db, locale)
      : await listVideos(context.db, locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location, {
    jsonLd: (site) => [
      clinicJsonLd(site, { membershipPriceCents: loaderData?.membershipPriceCents }),
    ],
  });

/** The four home tiles are the first four service cards of /services. */
const tileArt = serviceCards.slice(0, 4);
const whyChooseIcons = [Clock, Languages, Wallet, Stethoscope];
const featured = [
  { id: "membership", icon: Crown },
  { id: "checkup", icon: ClipboardCheck },
  { id: "consultation", icon: MessageCircleHeart },
] as const;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { locale, t, videoText, videos, testimonials } = loaderData;
  const root = useSiteData();
  const to = (path: string) => localizePath(path, locale);
  const clinicName = root?.clinic.name ?? "";
  const newTab = root?.layout.newTab ?? "";

  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
      >
        <Container className="grid items-center gap-10 pt-12 pb-16 sm:pt-16 lg:grid-cols-2 lg:pb-24">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              {t.hero.eyebrow}
            </p>
            <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-6xl">
              {t.hero.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-600 sm:text-xl">{t.hero.subtitle}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={to("/services")} size="lg">
                {t.hero.primaryCta}
              </ButtonLink>
              <ButtonLink to={to("/contact")} variant="secondary" size="lg">
                {t.hero.secondaryCta}
              </ButtonLink>
            </div>
          </div>
          <Picture
            src="/images/hero.svg"
            alt=""
            width={1200}
            height={900}
            priority
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, calc(100vw - 2rem)"
            className="w-full rounded-3xl"
          />
        </Container>
        <div className="flex justify-center pb-8">
          <a
            href="#care"
            className="inline-flex size-12 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-700 shadow-sm hover:bg-brand-50"
          >
            <ArrowDown className="size-5" aria-hidden="true" />
            <span className="sr-only">{t.hero.scrollDown}</span>
          </a>
        </div>
      </section>

      <PageSection
        id="care"
        labelledBy="care-title"
        className="py-16 sm:py-20"
        heading={{ title: t.tiles.heading, subtitle: t.tiles.subtitle }}
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.tiles.items.map((tile, index) => {
            const art = tileArt[index];
            return (
              <li key={tile.title}>
                <LinkCard
                  to={to("/services")}
                  icon={art?.icon}
                  title={tile.title}
                  text={tile.text}
                  cta={t.tiles.linkLabel}
                />
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection
        labelledBy="why-title"
        className="lazy-render-314 bg-brand-900 py-16 text-brand-100 sm:py-20 lg:lazy-render-136"
      >
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {format(t.whyChoose.heading, { name: clinicName })}
          </h2>
          <p className="mt-4 text-lg">{t.whyChoose.subtitle}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.whyChoose.points.map((point, index) => {
            const Icon = whyChooseIcons[index] ?? Stethoscope;
            return (
              <li key={point.title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
                <Icon className="size-8 text-brand-300" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-semibold text-white">{point.title}</h3>
                <p className="mt-2">{point.text}</p>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection
        labelledBy="featured-title"
        className="lazy-render-290 py-16 sm:py-20 lg:lazy-render-144"
        heading={{ title: t.featured.heading, subtitle: t.featured.subtitle }}
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {featured.map(({ id, icon }) => (
            <li key={id}>
              <LinkCard
                to={to(`/services/${id}`)}
                icon={icon}
                tone={id === "membership" ? "accent" : "brand"}
                title={t.featured.items[id].title}
                text={t.featured.items[id].text}
                cta={t.featured.learnMore}
                titleSize="xl"
              />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        labelledBy="testimonials-title"
        className="lazy-render-357 bg-brand-50 py-16 sm:py-20 lg:lazy-render-180"
        heading={{ title: t.testimonials.heading, subtitle: t.testimonials.subtitle }}
      >
        <TestimonialList items={testimonials} onTint />
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <p className="max-w-xl text-slate-700">{t.reviews.text}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <NewTabLink
              href={root?.clinic.urls.reviewsView}
              newTabLabel={newTab}
              className={buttonClasses("primary")}
            >
              {t.reviews.view}
            </NewTabLink>
            <NewTabLink
              href={root?.clinic.urls.reviewsWrite}
              newTabLabel={newTab}
              className={buttonClasses("secondary")}
            >
              {t.reviews.write}
            </NewTabLink>
          </div>
        </div>
      </PageSection>

      <VideoSection heading={t.videos} videos={videos} t={videoText} />

      <CtaBand {...t.cta} to={to("/contact")} />
    </>
  );
}
