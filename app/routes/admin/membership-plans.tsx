import { ExternalLink, Plus } from "lucide-react";
import type { Route } from "./+types/membership-plans";
import { requireContentEditor } from "~/features/auth/session.server";
import { formatCents } from "~/features/membership/format-money";
import { planListActionSchema } from "~/features/membership/plan-form";
import { MONTHLY_PAYMENTS, yearlyCents } from "~/features/membership/plans";
import { listPlans, movePlan, setPlanActive } from "~/features/membership/plans.server";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { dataWithToast, redirectWithToast, type Toast } from "~/platform/toast.server";
import { AdminAlertRegion } from "~/ui/admin/admin-alert";
import { AdminCard } from "~/ui/admin/admin-shell";
import { adminMeta } from "~/ui/admin/meta";
import { OrderedList, orderedRowId } from "~/ui/admin/ordered-list";
import { ButtonLink, buttonClasses } from "~/ui/button";

const MAX_BODY_BYTES = 2 * 1024;
const tabNames = { individual: "Individual", family: "Family", senior: "Senior" } as const;

const failedToast: Toast = {
  type: "error",
  title: "Error",
  description: "Failed to change the membership plan",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  try {
    const plans = await listPlans(context.db);
    return {
      plans: plans.map((plan, index) => ({
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
    };
  } catch (error) {
    logger.error({ err: error }, "admin membership plan list failed");
    return { plans: null };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const body = await readFormBody(request, MAX_BODY_BYTES);
  const submission = body.ok ? parseSubmission(body.formData, planListActionSchema) : null;
  const failed = (error: string, status: number) =>
    dataWithToast({ error }, failedToast, { status });
  if (!submission?.success) return failed("The request was not understood. Please try again.", 400);
  const form = submission.data;
  const actor = { id: editor.id, email: editor.email };
  try {
    const result =
      form.intent === "move"
        ? await movePlan(context.db, { id: form.id, position: form.position, actor })
        : await setPlanActive(context.db, { id: form.id, active: form.active === "true", actor });
    if (result.kind === "not-found") {
      return failed("That membership plan no longer exists.", 404);
    }
    return redirectWithToast(
      `/admin/membership-plans#${orderedRowId(form.id)}`,
      form.intent === "move"
        ? {
            type: "success",
            title: "Membership plan moved",
            description: `${result.name} is now number ${result.position} of ${result.total}.`,
          }
        : {
            type: "success",
            title: result.active ? "Membership plan shown" : "Membership plan hidden",
            description: result.active
              ? `${result.name} is shown on the Membership page.`
              : `${result.name} is inactive and hidden from the site.`,
          },
    );
  } catch (error) {
    logger.error({ err: error, planId: form.id }, "membership plan list change failed");
    return failed("The change could not be saved. Please try again in a moment.", 500);
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Membership Plans");

export default function AdminMembershipPlans({ loaderData, actionData }: Route.ComponentProps) {
  const { plans } = loaderData;
  const problem = plans === null ? "Failed to fetch the membership plans." : actionData?.error;
  return (
    <div className="space-y-6">
      <AdminAlertRegion message={problem ?? null} />
      <AdminCard
        title={plans === null ? "Membership plans" : `Membership plans (${plans.length})`}
        description={`Shown on the Membership page in this order, each in its tab, in English and Portuguese. Each plan is an enrolment fee and then ${MONTHLY_PAYMENTS} monthly payments. The first featured plan's fee is the "Starting at" price of the membership's service page.`}
        actions={
          <div className="flex flex-wrap gap-2">
            <a
              href="/membership#plans"
              target="_blank"
              rel="noreferrer"
              className={buttonClasses("ghost")}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              View on the site<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <ButtonLink to="/admin/membership-plans/new">
              <Plus className="size-4" aria-hidden="true" />
              Add Plan
            </ButtonLink>
          </div>
        }
      >
        {plans === null ? null : plans.length === 0 ? (
          <p className="text-slate-600">No membership plans yet. Add the first one.</p>
        ) : (
          <OrderedList
            noun="membership plan"
            rows={plans.map((plan) => ({
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
            }))}
          />
        )}
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
