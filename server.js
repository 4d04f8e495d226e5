// @ts-check
// Starts the HTTP server. In production it serves the Vite build (whose entry,
// server/app.ts, holds the whole Express app); in development it runs that same
// module through Vite's dev server with hot reload.
import { createServer } from "node:http";
import express from "express";

const production = process.env.NODE_ENV === "production";

/**
 * @typedef {{
 *   handle: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void,
 *   prepare: () => Promise<void>,
 *   shutdown: () => Promise<void>,
 *   env: { PORT: number, HOST: string },
 * }} AppModule
 */

/** @type {AppModule} */
let entry;
/** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} */
let listener;

try {
  if (production) {
    const buildPath = "./build/server/index.js";
    entry = await import(buildPath);
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
  // Opens the database, applies migrations and seeds demo content on first run.
  await entry.prepare();
} catch (error) {
  // A configuration error names the variable; print it without a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = createServer(listener).listen(entry.env.PORT, entry.env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : entry.env.PORT;
  // The test harness reads this line to learn the port when PORT=0.
  console.log(`Server listening on http://localhost:${port}`);
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    // Stop accepting connections, let requests in flight finish, close the database.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => {
      entry.shutdown().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    server.closeIdleConnections();
  });
}
