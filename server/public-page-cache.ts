import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { AppLoadContext, RequestHandler } from "react-router";
import { hasSessionCookieIn, hasSignedSessionCookieIn } from "../app/features/auth/index.server";
import { logger } from "../app/platform/logger.server";
import { TOAST_COOKIE_NAME } from "../app/platform/toast.server";
import {
  invalidatePublicPages,
  type CachedPage,
  type PageCache,
} from "../app/platform/page-cache.server";
import { preferredEncoding, type Encoding } from "./accept-encoding";
import { inlineScriptHashes } from "./content-security-policy";
import { isStaffPortalPath } from "../app/platform/site-areas";
import { pageQuery } from "../app/platform/public-pages";
import { trackTableAccess } from "../app/platform/db/table-access.server";

/** Browsers and shared caches may keep a public page briefly and refresh it in the background. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";
/** Pages for a signed-in editor (they show the Admin button) or carrying a one-time toast. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-cache";

/**
 * Paths that are never public pages besides the staff portal: Better Auth, files, health
 * checks, and the demo's stand-in pages (each speaks the language of the page framing it,
 * and carries headers of its own: app/features/demo).
 */
const NOT_PUBLIC_PAGE = /^\/(?:api\/|uploads\/|assets\/|demo\/|healthz$|readyz$|metrics$)/;
/** Pages, their data, and the sitemap and feeds (which read every published post). */
const CACHEABLE_TYPES = /^(?:text\/html|text\/x-script|application\/(?:rss\+)?xml)/;
/** What may carry inline scripts, whose hashes the stored copy's policy lists. */
const SCRIPTED_TYPES = /^(?:text\/html|text\/x-script)/;

/**
 * Pages for the cache are rendered with this stand-in for a nonce, which is then
 * removed: a stored page is sent unchanged to many visitors, so its policy allows
 * its inline scripts by hash instead (content-security-policy.ts).
 */
const NONCE_PLACEHOLDER = `cachednonce${randomBytes(12).toString("hex")}`;
const NONCE_ATTRIBUTE = ` nonce="${NONCE_PLACEHOLDER}"`;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A request as it arrives: the cache answers hits before Express sees them. */
type NodeRequest = Pick<IncomingMessage, "method" | "url" | "headers">;

function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Where a page is kept: its path and the query parameters it reads. Others (a campaign's
 * utm_source, a cache-buster) would only make copies of the same page, and a stream of
 * them would make every request a render.
 */
function cacheKeyOf(url: string): string {
  const path = pathOf(url);
  return `${path}${pageQuery(path, url.slice(path.length))}`;
}

function isCacheableRequest(req: NodeRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = pathOf(req.url ?? "/");
  if (isStaffPortalPath(path) || NOT_PUBLIC_PAGE.test(path)) return false;
  const cookie = req.headers.cookie ?? "";
  // A session cookie this server did not sign is no session: the visitor is anonymous.
  return !cookie.includes(`${TOAST_COOKIE_NAME}=`) && !hasSignedSessionCookieIn(cookie);
}

/** A post by a signed-in person to the staff portal: it may have changed public content. */
/**
 * Portal posts that never change what visitors see: a blog post form's background copy
 * (every few seconds while typing), an edit page's "still open" beat, signing in again,
 * a preview of unsaved changes.
 * They leave the public pages stored.
 */
const CONTENT_NEUTRAL_PATHS = new Set([
  "/admin/blog/autosave",
  "/admin/presence",
  "/admin/sign-in-again",
  "/admin/team/preview",
  "/admin/about-us/preview",
  "/admin/page-content/preview",
]);

