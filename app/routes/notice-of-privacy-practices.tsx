import { PolicyPage } from "~/components/policy-page";
import { loadLegalPage } from "~/models/legal-pages.server";
import { loadPageMessages } from "~/utils/page.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/notice-of-privacy-practices";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = loadPageMessages(request, "privacyPractices");
  return { locale, page, ...(await loadLegalPage(context.db, "privacy_practices", locale)) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

export default function NoticeOfPrivacyPracticesPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage {...loaderData} />;
}
