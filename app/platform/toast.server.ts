import { createCookie, redirect } from "react-router";
import { z } from "zod";
import { env } from "./env.server";
import type { Toast } from "./toast";

export type { Toast };

/**
 * Toasts that survive a redirect (conventions.md §7): an action sets a
 * short-lived cookie, the next page's loader reads it once and clears it.
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
  init: { headers?: Headers } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookieHeader(toast));
  return redirect(url, { headers });
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
