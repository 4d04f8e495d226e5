import http from "node:http";
import zlib from "node:zlib";
import { inject } from "vitest";

/*
 * Plain HTTP requests to the production server of tests/site/global-setup.ts, answering
 * what these checks read of Playwright's APIResponse when they were browser specs
 * (status(), headers(), text(), json(), body(), url()), so each reads as it did there.
 *
 * Built on node:http rather than fetch: undici's fetch adds headers it will not leave out
 * (Sec-Fetch-Mode: cors, which the server reads to tell a script's fetch from a page load,
 * Accept-Language: *) and refuses others. Here a request carries what Playwright's carried,
 * and nothing else: Playwright's Accept and Accept-Encoding (gzip,deflate,br) unless the test
 * gives its own, a tool's User-Agent (a bot to isbot, as Playwright's was: pages render
 * whole), and the test's headers. Bodies are decoded as Playwright decoded them; redirects
 * are followed (up to 20) unless `maxRedirects: 0`. Unlike Playwright's, it keeps no
 * cookies: a request carries only the cookies its test gives.
 */

export type SiteResponse = {
  /** The address answered, after any redirect followed. */
  url(): string;
  status(): number;
  /** Names in lower case; a repeated header's values joined as Playwright joins them. */
  headers(): Record<string, string>;
  /** The body, decoded (Content-Encoding undone). */
  body(): Promise<Buffer>;
  text(): Promise<string>;
  json(): Promise<unknown>;
};

export type RequestOptions = {
  headers?: Record<string, string>;
  /** How many redirects to follow (20 unless said); 0 answers the redirect itself. */
  maxRedirects?: number;
};

export type SiteRequest = {
  get(path: string, options?: RequestOptions): Promise<SiteResponse>;
  /** `form`: sent as application/x-www-form-urlencoded, as a browser's form post. */
  post(
    path: string,
    options?: RequestOptions & { form?: Record<string, string> },
  ): Promise<SiteResponse>;
};

const defaultHeaders: Record<string, string> = {
  "user-agent": `clinic-site-tests node/${process.versions.node}`,
  accept: "*/*",
  "accept-encoding": "gzip,deflate,br",
};

type Raw = { status: number; headers: Record<string, string>; body: Buffer };

function send(url: URL, method: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<Raw>((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        // Playwright's headers(): lower-case names, repeated values joined with ", " (with a
        // line break for Set-Cookie, whose values hold commas).
        const joined: Record<string, string> = {};
        const raw = response.rawHeaders;
        for (let index = 0; index < raw.length; index += 2) {
          const name = (raw[index] ?? "").toLowerCase();
          const value = raw[index + 1] ?? "";
          const before = joined[name];
          joined[name] =
            before === undefined
              ? value
              : `${before}${name === "set-cookie" ? "\n" : ", "}${value}`;
        }
        resolve({ status: response.statusCode ?? 0, headers: joined, body: Buffer.concat(chunks) });
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (body.length === 0) return body;
  switch (encoding?.trim().toLowerCase()) {
    case "br":
      return zlib.brotliDecompressSync(body);
    case "gzip":
    case "x-gzip":
      return zlib.gunzipSync(body);
    case "deflate":
      return zlib.inflateSync(body);
    default:
      return body;
  }
}

function response(url: URL, raw: Raw): SiteResponse {
  const body = decoded(raw.body, raw.headers["content-encoding"]);
  return {
    url: () => url.href,
    status: () => raw.status,
    headers: () => ({ ...raw.headers }),
    body: async () => body,
    text: async () => body.toString("utf8"),
    json: async () => JSON.parse(body.toString("utf8")) as unknown,
  };
}

/** A client for the server under test (its address from the global setup, unless given). */
export function siteRequest(baseURL: string = inject("siteUrl")): SiteRequest {
  const call = async (
    method: string,
    path: string,
    options: RequestOptions & { form?: Record<string, string> } = {},
  ): Promise<SiteResponse> => {
    const headers: Record<string, string> = { ...defaultHeaders };
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      headers[name.toLowerCase()] = value;
    }
    let body: Buffer | undefined;
    if (options.form) {
      body = Buffer.from(new URLSearchParams(options.form).toString());
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers["content-length"] = String(body.length);
    }
    let url = new URL(path, baseURL);
    const maxRedirects = options.maxRedirects ?? 20;
    let redirectsLeft = maxRedirects;
    for (;;) {
      const raw = await send(url, method, headers, body);
      const location = raw.headers["location"];
      if (![301, 302, 303, 307, 308].includes(raw.status) || !location) return response(url, raw);
      if (options.maxRedirects === 0) return response(url, raw);
      if (redirectsLeft === 0) throw new Error(`${method} ${path}: over ${maxRedirects} redirects`);
      redirectsLeft -= 1;
      url = new URL(location, url);
      // As browsers (and Playwright) do: a 303, or a 301 or 302 after a POST, is followed
      // with a GET without the body; a 307 or 308 repeats the request as it was.
      if (raw.status === 303 || (method === "POST" && raw.status !== 307 && raw.status !== 308)) {
        method = "GET";
        body = undefined;
        delete headers["content-type"];
        delete headers["content-length"];
      }
    }
  };
  return {
    get: (path, options) => call("GET", path, options),
    post: (path, options) => call("POST", path, options),
  };
}
