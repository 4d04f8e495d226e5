/** How long a framed page may take before the visitor is shown the other ways (the spec's 3 s). */
export const FRAME_TIMEOUT_MS = 3000;

/**
 * `(url, timeoutMs) => Promise<boolean>`: whether the host of a page the site is about to
 * frame answers at all. A frame's load event fires for the browser's own error page too
 * (a name that does not resolve, a refused connection), so the inline scripts that build
 * the membership application's and the booking overlay's frames ask first. Any answer
 * counts, a 404 included (an opaque HEAD, which tells nothing else across origins); the
 * CSP's connect-src lists the hosts the site may frame (server/content-security-policy.ts).
 * Plain ES2020 in a string, for the inline scripts.
 */
export const reachableSource = `(url, timeoutMs) => fetch(url, { method: "HEAD", mode: "no-cors", cache: "no-store", signal: AbortSignal.timeout && AbortSignal.timeout(timeoutMs) }).then(() => true, () => false)`;
