import { redirect } from "react-router";
import type { Route } from "./+types/page-content-preview";
import { requireContentEditor } from "~/features/auth/session.server";
import {
  answerPreviewPost,
  fixTheFormFirst,
  type PreviewRequest,
} from "~/features/preview/index.server";
import {
  pageContentChangeSchema,
  pageContentForm,
  pageContentLimits,
} from "~/features/site-content/page-content-form";
import { findPageContentEntry } from "~/features/site-content/page-content-admin.server";
import { pageContentPagePath } from "~/features/site-content/page-content-pages";
import type { PageContentDraft } from "~/features/site-content/page-content-preview.server";
import { localizePath } from "~/i18n/locales";
import { parseSubmission } from "~/platform/forms/submission.server";

/*
 * POST /admin/page-content/preview: the Preview button of a Page Content entry's form
 * (new or edited). The answer is a preview link to the page where the entry shows, in
 * the entry's language, with the unsaved value (app/features/preview/); an entry that
 * shows on no page has nothing to preview, and the editor is told so.
 */

const MAX_BODY_BYTES = 256 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return redirect("/admin/content");
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  return answerPreviewPost(request, context.db, {
    createdBy: editor.email,
    maxBodyBytes: MAX_BODY_BYTES,
    async read(formData) {
      const submission = parseSubmission(formData, pageContentForm, { limits: pageContentLimits });
      if (!submission.success) return fixTheFormFirst(submission.fieldErrors);
      const form = submission.data;
      if (form.intent === "create") {
        const { intent: _intent, ...draft } = form;
        return previewOf(null, draft);
      }
      if (form.intent !== "update") {
        return { ok: false, status: 400, message: "this form cannot be previewed." };
      }
      const entry = await findPageContentEntry(context.db, form.id);
      if (!entry) return { ok: false, status: 404, message: "this entry no longer exists." };
      const change = pageContentChangeSchema(entry).safeParse(form);
      if (!change.success) {
        return fixTheFormFirst(
          Object.fromEntries(
            change.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
          ),
        );
      }
      const { pageName, sectionName, locale } = entry;
      return previewOf(entry.id, { pageName, sectionName, locale, ...change.data });
    },
  });
}

function previewOf(entityId: string | null, draft: PageContentDraft): PreviewRequest {
  const path = pageContentPagePath(draft);
  if (!path) {
    return {
      ok: false,
      status: 422,
      message: `entries of page “${draft.pageName}”, section “${draft.sectionName}” do not show on the site, so there is nothing to preview.`,
    };
  }
  return {
    ok: true,
    entityType: "page_content",
    entityId,
    values: draft,
    path: localizePath(path, draft.locale),
  };
}
