import type { Database } from "~/platform/db/client.server";
import {
  loginLimits,
  resendVerificationSchema,
  signInSchema,
  signUpSchema,
  type LoginFieldErrors,
  type LoginForm,
} from "~/features/auth/login-form";
import { parseSubmission } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { tooManyAttemptsText } from "~/ui/admin/too-many-attempts";
import type { Toast } from "~/platform/toast.server";
import { getUserRole } from "./accounts.server";
import { VERIFIED_CALLBACK_PATH } from "./auth.server";
import { callAuthEndpoint } from "./auth-requests.server";
import { passwordProblem } from "./password-policy.server";
import { ADMIN_HOME_PATH, homeFor } from "./session.server";

/**
 * What the staff login page's three forms do. Each goes through Better Auth's
 * handler (callAuthEndpoint), so its rate limits and checks apply as they would
 * to a browser calling it directly.
 */

/** Who asks: the database, the request (its cookies) and the client's address. */
export type LoginContext = { db: Database; request: Request; clientIp: string };

/** One of the forms, posted: signIn, signUp and resendVerification read it with its schema. */
export type LoginRequest = LoginContext & { formData: FormData };

export type LoginResult =
  /** Signed in: go to `redirectTo`, sending `setCookies`. */
  | { kind: "signed-in"; redirectTo: string; setCookies: string[]; email: string }
  | { kind: "invalid"; fieldErrors: LoginFieldErrors; email: string }
  /** The account exists but its e-mail is not verified; a new link has been sent. */
  | { kind: "unverified"; email: string; toast: Toast }
  | { kind: "signed-up"; email: string; toast: Toast }
  | { kind: "verification-sent"; email: string; toast: Toast }
  | { kind: "failed"; email: string; toast: Toast; status: number }
  /** Too many attempts (for this address, or from this client): try again after `retryAfterSeconds`. */
  | { kind: "rate-limited"; email: string; toast: Toast; retryAfterSeconds: number };

export const loginToasts = {
  accountCreated: {
    type: "success",
    title: "Account Created",
    description: "Please check your email to verify your account.",
  },
  unexpected: { type: "error", title: "Error", description: "An unexpected error occurred." },
  unverified: {
    type: "error",
    title: "Authentication Error",
    description:
      "Please verify your e-mail address first. We have sent you a new verification link.",
  },
  verificationSent: {
    type: "info",
    title: "Check your e-mail",
    description:
      "If an account with this e-mail is waiting for verification, a new link is on its way.",
  },
} as const satisfies Record<string, Toast>;

function authenticationError(message: string): Toast {
  return { type: "error", title: "Authentication Error", description: message };
}

/** A 429 from Better Auth: the page says how long to wait, and the response says it too. */
function rateLimited(email: string, retryAfterSeconds: number): LoginResult {
  return {
    kind: "rate-limited",
    email,
    retryAfterSeconds,
    toast: authenticationError(tooManyAttemptsText(retryAfterSeconds)),
  };
}

/** A form its schema refused: the messages, and the address as typed, to show again. */
export function invalidLogin({
  fieldErrors: { email, password },
  values,
}: {
  fieldErrors: LoginFieldErrors;
  values: { email?: string };
}): Extract<LoginResult, { kind: "invalid" }> {
  return {
    kind: "invalid",
    fieldErrors: { ...(email ? { email } : {}), ...(password ? { password } : {}) },
    email: (values.email ?? "").trim(),
  };
}

/** The page's forms as the route read them (loginSchema): each does what its intent says. */
export function submitLogin(context: LoginContext, form: LoginForm): Promise<LoginResult> {
  switch (form.intent) {
    case "sign-up":
      return signUpWith(context, form);
    case "resend-verification":
      return resendVerificationWith(context, form);
    case "sign-in":
      return signInWith(context, form);
  }
}

export async function signIn({ formData, ...context }: LoginRequest): Promise<LoginResult> {
  const submission = parseSubmission(formData, signInSchema, { limits: loginLimits });
  return submission.success ? signInWith(context, submission.data) : invalidLogin(submission);
}

export async function signUp({ formData, ...context }: LoginRequest): Promise<LoginResult> {
  const submission = parseSubmission(formData, signUpSchema, { limits: loginLimits });
  return submission.success ? signUpWith(context, submission.data) : invalidLogin(submission);
}

export async function resendVerification({
  formData,
  ...context
}: LoginRequest): Promise<LoginResult> {
  const submission = parseSubmission(formData, resendVerificationSchema, { limits: loginLimits });
  return submission.success
    ? resendVerificationWith(context, submission.data)
    : invalidLogin(submission);
}

