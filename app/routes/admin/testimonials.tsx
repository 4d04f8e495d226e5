import { siteLanguagesText } from "~/i18n/locales";
import type { Route } from "./+types/testimonials";
import { requireContentEditor } from "~/features/auth/session.server";
import { catalogueListAction, loadCatalogueList } from "~/features/catalogues/index.server";
import { testimonialCatalogue } from "~/features/testimonials/testimonial-form";
import { testimonialPageNames } from "~/features/testimonials/testimonials";
import { testimonialStore } from "~/features/testimonials/testimonials.server";
import { CatalogueListPage } from "~/ui/admin/catalogue-page";
import { adminMeta } from "~/ui/admin/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const testimonials = await loadCatalogueList(testimonialCatalogue, async () =>
    (await testimonialStore.list(context.db)).map((testimonial, index) => ({
      id: testimonial.id,
      name: testimonial.name,
      active: testimonial.active,
      position: index + 1,
      pages: testimonial.pages.map((page) => testimonialPageNames[page]),
      detail: testimonial.texts.en.detail,
    })),
  );
  return { testimonials };
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  return catalogueListAction(request, {
    names: testimonialCatalogue,
    actor: { id: editor.id, email: editor.email },
    writes: {
      move: (input) => testimonialStore.move(context.db, input),
      setActive: (input) => testimonialStore.setActive(context.db, input),
    },
  });
}

export const meta: Route.MetaFunction = () => adminMeta("Testimonials");

export default function AdminTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonials } = loaderData;
  return (
    <CatalogueListPage
      title="Testimonials"
      description={`Patients' words, shown on the home and membership pages in this order (each on the pages ticked in its editor), in ${siteLanguagesText}.`}
      viewHref="/#testimonials-title"
      addTo="/admin/testimonials/new"
      addLabel="Add Testimonial"
      noun="testimonial"
      fetchFailed="Failed to fetch the testimonials."
      error={actionData?.error}
      empty="No testimonials yet. Add the first one."
      rows={
        testimonials?.map((testimonial) => ({
          id: testimonial.id,
          title: testimonial.name,
          position: testimonial.position,
          active: testimonial.active,
          editTo: `/admin/testimonials/${testimonial.id}`,
          badges: testimonial.pages.map((page) => (
            <span
              key={page}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800"
            >
              {page}
            </span>
          )),
          details: testimonial.detail,
        })) ?? null
      }
    />
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
