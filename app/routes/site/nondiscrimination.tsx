import { PolicyPage } from "~/features/site-content/policy-page";
import { loadLegalPage } from "~/features/site-content/legal-pages.server";
import { loadPageTexts } from "~/features/site-content/index.server";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/nondiscrimination";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await loadPageTexts(request, context.db, "nondiscrimination");
  return {
    locale,
    page,
    ...(await loadLegalPage(context.db, "nondiscrimination", locale, request)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

export default function NondiscriminationPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage {...loaderData} />;
}
