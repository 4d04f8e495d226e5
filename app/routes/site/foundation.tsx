import { getMessages } from "~/i18n/messages.server";
import {
  Award,
  CalendarCheck,
  CalendarDays,
  Check,
  GraduationCap,
  HandHeart,
  HeartHandshake,
  HeartPulse,
  History,
  Languages,
  MapPin,
  School,
  Stethoscope,
  Truck,
  Users,
} from "lucide-react";
import { GalleryCarousel } from "~/features/foundation/gallery-carousel";
import { PARTNER_HASH, PartnerPanel, PartnerToggle } from "~/features/foundation/partner-panel";
import { PartnershipForm } from "~/features/inbox/partnership-form";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { PageSection } from "~/ui/page-section";
import { CtaBand } from "~/ui/cta-band";
import { IconArt } from "~/ui/icon-art";
import { PageHeader } from "~/ui/page-header";
import { SectionHeading } from "~/ui/section-heading";
import { YoutubeIcon } from "~/ui/social-icons";
import {
  eventStatus,
  formatEventDate,
  formatImpactFigure,
  formatMonthYear,
  FOUNDATION_FOUNDED,
  freeServiceIds,
  GALLERY_IMAGE_SIZE,
  impactFigures,
} from "~/features/foundation/foundation";
import { newSubmissionKey } from "~/platform/forms/field-names";
import {
  sendKeepingWhatWasTyped,
  skipRevalidationIfUnanswered,
} from "~/platform/forms/unanswered-post";
import { answerInboxForm } from "~/features/inbox/inbox-form-action.server";
import { retryAfterHeaders } from "~/platform/rate-limit.server";
import { format } from "~/i18n/format";
import { languageTags, localeFromRequest, localizePath } from "~/i18n/locales";
import { useSiteData } from "~/platform/site-data";
import { cn } from "~/ui/cn";
import { loadPageTexts } from "~/features/site-content/index.server";
import { getFoundationCatalogues } from "~/features/foundation/foundation-catalogues.server";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/foundation";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page, messages } = await loadPageTexts(request, context.db, "foundation");
  const { gallery: galleryLabels, events: eventLabels, ...t } = messages.foundation;
  // The events and photos are the portal's Foundation Events and Foundation Gallery.
  const { events, photos } = await getFoundationCatalogues(context.db, locale);
  const language = languageTags[locale];
  const now = new Date();
  return {
    locale,
    page,
    submissionKey: newSubmissionKey(),
    t: { ...t, events: eventLabels },
    founded: format(t.founded, { date: formatMonthYear(FOUNDATION_FOUNDED, language) }),
    slides: photos.map((photo) => ({ ...photo, ...GALLERY_IMAGE_SIZE })),
    galleryLabels,
    // Dated on the server: every visitor sees the same day, and the HTML hydrates as it is.
    events: events.map((event) => ({
      ...event,
      dateText: formatEventDate(event.date, language),
      status: eventStatus(event.date, now),
    })),
    figures: impactFigures.map((figure) => ({
      id: figure.id,
      value: formatImpactFigure(figure, language),
      label: t.impact.figures[figure.id],
    })),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromRequest(request);
  return answerInboxForm("partnership", request, {
    db: context.db,
    clientIp: context.clientIp,
    locale,
    t: getMessages(locale).foundation,
  });
}

