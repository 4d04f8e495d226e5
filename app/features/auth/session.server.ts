import { redirect } from "react-router";
import type { Database } from "~/platform/db/client.server";
import { getUserRole } from "./accounts.server";
import { getAuth, isSignedSessionCookieValue } from "./auth.server";
import { isAdmin, isContentEditor, type UserRole } from "./roles";

/** The signed-in person as the app needs them: who, and with which role. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  /** Signed in with a one-time password that must be replaced first. */
  mustChangePassword: boolean;
};

export const LOGIN_PATH = "/admin/login";
export const ADMIN_HOME_PATH = "/admin";
export const CHANGE_PASSWORD_PATH = "/admin/account";
/** Where a signed-in account without a role waits for an admin to give it one. */
export const WAITING_FOR_ROLE_PATH = "/admin/waiting";

/**
 * Better Auth's session cookie, with or without the __Host- prefix (auth.server.ts).
 * Requests without it are anonymous: no database lookup for the public site's visitors.
 */
const SESSION_COOKIE_PATTERN = /(?:^|;\s*)(?:__Host-)?clinic\.session_token=/;

export function hasSessionCookie(request: Request): boolean {
  return hasSessionCookieIn(request.headers.get("Cookie") ?? "");
}

/** The same test on a raw Cookie header (the page cache looks before React Router runs). */
export function hasSessionCookieIn(cookieHeader: string): boolean {
  return SESSION_COOKIE_PATTERN.test(cookieHeader);
}

const SESSION_COOKIE_VALUES = /(?:^|;\s*)(?:__Host-)?clinic\.session_token=([^;]*)/g;

/**
 * Whether a raw Cookie header holds a session cookie this server signed. The page cache
 * serves a request with any other (a made-up one) as anonymous: the stored page, not a
 * render per request. A signed cookie of a session that has ended still bypasses it.
 */
export function hasSignedSessionCookieIn(cookieHeader: string): boolean {
  if (!hasSessionCookieIn(cookieHeader)) return false;
  for (const [, value = ""] of cookieHeader.matchAll(SESSION_COOKIE_VALUES)) {
    if (isSignedSessionCookieValue(value.trim())) return true;
  }
  return false;
}

/** One lookup per request, however many loaders (root, layout, page) ask. */
const sessionUsers = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user with their role (from user_roles; none means user), or null. */
export function getSessionUser(request: Request, db: Database): Promise<SessionUser | null> {
  if (!hasSessionCookie(request)) return Promise.resolve(null);
  let user = sessionUsers.get(request);
  if (!user) {
    user = lookUpSessionUser(request, db);
    sessionUsers.set(request, user);
  }
  return user;
}

async function lookUpSessionUser(request: Request, db: Database): Promise<SessionUser | null> {
  const session = await getAuth(db).api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: await getUserRole(db, user.id),
    mustChangePassword: user.mustChangePassword === true,
  };
}

function isReadRequest(request: Request): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

function forbidden(): Response {
  return new Response("You do not have permission to do this.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * A write without a session (signed out in another tab, or expired): 401, so the
 * portal can say the session ended rather than that access is refused.
 */
function sessionEnded(): Response {
  return new Response("Your session has ended. Sign in again, then send this again.", {
    status: 401,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * Whether a loader runs to draw the page that answers a form post (a browser
 * without JavaScript): React Router calls the loaders then with a GET that keeps
 * the post's headers, and no GET a browser sends has a form's Content-Type.
 */
function answersFormPost(request: Request): boolean {
  return /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(
    request.headers.get("Content-Type") ?? "",
  );
}

/**
 * The guard at the top of every admin loader and action. Pages: an anonymous
 * visitor goes to the login page, a signed-in account without a role to the page
 * saying it waits for one (WAITING_FOR_ROLE_PATH). Writes: 401 without a session, 403 for a
 * signed-in non-editor, and nothing changes; the page drawn for a post refused
 * with 401 says so too, rather than going to the login page. A user holding a
 * one-time password is sent to change it before anything else.
 */
export async function requireContentEditor(
  request: Request,
  db: Database,
  { allowOneTimePassword = false }: { allowOneTimePassword?: boolean } = {},
): Promise<SessionUser> {
  const user = await getSessionUser(request, db);
  if (!user || !isContentEditor(user.role)) {
    if (!isReadRequest(request) || (!user && answersFormPost(request))) {
      throw user ? forbidden() : sessionEnded();
    }
    throw redirect(user ? WAITING_FOR_ROLE_PATH : LOGIN_PATH);
  }
  if (user.mustChangePassword && !allowOneTimePassword) {
    if (isReadRequest(request)) throw redirect(CHANGE_PASSWORD_PATH);
    throw forbidden();
  }
  return user;
}

/** Like requireContentEditor, and then only admins: other staff get 403 (they are signed in). */
export async function requireAdmin(request: Request, db: Database): Promise<SessionUser> {
  const user = await requireContentEditor(request, db);
  if (!isAdmin(user.role)) throw forbidden();
  return user;
}

/** Where a signed-in person belongs: staff in the portal, an account without a role waits. */
export function homeFor(user: SessionUser): string {
  if (!isContentEditor(user.role)) return WAITING_FOR_ROLE_PATH;
  return user.mustChangePassword ? CHANGE_PASSWORD_PATH : ADMIN_HOME_PATH;
}