async function signInWith(
  { db, request, clientIp }: LoginContext,
  { email, password }: { email: string; password: string },
): Promise<LoginResult> {
  return guarded(email, async () => {
    const answer = await callAuthEndpoint(db, {
      request,
      clientIp,
      endpoint: "/sign-in/email",
      // An unverified account gets a fresh link here (sendOnSignIn): it lands on the same page.
      body: {
        email: email.toLowerCase(),
        password,
        rememberMe: true,
        callbackURL: VERIFIED_CALLBACK_PATH,
      },
    });
    if (!answer.ok) {
      if (answer.code === "EMAIL_NOT_VERIFIED") {
        return { kind: "unverified", email, toast: loginToasts.unverified };
      }
      if (answer.status === 429) return rateLimited(email, answer.retryAfterSeconds);
      return { kind: "failed", email, status: 401, toast: authenticationError(answer.message) };
    }
    const user = (answer.data as { user?: { id?: unknown; mustChangePassword?: unknown } }).user;
    if (typeof user?.id !== "string") throw new Error("sign-in answered without a user id");
    const role = await getUserRole(db, user.id);
    const redirectTo = homeFor({
      id: user.id,
      email: email.toLowerCase(),
      name: "",
      role,
      mustChangePassword: user.mustChangePassword === true,
    });
    return { kind: "signed-in", redirectTo, setCookies: answer.setCookies, email };
  });
}

async function signUpWith(
  { db, request, clientIp }: LoginContext,
  { email, password }: { email: string; password: string },
): Promise<LoginResult> {
  // Said here as a field error; Better Auth's hook refuses it too for direct calls.
  const problem = passwordProblem(password);
  if (problem) return { kind: "invalid", fieldErrors: { password: problem }, email };

  return guarded(email, async () => {
    const address = email.toLowerCase();
    const answer = await callAuthEndpoint(db, {
      request,
      clientIp,
      endpoint: "/sign-up/email",
      body: {
        email: address,
        password,
        name: address.split("@")[0] ?? address,
        callbackURL: VERIFIED_CALLBACK_PATH,
      },
    });
    if (!answer.ok) {
      if (answer.status === 429) return rateLimited(email, answer.retryAfterSeconds);
      return { kind: "failed", email, status: 400, toast: authenticationError(answer.message) };
    }
    // A registered address gets the same answer (and its owner a notice by e-mail).
    return { kind: "signed-up", email, toast: loginToasts.accountCreated };
  });
}

async function resendVerificationWith(
  { db, request, clientIp }: LoginContext,
  { email }: { email: string },
): Promise<LoginResult> {
  return guarded(email, async () => {
    const answer = await callAuthEndpoint(db, {
      request,
      clientIp,
      endpoint: "/send-verification-email",
      body: { email: email.toLowerCase(), callbackURL: VERIFIED_CALLBACK_PATH },
    });
    if (!answer.ok && answer.status === 429) return rateLimited(email, answer.retryAfterSeconds);
    // Same words whether or not the address has an account, or is verified already.
    return { kind: "verification-sent", email, toast: loginToasts.verificationSent };
  });
}

/** An exception is logged; the person reads 'Error' - 'An unexpected error occurred.' */
async function guarded(email: string, work: () => Promise<LoginResult>): Promise<LoginResult> {
  try {
    return await work();
  } catch (error) {
    logger.error({ err: error }, "login request failed");
    return { kind: "failed", email, status: 500, toast: loginToasts.unexpected };
  }
}

/** Ends the session on the server; the answer's cookies clear it in the browser. */
export async function signOut({ db, request, clientIp }: LoginContext): Promise<string[]> {
  const answer = await callAuthEndpoint(db, { request, clientIp, endpoint: "/sign-out", body: {} });
  if (!answer.ok) logger.warn({ status: answer.status, code: answer.code }, "sign-out failed");
  return answer.setCookies;
}

/**
 * What signing in again from the portal's "Your session has ended" dialog gives:
 * a session for a content editor who may save, or why not.
 */
export type SignInAgainResult =
  | { kind: "signed-in"; setCookies: string[] }
  /** The form was not an e-mail and a password (the dialog's fields require both). */
  | { kind: "invalid" }
  | { kind: "incorrect" }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  /** Signed in, but not as someone who may save in the portal now: no session is kept. */
  | { kind: "not-allowed" }
  | { kind: "failed" };

/**
 * Signs in through the same path as the login page (Better Auth's handler, its rate
 * limit and checks), for a page whose save met an ended session. Only a content
 * editor who may write at once keeps the session: anyone else (a user-role account,
 * a one-time password still to be replaced) would have the save refused with 403,
 * so their new session is ended again and the page keeps what was typed.
 */
export async function signInAgain(request: LoginRequest): Promise<SignInAgainResult> {
  const result = await signIn(request);
  switch (result.kind) {
    case "signed-in":
      if (result.redirectTo === ADMIN_HOME_PATH) {
        return { kind: "signed-in", setCookies: result.setCookies };
      }
      await signOut({
        db: request.db,
        clientIp: request.clientIp,
        request: new Request(request.request.url, {
          method: "POST",
          headers: { Cookie: cookieHeaderOf(result.setCookies) },
        }),
      });
      return { kind: "not-allowed" };
    case "invalid":
      return { kind: "invalid" };
    case "rate-limited":
      return { kind: "rate-limited", retryAfterSeconds: result.retryAfterSeconds };
    case "failed":
      return { kind: result.status === 401 ? "incorrect" : "failed" };
    default:
      // Unverified (a staff account always is), or answers of the other forms.
      return { kind: "failed" };
  }
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
function cookieHeaderOf(setCookies: string[]): string {
  return setCookies
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}
