import pino from "pino";
import { env } from "./env.server";

/** Structured logger: JSON in production, readable lines in development. */
export const logger = pino({
  level: env.LOG_LEVEL,
  base: undefined,
  ...(env.NODE_ENV === "development"
    ? { transport: { target: "pino-pretty", options: { colorize: true } } }
    : {}),
});
