import { Plus } from "lucide-react";
import { redirect } from "react-router";
import type { Route } from "./+types/team";
import { adminMeta } from "~/ui/admin/meta";
import {
  ADMIN_TEAM_PAGE_SIZE,
  deleteTeamMember,
  listTeamMemberPageForAdmin,
  moveTeamMember,
} from "~/features/team/member-admin.server";
import { pageHref } from "~/platform/paging";
import { MAX_TEAM_SEARCH_LENGTH, teamListQuery } from "~/features/team/team-list-query";
import { ListToolbar, NoMatches } from "~/ui/admin/list-toolbar";
import { AdminPager } from "~/ui/admin/admin-pager";
import { requireContentEditor } from "~/features/auth/session.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { TeamMemberList } from "~/features/team/member-list";
import { ButtonLink } from "~/ui/button";
import { teamListActionSchema } from "~/features/team/member-form";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { requestContext } from "~/platform/request-context.server";
import { movedToTrashText } from "~/features/trash/index.server";
import { dataWithToast, redirectWithToast, type Toast } from "~/platform/toast.server";
import { AdminAlertRegion } from "~/ui/admin/admin-alert";

const MAX_BODY_BYTES = 2 * 1024;
const LIST_PATH = "/admin/team";

const fetchFailed: Toast = {
  type: "error",
  title: "Error",
  description: "Failed to fetch team members",
};
const deleteFailed: Toast = {
  type: "error",
  title: "Error",
  description: "Failed to delete team member",
};
const moveFailed: Toast = {
  type: "error",
  title: "Error",
  description: "Failed to move team member",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const place = teamListQuery.parse(request);
  try {
    return { list: await listTeamMemberPageForAdmin(context.db, place), place, toast: null };
  } catch (error) {
    logger.error({ err: error }, "admin team list query failed");
    return { list: null, place, toast: fetchFailed };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const body = await readFormBody(request, MAX_BODY_BYTES);
  const submission = body.ok ? parseSubmission(body.formData, teamListActionSchema) : null;
  const intent = body.ok ? body.formData.get("intent") : null;
  const failed = (error: string, status: number) =>
    dataWithToast({ error }, intent === "move" ? moveFailed : deleteFailed, { status });
  if (!submission?.success) return failed("The request was not understood. Please try again.", 400);
  const actor = { id: editor.id, email: editor.email };
  const form = submission.data;
  const { id } = form;
  if (form.intent === "move") {
    try {
      const result = await moveTeamMember(context.db, { id, position: form.position, actor });
      if (result.kind === "not-found") {
        return failed("That team member no longer exists. Someone may have deleted it.", 404);
      }
      const page = pageHref("/admin/team", {}, Math.ceil(result.position / ADMIN_TEAM_PAGE_SIZE));
      // With JavaScript the page stays where it was, the focus goes back to the member and
      // the list says where they are now; a page posted without it is reloaded, scrolled to
      // the member's row, with the toast.
      if (requestContext()?.dataRequest === true) return redirect(page);
      return redirectWithToast(`${page}#member-${id}`, {
        type: "success",
        title: "Team member moved",
        description: `${result.name} is now number ${result.position} of ${result.total}.`,
      });
    } catch (error) {
      logger.error({ err: error, teamMemberId: id }, "team member move failed");
      return failed("The team member could not be moved. Please try again in a moment.", 500);
    }
  }
  try {
    const result = await deleteTeamMember(context.db, { id, actor });
    if (result.kind === "not-found") {
      return failed("That team member no longer exists. Someone may have deleted it already.", 404);
    }
    return redirectWithToast(teamListQuery.href(LIST_PATH, teamListQuery.parse(request)), {
      type: "success",
      title: "Team member deleted successfully",
      description: movedToTrashText(result.name),
    });
  } catch (error) {
    logger.error({ err: error, teamMemberId: id }, "team member delete failed");
    return failed("The team member could not be deleted. Please try again in a moment.", 500);
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Team Members");

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { list, place } = loaderData;
  const hidden = list?.inactive ?? 0;
  const problem = list === null ? "Failed to fetch team members." : actionData?.error;
  const narrowed = teamListQuery.isNarrowed(place);
  return (
    <div className="space-y-6">
      <AdminAlertRegion
        message={
          problem ? (
            <>
              {problem}
              {list === null ? " Please reload the page in a moment." : null}
            </>
          ) : null
        }
      />
      <AdminCard
        title={list === null ? "Team members" : `Team members (${list.total})`}
        description={
          list === null
            ? undefined
            : `Shown on the public Team page in this order. Drag a member to move them, or use Move up and Move down.${
                hidden > 0
                  ? ` ${hidden === 1 ? "1 inactive member is" : `${hidden} inactive members are`} hidden from the site.`
                  : ""
              }`
        }
        actions={
          <ButtonLink to="/admin/team/new">
            <Plus className="size-4" aria-hidden="true" />
            Add Team Member
          </ButtonLink>
        }
      >
        {list === null ? null : list.total === 0 ? (
          <p className="text-slate-600">
            No team members yet. Add the first one and it appears on the Team page.
          </p>
        ) : (
          <>
            <ListToolbar
              id="team-admin-search"
              label="Team members"
              placeholder="Search by name or title"
              query={place.q}
              maxLength={MAX_TEAM_SEARCH_LENGTH}
              narrowed={narrowed}
              clearHref={LIST_PATH}
              className="mb-4"
              selects={[
                {
                  name: "status",
                  label: "Status",
                  value: place.filters.status ?? "",
                  options: [
                    { value: "", label: "Active and inactive" },
                    { value: "active", label: "Active" },
                    { value: "inactive", label: "Inactive" },
                  ],
                },
              ]}
            />
            {narrowed ? (
              <p role="status" className="mb-3 text-sm text-slate-700">
                {list.matches === 1 ? "1 member matches" : `${list.matches} members match`}. Moving
                is off while a search or filter is on, as positions are of the whole list; clear the
                filters to move members.
              </p>
            ) : null}
            {list.members.length === 0 ? (
              <NoMatches noun="team members" clearHref={LIST_PATH} />
            ) : (
              <TeamMemberList members={list.members} total={list.total} ordering={!narrowed} />
            )}
            <AdminPager
              page={list.page}
              pageCount={list.pageCount}
              hrefOf={(number) => teamListQuery.href(LIST_PATH, place, number)}
              label="Pages of team members"
            />
          </>
        )}
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
