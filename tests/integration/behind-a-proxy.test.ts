import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../../scripts/lib/server-process";

/*
 * Behind a TLS proxy on a non-default port, as deploy/nginx/clinic.conf is, and as a
 * proxy set up with Debian's defaults is: `Host` may arrive without the port. A post
 * from the public origin must still be accepted, and one from elsewhere refused.
 */

const PUBLIC_ORIGIN = "https://clinic.test:8443";
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({
    env: { SITE_URL: PUBLIC_ORIGIN, LOG_LEVEL: "warn" },
    migratedPglite: true,
  });
}, 60_000);
afterAll(() => server.stop());

/** A contact post as the proxy forwards it (from 127.0.0.1, a trusted proxy). */
function postThroughProxy(headers: Record<string, string>, clientIp: string) {
  const body = new URLSearchParams({
    name: "Proxy Test",
    email: "proxy@example.com",
    message: "Sent through the proxy.",
  }).toString();
  const { port } = new URL(server.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/contact",
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          "X-Forwarded-Proto": "https",
          "X-Forwarded-For": clientIp,
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("posts forwarded by a proxy", () => {
  it("are accepted from the public origin when Host keeps its port", async () => {
    const answer = await postThroughProxy(
      { Host: "clinic.test:8443", Origin: PUBLIC_ORIGIN },
      "203.0.113.10",
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Message Sent Successfully");
  });

  it("are accepted from the public origin when the proxy dropped the port from Host", async () => {
    const answer = await postThroughProxy(
      { Host: "clinic.test", Origin: PUBLIC_ORIGIN },
      "203.0.113.11",
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Message Sent Successfully");
  });

  it("are refused from another site", async () => {
    const answer = await postThroughProxy(
      { Host: "clinic.test", Origin: "https://evil.example" },
      "203.0.113.12",
    );
    expect(answer.status).toBe(403);
  });
});
