import { data } from "react-router";
import { TeamCard, TeamCardSkeleton } from "~/features/team/team-card";
import { Container } from "~/ui/container";
import { Deferred } from "~/ui/deferred";
import { PageHeader } from "~/ui/page-header";
import { Pager } from "~/ui/pager";
import { localizePath } from "~/i18n/locales";
import { listActiveTeamMemberPage, type TeamMemberPage } from "~/features/team/members.server";
import { teamMemberPath } from "~/features/team/paths";
import { logger } from "~/platform/logger.server";
import { loadPageTexts } from "~/features/site-content/index.server";
import { pageHref, pageNumberFrom } from "~/platform/paging";
import { pagedListMeta } from "~/platform/seo/meta";
import { siteDataOf } from "~/platform/site-data";
import { isBackgroundFetch } from "~/platform/streaming.server";
import type { Route } from "./+types/team";

/** While the team loads, six placeholder cards show. */
const SKELETON_CARDS = 6;

const noMembers: TeamMemberPage = { members: [], page: 1, pageCount: 1, missing: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page, messages } = await loadPageTexts(request, context.db, "team");
  const { team, media, common } = messages;
  const pageNumber = pageNumberFrom(new URL(request.url).searchParams.get("page"));
  // Streamed on a client-side navigation: the skeleton shows at once. A failed
  // query is logged and leaves an empty list.
  const list = listActiveTeamMemberPage(context.db, locale, pageNumber).catch((error: unknown) => {
    logger.error({ err: error }, "team list query failed");
    return noMembers;
  });
  const payload = {
    locale,
    page,
    t: team.list,
    pager: common.layout.pager,
    labels: {
      viewProfile: team.list.viewProfile,
      photoAlt: team.member.photoAlt,
      unavailable: media.image.unavailable,
    },
    list: isBackgroundFetch(request) ? list : await list,
  };
  // A page past the last (an old link) is not found, but shows the last page and its pager.
  const missing = !(payload.list instanceof Promise) && payload.list.missing;
  return missing ? data(payload, { status: 404 }) : payload;
}

/** A page of the list: the plain path for the first, ?page= for the others. */
const teamListHref = (locale: Parameters<typeof localizePath>[1], page: number) =>
  pageHref(localizePath("/team", locale), {}, page);

/**
 * Each page of the list is its own address ("Our Team, page 2"), linked to its
 * neighbours; only the first has the other language's list as an equivalent.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteDataOf(matches);
  if (!loaderData || !site) return [];
  const list = loaderData.list instanceof Promise ? null : loaderData.list;
  return pagedListMeta(loaderData.page, matches, location, {
    page: list?.page ?? pageNumberFrom(new URLSearchParams(location.search).get("page")),
    pageCount: list?.pageCount ?? null,
    titled: loaderData.pager.titled,
    described: loaderData.pager.describedPage,
    hrefOf: (number) => teamListHref(site.locale, number),
  });
};

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { locale, page, t, pager, labels, list } = loaderData;
  return (
    <>
      <PageHeader title={page.title} lead={page.description} />
      <Container className="py-12 sm:py-16">
        <Deferred
          value={list}
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
          {({ members, page: current, pageCount }) =>
            members.length === 0 ? (
              <p className="text-lg text-slate-600">{t.empty}</p>
            ) : (
              <>
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {members.map((member, index) => (
                    <li key={member.id}>
                      <TeamCard
                        member={member}
                        href={localizePath(teamMemberPath(member), locale)}
                        labels={labels}
                        priority={current === 1 && index === 0}
                      />
                    </li>
                  ))}
                </ul>
                <Pager
                  page={current}
                  pageCount={pageCount}
                  hrefOf={(number) => teamListHref(locale, number)}
                  label={t.pagesLabel}
                  t={pager}
                  className="mt-10"
                />
              </>
            )
          }
        </Deferred>
      </Container>
    </>
  );
}
