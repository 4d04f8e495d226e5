import { Counter, Registry, type Metric } from "prom-client";
import { env } from "./env.server";

/*
 * The process's Prometheus metrics. This module holds the registry and the counters
 * code below the HTTP server increments; server/metrics.ts adds the HTTP, page cache,
 * database and process metrics and serves them at /metrics (docs/deployment.md).
 */

/**
 * Whether anyone can read the metrics (METRICS_TOKEN or METRICS_PORT set). Without
 * them nothing is measured per request; the counters here still count (a few adds).
 */
export const metricsEnabled = Boolean(env.METRICS_TOKEN || env.METRICS_PORT);

declare global {
  // The dev server reloads modules; a metric registered twice would throw.
  var __clinicMetricsRegistry: Registry | undefined;
}

export const registry: Registry = (globalThis.__clinicMetricsRegistry ??= new Registry());

/** The metric registered under `name`, made once per process. */
export function metric<T extends Metric>(name: string, make: (name: string) => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? make(name);
}

/** E-mails the outbox delivered, by this process (pending and failed are counted at scrape). */
export const outboxEmailsSent = metric(
  "outbox_emails_sent_total",
  (name) =>
    new Counter({ name, help: "E-mails the outbox delivered since start", registers: [registry] }),
);
