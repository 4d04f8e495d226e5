import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "./db/client.server";
import { outboxEmails, type outboxPurposes } from "./db/schema";
import type { Mailer, OutgoingEmail } from "./email.server";
import { env } from "./env.server";
import { truncate } from "./forms/form-data.server";
import { logger as appLogger } from "./logger.server";
import { messageCipher } from "./message-encryption.server";
import { outboxEmailsSent } from "./metrics.server";

/*
 * The outbox: every e-mail the site sends is a row, written in the same transaction
 * as what caused it, and a background sender in each instance delivers it. A post
 * answers as soon as its transaction commits, whatever the mail server does; a crash
 * loses no e-mail (a row left "sending" by a dead process is taken up again once its
 * lease ends); two instances on PostgreSQL never send the same row (row locks, SKIP
 * LOCKED); a failing e-mail is retried with growing waits, then marked failed where
 * staff see it. What an e-mail says is made when it is sent, by the renderer of its
 * purpose (the features know their e-mails; this module only delivers them).
 */

export type OutboxPurpose = (typeof outboxPurposes)[number];
export type OutboxRow = typeof outboxEmails.$inferSelect;
export type OutboxDelivery = "pending" | "sent" | "failed";

export type OutboxEntry = {
  purpose: OutboxPurpose;
  subjectType: string;
  subjectId?: string | null;
  /** The whole message, already sealed by the caller (only when it cannot be made again). */
  payload?: string | null;
};

/** Queues an e-mail. Call it with the transaction that stores what the e-mail is about. */
export async function enqueueEmail(tx: Database, entry: OutboxEntry): Promise<string> {
  const [row] = await tx
    .insert(outboxEmails)
    .values({
      purpose: entry.purpose,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId ?? null,
      payload: entry.payload ?? null,
    })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error("queuing an e-mail returned no row");
  return row.id;
}

export type OutboxSettings = {
  /** The first retry's wait; each next one doubles, up to `maxRetryDelayMs`. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /** After this long since it was queued, a failing e-mail is marked failed. */
  maxAgeMs: number;
  /** How long a sender owns a row it took; a crashed sender's rows are free after it. */
  leaseMs: number;
  /** Rows taken at a time. */
  batchSize: number;
};

export const defaultOutboxSettings: OutboxSettings = {
  retryBaseMs: 30_000,
  maxRetryDelayMs: 60 * 60_000,
  maxAgeMs: 24 * 60 * 60_000,
  leaseMs: 5 * 60_000,
  batchSize: 10,
};

/** The settings the operator chose (OUTBOX_* variables; docs/deployment.md). */
export function outboxSettingsFromEnv(): OutboxSettings {
  return {
    ...defaultOutboxSettings,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    maxAgeMs: env.OUTBOX_MAX_AGE_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
  };
}

const PAYLOAD_COLUMN = "outbox_emails.payload";

/**
 * A mailer whose e-mails go through the outbox: each is queued, its whole text sealed
 * (an account e-mail carries a link that signs someone in), and sent by the sender.
 * For e-mails that cannot be written again later, such as Better Auth's.
 */
export function queueingMailer(db: Database): Mailer {
  return {
    async send(message) {
      const payload = messageCipher().encrypt(JSON.stringify(message), PAYLOAD_COLUMN);
      const id = await enqueueEmail(db, { purpose: "auth", subjectType: "user", payload });
      wakeOutboxSender();
      return { messageId: id, transport: "queue" };
    },
  };
}

/** The e-mail a queued row carries in its sealed payload. */
export function renderQueuedEmail(row: OutboxRow): OutgoingEmail | null {
  if (!row.payload) return null;
  return JSON.parse(messageCipher().decrypt(row.payload, PAYLOAD_COLUMN)) as OutgoingEmail;
}

export type OutboxRenderer = (row: OutboxRow) => Promise<OutgoingEmail | null>;

