import { PolicyPage } from "~/components/policy-page";
import { getMessages } from "~/i18n/messages.server";
import { loadPageMessages } from "~/utils/page.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/privacy";

export function loader({ request }: Route.LoaderArgs) {
  const { locale, page } = loadPageMessages(request, "privacy");
  const { policies } = getMessages(locale).common;
  return {
    locale,
    page,
    paragraphs: policies.privacy,
    policies: { updated: policies.updated, draftNotice: policies.draftNotice },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage {...loaderData} />;
}
