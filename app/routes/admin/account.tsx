import { useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { adminMeta } from "~/ui/admin/meta";
import { changePassword } from "~/features/auth/password-change.server";
import { NewPasswordFields } from "~/features/auth/new-password-fields";
import { PASSWORD_MAX_LENGTH } from "~/features/auth/password-policy";
import { requireContentEditor } from "~/features/auth/session.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { UnsavedChangesNote, useUnsavedChanges } from "~/ui/admin/unsaved-changes";
import { Button } from "~/ui/button";
import { FormField } from "~/ui/form-field";
import {
  passwordChangeSchema,
  type PasswordChangeField,
} from "~/features/auth/password-change-form";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission, type FieldErrors } from "~/platform/forms/submission.server";
import { redirectWithToast } from "~/platform/toast.server";

const MAX_BODY_BYTES = 4 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireContentEditor(request, context.db, { allowOneTimePassword: true });
  return { email: user.email, mustChangePassword: user.mustChangePassword };
}

/**
 * A refused change: the messages by field, and one for the whole form. The
 * passwords typed are never sent back: the fields start empty again.
 */
export type AccountActionData = {
  fieldErrors: FieldErrors<PasswordChangeField>;
  formError: string | null;
};

function refused(status: number, answer: AccountActionData) {
  return data<AccountActionData>(answer, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireContentEditor(request, context.db, { allowOneTimePassword: true });
  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok) {
    return refused(body.status, { fieldErrors: {}, formError: "The form could not be read." });
  }
  const submission = parseSubmission(body.formData, passwordChangeSchema);
  if (!submission.success) {
    return refused(400, {
      fieldErrors: submission.fieldErrors,
      formError: submission.formError ?? null,
    });
  }
  const result = await changePassword({
    db: context.db,
    request,
    clientIp: context.clientIp,
    user,
    change: submission.data,
  });
  if (result.kind === "changed") {
    const headers = new Headers();
    for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
    return redirectWithToast(
      "/admin",
      { type: "success", title: "Password changed", description: "Your new password is saved." },
      { headers },
    );
  }
  return refused(result.status, { fieldErrors: result.fieldErrors, formError: result.formError });
}

export const meta: Route.MetaFunction = () => adminMeta("Account");

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  return (
    <div className="max-w-xl space-y-6">
      {loaderData.mustChangePassword ? (
        <div
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
          role="note"
        >
          <p className="font-semibold">Choose your own password</p>
          <p className="mt-1">
            You signed in with a one-time password. Please replace it before using the portal.
          </p>
        </div>
      ) : null}
      <AdminCard
        title="Change password"
        description={`Signed in as ${loaderData.email}. Other devices are signed out when the password changes.`}
      >
        <div role="status" aria-live="polite">
          {actionData?.formError ? (
            <p className="mb-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
              {actionData.formError}
            </p>
          ) : null}
        </div>
        <Form ref={formRef} method="post" className="space-y-5">
          <FormField id="currentPassword" label="Current password" error={errors.currentPassword}>
            {(control) => (
              <input
                {...control}
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                required
                maxLength={PASSWORD_MAX_LENGTH}
              />
            )}
          </FormField>
          <NewPasswordFields errors={errors} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? "Saving…" : "Change password"}
            </Button>
            <UnsavedChangesNote show={unsaved} />
          </div>
        </Form>
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
