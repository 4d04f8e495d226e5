// Imports stay relative: Better Auth's tooling does not read tsconfig paths.
import { createHmac, timingSafeEqual } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Database } from "../../platform/db/client.server";
import { accounts, authRateLimits, sessions, users, verifications } from "../../platform/db/schema";
import type { Mailer } from "../../platform/email.server";
import { queueingMailer } from "../../platform/outbox.server";
import { consumeRateLimit } from "../../platform/rate-limit.server";
import { env } from "../../platform/env.server";
import { logger } from "../../platform/logger.server";
import { readOrCreateSecretFile } from "../../platform/secret-file.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy";
import { passwordProblem } from "./password-policy.server";
import { notifyAdminsOfSignUp } from "./sign-up-notice.server";
import {
  claimSignInAttempt,
  clearSignInAttempts,
  signInAccountKey,
} from "./sign-in-throttle.server";

/**
 * The request header that carries the visitor's IP address to Better Auth's
 * rate limiter. server/app.ts overwrites it on every request with Express's
 * proxy-aware req.ip, so a client cannot choose its own bucket.
 */
export const CLIENT_IP_HEADER = "x-clinic-client-ip";

export const AUTH_BASE_PATH = "/api/auth";

/**
 * Where every verification link lands after Better Auth has checked the token (with
 * ?error=… when it did not work): a page that says so (routes/admin/email-verified.tsx).
 * Links mailed before it existed name /admin/login?verified=1, which still says it too.
 */
export const VERIFIED_CALLBACK_PATH = "/admin/email-verified";

const siteOrigin = new URL(env.SITE_URL).origin;
const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/** Behind HTTPS (production), cookies are Secure and carry the __Host- prefix. */
const secureCookies = siteOrigin.startsWith("https://");
const AUTH_COOKIES = ["session_token", "session_data", "account_data", "dont_remember"] as const;

/** "clinic.session_token", or "__Host-clinic.session_token" behind HTTPS. */
export function authCookieName(cookie: (typeof AUTH_COOKIES)[number]): string {
  return `${secureCookies ? "__Host-" : ""}clinic.${cookie}`;
}

export type AuthOptions = {
  /**
   * Sends the account e-mails (verification, a sign-up with a registered address): by
   * default they are queued in the outbox and sent in the background, so a sign-up
   * never waits for the mail server. Tests pass their own to read the links.
   */
  mailer?: Mailer;
};

