import { Link } from "react-router";
import type { Route } from "./+types/email-verified";
import { EmailRequestForm } from "~/features/auth/email-field";
import { resendVerification } from "~/features/auth/login.server";
import { getSessionUser, homeFor } from "~/features/auth/session.server";
import { AuthCard } from "~/ui/admin/auth-card";
import { adminMeta } from "~/ui/admin/meta";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { readFormBody } from "~/platform/forms/form-data.server";
import { retryAfterHeaders } from "~/platform/rate-limit.server";
import type { Toast } from "~/platform/toast";
import { dataWithOptionalToast } from "~/platform/toast.server";

/**
 * /admin/email-verified: where every e-mailed verification link lands once Better Auth has
 * checked it (VERIFIED_CALLBACK_PATH; the first link, a re-sent one, the one sent when an
 * unverified account tries to sign in). Better Auth adds ?error=TOKEN_EXPIRED (or
 * INVALID_TOKEN, USER_NOT_FOUND) when the link did not work; a link of an account that is
 * verified already lands here without one. Whoever is signed in, the page says what happened.
 */

const MAX_BODY_BYTES = 2 * 1024;

type Outcome = "verified" | "expired" | "invalid";

export async function loader({ request, context }: Route.LoaderArgs) {
  const error = new URL(request.url).searchParams.get("error");
  const outcome: Outcome = !error ? "verified" : error === "TOKEN_EXPIRED" ? "expired" : "invalid";
  const user = await getSessionUser(request, context.db);
  return { outcome, continueTo: user ? homeFor(user) : null };
}

export type EmailVerifiedActionData = {
  email: string;
  emailError: string | null;
  notice: Toast | null;
};

const failed: Toast = {
  type: "error",
  title: "Error",
  description: "The link could not be sent. Please try again in a moment.",
};

/** "Send a new link": the login page's resend, with its rate limit and its same answer for all. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok) return answer({ email: "", emailError: null, notice: failed }, body.status);
  const result = await resendVerification({
    db: context.db,
    request,
    clientIp: context.clientIp,
    formData: body.formData,
  });
  switch (result.kind) {
    case "invalid":
      return answer(
        { email: result.email, emailError: result.fieldErrors.email ?? null, notice: null },
        400,
      );
    case "rate-limited":
      return answer({ email: result.email, emailError: null, notice: result.toast }, 429, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    case "verification-sent":
      return answer({ email: result.email, emailError: null, notice: result.toast }, 200);
    default:
      return answer({ email: result.email, emailError: null, notice: failed }, 500);
  }
}

function answer(value: EmailVerifiedActionData, status: number, headers?: HeadersInit) {
  return dataWithOptionalToast(value, value.notice, { status, headers });
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data?.outcome === "verified" ? "E-mail verified" : "Verification link did not work");

const linkNotices: Record<Exclude<Outcome, "verified">, Toast> = {
  expired: {
    type: "error",
    title: "This verification link has expired",
    description: "A verification link works for 24 hours. Send yourself a new one below.",
  },
  invalid: {
    type: "error",
    title: "This verification link did not work",
    description:
      "It is not a valid link, or its account no longer exists. Ask for a new one below.",
  },
};

export default function EmailVerified({ loaderData, actionData }: Route.ComponentProps) {
  const { outcome, continueTo } = loaderData;

  if (outcome === "verified") {
    return (
      <AuthCard
        title="E-mail verified"
        notice={{
          type: "success",
          title: "E-mail verified",
          description: "Your e-mail address is confirmed.",
        }}
      >
        <p className="text-slate-700">
          {continueTo
            ? "You are signed in already."
            : "Sign in with your e-mail address and password. A new account can use the portal once an administrator has given it a role."}
        </p>
        <Link
          to={continueTo ?? "/admin/login"}
          className={cn(buttonClasses("primary", "lg"), "mt-6 w-full")}
        >
          {continueTo ? "Continue" : "Sign in"}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verify your e-mail" notice={actionData?.notice ?? linkNotices[outcome]}>
      <EmailRequestForm
        intro="Enter the e-mail address you signed up with, and we will send a new verification link."
        submitLabel="Send a new link"
        answer={actionData}
        signInQuestion="Verified already?"
      />
    </AuthCard>
  );
}
