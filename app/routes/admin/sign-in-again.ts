import { redirect } from "react-router";
import type { Route } from "./+types/sign-in-again";
import { signInAgain, type SignInAgainResult } from "~/features/auth/login.server";
import { LOGIN_PATH } from "~/features/auth/session.server";
import { readFormBody } from "~/platform/forms/form-data.server";

/*
 * POST /admin/sign-in-again: the portal's "Your session has ended" dialog
 * (app/ui/admin/session-guard.tsx) signs in here with fetch, then sends the page's
 * form again. Fields: email, password. It signs in as the login page does (Better
 * Auth's handler, its rate limit), so it works whatever origin the browser sees.
 * 200 { ok: true } with the session's cookies | 4xx/5xx { ok: false, reason }.
 */

const MAX_BODY_BYTES = 4 * 1024;

const statuses: Record<Exclude<SignInAgainResult["kind"], "signed-in">, number> = {
  invalid: 400,
  incorrect: 401,
  "not-allowed": 403,
  "rate-limited": 429,
  failed: 500,
};

function answer(body: { ok: true } | { ok: false; reason: string }, init: ResponseInit) {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(body, { ...init, headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return answer({ ok: false, reason: "invalid" }, { status: 405 });
  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok) return answer({ ok: false, reason: "invalid" }, { status: body.status });

  const result = await signInAgain({
    db: context.db,
    request,
    clientIp: context.clientIp,
    formData: body.formData,
  });
  if (result.kind === "rate-limited") {
    return answer(
      { ok: false, reason: result.kind },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (result.kind !== "signed-in") {
    return answer({ ok: false, reason: result.kind }, { status: statuses[result.kind] });
  }
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return answer({ ok: true }, { status: 200, headers });
}

/** Nothing to show: the login page is where a person signs in by hand. */
export function loader() {
  return redirect(LOGIN_PATH);
}
