import { z } from "zod";
import { INTENT_FIELD, requiredText } from "~/platform/forms/fields";
import { PASSWORD_MAX_LENGTH, passwordField } from "~/features/auth/password-policy";

/**
 * The staff login page's three forms: sign in, sign up, and resend the
 * verification e-mail. The admin portal is English-only, so messages are prose.
 * The common-password rule runs on the server (password-policy.server.ts), for
 * every way in.
 */
export const loginIntents = ["sign-in", "sign-up", "resend-verification"] as const;
export type LoginIntent = (typeof loginIntents)[number];

export const EMAIL_MAX_LENGTH = 254;

export const loginMessages = {
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address, like name@example.com.",
} as const;

/** As typed (trimmed): the page shows it again; the server lowercases it for Better Auth. */
const email = requiredText(EMAIL_MAX_LENGTH, {
  missing: loginMessages.emailRequired,
  malformed: loginMessages.emailInvalid,
  required: loginMessages.emailRequired,
  tooLong: loginMessages.emailInvalid,
}).pipe(z.email({ error: loginMessages.emailInvalid }));

export const signInSchema = z.object({ email, password: passwordField });
export const signUpSchema = z.object({ email, password: passwordField });
export const resendVerificationSchema = z.object({ email });
/** "Forgot password?" asks for the address alone (password-reset-form.ts). */
export const requestResetSchema = z.object({ email });

/** The page's forms, told apart by their intent (each submit button's form sends its own). */
export const loginSchema = z.discriminatedUnion(INTENT_FIELD, [
  signInSchema.extend({ [INTENT_FIELD]: z.literal("sign-in") }),
  signUpSchema.extend({ [INTENT_FIELD]: z.literal("sign-up") }),
  resendVerificationSchema.extend({ [INTENT_FIELD]: z.literal("resend-verification") }),
]);

export type LoginForm = z.output<typeof loginSchema>;

/** The fields' length limits: the inputs' maxLength, and what a refusal shows again. */
export const loginLimits = { email: EMAIL_MAX_LENGTH, password: PASSWORD_MAX_LENGTH } as const;

export type LoginFieldErrors = Partial<Record<"email" | "password", string>>;
