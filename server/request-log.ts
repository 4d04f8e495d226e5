import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "../app/platform/logger.server";

/** A caller's id is kept only when it cannot smuggle anything into a log line or header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Probes that a load balancer or Prometheus polls every few seconds: their access
 * lines are written at debug, so they do not drown the visitors' requests at info.
 */
const PROBE_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/** The caller's X-Request-Id when it is a sane token, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** The URL's path: the query string may hold anything a visitor typed. */
export function pathOf(url: string | undefined): string {
  const path = url ?? "/";
  const query = path.indexOf("?");
  return query === -1 ? path : path.slice(0, query);
}

/** Better Auth's password-reset link carries its token in the path. */
function loggedPath(path: string): string {
  return path.replace(/^(\/api\/auth\/reset-password\/)[^/]+/, "$1[redacted]");
}

/**
 * Gives the request its id (echoed as X-Request-Id) and writes its access line once
 * the response is done: method, path, status, duration, the page cache's HIT or MISS
 * where it answered. Never cookies, bodies, query strings or the client's address.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse): string {
  const started = performance.now();
  const requestId = requestIdOf(req.headers["x-request-id"]);
  // Read now: Express rewrites req.url inside mounted middleware (/assets).
  const path = loggedPath(pathOf(req.url));
  res.setHeader("X-Request-Id", requestId);
  res.once("close", () => {
    const cache = res.getHeader("x-cache");
    logger[PROBE_PATHS.has(path) ? "debug" : "info"](
      {
        requestId,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(cache === "HIT" || cache === "MISS" ? { cache } : {}),
        // The client went away before the whole answer was sent.
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      "request",
    );
  });
  return requestId;
}
