import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAccountWithCli,
  isolatedServerEnv,
  signInThroughForm,
  startServerProcess,
  type ServerProcess,
} from "../../scripts/lib/server-process";
import { createPostgresDatabase, hasPostgres } from "../support/databases";
import { copyMigratedPglite } from "../support/migrated-pglite";
import { startFaultyProxy, type FaultyProxy } from "../support/faulty-proxy";

/*
 * The production server's log, as an operator ships it: a staff member signs in, edits,
 * and a visitor writes through the contact form, all from behind the local proxy
 * (X-Forwarded-For); on PostgreSQL the database is then cut off and the same requests
 * come again, so loaders, actions and the rate limit fail with the session token and
 * the visitor's address bound to their queries. Every line must be JSON, none may
 * carry a secret or what the visitor typed, and every request has its access line
 * under its request id. Needs the production build (`npm run build`).
 */

const tag = randomBytes(4).toString("hex");
/** The visitor's address as the proxy forwards it (127.0.0.1 is a trusted proxy). */
const CLIENT_IP = "203.0.113.41";
const STAFF = {
  email: `log-staff-${tag}@example.com`,
  password: `Lg-pass-${tag}-word`,
  role: "admin",
};
const VISITOR = {
  name: `Quillon Vexworth ${tag}`,
  email: `quillon.${tag}@example.org`,
  phone: `+55 11 9${parseInt(tag, 16) % 10_000_000}`,
  message: `Knee pain since the ${tag} marathon, please call`,
};
/** A search typed into a URL: query strings are never logged. */
const QUERY_VALUE = `findme${tag}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type LogLine = { level: number; msg: string; requestId?: string; [key: string]: unknown };
type Sent = { id: string; label: string; status: number; echoed: string | null; cache?: string };

/** One request from behind the proxy; `id` is sent as X-Request-Id unless null. */
async function send(
  server: ServerProcess,
  label: string,
  pathAndQuery: string,
  {
    id = `${label}-${tag}`,
    cookie,
    form,
  }: { id?: string | null; cookie?: string; form?: Record<string, string> } = {},
): Promise<Sent> {
  const headers: Record<string, string> = { "x-forwarded-for": CLIENT_IP };
  if (id !== null) headers["x-request-id"] = id;
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${server.url}${pathAndQuery}`, {
    method: form ? "POST" : "GET",
    redirect: "manual",
    headers,
    body: form ? new URLSearchParams(form) : undefined,
  });
  await response.arrayBuffer();
  return {
    id: id ?? "",
    label,
    status: response.status,
    echoed: response.headers.get("x-request-id"),
    cache: response.headers.get("x-cache") ?? undefined,
  };
}

/** The staff and public requests of one round; `phase` keeps their ids apart. */
async function round(server: ServerProcess, phase: string, cookie: string): Promise<Sent[]> {
  const sent: Sent[] = [];
  const as = (label: string) => `${phase}-${label}-${tag}`;
  // A second sign-in: its password in the body, the client's address in the rate limit's key.
  sent.push(
    await send(server, "login", "/admin/login", {
      id: as("login"),
      form: { intent: "sign-in", email: STAFF.email, password: STAFF.password },
    }),
  );
  sent.push(await send(server, "dashboard", "/admin", { id: as("dashboard"), cookie }));
  sent.push(await send(server, "team", "/admin/team", { id: as("team"), cookie }));
  sent.push(
    await send(server, "save", "/admin/team/new", {
      id: as("save"),
      cookie,
      form: { name: `Dr Log ${phase}`, role_en: "Physician", active: "on" },
    }),
  );
  sent.push(
    await send(server, "contact", "/contact", {
      id: as("contact"),
      form: { ...VISITOR, submissionKey: randomBytes(16).toString("hex") },
    }),
  );
  sent.push(await send(server, "home", `/?q=${QUERY_VALUE}`, { id: as("home") }));
  sent.push(await send(server, "missing", `/no-such-page-${tag}`, { id: as("missing") }));
  return sent;
}

/** Reads the page twice at most ten times until the cache answers it (stored after the first). */
async function cacheHit(server: ServerProcess, phase: string): Promise<Sent[]> {
  const sent: Sent[] = [];
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const answer = await send(server, "services", "/services", {
      id: `${phase}-services-${attempt}-${tag}`,
    });
    sent.push(answer);
    if (answer.cache === "HIT") break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return sent;
}

