import { data } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";
import { PageHeader } from "~/components/ui/page-header";
import { localizePath } from "~/i18n/locales";
import { findActiveTeamMember } from "~/models/team.server";
import { loadPageMessages } from "~/utils/page.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/team-member";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale, page } = loadPageMessages(request, "teamMember");
  const member = await findActiveTeamMember(context.db, params.id, locale);
  if (!member) return data({ locale, page, member: null }, { status: 404 });
  return { locale, page: { ...page, title: member.name, description: member.role }, member };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(
    loaderData?.member
      ? loaderData.page
      : loaderData && { ...loaderData.page, title: loaderData.page.notFoundTitle },
    matches,
    location,
  );

export default function TeamMemberPage({ loaderData }: Route.ComponentProps) {
  const { locale, page, member } = loaderData;
  if (!member) {
    return (
      <NotFoundContent
        title={page.notFoundTitle}
        text={page.notFoundText}
        backLabel={page.back}
        backTo={localizePath("/team", locale)}
      />
    );
  }
  return <PageHeader title={member.name} lead={member.role} />;
}
