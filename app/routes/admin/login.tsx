import { MailCheck } from "lucide-react";
import { EmailField } from "~/features/auth/email-field";
import {
  Form,
  Link,
  redirect,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/login";
import { adminMeta } from "~/ui/admin/meta";
import { AuthCard, authLinkClass } from "~/ui/admin/auth-card";
import { invalidLogin, submitLogin, type LoginResult } from "~/features/auth/login.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/features/auth/password-policy";
import { FORGOT_PASSWORD_PATH } from "~/features/auth/password-reset-form";
import { getSessionUser, homeFor } from "~/features/auth/session.server";
import { Button } from "~/ui/button";
import { FormField } from "~/ui/form-field";
import { readFormBody } from "~/platform/forms/form-data.server";
import { INTENT_FIELD } from "~/platform/forms/field-names";
import { parseSubmission } from "~/platform/forms/submission.server";
import {
  loginIntents,
  loginLimits,
  loginSchema,
  type LoginFieldErrors,
  type LoginIntent,
} from "~/features/auth/login-form";
import { useSiteData } from "~/platform/site-data";
import type { Toast } from "~/platform/toast";
import { retryAfterHeaders } from "~/platform/rate-limit.server";
import { dataWithOptionalToast, dataWithToast } from "~/platform/toast.server";

type Mode = "sign-in" | "sign-up";

const MAX_BODY_BYTES = 4 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  // Signed in already: editors belong in the portal, everyone else on the site.
  const user = await getSessionUser(request, context.db);
  if (user) throw redirect(homeFor(user));

  const url = new URL(request.url);
  return {
    mode: (url.searchParams.get("mode") === "signup" ? "sign-up" : "sign-in") as Mode,
    toast: verificationNotice(url),
  };
}

/**
 * A post answers with its own outcome; the page's data (the mode, the verification
 * link's notice) stays as it was, so the link's toast does not come back with it.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? false : defaultShouldRevalidate;
}

/** Better Auth sends the verification link back here, with ?verified=1 or ?error=…. */
function verificationNotice(url: URL): Toast | null {
  if (url.searchParams.has("error")) {
    return {
      type: "error",
      title: "This verification link did not work",
      description: "It has expired or was used already. Sign in to receive a new one.",
    };
  }
  if (url.searchParams.get("verified") === "1") {
    return { type: "success", title: "E-mail verified", description: "You can sign in now." };
  }
  return null;
}

export type LoginActionData = {
  intent: LoginIntent;
  /** The mode the form shows next (after a sign-up: sign in). */
  mode: Mode;
  email: string;
  fieldErrors: LoginFieldErrors;
  /** The account waits for verification: offer to resend the e-mail. */
  unverified: boolean;
  /**
   * The outcome as the page writes it above the form (the answer's toast says the
   * same): there without JavaScript, and read by screen readers.
   */
  notice: Toast | null;
};

const unreadable: Toast = {
  type: "error",
  title: "Error",
  description: "The form could not be read.",
};

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok) return unreadableForm(body.status);
  const submission = parseSubmission(body.formData, loginSchema, { limits: loginLimits });
  if (!submission.success) {
    const intent = loginIntents.find((known) => known === submission.values.intent);
    // Not one of the page's forms: only a hand-made request sends that.
    if (!intent || submission.fieldErrors.intent) return unreadableForm(400);
    return answer(intent, invalidLogin(submission));
  }

  const loginContext = { db: context.db, request, clientIp: context.clientIp };
  const result = await submitLogin(loginContext, submission.data);
  if (result.kind === "signed-in") {
    const headers = new Headers();
    for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
    return redirect(result.redirectTo, { headers });
  }
  return answer(submission.data.intent, result);
}

function unreadableForm(status: number) {
  return dataWithToast<LoginActionData>(
    {
      intent: "sign-in",
      mode: "sign-in",
      email: "",
      fieldErrors: {},
      unverified: false,
      notice: unreadable,
    },
    unreadable,
    { status },
  );
}

/** The page again, with the outcome: in the form, and as a toast when there is one. */
function answer(intent: LoginIntent, result: Exclude<LoginResult, { kind: "signed-in" }>) {
  const toast = "toast" in result ? result.toast : null;
  const value: LoginActionData = {
    intent,
    mode: intent === "sign-up" && result.kind !== "signed-up" ? "sign-up" : "sign-in",
    email: result.email,
    fieldErrors: result.kind === "invalid" ? result.fieldErrors : {},
    unverified: result.kind === "unverified",
    notice: toast,
  };
  const status = statusFor(result);
  const headers =
    result.kind === "rate-limited"
      ? { "Retry-After": String(result.retryAfterSeconds) }
      : undefined;
  return dataWithOptionalToast(value, toast, { status, headers });
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

function statusFor(result: Exclude<LoginResult, { kind: "signed-in" }>): number {
  switch (result.kind) {
    case "invalid":
      return 400;
    case "unverified":
      return 403;
    case "failed":
      return result.status;
    case "rate-limited":
      return 429;
    default:
      return 200;
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const carriedOver = useSiteData()?.toast;
  const busy = navigation.state === "submitting";
  const mode: Mode = actionData?.mode ?? loaderData.mode;
  // The toaster shows these too: the answer's, one carried over (signed out), the link's.
  const toast = actionData?.notice ?? carriedOver ?? loaderData.toast;
  const errors = actionData?.fieldErrors ?? {};
  const signingUp = mode === "sign-up";
  const title = signingUp ? "Create a staff account" : "Staff sign in";

  return (
    <AuthCard title={title} notice={toast}>
      <Form method="post" replace className="space-y-5" noValidate={false}>
        <input type="hidden" name={INTENT_FIELD} value={mode} />
        <EmailField value={actionData?.email} error={errors.email} />
        <FormField id="password" label="Password" error={errors.password}>
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete={signingUp ? "new-password" : "current-password"}
              required
              minLength={signingUp ? PASSWORD_MIN_LENGTH : undefined}
              maxLength={PASSWORD_MAX_LENGTH}
              aria-describedby={
                [control["aria-describedby"], signingUp ? "password-hint" : null]
                  .filter(Boolean)
                  .join(" ") || undefined
              }
            />
          )}
        </FormField>
        {signingUp ? (
          <p id="password-hint" className="-mt-3 text-sm text-slate-600">
            At least {PASSWORD_MIN_LENGTH} characters. Common passwords are refused.
          </p>
        ) : (
          <p className="-mt-3 text-right text-sm">
            <Link to={FORGOT_PASSWORD_PATH} className={authLinkClass}>
              Forgot password?
            </Link>
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Please wait…" : signingUp ? "Sign Up" : "Sign In"}
        </Button>
      </Form>

      {actionData?.unverified ? (
        <Form method="post" replace className="mt-4 rounded-xl bg-slate-50 p-4">
          <input type="hidden" name={INTENT_FIELD} value="resend-verification" />
          <input type="hidden" name="email" value={actionData.email} />
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            No e-mail arrived? Check your spam folder, or send the link again.
          </p>
          <Button type="submit" variant="secondary" className="mt-3 w-full" disabled={busy}>
            Resend verification e-mail
          </Button>
        </Form>
      ) : null}

      <p className="mt-6 text-center text-sm text-slate-600">
        {signingUp ? "Already have an account? " : "Don't have an account? "}
        <Link
          to={signingUp ? "/admin/login" : "/admin/login?mode=signup"}
          replace
          className={authLinkClass}
        >
          {signingUp ? "Sign in" : "Sign up"}
        </Link>
      </p>
    </AuthCard>
  );
}
