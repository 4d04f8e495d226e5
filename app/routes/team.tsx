import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { localizePath } from "~/i18n/locales";
import { listActiveTeamMembers } from "~/models/team.server";
import { loadPageMessages } from "~/utils/page.server";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/team";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = loadPageMessages(request, "team");
  return { locale, page, members: await listActiveTeamMembers(context.db, locale) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { locale, page, members } = loaderData;
  return (
    <>
      <PageHeader title={page.title} lead={page.description} />
      <Container className="py-12">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {members.map((member) => (
            <li key={member.id}>
              <Link
                to={localizePath(`/team/${member.id}`, locale)}
                className="block rounded-2xl border border-slate-200 p-5 hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="block text-lg font-semibold text-slate-900">{member.name}</span>
                <span className="block text-slate-600">{member.role}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
