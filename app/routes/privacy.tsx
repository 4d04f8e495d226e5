import { PolicyPage } from "~/components/policy-page";
import { loadLegalPage } from "~/models/legal-pages.server";
import { loadPageMessages } from "~/utils/page.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/privacy";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = loadPageMessages(request, "privacy");
  return { locale, page, ...(await loadLegalPage(context.db, "privacy", locale)) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage {...loaderData} />;
}
