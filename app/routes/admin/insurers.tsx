import { ExternalLink, Plus } from "lucide-react";
import type { Route } from "./+types/insurers";
import { requireContentEditor } from "~/features/auth/session.server";
import { insurerListActionSchema } from "~/features/insurance/insurer-form";
import { listInsurers, moveInsurer, setInsurerActive } from "~/features/insurance/insurers.server";
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

const failedToast: Toast = {
  type: "error",
  title: "Error",
  description: "Failed to change the insurer",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  try {
    const list = await listInsurers(context.db);
    return {
      insurers: list.map((insurer, index) => ({
        id: insurer.id,
        name: insurer.name,
        active: insurer.active,
        position: index + 1,
        plans: insurer.texts.en.plans.length,
      })),
    };
  } catch (error) {
    logger.error({ err: error }, "admin insurer list failed");
    return { insurers: null };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const body = await readFormBody(request, MAX_BODY_BYTES);
  const submission = body.ok ? parseSubmission(body.formData, insurerListActionSchema) : null;
  const failed = (error: string, status: number) =>
    dataWithToast({ error }, failedToast, { status });
  if (!submission?.success) return failed("The request was not understood. Please try again.", 400);
  const form = submission.data;
  const actor = { id: editor.id, email: editor.email };
  try {
    const result =
      form.intent === "move"
        ? await moveInsurer(context.db, { id: form.id, position: form.position, actor })
        : await setInsurerActive(context.db, {
            id: form.id,
            active: form.active === "true",
            actor,
          });
    if (result.kind === "not-found") return failed("That insurer no longer exists.", 404);
    return redirectWithToast(
      `/admin/insurers#${orderedRowId(form.id)}`,
      form.intent === "move"
        ? {
            type: "success",
            title: "Insurer moved",
            description: `${result.name} is now number ${result.position} of ${result.total}.`,
          }
        : {
            type: "success",
            title: result.active ? "Insurer shown" : "Insurer hidden",
            description: result.active
              ? `${result.name} is shown on the Insurance page.`
              : `${result.name} is inactive and hidden from the site.`,
          },
    );
  } catch (error) {
    logger.error({ err: error, insurerId: form.id }, "insurer list change failed");
    return failed("The change could not be saved. Please try again in a moment.", 500);
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Insurers");

export default function AdminInsurers({ loaderData, actionData }: Route.ComponentProps) {
  const { insurers } = loaderData;
  const problem = insurers === null ? "Failed to fetch the insurers." : actionData?.error;
  return (
    <div className="space-y-6">
      <AdminAlertRegion message={problem ?? null} />
      <AdminCard
        title={insurers === null ? "Insurers" : `Insurers (${insurers.length})`}
        description="The accepted insurers, shown on the Insurance page in this order, in English and Portuguese."
        actions={
          <div className="flex flex-wrap gap-2">
            <a
              href="/insurance"
              target="_blank"
              rel="noreferrer"
              className={buttonClasses("ghost")}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              View on the site<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <ButtonLink to="/admin/insurers/new">
              <Plus className="size-4" aria-hidden="true" />
              Add Insurer
            </ButtonLink>
          </div>
        }
      >
        {insurers === null ? null : insurers.length === 0 ? (
          <p className="text-slate-600">No insurers yet. Add the first one.</p>
        ) : (
          <OrderedList
            noun="insurer"
            rows={insurers.map((insurer) => ({
              id: insurer.id,
              title: insurer.name,
              position: insurer.position,
              active: insurer.active,
              editTo: `/admin/insurers/${insurer.id}`,
              details: insurer.plans === 1 ? "1 plan" : `${insurer.plans} plans`,
            }))}
          />
        )}
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
