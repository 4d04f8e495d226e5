import { siteLanguagesText } from "~/i18n/locales";
import type { Route } from "./+types/videos";
import { requireContentEditor } from "~/features/auth/session.server";
import { catalogueListAction, loadCatalogueList } from "~/features/catalogues/index.server";
import { videoCatalogue } from "~/features/videos/video-form";
import { videoStore } from "~/features/videos/videos.server";
import { CatalogueListPage } from "~/ui/admin/catalogue-page";
import { adminMeta } from "~/ui/admin/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const videos = await loadCatalogueList(videoCatalogue, async () =>
    (await videoStore.list(context.db)).map((video, index) => ({
      id: video.id,
      title: video.texts.en.title,
      active: video.active,
      position: index + 1,
      youtubeId: video.youtubeId,
    })),
  );
  return { videos };
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  return catalogueListAction(request, {
    names: videoCatalogue,
    actor: { id: editor.id, email: editor.email },
    writes: {
      move: (input) => videoStore.move(context.db, input),
      setActive: (input) => videoStore.setActive(context.db, input),
    },
  });
}

export const meta: Route.MetaFunction = () => adminMeta("Videos");

export default function AdminVideos({ loaderData, actionData }: Route.ComponentProps) {
  const { videos } = loaderData;
  return (
    <CatalogueListPage
      title="Videos"
      description={`The clinic's YouTube videos, shown on the home and About Us pages in this order, in ${siteLanguagesText}.`}
      viewHref="/#videos-title"
      addTo="/admin/videos/new"
      addLabel="Add Video"
      noun="video"
      fetchFailed="Failed to fetch the videos."
      error={actionData?.error}
      empty="No videos yet. Add the first one."
      rows={
        videos?.map((video) => ({
          id: video.id,
          title: video.title,
          position: video.position,
          active: video.active,
          editTo: `/admin/videos/${video.id}`,
          details: `YouTube id ${video.youtubeId}`,
        })) ?? null
      }
    />
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
