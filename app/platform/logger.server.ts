import pino from "pino";
import { env } from "./env.server";
import { requestContext } from "./request-context.server";

/** Keys that hold credentials wherever they appear. */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "sessionToken",
  "accessToken",
  "refreshToken",
  "idToken",
  "secret",
  "cookie",
  "authorization",
  '["set-cookie"]',
];

/** What a visitor types into the public forms (app/features/inbox/inbox-forms.ts). */
const PERSONAL_KEYS = [
  "name",
  "email",
  "phone",
  "message",
  "company",
  "companyName",
  "contactPerson",
];

/**
 * Where a form's values would sit in a log call. Not `*.message`: that would also
 * blank every error's message (`err.message`).
 */
const FORM_CONTAINERS = ["values", "fields", "body", "data", "submission", "formData", "input"];

const HEADER_KEYS = ["cookie", "authorization", '["set-cookie"]'];

const member = (parent: string, key: string) =>
  key.startsWith("[") ? `${parent}${key}` : `${parent}.${key}`;

/**
 * Log calls name ids and fields, never secrets or what visitors typed; should one slip
 * into an object (a request's headers, a form), these keys are blanked before the line
 * is written.
 */
export const logRedaction = {
  paths: [
    ...SECRET_KEYS,
    ...SECRET_KEYS.map((key) => member("*", key)),
    ...HEADER_KEYS.flatMap((key) => [member("headers", key), member("*.headers", key)]),
    // Top-level `name` and `email` stay: lines name an uploaded file, or a staff account.
    ...PERSONAL_KEYS.filter((key) => key !== "name" && key !== "email"),
    ...FORM_CONTAINERS.flatMap((container) => PERSONAL_KEYS.map((key) => `${container}.${key}`)),
  ],
  censor: "[redacted]",
};

/** An error as a log line carries it: what happened and where, never the data involved. */
export type SerializedError = {
  type: string;
  message: string;
  stack?: string;
  /** A failed query's SQL text (placeholders, not values). */
  query?: string;
  cause?: SerializedError;
  errors?: SerializedError[];
  [field: string]: unknown;
};

/**
 * Error fields worth keeping: codes and names of things, never values. Not pg's
 * `detail` ("Key (email)=(…) already exists") nor Drizzle's `params`.
 */
const KEPT_FIELDS = [
  "code",
  "errno",
  "syscall",
  "status",
  "statusCode",
  "severity",
  "table",
  "column",
  "constraint",
  "routine",
] as const;

/**
 * Drizzle's DrizzleQueryError says "Failed query: <sql>\nparams: <values>" in its
 * message (and so its stack): in a message the values run to its end, in a stack to
 * the first frame (a stack whose message was cleaned first has none left).
 */
const withoutParams = (message: string) => message.replace(/\nparams: [\s\S]*$/, "");
const stackWithoutParams = (stack: string) =>
  stack.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, "");

const MAX_CAUSE_DEPTH = 5;

function isErrorLike(value: unknown): value is Error & Record<string, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { message?: unknown }).message === "string"
  );
}

/**
 * pino's `err` serializer, stricter than its standard one: a fixed set of fields
 * (enumerable properties can hold anything, Drizzle's `params` the session token or
 * a visitor's IP address), query parameters cut from messages and stacks, and each
 * cause serialized the same way.
 */
export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!isErrorLike(value)) {
    if (typeof value === "object" && value !== null) {
      const status = (value as { status?: unknown }).status;
      return {
        type: value.constructor?.name ?? "Object",
        message: "(not an Error)",
        ...(typeof status === "number" ? { status } : {}),
      };
    }
    return { type: typeof value, message: withoutParams(String(value)) };
  }
  const isQueryError = typeof value.query === "string" && Array.isArray(value.params);
  const message =
    isQueryError && value.message.startsWith(`Failed query: ${String(value.query)}\nparams: `)
      ? `Failed query: ${String(value.query)}`
      : withoutParams(value.message);
  const serialized: SerializedError = {
    type:
      typeof value.constructor === "function" && value.constructor.name
        ? value.constructor.name
        : String(value.name),
    message,
  };
  if (typeof value.stack === "string") {
    // The stack repeats the message: put the cleaned one in its place first.
    serialized.stack = stackWithoutParams(value.stack.split(value.message).join(message));
  }
  if (isQueryError) serialized.query = String(value.query);
  for (const field of KEPT_FIELDS) {
    const kept = value[field];
    if (typeof kept === "string" || typeof kept === "number") serialized[field] = kept;
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (value.cause !== undefined) serialized.cause = serializeError(value.cause, depth + 1);
    if (Array.isArray(value.errors)) {
      serialized.errors = value.errors.map((inner: unknown) => serializeError(inner, depth + 1));
    }
  }
  return serialized;
}

/**
 * Structured logger: one JSON object a line in production, readable lines in development.
 * Lines are written synchronously: with pino's default buffered writer, the lines logged
 * just before `process.exit` (the end of a drain, a failed start) were flushed on the
 * main thread while an earlier one was still being written by a worker, so the log an
 * operator reads after a restart could come out of order. A line is a few hundred
 * bytes, one write call each; bench:load's figures are measured with it.
 */
export const logger = pino(
  {
    level: env.LOG_LEVEL,
    base: undefined,
    redact: logRedaction,
    serializers: { err: serializeError, error: serializeError },
    // Every line written while a request is answered names it (server/app.ts sets the id).
    mixin() {
      const requestId = requestContext()?.requestId;
      return requestId ? { requestId } : {};
    },
    ...(env.NODE_ENV === "development"
      ? { transport: { target: "pino-pretty", options: { colorize: true } } }
      : {}),
  },
  env.NODE_ENV === "development" ? undefined : pino.destination({ dest: 1, sync: true }),
);
