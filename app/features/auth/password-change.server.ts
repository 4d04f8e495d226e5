import { recordAudit } from "~/features/audit/index.server";
import type { Database } from "~/platform/db/client.server";
import type { FieldErrors } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { clearMustChangePassword } from "./accounts.server";
import { callAuthEndpoint } from "./auth-requests.server";
import type { PasswordChange, PasswordChangeField } from "./password-change-form";
import { passwordProblem } from "./password-policy.server";
import type { SessionUser } from "./session.server";

export type PasswordChangeResult =
  | { kind: "changed"; setCookies: string[] }
  | {
      kind: "refused";
      status: number;
      fieldErrors: FieldErrors<PasswordChangeField>;
      /** A problem of the whole form (Better Auth's own refusal). */
      formError: string | null;
    };

/**
 * Replaces the signed-in user's password through Better Auth (which checks the
 * current one and signs out their other sessions), clears a one-time password
 * flag, and records it in the audit log.
 */
export async function changePassword({
  db,
  request,
  clientIp,
  user,
  change,
}: {
  db: Database;
  request: Request;
  clientIp: string;
  user: SessionUser;
  /** The account page's form, as its schema read it (password-change-form.ts). */
  change: PasswordChange;
}): Promise<PasswordChangeResult> {
  const problem = passwordProblem(change.newPassword);
  if (problem) {
    return { kind: "refused", status: 400, fieldErrors: { newPassword: problem }, formError: null };
  }
  if (change.newPassword === change.currentPassword) {
    return {
      kind: "refused",
      status: 400,
      fieldErrors: { newPassword: "Choose a password different from the current one." },
      formError: null,
    };
  }

  const answer = await callAuthEndpoint(db, {
    request,
    clientIp,
    endpoint: "/change-password",
    body: {
      currentPassword: change.currentPassword,
      newPassword: change.newPassword,
      revokeOtherSessions: true,
    },
  });
  if (!answer.ok) {
    if (answer.code === "INVALID_PASSWORD") {
      return {
        kind: "refused",
        status: 400,
        fieldErrors: { currentPassword: "The current password is not correct." },
        formError: null,
      };
    }
    logger.warn({ status: answer.status, code: answer.code }, "password change refused");
    return { kind: "refused", status: answer.status, fieldErrors: {}, formError: answer.message };
  }
  await clearMustChangePassword(db, user.id);
  await recordAudit(db, {
    actor: { id: user.id, email: user.email },
    action: "user.password_changed",
    entityType: "user",
    entityId: user.id,
    summary: "changed their password",
  });
  return { kind: "changed", setCookies: answer.setCookies };
}
