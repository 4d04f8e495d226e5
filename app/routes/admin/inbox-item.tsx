import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/inbox-item";
import { adminMeta } from "~/ui/admin/meta";
import {
  canBeHandled,
  inboxItemLabels,
  inboxItemPath,
  inboxListPath,
  isInboxKind,
} from "~/features/inbox/inbox";
import {
  deleteInboxItem,
  getInboxItem,
  resendInboxNotice,
  setInboxItemHandled,
} from "~/features/inbox/inbox-admin.server";
import { requireContentEditor } from "~/features/auth/session.server";
import { InboxItemDetails } from "~/features/inbox/inbox-item-details";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { dataWithToast, redirectWithToast } from "~/platform/toast.server";

const MAX_BODY_BYTES = 2 * 1024;

/** The item page's buttons: mark handled, reopen, delete. */
const itemAction = z.object({ intent: z.enum(["handle", "reopen", "delete", "resend"]) });

function notFound(): never {
  throw data("This item does not exist.", { status: 404 });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  if (!isInboxKind(params.kind)) notFound();
  const found = await getInboxItem(context.db, params.kind, params.id);
  if (!found) notFound();
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const { kind, id } = params;
  const body = await readFormBody(request, MAX_BODY_BYTES);
  const parsed = body.ok ? parseSubmission(body.formData, itemAction) : null;
  const refused = (description: string, status: number) =>
    dataWithToast(
      { refused: description },
      { type: "error", title: "Error", description },
      { status },
    );
  if (!isInboxKind(kind)) return refused("There is no such inbox list.", 404);
  if (!parsed?.success) return refused("The request was not understood. Please try again.", 400);
  const { intent } = parsed.data;
  const actor = { id: editor.id, email: editor.email };
  const label = inboxItemLabels[kind];
  const gone = () =>
    redirectWithToast(inboxListPath(kind), {
      type: "error",
      title: `${label} not found`,
      description: "It may have been deleted already.",
    });

  if (intent === "delete") {
    const result = await deleteInboxItem(context.db, { kind, id, actor });
    if (result.kind === "not-found") return gone();
    return redirectWithToast(inboxListPath(kind), {
      type: "success",
      title: `${label} deleted`,
    });
  }

  if (!canBeHandled(kind)) {
    return refused(
      intent === "resend"
        ? "Subscribers have no notification e-mail to send again."
        : "Subscribers cannot be marked as handled.",
      400,
    );
  }
  if (intent === "resend") {
    const resent = await resendInboxNotice(context.db, { kind, id, actor });
    if (resent.kind === "not-found") return gone();
    return redirectWithToast(inboxItemPath(kind, id), {
      type: "success",
      title: "E-mail queued",
      description: "The notification e-mail will be sent again in a moment.",
    });
  }
  const handled = intent === "handle";
  const result = await setInboxItemHandled(context.db, { kind, id, handled, actor });
  if (result.kind === "not-found") return gone();
  if (result.kind === "unchanged") {
    return redirectWithToast(inboxItemPath(kind, id), {
      type: "info",
      title: handled ? "Already handled" : "Already open",
    });
  }
  return redirectWithToast(inboxItemPath(kind, id), {
    type: "success",
    title: handled ? "Marked as handled" : "Reopened",
    description: handled ? "It now shows as handled in the inbox." : "It is open again.",
  });
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  adminMeta(loaded ? inboxItemLabels[loaded.kind] : "Inbox");

export default function AdminInboxItem({ loaderData }: Route.ComponentProps) {
  return <InboxItemDetails found={loaderData} />;
}

export { InboxItemError as ErrorBoundary } from "~/features/inbox/inbox-item-error";
