import type { Route } from "./+types/partner-edit";
import { requireContentEditor } from "~/features/auth/session.server";
import { loadCatalogueItem, saveCatalogueItem } from "~/features/catalogues/index.server";
import { PartnerEditor } from "~/features/partners/partner-editor";
import {
  newPartnerFormValues,
  partnerCatalogue,
  partnerFormSchema,
  partnerFormValues,
  partnerLimits,
  type PartnerField,
  type PartnerFormValues,
} from "~/features/partners/partner-form";
import { partnerStore } from "~/features/partners/partners.server";
import { ownOrigins } from "~/platform/env.server";
import { CatalogueEditPage } from "~/ui/admin/catalogue-page";
import { adminMeta } from "~/ui/admin/meta";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return loadCatalogueItem(partnerCatalogue, "id" in params ? params.id : undefined, {
    find: (id: string) => partnerStore.find(context.db, id),
    toValues: partnerFormValues,
    newValues: newPartnerFormValues,
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const actor = { id: editor.id, email: editor.email };
  return saveCatalogueItem<ReturnType<typeof partnerFormSchema>, PartnerFormValues, PartnerField>(
    request,
    {
      names: partnerCatalogue,
      id: "id" in params ? params.id : undefined,
      schema: partnerFormSchema({ ownOrigins: ownOrigins(request) }),
      limits: partnerLimits,
      toValues: partnerFormValues,
      nameOf: (partner) => partner.name,
      create: (partner) => partnerStore.create(context.db, partner, actor),
      update: ({ id, input, baseVersion }) =>
        partnerStore.update(context.db, { id, input, baseVersion, actor }),
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.mode === "edit" ? "Edit Partner" : "Add Partner");

export default function AdminPartnerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, active } = loaderData;
  return (
    <CatalogueEditPage
      mode={mode}
      active={active}
      name={loaderData.values.name}
      createNote="A new partner goes to the end of the list."
      viewHref="/partners"
    >
      {({ answerKey, formRef, unsaved }) => (
        <PartnerEditor
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
