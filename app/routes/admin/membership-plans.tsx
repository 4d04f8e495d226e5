import { siteLanguagesText } from "~/i18n/locales";
import type { Route } from "./+types/membership-plans";
import { requireContentEditor } from "~/features/auth/session.server";
import { catalogueListAction, loadCatalogueList } from "~/features/catalogues/index.server";
import { formatCents } from "~/features/membership/format-money";
import { planCatalogue } from "~/features/membership/plan-form";
import { MONTHLY_PAYMENTS, yearlyCents } from "~/features/membership/plans";
import { listPlans, movePlan, setPlanActive } from "~/features/membership/plans.server";
import { CatalogueListPage } from "~/ui/admin/catalogue-page";
import { adminMeta } from "~/ui/admin/meta";

const tabNames = { individual: "Individual", family: "Family", senior: "Senior" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const plans = await loadCatalogueList(planCatalogue, async () =>
    (await listPlans(context.db)).map((plan, index) => ({
      id: plan.id,
      name: plan.texts.en.name,
      category: plan.category,
      featured: plan.featured,
      active: plan.active,
      position: index + 1,
      fee: formatCents(plan.feeCents, "en"),
      monthly: formatCents(plan.monthlyCents, "en"),
      yearly: formatCents(yearlyCents(plan), "en"),
    })),
  );
  return { plans };
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  return catalogueListAction(request, {
    names: planCatalogue,
    actor: { id: editor.id, email: editor.email },
    writes: {
      move: (input) => movePlan(context.db, input),
      setActive: (input) => setPlanActive(context.db, input),
    },
  });
}

export const meta: Route.MetaFunction = () => adminMeta("Membership Plans");

export default function AdminMembershipPlans({ loaderData, actionData }: Route.ComponentProps) {
  const { plans } = loaderData;
  return (
    <CatalogueListPage
      title="Membership plans"
      description={`Shown on the Membership page in this order, each in its tab, in ${siteLanguagesText}. Each plan is an enrolment fee and then ${MONTHLY_PAYMENTS} monthly payments. The first featured plan's fee is the "Starting at" price of the membership's service page.`}
      viewHref="/membership#plans"
      addTo="/admin/membership-plans/new"
      addLabel="Add Plan"
      noun="membership plan"
      fetchFailed="Failed to fetch the membership plans."
      error={actionData?.error}
      empty="No membership plans yet. Add the first one."
      rows={
        plans?.map((plan) => ({
          id: plan.id,
          title: plan.name,
          position: plan.position,
          active: plan.active,
          editTo: `/admin/membership-plans/${plan.id}`,
          badges: (
            <>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
                {tabNames[plan.category]}
              </span>
              {plan.featured ? (
                <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-medium text-slate-900">
                  Most popular
                </span>
              ) : null}
            </>
          ),
          details: `${plan.fee} + ${MONTHLY_PAYMENTS} × ${plan.monthly} (year ${plan.yearly})`,
        })) ?? null
      }
    />
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
