import type { NextFunction, Request, Response } from "express";
import { multiFileBodyLimit } from "../app/features/media/index.server";
import { logger } from "../app/platform/logger.server";
import { isStaffPortalPath } from "./paths";

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

const controlCharacterAnswers = {
  path: {
    en: "Page not found: this address cannot exist on the clinic's website.",
    pt: "Página não encontrada: este endereço não pode existir no site da clínica.",
  },
  query: {
    en: "This address holds characters a link or form never sends. Go back and try again.",
    pt: "Este endereço contém caracteres que um link ou formulário nunca envia. Volte e tente de novo.",
  },
};

/**
 * Refuses an address with control characters (404 or 400), cross-site posts (403) and
 * bodies over the path's limit (413), before any route or loader sees them.
 */
export function requestGuards(siteOrigin: string) {
  return function guard(req: Request, res: Response, next: NextFunction) {
    const control = controlCharacterIn(req.originalUrl);
    if (control !== null) {
      const language = /^\/pt(?:[/?]|$)/.test(req.originalUrl) ? "pt" : "en";
      res
        .status(control === "path" ? 404 : 400)
        .type("text/plain")
        .set("Content-Language", language === "pt" ? "pt-BR" : "en")
        .send(controlCharacterAnswers[control][language]);
      return;
    }
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
      res
        .status(403)
        .type("text/plain")
        .send("This form can only be sent from the clinic's own website.");
      return;
    }

    const limit = bodyLimitFor(req.path);
    const declared = req.get("content-length");
    if (declared === undefined && req.get("transfer-encoding") !== undefined) {
      // A body of unknown length could be endless; browsers declare a form's length.
      res.status(411).type("text/plain").send("Please send the form again from the website.");
      return;
    }
    if (declared !== undefined && Number(declared) > limit) {
      res
        .status(413)
        .type("text/plain")
        .send(`What was sent is too large (the limit is ${Math.floor(limit / 1024)} KB).`);
      return;
    }
    next();
  };
}
