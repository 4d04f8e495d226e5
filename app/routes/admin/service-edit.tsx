import { useAnswerKey } from "~/ui/admin/answer-key";
import { ExternalLink } from "lucide-react";
import { useRef } from "react";
import { data, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/service-edit";
import { requireContentEditor } from "~/features/auth/session.server";
import { baseVersionOf } from "~/features/history/index.server";
import { ServiceEditor } from "~/features/services/service-editor";
import {
  faqIntentSchema,
  postedFaqCount,
  rearrangeFaqs,
  serviceFormSchema,
  serviceFormValues,
  serviceLimits,
  type ServiceFormValues,
} from "~/features/services/service-form";
import { findServicePage, updateServicePage } from "~/features/services/service-details.server";
import { readFormBody } from "~/platform/forms/form-data.server";
import { formInput, parseSubmission, type FieldErrors } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { dataWithToast, redirectWithToast, type Toast } from "~/platform/toast.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { adminMeta } from "~/ui/admin/meta";
import { useUnsavedChanges } from "~/ui/admin/unsaved-changes";
import { buttonClasses } from "~/ui/button";

const MAX_BODY_BYTES = 256 * 1024;

const saveFailed: Toast = {
  type: "error",
  title: "Error",
  description: "Failed to save the service page",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const service = await findServicePage(context.db, params.id);
  if (!service) throw data("Service page not found", { status: 404 });
  return {
    id: service.id,
    title: service.texts.en.title,
    values: serviceFormValues(service),
    version: service.version,
  };
}

type Answer = {
  values?: ServiceFormValues;
  fieldErrors?: FieldErrors<string>;
  formError?: string;
  version?: number;
  conflict?: EditConflict;
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const refuse = (answer: Answer, status: number) => dataWithToast(answer, saveFailed, { status });
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
  const input = formInput(body.formData);
  // Add, remove or move a question: the form again, rearranged; nothing saved.
  const faqIntent = faqIntentSchema.safeParse(input.intent);
  if (faqIntent.success) return data<Answer>({ values: rearrangeFaqs(input, faqIntent.data) });

  const count = postedFaqCount(input);
  const priceFromPlans = params.id === "membership";
  const submission = parseSubmission(input, serviceFormSchema({ count, priceFromPlans }), {
    limits: serviceLimits(count),
  });
  if (!submission.success) {
    return refuse(
      {
        values: { ...(submission.values as ServiceFormValues), faqCount: String(count) },
        fieldErrors: submission.fieldErrors as FieldErrors<string>,
        formError: submission.formError,
      },
      400,
    );
  }
  const service = submission.data;
  const values = serviceFormValues(service);
  const actor = { id: editor.id, email: editor.email };
  try {
    const result = await updateServicePage(context.db, {
      id: params.id,
      service,
      baseVersion: baseVersionOf(body.formData),
      actor,
    });
    if (result.kind === "conflict") {
      return dataWithToast<Answer>(
        { values, version: result.version, conflict: result.conflict },
        {
          type: "error",
          title: "Not saved: someone else changed this service page",
          description: "Compare the two versions below; nothing you typed is lost.",
        },
        { status: 409 },
      );
    }
    if (result.kind === "not-found") {
      return refuse({ values, formError: "This service page no longer exists." }, 404);
    }
    return redirectWithToast("/admin/services", {
      type: "success",
      title: "Service page updated",
      description: `${result.title} is updated on the site.`,
    });
  } catch (error) {
    logger.error({ err: error, serviceId: params.id }, "service page save failed");
    return refuse(
      { values, formError: "The service page could not be saved. Please try again in a moment." },
      500,
    );
  }
}

/** An FAQ button changed nothing on the server: the page's data is not read again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (String(formData?.get("intent") ?? "").startsWith("faq-") ? false : defaultShouldRevalidate);

export const meta: Route.MetaFunction = () => adminMeta("Edit Service Page");

export default function AdminServiceEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const answerKey = useAnswerKey(actionData);
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-slate-700">
          Editing <strong className="font-semibold text-slate-900">{title}</strong>.
        </p>
        <a
          href={`/services/${id}`}
          target="_blank"
          rel="noreferrer"
          className={buttonClasses("ghost")}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          View on the site<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <ServiceEditor
        key={answerKey}
        title={title}
        priceFromPlans={id === "membership"}
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
