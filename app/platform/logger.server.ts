import pino from "pino";
import { env } from "./env.server";

/**
 * Log calls name ids and fields, never secrets; should one slip into an object
 * (a request's headers, a form), these keys are blanked before the line is written.
 */
export const logRedaction = {
  paths: [
    "password",
    "newPassword",
    "currentPassword",
    "token",
    "secret",
    "cookie",
    "authorization",
    "*.password",
    "*.newPassword",
    "*.currentPassword",
    "*.token",
    "*.secret",
    "*.cookie",
    "*.authorization",
    "headers.cookie",
    "headers.authorization",
    "*.headers.cookie",
    "*.headers.authorization",
  ],
  censor: "[redacted]",
};

/** Structured logger: JSON in production, readable lines in development. */
export const logger = pino({
  level: env.LOG_LEVEL,
  base: undefined,
  redact: logRedaction,
  ...(env.NODE_ENV === "development"
    ? { transport: { target: "pino-pretty", options: { colorize: true } } }
    : {}),
});
