import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { openDatabase, type DatabaseOptions } from "../../app/platform/db/client.server";
import { contactMessages, images, outboxEmails } from "../../app/platform/db/schema";
import { createS3Storage } from "../../app/platform/storage/s3-storage.server";
import { openRow } from "../../app/features/inbox/index.server";
import {
  createMessageCipher,
  parseMessageKeys,
} from "../../app/platform/message-encryption.server";
import { createPostgresDatabase } from "../../tests/support/databases";
import { copyMigratedPglite } from "../../tests/support/migrated-pglite";
import { startFaultyProxy } from "../../tests/support/faulty-proxy";
import { s3StorageEnv, startS3Server, type S3TestServer } from "../../tests/support/s3-server";
import { startHangingServer, startSmtpServer } from "../../tests/support/smtp-server";
import {
  createAccountWithCli,
  freePort,
  isolatedServerEnv,
  signInThroughForm,
  startServerProcess,
  type ServerProcess,
} from "./server-process";

/*
 * What a visitor and the staff see when things break, measured on real server processes:
 * a mail server that refuses or hangs, a server killed mid-write, PostgreSQL dropping
 * its connections, a restart under load, an instance that misses change notices, an
 * object store that refuses or hangs. The fault suite (tests/integration/faults.test.ts)
 * runs each at a small scale and asserts; `npm run bench:faults` runs them larger and
 * records the figures (docs/benchmarks.md). The production build must exist.
 */

export type Driver = "pglite" | "postgres";

/** A database for a scenario's servers, and how the scenario reads it afterwards. */
export type ScenarioDatabase = {
  env: NodeJS.ProcessEnv;
  options: DatabaseOptions;
  cleanup(): Promise<void>;
};

/**
 * Migrated already (a copy of a migrated template or cluster): what a scenario breaks comes
 * after the server's first start, whose initdb and migrations would only add seconds.
 */
export async function scenarioDatabase(driver: Driver, workDir: string): Promise<ScenarioDatabase> {
  if (driver === "postgres") {
    const database = await createPostgresDatabase({ migrated: true });
    return {
      env: { DATABASE_URL: database.url },
      options: { driver: "postgres", url: database.url },
      cleanup: () => database.drop(),
    };
  }
  const dataDir = path.join(workDir, "pglite");
  await copyMigratedPglite(dataDir);
  return {
    env: { PGLITE_DATA_DIR: dataDir },
    options: { driver: "pglite", dataDir },
    cleanup: async () => {},
  };
}

/** The scenarios' servers seal messages with this key; readStore opens them with it. */
const messageKeys = `faults:${randomBytes(32).toString("base64url")}`;
const messageCipher = createMessageCipher(parseMessageKeys(messageKeys));

/** What every scenario's server shares: JSON logs to read, its key, quick outbox retries. */
function baseEnv(database: ScenarioDatabase): NodeJS.ProcessEnv {
  return {
    ...database.env,
    SEED_DEMO_CONTENT: "false",
    LOG_LEVEL: "info",
    MESSAGE_ENCRYPTION_KEYS: messageKeys,
    OUTBOX_RETRY_BASE_MS: "200",
    OUTBOX_IDLE_MS: "100",
    OUTBOX_LEASE_MS: "2000",
  };
}

let clientCounter = 0;

