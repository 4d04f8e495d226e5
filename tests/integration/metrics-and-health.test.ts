import http from "node:http";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freePort,
  startServerProcess,
  waitForLogLine,
  type ServerProcess,
} from "../../scripts/lib/server-process";
import { createPostgresDatabase, hasPostgres } from "../support/databases";
import { startFaultyProxy, type FaultyProxy } from "../support/faulty-proxy";
import { s3StorageEnv, startS3Server, type S3TestServer } from "../support/s3-server";

/*
 * Liveness, readiness and the Prometheus metrics on the production build as real
 * processes (npm run build first): what a load balancer and a scraper see.
 */

const TOKEN = "metrics-test-token-0123456789";

/** One GET on `agent` (kept alive when it is), without fetch's connection pool. */
function get(
  url: string,
  agent?: http.Agent,
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
        );
      })
      .on("error", reject);
  });
}

/** The value of one series in a scrape, e.g. `http_requests_total{route="/team",…}`. */
function sample(scrape: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of scrape.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) {
      return Number(match[3]);
    }
  }
  return null;
}

describe("health without metrics configured", () => {
  let server: ServerProcess;
  let during: { healthz: number[]; readyz: string[] };

  beforeAll(async () => {
    const port = await freePort();
    during = { healthz: [], readyz: [] };
    let starting = true;
    // What the port answers while the database is opened and migrated.
    const watch = (async () => {
      while (starting) {
        try {
          during.healthz.push((await get(`http://127.0.0.1:${port}/healthz`)).status);
          const ready = await get(`http://127.0.0.1:${port}/readyz`);
          during.readyz.push(`${ready.status} ${ready.body}`);
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      server = await startServerProcess({ env: { PORT: String(port) } });
    } finally {
      starting = false;
      await watch;
    }
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("while starting: /healthz 200, /readyz 503 saying so", () => {
    expect(during.readyz).toContain('503 {"status":"starting"}');
    expect(during.healthz.length).toBeGreaterThan(0);
    expect(new Set(during.healthz)).toEqual(new Set([200]));
  });

  it("once started: /healthz 200 ok, /readyz 200 with each check; no-store", async () => {
    const live = await get(`${server.url}/healthz`);
    expect(live).toMatchObject({ status: 200, body: "ok" });
    const ready = await get(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(ready.body)).toEqual({
      status: "ready",
      checks: { database: "ok", storage: "ok" },
    });
  });

  it("/metrics is not there", async () => {
    expect((await get(`${server.url}/metrics`)).status).toBe(404);
    const withToken = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(404);
  });

  it("draining: /readyz 503 at once while /healthz still says ok", async () => {
    // Two connections kept alive from before the signal: a draining server still
    // answers on them (each answer closing its connection), while refusing new ones.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    try {
      await Promise.all([get(`${server.url}/healthz`, agent), get(`${server.url}/healthz`, agent)]);
      server.signal("SIGTERM");
      // Each kept-alive connection gives one answer once the drain has begun (that answer
      // closes it) and new connections are refused, so both probes go out together, once,
      // after the server has logged that it is draining.
      await waitForLogLine(server.logFile, "shutdown: draining", 10_000);
      const [ready, live] = await Promise.all([
        get(`${server.url}/readyz`, agent),
        get(`${server.url}/healthz`, agent),
      ]);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: "draining" });
      expect(ready.headers.connection).toBe("close");
      expect(live).toMatchObject({ status: 200, body: "ok" });
      expect((await server.exit).code).toBe(0);
    } finally {
      agent.destroy();
    }
  }, 30_000);
});

const drivers = hasPostgres ? (["pglite", "postgres"] as const) : (["pglite"] as const);

describe.each(drivers)("metrics and readiness on %s with object storage", (driver) => {
  let bucket: S3TestServer;
  let proxy: FaultyProxy;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let server: ServerProcess;
  let metricsPort = 0;

  beforeAll(async () => {
    bucket = await startS3Server();
    const endpoint = new URL(bucket.endpoint);
    proxy = await startFaultyProxy({ host: endpoint.hostname, port: Number(endpoint.port) });
    if (driver === "postgres") database = await createPostgresDatabase({ migrated: true });
    metricsPort = await freePort();
    server = await startServerProcess({
      env: {
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...s3StorageEnv(bucket, proxy.url),
        S3_TIMEOUT_MS: "1000",
        METRICS_TOKEN: TOKEN,
        METRICS_PORT: String(metricsPort),
      },
      migratedPglite: true,
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await Promise.all([proxy?.close(), bucket?.close(), database?.drop()]);
  });

  const scrape = async () => {
    const response = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it("/metrics on the main port wants the token", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, "Bearer"]) {
      const refused = await fetch(`${server.url}/metrics`, { headers: { authorization } });
      expect(refused.status, authorization).toBe(401);
      expect(await refused.text()).not.toContain("http_requests_total");
    }
    await scrape();
  });

  it("counts requests by route pattern, method and status; the page cache's hits and misses", async () => {
    // The first GET renders the page; it is stored once compressed, then served from memory.
    let cache: string | undefined;
    for (let attempt = 0; attempt < 50 && cache !== "HIT"; attempt += 1) {
      const page = await fetch(`${server.url}/team`);
      await page.arrayBuffer();
      cache = page.headers.get("x-cache") ?? undefined;
      if (cache !== "HIT") await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(cache).toBe("HIT");
    const missing = await fetch(`${server.url}/health-tips/no-such-post-8c1f?utm_source=x`);
    await missing.arrayBuffer();
    expect(missing.status).toBe(404);

    const text = await scrape();
    const team = { route: "/team", method: "GET", status: "200" };
    expect(sample(text, "http_requests_total", team)).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, "http_request_duration_seconds_bucket", { ...team, le: "+Inf" }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, "http_requests_total", {
        route: "/health-tips/:slug",
        method: "GET",
        status: "404",
      }),
    ).toBe(1);
    expect(
      sample(text, "http_requests_total", { route: "/readyz", method: "GET", status: "200" }),
    ).toBeGreaterThanOrEqual(1);
    // Never a raw path, slug or query.
    expect(text).not.toContain("no-such-post");
    expect(text).not.toContain("utm_source");
    expect(sample(text, "page_cache_requests_total", { result: "hit" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "page_cache_requests_total", { result: "miss" })).toBeGreaterThanOrEqual(1);
  });

  it("reports the outbox, the database pool and the process", async () => {
    const text = await scrape();
    expect(sample(text, "outbox_emails", { status: "pending" })).toBeGreaterThanOrEqual(0);
    expect(sample(text, "outbox_emails", { status: "failed" })).toBe(0);
    expect(sample(text, "outbox_emails_sent_total")).toBeGreaterThanOrEqual(0);
    if (driver === "pglite") {
      expect(sample(text, "db_pool_connections_max")).toBe(1);
      expect(sample(text, "db_pool_connections_open")).toBe(1);
      expect(sample(text, "db_pool_connections_idle")).toBeNull();
    } else {
      expect(sample(text, "db_pool_connections_max")).toBe(10);
      expect(sample(text, "db_pool_connections_open")).toBeGreaterThanOrEqual(1);
      expect(sample(text, "db_pool_connections_idle")).toBeGreaterThanOrEqual(0);
      expect(sample(text, "db_pool_clients_waiting")).toBe(0);
    }
    expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("METRICS_PORT serves /metrics without a token, on 127.0.0.1 only", async () => {
    const local = await get(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(local.status).toBe(200);
    expect(local.body).toContain("http_requests_total");
    expect((await get(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === "IPv4" && !address.internal);
    if (external) {
      await expect(get(`http://${external.address}:${metricsPort}/metrics`)).rejects.toThrow(
        /ECONNREFUSED/,
      );
    }
  });

  it("/readyz: 503 naming the object store while it refuses, 200 once it is back", async () => {
    expect((await get(`${server.url}/readyz`)).status).toBe(200);
    proxy.setMode("refuse");
    try {
      const down = await get(`${server.url}/readyz`);
      expect(down.status).toBe(503);
      expect(JSON.parse(down.body)).toEqual({
        status: "unavailable",
        checks: { database: "ok", storage: "failed" },
      });
      // Liveness asks nothing of the store.
      expect((await get(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      proxy.setMode("pass");
    }
    expect((await get(`${server.url}/readyz`)).status).toBe(200);
  });
});
