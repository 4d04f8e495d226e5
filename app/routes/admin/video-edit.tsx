import type { Route } from "./+types/video-edit";
import { requireContentEditor } from "~/features/auth/session.server";
import { loadCatalogueItem, saveCatalogueItem } from "~/features/catalogues/index.server";
import { VideoEditor } from "~/features/videos/video-editor";
import {
  newVideoFormValues,
  videoCatalogue,
  videoFormSchema,
  videoFormValues,
  videoLimits,
  type VideoField,
  type VideoFormValues,
} from "~/features/videos/video-form";
import { videoStore } from "~/features/videos/videos.server";
import { ownOrigins } from "~/platform/env.server";
import { CatalogueEditPage } from "~/ui/admin/catalogue-page";
import { adminMeta } from "~/ui/admin/meta";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return loadCatalogueItem(videoCatalogue, "id" in params ? params.id : undefined, {
    find: (id: string) => videoStore.find(context.db, id),
    toValues: videoFormValues,
    newValues: newVideoFormValues,
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const actor = { id: editor.id, email: editor.email };
  const id = "id" in params ? params.id : undefined;
  // The id the video has now is kept as it is (the demo's are placeholders).
  const stored = id === undefined ? null : await videoStore.find(context.db, id);
  return saveCatalogueItem<ReturnType<typeof videoFormSchema>, VideoFormValues, VideoField>(
    request,
    {
      names: videoCatalogue,
      id,
      schema: videoFormSchema({
        ownOrigins: ownOrigins(request),
        storedYoutubeId: stored?.youtubeId,
      }),
      limits: videoLimits,
      toValues: videoFormValues,
      nameOf: (video) => video.texts.en.title,
      create: (video) => videoStore.create(context.db, video, actor),
      update: ({ id, input, baseVersion }) =>
        videoStore.update(context.db, { id, input, baseVersion, actor }),
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.mode === "edit" ? "Edit Video" : "Add Video");

export default function AdminVideoEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, active } = loaderData;
  return (
    <CatalogueEditPage
      mode={mode}
      active={active}
      name={loaderData.values.title_en}
      createNote="A new video goes to the end of the list."
      viewHref="/#videos-title"
    >
      {({ answerKey, formRef, unsaved }) => (
        <VideoEditor
          key={answerKey}
          mode={mode}
          values={actionData?.values ?? loaderData.values}
          fieldErrors={actionData?.fieldErrors}
          formError={actionData?.formError}
          version={actionData?.version ?? loaderData.version}
          conflict={actionData?.conflict}
          formRef={formRef}
          unsaved={unsaved}
        />
      )}
    </CatalogueEditPage>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
