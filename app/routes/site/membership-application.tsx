import { ApplicationScreen } from "~/features/membership/application-screen";
import { localizePath } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { useSiteData } from "~/platform/site-data";
import { loadPageMessages } from "~/i18n/page-messages.server";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/membership-application";

export function loader({ request }: Route.LoaderArgs) {
  const { locale, page } = loadPageMessages(request, "membershipApplication");
  return { locale, page, t: getMessages(locale).membership.application };
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
