import { randomBytes } from "node:crypto";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { AppLoadContext, RequestHandler } from "react-router";
import { hasSessionCookieIn } from "../app/auth/session.server";
import { TOAST_COOKIE_NAME } from "../app/utils/toast.server";
import {
  invalidatePublicPages,
  type CachedPage,
  type PageCache,
} from "../app/utils/page-cache.server";
import { isStaffPortalPath } from "./paths";

/** Browsers and shared caches may keep a public page briefly and refresh it in the background. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";
/** Pages for a signed-in editor (they show the Admin button) or carrying a one-time toast. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-cache";

/** Paths that are never public pages: the staff portal, Better Auth, files, health checks. */
const NOT_PUBLIC_PAGE = /^\/(?:admin(?:[/.]|$)|api\/|uploads\/|assets\/|healthz$)/;
const CACHEABLE_TYPES = /^(?:text\/html|text\/x-script)/;

/**
 * Cached pages are rendered with this stand-in for the CSP nonce, and every response
 * gets the request's own nonce in its place, so a cached page never reuses a nonce.
 */
const NONCE_PLACEHOLDER = `cachednonce${randomBytes(12).toString("hex")}`;

function isCacheableRequest(req: ExpressRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (NOT_PUBLIC_PAGE.test(req.path)) return false;
  const cookie = req.headers.cookie ?? "";
  return !cookie.includes(`${TOAST_COOKIE_NAME}=`) && !hasSessionCookieIn(cookie);
}

/** A post by a signed-in person to the staff portal: it may have changed public content. */
function isStaffWrite(req: ExpressRequest): boolean {
  return (
    req.method !== "GET" &&
    req.method !== "HEAD" &&
    isStaffPortalPath(req.path) &&
    hasSessionCookieIn(req.headers.cookie ?? "")
  );
}

function isStorable(response: Response): boolean {
  const { headers } = response;
  return (
    response.status === 200 &&
    !headers.has("set-cookie") &&
    CACHEABLE_TYPES.test(headers.get("content-type") ?? "") &&
    !/no-store|private/.test(headers.get("cache-control") ?? "")
  );
}

function toFetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  // Every visitor gets the same page: nothing of theirs may end up in a stored copy.
  headers.delete("cookie");
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, {
    method: "GET",
    headers,
  });
}

/**
 * Anonymous GETs of public pages (documents and their `.data` requests) are served
 * from the page cache. Two middlewares: `serveCached` goes first in the stack, so a
 * hit costs little more than a Map lookup; `renderAndStore` goes where React Router
 * would run, renders a miss (one render per page at a time), stores and sends it.
 * Other requests pass on with a private cache header. Any write to the staff portal
 * empties the cache when its response has been sent, i.e. after its transaction
 * committed.
 */
export function publicPageCache(options: {
  cache: PageCache;
  handler: RequestHandler;
  loadContext: (req: ExpressRequest, cspNonce: string) => Promise<AppLoadContext>;
}) {
  const { cache } = options;
  const rendering = new Map<string, Promise<CachedPage>>();

  async function render(req: ExpressRequest, key: string): Promise<CachedPage> {
    const generation = cache.generation;
    const context = await options.loadContext(req, NONCE_PLACEHOLDER);
    const response = await options.handler(toFetchRequest(req), { ...context, fullRender: true });
    const headers: Array<[string, string]> = [];
    for (const [name, value] of response.headers) {
      // Express computes these for the body it sends.
      if (name !== "content-length" && name !== "transfer-encoding") headers.push([name, value]);
    }
    const page: CachedPage = { status: response.status, headers, body: await response.text() };
    if (isStorable(response)) cache.set(key, page, generation);
    return page;
  }

  function send(res: ExpressResponse, page: CachedPage, hit: boolean): void {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("X-Cache", hit ? "HIT" : "MISS");
    // A route's own policy (the feeds, the sitemap) stands; pages get the short public one.
    if (!res.hasHeader("Cache-Control")) {
      res.setHeader(
        "Cache-Control",
        page.status === 200 ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL,
      );
    }
    // The Admin button and one-time toasts depend on cookies (those requests bypass the cache).
    res.setHeader("Vary", "Cookie, Accept-Encoding");
    const nonce = Buffer.from(String(res.locals.cspNonce ?? ""));
    res
      .status(page.status)
      .send(
        Buffer.concat(
          encodedParts(page).flatMap((part, index) => (index === 0 ? [part] : [nonce, part])),
        ),
      );
  }

  // A page's body as UTF-8, cut where the nonce goes: joining buffers per response is
  // cheaper than replacing in and encoding a 100 KB string.
  const partsOfPage = new WeakMap<CachedPage, Buffer[]>();
  function encodedParts(page: CachedPage): Buffer[] {
    let parts = partsOfPage.get(page);
    if (!parts) {
      parts = page.body.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part));
      partsOfPage.set(page, parts);
    }
    return parts;
  }

  function serveCached(req: ExpressRequest, res: ExpressResponse, next: NextFunction): void {
    const page = isCacheableRequest(req) ? cache.get(req.originalUrl) : undefined;
    if (page) send(res, page, true);
    else next();
  }

  async function renderAndStore(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (isStaffWrite(req)) {
      // Only a write that went through: refused or anonymous posts (a sign-in
      // attempt) change nothing, and must not let anyone empty the cache at will.
      res.on("finish", () => {
        if (res.statusCode < 400) invalidatePublicPages();
      });
    }
    if (!isCacheableRequest(req)) {
      if (!res.getHeader("Cache-Control"))
        res.setHeader("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
      next();
      return;
    }
    try {
      const key = req.originalUrl;
      let pending = rendering.get(key);
      if (!pending) {
        pending = render(req, key).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      send(res, await pending, false);
    } catch (error) {
      next(error);
    }
  }

  return { serveCached, renderAndStore };
}
