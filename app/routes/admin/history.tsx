import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/history";
import { requireContentEditor } from "~/features/auth/session.server";
import { compareRevisions, versionSummaries } from "~/features/history/comparison.server";
import { baseVersionOf, listRevisions } from "~/features/history/index.server";
import { historyKindOf } from "~/features/history/items.server";
import { HistoryView } from "~/features/history/history-view";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { dataWithToast, redirectWithToast } from "~/platform/toast.server";
import { adminMeta } from "~/ui/admin/meta";
import { AdminAlertRegion } from "~/ui/admin/admin-alert";

/**
 * /admin/history/:kind/:id: every kept version of a post or team member, the side-by-side
 * difference of any two (?from=&to=, a plain GET form), and Restore, which saves an earlier
 * version's values as a new one through the item's own save (audited, refused if someone
 * saved since the page was opened).
 */

const MAX_BODY_BYTES = 2 * 1024;

const restoreSchema = z.object({
  intent: z.literal("restore"),
  version: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});

function versionParam(url: URL, name: string): number | null {
  const raw = url.searchParams.get(name);
  return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const kind = historyKindOf(params.kind);
  const item = kind ? await kind.find(context.db, params.id) : null;
  if (!kind || !item) throw data("Not found", { status: 404 });

  const revisions = (await listRevisions(context.db, kind.entityType, params.id)).map(
    (revision) => ({
      ...revision,
      snapshot: kind.readSnapshot?.(revision.snapshot) ?? revision.snapshot,
    }),
  );
  const fields = kind.fieldsOf(params.id);
  const summaries = versionSummaries(fields, revisions);
  // Compare what was asked for, else the newest version with the one before it.
  const url = new URL(request.url);
  const find = (version: number | null) =>
    version === null ? undefined : revisions.find((revision) => revision.version === version);
  const to = find(versionParam(url, "to")) ?? revisions[0];
  const from =
    find(versionParam(url, "from")) ??
    revisions.find((revision) => to !== undefined && revision.version < to.version);
  return {
    title: item.title,
    noun: kind.noun,
    currentVersion: item.version,
    editPath: kind.editPath(params.id),
    listPath: kind.listPath,
    listLabel: kind.listLabel,
    restoreKeeps: kind.restoreKeeps,
    versions: summaries,
    comparison: from && to ? compareRevisions(fields, from, to, summaries) : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const kind = historyKindOf(params.kind);
  const refuse = (status: number, message: string) =>
    dataWithToast(
      { error: message },
      { type: "error", title: "Not restored", description: message },
      { status },
    );
  if (!kind) return refuse(404, "There is no such item.");
  const body = await readFormBody(request, MAX_BODY_BYTES);
  const submission = body.ok ? parseSubmission(body.formData, restoreSchema) : null;
  if (!body.ok || !submission?.success) {
    return refuse(400, "The request was not understood. Please try again.");
  }
  const { version } = submission.data;
  try {
    const result = await kind.restore(context.db, {
      id: params.id,
      version,
      baseVersion: baseVersionOf(body.formData),
      actor: { id: editor.id, email: editor.email },
    });
    switch (result.kind) {
      case "restored":
        return redirectWithToast(kind.editPath(params.id), {
          type: "success",
          title: `Version ${version} restored`,
          description: `"${result.title}" is now version ${result.version}, with the values of version ${version}.`,
        });
      case "conflict":
        return refuse(
          409,
          `Someone saved this ${kind.noun} after you opened its history, so nothing was restored. The list below now shows their version; restore again if you still want version ${version}.`,
        );
      case "refused":
        return refuse(409, result.message);
      case "not-found":
        return refuse(404, `This ${kind.noun} or its version ${version} no longer exists.`);
    }
  } catch (error) {
    logger.error({ err: error, kind: params.kind, id: params.id, version }, "restore failed");
    return refuse(500, "The version could not be restored. Please try again in a moment.");
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `History: ${loaderData.title}` : "History");

export default function AdminHistory({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <AdminAlertRegion message={actionData?.error} />
      <HistoryView {...loaderData} />
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
