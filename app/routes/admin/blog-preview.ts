import { redirect } from "react-router";
import type { Route } from "./+types/blog-preview";
import { requireContentEditor } from "~/features/auth/session.server";
import { answerPreviewPost, fixTheFormFirst } from "~/features/preview/index.server";
import {
  BLOG_POST_MAX_BODY_BYTES,
  blogPostEchoLimits,
  blogPostFormValues,
  blogPostSchema,
} from "~/features/blog/post-form";
import { BLOG_PATH } from "~/features/blog/paths";
import { isPostId } from "~/features/blog/post-admin.server";
import { parseSubmission } from "~/platform/forms/submission.server";

/*
 * POST /admin/blog/preview: the post form's "Preview changes" button. Fields: the form's
 * own, and postId (absent for a post not created yet). The answer is a preview link to
 * the article showing what the form holds, saved or not (app/features/preview/): an
 * edit of a published post is seen before visitors see it.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return redirect("/admin/blog");
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  return answerPreviewPost(request, context.db, {
    createdBy: editor.email,
    maxBodyBytes: BLOG_POST_MAX_BODY_BYTES,
    read(formData) {
      const postId = formData.get("postId");
      if (postId !== null && (typeof postId !== "string" || !isPostId(postId))) {
        return { ok: false, status: 400, message: "this form names no blog post." };
      }
      const submission = parseSubmission(formData, blogPostSchema, { limits: blogPostEchoLimits });
      if (!submission.success) return fixTheFormFirst(submission.fieldErrors);
      return {
        ok: true,
        entityType: "blog_post",
        entityId: postId,
        values: blogPostFormValues(submission.data),
        path: `${BLOG_PATH}/${submission.data.slug}`,
      };
    },
  });
}
