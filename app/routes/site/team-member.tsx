import { Award, CalendarCheck, Stethoscope } from "lucide-react";
import { data, redirect } from "react-router";
import { NotFoundContent } from "~/ui/not-found-content";
import { MemberPhoto } from "~/features/team/member-photo";
import { TeamCard } from "~/features/team/team-card";
import { teamMemberPath } from "~/features/team/paths";
import { ButtonLink } from "~/ui/button";
import { BackLink } from "~/ui/back-link";
import { Container } from "~/ui/container";
import { format } from "~/i18n/format";
import { localizePath } from "~/i18n/locales";
import {
  findActiveTeamMember,
  findActiveTeamMemberSlugById,
  findTeamMemberPreview,
  listOtherTeamMembers,
} from "~/features/team/members.server";
import { PREVIEW_HEADERS, previewBanner, previewTokenOf } from "~/features/preview/index.server";
import type { Database } from "~/platform/db/client.server";
import { PreviewBanner } from "~/ui/preview-banner";
import { logger } from "~/platform/logger.server";
import { loadPageTexts } from "~/features/site-content/index.server";
import { breadcrumbsJsonLd } from "~/features/services/clinic-json-ld";
import { metaDescription } from "~/platform/seo/description";
import { seoMeta } from "~/platform/seo/meta";
import type { Route } from "./+types/team-member";

/** What every answer of the page carries, whatever it finds: its language and words. */
async function pageBase(request: Request, db: Database) {
  const { locale, page, messages } = await loadPageTexts(request, db, "teamMember");
  const { team, media } = messages;
  const labels = {
    viewProfile: team.list.viewProfile,
    photoAlt: team.member.photoAlt,
    unavailable: media.image.unavailable,
  };
  return { locale, page, t: team.member, labels, preview: null };
}

type PageBase = Awaited<ReturnType<typeof pageBase>>;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const base = await pageBase(request, context.db);
  const { locale, page } = base;
  const previewToken = previewTokenOf(request);
  if (previewToken !== null) return previewOf(context.db, previewToken, base);
  // The address names the member by slug (/team/ana-ferreira); an older one by id.
  const address = params.id;
  try {
    const member = await findActiveTeamMember(context.db, address, locale);
    if (!member) {
      const slug = await findActiveTeamMemberSlugById(context.db, address);
      if (slug === null) return data({ ...base, member: null, others: [] }, { status: 404 });
      const { search } = new URL(request.url);
      return redirect(`${localizePath(teamMemberPath({ slug }), locale)}${search}`, 301);
    }
    const others = await listOtherTeamMembers(context.db, member.id, locale).catch(() => []);
    return {
      ...base,
      page: { ...page, title: member.name },
      member,
      others,
    };
  } catch (error) {
    // A failed query is logged and degrades to the not-found view.
    logger.error({ err: error, id: address }, "team member query failed");
    return data({ ...base, member: null, others: [] }, { status: 503 });
  }
}

/**
 * With a preview link (`?preview=…`, app/features/preview/): the unsaved changes an
 * editor previewed, marked "Preview", in this page's language with a link to the other.
 * Anyone without a valid link gets the 404 an unknown member gets; no answer of a
 * preview address is ever stored or indexed.
 */
