import { ExternalLink } from "lucide-react";
import { useRef } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/insurer-edit";
import { requireContentEditor } from "~/features/auth/session.server";
import { baseVersionOf } from "~/features/history/index.server";
import { InsurerEditor } from "~/features/insurance/insurer-editor";
import {
  insurerFormSchema,
  insurerFormValues,
  insurerLimits,
  newInsurerFormValues,
  type InsurerField,
  type InsurerFormValues,
} from "~/features/insurance/insurer-form";
import { createInsurer, findInsurer, updateInsurer } from "~/features/insurance/insurers.server";
import { ownOrigins } from "~/platform/env.server";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission, type FieldErrors } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { dataWithToast, redirectWithToast, type Toast } from "~/platform/toast.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { adminMeta } from "~/ui/admin/meta";
import { useUnsavedChanges } from "~/ui/admin/unsaved-changes";
import { buttonClasses } from "~/ui/button";

const MAX_BODY_BYTES = 128 * 1024;

const saveFailed: Toast = {
  type: "error",
  title: "Error",
  description: "Failed to save the insurer",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const id = "id" in params ? params.id : undefined;
  if (id === undefined) {
    return {
      mode: "create" as const,
      active: true,
      values: newInsurerFormValues(),
      version: undefined,
    };
  }
  const insurer = await findInsurer(context.db, id);
  if (!insurer) throw data("Insurer not found", { status: 404 });
  return {
    mode: "edit" as const,
    active: insurer.active,
    values: insurerFormValues(insurer),
    version: insurer.version,
  };
}

type Refusal = {
  values?: InsurerFormValues;
  fieldErrors?: FieldErrors<InsurerField>;
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
  const submission = parseSubmission(
    body.formData,
    insurerFormSchema({ ownOrigins: ownOrigins(request) }),
    { limits: insurerLimits },
  );
  if (!submission.success) {
    return refuse(
      {
        values: submission.values as InsurerFormValues,
        fieldErrors: submission.fieldErrors as FieldErrors<InsurerField>,
        formError: submission.formError,
      },
      400,
    );
  }
  const insurer = submission.data;
  const values = insurerFormValues(insurer);
  const actor = { id: editor.id, email: editor.email };
  const shown = insurer.active
    ? `${insurer.name} is shown on the Insurance page.`
    : `${insurer.name} is inactive and hidden from the site.`;
  try {
    if (id === undefined) {
      await createInsurer(context.db, { insurer, actor });
      return redirectWithToast("/admin/insurers", {
        type: "success",
        title: "Insurer added",
        description: shown,
      });
    }
    const result = await updateInsurer(context.db, {
      id,
      insurer,
      baseVersion: baseVersionOf(body.formData),
      actor,
    });
    if (result.kind === "conflict") {
      return dataWithToast<Refusal>(
        { values, version: result.version, conflict: result.conflict },
        {
          type: "error",
          title: "Not saved: someone else changed this insurer",
          description: "Compare the two versions below; nothing you typed is lost.",
        },
        { status: 409 },
      );
    }
    if (result.kind === "not-found") {
      return refuse({ values, formError: "This insurer no longer exists." }, 404);
    }
    return redirectWithToast("/admin/insurers", {
      type: "success",
      title: "Insurer updated",
      description: shown,
    });
  } catch (error) {
    logger.error({ err: error, insurerId: id ?? null }, "insurer save failed");
    return refuse(
      { values, formError: "The insurer could not be saved. Please try again in a moment." },
      500,
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.mode === "edit" ? "Edit Insurer" : "Add Insurer");

export default function AdminInsurerEdit({ loaderData, actionData }: Route.ComponentProps) {
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
            "A new insurer goes to the end of the list."
          ) : (
            <>
              Editing{" "}
              <strong className="font-semibold text-slate-900">{loaderData.values.name}</strong>
              {active ? "" : " (inactive: hidden from the site)"}.
            </>
          )}
        </p>
        {mode === "edit" && active ? (
          <a href="/insurance" target="_blank" rel="noreferrer" className={buttonClasses("ghost")}>
            <ExternalLink className="size-4" aria-hidden="true" />
            View on the site<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <InsurerEditor
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
