import { z } from "zod";
import type { Route } from "./+types/presence";
import { requireContentEditor } from "~/features/auth/session.server";
import { historyKindOf } from "~/features/history/items.server";
import { leavePresence, presenceOnOpen } from "~/features/history/presence.server";
import { historyKindNames } from "~/features/history/paths";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";

/*
 * POST /admin/presence: an open edit page says it is still open (intent "here", every
 * 30 s) and hears who else has the item open, or says it was left (intent "leave",
 * sent as a beacon). Fields: kind (a history kind), id, intent.
 * 200 { others: [{ email, sinceText }] } | 4xx/5xx { message }.
 */

const MAX_BODY_BYTES = 2 * 1024;

const presenceSchema = z.object({
  kind: z.enum(historyKindNames),
  // An item's id (a UUID), or a page's name where one page edits several (About Us).
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  intent: z.enum(["here", "leave"]),
});

function json(body: object, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return json({ message: "Say where you are with POST." }, 405);
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const body = await readFormBody(request, MAX_BODY_BYTES);
  const submission = body.ok ? parseSubmission(body.formData, presenceSchema) : null;
  if (!submission?.success) return json({ message: "The request was not understood." }, 400);
  const { kind, id, intent } = submission.data;
  const target = { entityType: historyKindOf(kind)!.entityType, entityId: id };
  try {
    if (intent === "leave") {
      await leavePresence(context.db, target, editor.id);
      return json({ others: [] });
    }
    return json({ others: await presenceOnOpen(context.db, target, editor) });
  } catch (error) {
    logger.error({ err: error }, "an editor's presence could not be noted");
    return json({ message: "Could not say who else is here just now." }, 500);
  }
}
