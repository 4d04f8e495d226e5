import type { Route } from "./+types/media-upload";
import { requireContentEditor } from "~/features/auth/session.server";
import { formatLimitMb } from "~/features/media/format";
import { saveUploadedImage } from "~/features/media/images.server";
import { imageUploadSchema, ONE_IMAGE_FILE } from "~/features/media/media-forms";
import { readUploadForm, uploadBodyLimit } from "~/features/media/upload-form.server";
import { env } from "~/platform/env.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";

/*
 * POST /admin/media/upload: one image per request, answered in JSON, for the
 * media library's uploader (XMLHttpRequest, so each file shows its progress).
 * Fields: file, and optionally an alt text per language (`altText_<locale>`: altText_en,
 * altText_pt-BR, altText_es, …), category, folder ("about-us").
 * 201 { ok: true, image } | 4xx/5xx { ok: false, message }.
 */

function failure(status: number, message: string): Response {
  return Response.json(
    { ok: false, message },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return failure(405, "Upload images with POST.");
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireContentEditor(request, context.db);
  if (request.method !== "POST") return failure(405, "Upload images with POST.");

  const body = await readUploadForm(request, uploadBodyLimit(1));
  if (!body.ok) {
    return body.status === 413
      ? failure(
          413,
          `The file is too large. Images can be at most ${formatLimitMb(env.UPLOAD_MAX_BYTES)}.`,
        )
      : failure(400, "The upload was not understood. Please try again.");
  }
  const submission = parseSubmission(body.formData, imageUploadSchema);
  if (!submission.success) return failure(400, submission.fieldErrors.file ?? ONE_IMAGE_FILE);
  const { file, folder, altTexts, category } = submission.data;

  try {
    const result = await saveUploadedImage(context.db, file, {
      folder,
      altTexts,
      category,
      actor: { id: user.id, email: user.email },
    });
    if (!result.ok) return failure(result.status, result.message);
    return Response.json(
      { ok: true, image: result.image },
      { status: 201, headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    logger.error({ err: error }, "an image upload failed");
    return failure(500, "The file could not be saved. Please try again.");
  }
}
