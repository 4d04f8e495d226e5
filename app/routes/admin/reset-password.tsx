import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { NewPasswordFields } from "~/features/auth/new-password-fields";
import {
  FORGOT_PASSWORD_PATH,
  passwordResetSchema,
  type PasswordResetField,
} from "~/features/auth/password-reset-form";
import { resetPassword } from "~/features/auth/password-reset.server";
import { getSessionUser, homeFor } from "~/features/auth/session.server";
import { AuthCard, authLinkClass } from "~/ui/admin/auth-card";
import { adminMeta } from "~/ui/admin/meta";
import { tooManyAttemptsText } from "~/ui/admin/too-many-attempts";
import { Button } from "~/ui/button";
import { readFormBody } from "~/platform/forms/form-data.server";
import type { FieldErrors } from "~/platform/forms/submission.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { retryAfterHeaders } from "~/platform/rate-limit.server";
import type { Toast } from "~/platform/toast";
import { dataWithOptionalToast, redirectWithToast } from "~/platform/toast.server";

/**
 * /admin/reset-password: where the e-mailed link lands (Better Auth checks the token first
 * and adds ?token=… or ?error=INVALID_TOKEN), and the form that sets the new password.
 */

const MAX_BODY_BYTES = 2 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context.db);
  if (user) throw redirect(homeFor(user));
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: token.length > 0 && token.length <= 128 ? token : null };
}

export type ResetPasswordActionData = {
  fieldErrors: FieldErrors<PasswordResetField>;
  /** The link no longer works: the page offers a new one instead of the form. */
  linkInvalid: boolean;
  notice: Toast | null;
};

const linkInvalidNotice: Toast = {
  type: "error",
  title: "This link does not work any more",
  description: "A link works once, for one hour. Ask for a new one below.",
};
const failed: Toast = {
  type: "error",
  title: "Error",
  description: "The password could not be changed. Please try again in a moment.",
};

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok) return answer({ fieldErrors: {}, linkInvalid: false, notice: failed }, body.status);
  const submission = parseSubmission(body.formData, passwordResetSchema);
  if (!submission.success) {
    const linkInvalid = Boolean(submission.fieldErrors.token);
    return answer(
      {
        fieldErrors: submission.fieldErrors,
        linkInvalid,
        notice: linkInvalid ? linkInvalidNotice : null,
      },
      400,
    );
  }
  const result = await resetPassword(
    { db: context.db, request, clientIp: context.clientIp },
    submission.data,
  );
  switch (result.kind) {
    case "reset":
      return redirectWithToast("/admin/login", {
        type: "success",
        title: "Password changed",
        description: "Sign in with your new password. Your other sessions were signed out.",
      });
    case "link-invalid":
      return answer({ fieldErrors: {}, linkInvalid: true, notice: linkInvalidNotice }, 400);
    case "refused":
      return answer({ fieldErrors: result.fieldErrors, linkInvalid: false, notice: null }, 400);
    case "rate-limited": {
      const notice: Toast = {
        type: "error",
        title: "Please wait",
        description: tooManyAttemptsText(result.retryAfterSeconds),
      };
      return answer({ fieldErrors: {}, linkInvalid: false, notice }, 429, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    }
    case "failed":
      return answer({ fieldErrors: {}, linkInvalid: false, notice: failed }, 500);
  }
}

function answer(value: ResetPasswordActionData, status: number, headers?: HeadersInit) {
  return dataWithOptionalToast(value, value.notice, { status, headers });
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Choose a new password");

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const linkInvalid = actionData?.linkInvalid ?? loaderData.token === null;
  const notice = actionData?.notice ?? (linkInvalid ? linkInvalidNotice : null);
  const errors = actionData?.fieldErrors ?? {};

  if (linkInvalid) {
    return (
      <AuthCard title="Choose a new password" notice={notice}>
        <Link
          to={FORGOT_PASSWORD_PATH}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Send me a new link
        </Link>
        <p className="mt-6 text-center text-sm text-slate-600">
          <Link to="/admin/login" className={authLinkClass}>
            Back to sign in
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" notice={notice}>
      <Form method="post" replace className="space-y-5">
        <input type="hidden" name="token" value={loaderData.token ?? ""} />
        <NewPasswordFields errors={errors} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Please wait…" : "Save the new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
