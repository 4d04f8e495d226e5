import { TeamCard, TeamCardSkeleton } from "~/features/team/team-card";
import { Container } from "~/ui/container";
import { Deferred } from "~/ui/deferred";
import { PageHeader } from "~/ui/page-header";
import { localizePath } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { listActiveTeamMembers } from "~/features/team/members.server";
import { logger } from "~/platform/logger.server";
import { loadPageMessages } from "~/i18n/page-messages.server";
import { seoMeta } from "~/platform/seo/meta";
import { isBackgroundFetch } from "~/platform/streaming.server";
import type { Route } from "./+types/team";

/** While the team loads, six placeholder cards show. */
const SKELETON_CARDS = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = loadPageMessages(request, "team");
  const { team, media } = getMessages(locale);
  // Streamed on a client-side navigation: the skeleton shows at once. A failed
  // query is logged and leaves an empty list.
  const members = listActiveTeamMembers(context.db, locale).catch((error: unknown) => {
    logger.error({ err: error }, "team list query failed");
    return [];
  });
  return {
    locale,
    page,
    t: team.list,
    labels: {
      viewProfile: team.list.viewProfile,
      photoAlt: team.member.photoAlt,
      unavailable: media.image.unavailable,
    },
    members: isBackgroundFetch(request) ? members : await members,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { locale, page, t, labels, members } = loaderData;
  return (
    <>
      <PageHeader title={page.title} lead={page.description} />
      <Container className="py-12 sm:py-16">
        <Deferred
          value={members}
          fallback={
            <div role="status" aria-live="polite">
              <span className="sr-only">{t.loading}</span>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="team-skeleton">
                {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                  <li key={index}>
                    <TeamCardSkeleton />
                  </li>
                ))}
              </ul>
            </div>
          }
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-lg text-slate-600">{t.empty}</p>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((member, index) => (
                  <li key={member.id}>
                    <TeamCard
                      member={member}
                      href={localizePath(`/team/${member.id}`, locale)}
                      labels={labels}
                      priority={index === 0}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </Deferred>
      </Container>
    </>
  );
}
