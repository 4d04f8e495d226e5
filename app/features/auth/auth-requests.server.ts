import type { Database } from "~/platform/db/client.server";
import { env } from "~/platform/env.server";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth } from "./auth.server";

/**
 * Calls one of Better Auth's endpoints the way a browser would, through its
 * request handler, so its origin check and rate limiter apply (auth.api calls
 * skip the limiter). Our <Form> actions use this, which keeps the login page
 * working before JavaScript loads.
 */
export type AuthEndpoint =
  | "/sign-in/email"
  | "/sign-up/email"
  | "/sign-out"
  | "/send-verification-email"
  | "/change-password"
  | "/request-password-reset"
  | "/reset-password";

export type AuthCallResult =
  | { ok: true; status: number; data: unknown; setCookies: string[] }
  | {
      ok: false;
      status: number;
      /** Better Auth's error code, e.g. "INVALID_EMAIL_OR_PASSWORD", "EMAIL_NOT_VERIFIED". */
      code: string | null;
      message: string;
      /** How long to wait before trying again (meant for a 429): Better Auth's word, else a minute. */
      retryAfterSeconds: number;
      setCookies: string[];
    };

/** When Better Auth gave no wait (it always does), a minute is a fair guess. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

const siteOrigin = new URL(env.SITE_URL).origin;

/**
 * Better Auth's request handler, for /api/auth/* and our forms alike. Its rate
 * limiter answers 429 with only a non-standard X-Retry-After; browsers, clients and
 * our forms read the standard Retry-After, so every 429 carries it.
 */
export async function handleAuthRequest(db: Database, request: Request): Promise<Response> {
  const response = await getAuth(db).handler(request);
  if (response.status !== 429 || response.headers.has("Retry-After")) return response;
  const headers = new Headers(response.headers);
  headers.set(
    "Retry-After",
    response.headers.get("X-Retry-After") ?? String(DEFAULT_RETRY_AFTER_SECONDS),
  );
  return new Response(response.body, { status: 429, statusText: response.statusText, headers });
}

export async function callAuthEndpoint(
  db: Database,
  {
    request,
    clientIp,
    endpoint,
    body,
  }: { request: Request; clientIp: string; endpoint: AuthEndpoint; body: Record<string, unknown> },
): Promise<AuthCallResult> {
  const headers = new Headers({
    "Content-Type": "application/json",
    // The visitor posted our own form; the origin check protects direct calls.
    Origin: siteOrigin,
    [CLIENT_IP_HEADER]: clientIp,
  });
  for (const name of ["Cookie", "User-Agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await handleAuthRequest(
    db,
    new Request(`${siteOrigin}${AUTH_BASE_PATH}${endpoint}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
  const setCookies = response.headers.getSetCookie();
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: payload, setCookies };

  const details = (payload ?? {}) as { code?: unknown; message?: unknown };
  const retryAfter = Number(response.headers.get("Retry-After"));
  return {
    ok: false,
    status: response.status,
    code: typeof details.code === "string" ? details.code : null,
    message:
      typeof details.message === "string" && details.message
        ? details.message
        : response.status === 429
          ? "Too many attempts. Please wait a minute and try again."
          : "The request could not be completed.",
    retryAfterSeconds:
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : DEFAULT_RETRY_AFTER_SECONDS,
    setCookies,
  };
}
