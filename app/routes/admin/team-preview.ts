import { redirect } from "react-router";
import type { Route } from "./+types/team-preview";
import { requireContentEditor } from "~/features/auth/session.server";
import { answerPreviewPost, fixTheFormFirst } from "~/features/preview/index.server";
import {
  teamMemberFormValues,
  teamMemberLimits,
  teamMemberSchema,
} from "~/features/team/member-form";
import { findTeamMemberSlug, NEW_MEMBER_PREVIEW_ID } from "~/features/team/members.server";
import { ownOrigins } from "~/platform/env.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { z } from "zod";
import { locales } from "~/i18n/locales";

/*
 * POST /admin/team/preview: the team member form's Preview button. Fields: the form's
 * own, and memberId (absent for a member not added yet). The answer is a preview link
 * to the public profile showing what the form holds (app/features/preview/).
 */

/** A bio of 10,000 characters and two lists per language, percent-encoded: well under this. */
const MAX_BODY_BYTES = locales.length * 128 * 1024;
const memberId = z.uuid().optional();

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return redirect("/admin/team");
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  return answerPreviewPost(request, context.db, {
    createdBy: editor.email,
    maxBodyBytes: MAX_BODY_BYTES,
    async read(formData) {
      const id = memberId.safeParse(formData.get("memberId") ?? undefined);
      if (!id.success)
        return { ok: false, status: 400, message: "this form names no team member." };
      const submission = parseSubmission(
        formData,
        teamMemberSchema({ ownOrigins: ownOrigins(request) }),
        {
          limits: teamMemberLimits,
        },
      );
      if (!submission.success) return fixTheFormFirst(submission.fieldErrors);
      return {
        ok: true,
        entityType: "team_member",
        entityId: id.data ?? null,
        values: teamMemberFormValues(submission.data),
        // The member's address; a member not added yet has none.
        path: `/team/${(id.data && (await findTeamMemberSlug(context.db, id.data))) ?? NEW_MEMBER_PREVIEW_ID}`,
      };
    },
  });
}
