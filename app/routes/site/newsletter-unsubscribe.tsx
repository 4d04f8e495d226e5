import { NewsletterLinkPage } from "~/features/inbox/newsletter-link-page";
import {
  answerUnsubscribe,
  EMAIL_LINK_PAGE_HEADERS,
  loadUnsubscribePage,
} from "~/features/inbox/newsletter-pages.server";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * The unsubscribe link of every newsletter e-mail: the page asks, its button removes
 * the address (a GET never does: mail scanners open links). Mail programs' own
 * "Unsubscribe" posts here directly (List-Unsubscribe-Post, RFC 8058): no cookie,
 * no Origin, so the server's cross-site check lets it through (server/request-guards.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  return loadUnsubscribePage(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return answerUnsubscribe(request, context.db);
}

export const headers: Route.HeadersFunction = () => EMAIL_LINK_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...seoMeta(loaderData?.page, matches, location),
  { name: "robots", content: "noindex, nofollow" },
];

export default function NewsletterUnsubscribePage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { title, view } = actionData ?? loaderData;
  return <NewsletterLinkPage title={title} view={view} />;
}
