import pino, { type Logger } from "pino";

/* A logger whose lines a test can read, for the code paths that only log. */

export type LogLine = { level: number; msg: string; [key: string]: unknown };

/** pino's numeric levels. */
export const INFO_LEVEL = 30;
export const WARN_LEVEL = 40;
export const ERROR_LEVEL = 50;

export function capturingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino(
    { level: "trace" },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  return { logger, lines };
}
