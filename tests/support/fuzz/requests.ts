import { randomBytes } from "node:crypto";
import type { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import type { Database } from "~/platform/db/client.server";
import type { Toast } from "~/platform/toast";
import { nextClientIp } from "../auth-helpers";
import { callRoute as callRouteModule, routeContext } from "../routes";
import { decodedText, type FieldValue, type Payload } from "./payloads";

/*
 * Turning payloads into requests the way browsers and hand-made clients send
 * them, calling a route's action directly, and reading its answer.
 */

export const origin = "http://localhost:3000";

/**
 * How the body is sent: the two form encodings (multipart built byte by byte, so
 * raw bytes reach the parser, or by the platform's FormData), urlencoded without
 * a declared length (chunked), and the wrong ones: JSON, plain text, no content
 * type, and each form encoding labelled as the other.
 */
export const encodings = [
  "urlencoded",
  "multipart",
  "multipart-native",
  "chunked-urlencoded",
  "json",
  "text",
  "none",
  "urlencoded-labelled-multipart",
  "multipart-labelled-urlencoded",
] as const;
export type Encoding = (typeof encodings)[number];

/** Mostly the real encodings, now and then a wrong one. */
export const encodingArb: fc.Arbitrary<Encoding> = fc.oneof(
  { arbitrary: fc.constant("urlencoded" as const), weight: 6 },
  { arbitrary: fc.constant("multipart" as const), weight: 4 },
  { arbitrary: fc.constant("multipart-native" as const), weight: 2 },
  { arbitrary: fc.constant("chunked-urlencoded" as const), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      "json" as const,
      "text" as const,
      "none" as const,
      "urlencoded-labelled-multipart" as const,
      "multipart-labelled-urlencoded" as const,
    ),
    weight: 2,
  },
);

/** Encodings the action must refuse whatever the fields say: nothing in them is a readable form. */
export function isUnreadableForm(encoding: Encoding): boolean {
  return encoding === "json" || encoding === "text" || encoding === "none";
}

const encoder = new TextEncoder();

function valueBytes(value: FieldValue): Uint8Array {
  return value.kind === "text" ? encoder.encode(value.text) : value.bytes;
}

/** application/x-www-form-urlencoded: UTF-8 percent-encoded; raw bytes of 0x80 and up are left raw. */
export function urlencodedBody(payload: Payload): Buffer {
  const parts: Buffer[] = [];
  const escape = (bytes: Uint8Array, raw: boolean) => {
    const out: number[] = [];
    for (const byte of bytes) {
      if (/[A-Za-z0-9*._-]/.test(String.fromCharCode(byte))) out.push(byte);
      else if (byte === 0x20) out.push(0x2b);
      else if (raw && byte >= 0x80) out.push(byte);
      else out.push(...encoder.encode(`%${byte.toString(16).toUpperCase().padStart(2, "0")}`));
    }
    return Buffer.from(out);
  };
  payload.forEach(([name, value], index) => {
    if (index > 0) parts.push(Buffer.from("&"));
    parts.push(escape(encoder.encode(name), false), Buffer.from("="));
    // A browser sends a file input's file name in a urlencoded form.
    const bytes = value.kind === "file" ? encoder.encode(value.name) : valueBytes(value);
    parts.push(escape(bytes, value.kind === "bytes"));
  });
  return Buffer.concat(parts);
}

/** multipart/form-data written byte by byte; names escaped the way browsers do. */
export function multipartBody(payload: Payload): { body: Buffer; boundary: string } {
  const boundary = `----fuzz${randomBytes(12).toString("hex")}`;
  const quote = (value: string) =>
    value.replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/"/g, "%22");
  const parts: Buffer[] = [];
  for (const [name, value] of payload) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"`;
    if (value.kind === "file") {
      head += `; filename="${quote(value.name)}"\r\nContent-Type: ${value.type || "application/octet-stream"}`;
    }
    parts.push(Buffer.from(`${head}\r\n\r\n`), Buffer.from(valueBytes(value)), Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), boundary };
}

function formDataOf(payload: Payload): FormData {
  const formData = new FormData();
  for (const [name, value] of payload) {
    if (value.kind === "file") {
      formData.append(
        name,
        new File([new Uint8Array(value.bytes)], value.name, { type: value.type }),
      );
    } else {
      formData.append(name, value.kind === "text" ? value.text : (decodedText(value) ?? ""));
    }
  }
  return formData;
}

