import "react-router";
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler } from "@react-router/express";
import {
  createRequestHandler as createCoreRequestHandler,
  type AppLoadContext,
} from "react-router";
import compression from "compression";
import { toNodeHandler } from "better-auth/node";
import express, { type NextFunction, type Request, type Response } from "express";
import { CLIENT_IP_HEADER, handleAuthRequest } from "../app/features/auth/index.server";
import { defaultClinicSettings, isDemoStandInPath } from "../app/platform/clinic";
import type { Database } from "../app/platform/db/client.server";
import { getDatabase } from "../app/platform/db/db.server";
import { shutDown, startUp } from "../app/startup/startup.server";
import { isValidStorageKey, storage } from "../app/platform/storage/storage.server";
import { getClinicSettings } from "../app/features/site-content/index.server";
import { onContentChange } from "../app/platform/content-changes.server";
import { runWithRequestContext } from "../app/platform/request-context.server";
import { env, serverConfigurationProblem } from "../app/platform/env.server";
import { logger } from "../app/platform/logger.server";
import { publicPageCache as pageCache } from "../app/platform/page-cache.server";
import { contentSecurityPolicy, frameOrigins } from "./content-security-policy";
import { isStaffPortalPath } from "../app/platform/site-areas";
import { precompressedAssets } from "./precompressed-assets";
import { readinessCheck } from "./health";
import { createMetrics } from "./metrics";
import { publicPageCache } from "./public-page-cache";
import { logRequest, pathOf } from "./request-log";
import { requestGuards } from "./request-guards";
import { securityHeaders } from "./security-headers";

// Before anything listens: a production server without its public address is refused.
const configurationProblem = serverConfigurationProblem(process.env);
if (configurationProblem) throw new Error(configurationProblem);

declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    /** Per-request nonce for the Content-Security-Policy's script-src. */
    cspNonce: string;
    /** The visitor's IP address (behind a trusted proxy: the forwarded one), for rate limits. */
    clientIp: string;
    /** Render the whole document before sending (the page cache stores complete pages). */
    fullRender?: boolean;
  }
}

export { env, logger };

/** The hosts the CSP lets the site frame: from the clinic's settings, kept current by edits. */
let frames = frameOrigins([defaultClinicSettings]);

async function refreshFrameOrigins(db: Database): Promise<void> {
  frames = frameOrigins([await getClinicSettings(db)]);
}

/** A path whose last segment has an extension (favicon.svg, images/x.webp): a file, not a page. */
const FILE_PATH = /\.[^/]+$/;

/** True in the Vite-built production bundle, false under the dev server. */
const isBuilt = import.meta.env.PROD;

/** Runs the start-up (app/startup/startup.server.ts) before the first request is served. */
export async function prepare(): Promise<void> {
  const database = await startUp();
  const { db } = database;
  await metrics?.start({
    routes: (typeof serverBuild === "function" ? await serverBuild() : serverBuild).routes,
    database,
  });
  await refreshFrameOrigins(db);
  onContentChange(() => {
    refreshFrameOrigins(db).catch((error: unknown) =>
      logger.warn({ err: error }, "could not reread the embeds' hosts"),
    );
  });
}

/**
 * React Router refuses an action whose Origin differs from the URL it rebuilt from the
 * Host header. A proxy that drops the port from Host (Debian's `$host`) would make
 * every post from the public origin fail. requestGuards has already refused other
 * sites' posts, accepting SITE_URL's origin: React Router accepts SITE_URL's host too.
 */
const siteHost = new URL(env.SITE_URL).host;
const loadServerBuild = async () => {
  const build = await import("virtual:react-router/server-build");
  return { ...build, allowedActionOrigins: [...(build.allowedActionOrigins || []), siteHost] };
};
/*
 * In production the build is loaded once and handed to React Router as an object:
 * given a function, it derives its route tree again on every request (about 1.5 ms
 * of CPU a page, a twentieth of a page-cache miss). Under the dev server it is a
 * function, reread so code edits show.
 */
const serverBuild = isBuilt ? await loadServerBuild() : loadServerBuild;
const mode = isBuilt ? "production" : "development";

async function loadContext(req: Request, cspNonce: string): Promise<AppLoadContext> {
  const { db } = await getDatabase();
  return { db, cspNonce, clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown" };
}

/** Prometheus metrics, when METRICS_TOKEN or METRICS_PORT asks for them (server/metrics.ts). */
const metrics = createMetrics();

export const app = express();
app.disable("x-powered-by");
// Only local proxies may set X-Forwarded-For; anyone else could fake an IP to dodge rate limits.
app.set("trust proxy", "loopback, linklocal, uniquelocal");

// HTML carries a fresh CSP nonce on every response, so an ETag could never match.
app.set("etag", false);

// Public pages come from the page cache in production (under the dev server, code
// edits must show at once). A hit is answered by handle() below, before Express.
const pageCacheMiddleware = publicPageCache({
  cache: pageCache,
  handler: createCoreRequestHandler(serverBuild, mode),
  loadContext,
  securityHeaders: (hashes) =>
    securityHeaders(contentSecurityPolicy({ scripts: { hashes }, frames })),
  onLookup: metrics?.pageCache,
});

app.use(setSecurityHeaders);
app.use(requestGuards(new URL(env.SITE_URL).origin));
app.use(compression());
// Whatever a client sent in this header is replaced by the proxy-aware address.
app.use((req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  next();
});

if (isBuilt) {
  // Fingerprinted bundles never change: cache them for a year.
  app.use("/assets", precompressedAssets("build/client/assets"));
  app.use(
    "/assets",
    express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }),
  );
  // The artwork's renderings are named after their source's hash (scripts/build-images.ts).
  app.use(
    "/images/generated",
    express.static("build/client/images/generated", {
      immutable: true,
      maxAge: "1y",
      index: false,
    }),
  );
  // A page's path has no file extension: it is never a file, so it skips the disk lookup
  // (a stat for every page rendered).
  const publicFiles = express.static("build/client", { maxAge: "1h", index: false });
  app.use((req, res, next) => {
    if (FILE_PATH.test(req.path)) publicFiles(req, res, next);
    else next();
  });
}

