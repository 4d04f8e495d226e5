import { PageHeader } from "~/components/ui/page-header";
import { loadPageMessages } from "~/utils/page.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/membership-application";

export function loader({ request }: Route.LoaderArgs) {
  return loadPageMessages(request, "membershipApplication");
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

export default function MembershipApplicationPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return <PageHeader title={page.title} lead={page.description} />;
}
