import { data } from "react-router";
import type { AuditActor } from "~/features/audit/index.server";
import type { Database } from "~/platform/db/client.server";
import { INTENT_FIELD } from "~/platform/forms/field-names";
import { parseSubmission } from "~/platform/forms/submission.server";
import { redirectWithToast } from "~/platform/toast.server";
import {
  invitationForms,
  invitationIntents,
  inviteLimits,
  type InviteField,
} from "./invitation-form";
import {
  acceptInvitation,
  inviteColleague,
  resendInvitation,
  revokeInvitation,
  type AcceptResult,
} from "./invitations.server";
import { signIn, type LoginContext } from "./login.server";
import { consumeRateLimit } from "~/platform/rate-limit.server";
import { logger } from "~/platform/logger.server";
import { roleLabels } from "./roles";

/**
 * The Users page's invitation forms (invite, re-send, revoke), answered for its action once
 * requireAdmin has passed. Success redirects to the page with a toast; an invite refused
 * answers the form's errors and what was typed, for the page to show again.
 */

const USERS_PATH = "/admin/users";

/** What the invite form shows after a refusal. */
export type InviteFormState = {
  fieldErrors: Partial<Record<InviteField, string>>;
  values: Partial<Record<InviteField, string>>;
  /** Tells one refusal from the next, so the fields are drawn with the answer's values. */
  answer: string;
};

/** What a refused invitation form answers: a message above the lists, or the invite form's. */
export type InvitationActionData = { formError?: string; invite?: InviteFormState };

/** Whether a post is one of the invitation forms (by its intent). */
export function isInvitationPost(formData: FormData): boolean {
  const intent = formData.get(INTENT_FIELD);
  return (invitationIntents as readonly unknown[]).includes(intent);
}

export async function answerInvitationPost(
  db: Database,
  formData: FormData,
  actor: AuditActor,
): Promise<Response | ReturnType<typeof data<InvitationActionData>>> {
  const parsed = parseSubmission(formData, invitationForms, { limits: inviteLimits });
  if (!parsed.success) {
    if (formData.get(INTENT_FIELD) !== "invite") {
      return data<InvitationActionData>(
        { formError: "The request was not understood. Please try again." },
        { status: 400 },
      );
    }
    const { email, role, name } = parsed.fieldErrors as Partial<Record<InviteField, string>>;
    const values = parsed.values as Partial<Record<InviteField, string>>;
    return inviteRefused(400, { email, role, name }, values);
  }
  const form = parsed.data;
  switch (form.intent) {
    case "invite": {
      const result = await inviteColleague(db, {
        email: form.email,
        role: form.role,
        name: form.name ?? null,
        actor,
      });
      if (result.kind === "account-exists") {
        return inviteRefused(
          409,
          { email: `An account with the e-mail ${result.email} already exists.` },
          { email: form.email, role: form.role, name: form.name ?? "" },
        );
      }
      return redirectWithToast(USERS_PATH, {
        type: "success",
        title: result.replaced ? "Invitation sent again" : "Invitation sent",
        description: `${result.email} is invited as ${roleLabels[form.role].toLowerCase()}. ${
          result.replaced ? "The earlier link no longer works. " : ""
        }The link works for 7 days.`,
      });
    }
    case "resend-invitation": {
      const result = await resendInvitation(db, { id: form.invitationId, actor });
      if (result.kind === "not-found") return gone();
      if (result.kind === "account-exists") {
        return data<InvitationActionData>(
          {
            formError: `${result.email} has an account already: revoke this invitation and give that account a role instead.`,
          },
          { status: 409 },
        );
      }
      return redirectWithToast(USERS_PATH, {
        type: "success",
        title: "Invitation sent again",
        description: `A new link is on its way to ${result.email}, for 7 days. The earlier link no longer works.`,
      });
    }
    case "revoke-invitation": {
      const result = await revokeInvitation(db, { id: form.invitationId, actor });
      if (result.kind === "not-found") return gone();
      return redirectWithToast(USERS_PATH, {
        type: "success",
        title: "Invitation revoked",
        description: `The link sent to ${result.email} no longer works.`,
      });
    }
  }
}

function gone() {
  return data<InvitationActionData>(
    { formError: "That invitation was accepted or revoked in the meantime." },
    { status: 404 },
  );
}

function inviteRefused(
  status: number,
  fieldErrors: InviteFormState["fieldErrors"],
  values: InviteFormState["values"],
) {
  const clean = Object.fromEntries(
    Object.entries(fieldErrors).filter(([, message]) => message !== undefined),
  );
  const invite: InviteFormState = { fieldErrors: clean, values, answer: crypto.randomUUID() };
  return data<InvitationActionData>({ invite }, { status });
}

export type AcceptAndSignInResult =
  /** The account exists and is signed in: go to `redirectTo` with `setCookies`. */
  | { kind: "signed-in"; redirectTo: string; setCookies: string[] }
  /** The account exists, but signing in did not happen (a rate limit): sign in on the login page. */
  | { kind: "created"; email: string }
  | Exclude<AcceptResult, { kind: "accepted" }>
  | { kind: "rate-limited"; retryAfterSeconds: number };

/** Accepting tries per client address: a link is 256 bits, so this only stops floods. */
const ACCEPT_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

/**
 * The acceptance page's post: rate-limited per client address like the other sign-in forms,
 * then the account (acceptInvitation), then a sign-in through Better Auth's handler, as
 * the login page signs in (its own limits and checks; the session cookie to forward).
 */
export async function acceptAndSignIn(
  context: LoginContext,
  form: { token: string; name: string; newPassword: string },
): Promise<AcceptAndSignInResult> {
  const allowed = await consumeRateLimit(context.db, {
    key: `accept-invitation:${context.clientIp}`,
    ...ACCEPT_LIMIT,
  });
  if (!allowed.allowed)
    return { kind: "rate-limited", retryAfterSeconds: allowed.retryAfterSeconds };
  const result = await acceptInvitation(context.db, {
    token: form.token,
    name: form.name,
    password: form.newPassword,
  });
  if (result.kind !== "accepted") return result;
  const formData = new FormData();
  formData.set("email", result.email);
  formData.set("password", form.newPassword);
  const signedIn = await signIn({ ...context, formData });
  if (signedIn.kind === "signed-in") {
    return { kind: "signed-in", redirectTo: signedIn.redirectTo, setCookies: signedIn.setCookies };
  }
  logger.warn({ kind: signedIn.kind }, "an accepted invitation's first sign-in did not happen");
  return { kind: "created", email: result.email };
}
