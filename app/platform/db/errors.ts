/**
 * PostgreSQL's unique_violation (23505), however the driver wraps it (Drizzle around
 * node-postgres or PGlite); with `constraint`, only a violation of that index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === "23505") {
      return (
        constraint === undefined ||
        candidate.constraint === constraint ||
        (typeof candidate.message === "string" && candidate.message.includes(constraint))
      );
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
