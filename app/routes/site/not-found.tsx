import { data } from "react-router";
import { NotFoundContent } from "~/ui/not-found-content";
import { localizePath } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { logger } from "~/platform/logger.server";
import { loadPageMessages } from "~/i18n/page-messages.server";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/not-found";

/** Any path no other route matches: the 404 page inside the layout, with status 404. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The referrer's query string may hold what a visitor typed elsewhere.
  const referrer = request.headers.get("referer")?.split(/[?#]/)[0] ?? null;
  logger.warn({ path: url.pathname, referrer }, "page not found");
  const { locale, page } = loadPageMessages(request, "notFound");
  return data({ locale, page, t: getMessages(locale).common.notFound }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...seoMeta(loaderData?.page, matches, location).filter(
    (tag) => !("tagName" in tag) || tag.tagName !== "link",
  ),
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  const { locale, t } = loaderData;
  return (
    <NotFoundContent
      code={t.code}
      title={t.title}
      text={t.text}
      backLabel={t.home}
      backTo={localizePath("/", locale)}
    />
  );
}
