import { sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { testDatabases } from "../../tests/support/databases";
import { logRedaction, serializeError } from "./logger.server";

const SESSION_TOKEN = "k1Xq0sessionTokenZ9y8w7v6u5t4s3r2";
const CLIENT_IP = "203.0.113.58";
const SESSION_QUERY =
  'select "id", "token", "user_id" from "session" where "session"."token" = $1 limit $2';

/** A driver error as node-postgres raises it, `detail` naming the row's values. */
function pgError(): Error {
  return Object.assign(new Error("duplicate key value violates unique constraint"), {
    code: "23505",
    severity: "ERROR",
    table: "rate_limits",
    constraint: "rate_limits_pkey",
    detail: `Key (key)=(contact:${CLIENT_IP}) already exists.`,
  });
}

/** The line pino writes for one call, with the app's redaction and serializer. */
function lineFor(object: Record<string, unknown>): string {
  let line = "";
  const log = pino(
    { base: undefined, redact: logRedaction, serializers: { err: serializeError } },
    { write: (chunk: string) => void (line = chunk) },
  );
  log.error(object, "failed");
  return line;
}

describe("the err serializer on a DrizzleQueryError", () => {
  const error = new DrizzleQueryError(SESSION_QUERY, [SESSION_TOKEN, 1], pgError());

  it("keeps the SQL text and the cause's code and message, and drops the parameters", () => {
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({
      type: "DrizzleQueryError",
      message: `Failed query: ${SESSION_QUERY}`,
      query: SESSION_QUERY,
      cause: {
        type: "Error",
        message: "duplicate key value violates unique constraint",
        code: "23505",
        constraint: "rate_limits_pkey",
      },
    });
    expect(serialized).not.toHaveProperty("params");
    expect(serialized.cause).not.toHaveProperty("detail");
    // The stack stays, as one string, with the cleaned message at its head.
    expect(serialized.stack).toMatch(/^Error: Failed query: select .* limit \$2\n {4}at /);
  });

  it("writes neither the session token nor a visitor's address anywhere in the line", () => {
    const line = lineFor({ err: error });
    expect(line).not.toContain(SESSION_TOKEN);
    expect(line).not.toContain(CLIENT_IP);
    expect(line).not.toContain("params:");
    expect(line.trimEnd().split("\n")).toHaveLength(1);
    expect(JSON.parse(line)).toMatchObject({ err: { query: SESSION_QUERY } });
  });

  it("cuts parameters that run over several lines, and those of a wrapped query error", () => {
    const multiline = new DrizzleQueryError("insert into messages values ($1)", [
      `first line\n    at not a frame\nsecond line ${CLIENT_IP}`,
    ]);
    const wrapper = new Error("could not store the message", { cause: multiline });
    const line = lineFor({ err: wrapper });
    expect(line).not.toContain(CLIENT_IP);
    expect(line).not.toContain("second line");
    expect(JSON.parse(line)).toMatchObject({
      err: {
        message: "could not store the message",
        cause: { message: "Failed query: insert into messages values ($1)" },
      },
    });
  });

  it("serializes what is not an Error without its contents", () => {
    expect(serializeError({ token: SESSION_TOKEN, status: 500 })).toEqual({
      type: "Object",
      message: "(not an Error)",
      status: 500,
    });
    expect(serializeError("plain text")).toEqual({ type: "string", message: "plain text" });
  });
});

describe("the err serializer on a query that failed in the database", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await testDatabases[0]!.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("keeps the SQL and PostgreSQL's code, never the token bound to it", async () => {
    const failure = await handle.db
      .execute(sql`select * from missing_sessions where token = ${SESSION_TOKEN}`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(DrizzleQueryError);
    const line = lineFor({ err: failure });
    expect(line).not.toContain(SESSION_TOKEN);
    expect(JSON.parse(line)).toMatchObject({
      err: {
        query: "select * from missing_sessions where token = $1",
        cause: { code: "42P01", message: 'relation "missing_sessions" does not exist' },
      },
    });
  });
});

describe("redaction", () => {
  it("blanks credentials, headers and what a visitor typed into a form", () => {
    const line = JSON.parse(
      lineFor({
        headers: { cookie: `clinic.session_token=${SESSION_TOKEN}`, "set-cookie": "a=b" },
        sessionToken: SESSION_TOKEN,
        user: { password: "hunter2hunter2" },
        values: { name: "Zed Visitor", email: "zed@example.org", message: "my knee" },
        phone: "+55 11 99999-0000",
        contactPerson: "Zed Visitor",
      }),
    ) as Record<string, unknown>;
    expect(line).toMatchObject({
      headers: { cookie: "[redacted]", "set-cookie": "[redacted]" },
      sessionToken: "[redacted]",
      user: { password: "[redacted]" },
      values: { name: "[redacted]", email: "[redacted]", message: "[redacted]" },
      phone: "[redacted]",
      contactPerson: "[redacted]",
    });
  });
});
