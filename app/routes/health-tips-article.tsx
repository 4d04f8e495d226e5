import { data } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";
import { localizePath } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { loadPageMessages } from "~/utils/page.server";
import type { Route } from "./+types/health-tips-article";

// Placeholder until the health tips issue fills in the article page: every slug is a 404.
export function loader({ request }: Route.LoaderArgs) {
  const { locale } = loadPageMessages(request, "notFound");
  return data({ locale, t: getMessages(locale).common.notFound }, { status: 404 });
}

export default function HealthTipsArticlePage({ loaderData }: Route.ComponentProps) {
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
