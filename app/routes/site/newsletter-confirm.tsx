import { NewsletterLinkPage } from "~/features/inbox/newsletter-link-page";
import {
  answerConfirmation,
  EMAIL_LINK_PAGE_HEADERS,
  loadConfirmationPage,
} from "~/features/inbox/newsletter-pages.server";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/newsletter-confirm";

/**
 * The newsletter's confirmation link (double opt-in): the page asks, its button
 * confirms. A GET never confirms, because mail scanners open every link they see.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadConfirmationPage(request, context.db);
}

export function action({ request, context }: Route.ActionArgs) {
  return answerConfirmation(request, context.db);
}

export const headers: Route.HeadersFunction = () => EMAIL_LINK_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...seoMeta(loaderData?.page, matches, location),
  { name: "robots", content: "noindex, nofollow" },
];

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { title, view } = actionData ?? loaderData;
  return <NewsletterLinkPage title={title} view={view} />;
}
