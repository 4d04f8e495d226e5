import { CalendarCheck, CalendarPlus, Clock, MapPin, Phone, Store } from "lucide-react";
import { bookingFrameUrl } from "~/features/booking/booking";
import { BookingDialog } from "~/features/booking/booking-dialog";
import { BookingTrigger } from "~/features/booking/booking-trigger";
import { buttonClasses } from "~/ui/button";
import { PageSection } from "~/ui/page-section";
import { IconArt } from "~/ui/icon-art";
import { NewTabLink } from "~/ui/new-tab-link";
import { CheckPointCards } from "~/ui/point-cards";
import { PageHeader } from "~/ui/page-header";
import { mapsSearchHref, telHref } from "~/platform/clinic";
import { format } from "~/i18n/format";
import { useSiteData } from "~/platform/site-data";
import { loadPageTexts } from "~/features/site-content/index.server";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/schedule-visit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, messages } = await loadPageTexts(request, context.db, "scheduleVisit");
  const { common, scheduleVisit } = messages;
  return { locale, page: common.pages.scheduleVisit, t: scheduleVisit };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

const card = "flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

export default function ScheduleVisitPage({ loaderData }: Route.ComponentProps) {
  const { page, t } = loaderData;
  const root = useSiteData();
  if (!root) return null;
  const { clinic, layout } = root;
  const bookingSrc = bookingFrameUrl(clinic.urls.bookingWidget, clinic.urls.bookingPracticeKey);

  return (
    <>
      <PageHeader title={page.title} lead={page.description} />

      {/* Before its triggers: its no-script style hides them, and a <style> in the body may
          only style what follows it. */}
      <BookingDialog
        src={bookingSrc}
        t={t.dialog}
        newTab={layout.newTab}
        contacts={{
          phone: clinic.phone,
          whatsappNumber: clinic.whatsappNumber,
          email: clinic.email,
        }}
      />

      <PageSection
        labelledBy="options-title"
        className="py-16 sm:py-20"
        heading={{ title: t.options.heading, subtitle: t.options.subtitle }}
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          <li>
            <article className={card}>
              <IconArt icon={Phone} />
              <h3 className="mt-5 text-xl font-semibold">{t.options.call.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{t.options.call.text}</p>
              <a
                href={telHref(clinic.phone)}
                className={`${buttonClasses("secondary")} mt-6 self-start`}
              >
                <Phone className="size-4" aria-hidden="true" />
                {format(t.options.call.action, { phone: clinic.phone })}
              </a>
            </article>
          </li>
          <li>
            <article className={`${card} ring-2 ring-brand-600`}>
              <IconArt icon={CalendarCheck} />
              <h3 className="mt-5 text-xl font-semibold">{t.options.request.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{t.options.request.text}</p>
              <BookingTrigger
                href={bookingSrc}
                newTab={layout.newTab}
                className={`${buttonClasses("primary")} mt-6 self-start`}
              >
                <CalendarPlus className="size-4" aria-hidden="true" />
                {t.options.request.button}
              </BookingTrigger>
            </article>
          </li>
          <li>
            <article className={card}>
              <IconArt icon={Store} />
              <h3 className="mt-5 text-xl font-semibold">{t.options.walkIn.title}</h3>
              <p className="mt-2 text-slate-600">{t.options.walkIn.text}</p>
              <p className="mt-4 flex gap-2 font-semibold text-slate-900">
                <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  <span className="sr-only">{t.options.walkIn.hoursLabel}: </span>
                  <span className="whitespace-pre-line">{root.hours.hoursCompact}</span>
                </span>
              </p>
              <p className="mt-2 flex flex-1 gap-2 text-slate-600">
                <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                {clinic.address}
              </p>
              <NewTabLink
                href={mapsSearchHref(clinic.address)}
                newTabLabel={layout.newTab}
                className="mt-4 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand-700 hover:underline"
              >
                {t.options.walkIn.directions}
              </NewTabLink>
            </article>
          </li>
        </ul>
      </PageSection>

      <PageSection
        labelledBy="expect-title"
        className="lazy-render-161 bg-brand-50 py-16 sm:py-20 lg:lazy-render-108"
        heading={{ title: t.expect.heading }}
      >
        <CheckPointCards
          items={t.expect.items}
          className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2"
        />
      </PageSection>

      {/* Bottom-left, so it never covers the WhatsApp button at the bottom right. */}
      <div className="fixed bottom-4 left-4 z-30 sm:bottom-6 sm:left-6">
        <BookingTrigger
          href={bookingSrc}
          newTab={layout.newTab}
          className="group relative inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-transform hover:scale-105 hover:bg-brand-800"
        >
          <CalendarPlus className="size-7" aria-hidden="true" />
          <span className="sr-only">{t.floatingButton}</span>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute left-full ml-3 rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-white opacity-0 shadow transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
          >
            {t.floatingButton}
          </span>
        </BookingTrigger>
      </div>
    </>
  );
}