/** What must never be written: credentials, the visitor's address and what they typed. */
function secretsOf(cookie: string): Record<string, string> {
  const value = cookie.slice(cookie.indexOf("=") + 1);
  const decoded = decodeURIComponent(value);
  return {
    "the cookie's value": value,
    "the cookie's value, decoded": decoded,
    "the session token": decoded.split(".")[0] ?? decoded,
    "the client's IP address": CLIENT_IP,
    "the password": STAFF.password,
    "the visitor's name": VISITOR.name,
    "the visitor's e-mail": VISITOR.email,
    "the visitor's phone": VISITOR.phone,
    "the visitor's message": VISITOR.message,
    "a query value": QUERY_VALUE,
  };
}

function readLog(file: string): { raw: string[]; lines: LogLine[]; notJson: string[] } {
  const raw = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");
  const lines: LogLine[] = [];
  const notJson: string[] = [];
  for (const line of raw) {
    try {
      lines.push(JSON.parse(line) as LogLine);
    } catch {
      notJson.push(line);
    }
  }
  return { raw, lines, notJson };
}

function expectCleanLog(raw: string[], secrets: Record<string, string>): void {
  for (const [what, secret] of Object.entries(secrets)) {
    expect(secret.length, what).toBeGreaterThan(6);
    const leaks = raw.filter((line) => line.includes(secret));
    expect(leaks, `${what} is in the log`).toEqual([]);
  }
}

/** Each request sent has one access line under its id, which the response echoed. */
function expectAccessLines(lines: LogLine[], sent: Sent[]): void {
  const access = lines.filter((line) => line.msg === "request");
  for (const request of sent) {
    expect(request.echoed, request.label).toBe(request.id);
    const own = access.filter((line) => line.requestId === request.id);
    expect(own, `access line of ${request.id}`).toHaveLength(1);
    expect(own[0]).toMatchObject({ status: request.status, method: expect.any(String) });
    expect(own[0]?.ms).toEqual(expect.any(Number));
    expect(String(own[0]?.path)).not.toContain("?");
    if (request.cache) expect(own[0]?.cache, request.id).toBe(request.cache);
  }
}

/** A request without an id, and one with an unusable id: each gets a fresh one, logged. */
async function generatedIds(server: ServerProcess): Promise<Sent[]> {
  const none = await send(server, "no-id", "/services", { id: null });
  const unusable = await send(server, "bad-id", "/services", { id: `bad id ${tag}` });
  return [none, unusable];
}

function expectGeneratedIds(lines: LogLine[], [none, unusable]: Sent[]): void {
  for (const request of [none, unusable]) {
    expect(request?.echoed, request?.label).toMatch(UUID);
    expect(
      lines.some((line) => line.msg === "request" && line.requestId === request?.echoed),
      request?.label,
    ).toBe(true);
  }
  expect(lines.some((line) => JSON.stringify(line).includes(`bad id ${tag}`))).toBe(false);
}

/** An account made with the CLI against the server's database, then signed in. */
async function signIn(server: ServerProcess): Promise<string> {
  return signInThroughForm(server.url, STAFF, CLIENT_IP);
}

describe("the production log on PGlite", () => {
  let workDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    workDir = mkdtempSync(path.join(os.tmpdir(), "clinic-logs-"));
    const env = { SEED_DEMO_CONTENT: "false", LOG_LEVEL: "debug" };
    await copyMigratedPglite(path.join(workDir, "pglite"));
    // PGlite is one process's: the account is made before the server opens it.
    await createAccountWithCli({ ...isolatedServerEnv(workDir, 0), ...env }, STAFF);
    server = await startServerProcess({ workDir, env });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it("is JSON, names each request once under its id, and holds no secret nor what a visitor typed", async () => {
    const cookie = await signIn(server);
    const sent = await round(server, "up", cookie);
    expect(sent.map(({ label, status }) => [label, status])).toEqual([
      ["login", 302],
      ["dashboard", 200],
      ["team", 200],
      ["save", 302],
      ["contact", 200],
      ["home", 200],
      ["missing", 404],
    ]);
    const cached = await cacheHit(server, "up");
    expect(cached.at(-1)?.cache).toBe("HIT");
    const generated = await generatedIds(server);
    const probe = await send(server, "healthz", "/healthz");
    await server.stop({ keep: true });

    const { raw, lines, notJson } = readLog(server.logFile);
    expect(notJson).toEqual([]);
    expectCleanLog(raw, secretsOf(cookie));
    expectAccessLines(lines, [...sent, ...cached, probe]);
    expectGeneratedIds(lines, generated);
    // Probes are written at debug, the rest at info.
    const levelOf = (id: string) =>
      lines.find((line) => line.msg === "request" && line.requestId === id)?.level;
    expect(levelOf(probe.id)).toBe(20);
    expect(levelOf(`up-home-${tag}`)).toBe(30);
    // A line logged while answering (the 404's warning) carries the request's id.
    expect(
      lines.find((line) => line.msg === "page not found" && line.requestId === `up-missing-${tag}`),
    ).toMatchObject({ level: 40, path: `/no-such-page-${tag}` });
  }, 180_000);
});