export type OutboxDependencies = {
  db: Database;
  mailer: Mailer;
  /** Makes the e-mail of a row; null: what it was about is gone, nothing to send. */
  render: OutboxRenderer;
  /** Told of each delivery's outcome (the inbox keeps its items' delivery state). */
  onDelivery?: (row: OutboxRow, status: OutboxDelivery, error: string | null) => Promise<void>;
  settings?: Partial<OutboxSettings>;
  logger?: Logger;
  now?: () => Date;
};

/** The wait before the retry after `attempts` failed attempts. */
export function retryDelayMs(attempts: number, settings: OutboxSettings): number {
  const doubled = settings.retryBaseMs * 2 ** Math.max(0, attempts - 1);
  return Math.min(doubled, settings.maxRetryDelayMs);
}

/**
 * Takes the rows due now (pending and due, or "sending" with an expired lease),
 * locking them so no other sender takes them, and leases them to this sender.
 */
async function claimDue(db: Database, settings: OutboxSettings, now: Date): Promise<OutboxRow[]> {
  const due = or(
    and(eq(outboxEmails.status, "pending"), lte(outboxEmails.nextAttemptAt, now)),
    and(eq(outboxEmails.status, "sending"), lt(outboxEmails.leaseUntil, now)),
  );
  return db.transaction(async (tx) => {
    const picked = await tx
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(due)
      .orderBy(outboxEmails.nextAttemptAt)
      .limit(settings.batchSize)
      .for("update", { skipLocked: true });
    if (picked.length === 0) return [];
    return tx
      .update(outboxEmails)
      .set({
        status: "sending",
        leaseUntil: new Date(now.getTime() + settings.leaseMs),
        attempts: sql`${outboxEmails.attempts} + 1`,
      })
      .where(
        inArray(
          outboxEmails.id,
          picked.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Long enough for any transport's message, short enough for a column staff read. */
const ERROR_MAX_LENGTH = 1000;

export type OutboxRun = { sent: number; retried: number; failed: number; dropped: number };

/**
 * Sends what is due, one row after another, and records each outcome. `shouldStop` is
 * asked between rows: a stopping process finishes the e-mail it is sending, no more.
 */
export async function sendDueEmails(
  deps: OutboxDependencies,
  shouldStop: () => boolean = () => false,
): Promise<OutboxRun> {
  const settings = { ...defaultOutboxSettings, ...deps.settings };
  const log = deps.logger ?? appLogger;
  const now = deps.now ?? (() => new Date());
  const run: OutboxRun = { sent: 0, retried: 0, failed: 0, dropped: 0 };
  const rows = await claimDue(deps.db, settings, now());
  for (const [index, row] of rows.entries()) {
    if (shouldStop()) {
      // Not started: back to the queue at once, for the next sender.
      await deps.db
        .update(outboxEmails)
        .set({ status: "pending", leaseUntil: null, attempts: sql`${outboxEmails.attempts} - 1` })
        .where(
          inArray(
            outboxEmails.id,
            rows.slice(index).map((left) => left.id),
          ),
        );
      break;
    }
    let email: OutgoingEmail | null;
    try {
      email = await deps.render(row);
    } catch (error) {
      email = null;
      await recordFailure(deps, settings, row, error, now(), log, run);
      continue;
    }
    if (!email) {
      // What it was about was deleted meanwhile: nothing to tell anyone.
      await deps.db.delete(outboxEmails).where(eq(outboxEmails.id, row.id));
      log.info(
        { outboxEmailId: row.id, purpose: row.purpose },
        "outbox e-mail dropped: its subject is gone",
      );
      run.dropped += 1;
      continue;
    }
    try {
      const sent = await deps.mailer.send(email);
      await deps.db
        .update(outboxEmails)
        .set({ status: "sent", sentAt: now(), leaseUntil: null, lastError: null })
        .where(eq(outboxEmails.id, row.id));
      await deps.onDelivery?.(row, "sent", null);
      log.info(
        {
          outboxEmailId: row.id,
          purpose: row.purpose,
          subjectType: row.subjectType,
          attempt: row.attempts,
          transport: sent.transport,
        },
        "outbox e-mail sent",
      );
      run.sent += 1;
      outboxEmailsSent.inc();
    } catch (error) {
      await recordFailure(deps, settings, row, error, now(), log, run);
    }
  }
  return run;
}

async function recordFailure(
  deps: OutboxDependencies,
  settings: OutboxSettings,
  row: OutboxRow,
  error: unknown,
  now: Date,
  log: Logger,
  run: OutboxRun,
): Promise<void> {
  const reason = truncate(error instanceof Error ? error.message : String(error), ERROR_MAX_LENGTH);
  const givingUp = now.getTime() - row.createdAt.getTime() >= settings.maxAgeMs;
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts, settings));
  await deps.db
    .update(outboxEmails)
    .set(
      givingUp
        ? { status: "failed", leaseUntil: null, lastError: reason }
        : { status: "pending", leaseUntil: null, lastError: reason, nextAttemptAt },
    )
    .where(eq(outboxEmails.id, row.id));
  await deps.onDelivery?.(row, givingUp ? "failed" : "pending", reason);
  const fields = {
    err: error,
    outboxEmailId: row.id,
    purpose: row.purpose,
    subjectType: row.subjectType,
    attempt: row.attempts,
  };
  if (givingUp) {
    log.error(fields, "outbox e-mail failed for good");
    run.failed += 1;
  } else {
    log.warn({ ...fields, nextAttemptAt }, "outbox e-mail failed; will retry");
    run.retried += 1;
  }
}

/** Queues a failed (or sent) e-mail again, as new: staff's Resend. */
export async function resendEmail(tx: Database, id: string): Promise<boolean> {
  const [row] = await tx
    .update(outboxEmails)
    .set({
      status: "pending",
      attempts: 0,
      nextAttemptAt: sql`now()`,
      createdAt: sql`now()`,
      leaseUntil: null,
      sentAt: null,
      lastError: null,
    })
    .where(eq(outboxEmails.id, id))
    .returning({ id: outboxEmails.id });
  return Boolean(row);
}

export type OutboxSender = {
  /** Sends now what is due (after a post queued an e-mail), instead of at the next tick. */
  wake(): void;
  /** Lets the e-mail being sent finish, then stops. */
  stop(): Promise<void>;
};

/** The sender this process started, if any: woken when a post queues an e-mail. */
let processSender: OutboxSender | undefined;

/** Tells this process's sender that an e-mail was queued (after the transaction committed). */
export function wakeOutboxSender(): void {
  processSender?.wake();
}

/**
 * The background sender of this process: it sends what is due, then waits for
 * `idleMs` or a wake-up, and goes on until stopped. A failing database only delays it.
 */
export function startOutboxSender(
  deps: OutboxDependencies,
  { idleMs = env.OUTBOX_IDLE_MS } = {},
): OutboxSender {
  const log = deps.logger ?? appLogger;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;

  const loop = (async () => {
    while (!stopping) {
      woken = false;
      let busy = false;
      try {
        const run = await sendDueEmails(deps, () => stopping);
        busy = run.sent + run.retried + run.failed + run.dropped > 0;
      } catch (error) {
        log.warn({ err: error }, "the outbox sender could not read its queue; trying again");
      }
      if (stopping) break;
      if (busy || woken) continue;
      await new Promise<void>((resolve) => {
        wakeUp = resolve;
        timer = setTimeout(resolve, idleMs);
        timer.unref();
      });
      wakeUp = undefined;
    }
  })();

  const sender: OutboxSender = {
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      wakeUp?.();
      await loop;
      if (processSender === sender) processSender = undefined;
    },
  };
  processSender = sender;
  return sender;
}

/** How many e-mails are waiting (pending or being sent) and how many failed, for the dashboard. */
export async function countDeliveries(db: Database): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .select({ status: outboxEmails.status, count: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(inArray(outboxEmails.status, ["pending", "sending", "failed"]))
    .groupBy(outboxEmails.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { pending: of("pending") + of("sending"), failed: of("failed") };
}
