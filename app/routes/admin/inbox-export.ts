import type { Route } from "./+types/inbox-export";
import { isInboxKind, parseInboxStatus } from "~/features/inbox/inbox";
import { exportInbox } from "~/features/inbox/inbox-admin.server";
import { requireContentEditor } from "~/features/auth/session.server";
import { csvDownload, downloadRefusal } from "~/platform/downloads.server";

/**
 * GET /admin/inbox/export/:kind: the tab as a CSV download (?status=open|handled
 * narrows messages and requests). Content editors only, like every admin URL;
 * never cached, since it carries personal data.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const editor = await requireContentEditor(request, context.db);
  if (!isInboxKind(params.kind)) {
    return downloadRefusal("There is no such inbox list.", 404);
  }
  const status = parseInboxStatus(new URL(request.url).searchParams.get("status"));
  const { filename, csv } = await exportInbox(context.db, {
    kind: params.kind,
    status,
    actor: { id: editor.id, email: editor.email },
  });
  return csvDownload(csv, filename);
}
