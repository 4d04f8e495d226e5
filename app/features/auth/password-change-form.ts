import { z } from "zod";
import { passwordField } from "~/features/auth/password-policy";

/**
 * The account page's form: the current password and the new one, twice. Whether
 * the new one is good enough (length, common passwords) and differs from the
 * current one is checked on the server (password-change.server.ts).
 */
export const passwordChangeMessages = {
  mismatch: "The two new passwords are not the same.",
} as const;

export const passwordChangeSchema = z
  .object({
    currentPassword: passwordField,
    newPassword: passwordField,
    confirmPassword: passwordField,
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    error: passwordChangeMessages.mismatch,
  });

export type PasswordChange = z.output<typeof passwordChangeSchema>;
export type PasswordChangeField = keyof PasswordChange;