describe.skipIf(!hasPostgres)(
  "the production log on PostgreSQL with the database cut off (runs only when TEST_DATABASE_URL is set: cutting PGlite off is not possible)",
  () => {
    let workDir: string;
    let server: ServerProcess;
    let proxy: FaultyProxy;
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    beforeAll(async () => {
      workDir = mkdtempSync(path.join(os.tmpdir(), "clinic-logs-pg-"));
      database = await createPostgresDatabase({ migrated: true });
      const direct = new URL(database.url);
      proxy = await startFaultyProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const throughProxy = new URL(database.url);
      throughProxy.hostname = "127.0.0.1";
      throughProxy.port = String(proxy.port);
      const env = { SEED_DEMO_CONTENT: "false", LOG_LEVEL: "debug" };
      await createAccountWithCli(
        { ...isolatedServerEnv(workDir, 0), ...env, DATABASE_URL: database.url },
        STAFF,
      );
      server = await startServerProcess({
        workDir,
        env: { ...env, DATABASE_URL: throughProxy.toString() },
      });
    }, 180_000);
    afterAll(async () => {
      await server?.stop();
      await proxy?.close();
      await database?.drop();
      rmSync(workDir, { recursive: true, force: true });
    });

    it("the failures are JSON lines under their request's id, without the session token, the client's address or the message", async () => {
      const cookie = await signIn(server);
      const before = await round(server, "up", cookie);
      expect(before.map(({ status }) => status)).toEqual([302, 200, 200, 302, 200, 200, 404]);

      // Every connection is reset from now on, those open included.
      proxy.setMode("refuse");
      const during = await round(server, "down", cookie);
      const contact = during.find(({ label }) => label === "contact");
      expect(contact?.status).toBe(503);
      for (const { label, status } of during.filter(({ label }) => label !== "home")) {
        expect(status, label).toBeGreaterThanOrEqual(label === "missing" ? 404 : 403);
      }
      const generated = await generatedIds(server);
      await server.stop({ keep: true });

      const { raw, lines, notJson } = readLog(server.logFile);
      expect(notJson).toEqual([]);
      expectCleanLog(raw, secretsOf(cookie));
      expectAccessLines(lines, [...before, ...during]);
      expectGeneratedIds(lines, generated);

      // The failed store and the failed session lookups are errors, each under its request's
      // id, with the failed query's SQL but not its parameters.
      const errorsOf = (id: string) =>
        lines.filter((line) => line.requestId === id && line.level >= 50 && line.msg !== "request");
      const [stored] = errorsOf(`down-contact-${tag}`);
      expect(stored).toMatchObject({ msg: "contact form could not be stored" });
      expect(JSON.stringify(stored)).toContain("Failed query:");
      expect(JSON.stringify(stored)).not.toContain("params");
      for (const label of ["dashboard", "save"]) {
        expect(errorsOf(`down-${label}-${tag}`).length, label).toBeGreaterThan(0);
      }
      // Failed queries that had the session token, and the client's address (the sign-in
      // rate limit's key), bound to them: the SQL is there, the values are not.
      const failedQueries = lines.map((line) => JSON.stringify(line.err ?? null));
      const failed = (pattern: RegExp) => failedQueries.some((err) => pattern.test(err));
      expect(failed(/Failed query: select .*sessions.*token/)).toBe(true);
      expect(failed(/Failed query: select .*auth_rate_limits.*key/)).toBe(true);
    }, 180_000);
  },
);
