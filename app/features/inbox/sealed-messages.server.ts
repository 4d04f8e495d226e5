import { asc, eq, gt, lt } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { contactMessages, partnershipRequests } from "~/platform/db/schema";
import { logger } from "~/platform/logger.server";
import { messageCipher, type MessageCipher } from "~/platform/message-encryption.server";

/**
 * The columns of patients' messages that say who wrote and what: encrypted before
 * they are stored and decrypted when staff read them (app/platform/message-encryption.server.ts).
 * Service, language, delivery status and dates stay readable for lists and counts.
 */
const sealedColumns = {
  contact_messages: ["name", "email", "phone", "message"],
  partnership_requests: ["companyName", "contactPerson", "email", "phone", "message"],
} as const;

export type SealedTable = keyof typeof sealedColumns;

/** What a value that cannot be decrypted (its key was removed too early) shows instead. */
export const UNREADABLE = "(cannot be decrypted: its key is missing — see docs/deployment.md)";

/** The row with its sealed columns encrypted (strings only; nulls stay null). */
export function sealRow<Row extends object>(
  table: SealedTable,
  row: Row,
  cipher: MessageCipher = messageCipher(),
): Row {
  const sealed = { ...row } as Record<string, unknown>;
  for (const column of sealedColumns[table]) {
    const value = sealed[column];
    if (typeof value === "string") sealed[column] = cipher.encrypt(value, `${table}.${column}`);
  }
  return sealed as Row;
}

/** The row with its sealed columns decrypted; a value that cannot be is shown as UNREADABLE. */
export function openRow<Row extends object>(
  table: SealedTable,
  row: Row,
  cipher: MessageCipher = messageCipher(),
): Row {
  const opened = { ...row } as Record<string, unknown>;
  for (const column of sealedColumns[table]) {
    const value = opened[column];
    if (typeof value !== "string") continue;
    try {
      opened[column] = cipher.decrypt(value, `${table}.${column}`);
    } catch (error) {
      logger.error({ err: error, table, column }, "could not decrypt a stored message");
      opened[column] = UNREADABLE;
    }
  }
  return opened as Row;
}

const tables = { contact_messages: contactMessages, partnership_requests: partnershipRequests };
const BATCH = 200;

/**
 * Encrypts values stored before encryption existed and re-encrypts those under an
 * older key with the current one, in batches; returns how many rows changed. Runs at
 * start in the background; values that cannot be decrypted are left as they are.
 */
export async function reencryptStaleMessages(
  db: Database,
  cipher: MessageCipher = messageCipher(),
): Promise<number> {
  let changed = 0;
  for (const table of Object.keys(sealedColumns) as SealedTable[]) {
    const source = tables[table];
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      const rows: Record<string, unknown>[] = await db
        .select()
        .from(source)
        .where(gt(source.id, after))
        .orderBy(asc(source.id))
        .limit(BATCH);
      for (const row of rows) {
        const stale = sealedColumns[table].filter((column) => {
          const value = row[column];
          return typeof value === "string" && cipher.isStale(value);
        });
        if (stale.length === 0) continue;
        const update: Record<string, string> = {};
        try {
          for (const column of stale) {
            const plaintext = cipher.decrypt(row[column] as string, `${table}.${column}`);
            update[column] = cipher.encrypt(plaintext, `${table}.${column}`);
          }
        } catch (error) {
          logger.error({ err: error, table, id: row.id }, "could not re-encrypt a stored message");
          continue;
        }
        await db
          .update(source)
          .set(update)
          .where(eq(source.id, row.id as string));
        changed += 1;
      }
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = last.id as string;
    }
  }
  return changed;
}

/**
 * Deletes messages and partnership requests older than `days` (INBOX_RETENTION_DAYS):
 * the clinic keeps patients' words no longer than it needs them. Returns the counts.
 */
export async function deleteExpiredMessages(
  db: Database,
  days: number,
  now: Date = new Date(),
): Promise<Record<SealedTable, number>> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const [contact, partnership] = await Promise.all([
    db
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, cutoff))
      .returning({ id: contactMessages.id }),
    db
      .delete(partnershipRequests)
      .where(lt(partnershipRequests.createdAt, cutoff))
      .returning({ id: partnershipRequests.id }),
  ]);
  return { contact_messages: contact.length, partnership_requests: partnership.length };
}
