import { asc, eq, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import {
  recordInboxDelivery,
  renderInboxEmail,
  type ClinicNotificationMode,
} from "~/features/inbox/inbox-emails.server";
import type { Database } from "~/platform/db/client.server";
import { outboxEmails } from "~/platform/db/schema";
import type { Mailer, OutgoingEmail } from "~/platform/email.server";
import { sendDueEmails, type OutboxRow, type OutboxSettings } from "~/platform/outbox.server";

/*
 * The outbox in tests: one run of the sender, as the server's background sender does
 * it (the inbox's e-mails written at send time, the items' delivery state kept in step),
 * the queue's rows, and mailers that keep or refuse what they are given.
 */

export type DeliverOptions = {
  mailer: Mailer;
  /** The clinic's address that receives the notices (CONTACT_INBOX when not given). */
  inbox?: string;
  /** A notice with a link or the full text (the environment's when not given). */
  notification?: ClinicNotificationMode;
  logger?: Logger;
  settings?: Partial<OutboxSettings>;
  now?: () => Date;
};

/**
 * A clock a millisecond ahead: the database stamps a queued row in microseconds, a Date
 * counts milliseconds, so a row queued earlier in the current millisecond is due by it.
 */
export const justAfterNow = () => new Date(Date.now() + 1);

/** Runs the outbox's sender once over `db`, the way app/startup/startup.server.ts sets it up. */
export function deliverOutbox(
  db: Database,
  { mailer, inbox, notification, logger, settings, now = justAfterNow }: DeliverOptions,
) {
  return sendDueEmails({
    db,
    mailer,
    render: (row) => renderInboxEmail(db, row, { inbox, notification }),
    onDelivery: (row, status, error) => recordInboxDelivery(db, row, status, error),
    logger,
    settings,
    now,
  });
}

/** The outbox's rows (those matching `where`, when given), oldest first. */
export function outboxRows(db: Database, where?: SQL): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxEmails)
    .where(where)
    .orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id));
}

/** The one outbox row with this id. */
export async function outboxRow(db: Database, id: string): Promise<OutboxRow> {
  const [row] = await outboxRows(db, eq(outboxEmails.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/** A mailer that keeps every message it is given, in order. */
export function recordingMailer(): Mailer & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      return { messageId: `<${sent.length}@test>`, transport: "smtp" };
    },
  };
}

/** A mailer whose every send fails with this message. */
export function failingMailer(reason = "connect ECONNREFUSED 127.0.0.1:25"): Mailer & {
  attempts: number;
} {
  const mailer = {
    attempts: 0,
    async send(): Promise<never> {
      mailer.attempts += 1;
      throw new Error(reason);
    },
  };
  return mailer;
}
