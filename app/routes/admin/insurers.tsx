import { siteLanguagesText } from "~/i18n/locales";
import type { Route } from "./+types/insurers";
import { requireContentEditor } from "~/features/auth/session.server";
import { catalogueListAction, loadCatalogueList } from "~/features/catalogues/index.server";
import { insurerCatalogue } from "~/features/insurance/insurer-form";
import { listInsurers, moveInsurer, setInsurerActive } from "~/features/insurance/insurers.server";
import { CatalogueListPage } from "~/ui/admin/catalogue-page";
import { adminMeta } from "~/ui/admin/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const insurers = await loadCatalogueList(insurerCatalogue, async () =>
    (await listInsurers(context.db)).map((insurer, index) => ({
      id: insurer.id,
      name: insurer.name,
      active: insurer.active,
      position: index + 1,
      plans: insurer.texts.en.plans.length,
    })),
  );
  return { insurers };
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  return catalogueListAction(request, {
    names: insurerCatalogue,
    actor: { id: editor.id, email: editor.email },
    writes: {
      move: (input) => moveInsurer(context.db, input),
      setActive: (input) => setInsurerActive(context.db, input),
    },
  });
}

export const meta: Route.MetaFunction = () => adminMeta("Insurers");

export default function AdminInsurers({ loaderData, actionData }: Route.ComponentProps) {
  const { insurers } = loaderData;
  return (
    <CatalogueListPage
      title="Insurers"
      description={`The accepted insurers, shown on the Insurance page in this order, in ${siteLanguagesText}.`}
      viewHref="/insurance"
      addTo="/admin/insurers/new"
      addLabel="Add Insurer"
      noun="insurer"
      fetchFailed="Failed to fetch the insurers."
      error={actionData?.error}
      empty="No insurers yet. Add the first one."
      rows={
        insurers?.map((insurer) => ({
          id: insurer.id,
          title: insurer.name,
          position: insurer.position,
          active: insurer.active,
          editTo: `/admin/insurers/${insurer.id}`,
          details: insurer.plans === 1 ? "1 plan" : `${insurer.plans} plans`,
        })) ?? null
      }
    />
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
