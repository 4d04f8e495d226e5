import { createCookie, data, redirect } from "react-router";
import { z } from "zod";
import { env } from "./env.server";
import { requestContext } from "./request-context.server";
import type { Toast } from "./toast";

export type { Toast };

/*
 * How the server asks for a toast: one short-lived cookie, set by the answer of an
 * action (a redirect, or data that keeps the form on the page) and read once by the
 * root route's loader, which hands it to the one toaster (app/ui/toaster.tsx). So a
 * toast survives a redirect, and shows after a client-side post as after a full load.
 */

const toastSchema: z.ZodType<Toast> = z.object({
  type: z.enum(["success", "error", "info"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});

const secure = env.SITE_URL.startsWith("https://");

/** Behind HTTPS the name carries the __Host- prefix, like the session's. */
export const TOAST_COOKIE_NAME = `${secure ? "__Host-" : ""}clinic_toast`;

const toastCookie = createCookie(TOAST_COOKIE_NAME, {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure,
  maxAge: 60,
});

/** A Set-Cookie value that carries the toast to the next page. */
export function toastCookieHeader(toast: Toast): Promise<string> {
  return toastCookie.serialize(toast);
}

/** Redirects with a toast, adding to any headers (e.g. Better Auth's cookies) already set. */
export async function redirectWithToast(
  url: string,
  toast: Toast,
  init: { headers?: HeadersInit } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookieHeader(toast));
  return redirect(url, { headers });
}

/**
 * An answer that keeps the visitor on the page (a refused save, with what was typed)
 * and shows a toast. A form posted without JavaScript gets this answer rendered as
 * the page itself, which shows the outcome in the form; a toast cookie would only
 * surface, stale, on the next page, so none is set then.
 */
export async function dataWithToast<T>(
  value: T,
  toast: Toast,
  init: { status?: number; headers?: HeadersInit } = {},
) {
  const headers = new Headers(init.headers);
  if (requestContext()?.dataRequest !== false) {
    headers.append("Set-Cookie", await toastCookieHeader(toast));
  }
  return data(value, { ...init, headers });
}

/** The same answer with the toast when there is one, and plain data when there is none. */
export function dataWithOptionalToast<T>(
  value: T,
  toast: Toast | null,
  init: { status?: number; headers?: HeadersInit } = {},
) {
  return toast ? dataWithToast(value, toast, init) : data(value, init);
}

/** The pending toast, and the header that clears it (send it whenever a toast was read). */
export async function readToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const raw: unknown = await toastCookie.parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { toast: null, headers };
  headers.append("Set-Cookie", await toastCookie.serialize("", { maxAge: 0 }));
  const parsed = toastSchema.safeParse(raw);
  return { toast: parsed.success ? parsed.data : null, headers };
}
