import { PageHeader } from "~/components/ui/page-header";
import { loadPageMessages } from "~/utils/page.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/services";

export function loader({ request }: Route.LoaderArgs) {
  return loadPageMessages(request, "services");
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return <PageHeader title={page.title} lead={page.description} />;
}
