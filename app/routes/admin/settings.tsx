import { useAnswerKey } from "~/ui/admin/answer-key";
import { siteLanguagesText } from "~/i18n/locales";
import { useRef } from "react";
import type { Route } from "./+types/settings";
import { adminMeta } from "~/ui/admin/meta";
import { useUnsavedChanges } from "~/ui/admin/unsaved-changes";
import { requireContentEditor } from "~/features/auth/session.server";
import { baseVersionOf } from "~/features/history/index.server";
import { ClinicDetailsForm } from "~/features/site-content/clinic-details-editor";
import {
  clinicDetailsFormValues,
  parseClinicDetailsForm,
  readClinicDetailsForm,
  type ClinicDetailsFieldErrors,
  type ClinicDetailsFormValues,
} from "~/features/site-content/clinic-details-form";
import {
  readClinicDetails,
  saveClinicDetails,
} from "~/features/site-content/clinic-settings.server";
import { readFormBody } from "~/platform/forms/form-data.server";
import { logger } from "~/platform/logger.server";
import { staffDateTimeFormat } from "~/platform/clinic";
import { dataWithToast, redirectWithToast, type Toast } from "~/platform/toast.server";

/** A few hundred short fields: well under this. */
const MAX_BODY_BYTES = 128 * 1024;

const saveFailed: Toast = {
  type: "error",
  title: "Error",
  description: "Failed to save the clinic details",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const { details, version } = await readClinicDetails(context.db);
  return { values: clinicDetailsFormValues(details), version };
}

/** A refused save: what was typed, and why. */
type Refusal = {
  values?: ClinicDetailsFormValues;
  fieldErrors?: ClinicDetailsFieldErrors;
  formError?: string;
  version?: number;
};

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const refuse = (refusal: Refusal, status: number) =>
    dataWithToast(refusal, saveFailed, { status });

  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok) {
    return refuse(
      {
        formError:
          body.status === 413
            ? "The form is too large to save."
            : "The form could not be read. Please try again.",
      },
      body.status,
    );
  }
  const values = readClinicDetailsForm(body.formData);
  const parsed = parseClinicDetailsForm(values);
  if (!parsed.success) return refuse({ values, fieldErrors: parsed.fieldErrors }, 400);

  try {
    const result = await saveClinicDetails(context.db, {
      details: parsed.data,
      baseVersion: baseVersionOf(body.formData),
      actor: { id: editor.id, email: editor.email },
    });
    if (result.kind === "conflict") {
      const who = result.savedBy ?? "someone";
      const when = result.savedAt ? ` at ${staffDateTimeFormat.format(result.savedAt)}` : "";
      return dataWithToast<Refusal>(
        {
          values,
          version: result.version,
          formError: `Not saved: ${who} saved the clinic details${when}, after you opened this page. What you typed is kept below: save again to keep yours, or reload the page to see theirs.`,
        },
        {
          type: "error",
          title: "Not saved: someone else changed the clinic details",
          description: "Nothing you typed is lost.",
        },
        { status: 409 },
      );
    }
    return redirectWithToast("/admin/settings", {
      type: "success",
      title: "Clinic details saved",
      description: "Every page of the site shows them now.",
    });
  } catch (error) {
    logger.error({ err: error }, "clinic details save failed");
    return refuse(
      { values, formError: "The clinic details could not be saved. Please try again in a moment." },
      500,
    );
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Clinic Details");

export default function AdminClinicDetails({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  // Each answer of the form's post is a new location: the form starts again from it.
  const answerKey = useAnswerKey(actionData, loaderData.version);
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">
        The clinic&apos;s phone numbers, e-mail, address, opening hours, closures and links. They
        are the same in {siteLanguagesText}; the site writes the hours in each language&apos;s own
        way.
      </p>
      <ClinicDetailsForm
        key={answerKey}
        values={values}
        fieldErrors={actionData?.fieldErrors}
        formError={actionData?.formError}
        version={actionData?.version ?? loaderData.version}
        formRef={formRef}
        unsaved={unsaved}
      />
    </div>
  );
}