/** A client address of its own for each post: the rate limit is not under test here. */
function nextClientIp(): string {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

export type Post = { token: string; key: string };

export function newPost(label: string): Post {
  return {
    token: `${label}-${randomBytes(6).toString("hex")}`,
    key: randomBytes(16).toString("hex"),
  };
}

export type Answer =
  { status: number; ms: number; connectionClose: boolean } | { error: string; ms: number };

/** A contact message as a browser without JavaScript posts it, carrying its one-time key. */
export async function postContact(
  url: string,
  post: Post,
  { agent, timeoutMs = 30_000 }: { agent?: http.Agent; timeoutMs?: number } = {},
): Promise<Answer> {
  const body = new URLSearchParams({
    name: "Fault Test",
    email: "fault@example.com",
    message: `Fault test message ${post.token}`,
    submissionKey: post.key,
  }).toString();
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/contact`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": nextClientIp(),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            connectionClose: response.headers.connection === "close",
          }),
        );
        // A server killed while it sends the body: the request's "error" and timeout no
        // longer fire once the answer has begun, so the cut answer is reported from here.
        const cut = () => resolve({ error: "answer cut off", ms: performance.now() - started });
        response.on("error", cut);
        response.on("close", () => {
          if (!response.complete) cut();
        });
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, ms: performance.now() - started }),
    );
    // An answer that never comes is a finding, not a reason to wait for ever.
    request.setTimeout(timeoutMs, () => request.destroy(new Error("no answer in time")));
    request.end(body);
  });
}

const acknowledged = (answer: Answer) => "status" in answer && answer.status === 200;

/** The stored messages by their token (how many rows each), and the outbox's rows by status. */
export async function readStore(options: DatabaseOptions) {
  const handle = await openDatabase(options);
  try {
    const rows = await handle.db.select().from(contactMessages);
    const stored = new Map<string, number>();
    for (const row of rows) {
      const token = /Fault test message (\S+)/.exec(
        openRow("contact_messages", row, messageCipher).message,
      )?.[1];
      if (token) stored.set(token, (stored.get(token) ?? 0) + 1);
    }
    const outbox = await handle.db
      .select({ status: outboxEmails.status, subjectId: outboxEmails.subjectId })
      .from(outboxEmails);
    const deliveries = rows.map((row) => row.deliveryStatus);
    return { stored, outbox, deliveries, rows: rows.length };
  } finally {
    await handle.close();
  }
}

function countBy<T extends string>(values: readonly T[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/**
 * Waits for a condition; one not met in time throws, naming the step and ending with
 * the server's last log lines, so a slow or stuck scenario says where it stood.
 */
async function until(
  step: string | (() => string),
  check: () => boolean | Promise<boolean>,
  { timeoutMs, server }: { timeoutMs: number; server?: { logFile: string } },
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (await check()) return;
  let tail = "";
  try {
    if (server) tail = readFileSync(server.logFile, "utf8").split("\n").slice(-15).join("\n");
  } catch {
    tail = "(no server log)";
  }
  const what = typeof step === "string" ? step : step();
  throw new Error(`Not reached within ${timeoutMs / 1000} s: ${what}\n${tail}`);
}

/** The JSON lines of a server's log with this message. */
export function logLines(server: { logFile: string }, msg: string): Record<string, unknown>[] {
  return readFileSync(server.logFile, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === msg);
}

/** Clinic notices (one .eml file each) in a server's outbox directory, by reference. */
function noticesIn(outboxDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir);
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(outboxDir, file), "utf8"))
    .map((mail) => /New contact message \(ref ([0-9a-f]{8})\)/.exec(mail)?.[1] ?? "")
    .filter(Boolean);
}

export type DeliveryFigures = {
  posted: number;
  acknowledged: number;
  stored: number;
  duplicates: number;
  mailsSent: number;
  mailsFailed: number;
  slowestAnswerMs: number;
  secondsToRecover: number | null;
};

type Workspace = { workDir: string; database: ScenarioDatabase; servers: ServerProcess[] };

async function withWorkspace<T>(driver: Driver, run: (space: Workspace) => Promise<T>): Promise<T> {
  const workDir = mkdtempSync(path.join(tmpdir(), "clinic-faults-"));
  const database = await scenarioDatabase(driver, workDir);
  const space: Workspace = { workDir, database, servers: [] };
  try {
    return await run(space);
  } finally {
    await Promise.all(space.servers.map((server) => server.kill()));
    await database.cleanup();
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function start(space: Workspace, env: NodeJS.ProcessEnv, workDir = space.workDir) {
  const server = await startServerProcess({ workDir, env: { ...baseEnv(space.database), ...env } });
  space.servers.push(server);
  return server;
}

/**
 * Loads the contact page once before the posts whose answers are timed: a new process
 * loads and compiles code on its first request, a second or more on a busy machine, and
 * that is not what their bound measures (whether a post waits for the mail server).
 */
async function warmUp(server: ServerProcess): Promise<void> {
  const page = await fetch(`${server.url}/contact`);
  await page.arrayBuffer();
  if (!page.ok) throw new Error(`the contact page answered ${page.status} before the posts`);
}

/** Posts one after another in `senders` parallel streams until `count` were sent. */
async function postMany(url: string, count: number, senders = 4, label = "post") {
  const results: { post: Post; answer: Answer }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: senders }, async () => {
      while (next < count) {
        next += 1;
        const post = newPost(label);
        results.push({ post, answer: await postContact(url, post) });
      }
    }),
  );
  return results;
}

/**
 * The mail server refuses connections, then comes back: every post is answered at once
 * and stored, the notices wait in the outbox, and once the server is back every one is
 * delivered, once.
 */
export async function smtpRefusingThenBack(
  driver: Driver,
  count: number,
): Promise<DeliveryFigures> {
  return withWorkspace(driver, async (space) => {
    const port = await freePort();
    const server = await start(space, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_TIMEOUT_MS: "1000",
    });
    await warmUp(server);
    const results = await postMany(server.url, count);
    // Let the sender fail at least once on every notice.
    await until(
      `every notice failed once (${count})`,
      () => logLines(server, "outbox e-mail failed; will retry").length >= count,
      { timeoutMs: 20_000, server },
    );
    const smtp = await startSmtpServer({ port });
    const back = Date.now();
    try {
      await until(
        `the mail server received ${count} notices`,
        () => smtp.received.length >= count,
        {
          timeoutMs: 60_000,
          server,
        },
      );
      const secondsToRecover = (Date.now() - back) / 1000;
      // Received, then recorded as sent: wait for the records rather than a fixed while.
      await until(
        `${count} notices recorded as sent`,
        () => logLines(server, "outbox e-mail sent").length >= count,
        { timeoutMs: 30_000, server },
      );
      await server.stop({ keep: true });
      const store = await readStore(space.database.options);
      const refs = smtp.received.map(
        (mail) => /\(ref ([0-9a-f]{8})\)/.exec(mail.headers)?.[1] ?? "",
      );
      const statuses = countBy(store.outbox.map((row) => row.status));
      return {
        posted: results.length,
        acknowledged: results.filter(({ answer }) => acknowledged(answer)).length,
        stored: [...store.stored.values()].reduce((sum, n) => sum + n, 0),
        duplicates: refs.length - new Set(refs).size,
        mailsSent: statuses.sent ?? 0,
        mailsFailed: statuses.failed ?? 0,
        slowestAnswerMs: Math.max(...results.map(({ answer }) => answer.ms)),
        secondsToRecover,
      };
    } finally {
      await smtp.close();
    }
  });
}

/**
 * How long the sender waits on the hanging mail server before it gives up (one notice at
 * a time). A post that waited for it would take at least this long; warmed up (warmUp),
 * a post is answered in well under half of it on a busy machine.
 */
export const HANGING_SMTP_TIMEOUT_MS = 3_000;

/**
 * The mail server takes connections and never answers: posts are still answered at
 * once; the notices are retried until their time is up and then marked failed, where
 * staff see them.
 */
export async function smtpHanging(
  driver: Driver,
  count: number,
  { smtpTimeoutMs = HANGING_SMTP_TIMEOUT_MS }: { smtpTimeoutMs?: number } = {},
): Promise<DeliveryFigures> {
  return withWorkspace(driver, async (space) => {
    const hanging = await startHangingServer();
    try {
      const server = await start(space, {
        SMTP_URL: `smtp://127.0.0.1:${hanging.port}`,
        // Long, so a post that waited for the mail server would show it plainly.
        SMTP_TIMEOUT_MS: String(smtpTimeoutMs),
        OUTBOX_MAX_AGE_MS: "2000",
      });
      await warmUp(server);
      const started = Date.now();
      const results = await postMany(server.url, count);
      await until(
        `every notice failed for good (${count})`,
        () => logLines(server, "outbox e-mail failed for good").length >= count,
        { timeoutMs: count * smtpTimeoutMs + 30_000, server },
      );
      const secondsToFail = (Date.now() - started) / 1000;
      await server.stop({ keep: true });
      const store = await readStore(space.database.options);
      const statuses = countBy(store.outbox.map((row) => row.status));
      const deliveries = countBy(store.deliveries);
      return {
        posted: results.length,
        acknowledged: results.filter(({ answer }) => acknowledged(answer)).length,
        stored: [...store.stored.values()].reduce((sum, n) => sum + n, 0),
        duplicates: [...store.stored.values()].filter((n) => n > 1).length,
        mailsSent: statuses.sent ?? 0,
        mailsFailed: Math.min(statuses.failed ?? 0, deliveries.failed ?? 0),
        slowestAnswerMs: Math.max(...results.map(({ answer }) => answer.ms)),
        secondsToRecover: secondsToFail,
      };
    } finally {
      await hanging.close();
    }
  });
}

