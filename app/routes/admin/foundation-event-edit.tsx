import { useAnswerKey } from "~/ui/admin/answer-key";
import { useRef } from "react";
import type { Route } from "./+types/foundation-event-edit";
import { requireContentEditor } from "~/features/auth/session.server";
import { answerEventEditor, notFound } from "~/features/foundation/foundation-admin.server";
import { findEvent } from "~/features/foundation/foundation-catalogues.server";
import { EventEditor } from "~/features/foundation/foundation-editors";
import { eventFormValues, newEventFormValues } from "~/features/foundation/foundation-forms";

import { adminMeta } from "~/ui/admin/meta";
import { useUnsavedChanges } from "~/ui/admin/unsaved-changes";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const id = "id" in params ? params.id : undefined;
  if (id === undefined) {
    return { mode: "create" as const, values: newEventFormValues(), version: undefined };
  }
  const item = await findEvent(context.db, id);
  if (!item) throw notFound("event");
  return { mode: "edit" as const, values: eventFormValues(item), version: item.version };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const id = "id" in params ? params.id : undefined;
  const actor = { id: editor.id, email: editor.email };
  return answerEventEditor({ request, db: context.db, actor, id });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.mode === "edit" ? "Edit Event" : "Add Event");

export default function AdminFoundationEventEdit({ loaderData, actionData }: Route.ComponentProps) {
  const answerKey = useAnswerKey(actionData);
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  const answer = actionData && "values" in actionData ? actionData : undefined;
  return (
    <EventEditor
      key={answerKey}
      mode={loaderData.mode}
      values={answer?.values ?? loaderData.values}
      fieldErrors={answer?.fieldErrors}
      formError={answer?.formError}
      version={answer?.version ?? loaderData.version}
      conflict={answer?.conflict}
      formRef={formRef}
      unsaved={unsaved}
    />
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
