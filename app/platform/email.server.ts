import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "./env.server";
import { logger } from "./logger.server";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Further header fields, e.g. a newsletter's List-Unsubscribe (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
};
/** How it left: by SMTP, as an .eml file in OUTBOX_DIR, or queued in the outbox table. */
export type SentEmail = { messageId: string; transport: "smtp" | "outbox" | "queue" };
export type Mailer = { send(message: OutgoingEmail): Promise<SentEmail> };

export type MailerConfig = {
  /** smtp:// or smtps:// with credentials; unset writes .eml files to outboxDir instead. */
  smtpUrl?: string;
  outboxDir: string;
  /** The From header of every message, e.g. "Clinic <no-reply@example.com>". */
  from: string;
  /**
   * How long connecting, the greeting and each reply may take: a hung server delays
   * the outbox's sender by this much, never a visitor (nothing waits for a send).
   */
  timeoutMs?: number;
};

export function createMailer(config: MailerConfig): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.from, config.timeoutMs ?? env.SMTP_TIMEOUT_MS)
    : createOutboxMailer(config);
}

function createSmtpMailer(url: string, from: string, timeoutMs: number): Mailer {
  // One connection per message: the site sends rarely, so a pool would mostly hold stale sockets.
  const transport = nodemailer.createTransport(
    {
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    },
    { from },
  );
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      return { messageId: info.messageId, transport: "smtp" };
    },
  };
}

/**
 * Without a mail server (development, a fresh install) every message becomes an
 * .eml file the operator can open in any mail client, so nothing is lost.
 */
function createOutboxMailer({ outboxDir, from }: MailerConfig): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true }, { from });
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      if (!Buffer.isBuffer(info.message)) throw new Error("stream transport returned no buffer");
      await mkdir(outboxDir, { recursive: true });
      // Colons are not allowed in Windows file names; the name still sorts by time.
      const timestamp = new Date().toISOString().replaceAll(":", "-");
      const file = path.join(outboxDir, `${timestamp}-${randomBytes(4).toString("hex")}.eml`);
      // "wx": never overwrite; 0o600: the messages hold visitors' personal data.
      await writeFile(file, info.message, { flag: "wx", mode: 0o600 });
      return { messageId: info.messageId, transport: "outbox" };
    },
  };
}

let defaultMailer: Mailer | undefined;

function getDefaultMailer(): Mailer {
  if (!defaultMailer) {
    defaultMailer = createMailer({
      smtpUrl: env.SMTP_URL,
      outboxDir: env.OUTBOX_DIR,
      from: env.MAIL_FROM,
    });
    // Never log SMTP_URL itself: it carries the password.
    logger.info(
      env.SMTP_URL ? { transport: "smtp" } : { transport: "outbox", outboxDir: env.OUTBOX_DIR },
      "mailer ready",
    );
  }
  return defaultMailer;
}

/** The process's mailer, configured from the environment on first use. */
export const mailer: Mailer = { send: (message) => getDefaultMailer().send(message) };
