import path from "node:path";
import { deleteQuietSignInCounts, ensureInitialAdmin } from "~/features/auth/index.server";
import { deleteExpiredPreviewDrafts } from "~/features/preview/index.server";
import {
  deleteExpiredMessages,
  deleteExpiredSignUps,
  recordInboxDelivery,
  reencryptStaleMessages,
  renderInboxEmail,
} from "~/features/inbox/index.server";
import { addMissingAvifVariants, sweepOrphanedUploads } from "~/features/media/index.server";
import { watchPostSchedule, type ScheduleWatch } from "~/features/blog/index.server";
import { purgeExpiredTrash } from "~/features/trash/index.server";
import { deleteStalePresence } from "~/features/history/index.server";
import {
  joinContentChangeChannel,
  type ContentChangeChannel,
} from "~/platform/content-changes.server";
import { closeDatabase, getDatabase } from "~/platform/db/db.server";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { mailer } from "~/platform/email.server";
import { env } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";
import { deleteOldSubmissionKeys } from "~/platform/forms/submission-keys.server";
import { messageCipher } from "~/platform/message-encryption.server";
import {
  outboxSettingsFromEnv,
  renderQueuedEmail,
  startOutboxSender,
  type OutboxSender,
} from "~/platform/outbox.server";
import { deleteStaleRateLimits } from "~/platform/rate-limit.server";
import { writePrivateFile } from "~/platform/secret-file.server";
import { seedDemoContent } from "./seed/seed.server";

/*
 * Everything the process does before it serves its first request, and the work it
 * keeps doing in the background: the one place the server (server/app.ts) calls for
 * it, so neither the database module nor the HTTP module starts anything itself.
 */

const HOUR = 60 * 60_000;

let upkeepTimer: NodeJS.Timeout | undefined;
let contentChannel: ContentChangeChannel | undefined;
let outboxSender: OutboxSender | undefined;
let scheduleWatch: ScheduleWatch | undefined;

/**
 * Checks the configuration that can only fail later, opens and migrates the database,
 * seeds demo content into empty tables, creates the first admin, joins the other
 * instances' change notices (PostgreSQL) and starts the background work: the outbox's
 * sender and the upkeep jobs.
 */
export async function startUp(): Promise<DatabaseHandle> {
  // A malformed MESSAGE_ENCRYPTION_KEYS stops the start here, not at the first message.
  messageCipher();
  const handle = await getDatabase();
  await handle.migrate();
  const seeded = env.SEED_DEMO_CONTENT ? await seedDemoContent(handle.db) : null;
  logger.info(
    { driver: handle.driver, seeded, dataDir: env.DATABASE_URL ? undefined : env.PGLITE_DATA_DIR },
    "database ready",
  );
  await createFirstAdmin(handle);
  if (handle.driver === "postgres" && env.DATABASE_URL) {
    contentChannel = await joinContentChangeChannel(env.DATABASE_URL);
  }
  outboxSender = startOutboxSender({
    db: handle.db,
    mailer,
    render: (row) =>
      row.purpose === "auth"
        ? Promise.resolve(renderQueuedEmail(row))
        : renderInboxEmail(handle.db, row),
    onDelivery: (row, status, error) => recordInboxDelivery(handle.db, row, status, error),
    settings: outboxSettingsFromEnv(),
  });
  startBackgroundJobs(handle);
  return handle;
}

/**
 * Stops the background work (the outbox's sender after the e-mail it is sending) and
 * closes the database cleanly before the process exits.
 */
export async function shutDown(): Promise<void> {
  clearInterval(upkeepTimer);
  scheduleWatch?.stop();
  scheduleWatch = undefined;
  await outboxSender?.stop();
  outboxSender = undefined;
  logger.info("shutdown: background work stopped");
  await contentChannel?.close();
  contentChannel = undefined;
  await closeDatabase();
}

/**
 * With no admin account yet (the very first start), create one and hand its one-time
 * password to the operator, once. Never through the logger: log lines are kept and
 * shipped, and a password must not be. On a terminal it is printed; otherwise (a
 * service manager, a container) standard output is a log too, so it goes to a file
 * only the server's user can read, and the log says where.
 */
