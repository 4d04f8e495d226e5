import { redirect } from "react-router";
import type { Route } from "./+types/about-us-preview";
import { requireContentEditor } from "~/features/auth/session.server";
import { uploadBodyLimit } from "~/features/media/index.server";
import { answerPreviewPost, fixTheFormFirst } from "~/features/preview/index.server";
import { aboutUsForm, aboutUsLimits } from "~/features/site-content/about-us-form";
import { aboutUsDraftOf } from "~/features/site-content/about-us.server";
import { parseSubmission } from "~/platform/forms/submission.server";

/*
 * POST /admin/about-us/preview: an About Us tab's Preview button. The tab's form as it
 * is (a new image file is not stored: the preview says it shows once saved); the
 * answer is a preview link to /about showing the tab's unsaved fields
 * (app/features/preview/).
 */

/** One tab's text and the image file it may carry (read, not kept). */
const MAX_BODY_BYTES = uploadBodyLimit(1) + 1024 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return redirect("/admin/about-us");
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  return answerPreviewPost(request, context.db, {
    createdBy: editor.email,
    maxBodyBytes: MAX_BODY_BYTES,
    read(formData) {
      const submission = parseSubmission(formData, aboutUsForm, { limits: aboutUsLimits });
      if (submission.success) {
        const draft = aboutUsDraftOf(submission.data);
        return {
          ok: true,
          entityType: "about_us",
          entityId: draft.group,
          values: draft,
          path: "/about",
        };
      }
      const { intent, group, ...fieldErrors } = submission.fieldErrors;
      if (intent || group) return { ok: false, status: 400, message: "the form names no tab." };
      return fixTheFormFirst(fieldErrors);
    },
  });
}
