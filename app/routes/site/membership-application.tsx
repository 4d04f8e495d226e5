import { ApplicationScreen } from "~/features/membership/application-screen";
import { localizePath } from "~/i18n/locales";
import { useSiteData } from "~/platform/site-data";
import { loadPageTexts } from "~/features/site-content/index.server";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/membership-application";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page, messages } = await loadPageTexts(
    request,
    context.db,
    "membershipApplication",
  );
  return { locale, page, t: messages.membership.application };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

/**
 * The application keeps the shared layout (the clinic's header, footer and
 * WhatsApp button), so a patient never feels they left the site, and adds the
 * its own bar: Back to the clinic website and Open in New Tab.
 */
export default function MembershipApplicationPage({ loaderData }: Route.ComponentProps) {
  const { locale, page, t } = loaderData;
  const root = useSiteData();
  return (
    <ApplicationScreen
      title={page.title}
      lead={page.description}
      t={t}
      signupUrl={root?.clinic.urls.membershipSignup ?? ""}
      homeHref={localizePath("/", locale)}
      phone={root?.clinic.phone ?? ""}
      whatsappNumber={root?.clinic.whatsappNumber ?? ""}
      email={root?.clinic.email ?? ""}
      newTabLabel={root?.layout.newTab ?? ""}
    />
  );
}
