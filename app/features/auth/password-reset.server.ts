import { logger } from "~/platform/logger.server";
import type { FieldErrors } from "~/platform/forms/submission.server";
import { callAuthEndpoint } from "./auth-requests.server";
import type { LoginContext } from "./login.server";
import { RESET_PASSWORD_PATH, type PasswordResetField } from "./password-reset-form";
import { passwordProblem } from "./password-policy.server";

/**
 * "Forgot password?" through Better Auth's own endpoints (its rate limits, its one-hour,
 * one-use tokens, and the sign-out of every session once the password changes). The
 * e-mail it sends is written in auth.server.ts (sendResetPassword).
 */

export type ResetRequestResult =
  /** Said whether or not the address has an account, so the form tells nobody who has one. */
  { kind: "sent" } | { kind: "rate-limited"; retryAfterSeconds: number } | { kind: "failed" };

export async function requestPasswordReset(
  { db, request, clientIp }: LoginContext,
  email: string,
): Promise<ResetRequestResult> {
  try {
    const answer = await callAuthEndpoint(db, {
      request,
      clientIp,
      endpoint: "/request-password-reset",
      body: { email: email.toLowerCase(), redirectTo: RESET_PASSWORD_PATH },
    });
    if (answer.ok) return { kind: "sent" };
    if (answer.status === 429) {
      return { kind: "rate-limited", retryAfterSeconds: answer.retryAfterSeconds };
    }
    logger.warn({ status: answer.status, code: answer.code }, "password reset request refused");
    return { kind: "failed" };
  } catch (error) {
    logger.error({ err: error }, "password reset request failed");
    return { kind: "failed" };
  }
}

export type PasswordResetResult =
  | { kind: "reset" }
  /** The link has expired, was used already, or was never one. */
  | { kind: "link-invalid" }
  | { kind: "refused"; fieldErrors: FieldErrors<PasswordResetField> }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "failed" };

export async function resetPassword(
  { db, request, clientIp }: LoginContext,
  { token, newPassword }: { token: string; newPassword: string },
): Promise<PasswordResetResult> {
  const problem = passwordProblem(newPassword);
  if (problem) return { kind: "refused", fieldErrors: { newPassword: problem } };
  try {
    const answer = await callAuthEndpoint(db, {
      request,
      clientIp,
      endpoint: "/reset-password",
      body: { token, newPassword },
    });
    if (answer.ok) return { kind: "reset" };
    if (answer.status === 429) {
      return { kind: "rate-limited", retryAfterSeconds: answer.retryAfterSeconds };
    }
    if (answer.code === "INVALID_TOKEN") return { kind: "link-invalid" };
    if (answer.code === "WEAK_PASSWORD") {
      return { kind: "refused", fieldErrors: { newPassword: answer.message } };
    }
    logger.warn({ status: answer.status, code: answer.code }, "password reset refused");
    return { kind: "failed" };
  } catch (error) {
    logger.error({ err: error }, "password reset failed");
    return { kind: "failed" };
  }
}
