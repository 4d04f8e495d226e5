import { eq, like, or } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./db/client.server";
import { SLUG_MAX_LENGTH, slugify } from "./slug";

/**
 * The address `text` gives (slugify) that no row of `table` holds in `column` yet: the
 * plain one, else the same with -2, -3 … ("ana-ferreira", then "ana-ferreira-2"). Call it
 * inside the transaction that inserts the row, after locking what a concurrent insert
 * would wait on; a unique index on the column stays the last word.
 */
export async function firstFreeSlug(
  db: Database,
  { table, column }: { table: PgTable; column: PgColumn },
  text: string,
  fallback: string,
): Promise<string> {
  // Room for a "-NNN" suffix within the longest address.
  const base = (slugify(text) || fallback).slice(0, SLUG_MAX_LENGTH - 4).replace(/-+$/, "");
  const rows = await db
    .select({ slug: column })
    .from(table)
    .where(or(eq(column, base), like(column, `${base}-%`)));
  const taken = new Set(rows.map((row) => String(row.slug)));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
