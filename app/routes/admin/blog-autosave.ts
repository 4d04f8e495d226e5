import type { Route } from "./+types/blog-autosave";
import { requireContentEditor } from "~/features/auth/session.server";
import {
  AUTOSAVE_TARGET_FIELD,
  autosaveValuesOf,
  discardAutosave,
  isAutosaveTarget,
  saveAutosave,
} from "~/features/blog/autosave.server";
import { BLOG_POST_MAX_BODY_BYTES } from "~/features/blog/post-form";
import { staffTimeFormat } from "~/platform/clinic";
import { readFormBody } from "~/platform/forms/form-data.server";
import { INTENT_FIELD } from "~/platform/forms/field-names";
import { logger } from "~/platform/logger.server";

/*
 * POST /admin/blog/autosave: the blog post form's background save (fetch, every few
 * seconds while it changes). Fields: the form's own, autosaveTarget (the post's id or
 * "new"), and intent "discard" to delete the copy instead.
 * 200 { ok: true, savedAt, savedAtText } | 4xx/5xx { ok: false, message }.
 */

function json(body: object, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return json({ ok: false, message: "Send the post's form with POST." }, 405);
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const body = await readFormBody(request, BLOG_POST_MAX_BODY_BYTES);
  if (!body.ok) {
    const message =
      body.status === 413 ? "The post is too large to keep." : "The form could not be read.";
    return json({ ok: false, message }, body.status);
  }
  const target = body.formData.get(AUTOSAVE_TARGET_FIELD);
  if (!isAutosaveTarget(target)) {
    return json({ ok: false, message: "This form names no post to keep a copy of." }, 400);
  }
  try {
    if (body.formData.get(INTENT_FIELD) === "discard") {
      await discardAutosave(context.db, editor.id, target);
      return json({ ok: true });
    }
    const savedAt = await saveAutosave(context.db, {
      userId: editor.id,
      target,
      values: autosaveValuesOf(body.formData),
    });
    return json({
      ok: true,
      savedAt: savedAt.toISOString(),
      savedAtText: staffTimeFormat.format(savedAt),
    });
  } catch (error) {
    logger.error({ err: error }, "a blog post autosave failed");
    return json({ ok: false, message: "The copy could not be kept just now." }, 500);
  }
}
