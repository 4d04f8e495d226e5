import type { NextFunction, Request, Response } from "express";
import { multiFileBodyLimit } from "../app/features/media/index.server";
import { format } from "../app/i18n/format";
import { languageTags, localeFromPathname } from "../app/i18n/locales";
import { getMessages } from "../app/i18n/messages.server";
import { logger } from "../app/platform/logger.server";
import { isStaffPortalPath } from "../app/platform/site-areas";

/** Methods that change nothing: never refused for their origin, and without a body. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A public form (contact, partnership, newsletter, lab order) is a few kilobytes at most. */
export const PUBLIC_BODY_LIMIT = 256 * 1024;

export type RequestOrigin = {
  method: string;
  /** The Origin header, if any. */
  origin: string | undefined;
  /** The Sec-Fetch-Site header, if any. */
  fetchSite: string | undefined;
  /** The origin the visitor's browser addressed: scheme and Host header as seen here. */
  requestOrigin: string;
  /** The configured public origin (SITE_URL). */
  siteOrigin: string;
};

/**
 * Whether a request that may change something came from another site (cross-site
 * request forgery). Browsers name the posting page's origin on every POST; one
 * that is neither the site's nor the addressed host's is refused, as is "null"
 * (sandboxed or privacy-stripped). Without Origin, Sec-Fetch-Site decides. A
 * request with neither header is not from a browser (curl, a monitor) and
 * carries no one's cookies by accident, so it passes.
 */
export function isCrossSiteRequest(request: RequestOrigin): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.origin !== undefined) {
    return request.origin !== request.siteOrigin && request.origin !== request.requestOrigin;
  }
  if (request.fetchSite !== undefined) {
    return request.fetchSite !== "same-origin" && request.fetchSite !== "none";
  }
  return false;
}

/** The largest body a request to this path may carry, in bytes. */
export function bodyLimitFor(path: string): number {
  // The staff portal's forms carry images (up to MAX_FILES_PER_FORM at once without
  // JavaScript) and article bodies; their actions count the bytes against their own limits.
  return isStaffPortalPath(path) ? multiFileBodyLimit() : PUBLIC_BODY_LIMIT;
}

/** A C0 control character or DEL, as sent or percent-encoded (%00-%1F, %7F). */
// eslint-disable-next-line no-control-regex -- finding control characters is its purpose
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i;

/**
 * Where a request's address holds a control character (NUL above all, which the
 * database refuses in text): no address of ours has one in its path ("path", so 404),
 * and no form or search asks for one in its query ("query", so 400). Null: neither.
 */
export function controlCharacterIn(url: string): "path" | "query" | null {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (CONTROL_CHARACTER.test(path)) return "path";
  if (queryStart !== -1 && CONTROL_CHARACTER.test(url.slice(queryStart))) return "query";
  return null;
}

/**
 * Refuses an address with control characters (404 or 400), cross-site posts (403) and
 * bodies over the path's limit (413), before any route or loader sees them.
 */
export function requestGuards(siteOrigin: string) {
  return function guard(req: Request, res: Response, next: NextFunction) {
    // Refusals are in the language of the page the visitor was on.
    const locale = localeFromPathname(req.path);
    const refusals = getMessages(locale).common.refusals;
    const refuse = (status: number, text: string): void => {
      res
        .status(status)
        .type("text/plain")
        .set("Content-Language", languageTags[locale])
        .send(text);
    };

    const control = controlCharacterIn(req.originalUrl);
    if (control === "path") return refuse(404, refusals.controlCharacterPath);
    if (control === "query") return refuse(400, refusals.controlCharacterQuery);
    if (SAFE_METHODS.has(req.method)) return next();

    const crossSite = isCrossSiteRequest({
      method: req.method,
      origin: req.get("origin"),
      fetchSite: req.get("sec-fetch-site"),
      requestOrigin: `${req.protocol}://${req.get("host") ?? ""}`,
      siteOrigin,
    });
    if (crossSite) {
      logger.warn(
        { method: req.method, path: req.path, origin: req.get("origin") ?? null },
        "refused a cross-site request",
      );
      return refuse(403, refusals.crossSite);
    }

    const limit = bodyLimitFor(req.path);
    const declared = req.get("content-length");
    if (declared === undefined && req.get("transfer-encoding") !== undefined) {
      // A body of unknown length could be endless; browsers declare a form's length.
      return refuse(411, refusals.unknownLength);
    }
    if (declared !== undefined && Number(declared) > limit) {
      return refuse(413, format(refusals.tooLarge, { kilobytes: Math.floor(limit / 1024) }));
    }
    next();
  };
}
