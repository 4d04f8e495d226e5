import { data } from "react-router";
import { NotFoundContent } from "~/ui/not-found-content";
import { localizePath } from "~/i18n/locales";
import { logger } from "~/platform/logger.server";
import { loadPageTexts } from "~/features/site-content/index.server";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/not-found";

/** Any path no other route matches: the 404 page inside the layout, with status 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The referrer's query string may hold what a visitor typed elsewhere.
  const referrer = request.headers.get("referer")?.split(/[?#]/)[0] ?? null;
  logger.warn({ path: url.pathname, referrer }, "page not found");
  const { locale, page, messages } = await loadPageTexts(request, context.db, "notFound");
  return data({ locale, page, t: messages.common.notFound }, { status: 404 });
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
