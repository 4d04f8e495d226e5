import type { Route } from "./+types/testimonial-edit";
import { requireContentEditor } from "~/features/auth/session.server";
import { loadCatalogueItem, saveCatalogueItem } from "~/features/catalogues/index.server";
import { TestimonialEditor } from "~/features/testimonials/testimonial-editor";
import {
  newTestimonialFormValues,
  testimonialCatalogue,
  testimonialFormSchema,
  testimonialFormValues,
  testimonialLimits,
  type TestimonialField,
  type TestimonialFormValues,
} from "~/features/testimonials/testimonial-form";
import { testimonialStore } from "~/features/testimonials/testimonials.server";
import { CatalogueEditPage } from "~/ui/admin/catalogue-page";
import { adminMeta } from "~/ui/admin/meta";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return loadCatalogueItem(testimonialCatalogue, "id" in params ? params.id : undefined, {
    find: (id: string) => testimonialStore.find(context.db, id),
    toValues: testimonialFormValues,
    newValues: newTestimonialFormValues,
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const actor = { id: editor.id, email: editor.email };
  return saveCatalogueItem<typeof testimonialFormSchema, TestimonialFormValues, TestimonialField>(
    request,
    {
      names: testimonialCatalogue,
      id: "id" in params ? params.id : undefined,
      schema: testimonialFormSchema,
      limits: testimonialLimits,
      toValues: testimonialFormValues,
      nameOf: (testimonial) => testimonial.name,
      create: (testimonial) => testimonialStore.create(context.db, testimonial, actor),
      update: ({ id, input, baseVersion }) =>
        testimonialStore.update(context.db, { id, input, baseVersion, actor }),
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.mode === "edit" ? "Edit Testimonial" : "Add Testimonial");

export default function AdminTestimonialEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, active } = loaderData;
  return (
    <CatalogueEditPage
      mode={mode}
      active={active}
      name={loaderData.values.name}
      createNote="A new testimonial goes to the end of the list."
      viewHref={loaderData.values.page_home ? "/#testimonials-title" : "/membership"}
    >
      {({ answerKey, formRef, unsaved }) => (
        <TestimonialEditor
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
