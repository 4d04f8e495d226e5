import { getMessages } from "~/i18n/messages.server";
import { formatClosure, weekBoxText } from "~/platform/opening-hours";
import { Clock, LoaderCircle, Mail, MapPin, Phone } from "lucide-react";
import { NewTabLink } from "~/ui/new-tab-link";
import type { ReactNode } from "react";
import { ContactForm } from "~/features/inbox/contact-form";
import { SocialLinks } from "~/ui/layout/social-links";
import { buttonClasses } from "~/ui/button";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { WhatsappIcon } from "~/ui/social-icons";
import { mapsEmbedSrc, mapsSearchHref, telHref, whatsappHref } from "~/platform/clinic";
import { newSubmissionKey } from "~/platform/forms/field-names";
import {
  sendKeepingWhatWasTyped,
  skipRevalidationIfUnanswered,
} from "~/platform/forms/unanswered-post";
import { answerInboxForm } from "~/features/inbox/inbox-form-action.server";
import { retryAfterHeaders } from "~/platform/rate-limit.server";
import { localeFromRequest } from "~/i18n/locales";
import { useSiteData } from "~/platform/site-data";
import { loadPageTexts } from "~/features/site-content/index.server";
import { clinicJsonLd } from "~/features/services/clinic-json-ld";
import { getMembershipPriceCents } from "~/features/membership/plans.server";
import { seoMeta } from "~/platform/seo/meta";
import {
  control,
  controlHooks,
  embed,
  scriptOwned,
  type EmbedFrame,
} from "~/platform/controls/controls-script";
import type { Route } from "./+types/contact";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await loadPageTexts(request, context.db, "contact");
  return {
    locale,
    page,
    membershipPriceCents: await getMembershipPriceCents(context.db),
    t: getMessages(locale).contact,
    submissionKey: newSubmissionKey(),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromRequest(request);
  return answerInboxForm("contact", request, {
    db: context.db,
    clientIp: context.clientIp,
    locale,
    t: getMessages(locale).contact,
  });
}

/** A post that gets no answer keeps what was typed (app/platform/forms/unanswered-post.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendKeepingWhatWasTyped(args);

export const shouldRevalidate = skipRevalidationIfUnanswered;

export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location, {
    jsonLd: (site) => [
      clinicJsonLd(site, { membershipPriceCents: loaderData?.membershipPriceCents }),
    ],
  });

const infoIconClass = "mt-0.5 size-5 shrink-0 text-brand-300";
const infoLinkClass = "underline-offset-4 hover:text-white hover:underline";

function InfoItem({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      {icon}
      <div>
        <p className="text-sm font-semibold text-white">{label}</p>
        {children}
      </div>
    </li>
  );
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, t, submissionKey } = loaderData;
  const root = useSiteData();
  const clinic = root?.clinic;
  const newTab = root?.layout.newTab ?? "";
  if (!clinic || !root) return null;
  const mapFrame: EmbedFrame = {
    src: mapsEmbedSrc(clinic.address),
    title: t.map.frameTitle,
    className: "block aspect-[4/3] w-full border-0",
    referrerPolicy: "no-referrer-when-downgrade",
  };

  return (
    <>
      <PageHeader title={page.title} lead={page.description} />
      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[1fr_24rem]">
        <section
          aria-labelledby="form-title"
          className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        >
          <h2 id="form-title" className="text-2xl font-bold sm:text-3xl">
            {t.form.heading}
          </h2>
          <p className="mt-2 mb-8 text-slate-600">{t.form.subtitle}</p>
          <ContactForm t={t} result={actionData} submissionKey={submissionKey} />
        </section>

        <div className="lazy-render-242 space-y-8 lg:lazy-render-232">
          <section
            aria-labelledby="info-title"
            className="rounded-3xl bg-brand-900 p-6 text-brand-100 sm:p-8"
          >
            <h2 id="info-title" className="text-xl font-bold text-white">
              {t.info.heading}
            </h2>
            <ul className="mt-6 space-y-5">
              <InfoItem
                icon={<MapPin className={infoIconClass} aria-hidden="true" />}
                label={t.info.addressLabel}
              >
                <p>{clinic.address}</p>
              </InfoItem>
              <InfoItem
                icon={<Phone className={infoIconClass} aria-hidden="true" />}
                label={t.info.phoneLabel}
              >
                {[clinic.phone, clinic.phoneSecondary].map((phone) => (
                  <p key={phone}>
                    <a href={telHref(phone)} className={infoLinkClass}>
                      {phone}
                    </a>
                  </p>
                ))}
              </InfoItem>
              <InfoItem
                icon={<Mail className={infoIconClass} aria-hidden="true" />}
                label={t.info.emailLabel}
              >
                <p>
                  <a href={`mailto:${clinic.email}`} className={`break-all ${infoLinkClass}`}>
                    {clinic.email}
                  </a>
                </p>
              </InfoItem>
              <InfoItem
                icon={<Clock className={infoIconClass} aria-hidden="true" />}
                label={t.info.hoursLabel}
              >
                <p className="whitespace-pre-line">{weekBoxText(root.hours)}</p>
                {root.upcomingClosures.length > 0 ? (
                  <>
                    <p className="mt-3 text-sm font-semibold text-white">{t.info.closuresLabel}</p>
                    <ul className="mt-1 space-y-1">
                      {root.upcomingClosures.map((closure) => (
                        <li key={closure.date}>{formatClosure(closure, locale)}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </InfoItem>
              <InfoItem
                icon={<WhatsappIcon className={infoIconClass} />}
                label={t.info.whatsappLabel}
              >
                <p>
                  <a
                    href={whatsappHref(clinic.whatsappNumber)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={infoLinkClass}
                  >
                    {t.info.whatsappText}
                    <span className="sr-only"> {newTab}</span>
                  </a>
                </p>
              </InfoItem>
            </ul>
            <h3 className="mt-8 text-sm font-semibold tracking-wider text-white uppercase">
              {t.social.heading}
            </h3>
            <SocialLinks data={root} />
          </section>

          <section
            aria-labelledby="map-title"
            className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
          >
            <div className="p-6">
              <h2 id="map-title" className="text-xl font-bold">
                {t.map.heading}
              </h2>
              <p className="mt-2 text-slate-700">{clinic.address}</p>
            </div>
            {/* Google's map only once asked for, by the inline controls script. */}
            <div id="map-frame" {...scriptOwned} />
            <div {...{ [controlHooks.placeholder]: "" }} className="space-y-4 bg-brand-50 p-6">
              <p className="text-sm text-slate-700">{t.map.consent}</p>
              <div className="flex flex-wrap gap-3">
                <button
                  type="button"
                  aria-controls="map-frame"
                  {...control("embed")}
                  {...embed(mapFrame)}
                  className={`group ${buttonClasses("primary")} aria-busy:cursor-progress`}
                >
                  {/* While the map's frame is being built (aria-busy, set by the controls script). */}
                  <MapPin className="size-4 group-aria-busy:hidden" aria-hidden="true" />
                  <LoaderCircle
                    className="hidden size-4 animate-spin group-aria-busy:block motion-reduce:animate-none"
                    aria-hidden="true"
                  />
                  {t.map.load}
                </button>
                <NewTabLink
                  href={mapsSearchHref(clinic.address)}
                  newTabLabel={newTab}
                  className={buttonClasses("secondary")}
                >
                  {t.map.openInMaps}
                </NewTabLink>
              </div>
            </div>
          </section>
        </div>
      </Container>
    </>
  );
}
