import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "~/auth/login.server";
import { LOGIN_PATH } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

/** Sign out is a POST (no GET changes anything); the session ends on the server. */
export async function action({ request, context }: Route.ActionArgs) {
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
