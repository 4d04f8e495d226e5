import { z } from "zod";
import { recordAudit } from "~/features/audit/index.server";
import type { Database } from "~/platform/db/client.server";
import { logger } from "~/platform/logger.server";
import { clearMustChangePassword } from "./accounts.server";
import { callAuthEndpoint } from "./auth-requests.server";
import { PASSWORD_MAX_LENGTH, passwordMessages } from "./password-policy";
import { passwordProblem } from "./password-policy.server";
import type { SessionUser } from "./session.server";

type Field = "currentPassword" | "newPassword" | "confirmPassword";

export type PasswordChangeResult =
  | { kind: "changed"; setCookies: string[] }
  | {
      kind: "refused";
      status: number;
      fieldErrors: Partial<Record<Field, string>>;
      message: string | null;
    };

const password = z
  .string({ error: passwordMessages.required })
  .min(1, { error: passwordMessages.required })
  .max(PASSWORD_MAX_LENGTH, { error: passwordMessages.tooLong });

const schema = z
  .object({ currentPassword: password, newPassword: password, confirmPassword: password })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    error: "The two new passwords are not the same.",
  });

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
  formData,
}: {
  db: Database;
  request: Request;
  clientIp: string;
  user: SessionUser;
  formData: FormData;
}): Promise<PasswordChangeResult> {
  const parsed = schema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const fieldErrors: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      fieldErrors[field] ??= issue.message;
    }
    return { kind: "refused", status: 400, fieldErrors, message: null };
  }
  const problem = passwordProblem(parsed.data.newPassword);
  if (problem) {
    return { kind: "refused", status: 400, fieldErrors: { newPassword: problem }, message: null };
  }
  if (parsed.data.newPassword === parsed.data.currentPassword) {
    return {
      kind: "refused",
      status: 400,
      fieldErrors: { newPassword: "Choose a password different from the current one." },
      message: null,
    };
  }

  const answer = await callAuthEndpoint(db, {
    request,
    clientIp,
    endpoint: "/change-password",
    body: {
      currentPassword: parsed.data.currentPassword,
      newPassword: parsed.data.newPassword,
      revokeOtherSessions: true,
    },
  });
  if (!answer.ok) {
    if (answer.code === "INVALID_PASSWORD") {
      return {
        kind: "refused",
        status: 400,
        fieldErrors: { currentPassword: "The current password is not correct." },
        message: null,
      };
    }
    logger.warn({ status: answer.status, code: answer.code }, "password change refused");
    return { kind: "refused", status: answer.status, fieldErrors: {}, message: answer.message };
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