export type CrashFigures = DeliveryFigures & {
  /** Posts answered with an error or no answer, sent again with their key after the restart. */
  resent: number;
};

/**
 * While messages stream in, the server is killed (kill -9) and started again on the same
 * data; every post that got no acknowledgement is sent again with its key. Nothing
 * acknowledged is lost, nothing is stored twice, and every notice goes out.
 */
export async function killedMidWrite(
  driver: Driver,
  { senders, beforeKill }: { senders: number; beforeKill: number },
): Promise<CrashFigures> {
  return withWorkspace(driver, async (space) => {
    let server = await start(space, {});
    const outboxDir = server.env.OUTBOX_DIR ?? "";
    const results: { post: Post; answer: Answer }[] = [];
    let killed = false;
    const sender = async () => {
      while (!killed) {
        const post = newPost("crash");
        const answer = await postContact(server.url, post);
        results.push({ post, answer });
      }
    };
    const streams = Array.from({ length: senders }, sender);
    await until(
      `${beforeKill} posts acknowledged before the kill`,
      () => results.filter(({ answer }) => acknowledged(answer)).length >= beforeKill,
      { timeoutMs: 60_000, server },
    );
    killed = true;
    await server.kill();
    await Promise.all(streams);

    server = await start(space, {}, space.workDir);
    const restarted = Date.now();
    const unanswered = results.filter(({ answer }) => !acknowledged(answer));
    for (const { post } of unanswered) {
      let again: Answer | undefined;
      await until(
        () => `a post sent again is acknowledged (last answer: ${JSON.stringify(again)})`,
        async () => acknowledged((again = await postContact(server.url, post))),
        { timeoutMs: 30_000, server },
      );
    }
    // Every post is stored once in the end (acknowledged, or sent again): wait for each
    // one's notice in the outbox directory.
    await until(
      `a notice for each of the ${results.length} posts`,
      () => new Set(noticesIn(outboxDir)).size >= results.length,
      { timeoutMs: 60_000, server },
    );
    const secondsToRecover = (Date.now() - restarted) / 1000;
    await server.stop({ keep: true });
    const store = await readStore(space.database.options);
    const notices = noticesIn(outboxDir);
    const statuses = countBy(store.outbox.map((row) => row.status));
    const ackedTokens = results
      .filter(({ answer }) => acknowledged(answer))
      .map(({ post }) => post.token);
    const lost = ackedTokens.filter((token) => !store.stored.has(token)).length;
    return {
      posted: results.length,
      acknowledged: ackedTokens.length,
      stored: [...store.stored.values()].reduce((sum, n) => sum + n, 0),
      duplicates: [...store.stored.values()].filter((n) => n > 1).length + lost * 1000,
      mailsSent: Math.min(statuses.sent ?? 0, new Set(notices).size),
      mailsFailed: statuses.failed ?? 0,
      slowestAnswerMs: 0,
      secondsToRecover,
      resent: unanswered.length,
    };
  });
}

