import { useAnswerKey } from "~/ui/admin/answer-key";
import { useRef } from "react";
import type { Route } from "./+types/foundation-gallery-edit";
import { requireContentEditor } from "~/features/auth/session.server";
import { answerGalleryEditor, notFound } from "~/features/foundation/foundation-admin.server";
import { findGalleryImage } from "~/features/foundation/foundation-catalogues.server";
import { GalleryEditor } from "~/features/foundation/foundation-editors";
import { galleryFormValues, newGalleryFormValues } from "~/features/foundation/foundation-forms";
import { ownOrigins } from "~/platform/env.server";
import { adminMeta } from "~/ui/admin/meta";
import { useUnsavedChanges } from "~/ui/admin/unsaved-changes";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const id = "id" in params ? params.id : undefined;
  if (id === undefined) {
    return { mode: "create" as const, values: newGalleryFormValues(), version: undefined };
  }
  const item = await findGalleryImage(context.db, id);
  if (!item) throw notFound("photo");
  return { mode: "edit" as const, values: galleryFormValues(item), version: item.version };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const id = "id" in params ? params.id : undefined;
  const actor = { id: editor.id, email: editor.email };
  return answerGalleryEditor({
    request,
    db: context.db,
    actor,
    id,
    ownOrigins: ownOrigins(request),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.mode === "edit" ? "Edit Photo" : "Add Photo");

export default function AdminFoundationGalleryEdit({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const answerKey = useAnswerKey(actionData);
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  const answer = actionData && "values" in actionData ? actionData : undefined;
  return (
    <GalleryEditor
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