async function previewOf(db: Database, token: string, base: PageBase) {
  const { locale } = base;
  const found = await findTeamMemberPreview(db, token, locale).catch((error: unknown) => {
    logger.error({ err: error }, "team member preview query failed");
    return null;
  });
  if (!found) {
    return data(
      { ...base, member: null, others: [], preview: null },
      { status: 404, headers: PREVIEW_HEADERS },
    );
  }
  const { member } = found;
  const others = await listOtherTeamMembers(db, member.id, locale).catch(() => []);
  const preview = previewBanner(locale, token, found, {
    // The member's address (a member not added yet has none: "new").
    path: teamMemberPath(member),
    text: found.active ? undefined : base.t.preview.inactive,
  });
  return data(
    {
      ...base,
      page: { ...base.page, title: member.name },
      member,
      others,
      preview,
    },
    { headers: PREVIEW_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const member = loaderData?.member;
  const page = loaderData?.page;
  const tags = seoMeta(
    member && page
      ? // The role alone says little: the start of the biography follows it.
        {
          title: page.title,
          description: metaDescription(
            `${member.role.replace(/\.$/, "")}. ${member.bio}`,
            page.descriptionEnd,
          ),
        }
      : page && { title: page.notFoundTitle, description: page.notFoundText },
    matches,
    location,
    {
      jsonLd: (site) =>
        member
          ? [breadcrumbsJsonLd(site, [[site.root.layout.nav.team, "/team"]], member.name)]
          : [],
    },
  );
  return loaderData?.preview ? [...tags, { name: "robots", content: "noindex, nofollow" }] : tags;
};

export default function TeamMemberPage({ loaderData }: Route.ComponentProps) {
  const { locale, page, t, labels, member, others, preview } = loaderData;
  const to = (path: string) => localizePath(path, locale);
  if (!member) {
    return (
      <NotFoundContent
        title={page.notFoundTitle}
        text={page.notFoundText}
        backLabel={page.back}
        backTo={to("/team")}
      />
    );
  }
  return (
    <>
      {preview ? <PreviewBanner {...preview} /> : null}
      <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-10 sm:py-14">
          <BackLink to={to("/team")}>{t.backToTeam}</BackLink>
          <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">{member.name}</h1>
          <p className="mt-3 text-lg text-brand-800 sm:text-xl">{member.role}</p>
        </Container>
      </div>

      <Container className="grid gap-10 py-12 lg:grid-cols-[20rem_1fr] lg:gap-14">
        <div className="space-y-6">
          <div className="overflow-hidden rounded-3xl shadow-md">
            <MemberPhoto
              name={member.name}
              imageUrl={member.imageUrl}
              alt={format(labels.photoAlt, { name: member.name })}
              size={640}
              priority
              unavailableLabel={labels.unavailable}
            />
          </div>
          {member.qualifications.length > 0 ? (
            <section
              aria-labelledby="qualifications"
              className="rounded-2xl border border-slate-200 p-6"
            >
              <h2 id="qualifications" className="flex items-center gap-2 text-lg font-semibold">
                <Award className="size-5 text-brand-600" aria-hidden="true" />
                {t.qualifications}
              </h2>
              <ul className="mt-4 space-y-2 text-slate-700">
                {member.qualifications.map((qualification) => (
                  <li key={qualification} className="flex gap-2">
                    <span
                      className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500"
                      aria-hidden="true"
                    />
                    {qualification}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <div className="space-y-10">
          {member.bio ? (
            <section aria-labelledby="about-member">
              <h2 id="about-member" className="text-2xl font-bold">
                {t.about}
              </h2>
              <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-700">
                {member.bio}
              </p>
            </section>
          ) : null}

          {member.specialties.length > 0 ? (
            <section aria-labelledby="specialties">
              <h2 id="specialties" className="flex items-center gap-2 text-2xl font-bold">
                <Stethoscope className="size-6 text-brand-600" aria-hidden="true" />
                {t.specialties}
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {member.specialties.map((specialty) => (
                  <li
                    key={specialty}
                    className="rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800"
                  >
                    {specialty}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section
            aria-labelledby="appointment"
            className="rounded-3xl bg-brand-800 p-8 text-white"
          >
            <h2 id="appointment" className="flex items-center gap-2 text-2xl font-bold text-white">
              <CalendarCheck className="size-6" aria-hidden="true" />
              {t.appointment.title}
            </h2>
            <p className="mt-3 text-brand-100">{t.appointment.text}</p>
            <ButtonLink to={to("/contact")} variant="inverse" size="lg" className="mt-6">
              {t.appointment.button}
            </ButtonLink>
          </section>
        </div>
      </Container>

      {others.length > 0 ? (
        <section aria-labelledby="other-members" className="border-t border-slate-200 bg-slate-50">
          <Container className="py-14">
            <h2 id="other-members" className="text-2xl font-bold sm:text-3xl">
              {t.otherMembers}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {others.map((other) => (
                <li key={other.id}>
                  <TeamCard
                    member={other}
                    href={to(teamMemberPath(other))}
                    labels={labels}
                    headingLevel={3}
                  />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}
    </>
  );
}