export type ConnectionFigures = DeliveryFigures & {
  /** Posts answered with a 5xx although they had been stored (must be none). */
  errorsAfterStore: number;
  resent: number;
};

/**
 * PostgreSQL drops every connection of the server, again and again, while messages
 * stream in: a post is never answered with an error once stored, and posts sent again
 * with their key after an error are stored exactly once.
 */
export async function connectionsTerminated({
  senders,
  posts,
  terminations,
}: {
  senders: number;
  posts: number;
  terminations: number;
}): Promise<ConnectionFigures> {
  return withWorkspace("postgres", async (space) => {
    const server = await start(space, {});
    const url = (space.database.options as { url: string }).url;
    const results: { post: Post; answer: Answer }[] = [];
    let next = 0;
    const streams = Array.from({ length: senders }, async () => {
      while (next < posts) {
        next += 1;
        const post = newPost("pg");
        results.push({ post, answer: await postContact(server.url, post) });
      }
    });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (let n = 0; n < terminations; n += 1) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
        );
      }
    } finally {
      await admin.end();
    }
    await Promise.all(streams);
    const failed = results.filter(({ answer }) => !acknowledged(answer));
    const before = await readStore(space.database.options);
    const errorsAfterStore = failed.filter(({ post }) => before.stored.has(post.token)).length;
    const restartedAt = Date.now();
    for (const { post } of failed) {
      await until(
        "a post sent again after an error is acknowledged",
        async () => acknowledged(await postContact(server.url, post)),
        { timeoutMs: 20_000, server },
      );
    }
    const secondsToRecover = (Date.now() - restartedAt) / 1000;
    const store = await readStore(space.database.options);
    const statuses = countBy(store.outbox.map((row) => row.status));
    await until(
      "every notice sent",
      async () => {
        const now = await readStore(space.database.options);
        return now.outbox.every((row) => row.status === "sent");
      },
      { timeoutMs: 30_000, server },
    );
    const sent = countBy((await readStore(space.database.options)).outbox.map((row) => row.status));
    return {
      posted: results.length,
      acknowledged: results.length - failed.length,
      stored: [...store.stored.values()].reduce((sum, n) => sum + n, 0),
      duplicates: [...store.stored.values()].filter((n) => n > 1).length,
      mailsSent: sent.sent ?? 0,
      mailsFailed: statuses.failed ?? 0,
      slowestAnswerMs: Math.max(...results.map(({ answer }) => answer.ms)),
      secondsToRecover,
      errorsAfterStore,
      resent: failed.length,
    };
  });
}

