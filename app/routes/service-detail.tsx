import { data } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";
import { PageHeader } from "~/components/ui/page-header";
import { isServiceDetailId, serviceDetailIds } from "~/content/services";
import { localizePath } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { loadPageMessages } from "~/utils/page.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/service-detail";

export function loader({ request, params }: Route.LoaderArgs) {
  const { locale, page } = loadPageMessages(request, "serviceDetail");
  if (!isServiceDetailId(params.id)) {
    return data({ locale, page, service: null }, { status: 404 });
  }
  const title = getMessages(locale).common.layout.services[serviceDetailIds[params.id]];
  return { locale, page: { ...page, title }, service: { id: params.id, title } };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(
    loaderData?.service
      ? loaderData.page
      : loaderData && { ...loaderData.page, title: loaderData.page.notFoundTitle },
    matches,
    location,
  );

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { locale, page, service } = loaderData;
  if (!service) {
    return (
      <NotFoundContent
        title={page.notFoundTitle}
        text={page.notFoundText}
        backLabel={page.back}
        backTo={localizePath("/services", locale)}
      />
    );
  }
  return <PageHeader title={service.title} lead={page.description} />;
}
