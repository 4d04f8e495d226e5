import { MailCheck, ShieldCheck } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { adminMeta } from "~/ui/admin/meta";
import { resendVerification, signIn, signUp, type LoginResult } from "~/features/auth/login.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/features/auth/password-policy";
import { getSessionUser, homeFor } from "~/features/auth/session.server";
import { Button } from "~/ui/button";
import { FormField } from "~/ui/form-field";
import { Toaster, useToast } from "~/ui/toaster";
import { readFormBody } from "~/platform/forms/form-data.server";
import {
  EMAIL_MAX_LENGTH,
  loginIntents,
  type LoginFieldErrors,
  type LoginIntent,
} from "~/features/auth/login-form";
import type { Toast } from "~/platform/toast";
import { readToast } from "~/platform/toast.server";

type Mode = "sign-in" | "sign-up";

const MAX_BODY_BYTES = 4 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  // Signed in already: editors belong in the portal, everyone else on the site.
  const user = await getSessionUser(request, context.db);
  if (user) throw redirect(homeFor(user));

  const url = new URL(request.url);
  const { toast, headers } = await readToast(request);
  return data(
    {
      mode: (url.searchParams.get("mode") === "signup" ? "sign-up" : "sign-in") as Mode,
      toast: toast ?? verificationNotice(url),
    },
    { headers },
  );
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
  toast: Toast | null;
  fieldErrors: LoginFieldErrors;
  /** The account waits for verification: offer to resend the e-mail. */
  unverified: boolean;
};

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok) {
    return data<LoginActionData>(
      {
        intent: "sign-in",
        mode: "sign-in",
        email: "",
        toast: { type: "error", title: "Error", description: "The form could not be read." },
        fieldErrors: {},
        unverified: false,
      },
      { status: body.status },
    );
  }
  const { formData } = body;
  const rawIntent = formData.get("intent");
  const intent: LoginIntent = loginIntents.includes(rawIntent as LoginIntent)
    ? (rawIntent as LoginIntent)
    : "sign-in";
  const input = { db: context.db, request, clientIp: context.clientIp, formData };
  const result =
    intent === "sign-up"
      ? await signUp(input)
      : intent === "resend-verification"
        ? await resendVerification(input)
        : await signIn(input);

  if (result.kind === "signed-in") {
    const headers = new Headers();
    for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
    return redirect(result.redirectTo, { headers });
  }
  return data<LoginActionData>(answerFor(intent, result), { status: statusFor(result) });
}

function answerFor(intent: LoginIntent, result: Exclude<LoginResult, { kind: "signed-in" }>) {
  return {
    intent,
    mode: intent === "sign-up" && result.kind !== "signed-up" ? "sign-up" : "sign-in",
    email: result.email,
    toast: "toast" in result ? result.toast : null,
    fieldErrors: result.kind === "invalid" ? result.fieldErrors : {},
    unverified: result.kind === "unverified",
  } satisfies LoginActionData;
}

function statusFor(result: Exclude<LoginResult, { kind: "signed-in" }>): number {
  switch (result.kind) {
    case "invalid":
      return 400;
    case "unverified":
      return 403;
    case "failed":
      return result.status;
    default:
      return 200;
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const mode: Mode = actionData?.mode ?? loaderData.mode;
  const toast = actionData?.toast ?? loaderData.toast;
  useToast(toast);
  const errors = actionData?.fieldErrors ?? {};
  const signingUp = mode === "sign-up";
  const title = signingUp ? "Create a staff account" : "Staff sign in";

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <main
        id="main-content"
        className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10"
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="mb-6 flex flex-col items-center text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <ShieldCheck className="size-6" aria-hidden="true" />
            </span>
            <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
            <p className="mt-1 text-slate-600">VIP Walk-In Clinic staff portal</p>
          </div>

          {/* Written into the page too: there without JavaScript, and read by screen readers. */}
          <div role="status" aria-live="polite" className="mb-4 empty:hidden">
            {toast ? (
              <div
                className={
                  toast.type === "error"
                    ? "rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
                    : "rounded-xl border border-brand-300 bg-brand-50 p-4 text-brand-900"
                }
              >
                <p className="font-semibold">{toast.title}</p>
                {toast.description ? <p className="mt-1">{toast.description}</p> : null}
              </div>
            ) : null}
          </div>

          <Form method="post" replace className="space-y-5" noValidate={false}>
            <input type="hidden" name="intent" value={mode} />
            <FormField id="email" label="Email" error={errors.email}>
              {(control) => (
                <input
                  {...control}
                  key={`email-${actionData?.email ?? ""}`}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={EMAIL_MAX_LENGTH}
                  defaultValue={actionData?.email ?? ""}
                />
              )}
            </FormField>
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
            ) : null}
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? "Please wait…" : signingUp ? "Sign Up" : "Sign In"}
            </Button>
          </Form>

          {actionData?.unverified ? (
            <Form method="post" replace className="mt-4 rounded-xl bg-slate-50 p-4">
              <input type="hidden" name="intent" value="resend-verification" />
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
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {signingUp ? "Sign in" : "Sign up"}
            </Link>
          </p>
        </div>
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-slate-600 underline underline-offset-2 hover:text-slate-900">
            Back to the clinic website
          </a>
        </p>
      </main>
      <Toaster />
    </div>
  );
}