async function createFirstAdmin(handle: DatabaseHandle): Promise<void> {
  let credentials: Awaited<ReturnType<typeof ensureInitialAdmin>>;
  try {
    credentials = await ensureInitialAdmin(handle.db, env.INITIAL_ADMIN_EMAIL);
  } catch (error) {
    // Another instance starting at the same moment may have created it first.
    logger.warn({ err: error }, "could not create the first admin account");
    return;
  }
  if (!credentials) return;
  logger.info({ email: credentials.email }, "created the first admin account");
  const account = [
    `    E-mail:            ${credentials.email}`,
    `    One-time password: ${credentials.password}`,
  ];
  if (process.stdout.isTTY) {
    const lines = [
      "",
      "  First start: an admin account was created for the staff portal (/admin/login).",
      ...account,
      "  Sign in and choose a new password. This is shown only once.",
      "",
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
    return;
  }
  const file = path.resolve(env.INITIAL_ADMIN_PASSWORD_FILE);
  writePrivateFile(
    file,
    [
      "The first admin account for the staff portal (/admin/login):",
      ...account,
      "Sign in, choose a new password, then delete this file.",
      "",
    ].join("\n"),
  );
  logger.warn(
    { file },
    "the first admin's one-time password is in this file (readable by this user only): sign in, then delete it",
  );
}

/** Work that runs while the site serves; none of it holds up a request or the exit. */
function startBackgroundJobs({ db }: DatabaseHandle): void {
  // Uploads from before AVIF variants existed get them.
  addMissingAvifVariants(db).then(
    (made) => made > 0 && logger.info({ made }, "made AVIF variants for older uploads"),
    (error: unknown) =>
      logger.warn({ err: error }, "could not make AVIF variants for older uploads"),
  );
  // Messages stored before encryption, or under a key being rotated out, get the current key.
  reencryptStaleMessages(db).then(
    (changed) => changed > 0 && logger.info({ changed }, "re-encrypted stored messages"),
    (error: unknown) => logger.warn({ err: error }, "could not re-encrypt stored messages"),
  );
  // Hourly upkeep: expired rate-limit counters, quiet sign-in counts, preview drafts whose
  // links have expired, one-time form keys, stored files no image refers to, messages past
  // the inbox's retention period, "also open" notes a day old, and Trash entries past
  // TRASH_DAYS (with their images' files).
  const upkeep = () => {
    deleteOldSubmissionKeys(db).catch((error: unknown) =>
      logger.warn({ err: error }, "could not delete old submission keys"),
    );
    // Files left by an upload that failed halfway and could not clean up after itself.
    sweepOrphanedUploads(db).catch((error: unknown) =>
      logger.warn({ err: error }, "could not sweep stored files no image refers to"),
    );
    deleteStaleRateLimits(db).catch((error: unknown) =>
      logger.warn({ err: error }, "could not delete stale rate limits"),
    );
    deleteQuietSignInCounts(db).catch((error: unknown) =>
      logger.warn({ err: error }, "could not delete quiet sign-in counts"),
    );
    deleteExpiredPreviewDrafts(db).catch((error: unknown) =>
      logger.warn({ err: error }, "could not delete expired preview drafts"),
    );
    deleteExpiredMessages(db, env.INBOX_RETENTION_DAYS).then(
      (deleted) =>
        deleted.contact_messages + deleted.partnership_requests > 0 &&
        logger.info({ deleted, days: env.INBOX_RETENTION_DAYS }, "deleted messages past retention"),
      (error: unknown) => logger.warn({ err: error }, "could not delete expired messages"),
    );
    deleteExpiredSignUps(db).then(
      (deleted) =>
        deleted > 0 && logger.info({ deleted }, "deleted unconfirmed newsletter sign-ups"),
      (error: unknown) =>
        logger.warn({ err: error }, "could not delete unconfirmed newsletter sign-ups"),
    );
    deleteStalePresence(db).catch((error: unknown) =>
      logger.warn({ err: error }, "could not delete stale 'also open' notes"),
    );
    // Several instances may purge at once: each entry is deleted by one of them.
    purgeExpiredTrash(db).catch((error: unknown) =>
      logger.warn({ err: error }, "could not delete Trash entries past their retention"),
    );
  };
  upkeep();
  clearInterval(upkeepTimer);
  upkeepTimer = setInterval(upkeep, HOUR).unref();
  // Scheduled posts appear and go at their minute: the page cache follows.
  scheduleWatch?.stop();
  scheduleWatch = watchPostSchedule(db);
}
