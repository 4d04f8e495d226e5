import { PolicyPage } from "~/components/policy-page";
import { loadLegalPage } from "~/models/legal-pages.server";
import { loadPageMessages } from "~/utils/page.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/nondiscrimination";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = loadPageMessages(request, "nondiscrimination");
  return { locale, page, ...(await loadLegalPage(context.db, "nondiscrimination", locale)) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

export default function NondiscriminationPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage {...loaderData} />;
}
