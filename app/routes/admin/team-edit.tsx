import { useAnswerKey } from "~/ui/admin/answer-key";
import { ExternalLink, History } from "lucide-react";
import { useRef } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/team-edit";
import { adminMeta } from "~/ui/admin/meta";
import { useUnsavedChanges } from "~/ui/admin/unsaved-changes";
import {
  createTeamMember,
  findTeamMemberForEdit,
  findTeamMemberPlace,
  updateTeamMember,
} from "~/features/team/member-admin.server";
import { requireContentEditor } from "~/features/auth/session.server";
import { TeamMemberForm } from "~/features/team/member-editor";
import { teamMemberPath } from "~/features/team/paths";
import { buttonClasses } from "~/ui/button";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import {
  newTeamMemberFormValues,
  teamMemberFormValues,
  teamMemberLimits,
  teamMemberSchema,
  type TeamMemberFieldErrors,
  type TeamMemberFormValues,
} from "~/features/team/member-form";
import { ownOrigins } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";
import { dataWithToast, redirectWithToast, type Toast } from "~/platform/toast.server";
import { baseVersionOf } from "~/features/history/index.server";
import { historyPath } from "~/features/history/paths";
import { presenceOnOpen } from "~/features/history/presence.server";
import { usePresence, type OtherEditor } from "~/features/history/presence";
import { PresenceNote } from "~/features/history/presence-note";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { locales } from "~/i18n/locales";

/** A bio of 10,000 characters and two lists per language, percent-encoded: well under this. */
const MAX_BODY_BYTES = locales.length * 128 * 1024;

const saveFailed: Toast = {
  type: "error",
  title: "Error",
  description: "Failed to save team member",
};

function notFound(): never {
  throw data("Team member not found", { status: 404 });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const editor = await requireContentEditor(request, context.db);
  const id = "id" in params ? params.id : undefined;
  if (id === undefined) {
    return {
      mode: "create" as const,
      id: null,
      slug: null,
      active: true,
      values: newTeamMemberFormValues(),
      version: undefined,
      place: null,
      others: [] as OtherEditor[],
    };
  }
  const member = await findTeamMemberForEdit(context.db, id);
  if (!member) notFound();
  return {
    mode: "edit" as const,
    id: member.id,
    slug: member.slug,
    active: member.active,
    values: teamMemberFormValues(member),
    version: member.version,
    place: await findTeamMemberPlace(context.db, member.id),
    others: await presenceOnOpen(
      context.db,
      { entityType: "team_member", entityId: member.id },
      editor,
    ),
  };
}

/** A refused save: what was typed (when the form was read), and why. */
type Refusal = {
  values?: TeamMemberFormValues;
  fieldErrors?: TeamMemberFieldErrors;
  formError?: string;
  /** Someone saved first: their version (the form's base from now on) and what differs. */
  version?: number;
  conflict?: EditConflict;
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const id = "id" in params ? params.id : undefined;
  const refuse = (refusal: Refusal, status: number) =>
    dataWithToast(refusal, saveFailed, { status });

  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok) {
    return refuse(
      {
        formError:
          body.status === 413
            ? "The form is too large to save. Please shorten the bio or the lists."
            : "The form could not be read. Please try again.",
      },
      body.status,
    );
  }
  const submission = parseSubmission(
    body.formData,
    teamMemberSchema({ ownOrigins: ownOrigins(request) }),
    { limits: teamMemberLimits },
  );
  if (!submission.success) {
    const { values, fieldErrors } = submission;
    return refuse({ values, fieldErrors }, 400);
  }
  const member = submission.data;
  // Shown again if the save fails: what was typed, as it would have been saved.
  const values = teamMemberFormValues(member);
  const actor = { id: editor.id, email: editor.email };
  const shown = member.active
    ? `${member.name} is shown on the Team page.`
    : `${member.name} is inactive and hidden from the site.`;

  try {
    if (id === undefined) {
      await createTeamMember(context.db, { member, actor });
      return redirectWithToast("/admin/team", {
        type: "success",
        title: "Team member added successfully",
        description: shown,
      });
    }
    const result = await updateTeamMember(context.db, {
      id,
      member,
      baseVersion: baseVersionOf(body.formData),
      actor,
    });
    if (result.kind === "conflict") {
      return dataWithToast<Refusal>(
        { values, version: result.version, conflict: result.conflict },
        {
          type: "error",
          title: "Not saved: someone else changed this team member",
          description: "Compare the two versions below; nothing you typed is lost.",
        },
        { status: 409 },
      );
    }
    if (result.kind === "not-found") {
      return refuse(
        {
          values,
          formError:
            "This team member no longer exists (someone may have deleted it). Copy what you need and add it again.",
        },
        404,
      );
    }
    return redirectWithToast("/admin/team", {
      type: "success",
      title: "Team member updated successfully",
      description: shown,
    });
  } catch (error) {
    logger.error({ err: error, teamMemberId: id ?? null }, "team member save failed");
    return refuse(
      {
        values,
        formError: "The team member could not be saved. Please try again in a moment.",
      },
      500,
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.mode === "edit" ? "Edit Team Member" : "Add Team Member");

export default function AdminTeamEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, id, slug, active } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  // Each answer of the form's post is a new location: the form starts again from
  // the values the server sent (what was typed, after a refused save).
  const answerKey = useAnswerKey(actionData, loaderData.version);
  // Watched here, above that key: a refused save keeps its unsaved changes.
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  const others = usePresence("team", mode === "edit" ? id : null, loaderData.others);
  return (
    <div className="space-y-6">
      <PresenceNote others={others} noun="team member" />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-slate-700">
          {mode === "create" ? (
            "A new member is added to the Team page when it is active."
          ) : (
            <>
              Editing{" "}
              <strong className="font-semibold text-slate-900">{loaderData.values.name}</strong>
              {active ? "" : " (inactive: hidden from the site)"}.
            </>
          )}
        </p>
        {mode === "edit" && id ? (
          <div className="flex flex-wrap gap-2">
            <Link to={historyPath("team", id)} className={buttonClasses("ghost")}>
              <History className="size-4" aria-hidden="true" />
              History and earlier versions
            </Link>
            {active && slug ? (
              <a
                href={teamMemberPath({ slug })}
                target="_blank"
                rel="noreferrer"
                className={buttonClasses("ghost")}
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                View on the site<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
      <TeamMemberForm
        key={answerKey}
        mode={mode}
        values={values}
        fieldErrors={actionData?.fieldErrors}
        formError={actionData?.formError}
        version={actionData?.version ?? loaderData.version}
        conflict={actionData?.conflict}
        formRef={formRef}
        unsaved={unsaved}
        memberId={mode === "edit" ? id : undefined}
        place={loaderData.place}
      />
    </div>
  );
}

export { TeamEditError as ErrorBoundary } from "~/features/team/member-edit-error";