/** A post that gets no answer keeps what was typed (app/platform/forms/unanswered-post.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendKeepingWhatWasTyped(args);

export const shouldRevalidate = skipRevalidationIfUnanswered;

export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

const pillarIcons = [HeartPulse, GraduationCap, Users];
const recognitionIcons = [Stethoscope, GraduationCap, Languages];
const nextStepIcons = [MapPin, Truck, School, HandHeart];
const cardClass = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

export default function FoundationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, t, founded, slides, galleryLabels, events, figures, submissionKey } =
    loaderData;
  const root = useSiteData();
  const newTab = root?.layout.newTab ?? "";
  // After a post the form shows open, with its outcome.
  const partnerOpen = actionData !== undefined;
  const anyUpcoming = events.some((event) => event.status === "upcoming");

  return (
    <>
      <PageHeader title={page.title} lead={page.description}>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
          <History className="size-4" aria-hidden="true" />
          {founded}
        </p>
      </PageHeader>

      <PageSection labelledBy="about-title" className="py-16 sm:py-20">
        {/* The form follows its button in reading order; on wide screens it spans both columns. */}
        <div className="grid gap-10 lg:grid-cols-[1fr_24rem] lg:items-start">
          <div className="lg:col-start-1 lg:row-start-1">
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              {t.about.eyebrow}
            </p>
            <h2 id="about-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              {t.about.heading}
            </h2>
            {t.about.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            <div className="mt-8">
              <PartnerToggle initiallyOpen={partnerOpen} label={t.about.becomePartner} />
            </div>
          </div>
          <PartnerPanel initiallyOpen={partnerOpen} className="lg:col-span-2 lg:row-start-2">
            <div className="rounded-3xl border border-brand-200 bg-white p-6 shadow-sm sm:p-10">
              <h3 id="partner-title" className="text-2xl font-bold sm:text-3xl">
                {t.partnership.heading}
              </h3>
              <p className="mt-2 mb-8 max-w-3xl text-slate-600">{t.partnership.intro}</p>
              <PartnershipForm
                t={t}
                result={actionData}
                action={PARTNER_HASH}
                submissionKey={submissionKey}
              />
            </div>
          </PartnerPanel>
          <ul className="space-y-4 lg:col-start-2 lg:row-start-1">
            {t.about.pillars.map((pillar, index) => (
              <li key={pillar.title} className={cn(cardClass, "flex gap-4")}>
                <IconArt icon={pillarIcons[index] ?? HeartHandshake} className="size-12 shrink-0" />
                <div>
                  <h3 className="font-semibold">{pillar.title}</h3>
                  <p className="mt-1 text-slate-600">{pillar.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </PageSection>

      {slides.length === 0 ? null : (
        <div className="bg-brand-50 py-16 sm:py-20">
          <Container>
            <SectionHeading
              id="gallery-title"
              title={galleryLabels.heading}
              subtitle={galleryLabels.subtitle}
            />
            <div className="mt-12">
              <GalleryCarousel slides={slides} t={galleryLabels} headingId="gallery-title" />
            </div>
          </Container>
        </div>
      )}

      <PageSection
        labelledBy="fairs-title"
        className="lazy-render-300 py-16 sm:py-20 lg:lazy-render-138"
      >
        <div className="grid gap-10 lg:grid-cols-[22rem_1fr]">
          <div>
            <h2 id="fairs-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {t.healthFairs.heading}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-slate-700">{t.healthFairs.text}</p>
            <a
              href={root?.clinic.urls.youtubeChannel}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              <YoutubeIcon className="size-5" />
              {t.healthFairs.video}
              <span className="sr-only"> {newTab}</span>
            </a>
          </div>
          <div className={cardClass}>
            <h3 className="text-xl font-semibold">{t.healthFairs.servicesHeading}</h3>
            <ul className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {freeServiceIds.map((id) => (
                <li key={id} className="flex items-start gap-3 text-slate-700">
                  <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <Check className="size-4" aria-hidden="true" />
                  </span>
                  {t.healthFairs.services[id]}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </PageSection>

      <PageSection
        labelledBy="volunteers-title"
        className="lazy-render-341 bg-slate-50 py-16 sm:py-20 lg:lazy-render-191"
        heading={{ title: t.volunteers.heading, subtitle: t.volunteers.subtitle }}
      >
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <div className={cardClass}>
            <div className="flex items-center gap-3">
              <Award className="size-7 text-accent-700" aria-hidden="true" />
              <h3 className="text-xl font-semibold">{t.volunteers.recognition.heading}</h3>
            </div>
            <p className="mt-3 text-slate-700">{t.volunteers.recognition.text}</p>
            <ul className="mt-6 space-y-4">
              {t.volunteers.recognition.items.map((item, index) => {
                const Icon = recognitionIcons[index] ?? Users;
                return (
                  <li key={item.title} className="flex gap-3">
                    <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                    <div>
                      <p className="font-semibold text-slate-900">{item.title}</p>
                      <p className="text-slate-600">{item.text}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className={cn(cardClass, "flex flex-col")}>
            <div className="flex items-center gap-3">
              <HeartHandshake className="size-7 text-brand-700" aria-hidden="true" />
              <h3 className="text-xl font-semibold">{t.volunteers.opportunities.heading}</h3>
            </div>
            <p className="mt-3 text-slate-700">{t.volunteers.opportunities.text}</p>
            <ul className="mt-6 flex-1 space-y-3">
              {t.volunteers.opportunities.items.map((item) => (
                <li key={item} className="flex items-start gap-3 text-slate-700">
                  <Check className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
            <ButtonLink
              to={localizePath("/contact", locale)}
              variant="secondary"
              className="mt-8 self-start"
            >
              {t.volunteers.opportunities.cta}
            </ButtonLink>
          </div>
        </div>
      </PageSection>

      {events.length === 0 ? null : (
        <PageSection
          labelledBy="events-title"
          className="lazy-render-212 py-16 sm:py-20 lg:lazy-render-136"
          heading={{
            title: anyUpcoming ? t.events.headingUpcoming : t.events.headingRecent,
            subtitle: anyUpcoming ? t.events.subtitleUpcoming : t.events.subtitleRecent,
          }}
        >
          <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
            {events.map((event) => (
              <li key={event.id}>
                <article
                  aria-labelledby={`event-${event.id}`}
                  data-status={event.status}
                  className={cn(cardClass, "flex h-full flex-col")}
                >
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <p className="inline-flex items-center gap-2 font-semibold text-brand-800">
                      <CalendarDays className="size-5" aria-hidden="true" />
                      <time dateTime={event.date}>{event.dateText}</time>
                    </p>
                    <span
                      className={cn(
                        "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold",
                        event.status === "upcoming"
                          ? "bg-accent-100 text-accent-700"
                          : "bg-slate-100 text-slate-700",
                      )}
                    >
                      {event.status === "upcoming" ? (
                        <CalendarCheck className="size-4" aria-hidden="true" />
                      ) : (
                        <History className="size-4" aria-hidden="true" />
                      )}
                      {event.status === "upcoming" ? t.events.upcoming : t.events.past}
                    </span>
                  </div>
                  <h3 id={`event-${event.id}`} className="mt-4 text-xl font-semibold">
                    {event.title}
                  </h3>
                  <p className="mt-2 flex-1 text-slate-700">{event.description}</p>
                  <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
                    <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span>
                      <span className="sr-only">{t.events.locationLabel}: </span>
                      {event.location}
                    </span>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </PageSection>
      )}

      <PageSection
        labelledBy="next-title"
        className="lazy-render-307 bg-brand-50 py-16 sm:py-20 lg:lazy-render-134"
        heading={{ title: t.nextSteps.heading, subtitle: t.nextSteps.subtitle }}
      >
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.nextSteps.items.map((item, index) => {
            const Icon = nextStepIcons[index] ?? HandHeart;
            return (
              <li key={item.title} className={cardClass}>
                <div className="flex items-center justify-between">
                  <IconArt icon={Icon} className="size-12" />
                  <span className="text-3xl font-bold text-brand-600" aria-hidden="true">
                    {index + 1}
                  </span>
                </div>
                <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
                <p className="mt-2 text-slate-600">{item.text}</p>
              </li>
            );
          })}
        </ol>
      </PageSection>

      <PageSection
        labelledBy="impact-title"
        className="lazy-render-225 bg-brand-900 py-16 text-brand-100 sm:py-20 lg:lazy-render-121"
      >
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="impact-title"
            className="text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            {t.impact.heading}
          </h2>
          <p className="mt-4 text-lg">{t.impact.subtitle}</p>
        </div>
        <dl className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {figures.map((figure) => (
            <div
              key={figure.id}
              className="flex flex-col-reverse justify-end rounded-2xl bg-white/5 p-6 text-center ring-1 ring-white/10"
            >
              <dt className="mt-2 text-brand-100">{figure.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight whitespace-nowrap text-white sm:text-5xl lg:text-4xl xl:text-5xl">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-10 text-center font-semibold text-brand-200">{founded}</p>
      </PageSection>

      <CtaBand {...t.cta} to={PARTNER_HASH} />
    </>
  );
}
