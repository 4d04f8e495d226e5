import { RotateCcw, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/trash";
import { requireAdmin, requireContentEditor } from "~/features/auth/session.server";
import { isAdmin } from "~/features/auth/roles";
import { trashForm, trashKindLabels, type TrashEntityType } from "~/features/trash/trash";
import {
  deleteFromTrash,
  emptyTrash,
  keptDaysText,
  listTrash,
  purgeExpiredTrash,
  restoreFromTrash,
} from "~/features/trash/trash.server";
import { staffDateTimeFormat } from "~/platform/clinic";
import { env } from "~/platform/env.server";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { dataWithToast, redirectWithToast, type Toast } from "~/platform/toast.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { adminMeta } from "~/ui/admin/meta";
import { Button } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { AdminAlertRegion } from "~/ui/admin/admin-alert";

/*
 * The Trash: deleted posts, team members, page entries and images, kept TRASH_DAYS
 * days. Content editors restore them; only admins delete one forever or empty it.
 */

const PAGE_PATH = "/admin/trash";
const MAX_BODY_BYTES = 2 * 1024;

/** Where a restored item is found again in the portal. */
const sectionOf: Record<TrashEntityType, string> = {
  blog_post: "Blog Posts",
  team_member: "Team Members",
  page_content: "Page Content",
  image: "the Media Library",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const editor = await requireContentEditor(request, context.db);
  // What is past the retention period goes now, not only at the next hourly upkeep.
  try {
    await purgeExpiredTrash(context.db);
  } catch (error) {
    logger.warn({ err: error }, "could not delete Trash entries past their retention");
  }
  const days = env.TRASH_DAYS;
  try {
    const entries = await listTrash(context.db, { days });
    return {
      entries: entries.map((entry) => ({
        id: entry.id,
        kind: trashKindLabels[entry.entityType],
        title: entry.title,
        deletedBy: entry.deletedByEmail,
        deletedAt: entry.deletedAt.toISOString(),
        deletedText: staffDateTimeFormat.format(entry.deletedAt),
        expiresAt: entry.expiresAt.toISOString(),
        expiresText: staffDateTimeFormat.format(entry.expiresAt),
      })),
      keptText: keptDaysText(days),
      canDeleteForever: isAdmin(editor.role),
      failed: false,
      toast: null,
    };
  } catch (error) {
    logger.error({ err: error }, "the Trash could not be read");
    const toast: Toast = { type: "error", title: "Failed to fetch the Trash" };
    return {
      entries: [],
      keptText: keptDaysText(days),
      canDeleteForever: isAdmin(editor.role),
      failed: true,
      toast,
    };
  }
}

/** A refused request: the message on the page, and the same in the error toast. */
function failure(title: string, error: string, status: number) {
  return dataWithToast({ error }, { type: "error", title, description: error }, { status });
}

const AGAIN = "Please try again in a moment.";

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const body = await readFormBody(request, MAX_BODY_BYTES);
  const submission = body.ok ? parseSubmission(body.formData, trashForm) : null;
  if (!submission?.success) {
    return failure(
      "Failed to change the Trash",
      "The request was not understood. Please try again.",
      body.ok ? 400 : body.status,
    );
  }
  const form = submission.data;
  const actor = { id: editor.id, email: editor.email };
  const gone = "This item is no longer in the Trash. Someone may have restored or deleted it.";

  switch (form.intent) {
    case "restore": {
      try {
        const result = await restoreFromTrash(context.db, { id: form.id, actor });
        if (result.kind === "not-found") return failure("Failed to restore", gone, 404);
        if (result.kind === "refused") return failure("Failed to restore", result.message, 409);
        return redirectWithToast(PAGE_PATH, {
          type: "success",
          title: "Restored from the Trash",
          description: `"${result.title}" is back in ${sectionOf[result.entityType]}.`,
        });
      } catch (error) {
        logger.error({ err: error, id: form.id }, "a Trash entry could not be restored");
        return failure("Failed to restore", AGAIN, 500);
      }
    }
    case "delete-forever": {
      await requireAdmin(request, context.db);
      try {
        const result = await deleteFromTrash(context.db, { id: form.id, actor });
        if (result.kind === "not-found") return failure("Failed to delete forever", gone, 404);
        return redirectWithToast(PAGE_PATH, {
          type: "success",
          title: "Deleted forever",
          description: `"${result.title}" cannot be restored any more.`,
        });
      } catch (error) {
        logger.error({ err: error, id: form.id }, "a Trash entry could not be deleted");
        return failure("Failed to delete forever", AGAIN, 500);
      }
    }
    case "empty": {
      await requireAdmin(request, context.db);
      try {
        const count = await emptyTrash(context.db, { actor });
        return redirectWithToast(PAGE_PATH, {
          type: "success",
          title: "Trash emptied",
          description:
            count === 0
              ? "The Trash was already empty."
              : `${count} ${count === 1 ? "item was" : "items were"} deleted forever.`,
        });
      } catch (error) {
        logger.error({ err: error }, "the Trash could not be emptied");
        return failure("Failed to empty the Trash", AGAIN, 500);
      }
    }
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Trash");

export default function AdminTrash({ loaderData, actionData }: Route.ComponentProps) {
  const { entries, keptText, canDeleteForever, failed } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === PAGE_PATH;

  return (
    <div className="space-y-6">
      <AdminAlertRegion
        message={
          actionData?.error ??
          (failed ? "The Trash could not be loaded. Please reload the page in a moment." : null)
        }
      />
      <AdminCard
        title={`Deleted items (${entries.length})`}
        description={`Deleted items are kept for ${keptText}, then removed for good. Restoring one puts it back as it was, at the same address. Newest first.`}
        actions={
          canDeleteForever && entries.length > 0 ? (
            <ConfirmDialog
              triggerVariant="danger"
              trigger={
                <>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Empty trash
                </>
              }
              title="Empty the Trash?"
              description={`All ${entries.length} ${entries.length === 1 ? "item" : "items"} in the Trash will be deleted forever. This cannot be undone.`}
              confirmLabel="Empty trash"
              fields={{ intent: "empty" }}
            />
          ) : null
        }
      >
        {entries.length === 0 ? (
          <p className="text-slate-600">{failed ? "Nothing to show." : "The Trash is empty."}</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Deleted items">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between"
              >
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-slate-900">
                    <span className="mr-2 inline-block rounded-full bg-slate-100 px-2.5 py-0.5 align-middle text-xs font-semibold text-slate-700">
                      {entry.kind}
                    </span>
                    {entry.title}
                  </h3>
                  <p className="mt-1 text-sm break-words text-slate-600">
                    Deleted by {entry.deletedBy} on{" "}
                    <time dateTime={entry.deletedAt}>{entry.deletedText}</time>
                  </p>
                  <p className="text-sm text-slate-600">
                    Removed for good after{" "}
                    <time dateTime={entry.expiresAt}>{entry.expiresText}</time>
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="restore" />
                    <input type="hidden" name="id" value={entry.id} />
                    <Button
                      type="submit"
                      variant="secondary"
                      disabled={busy}
                      aria-label={`Restore: ${entry.title}`}
                    >
                      <RotateCcw className="size-4" aria-hidden="true" />
                      Restore
                    </Button>
                  </Form>
                  {canDeleteForever ? (
                    <ConfirmDialog
                      triggerVariant="ghost"
                      trigger={
                        <>
                          <Trash2 className="size-4" aria-hidden="true" />
                          Delete forever<span className="sr-only">: {entry.title}</span>
                        </>
                      }
                      title="Delete forever?"
                      description={`"${entry.title}" will be deleted forever and cannot be restored.`}
                      confirmLabel="Delete forever"
                      fields={{ intent: "delete-forever", id: entry.id }}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
