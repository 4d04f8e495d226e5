// @ts-check
// Starts the HTTP server. In production it serves the Vite build (whose entry,
// server/app.ts, holds the whole Express app); in development it runs that same
// module through Vite's dev server with hot reload.
import express from "express";

const production = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || "0.0.0.0";

const server = express();
server.disable("x-powered-by");

/** @type {() => Promise<void>} */
let shutdown;
if (production) {
  const buildPath = "./build/server/index.js";
  const built = await import(buildPath);
  await built.prepare();
  shutdown = built.shutdown;
  server.use(built.app);
} else {
  const vite = await import("vite").then(({ createServer }) =>
    createServer({ server: { middlewareMode: true } }),
  );
  server.use(vite.middlewares);
  const load = () => vite.ssrLoadModule("./server/app.ts");
  const first = await load();
  await first.prepare();
  shutdown = first.shutdown;
  server.use(async (req, res, next) => {
    try {
      const { app } = await load();
      return app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
}

const listener = server.listen(port, host, () => {
  const address = listener.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  // The test harness reads this line to learn the port when PORT=0.
  console.log(`Server listening on http://localhost:${actualPort}`);
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    // Stop accepting connections, let requests in flight finish, close the database.
    setTimeout(() => process.exit(1), 10_000).unref();
    listener.close(() => {
      shutdown().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    listener.closeIdleConnections();
  });
}
