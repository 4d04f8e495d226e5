import { redirect } from "react-router";
import type { Route } from "./+types/team-preview";
import { requireContentEditor } from "~/features/auth/session.server";
import { PREVIEW_PARAM, storePreviewDraft } from "~/features/preview/index.server";
import {
  teamMemberFormValues,
  teamMemberLimits,
  teamMemberSchema,
} from "~/features/team/member-form";
import { NEW_MEMBER_PREVIEW_ID } from "~/features/team/members.server";
import { env } from "~/platform/env.server";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { z } from "zod";

/*
 * POST /admin/team/preview: the team member form's Preview button. Fields: the form's
 * own, and memberId (absent for a member not added yet). What the form holds is kept
 * as a draft (app/features/preview/) and the answer is its preview link, which opens
 * the public profile with the unsaved changes, marked "Preview":
 * - with JavaScript (Accept: application/json): 200 { ok: true, url } | 4xx/5xx
 *   { ok: false, message }, and the button opens the link in a new tab;
 * - without: the button posts to a new tab, which is redirected to the link (or told
 *   what to fix, in plain text).
 */

const MAX_BODY_BYTES = 256 * 1024;
const memberId = z.uuid().optional();

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return redirect("/admin/team");
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const refuse = (message: string, status: number) =>
    wantsJson
      ? Response.json({ ok: false, message }, { status, headers: { "Cache-Control": "no-store" } })
      : new Response(`No preview: ${message}`, {
          status,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
        });

  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok) {
    return refuse(
      body.status === 413 ? "the form is too large." : "the form could not be read.",
      body.status,
    );
  }
  const id = memberId.safeParse(body.formData.get("memberId") ?? undefined);
  if (!id.success) return refuse("this form names no team member.", 400);
  const ownOrigins = [new URL(request.url).origin, new URL(env.SITE_URL).origin];
  const submission = parseSubmission(body.formData, teamMemberSchema({ ownOrigins }), {
    limits: teamMemberLimits,
  });
  if (!submission.success) {
    const first = Object.values(submission.fieldErrors).find(Boolean);
    return refuse(`fix the form first (${first ?? "a field is not valid"}).`, 400);
  }
  try {
    const { token } = await storePreviewDraft(context.db, {
      entityType: "team_member",
      entityId: id.data ?? null,
      values: teamMemberFormValues(submission.data),
      createdBy: editor.email,
    });
    const url = `/team/${id.data ?? NEW_MEMBER_PREVIEW_ID}?${PREVIEW_PARAM}=${token}`;
    if (wantsJson) {
      return Response.json({ ok: true, url }, { headers: { "Cache-Control": "no-store" } });
    }
    return redirect(url);
  } catch (error) {
    logger.error({ err: error }, "a team member preview could not be stored");
    return refuse("it could not be made. Please try again in a moment.", 500);
  }
}
