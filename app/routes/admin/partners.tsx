import { siteLanguagesText } from "~/i18n/locales";
import type { Route } from "./+types/partners";
import { requireContentEditor } from "~/features/auth/session.server";
import { catalogueListAction, loadCatalogueList } from "~/features/catalogues/index.server";
import { partnerCatalogue } from "~/features/partners/partner-form";
import { partnerCategoryNames } from "~/features/partners/partners";
import { partnerStore } from "~/features/partners/partners.server";
import { CatalogueListPage } from "~/ui/admin/catalogue-page";
import { adminMeta } from "~/ui/admin/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const partners = await loadCatalogueList(partnerCatalogue, async () =>
    (await partnerStore.list(context.db)).map((partner, index) => ({
      id: partner.id,
      name: partner.name,
      active: partner.active,
      position: index + 1,
      kind: partnerCategoryNames[partner.category],
      benefit: partner.texts.en.benefit,
    })),
  );
  return { partners };
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  return catalogueListAction(request, {
    names: partnerCatalogue,
    actor: { id: editor.id, email: editor.email },
    writes: {
      move: (input) => partnerStore.move(context.db, input),
      setActive: (input) => partnerStore.setActive(context.db, input),
    },
  });
}

export const meta: Route.MetaFunction = () => adminMeta("Partners");

export default function AdminPartners({ loaderData, actionData }: Route.ComponentProps) {
  const { partners } = loaderData;
  return (
    <CatalogueListPage
      title="Partners"
      description={`The partner businesses and their member discounts, shown on the Partners page in this order (those with a logo also in its logo strip), in ${siteLanguagesText}.`}
      viewHref="/partners"
      addTo="/admin/partners/new"
      addLabel="Add Partner"
      noun="partner"
      fetchFailed="Failed to fetch the partners."
      error={actionData?.error}
      empty="No partners yet. Add the first one."
      rows={
        partners?.map((partner) => ({
          id: partner.id,
          title: partner.name,
          position: partner.position,
          active: partner.active,
          editTo: `/admin/partners/${partner.id}`,
          badges: (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
              {partner.kind}
            </span>
          ),
          details: partner.benefit,
        })) ?? null
      }
    />
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
