import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/accept-invitation";
import { acceptAndSignIn } from "~/features/auth/invitation-actions.server";
import {
  acceptInvitationLimits,
  acceptInvitationSchema,
  INVITATION_TOKEN_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type AcceptInvitationField,
  type InvitationRole,
} from "~/features/auth/invitation-form";
import { findInvitation, type InvitationProblem } from "~/features/auth/invitations.server";
import { NewPasswordFields } from "~/features/auth/new-password-fields";
import { roleLabels } from "~/features/auth/roles";
import { AuthCard, authLinkClass } from "~/ui/admin/auth-card";
import { adminMeta } from "~/ui/admin/meta";
import { tooManyAttemptsText } from "~/ui/admin/too-many-attempts";
import { Button } from "~/ui/button";
import { FormField } from "~/ui/form-field";
import { readFormBody } from "~/platform/forms/form-data.server";
import type { FieldErrors } from "~/platform/forms/submission.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { retryAfterHeaders } from "~/platform/rate-limit.server";
import type { Toast } from "~/platform/toast";
import { dataWithOptionalToast, redirectWithToast } from "~/platform/toast.server";

/**
 * /admin/accept-invitation?token=…: where an invitation e-mail's link lands. It says which
 * e-mail and role the invitation is for and asks for a name and a password; the post makes
 * the account (verified, with the role), uses up the invitation and signs the person in.
 * A link that is unknown, expired, revoked or used says so, and to ask for a new one.
 * Opening the page changes nothing (mail scanners open links).
 */

const MAX_BODY_BYTES = 4 * 1024;

type Invitation = { email: string; name: string | null; role: InvitationRole };

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (token.length === 0 || token.length > INVITATION_TOKEN_MAX_LENGTH) {
    return { token: null, invitation: null, problem: "unknown" as InvitationProblem };
  }
  const found = await findInvitation(context.db, token);
  if (found.kind === "invalid") return { token: null, invitation: null, problem: found.problem };
  const invitation: Invitation = { email: found.email, name: found.name, role: found.role };
  return { token, invitation, problem: null };
}

export type AcceptInvitationActionData = {
  fieldErrors: FieldErrors<AcceptInvitationField>;
  values: { name?: string };
  /** The link stopped working meanwhile: the page says why instead of the form. */
  problem: InvitationProblem | "account-exists" | null;
  notice: Toast | null;
};

const problemTexts: Record<InvitationProblem | "account-exists", Toast> = {
  unknown: {
    type: "error",
    title: "This invitation link does not work",
    description:
      "It is incomplete or was replaced by a newer one. Ask the admin who invited you to send a new invitation.",
  },
  expired: {
    type: "error",
    title: "This invitation has expired",
    description: "An invitation works for 7 days. Ask the admin who invited you to send a new one.",
  },
  revoked: {
    type: "error",
    title: "This invitation was withdrawn",
    description:
      "An admin revoked it. If you still need an account, ask an admin to invite you again.",
  },
  used: {
    type: "error",
    title: "This invitation was used already",
    description:
      "Its account exists: sign in with it. If you did not accept it yourself, tell an admin at once.",
  },
  "account-exists": {
    type: "error",
    title: "An account with this e-mail exists already",
    description: "Sign in with it, or use Forgot password. An admin can give it a role.",
  },
};

const failed: Toast = {
  type: "error",
  title: "Error",
  description: "The account could not be created. Please try again in a moment.",
};

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok)
    return answer({ fieldErrors: {}, values: {}, problem: null, notice: failed }, body.status);
  const submission = parseSubmission(body.formData, acceptInvitationSchema, {
    limits: acceptInvitationLimits,
  });
  if (!submission.success) {
    const tokenMissing = Boolean(submission.fieldErrors.token);
    return answer(
      {
        fieldErrors: submission.fieldErrors,
        values: { name: submission.values.name },
        problem: tokenMissing ? "unknown" : null,
        notice: tokenMissing ? problemTexts.unknown : null,
      },
      400,
    );
  }
  const form = submission.data;
  const result = await acceptAndSignIn(
    { db: context.db, request, clientIp: context.clientIp },
    form,
  );
  const values = { name: form.name };
  switch (result.kind) {
    case "signed-in": {
      const headers = new Headers();
      for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
      return redirectWithToast(
        result.redirectTo,
        { type: "success", title: "Welcome", description: "Your account is ready." },
        { headers },
      );
    }
    case "created":
      return redirectWithToast("/admin/login", {
        type: "success",
        title: "Your account is ready",
        description: `Sign in with ${result.email} and the password you chose.`,
      });
    case "invalid":
      return answer(
        { fieldErrors: {}, values, problem: result.problem, notice: problemTexts[result.problem] },
        410,
      );
    case "account-exists":
      return answer(
        {
          fieldErrors: {},
          values,
          problem: "account-exists",
          notice: problemTexts["account-exists"],
        },
        409,
      );
    case "weak-password":
      return answer(
        { fieldErrors: { newPassword: result.message }, values, problem: null, notice: null },
        400,
      );
    case "rate-limited": {
      const notice: Toast = {
        type: "error",
        title: "Please wait",
        description: tooManyAttemptsText(result.retryAfterSeconds),
      };
      return answer({ fieldErrors: {}, values, problem: null, notice }, 429, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    }
  }
}

function answer(value: AcceptInvitationActionData, status: number, headers?: HeadersInit) {
  return dataWithOptionalToast(value, value.notice, { status, headers });
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Accept your invitation");

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const problem = actionData?.problem ?? loaderData.problem;
  const { invitation } = loaderData;

  if (problem || !invitation) {
    const notice = problemTexts[problem ?? "unknown"];
    return (
      <AuthCard title="Accept your invitation" notice={notice}>
        <p className="text-center text-sm text-slate-600">
          <Link to="/admin/login" className={authLinkClass}>
            Go to sign in
          </Link>
        </p>
      </AuthCard>
    );
  }

  const errors = actionData?.fieldErrors ?? {};
  const name = actionData?.values.name ?? invitation.name ?? "";
  return (
    <AuthCard title="Accept your invitation" notice={actionData?.notice}>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm">
        <dt className="font-medium text-slate-600">E-mail</dt>
        <dd className="font-semibold break-all text-slate-900">{invitation.email}</dd>
        <dt className="font-medium text-slate-600">Role</dt>
        <dd className="font-semibold text-slate-900">{roleLabels[invitation.role]}</dd>
      </dl>
      <Form method="post" replace className="space-y-5">
        <input type="hidden" name="token" value={loaderData.token ?? ""} />
        {/* For password managers: the account's e-mail, which the link decides. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={invitation.email}
          readOnly
          hidden
        />
        <FormField id="name" label="Your name" error={errors.name}>
          {(control) => (
            <input
              {...control}
              key={`name-${name}`}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={NAME_MAX_LENGTH}
              defaultValue={name}
            />
          )}
        </FormField>
        <NewPasswordFields errors={errors} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Please wait…" : "Create my account"}
        </Button>
      </Form>
    </AuthCard>
  );
}
