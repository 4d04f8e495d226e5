import type { Route } from "./+types/membership-plan-edit";
import { requireContentEditor } from "~/features/auth/session.server";
import { loadCatalogueItem, saveCatalogueItem } from "~/features/catalogues/index.server";
import { PlanEditor } from "~/features/membership/plan-editor";
import {
  newPlanFormValues,
  planCatalogue,
  planFormSchema,
  planFormValues,
  planLimits,
  type PlanField,
  type PlanFormValues,
} from "~/features/membership/plan-form";
import { createPlan, findPlan, updatePlan } from "~/features/membership/plans.server";
import { CatalogueEditPage } from "~/ui/admin/catalogue-page";
import { adminMeta } from "~/ui/admin/meta";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  return loadCatalogueItem(planCatalogue, "id" in params ? params.id : undefined, {
    find: (id: string) => findPlan(context.db, id),
    toValues: planFormValues,
    newValues: newPlanFormValues,
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const actor = { id: editor.id, email: editor.email };
  return saveCatalogueItem<typeof planFormSchema, PlanFormValues, PlanField>(request, {
    names: planCatalogue,
    id: "id" in params ? params.id : undefined,
    schema: planFormSchema,
    limits: planLimits,
    toValues: planFormValues,
    nameOf: (plan) => plan.texts.en.name,
    create: (plan) => createPlan(context.db, { plan, actor }),
    update: ({ id, input, baseVersion }) =>
      updatePlan(context.db, { id, plan: input, baseVersion, actor }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.mode === "edit" ? "Edit Membership Plan" : "Add Membership Plan");

export default function AdminMembershipPlanEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, active } = loaderData;
  return (
    <CatalogueEditPage
      mode={mode}
      active={active}
      name={loaderData.values.name_en}
      createNote="A new plan goes to the end of the list, in its tab."
      viewHref="/membership#plans"
    >
      {({ answerKey, formRef, unsaved }) => (
        <PlanEditor
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
