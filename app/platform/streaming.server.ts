import { requestContext } from "./request-context.server";

/**
 * True for a browser's background fetch (React Router's client-side
 * navigation), false for a page load. Without the header (old browsers,
 * crawlers, curl) it counts as a page load.
 *
 * Data a page can show late is streamed only on a background fetch, so its
 * placeholders show at once; a page load awaits it, because a browser without
 * JavaScript could never swap streamed content in for the placeholders:
 * `items: isBackgroundFetch(request) ? items : await items`.
 */
export function isBackgroundFetch(request: Request): boolean {
  // Only React Router's data requests (/….data) can take a stream. A page's HTML asked for by
  // a script or a tool (fetch(), whose mode is not "navigate") is a page load like any other:
  // stored in the page cache, it is what every visitor gets (with its real status, a 404 too).
  if (requestContext()?.dataRequest === false) return false;
  const mode = request.headers.get("sec-fetch-mode");
  return mode !== null && mode !== "navigate";
}
