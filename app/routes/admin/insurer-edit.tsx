import type { Route } from "./+types/insurer-edit";
import { requireContentEditor } from "~/features/auth/session.server";
import { loadCatalogueItem, saveCatalogueItem } from "~/features/catalogues/index.server";
import { InsurerEditor } from "~/features/insurance/insurer-editor";
import {
  insurerCatalogue,
  insurerFormSchema,
  insurerFormValues,
  insurerLimits,
  newInsurerFormValues,
  type InsurerField,
  type InsurerFormValues,
} from "~/features/insurance/insurer-form";
import { createInsurer, findInsurer, updateInsurer } from "~/features/insurance/insurers.server";
import { ownOrigins } from "~/platform/env.server";
import { CatalogueEditPage } from "~/ui/admin/catalogue-page";
import { adminMeta } from "~/ui/admin/meta";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return loadCatalogueItem(insurerCatalogue, "id" in params ? params.id : undefined, {
    find: (id: string) => findInsurer(context.db, id),
    toValues: insurerFormValues,
    newValues: newInsurerFormValues,
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const actor = { id: editor.id, email: editor.email };
  return saveCatalogueItem<ReturnType<typeof insurerFormSchema>, InsurerFormValues, InsurerField>(
    request,
    {
      names: insurerCatalogue,
      id: "id" in params ? params.id : undefined,
      schema: insurerFormSchema({ ownOrigins: ownOrigins(request) }),
      limits: insurerLimits,
      toValues: insurerFormValues,
      nameOf: (insurer) => insurer.name,
      create: (insurer) => createInsurer(context.db, { insurer, actor }),
      update: ({ id, input, baseVersion }) =>
        updateInsurer(context.db, { id, insurer: input, baseVersion, actor }),
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.mode === "edit" ? "Edit Insurer" : "Add Insurer");

export default function AdminInsurerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, active } = loaderData;
  return (
    <CatalogueEditPage
      mode={mode}
      active={active}
      name={loaderData.values.name}
      createNote="A new insurer goes to the end of the list."
      viewHref="/insurance"
    >
      {({ answerKey, formRef, unsaved }) => (
        <InsurerEditor
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
