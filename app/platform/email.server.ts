import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "./env.server";
import { logger } from "./logger.server";

export type OutgoingEmail = { to: string; subject: string; text: string; replyTo?: string };
export type SentEmail = { messageId: string; transport: "smtp" | "outbox" };
export type Mailer = { send(message: OutgoingEmail): Promise<SentEmail> };

export type MailerConfig = {
  /** smtp:// or smtps:// with credentials; unset writes .eml files to outboxDir instead. */
  smtpUrl?: string;
  outboxDir: string;
  /** The From header of every message, e.g. "Clinic <no-reply@example.com>". */
  from: string;
};

/** Long enough for a slow server, short enough that a visitor's request does not hang on it. */
const SMTP_TIMEOUT_MS = 10_000;

export function createMailer(config: MailerConfig): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.from)
    : createOutboxMailer(config);
}

function createSmtpMailer(url: string, from: string): Mailer {
  // One connection per message: the site sends rarely, so a pool would mostly hold stale sockets.
  const transport = nodemailer.createTransport(
    {
      url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
      dnsTimeout: SMTP_TIMEOUT_MS,
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