export type DrainFigures = {
  /** Requests sent before /readyz said "draining", and after (all of them answered). */
  answeredBeforeSignal: number;
  answeredWhileDraining: number;
  /** Answers that closed their connection (the requests in flight when the drain began). */
  answeredAndClosed: number;
  /** New connections refused once the listener closed (a proxy sends those elsewhere). */
  refusedConnections: number;
  /** Requests written on an open connection that got no answer (a reset): must be none. */
  failedRequests: number;
  /** Their error codes. */
  errors: string[];
  /** Answers to requests sent while draining that did not close their connection: must be none. */
  keptAlive: number;
  healthWhileDraining: number | null;
  exitCode: number | null;
  secondsToExit: number;
  logSteps: string[];
};

/**
 * SIGTERM while a client keeps posting over kept-alive connections (as a proxy's
 * upstream pool does): every request written is answered, each answer while draining
 * closes its connection, /readyz says 503, and the process exits 0.
 */
export async function drainUnderLoad(
  driver: Driver,
  { clients, secondsBefore }: { clients: number; secondsBefore: number },
): Promise<DrainFigures> {
  return withWorkspace(driver, async (space) => {
    const server = await start(space, { SHUTDOWN_GRACE_MS: "5000" });
    const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
    // Set once /readyz says the server is draining: every request sent from then on
    // must be answered with its connection closed.
    let draining = false;
    let stopping = false;
    const figures = {
      before: 0,
      during: 0,
      closed: 0,
      refused: 0,
      keptAlive: 0,
      errors: [] as string[],
    };
    const loop = async () => {
      while (!stopping) {
        const sentWhileDraining = draining;
        const answer = await postContact(server.url, newPost("drain"), { agent });
        if ("status" in answer) {
          if (answer.connectionClose) figures.closed += 1;
          if (sentWhileDraining) {
            figures.during += 1;
            if (!answer.connectionClose) figures.keptAlive += 1;
          } else {
            figures.before += 1;
          }
        } else if (answer.error === "ECONNREFUSED") {
          // A new connection after the listener closed: a proxy sends it elsewhere.
          figures.refused += 1;
          stopping = true;
        } else {
          figures.errors.push(answer.error);
        }
      }
    };
    const loops = Array.from({ length: clients }, loop);
    await new Promise((resolve) => setTimeout(resolve, secondsBefore * 1000));
    // A readiness check on a connection kept alive from before the signal.
    const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await httpGet(`${server.url}/readyz`, healthAgent);
    const signalledAt = Date.now();
    server.signal("SIGTERM");
    let health = await httpGet(`${server.url}/readyz`, healthAgent);
    while (health === 200 && Date.now() - signalledAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      health = await httpGet(`${server.url}/readyz`, healthAgent);
    }
    draining = true;
    const exit = await server.exit;
    stopping = true;
    await Promise.all(loops);
    agent.destroy();
    healthAgent.destroy();
    const steps = readFileSync(server.logFile, "utf8")
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => String((JSON.parse(line) as { msg?: string }).msg ?? ""))
      .filter((msg) => msg.startsWith("shutdown"));
    return {
      answeredBeforeSignal: figures.before,
      answeredWhileDraining: figures.during,
      answeredAndClosed: figures.closed,
      refusedConnections: figures.refused,
      failedRequests: figures.errors.length,
      errors: figures.errors,
      keptAlive: figures.keptAlive,
      healthWhileDraining: health,
      exitCode: exit.code,
      secondsToExit: (Date.now() - signalledAt) / 1000,
      logSteps: steps,
    };
  });
}

