import { PageHeader } from "~/components/ui/page-header";
import { loadPageMessages } from "~/utils/page.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/foundation";

export function loader({ request }: Route.LoaderArgs) {
  return loadPageMessages(request, "foundation");
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

export default function FoundationPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return <PageHeader title={page.title} lead={page.description} />;
}
