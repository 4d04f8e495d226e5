import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram } from "prom-client";
import type { DatabaseHandle } from "../app/platform/db/client.server";
import { env } from "../app/platform/env.server";
import { logger } from "../app/platform/logger.server";
import { metric, metricsEnabled, registry } from "../app/platform/metrics.server";
import { countDeliveries } from "../app/platform/outbox.server";
import { withDeadline } from "./health";
import { createRouteLabeler, UNMATCHED, type ManifestRoute } from "./route-label";

/*
 * Prometheus metrics (docs/deployment.md, "Metrics"): requests by route, method and
 * status, the page cache's hits and misses, the outbox, the database pool, and the
 * process (event-loop lag, memory, CPU). Off unless METRICS_TOKEN or METRICS_PORT is
 * set; then the request path only counts and times in memory, and the database is
 * asked (for the outbox's figures) only when someone scrapes.
 */

export type Metrics = {
  /** Counts and times a request once its answer has been sent. */
  track(req: IncomingMessage, res: ServerResponse): void;
  pageCache(result: "hit" | "miss"): void;
  /** /metrics on the main port, for a bearer of METRICS_TOKEN; undefined without one. */
  tokenEndpoint?: (req: IncomingMessage, res: ServerResponse) => void;
  /** Once the app is prepared: labels from its route table, gauges from its database, METRICS_PORT opened. */
  start(options: {
    routes: Readonly<Record<string, ManifestRoute | undefined>>;
    database: DatabaseHandle;
  }): Promise<void>;
  stop(): Promise<void>;
};

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** A scrape waits this long for the outbox's count, then goes without it. */
const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

/** Undefined unless METRICS_TOKEN or METRICS_PORT is set. */
export function createMetrics(): Metrics | undefined {
  if (!metricsEnabled) return undefined;
  const state: {
    label: (url: string) => string;
    database?: DatabaseHandle;
    server?: Server;
  } = { label: () => UNMATCHED };

  if (!registry.getSingleMetric("nodejs_eventloop_lag_seconds")) {
    collectDefaultMetrics({ register: registry });
  }
  const labelNames = ["route", "method", "status"] as const;
  const requests = metric(
    "http_requests_total",
    (name) =>
      new Counter({ name, help: "HTTP requests answered", labelNames, registers: [registry] }),
  );
  const duration = metric(
    "http_request_duration_seconds",
    (name) =>
      new Histogram({
        name,
        help: "Time from a request's arrival to the end of its answer",
        labelNames,
        registers: [registry],
      }),
  );
  const pageCache = metric("page_cache_requests_total", (name) => {
    const counter = new Counter({
      name,
      help: "Anonymous GETs of public pages, answered from the page cache (hit) or rendered (miss)",
      labelNames: ["result"] as const,
      registers: [registry],
    });
    // Both series exist from the start, so a rate never lacks its first sample.
    counter.inc({ result: "hit" }, 0);
    counter.inc({ result: "miss" }, 0);
    return counter;
  });
  metric(
    "outbox_emails",
    (name) =>
      new Gauge({
        name,
        help: "E-mails in the outbox waiting to be sent (pending) or given up on (failed), all instances",
        labelNames: ["status"] as const,
        registers: [registry],
        async collect() {
          try {
            if (!state.database) throw new Error("the database is not open");
            const counts = await withDeadline(
              countDeliveries(state.database.db),
              SCRAPE_QUERY_TIMEOUT_MS,
            );
            this.set({ status: "pending" }, counts.pending);
            this.set({ status: "failed" }, counts.failed);
          } catch (error) {
            // No figure rather than a stale one; /readyz tells the database is down.
            this.reset();
            logger.debug({ err: error }, "metrics: could not count the outbox");
          }
        },
      }),
  );
  const poolGauge = (suffix: string, help: string, read: (database: DatabaseHandle) => unknown) =>
    metric(
      `db_pool_${suffix}`,
      (name) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            const value = state.database ? read(state.database) : undefined;
            if (typeof value === "number") this.set(value);
            else this.reset();
          },
        }),
    );
  poolGauge("connections_max", "Connections the pool may open (1: PGlite)", (database) => {
    return database.connections().max;
  });
  poolGauge("connections_open", "Connections open now (1: PGlite)", (database) => {
    return database.connections().open;
  });

  const token = env.METRICS_TOKEN;
  return {
    track(req, res) {
      const started = performance.now();
      const url = req.url ?? "/";
      const method = METHODS.has(req.method ?? "") ? (req.method ?? "") : "OTHER";
      res.once("finish", () => {
        const labels = { route: state.label(url), method, status: String(res.statusCode) };
        requests.inc(labels);
        duration.observe(labels, (performance.now() - started) / 1000);
      });
    },
    pageCache(result) {
      pageCache.inc({ result });
    },
    tokenEndpoint: token
      ? (req, res) => {
          if (!bearerMatches(req.headers.authorization, token)) {
            res.writeHead(401, {
              "Content-Type": "text/plain; charset=utf-8",
              "WWW-Authenticate": 'Bearer realm="metrics"',
              "Cache-Control": "no-store",
            });
            res.end("Unauthorized");
            return;
          }
          void sendMetrics(req, res);
        }
      : undefined,
    async start({ routes, database }) {
      state.label = createRouteLabeler(routes);
      state.database = database;
      // PGlite has no pool to wait on: a gauge without labels would still show a 0.
      if (database.driver === "postgres") {
        poolGauge("connections_idle", "Open connections not in use", (open) => {
          return open.connections().idle;
        });
        poolGauge("clients_waiting", "Queries waiting for a connection", (open) => {
          return open.connections().waiting;
        });
      }
      if (env.METRICS_PORT !== undefined) state.server = await listen(env.METRICS_PORT);
    },
    async stop() {
      const server = state.server;
      state.server = undefined;
      state.database = undefined;
      if (!server) return;
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}

/** Whether the Authorization header carries the token, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer +(\S+) *$/i.exec(header ?? "")?.[1] ?? "";
  // Digests are equally long whatever was sent, as timingSafeEqual needs.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

async function sendMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const body = await registry.metrics();
    res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
    res.end(req.method === "HEAD" ? undefined : body);
  } catch (error) {
    logger.warn({ err: error }, "metrics: could not collect");
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("Could not collect the metrics");
  }
}

/** METRICS_PORT: /metrics without a token, on the loopback interface only. */
async function listen(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
    } else if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
    } else {
      void sendMetrics(req, res);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  logger.info({ port, host: "127.0.0.1" }, "metrics listening");
  return server;
}