/** A request carrying `body` with its declared length (as browsers send forms). */
function withBody(
  url: string,
  body: Uint8Array,
  contentType: string | null,
  headers: Record<string, string>,
): Request {
  return new Request(url, {
    method: "POST",
    headers: {
      ...(contentType ? { "Content-Type": contentType } : {}),
      "Content-Length": String(body.byteLength),
      ...headers,
    },
    body: new Uint8Array(body),
  });
}

/** A body of unknown length, sent in pieces (Transfer-Encoding: chunked). */
export function chunkedRequest(
  url: string,
  chunks: () => AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  contentType: string,
  headers: Record<string, string> = {},
): Request {
  const iterator = (async function* () {
    yield* chunks();
  })();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": contentType, ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

const URLENCODED = "application/x-www-form-urlencoded";

/** The POST a client would make to `path` with these fields in this encoding. Same-origin. */
export function buildRequest(
  path: string,
  payload: Payload,
  encoding: Encoding,
  headers: Record<string, string> = {},
): Request {
  const url = `${origin}${path}`;
  const sameSite = { Origin: origin, ...headers };
  switch (encoding) {
    case "urlencoded":
      return withBody(url, urlencodedBody(payload), URLENCODED, sameSite);
    case "multipart": {
      const { body, boundary } = multipartBody(payload);
      return withBody(url, body, `multipart/form-data; boundary=${boundary}`, sameSite);
    }
    case "multipart-native": {
      // Encoded by the runtime's own FormData serializer, but read to the end before the
      // route sees it: undici (Node 24) writes into a FormData body's stream after its
      // reader has cancelled it (our size limit does), an unhandled rejection in a test.
      const encoded = new Response(formDataOf(payload));
      const bytes = encoded.arrayBuffer();
      return new Request(url, {
        method: "POST",
        headers: { ...sameSite, "Content-Type": encoded.headers.get("Content-Type") ?? "" },
        body: new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new Uint8Array(await bytes));
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
    }
    case "chunked-urlencoded": {
      const body = urlencodedBody(payload);
      const middle = Math.floor(body.length / 2);
      return chunkedRequest(
        url,
        () => [body.subarray(0, middle), body.subarray(middle)],
        URLENCODED,
        sameSite,
      );
    }
    case "json": {
      const object = Object.fromEntries(
        payload.map(([name, value]) => [
          name,
          value.kind === "file" ? { file: value.name } : decodedText(value),
        ]),
      );
      return withBody(url, encoder.encode(JSON.stringify(object)), "application/json", sameSite);
    }
    case "text": {
      const lines = payload.map(([name, value]) => `${name}=${decodedText(value) ?? ""}\r\n`);
      return withBody(url, encoder.encode(lines.join("")), "text/plain", sameSite);
    }
    case "none":
      return withBody(url, urlencodedBody(payload), null, sameSite);
    case "urlencoded-labelled-multipart":
      return withBody(
        url,
        urlencodedBody(payload),
        "multipart/form-data; boundary=----not-in-the-body",
        sameSite,
      );
    case "multipart-labelled-urlencoded":
      return withBody(url, multipartBody(payload).body, URLENCODED, sameSite);
  }
}

/**
 * Two POSTs to `path` far above any action's body limit: `declared`, 5 MB of urlencoded
 * text (starting `field=`) with its length declared, which an action must refuse
 * unread; and `endless`, sent in chunks of `chunkBytes` with no declared length and no
 * end, which an action must stop reading near its limit. A safety stop at `stopBytes`,
 * far past the limits, ends it so that a failure cannot hang the suite; `sent()` is
 * how much of it the action read.
 */
export function oversizedRequests(
  path: string,
  {
    field,
    chunkBytes,
    stopBytes,
    headers = {},
  }: { field: string; chunkBytes: number; stopBytes: number; headers?: Record<string, string> },
): { declared: Request; endless: Request; sent: () => number } {
  const sameSite = { Origin: origin, ...headers };
  const huge = Buffer.alloc(5 * 1024 * 1024, "a");
  huge.write(`${field}=`, 0);
  const declared = new Request(`${origin}${path}`, {
    method: "POST",
    headers: { ...sameSite, "Content-Type": URLENCODED, "Content-Length": String(huge.length) },
    body: huge,
  });
  let sent = 0;
  const chunk = new Uint8Array(chunkBytes).fill(0x61);
  const endless = chunkedRequest(
    `${origin}${path}`,
    function* () {
      while (sent < stopBytes) {
        sent += chunk.length;
        yield chunk;
      }
    },
    URLENCODED,
    sameSite,
  );
  return { declared, endless, sent: () => sent };
}

/** An action's answer, whether returned or thrown: status, data, redirect and toast. */
export type Outcome = {
  status: number;
  data: unknown;
  location: string | null;
  toast: Toast | null;
  headers: Headers;
};

type RouteFunction = (args: never) => unknown;

/**
 * The request's path for a route pattern ("/admin/team/:id?") and its params, each
 * value encoded as a browser would send it (a lone surrogate as U+FFFD); an optional
 * param that is absent drops its segment.
 */
function pathFor(pattern: string, params: Record<string, string>): string {
  return pattern
    .split("/")
    .flatMap((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return [segment];
      const value = params[param[1] ?? ""];
      if (value === undefined) return param[2] ? [] : [segment];
      const wellFormed = value.replace(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
        "\uFFFD",
      );
      return [encodeURIComponent(wellFormed)];
    })
    .join("/");
}

/**
 * Calls a route's action (or, for a GET, its loader) as React Router would, through
 * the one route-calling harness (tests/support/routes.ts). A thrown Response is an
 * answer; anything else thrown fails the test, as it would end in a 500.
 */
export async function callRoute(
  fn: RouteFunction,
  {
    request,
    db,
    route,
    params = {},
    clientIp = nextClientIp(),
  }: {
    request: Request;
    db: Database;
    /** The route's path pattern when it has params; the request's path is rebuilt from it. */
    route?: string;
    params?: Record<string, string>;
    clientIp?: string;
  },
): Promise<Outcome> {
  if (!route && Object.keys(params).length > 0) {
    throw new Error("A route with params needs its pattern (`route`) to put them in the URL");
  }
  const isRead = request.method === "GET" || request.method === "HEAD";
  let routed = request;
  if (route) {
    const url = new URL(request.url);
    url.pathname = pathFor(route, params);
    routed = new Request(url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
      ...(request.body ? { duplex: "half" } : {}),
    } as RequestInit);
  }
  const answer = await callRouteModule(
    route ?? new URL(request.url).pathname,
    isRead ? { loader: fn } : { action: fn },
    routed,
    routeContext(db, clientIp),
  );
  return {
    status: answer.status,
    data: answer.kind === "redirect" ? "" : answer.data,
    location: answer.kind === "redirect" ? answer.location : null,
    toast: answer.toast,
    headers: answer.headers,
  };
}

/**
 * The words the person sees for a refusal: a toast, a form or field error, or a
 * JSON message, wherever the action put them. Empty when there are none.
 */
export function messagesOf(outcome: Outcome): string[] {
  const found: string[] = [];
  if (outcome.toast) found.push(outcome.toast.title, outcome.toast.description ?? "");
  const visit = (value: unknown, key: string | null) => {
    if (typeof value === "string") {
      if (key !== null && messageKeys.has(key)) found.push(value);
      return;
    }
    if (!value || typeof value !== "object") return;
    if (Array.isArray(value)) return value.forEach((item) => visit(item, key));
    for (const [name, inner] of Object.entries(value)) {
      // Every entry of an errors map is a message, whatever the field is called.
      visit(inner, errorMaps.has(key ?? "") ? "message" : name);
    }
  };
  visit(outcome.data, null);
  if (typeof outcome.data === "string") found.push(outcome.data);
  return found.map((message) => message.trim()).filter((message) => message !== "");
}

const messageKeys = new Set(["title", "description", "error", "formError", "message"]);
const errorMaps = new Set(["fieldErrors", "errors", "altTextError"]);

/** Every row of a table, as JSON sorted by text: compare before and after to see that nothing changed. */
export async function snapshotOf(db: Database, table: PgTable): Promise<string> {
  const rows = await db.select().from(table);
  return JSON.stringify(rows.map((row) => JSON.stringify(row)).sort());
}

/**
 * fast-check's settings: a fixed seed (FUZZ_SEED to replay another), printed with
 * the counterexample on failure. No shrinking unless FUZZ_SHRINK is set: each
 * step is a database round trip, and the first counterexample is already short.
 */
export function fuzzParameters<T>(numRuns: number): fc.Parameters<T> {
  return {
    numRuns,
    seed: Number(process.env.FUZZ_SEED ?? 8_2025),
    endOnFailure: !process.env.FUZZ_SHRINK,
  };
}

/** The status of an answer the person can act on: neither a server error nor a silent success. */
export function isRefusal(outcome: Outcome): boolean {
  return outcome.status >= 400 && outcome.status < 500;
}
