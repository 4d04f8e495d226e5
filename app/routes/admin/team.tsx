import { Plus } from "lucide-react";
import type { Route } from "./+types/team";
import { adminMeta } from "~/ui/admin/meta";
import { deleteTeamMember, listTeamMemberPageForAdmin } from "~/features/team/member-admin.server";
import { pageHref, pageNumberFrom } from "~/platform/paging";
import { AdminPager } from "~/ui/admin/admin-pager";
import { requireContentEditor } from "~/features/auth/session.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { TeamMemberList } from "~/features/team/member-list";
import { ButtonLink } from "~/ui/button";
import { deleteTeamMemberSchema } from "~/features/team/member-form";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { movedToTrashText } from "~/features/trash/index.server";
import { dataWithToast, redirectWithToast, type Toast } from "~/platform/toast.server";
import { AdminAlertRegion } from "~/ui/admin/admin-alert";

const MAX_BODY_BYTES = 2 * 1024;

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

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const page = pageNumberFrom(new URL(request.url).searchParams.get("page"));
  try {
    return { list: await listTeamMemberPageForAdmin(context.db, page), toast: null };
  } catch (error) {
    logger.error({ err: error }, "admin team list query failed");
    return { list: null, toast: fetchFailed };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const failed = (error: string, status: number) =>
    dataWithToast({ error }, deleteFailed, { status });
  const body = await readFormBody(request, MAX_BODY_BYTES);
  const submission = body.ok ? parseSubmission(body.formData, deleteTeamMemberSchema) : null;
  if (!submission?.success) return failed("The request was not understood. Please try again.", 400);
  const { id } = submission.data;
  try {
    const result = await deleteTeamMember(context.db, {
      id,
      actor: { id: editor.id, email: editor.email },
    });
    if (result.kind === "not-found") {
      return failed("That team member no longer exists. Someone may have deleted it already.", 404);
    }
    return redirectWithToast("/admin/team", {
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
  const { list } = loaderData;
  const hidden = list?.inactive ?? 0;
  const problem = list === null ? "Failed to fetch team members." : actionData?.error;
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
            : `Shown on the public Team page in this order.${
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
            <TeamMemberList members={list.members} />
            <AdminPager
              page={list.page}
              pageCount={list.pageCount}
              hrefOf={(number) => pageHref("/admin/team", {}, number)}
              label="Pages of team members"
            />
          </>
        )}
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
