// @ts-check
// Starts the HTTP server. In production it serves the Vite build (whose entry,
// server/app.ts, holds the whole Express app); in development it runs that same
// module through Vite's dev server with hot reload.
import { createServer } from "node:http";
import net from "node:net";
import express from "express";
import pino from "pino";

const production = process.env.NODE_ENV === "production";

/**
 * @typedef {{
 *   handle: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void,
 *   prepare: () => Promise<void>,
 *   shutdown: () => Promise<void>,
 *   startDraining: () => void,
 *   logger: import("pino").Logger,
 *   env: { PORT: number, HOST: string, SHUTDOWN_GRACE_MS: number },
 * }} AppModule
 */

/** @type {AppModule} */
let entry;
/** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} */
let listener;
/**
 * Where a failed start is reported in production: the app's logger once the build has
 * loaded (its `err` serializer keeps a failed query's parameters out), before that a
 * plain one (a bad configuration fails while the build is imported).
 * @type {import("pino").Logger}
 */
let startLog = pino({ base: undefined });

try {
  if (production) {
    const buildPath = "./build/server/index.js";
    entry = await import(buildPath);
    startLog = entry.logger;
    listener = entry.handle;
  } else {
    const { createServer: createViteServer } = await import("vite");
    const vite = await createViteServer({ server: { middlewareMode: true } });
    const load = async () => /** @type {AppModule} */ (await vite.ssrLoadModule("./server/app.ts"));
    entry = await load();
    const devServer = express();
    devServer.disable("x-powered-by");
    devServer.use(vite.middlewares);
    // The app module is reloaded on every request, so code edits show at once.
    devServer.use(async (req, res, next) => {
      try {
        (await load()).handle(req, res);
      } catch (error) {
        next(error);
      }
    });
    listener = devServer;
  }
} catch (error) {
  failedToStart(error);
}

/**
 * @param {unknown} error
 * @returns {never}
 */
function failedToStart(error) {
  if (production) {
    // One JSON line like every other; a configuration error's message names the variable.
    startLog.fatal({ err: error }, "could not start");
  } else {
    // A configuration error names the variable; print it without a stack trace.
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
}

const log = entry.logger;

// Anything that escapes a handler is still one JSON line with `err`. A rejection nobody
// awaited is logged and the server goes on; after an uncaught exception the process's
// state is unknown, so it exits and the service manager starts a fresh one.
process.on("unhandledRejection", (reason) => {
  log.error({ err: reason }, "unhandled promise rejection");
});
process.on("uncaughtException", (error, origin) => {
  log.fatal({ err: error, origin }, "uncaught exception; exiting");
  process.exit(1);
});
let draining = false;
/** Set once prepare() has finished; until then only answerWhileStarting answers. */
let started = false;

/** How long a kept-alive connection may sit idle while draining before it is closed. */
const DRAIN_IDLE_CLOSE_MS = 1_000;

/** Connections with no request in flight, and since when (a kept-alive pool's spares). */
const idleSince = new Map();

/** Answers being written; when draining starts, those without headers yet close too. */
const inFlight = new Set();

const server = createServer((req, res) => {
  idleSince.delete(req.socket);
  inFlight.add(res);
  res.once("close", () => inFlight.delete(res));
  res.once("finish", () => {
    if (!req.socket.destroyed) idleSince.set(req.socket, Date.now());
  });
  // While draining, each answer closes its connection: a client that keeps its
  // connection alive (a proxy's upstream pool) opens its next one elsewhere.
  if (draining) res.setHeader("Connection", "close");
  (started ? listener : answerWhileStarting)(req, res);
});

/**
 * While the database is opened and migrated the port is already open: the process is
 * alive (/healthz), not ready (/readyz), and asks everyone else to come back shortly.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
function answerWhileStarting(req, res) {
  const path = (req.url ?? "/").split("?")[0];
  res.setHeader("Cache-Control", "no-store");
  if (path === "/healthz") {
    res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" }).end("ok");
    return;
  }
  res.setHeader("Retry-After", "5");
  if (path === "/readyz") {
    res.writeHead(503, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ status: "starting" }));
    return;
  }
  res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" }).end("Starting up");
}

server.on("connection", (socket) => {
  idleSince.set(socket, Date.now());
  socket.once("close", () => idleSince.delete(socket));
});

server.listen(entry.env.PORT, entry.env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : entry.env.PORT;
  log.info({ port, url: `http://localhost:${port}` }, "server listening");
});

try {
  // Opens the database, applies migrations and seeds demo content on first run.
  await entry.prepare();
} catch (error) {
  failedToStart(error);
}
started = true;
log.info("server ready");

/**
 * A clean stop on SIGTERM or SIGINT: refuse new connections and say "draining" on
 * /readyz, let requests in flight finish (up to SHUTDOWN_GRACE_MS, then close what is
 * left), stop the background work after its current step, close the database, exit 0.
 * Each step is one log line.
 *
 * A kept-alive connection is closed only after it has been idle for a moment: a client
 * may be writing its next request on it right now, and closing under it would lose
 * that request (http.Server#close closes idle connections at once, so the listener is
 * closed with net.Server#close instead).
 * @param {string} signal
 */
async function drain(signal) {
  if (draining) return;
  draining = true;
  const started = Date.now();
  const grace = entry.env.SHUTDOWN_GRACE_MS;
  log.info({ signal, graceMs: grace }, "shutdown: draining");
  entry.startDraining();
  for (const res of inFlight) {
    if (!res.headersSent) res.setHeader("Connection", "close");
  }
  const closed = new Promise((resolve) =>
    net.Server.prototype.close.call(server, () => resolve(true)),
  );
  const idleSweep = setInterval(() => {
    const now = Date.now();
    for (const [socket, since] of idleSince) {
      if (now - since >= DRAIN_IDLE_CLOSE_MS) socket.destroy();
    }
  }, 100);
  const timedOut = new Promise((resolve) => setTimeout(() => resolve(false), grace).unref());
  const finished = await Promise.race([closed, timedOut]);
  clearInterval(idleSweep);
  if (finished) {
    log.info({ ms: Date.now() - started }, "shutdown: every request answered");
  } else {
    log.warn({ graceMs: grace }, "shutdown: grace period over; closing the remaining connections");
    server.closeAllConnections();
  }
  try {
    await entry.shutdown();
    log.info({ ms: Date.now() - started }, "shutdown: done");
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, "shutdown: could not close cleanly");
    process.exit(1);
  }
}

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => void drain(signal));
}
