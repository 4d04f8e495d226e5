// @ts-check
// Starts the HTTP server. In production it serves the Vite build (whose entry,
// server/app.ts, holds the whole Express app); in development it runs that same
// module through Vite's dev server with hot reload.
import express from "express";

const production = process.env.NODE_ENV === "production";

/**
 * @typedef {{
 *   app: import("express").RequestHandler,
 *   prepare: () => Promise<void>,
 *   shutdown: () => Promise<void>,
 *   env: { PORT: number, HOST: string },
 * }} AppModule
 */

/** @type {AppModule} */
let entry;
/** @type {() => Promise<AppModule>} */
let load;
const server = express();
server.disable("x-powered-by");

try {
  if (production) {
    const buildPath = "./build/server/index.js";
    entry = await import(buildPath);
    load = async () => entry;
  } else {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true } });
    server.use(vite.middlewares);
    load = async () => /** @type {AppModule} */ (await vite.ssrLoadModule("./server/app.ts"));
    entry = await load();
  }
  // Opens the database, applies migrations and seeds demo content on first run.
  await entry.prepare();
} catch (error) {
  // A configuration error names the variable; print it without a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

server.use(async (req, res, next) => {
  try {
    const { app } = await load();
    return app(req, res, next);
  } catch (error) {
    next(error);
  }
});

const listener = server.listen(entry.env.PORT, entry.env.HOST, () => {
  const address = listener.address();
  const port = typeof address === "object" && address ? address.port : entry.env.PORT;
  // The test harness reads this line to learn the port when PORT=0.
  console.log(`Server listening on http://localhost:${port}`);
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    // Stop accepting connections, let requests in flight finish, close the database.
    setTimeout(() => process.exit(1), 10_000).unref();
    listener.close(() => {
      entry.shutdown().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    listener.closeIdleConnections();
  });
}
