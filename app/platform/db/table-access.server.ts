import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Which tables a piece of work read and wrote, seen from the SQL it sent: every query
 * goes through Drizzle, whose logger hook (db/client.server.ts) passes each statement
 * here. The page cache tags a stored page with the tables its render read, and a staff
 * save drops only the pages that read a table it wrote (docs/decisions/006). Reading it
 * from the SQL, rather than asking each query to say, means a new query cannot forget.
 */
export type TableAccess = {
  /** Present while a page is rendered for the cache. */
  read?: Set<string>;
  written: Set<string>;
};

const storage = new AsyncLocalStorage<TableAccess>();

/** Runs `work` (and everything it starts) noting the tables its statements touch in `access`. */
export function trackTableAccess<T>(access: TableAccess, work: () => T): T {
  return storage.run(access, work);
}

/** The tables written so far by the work being tracked; null outside tracked work. */
export function tablesWrittenSoFar(): ReadonlySet<string> | null {
  return storage.getStore()?.written ?? null;
}

/**
 * Counts `tables` as read by the work being tracked: for a value kept in memory across
 * requests (rememberUntilContentChange), whose statements ran once, in another request.
 */
export function noteTablesRead(tables: Iterable<string>): void {
  const read = storage.getStore()?.read;
  if (!read) return;
  for (const table of tables) read.add(table);
}

/**
 * Runs a read whose answer can change only with a write to `tables`, though it reads a
 * table written more often for other reasons: the tracked work counts `tables` as read
 * instead, so a page that shows the answer is not dropped by those other writes.
 */
export async function readCountedAs<T>(
  tables: Iterable<string>,
  read: () => PromiseLike<T>,
): Promise<T> {
  const result = await storage.run({ read: new Set(), written: new Set() }, () =>
    Promise.resolve(read()),
  );
  noteTablesRead(tables);
  return result;
}

/** Drizzle's logger hook: notes the statement's tables in the tracked work, if any. */
export function noteStatement(statement: string): void {
  const access = storage.getStore();
  if (!access) return;
  const { read, written } = tablesOfStatement(statement);
  for (const table of written) access.written.add(table);
  if (access.read) for (const table of read) access.read.add(table);
}

// A table named after FROM/JOIN (read) or INSERT INTO/UPDATE/DELETE FROM (written),
// quoted or not, with or without its schema. Words that are not tables ("do update set",
// "extract(year from created_at)") come along too; they match no table, so they only
// ever cost a comparison.
const READ = /\b(?:from|join)\s+(?:"?\w+"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
const WRITTEN = /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The tables a statement reads and writes, as named in its text (lower case). */
export function tablesOfStatement(statement: string): { read: string[]; written: string[] } {
  const names = (pattern: RegExp) =>
    [...statement.matchAll(pattern)].map((match) => match[1]!.toLowerCase());
  return { read: names(READ), written: names(WRITTEN) };
}
