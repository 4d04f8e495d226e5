import { z } from "zod";
import { passwordField } from "~/features/auth/password-policy";

/**
 * "Forgot password?": the form the e-mailed link opens (the new password twice, and the
 * link's token); the request form is an e-mail address, as on the login page
 * (requestResetSchema in login-form.ts). Whether the new password is good enough is
 * checked on the server, for every way in.
 */

export const FORGOT_PASSWORD_PATH = "/admin/forgot-password";
export const RESET_PASSWORD_PATH = "/admin/reset-password";

/** Better Auth's reset tokens are 24 characters; anything much longer is not one. */
const TOKEN_MAX_LENGTH = 128;

export const passwordResetMessages = {
  mismatch: "The two passwords are not the same.",
  noToken: "This page needs the link from the e-mail.",
} as const;

export const passwordResetSchema = z
  .object({
    token: z
      .string({ error: passwordResetMessages.noToken })
      .min(1, { error: passwordResetMessages.noToken })
      .max(TOKEN_MAX_LENGTH, { error: passwordResetMessages.noToken }),
    newPassword: passwordField,
    confirmPassword: passwordField,
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    error: passwordResetMessages.mismatch,
  });

export type PasswordReset = z.output<typeof passwordResetSchema>;
export type PasswordResetField = keyof PasswordReset;
