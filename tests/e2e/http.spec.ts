import { expect, test } from "./fixtures";

test("GET /healthz answers 200 while the database answers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe("ok");
});

test("every response carries the security headers and a nonce-based CSP", async ({ request }) => {
  for (const path of ["/", "/pt/about", "/healthz", "/no-such-page", "/favicon.svg"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["x-powered-by"], path).toBeUndefined();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).not.toContain("unsafe-eval");
  }
});

test("the nonce differs per response and every script carries it", async ({ request }) => {
  const nonces = new Set<string>();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await request.get("/");
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    nonces.add(nonce ?? "");
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(2);
});

test("text responses are compressed and built assets are cached as immutable", async ({
  request,
  page,
}) => {
  const html = await request.get("/", { headers: { "accept-encoding": "gzip" } });
  expect(html.headers()["content-encoding"]).toBe("gzip");
  await page.goto("/");
  const asset = await page
    .locator('link[rel="stylesheet"][href^="/assets/"]')
    .first()
    .getAttribute("href");
  expect(asset).toBeTruthy();
  const cached = await request.get(asset ?? "");
  expect(cached.headers()["cache-control"]).toContain("immutable");
});

test("the staff portal is never cached or indexed, its data requests included", async ({
  request,
}) => {
  for (const path of ["/admin/login", "/admin", "/admin.data", "/admin/users.data"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("no-store");
    expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
  }
  // Public pages are not affected.
  const home = await request.get("/");
  expect(home.headers()["x-robots-tag"]).toBeUndefined();
});