function isStaffWrite(req: ExpressRequest): boolean {
  return (
    req.method !== "GET" &&
    req.method !== "HEAD" &&
    isStaffPortalPath(req.path) &&
    !CONTENT_NEUTRAL_PATHS.has(req.path) &&
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

/** The request as the page is rendered for the cache: no cookies, only the query it reads. */
function toFetchRequest(req: ExpressRequest, key: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  // Every visitor gets the same page: nothing of theirs may end up in a stored copy.
  headers.delete("cookie");
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${key}`, {
    method: "GET",
    headers,
  });
}

/**
 * Whether a conditional request already has this page: its If-None-Match names the
 * validator (weak comparison), or, when it sends none, its If-Modified-Since is no
 * earlier than the page's Last-Modified (RFC 9110, 13.2.2).
 */
function isNotModified(req: NodeRequest, page: CachedPage): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
    return ifNoneMatch
      .split(",")
      .some((tag) => tag.trim() === "*" || opaque(tag) === opaque(page.etag));
  }
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  return page.lastModified !== null && !Number.isNaN(since) && page.lastModified <= since;
}

/**
 * A rendered response as the cache keeps it: the placeholder nonce removed, the
 * hashes of its inline scripts, a validator, and the headers every copy carries.
 */
function preparePage(response: Response, html: string): CachedPage {
  const body = Buffer.from(html.replaceAll(NONCE_ATTRIBUTE, ""));
  const headers: Array<[string, string]> = [];
  for (const [name, value] of response.headers) {
    // Computed per response for the form that is sent.
    if (name !== "content-length" && name !== "transfer-encoding") headers.push([name, value]);
  }
  // A route's own policy (the feeds, the sitemap) stands; pages get the short public one.
  if (!response.headers.has("cache-control")) {
    headers.push([
      "cache-control",
      response.status === 200 ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL,
    ]);
  }
  // The Admin button and one-time toasts depend on cookies (those requests bypass the cache).
  headers.push(["vary", "Cookie, Accept-Encoding"]);
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  headers.push(["etag", etag]);
  return {
    status: response.status,
    headers,
    body,
    encoded: {},
    etag,
    lastModified: Date.parse(response.headers.get("last-modified") ?? "") || null,
    compression: "fast",
    scriptHashes: SCRIPTED_TYPES.test(response.headers.get("content-type") ?? "")
      ? inlineScriptHashes(html.replaceAll(NONCE_ATTRIBUTE, ""))
      : [],
  };
}

/**
 * The page with its compressed forms, made off the event loop. A miss makes only the form
 * its request asked for, fast (brotli 4 or gzip 1: about 1 ms for a large page, within
 * 10% of brotli 5's and gzip 6's sizes at half their CPU; issue 22 holds a miss under
 * 20 ms); a hit that wants the other form has it made the same way. The first hit has
 * both made at their best in the background (brotli 11, gzip 9: tens of milliseconds of
 * CPU once, a smaller page for every later copy).
 */
async function withEncodings(
  page: CachedPage,
  compression: "fast" | "best",
  only?: Encoding | null,
): Promise<CachedPage> {
  const best = compression === "best";
  const wanted = (encoding: Encoding) => best || only === encoding;
  const [br, gzip] = await Promise.all([
    wanted("br")
      ? brotli(page.body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: best ? zlib.BROTLI_MAX_QUALITY : 4,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length,
          },
        })
      : undefined,
    wanted("gzip")
      ? gzipped(page.body, { level: best ? zlib.Z_BEST_COMPRESSION : zlib.Z_BEST_SPEED })
      : undefined,
  ]);
  const encoded: Partial<Record<Encoding, Buffer>> = {};
  if (br) encoded.br = br;
  if (gzip) encoded.gzip = gzip;
  return { ...page, encoded, compression };
}

/**
 * Anonymous GETs of public pages (documents and their `.data` requests) are served
 * from the page cache. `serveCached` answers a hit straight from the Node server,
 * before Express runs: the stored page is sent as it is, already compressed,
 * with its own script hashes in its policy and a validator for revalidation.
 * `renderAndStore` goes where React Router would run: it renders a miss (one
 * render per page at a time) and sends it at once, compressed on the fly; the page
 * is stored once its compressed forms are made, and until then later requests for
 * it share this render. Other requests pass on with a private cache header. Any
 * write to the staff portal empties the cache when its response has been sent,
 * i.e. after its transaction committed.
 */
export function publicPageCache(options: {
  cache: PageCache;
  handler: RequestHandler;
  loadContext: (req: ExpressRequest, cspNonce: string) => Promise<AppLoadContext>;
  /** The security headers for a page whose inline scripts have these hashes. */
  securityHeaders: (scriptHashes: readonly string[]) => ReadonlyArray<readonly [string, string]>;
  /** Told of each cacheable request: answered from the cache, or rendered (the metrics). */
  onLookup?: (result: "hit" | "miss") => void;
}) {
  const { cache } = options;
  /**
   * Renders in progress, and rendered pages whose compressed forms are being made,
   * with the cache generation they started in: an edit since makes them stale.
   */
  const rendering = new Map<string, { page: Promise<CachedPage>; generation: number }>();

  async function render(req: ExpressRequest, key: string, generation: number): Promise<CachedPage> {
    const context = await options.loadContext(req, NONCE_PLACEHOLDER);
    // The tables the render reads: the page is kept until one of them is written.
    const access = { read: new Set<string>(), written: new Set<string>() };
    const response = await trackTableAccess(access, () =>
      options.handler(toFetchRequest(req, key), { ...context, fullRender: true }),
    );
    const page = preparePage(response, await response.text());
    try {
      if (!isStorable(response)) return page;
      // Sent and stored compressed fast; a page asked for again is compressed at its best.
      const stored = await withEncodings(
        page,
        "fast",
        preferredEncoding(req.headers["accept-encoding"]),
      );
      cache.set(key, stored, generation, access.read);
      return stored;
    } finally {
      if (rendering.get(key)?.generation === generation) rendering.delete(key);
    }
  }

  /** Pages waiting for their best compression, one at a time (each takes tens of ms of CPU). */
  const upgrades = new Set<string>();
  let upgrading = Promise.resolve();

  function upgradeLater(key: string, page: CachedPage): void {
    if (page.compression === "best" || upgrades.has(key)) return;
    upgrades.add(key);
    upgrading = upgrading
      .then(async () => {
        // Gone or replaced meanwhile (an edit, a newer render): nothing to do.
        if (cache.get(key) !== page) return;
        cache.replace(key, page, await withEncodings(page, "best"));
      })
      .catch((error: unknown) =>
        logger.warn({ err: error, path: pathOf(key) }, "could not compress a page better"),
      )
      .finally(() => upgrades.delete(key));
  }

  function send(req: NodeRequest, res: ServerResponse, page: CachedPage, hit: boolean): void {
    for (const [name, value] of options.securityHeaders(page.scriptHashes)) {
      res.setHeader(name, value);
    }
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("X-Cache", hit ? "HIT" : "MISS");
    // Only a hit answers "not modified": a miss goes through on-the-fly compression,
    // which would label an empty 304 as compressed.
    if (hit && page.status === 200 && isNotModified(req, page)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = preferredEncoding(
      req.headers["accept-encoding"],
      Object.keys(page.encoded) as Encoding[],
    );
    const body = (encoding && page.encoded[encoding]) || page.body;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.statusCode = page.status;
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  /** Answers the request if its page is stored; false sends it on to the app. */
  function serveCached(req: IncomingMessage, res: ServerResponse): boolean {
    if (!isCacheableRequest(req)) return false;
    const key = cacheKeyOf(req.url ?? "/");
    const page = cache.get(key);
    if (!page) return false;
    options.onLookup?.("hit");
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    if (encoding && !page.encoded[encoding]) {
      // A form nobody has asked for yet (the miss made only its own): made now, fast, and kept.
      withEncodings(page, "fast", encoding).then(
        (made) => {
          const more = { ...page, encoded: { ...page.encoded, ...made.encoded } };
          const kept = cache.replace(key, page, more);
          send(req, res, more, true);
          if (kept) upgradeLater(key, more);
        },
        () => send(req, res, page, true),
      );
      return true;
    }
    send(req, res, page, true);
    upgradeLater(key, page);
    return true;
  }

  async function renderAndStore(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (isStaffWrite(req)) {
      // The pages that read a table the write wrote go (all of them when it wrote
      // none that was seen). Only a write that went through: refused or anonymous posts
      // (a sign-in attempt) change nothing, and must not let anyone empty the cache at will.
      const access = { written: new Set<string>() };
      res.on("finish", () => {
        if (res.statusCode < 400) invalidatePublicPages(access.written);
      });
      return trackTableAccess(access, () => renderOrPass(req, res, next));
    }
    return renderOrPass(req, res, next);
  }

  async function renderOrPass(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (!isCacheableRequest(req)) {
      if (!res.getHeader("Cache-Control")) {
        res.setHeader("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
        // A route's own policy (a preview's no-store) replaces this default rather than
        // joining it: the adapter appends the route's headers.
        const append = res.append.bind(res);
        res.append = (field: string, value?: string | string[]) =>
          field.toLowerCase() === "cache-control" && value !== undefined
            ? res.set(field, value)
            : append(field, value);
      }
      next();
      return;
    }
    options.onLookup?.("miss");
    try {
      const key = cacheKeyOf(req.originalUrl);
      let pending = rendering.get(key);
      if (!pending || pending.generation !== cache.generation) {
        const generation = cache.generation;
        pending = { page: render(req, key, generation), generation };
        rendering.set(key, pending);
        pending.page.catch(() => {
          if (rendering.get(key)?.generation === generation) rendering.delete(key);
        });
      }
      send(req, res, await pending.page, false);
    } catch (error) {
      next(error);
    }
  }

  return { serveCached, renderAndStore };
}