export function createAuth(db: Database, { mailer = queueingMailer(db) }: AuthOptions = {}) {
  return betterAuth({
    appName: "VIP Walk-In Clinic",
    baseURL: siteOrigin,
    basePath: AUTH_BASE_PATH,
    secret: authSecret(),
    trustedOrigins: [siteOrigin],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: authRateLimits,
      },
    }),
    user: {
      additionalFields: {
        // Set by the first-start admin and the CLI's generated passwords; never by a visitor.
        mustChangePassword: { type: "boolean", defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // With verification required, signing up with a registered address answers
      // exactly like a new sign-up, so the form never tells who has an account.
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      // "Forgot password?" (password-reset.server.ts): a link that works once, for an hour.
      resetPasswordTokenExpiresIn: HOUR_SECONDS,
      async sendResetPassword({ user, url }) {
        // At most three links an hour per address: the form must not become a mail cannon.
        const allowed = await consumeRateLimit(db, {
          key: `password-reset-mail:${accountKey(user.email)}`,
          limit: 3,
          windowMs: HOUR_SECONDS * 1000,
        });
        if (!allowed.allowed) return;
        await mailer.send({
          to: user.email,
          subject: "Reset your password for the VIP Walk-In Clinic staff portal",
          text: [
            "Hello,",
            "",
            "Someone asked to reset the password of your staff portal account. To choose a new password, open this link:",
            url,
            "",
            "The link works once, for one hour. If you did not ask, ignore this message: your password has not changed.",
          ].join("\n"),
        });
      },
      async onExistingUserSignUp({ user }) {
        // At most one notice a day: repeated sign-ups must not turn the site into a mail cannon.
        const notice = await consumeRateLimit(db, {
          key: `existing-account-notice:${accountKey(user.email)}`,
          limit: 1,
          windowMs: DAY_SECONDS * 1000,
        });
        if (!notice.allowed) return;
        await mailer.send({
          to: user.email,
          subject: "Someone tried to create a staff portal account with your e-mail",
          text: [
            "Hello,",
            "",
            "Someone tried to sign up for the VIP Walk-In Clinic staff portal with this e-mail address, which already has an account.",
            `If it was you, sign in at ${siteOrigin}/admin/login instead. If it was not, you can ignore this message; your account has not changed.`,
          ].join("\n"),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified account that tries to sign in gets a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY_SECONDS,
      // The admins hear of a new account once, when its e-mail is verified (sign-up-notice.server.ts).
      async afterEmailVerification(user) {
        await notifyAdminsOfSignUp(db, mailer, user);
      },
      async sendVerificationEmail({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: "Verify your e-mail for the VIP Walk-In Clinic staff portal",
          text: [
            "Hello,",
            "",
            "Please confirm this e-mail address to finish creating your staff portal account:",
            url,
            "",
            "The link works for 24 hours. If you did not sign up, ignore this message.",
          ].join("\n"),
        });
      },
    },
    session: {
      expiresIn: 7 * DAY_SECONDS,
      // A session in use is extended once a day.
      updateAge: DAY_SECONDS,
    },
    rateLimit: {
      // On in every environment, in the database so the limits hold across processes.
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        // Per address; each account also has its own count (sign-in-throttle.server.ts),
        // so an office of colleagues can mistype without locking one another out.
        "/sign-in/email": { window: 60, max: 20 },
        "/sign-up/email": { window: 600, max: 5 },
        "/send-verification-email": { window: 600, max: 5 },
        "/change-password": { window: 60, max: 5 },
        "/request-password-reset": { window: 600, max: 5 },
        "/reset-password": { window: 60, max: 10 },
      },
    },
    advanced: {
      // Better Auth can only prefix names with __Secure-; the stricter __Host- (no
      // Domain, Path=/, Secure: no sibling subdomain can plant a session) is named here.
      useSecureCookies: false,
      cookies: Object.fromEntries(
        AUTH_COOKIES.map((cookie) => [cookie, { name: authCookieName(cookie) }]),
      ),
      defaultCookieAttributes: {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: secureCookies,
      },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      // The password policy applies to every way a password is set, not only our form;
      // sign-in attempts are counted per account (sign-in-throttle.server.ts) however they come.
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === "/sign-in/email" && typeof body.email === "string") {
          const claim = await claimSignInAttempt(db, accountKey(body.email));
          if (!claim.allowed) {
            const seconds = String(claim.retryAfterSeconds);
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: "Too many attempts. Please try again later.", code: "ACCOUNT_THROTTLED" },
              { "Retry-After": seconds, "X-Retry-After": seconds },
            );
          }
          return;
        }
        const candidate =
          ctx.path === "/sign-up/email"
            ? body.password
            : ctx.path === "/change-password" || ctx.path === "/reset-password"
              ? body.newPassword
              : undefined;
        if (typeof candidate !== "string") return;
        const problem = passwordProblem(candidate);
        if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "WEAK_PASSWORD" });
      }),
      after: createAuthMiddleware(async (ctx) => {
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (ctx.path === "/sign-in/email" && ctx.context.newSession && typeof email === "string") {
          await clearSignInAttempts(db, accountKey(email));
        }
      }),
    },
    logger: {
      // Better Auth's own messages go through the app's logger, at its level; an error it
      // passes along goes through the logger's `err` serializer (other arguments may hold
      // request data, so they are left out).
      log(level, message, ...args: unknown[]) {
        const err = args.find((arg) => arg instanceof Error);
        logger[level]({ source: "better-auth", ...(err ? { err } : {}) }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const authByDatabase = new WeakMap<Database, Auth>();

/** The auth instance for a database handle, created once per handle. */
export function getAuth(db: Database): Auth {
  let auth = authByDatabase.get(db);
  if (!auth) {
    auth = createAuth(db);
    authByDatabase.set(db, auth);
  }
  return auth;
}

/** Tests give the auth instance of their database their own mailer (to read the links). */
export function configureAuth(db: Database, options: AuthOptions): Auth {
  const auth = createAuth(db, options);
  authByDatabase.set(db, auth);
  return auth;
}

/** An address as stored in counters: a keyed hash, so no table names anyone. */
function accountKey(email: string): string {
  return signInAccountKey(email, derivedSecret("sign-in-throttle"));
}

let cachedSecret: string | undefined;

/**
 * A key for one purpose (e.g. "post-preview"), derived from the auth secret: every
 * instance derives the same one, and no purpose's key reveals another's or the secret.
 */
export function derivedSecret(purpose: string): Buffer {
  return createHmac("sha256", authSecret()).update(`clinic:${purpose}`).digest();
}

/**
 * Whether a session cookie's value ("token.signature", URL-encoded) carries Better Auth's
 * signature: HMAC-SHA256 of the token with the auth secret, in base64. A made-up cookie
 * fails here, before any database lookup.
 */
export function isSignedSessionCookieValue(value: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  const dot = decoded.lastIndexOf(".");
  if (dot <= 0) return false;
  const expected = createHmac("sha256", authSecret()).update(decoded.slice(0, dot)).digest();
  const given = Buffer.from(decoded.slice(dot + 1), "base64");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * BETTER_AUTH_SECRET, or else a random secret generated on the first start and
 * kept in AUTH_SECRET_FILE (mode 600), so `npm start` works on a fresh machine
 * and sessions survive restarts. Several instances must set the variable.
 */
function authSecret(): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  cachedSecret ??= readOrCreateSecretFile(env.AUTH_SECRET_FILE, "auth secret");
  return cachedSecret;
}
