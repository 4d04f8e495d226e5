import { ExternalLink } from "lucide-react";
import { useRef } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/membership-plan-edit";
import { requireContentEditor } from "~/features/auth/session.server";
import { baseVersionOf } from "~/features/history/index.server";
import { PlanEditor } from "~/features/membership/plan-editor";
import {
  newPlanFormValues,
  planFormSchema,
  planFormValues,
  planLimits,
  type PlanField,
  type PlanFormValues,
} from "~/features/membership/plan-form";
import { createPlan, findPlan, updatePlan } from "~/features/membership/plans.server";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission, type FieldErrors } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { dataWithToast, redirectWithToast, type Toast } from "~/platform/toast.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { adminMeta } from "~/ui/admin/meta";
import { useUnsavedChanges } from "~/ui/admin/unsaved-changes";
import { buttonClasses } from "~/ui/button";

/** Every text of every language at its limit, percent-encoded: well under this. */
const MAX_BODY_BYTES = 128 * 1024;

const saveFailed: Toast = {
  type: "error",
  title: "Error",
  description: "Failed to save the membership plan",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const id = "id" in params ? params.id : undefined;
  if (id === undefined) {
    return {
      mode: "create" as const,
      id: null,
      active: true,
      values: newPlanFormValues(),
      version: undefined,
    };
  }
  const plan = await findPlan(context.db, id);
  if (!plan) throw data("Membership plan not found", { status: 404 });
  return {
    mode: "edit" as const,
    id: plan.id,
    active: plan.active,
    values: planFormValues(plan),
    version: plan.version,
  };
}

type Refusal = {
  values?: PlanFormValues;
  fieldErrors?: FieldErrors<PlanField>;
  formError?: string;
  version?: number;
  conflict?: EditConflict;
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const id = "id" in params ? params.id : undefined;
  const refuse = (refusal: Refusal, status: number) =>
    dataWithToast(refusal, saveFailed, { status });
  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok) {
    return refuse(
      {
        formError:
          body.status === 413
            ? "The form is too large to save. Please shorten the texts."
            : "The form could not be read. Please try again.",
      },
      body.status,
    );
  }
  const submission = parseSubmission(body.formData, planFormSchema, { limits: planLimits });
  if (!submission.success) {
    return refuse(
      {
        values: submission.values as PlanFormValues,
        fieldErrors: submission.fieldErrors as FieldErrors<PlanField>,
        formError: submission.formError,
      },
      400,
    );
  }
  const plan = submission.data;
  const values = planFormValues(plan);
  const actor = { id: editor.id, email: editor.email };
  const shown = plan.active
    ? `${plan.texts.en.name} is shown on the Membership page.`
    : `${plan.texts.en.name} is inactive and hidden from the site.`;
  try {
    if (id === undefined) {
      await createPlan(context.db, { plan, actor });
      return redirectWithToast("/admin/membership-plans", {
        type: "success",
        title: "Membership plan added",
        description: shown,
      });
    }
    const result = await updatePlan(context.db, {
      id,
      plan,
      baseVersion: baseVersionOf(body.formData),
      actor,
    });
    if (result.kind === "conflict") {
      return dataWithToast<Refusal>(
        { values, version: result.version, conflict: result.conflict },
        {
          type: "error",
          title: "Not saved: someone else changed this membership plan",
          description: "Compare the two versions below; nothing you typed is lost.",
        },
        { status: 409 },
      );
    }
    if (result.kind === "not-found") {
      return refuse({ values, formError: "This membership plan no longer exists." }, 404);
    }
    return redirectWithToast("/admin/membership-plans", {
      type: "success",
      title: "Membership plan updated",
      description: shown,
    });
  } catch (error) {
    logger.error({ err: error, planId: id ?? null }, "membership plan save failed");
    return refuse(
      {
        values,
        formError: "The membership plan could not be saved. Please try again in a moment.",
      },
      500,
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.mode === "edit" ? "Edit Membership Plan" : "Add Membership Plan");

export default function AdminMembershipPlanEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, active } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const { key: answerKey } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-slate-700">
          {mode === "create" ? (
            "A new plan goes to the end of the list, in its tab."
          ) : (
            <>
              Editing{" "}
              <strong className="font-semibold text-slate-900">{loaderData.values.name_en}</strong>
              {active ? "" : " (inactive: hidden from the site)"}.
            </>
          )}
        </p>
        {mode === "edit" && active ? (
          <a
            href="/membership#plans"
            target="_blank"
            rel="noreferrer"
            className={buttonClasses("ghost")}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            View on the site<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <PlanEditor
        key={answerKey}
        mode={mode}
        values={values}
        fieldErrors={actionData?.fieldErrors}
        formError={actionData?.formError}
        version={actionData?.version ?? loaderData.version}
        conflict={actionData?.conflict}
        formRef={formRef}
        unsaved={unsaved}
      />
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
