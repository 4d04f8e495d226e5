import { data, redirect } from "react-router";
import type { Route } from "./+types/forgot-password";
import { EmailRequestForm } from "~/features/auth/email-field";
import { loginLimits, requestResetSchema } from "~/features/auth/login-form";
import { requestPasswordReset } from "~/features/auth/password-reset.server";
import { getSessionUser, homeFor } from "~/features/auth/session.server";
import { AuthCard } from "~/ui/admin/auth-card";
import { adminMeta } from "~/ui/admin/meta";
import { tooManyAttemptsText } from "~/ui/admin/too-many-attempts";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { retryAfterHeaders } from "~/platform/rate-limit.server";
import type { Toast } from "~/platform/toast";
import { dataWithOptionalToast } from "~/platform/toast.server";

/** /admin/forgot-password: an address in, a one-hour link out (password-reset.server.ts). */

const MAX_BODY_BYTES = 2 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context.db);
  if (user) throw redirect(homeFor(user));
  return null;
}

export type ForgotPasswordActionData = {
  email: string;
  emailError: string | null;
  notice: Toast | null;
};

const sent: Toast = {
  type: "success",
  title: "Check your e-mail",
  description:
    "If an account uses this address, a link to choose a new password is on its way. It works once, for one hour.",
};
const failed: Toast = {
  type: "error",
  title: "Error",
  description: "The link could not be sent. Please try again in a moment.",
};

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok) return answer({ email: "", emailError: null, notice: failed }, body.status);
  const submission = parseSubmission(body.formData, requestResetSchema, {
    limits: loginLimits,
  });
  if (!submission.success) {
    return data<ForgotPasswordActionData>(
      {
        email: (submission.values.email ?? "").trim(),
        emailError: submission.fieldErrors.email ?? null,
        notice: null,
      },
      { status: 400 },
    );
  }
  const { email } = submission.data;
  const result = await requestPasswordReset(
    { db: context.db, request, clientIp: context.clientIp },
    email,
  );
  switch (result.kind) {
    case "sent":
      return answer({ email, emailError: null, notice: sent }, 200);
    case "rate-limited": {
      const notice: Toast = {
        type: "error",
        title: "Please wait",
        description: tooManyAttemptsText(result.retryAfterSeconds),
      };
      return answer({ email, emailError: null, notice }, 429, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    }
    case "failed":
      return answer({ email, emailError: null, notice: failed }, 500);
  }
}

function answer(value: ForgotPasswordActionData, status: number, headers?: HeadersInit) {
  return dataWithOptionalToast(value, value.notice, { status, headers });
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Forgot password");

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Forgot your password?" notice={actionData?.notice}>
      <EmailRequestForm
        intro="Enter the e-mail address of your staff account. We will send you a link to choose a new password."
        submitLabel="Send the link"
        answer={actionData}
        signInQuestion="Remembered it?"
      />
    </AuthCard>
  );
}