function httpGet(url: string, agent: http.Agent): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? null));
      // An answer cut off midway counts as none (and must not leave the wait hanging).
      response.on("error", () => resolve(null));
      response.on("close", () => {
        if (!response.complete) resolve(null);
      });
    });
    request.on("error", () => resolve(null));
  });
}

export type StorageOutageFigures = {
  /** Per mode ("refuse", "hang"): what an image request, a page and an upload answered, and how fast. */
  outage: Record<
    "refuse" | "hang",
    {
      image: { status: number | null; retryAfter: string | null; ms: number };
      page: { status: number; ms: number };
      upload: { status: number; message: string; ms: number };
    }
  >;
  /** After the store is back: the image that failed is served, a new upload works. */
  imageAfter: number;
  uploadAfter: number;
  /** Objects in the bucket that no image refers to (a failed upload's leftovers): must be none. */
  orphans: number;
};

const STORAGE_EDITOR = {
  email: "editor@faults.example.com",
  password: "fault-suite-passphrase-41",
};

/**
 * The object store refuses connections, then hangs, then comes back: an image request
 * is answered 503 with Retry-After within the store's deadline (never held), pages
 * still render, an upload says it could not be saved, and once the store is back
 * everything works with nothing left behind.
 */
export async function storageOutage(driver: Driver): Promise<StorageOutageFigures> {
  const bucket = await startS3Server();
  const endpoint = new URL(bucket.endpoint);
  const proxy = await startFaultyProxy({ host: endpoint.hostname, port: Number(endpoint.port) });
  try {
    return await withWorkspace(driver, async (space) => {
      const storageEnv: NodeJS.ProcessEnv = {
        ...s3StorageEnv(bucket, proxy.url),
        S3_TIMEOUT_MS: "1000",
      };
      // The CLI opens the database the server will use: before the server, for PGlite's lock.
      await createAccountWithCli(
        { ...isolatedServerEnv(space.workDir, 0), ...baseEnv(space.database) },
        { ...STORAGE_EDITOR, role: "content_editor" },
      );
      const server = await start(space, storageEnv);
      const cookie = await signInThroughForm(server.url, STORAGE_EDITOR);
      const upload = async (name: string) => {
        const started = performance.now();
        const response = await fetch(`${server.url}/admin/media/upload`, {
          method: "POST",
          headers: { cookie },
          body: await imageForm(name),
        });
        const body = (await response.json()) as { message?: string; image?: { url: string } };
        return { status: response.status, body, ms: performance.now() - started };
      };
      const first = await upload("before.png");
      if (first.status !== 201 || !first.body.image) {
        throw new Error(`the upload before the outage answered ${first.status}`);
      }
      const imagePath = new URL(first.body.image.url, server.url).pathname;

      const outage = {} as StorageOutageFigures["outage"];
      for (const mode of ["refuse", "hang"] as const) {
        proxy.setMode(mode);
        const imageStarted = performance.now();
        const image = await fetch(`${server.url}${imagePath}`);
        await image.arrayBuffer();
        const imageMs = performance.now() - imageStarted;
        const pageStarted = performance.now();
        const page = await fetch(`${server.url}/services`);
        await page.text();
        const pageMs = performance.now() - pageStarted;
        const failed = await upload(`${mode}.png`);
        outage[mode] = {
          image: {
            status: image.status,
            retryAfter: image.headers.get("retry-after"),
            ms: imageMs,
          },
          page: { status: page.status, ms: pageMs },
          upload: { status: failed.status, message: failed.body.message ?? "", ms: failed.ms },
        };
      }

      proxy.setMode("pass");
      const imageAfter = (await fetch(`${server.url}${imagePath}`)).status;
      const uploadAfter = (await upload("after.png")).status;
      await server.stop({ keep: true });
      const orphans = await orphanedObjects(space.database.options, bucket);
      return { outage, imageAfter, uploadAfter, orphans };
    });
  } finally {
    await proxy.close();
    await bucket.close();
  }
}

async function imageForm(name: string): Promise<FormData> {
  const image = await sharp({
    create: { width: 48, height: 32, channels: 3, background: "#0f766e" },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(image)], { type: "image/png" }), name);
  form.append("altText_en", `Fault suite image ${name}`);
  return form;
}

/** The bucket's objects that no image row refers to, read straight from the store. */
async function orphanedObjects(options: DatabaseOptions, bucket: S3TestServer): Promise<number> {
  const store = createS3Storage({
    bucket: bucket.bucket,
    endpoint: bucket.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey },
  });
  const handle = await openDatabase(options);
  try {
    const rows = await handle.db.select({ filePath: images.filePath }).from(images);
    let orphans = 0;
    for await (const key of store.list()) {
      if (!rows.some((row) => key === row.filePath || key.startsWith(`${row.filePath}.`))) {
        orphans += 1;
      }
    }
    return orphans;
  } finally {
    await handle.close();
  }
}
