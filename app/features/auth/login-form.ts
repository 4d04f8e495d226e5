import { z } from "zod";
import { PASSWORD_MAX_LENGTH, passwordMessages } from "~/features/auth/password-policy";

/**
 * The staff login form (sign in, sign up, resend the verification e-mail).
 * The admin portal is English-only, so messages are prose. The common-password
 * rule runs on the server (password-policy.server.ts), for every way in.
 */
export const loginIntents = ["sign-in", "sign-up", "resend-verification"] as const;
export type LoginIntent = (typeof loginIntents)[number];

export const EMAIL_MAX_LENGTH = 254;

export const loginMessages = {
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address, like name@example.com.",
} as const;

const email = z
  .string({ error: loginMessages.emailRequired })
  .trim()
  .min(1, { error: loginMessages.emailRequired })
  .max(EMAIL_MAX_LENGTH, { error: loginMessages.emailInvalid })
  .pipe(z.email({ error: loginMessages.emailInvalid }))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: passwordMessages.required })
  .min(1, { error: passwordMessages.required })
  .max(PASSWORD_MAX_LENGTH, { error: passwordMessages.tooLong });

export const signInSchema = z.object({ email, password });
export const signUpSchema = z.object({ email, password });
export const resendVerificationSchema = z.object({ email });

export type LoginFieldErrors = Partial<Record<"email" | "password", string>>;

/** The first message per field, for the form. */
export function loginFieldErrors(error: z.ZodError): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "password") && !errors[field])
      errors[field] = issue.message;
  }
  return errors;
}
