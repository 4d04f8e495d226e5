import { asc, eq, max, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.server";

/*
 * Lists staff order by hand (the membership plans, the insurers): each row has a
 * `position`, 1..n. A move names the row and where it goes, never the numbers the
 * editor saw, and renumbers every row, so two editors moving at once both land
 * where they asked. Call these inside the write's transaction.
 */

export type OrderedTable = { table: PgTable; id: PgColumn; position: PgColumn };

/** The position after the last row, with every row locked (an insert waits for a move). */
export async function nextPosition(tx: Database, { table, id, position }: OrderedTable) {
  await tx.select({ id }).from(table).for("update");
  const [last] = await tx.select({ value: max(position) }).from(table);
  return Number(last?.value ?? 0) + 1;
}

/**
 * Puts row `rowId` at `to` (1 is first; past the end is last) and numbers all rows 1..n
 * in that order. Null when there is no such row.
 */
export async function moveToPosition(
  tx: Database,
  { table, id, position }: OrderedTable,
  rowId: string,
  to: number,
): Promise<{ from: number; to: number; total: number } | null> {
  await tx.select({ id }).from(table).for("update");
  const rows = await tx.select({ id, position }).from(table).orderBy(asc(position), asc(id));
  const from = rows.findIndex((row) => row.id === rowId);
  const moved = rows[from];
  if (!moved) return null;
  const order = rows.filter((row) => row.id !== rowId);
  const index = Math.min(Math.max(Math.trunc(to), 1), rows.length) - 1;
  order.splice(index, 0, moved);
  for (const [place, row] of order.entries()) {
    if (row.position === place + 1) continue;
    await tx
      .update(table)
      .set({ [position.name]: place + 1 } as never)
      .where(eq(id, row.id));
  }
  return { from: from + 1, to: index + 1, total: rows.length };
}

/** `updated_at = now()`, for a write's set(). */
export const now = sql`now()`;