/**
 * Set when the process has been told to stop (server.js): it finishes what it is
 * answering and says so on /readyz, so a load balancer stops sending it requests.
 */
let draining = false;

export function startDraining(): void {
  draining = true;
}

// Liveness: the process answers. Nothing else is asked, so a database outage never
// gets a healthy process restarted.
app.get("/healthz", (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.type("text/plain").send("ok");
});

// Readiness: whether to send this instance visitors (server/health.ts).
const readiness = readinessCheck({
  ping: async () => (await getDatabase()).ping(),
  storage,
  isDraining: () => draining,
  logger,
});
app.get("/readyz", async (_req, res) => {
  const result = await readiness();
  res.setHeader("Cache-Control", "no-store");
  res.status(result.status === "ready" ? 200 : 503).json(result);
});

if (metrics?.tokenEndpoint) app.get("/metrics", metrics.tokenEndpoint);

// Uploaded images (the admin-uploads bucket, app/platform/storage/storage.server.ts). Only raster image
// types, by the key's extension (sharp decided the format at upload); no listing. Names are
// unique and never rewritten, so browsers may keep them for a year.
const uploadTypes: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

app.get("/uploads/{*key}", async (req, res) => {
  try {
    const key = req.path.slice("/uploads/".length);
    const type = uploadTypes[key.slice(key.lastIndexOf(".") + 1)];
    const data = type && isValidStorageKey(key) ? await storage.get(key) : null;
    if (!type || !data) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    res.type(type).send(data);
  } catch (error) {
    // The store is down or hangs (its calls have a deadline): say so at once, and
    // let the browser try again later rather than wait on this request.
    logger.warn({ err: error }, "an upload could not be read from storage");
    res.status(503).setHeader("Retry-After", "30").type("text/plain").send("Unavailable");
  }
});

// The staff portal shows patients' messages: never stored by a browser or proxy, never indexed.
// (/admin.data and /admin/….data are its client-side data requests.)
app.use((req, res, next) => {
  if (isStaffPortalPath(req.path)) {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  }
  next();
});

// Better Auth's endpoints (sign-in, sign-up, e-mail verification links, sign-out).
app.all("/api/auth/{*rest}", async (req, res, next) => {
  try {
    const { db } = await getDatabase();
    res.setHeader("Cache-Control", "no-store");
    await toNodeHandler((request: globalThis.Request) => handleAuthRequest(db, request))(req, res);
  } catch (error) {
    next(error);
  }
});

// Misses of the page cache: rendered, stored and sent here.
if (isBuilt) app.use(pageCacheMiddleware.renderAndStore);

app.use(
  createRequestHandler({
    build: serverBuild,
    mode,
    getLoadContext: (req, res) => loadContext(req, String(res.locals.cspNonce ?? "")),
  }),
);

app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
  logger.error({ err: error, path: req.path }, "unhandled request error");
  if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
});

function setSecurityHeaders(req: Request, res: Response, next: NextFunction) {
  // No policy in development (below), so no nonce either: browsers keep an unused
  // nonce attribute visible and React would report it as a hydration mismatch.
  const nonce = isBuilt ? randomBytes(16).toString("base64") : "";
  res.locals.cspNonce = nonce;
  // The dev server injects inline scripts without nonces, so the policy is production-only.
  const framedBySite = isDemoStandInPath(req.path);
  const policy = isBuilt
    ? contentSecurityPolicy({ scripts: { nonce }, frames, framedBySite })
    : undefined;
  for (const [name, value] of securityHeaders(policy, { framedBySite })) {
    res.setHeader(name, value);
  }
  next();
}

/**
 * The server's request listener: a stored public page is sent straight away (a hit
 * costs a lookup and one write); everything else goes through the Express app.
 */
export function handle(req: IncomingMessage, res: ServerResponse): void {
  metrics?.track(req, res);
  const requestId = logRequest(req, res);
  // Entered here, not in Express, so a cache hit's lines carry the request id too. Code
  // deep in a loader or action can ask what kind of request it answers.
  const context = { requestId, dataRequest: pathOf(req.url).endsWith(".data") };
  runWithRequestContext(context, () => {
    if (isBuilt && pageCacheMiddleware.serveCached(req, res)) return;
    app(req, res);
  });
}

/** Stops the background work and closes the database (PGlite flushes its files). */
export async function shutdown(): Promise<void> {
  await metrics?.stop();
  await shutDown();
}
