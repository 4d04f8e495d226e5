import { redirect } from "react-router";
import type { Database } from "~/platform/db/client.server";
import { readFormBody } from "~/platform/forms/form-data.server";
import { logger } from "~/platform/logger.server";
import { previewHref, storePreviewDraft, type PreviewEntity } from "./preview-drafts.server";

/** What an editor form's post holds, read for a preview: the draft and where it shows. */
export type PreviewRequest =
  | {
      ok: true;
      entityType: PreviewEntity;
      entityId: string | null;
      /** The item's fields as they would be saved (valid: the form's schema read them). */
      values: unknown;
      /** The public page that shows the draft, without the preview parameter. */
      path: string;
    }
  | { ok: false; status: number; message: string };

/** A refusal that names the first field to fix (as the form would on saving). */
export function fixTheFormFirst(fieldErrors: Record<string, string | undefined>): PreviewRequest {
  const first = Object.values(fieldErrors).find(Boolean);
  return {
    ok: false,
    status: 400,
    message: `fix the form first (${first ?? "a field is not valid"}).`,
  };
}

/**
 * The answer to an editor form's Preview button (app/ui/admin/preview-button.tsx):
 * what the form holds is kept as a draft and the answer is its preview link.
 * - with JavaScript (Accept: application/json): 200 { ok: true, url } | 4xx/5xx
 *   { ok: false, message }, and the button opens the link in a new tab;
 * - without: the button posts to a new tab, which is redirected to the link (or told
 *   what to fix, in plain text).
 * `read` parses the form with the form's own schema; the caller has checked the editor.
 */
export async function answerPreviewPost(
  request: Request,
  db: Database,
  options: {
    createdBy: string;
    maxBodyBytes: number;
    read: (formData: FormData) => PreviewRequest | Promise<PreviewRequest>;
  },
): Promise<Response> {
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const noStore = { "Cache-Control": "no-store" };
  const refuse = (message: string, status: number) =>
    wantsJson
      ? Response.json({ ok: false, message }, { status, headers: noStore })
      : new Response(`No preview: ${message}`, {
          status,
          headers: { "Content-Type": "text/plain; charset=utf-8", ...noStore },
        });

  const body = await readFormBody(request, options.maxBodyBytes);
  if (!body.ok) {
    return refuse(
      body.status === 413 ? "the form is too large." : "the form could not be read.",
      body.status,
    );
  }
  try {
    const draft = await options.read(body.formData);
    if (!draft.ok) return refuse(draft.message, draft.status);
    const { token } = await storePreviewDraft(db, {
      entityType: draft.entityType,
      entityId: draft.entityId,
      values: draft.values,
      createdBy: options.createdBy,
    });
    const url = previewHref(draft.path, token);
    return wantsJson ? Response.json({ ok: true, url }, { headers: noStore }) : redirect(url);
  } catch (error) {
    logger.error(
      { err: error, path: new URL(request.url).pathname },
      "a preview could not be made",
    );
    return refuse("it could not be made. Please try again in a moment.", 500);
  }
}
