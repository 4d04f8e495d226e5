import { PhoneLink, PolicyPage } from "~/features/site-content/policy-page";
import { languageTags } from "~/i18n/locales";
import { getLanguageTaglines, loadLegalPage } from "~/features/site-content/legal-pages.server";
import { useSiteData } from "~/platform/site-data";
import { loadPageTexts } from "~/features/site-content/index.server";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/language-assistance";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page, messages } = await loadPageTexts(request, context.db, "languageAssistance");
  const { taglinesHeading, taglinesLead } = messages.legal.languageAssistance;
  return {
    locale,
    page,
    ...(await loadLegalPage(context.db, "language_assistance", locale, request)),
    taglines: { heading: taglinesHeading, lead: taglinesLead, items: getLanguageTaglines(locale) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

export default function LanguageAssistancePage({ loaderData }: Route.ComponentProps) {
  const { taglines, ...policy } = loaderData;
  const phone = useSiteData()?.clinic.phone ?? "";
  const pageLang = languageTags[policy.locale];
  return (
    <PolicyPage {...policy}>
      <section aria-labelledby="taglines-title" className="mt-14">
        <h2 id="taglines-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {taglines.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-600">{taglines.lead}</p>
        {/* Each tagline is laid out only as it nears the viewport: shaping fifteen
            scripts at once is most of this page's first layout on a slow phone. */}
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {taglines.items.map((tagline) => {
            const [before, after] = tagline.text.split("{phone}");
            return (
              <li
                key={tagline.lang}
                lang={tagline.lang}
                dir={tagline.dir}
                className="lazy-render-52 rounded-2xl border border-slate-200 bg-white p-5 font-system shadow-sm"
              >
                <h3 className="text-xl font-bold">{tagline.nativeName}</h3>
                {tagline.localName.toLowerCase() !== tagline.nativeName.toLowerCase() ? (
                  <p lang={pageLang} className="font-sans text-sm text-slate-600">
                    {tagline.localName}
                  </p>
                ) : null}
                <p className="mt-3 leading-relaxed text-slate-800">
                  {before}
                  <PhoneLink phone={phone} className="inline-block py-0.5" />
                  {after}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
    </PolicyPage>
  );
}
