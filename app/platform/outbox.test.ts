import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "~/platform/db/client.server";
import { outboxEmails } from "~/platform/db/schema";
import type { Mailer, OutgoingEmail } from "~/platform/email.server";
import {
  countDeliveries,
  defaultOutboxSettings,
  enqueueEmail,
  queueingMailer,
  renderQueuedEmail,
  resendEmail,
  retryDelayMs,
  sendDueEmails,
  startOutboxSender,
  wakeOutboxSender,
  type OutboxDelivery,
  type OutboxDependencies,
  type OutboxRow,
} from "~/platform/outbox.server";
import {
  createPostgresDatabase,
  openForDescribe,
  testDatabases,
} from "../../tests/support/databases";
import { capturingLogger, ERROR_LEVEL, WARN_LEVEL } from "../../tests/support/logging";
import {
  failingMailer,
  justAfterNow,
  outboxRow,
  outboxRows,
  recordingMailer,
} from "../../tests/support/outbox";

/*
 * The outbox (app/platform/outbox.server.ts) on every database: queued e-mails are sent
 * once and marked sent, failures are retried with growing waits and then marked failed,
 * leases, two senders on one queue, stopping between e-mails, e-mails whose subject is
 * gone, staff's resend, Better Auth's sealed e-mails, the dashboard's counts, and the
 * background sender.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe("retryDelayMs", () => {
  it("waits 30 s after the first failure, twice as long after each next one, an hour at most", () => {
    expect(
      Array.from({ length: 10 }, (_, index) => retryDelayMs(index + 1, defaultOutboxSettings)),
    ).toEqual([
      30 * SECOND,
      60 * SECOND,
      120 * SECOND,
      240 * SECOND,
      480 * SECOND,
      960 * SECOND,
      1920 * SECOND,
      HOUR,
      HOUR,
      HOUR,
    ]);
    const quick = { ...defaultOutboxSettings, retryBaseMs: 10, maxRetryDelayMs: 50 };
    expect([1, 2, 3, 4, 20].map((attempts) => retryDelayMs(attempts, quick))).toEqual([
      10, 20, 40, 50, 50,
    ]);
  });
});

describe.each(testDatabases)("the outbox on $name", (database) => {
  const handle = openForDescribe(database);
  let log: ReturnType<typeof capturingLogger>;
  let deliveries: { subjectId: string | null; status: OutboxDelivery; error: string | null }[];

  beforeEach(async () => {
    await handle.db.delete(outboxEmails);
    log = capturingLogger();
    deliveries = [];
  });

  /** Queues an e-mail about `subjectId` (what the tests' renderer writes it from). */
  function queue(subjectId: string, db: Database = handle.db): Promise<string> {
    return enqueueEmail(db, { purpose: "clinic-notice", subjectType: "test", subjectId });
  }

  /** The tests' e-mail of a row: one per subject. */
  function emailOf(row: OutboxRow): OutgoingEmail {
    return {
      to: "desk@clinic.example.com",
      subject: `About ${row.subjectId}`,
      text: `Something happened to ${row.subjectId}.`,
    };
  }

  /** One run of the sender over the queue, with the tests' renderer, logger and clock. */
  function run(
    mailer: Mailer,
    options: Partial<OutboxDependencies> = {},
    shouldStop?: () => boolean,
  ) {
    return sendDueEmails(
      {
        db: handle.db,
        mailer,
        render: async (row) => emailOf(row),
        onDelivery: async (row, status, error) => {
          deliveries.push({ subjectId: row.subjectId, status, error });
        },
        logger: log.logger,
        now: justAfterNow,
        ...options,
      },
      shouldStop,
    );
  }

  const none = { sent: 0, retried: 0, failed: 0, dropped: 0 };

  it("sends each queued e-mail once, marks it sent and tells onDelivery", async () => {
    const ids = [await queue("one"), await queue("two"), await queue("three")].sort();
    // Rows queued within one millisecond share createdAt, so compare in id order.
    const queued = (await outboxRows(handle.db)).sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(queued).toMatchObject(
      ids.map((id) => ({ id, status: "pending", attempts: 0, sentAt: null, lastError: null })),
    );
    const mailer = recordingMailer();
    const before = Date.now();

    expect(await run(mailer)).toEqual({ ...none, sent: 3 });

    expect(mailer.sent.map((email) => email.subject).sort()).toEqual([
      "About one",
      "About three",
      "About two",
    ]);
    for (const row of await outboxRows(handle.db)) {
      expect(row).toMatchObject({
        status: "sent",
        attempts: 1,
        leaseUntil: null,
        lastError: null,
      });
      expect(row.sentAt?.getTime()).toBeGreaterThanOrEqual(before);
    }
    expect(deliveries.map((delivery) => [delivery.subjectId, delivery.status]).sort()).toEqual([
      ["one", "sent"],
      ["three", "sent"],
      ["two", "sent"],
    ]);
    expect(log.lines.map((line) => line.msg)).toEqual([
      "outbox e-mail sent",
      "outbox e-mail sent",
      "outbox e-mail sent",
    ]);
    expect(log.lines[0]).toMatchObject({ purpose: "clinic-notice", attempt: 1, transport: "smtp" });

    // Nothing is sent twice.
    expect(await run(mailer)).toEqual(none);
    expect(mailer.sent).toHaveLength(3);
  });

  it("sends nothing before its time: a row is due from its nextAttemptAt", async () => {
    const id = await queue("later");
    const at = new Date(Date.now() + 10 * MINUTE);
    await handle.db.update(outboxEmails).set({ nextAttemptAt: at }).where(eq(outboxEmails.id, id));
    const mailer = recordingMailer();
    expect(await run(mailer)).toEqual(none);
    expect(await run(mailer, { now: () => at })).toEqual({ ...none, sent: 1 });
  });

  it("retries a failing e-mail with growing waits, then marks it failed once maxAgeMs has passed since it was queued", async () => {
    const id = await queue("stubborn");
    const queuedAt = (await outboxRow(handle.db, id)).createdAt.getTime();
    const mailer = failingMailer("connect ECONNREFUSED 127.0.0.1:25");
    let now = queuedAt + SECOND;

    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const at = now;
      expect(await run(mailer, { now: () => new Date(at) }), `attempt ${attempt}`).toEqual({
        ...none,
        retried: 1,
      });
      const row = await outboxRow(handle.db, id);
      expect(row).toMatchObject({
        status: "pending",
        attempts: attempt,
        leaseUntil: null,
        sentAt: null,
        lastError: "connect ECONNREFUSED 127.0.0.1:25",
      });
      expect(row.nextAttemptAt.getTime() - at, `attempt ${attempt}`).toBe(
        retryDelayMs(attempt, defaultOutboxSettings),
      );
      // Not due again before then.
      expect(await run(mailer, { now: () => new Date(row.nextAttemptAt.getTime() - 1) })).toEqual(
        none,
      );
      now = row.nextAttemptAt.getTime();
    }
    expect(mailer.attempts).toBe(10);
    const waits = deliveries.map((delivery) => delivery.status);
    expect(waits).toEqual(Array(10).fill("pending"));

    // Just before the maximum age: one more retry.
    const beforeMaxAge = queuedAt + defaultOutboxSettings.maxAgeMs - 1;
    expect(await run(mailer, { now: () => new Date(beforeMaxAge) })).toEqual({
      ...none,
      retried: 1,
    });
    const last = await outboxRow(handle.db, id);
    expect(last).toMatchObject({ status: "pending", attempts: 11 });

    // Its next attempt is past the maximum age: failed for good.
    expect(await run(mailer, { now: () => last.nextAttemptAt })).toEqual({ ...none, failed: 1 });
    expect(await outboxRow(handle.db, id)).toMatchObject({
      status: "failed",
      attempts: 12,
      leaseUntil: null,
      sentAt: null,
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
    });
    expect(deliveries.at(-1)).toEqual({
      subjectId: "stubborn",
      status: "failed",
      error: "connect ECONNREFUSED 127.0.0.1:25",
    });
    const warnings = log.lines.filter((line) => line.level === WARN_LEVEL);
    expect(warnings).toHaveLength(11);
    expect(warnings[0]).toMatchObject({ msg: "outbox e-mail failed; will retry", attempt: 1 });
    expect(log.lines.filter((line) => line.level === ERROR_LEVEL)).toEqual([
      expect.objectContaining({ msg: "outbox e-mail failed for good", attempt: 12 }),
    ]);

    // A failed e-mail is not taken again.
    expect(await run(mailer, { now: () => new Date(queuedAt + 10 * 24 * HOUR) })).toEqual(none);
    expect(mailer.attempts).toBe(12);
  });

  it("keeps at most 1,000 characters of an error, and retries a row whose renderer threw", async () => {
    await queue("long");
    expect(await run(failingMailer("x".repeat(5000)))).toEqual({ ...none, retried: 1 });
    const [failed] = await outboxRows(handle.db);
    expect(failed?.lastError).toBe("x".repeat(1000));

    await handle.db.delete(outboxEmails);
    await queue("broken");
    const mailer = recordingMailer();
    expect(
      await run(mailer, {
        render: async () => {
          throw new Error("the template is broken");
        },
      }),
    ).toEqual({ ...none, retried: 1 });
    expect(mailer.sent).toEqual([]);
    expect(await outboxRows(handle.db)).toMatchObject([
      { status: "pending", attempts: 1, lastError: "the template is broken" },
    ]);
  });

  it("takes again a row left sending whose lease has ended, not one whose lease runs", async () => {
    const now = new Date(Date.now() + SECOND);
    const abandoned = await queue("abandoned");
    const busy = await queue("busy");
    await handle.db
      .update(outboxEmails)
      .set({ status: "sending", attempts: 1, leaseUntil: new Date(now.getTime() - SECOND) })
      .where(eq(outboxEmails.id, abandoned));
    await handle.db
      .update(outboxEmails)
      .set({ status: "sending", attempts: 1, leaseUntil: new Date(now.getTime() + MINUTE) })
      .where(eq(outboxEmails.id, busy));
    const mailer = recordingMailer();

    expect(await run(mailer, { now: () => now })).toEqual({ ...none, sent: 1 });
    expect(mailer.sent.map((email) => email.subject)).toEqual(["About abandoned"]);
    expect(await outboxRow(handle.db, abandoned)).toMatchObject({ status: "sent", attempts: 2 });
    expect(await outboxRow(handle.db, busy)).toMatchObject({ status: "sending", attempts: 1 });

    // Once its lease has ended, the busy one is free too.
    const later = new Date(now.getTime() + MINUTE + SECOND);
    expect(await run(mailer, { now: () => later })).toEqual({ ...none, sent: 1 });
    expect(await outboxRow(handle.db, busy)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("leases what it takes for leaseMs, so no other sender takes it meanwhile", async () => {
    const id = await queue("slow");
    const now = new Date(Date.now() + SECOND);
    let leaseSeen: Date | null = null;
    const mailer: Mailer = {
      async send() {
        leaseSeen = (await outboxRow(handle.db, id)).leaseUntil;
        // Another sender looking meanwhile finds nothing due.
        expect(await run(recordingMailer(), { now: () => now })).toEqual(none);
        return { messageId: "<slow@test>", transport: "smtp" };
      },
    };
    expect(await run(mailer, { now: () => now, settings: { leaseMs: 2 * MINUTE } })).toEqual({
      ...none,
      sent: 1,
    });
    expect(leaseSeen).toEqual(new Date(now.getTime() + 2 * MINUTE));
  });

  it("sends each e-mail exactly once when two senders work the same queue at the same time", async () => {
    // On PostgreSQL two handles (pools) on one database, as two instances would be; PGlite
    // has one connection, so its two senders share it.
    let first = handle.db;
    let second = handle.db;
    let close = async () => {};
    if (database.name === "postgres") {
      const created = await createPostgresDatabase({ migrated: true });
      const one = await openDatabase({ driver: "postgres", url: created.url });
      await one.migrate();
      const two = await openDatabase({ driver: "postgres", url: created.url });
      first = one.db;
      second = two.db;
      close = async () => {
        await Promise.all([one.close(), two.close()]);
        await created.drop();
      };
    }
    try {
      const count = 40;
      for (let index = 0; index < count; index += 1) await queue(`item-${index}`, first);
      const mailer = recordingMailer();
      const slowMailer: Mailer = {
        async send(message) {
          await new Promise((resolve) => setTimeout(resolve, 2));
          return mailer.send(message);
        },
      };
      /** One instance's sender: runs until it finds nothing due. */
      async function sender(db: Database): Promise<number> {
        let sent = 0;
        for (;;) {
          const result = await sendDueEmails({
            db,
            mailer: slowMailer,
            render: async (row) => emailOf(row),
            logger: log.logger,
            settings: { batchSize: 3 },
            now: justAfterNow,
          });
          sent += result.sent;
          if (result.sent + result.retried + result.failed + result.dropped === 0) return sent;
        }
      }

      const [bySecond, byFirst] = await Promise.all([sender(second), sender(first)]);

      expect(bySecond + byFirst).toBe(count);
      const subjects = mailer.sent.map((email) => email.subject);
      expect(subjects).toHaveLength(count);
      expect(new Set(subjects).size).toBe(count);
      const rows = await outboxRows(first);
      expect(rows).toHaveLength(count);
      for (const row of rows) expect(row).toMatchObject({ status: "sent", attempts: 1 });
      expect(log.lines.filter((line) => line.level >= WARN_LEVEL)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("stops after the e-mail it is sending when told to, and puts the others back in the queue", async () => {
    for (const subject of ["a", "b", "c", "d"]) await queue(subject);
    const mailer = recordingMailer();
    let stopping = false;
    const stoppingMailer: Mailer = {
      async send(message) {
        // The process is told to stop while this e-mail is on its way.
        stopping = true;
        return mailer.send(message);
      },
    };

    expect(await run(stoppingMailer, {}, () => stopping)).toEqual({ ...none, sent: 1 });

    expect(mailer.sent).toHaveLength(1);
    const rows = await outboxRows(handle.db);
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(1);
    const left = rows.filter((row) => row.status !== "sent");
    expect(left).toHaveLength(3);
    for (const row of left) {
      expect(row).toMatchObject({ status: "pending", attempts: 0, leaseUntil: null });
    }

    // The next sender takes them at once.
    expect(await run(mailer)).toEqual({ ...none, sent: 3 });
    expect(new Set(mailer.sent.map((email) => email.subject)).size).toBe(4);
  });

  it("deletes a row whose renderer finds nothing to send (its subject is gone)", async () => {
    const gone = await queue("gone");
    await queue("here");
    const mailer = recordingMailer();
    expect(
      await run(mailer, {
        render: async (row) => (row.subjectId === "gone" ? null : emailOf(row)),
      }),
    ).toEqual({ ...none, sent: 1, dropped: 1 });
    expect(mailer.sent.map((email) => email.subject)).toEqual(["About here"]);
    expect(await outboxRows(handle.db, eq(outboxEmails.id, gone))).toEqual([]);
    expect(deliveries.map((delivery) => delivery.subjectId)).toEqual(["here"]);
    expect(log.lines.map((line) => line.msg)).toContain(
      "outbox e-mail dropped: its subject is gone",
    );
  });

  it("puts a failed e-mail back in the queue as new when resent", async () => {
    const id = await queue("again");
    const before = await outboxRow(handle.db, id);
    // Given up on at the first failure.
    expect(await run(failingMailer("550 no such mailbox"), { settings: { maxAgeMs: 0 } })).toEqual({
      ...none,
      failed: 1,
    });
    expect(await outboxRow(handle.db, id)).toMatchObject({ status: "failed", attempts: 1 });

    expect(await resendEmail(handle.db, id)).toBe(true);
    const resent = await outboxRow(handle.db, id);
    expect(resent).toMatchObject({
      status: "pending",
      attempts: 0,
      leaseUntil: null,
      sentAt: null,
    });
    expect(resent.createdAt.getTime()).toBeGreaterThanOrEqual(before.createdAt.getTime());
    expect(resent.nextAttemptAt.getTime()).toBeLessThanOrEqual(justAfterNow().getTime());

    const mailer = recordingMailer();
    expect(await run(mailer)).toEqual({ ...none, sent: 1 });
    expect(await outboxRow(handle.db, id)).toMatchObject({ status: "sent", attempts: 1 });

    expect(await resendEmail(handle.db, "00000000-0000-4000-8000-000000000000")).toBe(false);
  });

  it("queues Better Auth's e-mails sealed, and sends them as they were written", async () => {
    const message: OutgoingEmail = {
      to: "new.colleague@example.com",
      subject: "Verify your e-mail address",
      text: "Open https://clinic.example.com/api/auth/verify-email?token=secret-token-4711 to verify.",
    };
    const queued = await queueingMailer(handle.db).send(message);
    expect(queued).toEqual({ messageId: expect.any(String), transport: "queue" });

    const row = await outboxRow(handle.db, queued.messageId);
    expect(row).toMatchObject({
      purpose: "auth",
      subjectType: "user",
      subjectId: null,
      status: "pending",
    });
    expect(row.payload).toMatch(/^enc1\./);
    for (const secret of [
      "new.colleague",
      "example.com",
      "secret-token-4711",
      "Verify",
      "verify",
    ]) {
      expect(row.payload).not.toContain(secret);
    }
    expect(renderQueuedEmail(row)).toEqual(message);
    expect(renderQueuedEmail({ ...row, payload: null })).toBeNull();

    const mailer = recordingMailer();
    expect(
      await run(mailer, { render: async (queuedRow) => renderQueuedEmail(queuedRow) }),
    ).toEqual({ ...none, sent: 1 });
    expect(mailer.sent).toEqual([message]);
  });

  it("counts the e-mails waiting (queued or being sent) and those that failed", async () => {
    expect(await countDeliveries(handle.db)).toEqual({ pending: 0, failed: 0 });
    const email = { purpose: "auth", subjectType: "user" } as const;
    await handle.db
      .insert(outboxEmails)
      .values([
        email,
        email,
        { ...email, status: "sending", leaseUntil: new Date(Date.now() + MINUTE) },
        { ...email, status: "sent", sentAt: new Date() },
        { ...email, status: "failed", lastError: "550" },
        { ...email, status: "failed", lastError: "550" },
      ]);
    expect(await countDeliveries(handle.db)).toEqual({ pending: 3, failed: 2 });
  });

  it("runs in the background: sends what was queued when woken, and stops", async () => {
    const mailer = recordingMailer();
    const sender = startOutboxSender(
      {
        db: handle.db,
        mailer,
        render: async (row) => emailOf(row),
        logger: log.logger,
        now: justAfterNow,
      },
      // Idle far longer than the test: only a wake-up makes it look again.
      { idleMs: HOUR },
    );
    try {
      await queue("woken");
      wakeOutboxSender();
      await vi.waitFor(() => expect(mailer.sent).toHaveLength(1), { timeout: 10_000 });
      expect(mailer.sent[0]?.subject).toBe("About woken");
    } finally {
      await sender.stop();
    }
    // Stopped: a wake-up reaches nobody, and nothing more is sent.
    await queue("after");
    wakeOutboxSender();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailer.sent).toHaveLength(1);
    expect(await outboxRows(handle.db, eq(outboxEmails.subjectId, "after"))).toMatchObject([
      { status: "pending" },
    ]);
  });
});
