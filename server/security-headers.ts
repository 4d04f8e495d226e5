import { env } from "../app/platform/env.server";

/** Sent on every response, whatever answers it. */
const STANDING_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  [
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  ],
  // Behind HTTPS, browsers must never use plain HTTP for the site again.
  ...(env.SITE_URL.startsWith("https://")
    ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const]
    : []),
];

/**
 * The security headers of a response, with its Content-Security-Policy when it has
 * one (not under the dev server, whose injected scripts carry no nonce). One list,
 * so a page from the cache and a rendered one carry the same headers.
 */
export function securityHeaders(
  contentSecurityPolicy: string | undefined,
  { framedBySite = false }: { framedBySite?: boolean } = {},
): ReadonlyArray<readonly [string, string]> {
  // Nobody may frame the site, except the site itself framing the demo's stand-in pages.
  const headers = [
    ...STANDING_HEADERS,
    ["X-Frame-Options", framedBySite ? "SAMEORIGIN" : "DENY"] as const,
  ];
  return contentSecurityPolicy === undefined
    ? headers
    : [...headers, ["Content-Security-Policy", contentSecurityPolicy]];
}
