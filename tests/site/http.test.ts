import { createHash } from "node:crypto";
import { describe, expect, inject, test } from "vitest";
import { uniqueClientIp } from "../support/client-ip";
import { siteRequest } from "./request";

/*
 * The production server over plain HTTP: its health answers, security headers and policy,
 * what it refuses, compression, the public page cache and the built assets. No browser:
 * a request is a request here, as in a crawler's or a script's hands.
 */

const request = siteRequest();

test("GET /healthz answers 200 while the process lives, /readyz 200 with its checks", async () => {
  const live = await request.get("/healthz");
  expect(live.status()).toBe(200);
  expect(await live.text()).toBe("ok");
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({
    status: "ready",
    checks: { database: "ok", storage: "ok" },
  });
});

/** The script-src directive of a response's policy. */
function scriptSources(csp: string | undefined): string {
  return /(?:^|;)\s*script-src ([^;]*)/.exec(csp ?? "")?.[1] ?? "";
}

/** SHA-256 hash sources of a page's inline scripts, as a browser computes them. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = "", text = ""]) => text && !attributes.includes("ld+json"))
    .map(([, , text = ""]) => `sha256-${createHash("sha256").update(text).digest("base64")}`);
}

test("every response carries the security headers and a CSP that allows inline scripts by nonce or hash only", async () => {
  // Pages (stored or not) list their scripts' hashes; other responses get a nonce.
  const byHash = ["/", "/pt/about", "/no-such-page"];
  const byNonce = ["/healthz", "/favicon.svg"];
  for (const path of [...byHash, ...byNonce]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["x-powered-by"], path).toBeUndefined();
    const csp = headers["content-security-policy"] ?? "";
    expect(scriptSources(csp), path).toMatch(
      byHash.includes(path)
        ? /^'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/
        : /^'self' 'nonce-[A-Za-z0-9+/=]{20,}'$/,
    );
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(csp, path).not.toContain("unsafe-eval");
  }
});

test("the demo's booking and signup stand-ins may be framed by the site alone, and are not indexed", async () => {
  for (const path of ["/demo/booking", "/demo/membership-signup"]) {
    for (const response of [await request.get(path), await request.post(path, { form: {} })]) {
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["x-frame-options"], path).toBe("SAMEORIGIN");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'self'");
      expect(headers["x-robots-tag"], path).toBe("noindex");
      expect(await response.text(), path).toContain('<span class="badge">Demo</span>');
    }
  }
  // A send is answered, never kept: the answer says so.
  const sent = await request.post("/demo/booking?lang=pt-BR", { form: { name: "Ana" } });
  expect(await sent.text()).toContain("Na demonstração nada foi enviado");
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /demo/");
});

test("the policy allows scripts by hash only, frames from the configured embeds only, forms to the site only", async () => {
  const csp = (await request.get("/contact")).headers()["content-security-policy"] ?? "";
  const directives = new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")] as const;
    }),
  );
  expect(directives.get("default-src")).toBe("'self'");
  expect(directives.get("script-src")).toMatch(/^'self'( 'sha256-[^']+')+$/);
  expect(directives.get("base-uri")).toBe("'none'");
  expect(directives.get("form-action")).toBe("'self'");
  expect(directives.get("object-src")).toBe("'none'");
  // The demo settings' embeds: video player, map, and the site's own stand-ins for the
  // booking and membership signup pages.
  expect(directives.get("frame-src")?.split(" ").sort()).toEqual([
    "'self'",
    "https://www.google.com",
    "https://www.youtube-nocookie.com",
  ]);
  // The same hosts may be asked whether they answer, before their frame is built.
  expect(directives.get("connect-src")).toBe(directives.get("frame-src"));
  expect(directives.get("frame-ancestors")).toBe("'none'");
  expect(directives.get("img-src")).toBe("'self' data:");
  expect(directives.get("font-src")).toBe("'self' data:");
});

describe("requests that could change something", () => {
  const contactForm = { name: "Ana", email: "ana@example.com", message: "Hello from a test" };

  test("from another site are refused with 403, before any form is read", async () => {
    for (const path of ["/contact", "/pt/foundation", "/admin/login", "/api/auth/sign-in/email"]) {
      for (const headers of <Record<string, string>[]>[
        { origin: "https://evil.example" },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
      ]) {
        const response = await request.post(path, { form: contactForm, headers });
        expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
        // In the language of the page the form is on.
        expect(await response.text()).toBe(
          path.startsWith("/pt/")
            ? "Este formulário só pode ser enviado pelo próprio site da clínica."
            : "This form can only be sent from the clinic's own website.",
        );
      }
    }
    // The site's own form post goes through (and is answered by the form: 400 for a
    // missing field here, so the test stores nothing).
    const own = await request.post("/contact", {
      form: { name: "Ana" },
      headers: {
        origin: new URL(inject("siteUrl")).origin,
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": uniqueClientIp(),
      },
    });
    expect(own.status()).toBe(400);
  });

  test("with a body over the limit are refused with 413, and one of unknown length with 411", async () => {
    const huge = await request.post("/contact", {
      form: { ...contactForm, message: "x".repeat(300 * 1024) },
    });
    expect(huge.status()).toBe(413);
    expect(await huge.text()).toMatch(/too large/);

    // A body of unknown length, sent in chunks: fetch with a stream sends one.
    const url = new URL("/contact", inject("siteUrl"));
    const chunked = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("name=Ana&message=hello"));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(411);
  });
});

test("an address with a control character is refused before any page or loader runs: 404 in the path, 400 in the query, in the visitor's language", async () => {
  const answers: [path: string, status: number, text: RegExp][] = [
    ["/health-tips/%00", 404, /^Page not found: this address cannot exist/],
    ["/pt/health-tips/%00", 404, /^Página não encontrada/],
    ["/team/a%0Ab", 404, /^Page not found/],
    ["/lab-tests?q=%00", 400, /^This address holds characters a link or form never sends/],
    ["/pt/lab-tests?q=a%1Fb", 400, /^Este endereço contém caracteres/],
    // Before the portal's own guard: nobody's loader sees it, signed in or not.
    ["/admin/lab-tests?q=%00", 400, /^This address holds characters/],
  ];
  for (const [path, status, text] of answers) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expect(await response.text(), path).toMatch(text);
    expect(response.headers()["content-security-policy"], path).toBeTruthy();
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});

test("a public page's policy names exactly its inline scripts' hashes, and the page carries no nonce", async () => {
  for (const path of ["/", "/pt/membership", "/lab-tests"]) {
    const response = await request.get(path);
    const html = await response.text();
    const pageHashes = inlineScriptHashes(html);
    expect(pageHashes.length, path).toBeGreaterThan(0);
    const allowed = scriptSources(response.headers()["content-security-policy"])
      .split(" ")
      .filter((source) => source.startsWith("'sha256-"))
      .map((source) => source.slice(1, -1));
    for (const hash of pageHashes) expect(allowed, path).toContain(hash);
    // Beyond its own: the membership application's and the booking overlay's scripts, which
    // the client inserts after navigating to those pages (useInlineScriptAfterNavigation).
    expect(allowed.filter((hash) => !pageHashes.includes(hash)).length, path).toBeLessThanOrEqual(
      2,
    );
    expect(html, path).not.toMatch(/ nonce="/);
  }
});

test("a page rendered for one visitor (a toast cookie) gets a fresh nonce that every script carries", async () => {
  const nonces = new Set<string>();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await request.get("/", { headers: { cookie: "clinic_toast=e30%3D" } });
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    nonces.add(nonce ?? "");
    const html = await response.text();
    // JSON-LD blocks are data, never run, so they need no nonce.
    const scripts = html.match(/<script\b(?![^>]*application\/ld\+json)[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(2);
});

test("text responses are compressed and built assets are cached as immutable", async () => {
  const html = await request.get("/", { headers: { "accept-encoding": "gzip" } });
  expect(html.headers()["content-encoding"]).toBe("gzip");
  // The page's first stylesheet from the build, as a browser finds it in the HTML.
  const asset = [...(await html.text()).matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\srel="stylesheet"/.test(tag))
    .map((tag) => /\shref="([^"]*)"/.exec(tag)?.[1] ?? "")
    .find((href) => href.startsWith("/assets/"));
  expect(asset).toBeTruthy();
  const cached = await request.get(asset ?? "");
  expect(cached.headers()["cache-control"]).toContain("immutable");
});

test("the staff portal is never cached or indexed, its data requests included", async () => {
  for (const path of ["/admin/login", "/admin", "/admin.data", "/admin/users.data"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("no-store");
    expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
  }
  // Public pages are not affected.
  const home = await request.get("/");
  expect(home.headers()["x-robots-tag"]).toBeUndefined();
});

describe("the public page cache", () => {
  // How long expect.poll retries when a test says nothing: Playwright's default, which these
  // checks were written against (Vitest's is 1 s; storing a page waits on its compression).
  const pollTimeout = 5_000;

  test("a page past the last, first asked for by a script, is a 404 for it and for every visitor after", async () => {
    // A page number of its own, so no other test has stored it.
    const path = `/health-tips?page=${900 + (Date.now() % 99)}`;
    // fetch() from a script or a tool: not a navigation, and not a client-side data request.
    const scripted = await request.get(path, { headers: { "sec-fetch-mode": "cors" } });
    expect(scripted.status()).toBe(404);
    expect(await scripted.text()).toContain("<h1");
    for (let visit = 0; visit < 3; visit += 1) {
      expect((await request.get(path)).status(), `visit ${visit + 1}`).toBe(404);
    }
  });

  test("serves a stored page unchanged, precompressed, with a validator and a short shared cache", async () => {
    // A page of its own: the list with a category nobody asked for yet (a parameter it reads).
    const path = `/health-tips?category=cache-check-${Date.now()}`;
    const first = await request.get(path);
    // The page is stored once its compressed forms are made, off the request.
    await expect
      .poll(async () => (await request.get(path)).headers()["x-cache"], { timeout: 5_000 })
      .toBe("HIT");
    const second = await request.get(path, { headers: { "accept-encoding": "br, gzip" } });
    expect(first.headers()["x-cache"]).toBe("MISS");
    expect(second.headers()["x-cache"]).toBe("HIT");
    expect(second.headers()["content-encoding"]).toBe("br");
    // Stored compressed fast; asked for again, it is compressed at its best in the background.
    const brotliBytes = async () =>
      Number(
        (await request.get(path, { headers: { "accept-encoding": "br" } })).headers()[
          "content-length"
        ],
      );
    const fast = Number(second.headers()["content-length"]);
    await expect.poll(brotliBytes, { timeout: 5_000 }).toBeLessThan(fast);
    for (const response of [first, second]) {
      const headers = response.headers();
      expect(headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
      expect(headers["vary"]).toContain("Cookie");
      expect(headers["etag"]).toMatch(/^W\/"[\w-]+"$/);
      expect(await response.text()).not.toContain("cachednonce");
    }
    // The same page, the same policy and validator for every visitor.
    expect(await second.text()).toBe(await first.text());
    expect(second.headers()["content-security-policy"]).toBe(
      first.headers()["content-security-policy"],
    );
    expect(second.headers()["etag"]).toBe(first.headers()["etag"]);
    expect(await second.text()).toContain("<h1");

    // A browser revalidating its copy gets "not modified", and a changed copy does not match.
    const etag = second.headers()["etag"] ?? "";
    const revalidated = await request.get(path, { headers: { "if-none-match": etag } });
    expect(revalidated.status()).toBe(304);
    expect(await revalidated.body()).toHaveLength(0);
    const stale = await request.get(path, { headers: { "if-none-match": 'W/"old"' } });
    expect(stale.status()).toBe(200);

    // Without Accept-Encoding the page is sent as it is, gzip to those who take only that.
    const plain = await request.get(path, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect(plain.headers()["content-length"]).toBe(String(Buffer.byteLength(await first.text())));
    const gzip = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
  });

  test("a miss is compressed only as its request asked; a hit wanting the other form gets it", async () => {
    const path = `/health-tips?category=encoding-check-${Date.now()}`;
    const miss = await request.get(path, { headers: { "accept-encoding": "br" } });
    expect(miss.headers()["x-cache"]).toBe("MISS");
    expect(miss.headers()["content-encoding"]).toBe("br");
    // The first hit is the first request that finds the page stored: it wants gzip,
    // which the miss did not make (nor any best compression yet, which a hit starts).
    let firstHit = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    while (firstHit.headers()["x-cache"] !== "HIT") {
      await new Promise((resolve) => setTimeout(resolve, 50));
      firstHit = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    }
    expect(firstHit.headers()["content-encoding"]).toBe("gzip");
    expect(await firstHit.text()).toBe(await miss.text());
  });

  test("is bypassed by a session or toast cookie, whose pages are private; a made-up session cookie is anonymous", async () => {
    const path = `/health-tips?category=cookie-check-${Date.now()}`;
    await request.get(path);
    await expect
      .poll(async () => (await request.get(path)).headers()["x-cache"], { timeout: pollTimeout })
      .toBe("HIT");
    const toast = await request.get(path, { headers: { cookie: "clinic_toast=e30%3D" } });
    expect(toast.status()).toBe(200);
    expect(toast.headers()["x-cache"]).toBeUndefined();
    expect(toast.headers()["cache-control"]).toBe("private, no-cache");
    // A session cookie the server did not sign is no session: the stored page answers.
    for (const cookie of [
      "clinic.session_token=not-a-session",
      "__Host-clinic.session_token=abc.ZGVm",
    ]) {
      const response = await request.get(path, { headers: { cookie } });
      expect(response.headers()["x-cache"], cookie).toBe("HIT");
      expect(response.headers()["cache-control"], cookie).toBe(
        "public, max-age=60, stale-while-revalidate=600",
      );
    }
  });

  test("keys a page by the parameters it reads: others share its entry, and never bypass it", async () => {
    const search = `cache-key-${Date.now()}`;
    const path = `/lab-tests?q=${search}`;
    expect((await request.get(path)).headers()["x-cache"]).toBe("MISS");
    await expect
      .poll(async () => (await request.get(path)).headers()["x-cache"], { timeout: pollTimeout })
      .toBe("HIT");
    // A cache-buster or a campaign tag is the same page.
    for (const extra of ["&r=123", "&utm_source=flyer&r=456", "&fbclid=x"]) {
      const response = await request.get(`${path}${extra}`);
      expect(response.headers()["x-cache"], extra).toBe("HIT");
      expect(await response.text(), extra).not.toContain("utm_source");
    }
    // A parameter the page reads is a page of its own.
    const other = await request.get(`/lab-tests?q=${search}-other`);
    expect(other.headers()["x-cache"]).toBe("MISS");
  });

  test("keeps the sitemap and the feeds like pages: stored, compressed, revalidated, with their own policy", async () => {
    for (const path of [
      "/sitemap.xml",
      "/sitemaps/pages.xml",
      "/sitemaps/health-tips-1.xml",
      "/health-tips/rss.xml",
      "/pt/health-tips/rss.xml",
    ]) {
      await request.get(path);
      await expect
        .poll(async () => (await request.get(path)).headers()["x-cache"], {
          message: path,
          timeout: pollTimeout,
        })
        .toBe("HIT");
      const stored = await request.get(path, { headers: { "accept-encoding": "br" } });
      expect(stored.headers()["content-encoding"], path).toBe("br");
      expect(stored.headers()["content-type"], path).toMatch(/^application\/(rss\+)?xml/);
      expect(stored.headers()["cache-control"], path).toBe("public, max-age=3600");
      const etag = stored.headers()["etag"] ?? "";
      expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
      const revalidated = await request.get(path, { headers: { "if-none-match": etag } });
      expect(revalidated.status(), path).toBe(304);
      // By date too: Last-Modified is the latest change the list holds.
      const lastModified = stored.headers()["last-modified"] ?? "";
      expect(Date.parse(lastModified), path).toBeLessThanOrEqual(Date.now());
      const sameDate = await request.get(path, { headers: { "if-modified-since": lastModified } });
      expect(sameDate.status(), path).toBe(304);
      const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
      const changedSince = await request.get(path, { headers: { "if-modified-since": earlier } });
      expect(changedSince.status(), path).toBe(200);
      // A validator that does not match wins over the date (RFC 9110).
      const otherTag = await request.get(path, {
        headers: { "if-none-match": 'W/"other"', "if-modified-since": lastModified },
      });
      expect(otherTag.status(), path).toBe(200);
    }
  });

  test("does not keep pages that are not found", async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request.get("/no-such-page-for-the-cache");
      expect(response.status()).toBe(404);
      expect(response.headers()["x-cache"]).toBe("MISS");
      expect(response.headers()["cache-control"]).toBe("private, no-cache");
    }
  });
});

test("scripts and styles are served brotli-compressed from the build", async () => {
  const html = await (await request.get("/")).text();
  // The framework chunk (React, React Router) is the largest script of every page; the
  // page's (deferred) module script names it in its manifest.
  const script = /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const brotli = await request.get(script ?? "", { headers: { "accept-encoding": "br, gzip" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(brotli.headers()["content-type"]).toContain("text/javascript");
  expect(brotli.headers()["cache-control"]).toContain("immutable");
  expect((await brotli.text()).length).toBeGreaterThan(1000); // decoded by the client
  const gzip = await request.get(script ?? "", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
});

test("the artwork is served as AVIF and WebP renderings, cached for a year", async () => {
  const html = await (await request.get("/")).text();
  const preload = /<link rel="preload" as="image" type="image\/avif"[^>]*>/.exec(html)?.[0] ?? "";
  expect(preload).toContain('fetchPriority="high"');
  const first = /imageSrcSet="([^" ]+)/.exec(preload)?.[1];
  expect(first).toMatch(/^\/images\/generated\/hero\.[0-9a-f]{10}-320\.avif$/);
  const avif = await request.get(first ?? "");
  expect(avif.status()).toBe(200);
  expect(avif.headers()["content-type"]).toBe("image/avif");
  expect(avif.headers()["cache-control"]).toContain("immutable");
  const webp = await request.get((first ?? "").replace(/\.avif$/, ".webp"));
  expect(webp.headers()["content-type"]).toBe("image/webp");
});

test("the text font travels inside the stylesheet: no font file, no preload, no script", async () => {
  const html = await (await request.get("/pt/about")).text();
  expect(html).not.toMatch(/<link[^>]*as="font"/);
  expect(html).not.toContain(".woff2");
  const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );
  expect(stylesheets).toHaveLength(1);
  const response = await request.get(stylesheets[0] ?? "");
  expect(response.headers()["cache-control"]).toContain("immutable");
  const css = await response.text();
  const face = /@font-face\{font-family:Inter Variable;[^}]*\}/.exec(css)?.[0] ?? "";
  expect(face).toContain("src:url(data:font/woff2;base64,");
  // The inlined file stays small: it rides in every first page's stylesheet.
  expect(face.length).toBeLessThan(32_000);
});

test("no public page's scripts carry the validation library: forms are checked by the browser and the server", async () => {
  const html = await (await request.get("/contact")).text();
  const manifestPath = /\/assets\/manifest-[\w-]+\.js/.exec(html)?.[0];
  expect(manifestPath, "the page names React Router's manifest").toBeTruthy();
  const source = await (await request.get(manifestPath ?? "")).text();
  const manifest = JSON.parse(
    source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""),
  ) as {
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  const publicRoutes = Object.entries(manifest.routes).filter(
    ([id]) => !id.startsWith("routes/admin") && !id.startsWith("admin/"),
  );
  expect(publicRoutes.map(([id]) => id)).toEqual(expect.arrayContaining(["contact", "pt/blog"]));
  const scripts = new Set(
    publicRoutes.flatMap(([, route]) => [route.module, ...(route.imports ?? [])]),
  );
  for (const script of scripts) {
    const code = await (await request.get(script)).text();
    expect(code.includes("ZodError"), script).toBe(false);
  }
});
