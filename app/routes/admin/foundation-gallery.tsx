import { siteLanguagesText } from "~/i18n/locales";
import { ExternalLink, Plus } from "lucide-react";
import type { Route } from "./+types/foundation-gallery";
import { requireContentEditor } from "~/features/auth/session.server";
import { answerFoundationList } from "~/features/foundation/foundation-admin.server";
import { listGalleryImages } from "~/features/foundation/foundation-catalogues.server";
import { logger } from "~/platform/logger.server";
import { AdminAlertRegion } from "~/ui/admin/admin-alert";
import { AdminCard } from "~/ui/admin/admin-shell";
import { adminMeta } from "~/ui/admin/meta";
import { OrderedList } from "~/ui/admin/ordered-list";
import { ButtonLink, buttonClasses } from "~/ui/button";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  try {
    const images = await listGalleryImages(context.db);
    return {
      images: images.map((image, index) => ({
        id: image.id,
        caption: image.texts.en.caption,
        src: image.imageUrl,
        active: image.active,
        position: index + 1,
      })),
    };
  } catch (error) {
    logger.error({ err: error }, "admin foundation gallery list failed");
    return { images: null };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  return answerFoundationList("photo", {
    request,
    db: context.db,
    actor: { id: editor.id, email: editor.email },
  });
}

export const meta: Route.MetaFunction = () => adminMeta("Foundation Gallery");

export default function AdminFoundationGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { images } = loaderData;
  const problem = images === null ? "Failed to fetch the photos." : actionData?.error;
  return (
    <div className="space-y-6">
      <AdminAlertRegion message={problem ?? null} />
      <AdminCard
        title={images === null ? "Foundation Gallery" : `Foundation Gallery (${images.length})`}
        description={`The photos of the Foundation page's gallery, in this order, with their captions in ${siteLanguagesText}.`}
        actions={
          <div className="flex flex-wrap gap-2">
            <a
              href="/foundation#gallery-title"
              target="_blank"
              rel="noreferrer"
              className={buttonClasses("ghost")}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              View on the site<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <ButtonLink to="/admin/foundation-gallery/new">
              <Plus className="size-4" aria-hidden="true" />
              Add Photo
            </ButtonLink>
          </div>
        }
      >
        {images === null ? null : images.length === 0 ? (
          <p className="text-slate-600">No photos yet. Add the first one.</p>
        ) : (
          <OrderedList
            noun="photo"
            rows={images.map((image) => ({
              id: image.id,
              title: image.caption,
              position: image.position,
              active: image.active,
              editTo: `/admin/foundation-gallery/${image.id}`,
              details: (
                <img
                  src={image.src}
                  alt=""
                  width={96}
                  height={60}
                  loading="lazy"
                  className="mt-1 h-15 w-24 rounded-md border border-slate-200 bg-slate-50 object-cover"
                />
              ),
            }))}
          />
        )}
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
