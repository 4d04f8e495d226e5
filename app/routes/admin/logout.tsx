import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "~/features/auth/login.server";
import { hasSessionCookie, LOGIN_PATH } from "~/features/auth/session.server";
import { redirectWithToast } from "~/platform/toast.server";

/** Sign out is a POST (no GET changes anything); the session ends on the server. */
export async function action({ request, context }: Route.ActionArgs) {
  // Anyone may sign out (a user-role account has no other page to do it from).
  if (!hasSessionCookie(request)) return redirect(LOGIN_PATH);
  const setCookies = await signOut({ db: context.db, request, clientIp: context.clientIp });
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast(
    LOGIN_PATH,
    { type: "success", title: "Signed out", description: "You have been signed out." },
    { headers },
  );
}

export function loader() {
  return redirect(LOGIN_PATH);
}
