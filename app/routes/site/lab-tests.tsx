import { BadgeCheck, BadgeDollarSign, Clock, Info, MessageCircle } from "lucide-react";
import { LabTestCatalog } from "~/features/lab-tests/lab-test-catalog";
import { buttonClasses } from "~/ui/button";
import { Container } from "~/ui/container";
import { PageSection } from "~/ui/page-section";
import { CtaBand } from "~/ui/cta-band";
import { IconPointCards } from "~/ui/point-cards";
import { PageHeader } from "~/ui/page-header";
import { whatsappHref } from "~/platform/clinic";
import { buildOrderMessage, MAX_QUERY_LENGTH, pickTests } from "~/features/lab-tests/lab-search";
import { localizePath } from "~/i18n/locales";
import { getClinicSettings } from "~/features/site-content/clinic-settings.server";
import {
  findLabTestsByCode,
  isSamplePriceList,
  searchLabCatalog,
} from "~/features/lab-tests/lab-tests.server";
import { pageNumberFrom } from "~/platform/paging";
import { useSiteData } from "~/platform/site-data";
import { loadPageTexts } from "~/features/site-content/index.server";
import { cn } from "~/ui/cn";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/lab-tests";

/** Most tests one order link carries; the catalog's codes are short, so this stays a short URL. */
const MAX_ORDER_TESTS = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page, messages } = await loadPageTexts(request, context.db, "labTests");
  const { labTests: t, common } = messages;
  const params = new URL(request.url).searchParams;

  // Buy Now before JavaScript runs: the order form sends the checked codes here (in
  // a new tab) and the page shows the same WhatsApp message the script would build,
  // with a link to send it. (A redirect to WhatsApp would be a form going to another
  // site, which the Content-Security-Policy's form-action 'self' forbids.)
  // An order without a test (no box ticked, or only codes no longer listed) says so.
  let order: { message: string; href: string } | "empty" | null = null;
  if (params.has("order")) {
    const codes = params.getAll("test").slice(0, MAX_ORDER_TESTS);
    const selected = pickTests(await findLabTestsByCode(context.db, codes), codes);
    if (selected.length > 0) {
      const clinic = await getClinicSettings(context.db);
      const message = buildOrderMessage(selected, t.order);
      order = { message, href: whatsappHref(clinic.whatsappNumber, message) };
    } else {
      order = "empty";
    }
  }

  const { sampleNotice, info, cta, orderReady, ...catalog } = t;
  const query = (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const [list, sample] = await Promise.all([
    // One page of the stored price list (edited in the staff portal), searched by ?q=.
    searchLabCatalog(context.db, { query, page: pageNumberFrom(params.get("page")) }),
    isSamplePriceList(context.db),
  ]);
  return {
    list,
    locale,
    page,
    query,
    // "These prices are examples" until the clinic imports its own list.
    t: { sampleNotice: sample ? sampleNotice : null, info, cta, orderReady },
    order,
    catalog,
    pager: common.layout.pager,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

const infoIcons = [Clock, BadgeCheck, BadgeDollarSign] as const;

export default function LabTestsPage({ loaderData }: Route.ComponentProps) {
  const { list, locale, page, query, t, order, catalog, pager } = loaderData;
  const root = useSiteData();
  const path = localizePath("/lab-tests", locale);

  return (
    <>
      <PageHeader title={page.title} lead={page.description} />

      <div className="py-12 sm:py-16">
        <Container>
          {order === "empty" ? (
            <p
              role="alert"
              className="mb-10 rounded-2xl border border-red-300 bg-red-50 p-4 font-medium text-red-900 sm:p-5"
            >
              {catalog.selection.buyNowEmpty}
            </p>
          ) : order ? (
            <section
              aria-labelledby="order-ready-title"
              className="mb-10 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8"
            >
              <h2 id="order-ready-title" className="text-2xl font-semibold text-slate-900">
                {t.orderReady.heading}
              </h2>
              <p className="mt-2 text-slate-700">{t.orderReady.text}</p>
              <blockquote className="mt-5 rounded-xl border border-slate-200 bg-white p-4 text-sm whitespace-pre-wrap text-slate-800 sm:text-base">
                {order.message}
              </blockquote>
              <a href={order.href} className={cn(buttonClasses("primary", "lg"), "mt-6")}>
                <MessageCircle className="size-5" aria-hidden="true" />
                {t.orderReady.send}
              </a>
            </section>
          ) : null}
          {t.sampleNotice ? (
            <aside
              aria-labelledby="sample-notice-title"
              className="mb-10 flex gap-3 rounded-2xl border border-accent-300 bg-accent-100 p-4 text-slate-800 sm:p-5"
            >
              <Info className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
              <div>
                <h2 id="sample-notice-title" className="font-semibold">
                  {t.sampleNotice.title}
                </h2>
                <p className="mt-1 text-sm">{t.sampleNotice.text}</p>
              </div>
            </aside>
          ) : null}

          <LabTestCatalog
            tests={list.tests}
            matches={list.matches}
            page={list.page}
            pageCount={list.pageCount}
            query={query}
            t={catalog}
            pager={pager}
            action={path}
            whatsappNumber={root?.clinic.whatsappNumber ?? ""}
            newTab={root?.layout.newTab ?? ""}
          />
        </Container>
      </div>

      <PageSection
        labelledBy="lab-info-title"
        className="lazy-render-267 bg-brand-50 py-16 sm:py-20 lg:lazy-render-141"
        heading={{ title: t.info.heading, subtitle: t.info.subtitle }}
      >
        <IconPointCards items={t.info.blocks} icons={infoIcons} />
      </PageSection>

      <CtaBand {...t.cta} to={localizePath("/contact", locale)} />
    </>
  );
}
