import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { contactMessages, rateLimits } from "~/platform/db/schema";
import {
  CONTACT_RATE_LIMIT,
  contactFieldLimits,
  HONEYPOT_FIELD,
} from "~/features/inbox/contact-schema";
import type { Locale } from "~/i18n/locales";
import { notificationModeFromEnv } from "~/features/inbox/submissions.server";
import { submitContactMessage, type ContactDependencies } from "~/features/inbox/contact.server";
import { createMailer } from "~/platform/email.server";
import { env } from "~/platform/env.server";
import { openRow } from "~/features/inbox/sealed-messages.server";
import { testDatabases } from "../../../tests/support/databases";
import { startSmtpServer } from "../../../tests/support/smtp-server";
import { capturingLogger, INFO_LEVEL, ERROR_LEVEL } from "../../../tests/support/logging";

const INBOX = "front-desk@clinic.example.com";
const SITE_URL = "https://clinic.example.com";
const FROM = "Test Clinic <no-reply@clinic.example.com>";

/** A port nothing listens on: bound once by the OS, then released. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

function contactForm(fields: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

const validFields = {
  name: "Ana Souza",
  email: "ana.souza@example.com",
  phone: "+1 (407) 555-0123",
  service: "physical-evaluation",
  message: "Olá! I would like to book a physical evaluation for next week, please.",
  [HONEYPOT_FIELD]: "",
};

describe.each(testDatabases)("contact form on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let log: ReturnType<typeof capturingLogger>;
  let clientNumber = 0;

  beforeAll(async () => {
    [handle, smtp] = await Promise.all([open(), startSmtpServer()]);
  });
  afterAll(async () => {
    await Promise.all([handle?.close(), smtp?.close()]);
  });
  beforeEach(async () => {
    await handle.db.delete(contactMessages);
    smtp.received.length = 0;
    log = capturingLogger();
  });

  function deps(overrides: Partial<ContactDependencies> = {}): ContactDependencies {
    return {
      db: handle.db,
      mailer: createMailer({ smtpUrl: smtp.url, outboxDir: "/nonexistent", from: FROM }),
      inbox: INBOX,
      notification: { fullText: false, siteUrl: SITE_URL },
      logger: log.logger,
      ...overrides,
    };
  }

  /** Each call a visitor of its own, so the rate limit of one test never touches another. */
  function newClientKey(): string {
    clientNumber += 1;
    return `198.51.100.${clientNumber}`;
  }

  function submit(
    fields: Record<string, string> | FormData,
    { clientKey = newClientKey(), locale = "en" }: { clientKey?: string; locale?: Locale } = {},
    overrides: Partial<ContactDependencies> = {},
  ) {
    const formData = fields instanceof FormData ? fields : contactForm(fields);
    return submitContactMessage(deps(overrides), { formData, clientKey, locale });
  }

  async function storedMessages() {
    const rows = await handle.db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        phone: contactMessages.phone,
        service: contactMessages.service,
        message: contactMessages.message,
        locale: contactMessages.locale,
        deliveryStatus: contactMessages.deliveryStatus,
        deliveryError: contactMessages.deliveryError,
        createdAt: contactMessages.createdAt,
        deliveredAt: contactMessages.deliveredAt,
      })
      .from(contactMessages);
    // Who wrote and what is encrypted at rest; the test reads it as staff would.
    for (const row of rows) {
      for (const value of [row.name, row.email, row.phone, row.message]) {
        if (value !== null) expect(value).toMatch(/^enc1\./);
      }
    }
    return rows.map((row) => openRow("contact_messages", row));
  }

  it("stores a valid message and e-mails the clinic a link to it, with no personal data", async () => {
    const result = await submit(
      { ...validFields, name: "  Ana Souza ", message: `  ${validFields.message}\n` },
      { locale: "pt-BR" },
    );
    expect(result).toEqual({ kind: "accepted", id: expect.any(String) });

    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      id: result.kind === "accepted" ? result.id : "",
      name: "Ana Souza",
      email: validFields.email,
      phone: validFields.phone,
      service: "physical-evaluation",
      message: validFields.message,
      locale: "pt-BR",
      deliveryStatus: "sent",
      deliveryError: null,
    });
    expect(row?.deliveredAt).toBeInstanceOf(Date);

    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email?.to).toEqual([INBOX]);
    expect(email?.from).toBe("no-reply@clinic.example.com");
    expect(email?.headers).toMatch(
      new RegExp(`^Subject: New contact message \\(ref ${row?.id.slice(0, 8)}\\)$`, "m"),
    );
    expect(email?.headers).not.toMatch(/^Reply-To:/im);
    expect(email?.text).toContain("A new message arrived through the website's contact form.");
    expect(email?.text).toContain(`${SITE_URL}/admin/inbox/messages/${row?.id}`);
    for (const personal of [
      "Ana",
      "Souza",
      validFields.email,
      "555-0123",
      "physical",
      "evaluation for next week",
    ]) {
      expect(email?.text).not.toContain(personal);
    }
    expect(email?.headers).not.toContain("Souza");
    expect(email?.headers).not.toContain(validFields.email);
  });

  it("with full-text e-mails turned on, e-mails every field with Reply-To the visitor", async () => {
    const result = await submit(
      validFields,
      { locale: "pt-BR" },
      { notification: { fullText: true, siteUrl: SITE_URL } },
    );
    expect(result.kind).toBe("accepted");
    const [row] = await storedMessages();

    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email?.to).toEqual([INBOX]);
    expect(email?.headers).toMatch(/^Subject: New contact message from Ana Souza$/m);
    expect(email?.headers).toMatch(/^Reply-To: ana\.souza@example\.com$/m);
    for (const expected of [
      "Name: Ana Souza",
      `E-mail: ${validFields.email}`,
      `Phone: ${validFields.phone}`,
      "Service: physical-evaluation",
      "Language: Portuguese (pt-BR)",
      `Received: ${row?.createdAt.toISOString()}`,
      validFields.message,
      `Reference: ${row?.id}`,
    ]) {
      expect(email?.text).toContain(expected);
    }
  });

  it("follows INBOX_FULL_TEXT_EMAILS and SITE_URL from the environment when not told", async () => {
    expect(notificationModeFromEnv()).toEqual({
      fullText: env.INBOX_FULL_TEXT_EMAILS,
      siteUrl: env.SITE_URL,
    });
    const result = await submit(validFields, {}, { notification: undefined });
    const [email] = smtp.received;
    const link = `${env.SITE_URL.replace(/\/+$/, "")}/admin/inbox/messages/${result.kind === "accepted" ? result.id : ""}`;
    if (env.INBOX_FULL_TEXT_EMAILS) {
      expect(email?.text).toContain(validFields.message);
    } else {
      expect(email?.text).toContain(link);
      expect(email?.text).not.toContain(validFields.message);
    }
  });

  it("never logs the visitor's e-mail address or message at info level or above", async () => {
    await submit(validFields);
    const visible = log.lines.filter((line) => line.level >= INFO_LEVEL);
    expect(visible.map((line) => line.msg)).toContain("contact message stored");
    const text = JSON.stringify(visible);
    expect(text).not.toContain(validFields.email);
    expect(text).not.toContain("physical evaluation for next week");
  });

  it("drops a submission whose honeypot is filled: nothing stored, sent or counted", async () => {
    const clientKey = newClientKey();
    const result = await submit(
      { ...validFields, [HONEYPOT_FIELD]: "https://spam.example.com" },
      { clientKey },
    );
    expect(result).toEqual({ kind: "spam" });
    expect(await storedMessages()).toEqual([]);
    expect(smtp.received).toEqual([]);
    const counters = await handle.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(eq(rateLimits.key, `contact:${clientKey}`));
    expect(counters).toEqual([]);
  });

  it("refuses the sixth submission from one visitor within the window, not another visitor's", async () => {
    const clientKey = newClientKey();
    for (let attempt = 1; attempt <= CONTACT_RATE_LIMIT.limit; attempt += 1) {
      expect((await submit(validFields, { clientKey })).kind).toBe("accepted");
    }
    const refused = await submit(validFields, { clientKey });
    expect(refused).toEqual({ kind: "rate-limited", retryAfterSeconds: expect.any(Number) });
    if (refused.kind !== "rate-limited") throw new Error("unreachable");
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMs / 1000);

    expect((await submit(validFields)).kind).toBe("accepted");
    expect(await handle.db.select({ n: count() }).from(contactMessages)).toEqual([
      { n: CONTACT_RATE_LIMIT.limit + 1 },
    ]);
    expect(smtp.received).toHaveLength(CONTACT_RATE_LIMIT.limit + 1);
  });

  it.each([
    {
      case: "a missing name",
      fields: { ...validFields, name: "   " },
      field: "name",
      error: "required",
    },
    {
      case: "a malformed e-mail address",
      fields: { ...validFields, email: "ana.souza@" },
      field: "email",
      error: "invalidEmail",
    },
    {
      case: "a 10,000-character message",
      fields: { ...validFields, message: "x".repeat(10_000) },
      field: "message",
      error: "tooLong",
    },
    {
      case: "an unknown service",
      fields: { ...validFields, service: "dentistry" },
      field: "service",
      error: "invalidService",
    },
    {
      case: "letters in the phone number",
      fields: { ...validFields, phone: "call me maybe" },
      field: "phone",
      error: "invalidPhone",
    },
  ])("refuses $case, and stores and sends nothing", async ({ fields, field, error }) => {
    const result = await submit(fields);
    expect(result).toMatchObject({ kind: "invalid", fieldErrors: { [field]: error } });
    if (result.kind !== "invalid") throw new Error("unreachable");
    expect(Object.keys(result.fieldErrors)).toEqual([field]);
    expect(await storedMessages()).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it("gives back what the visitor typed, cut to the field limits, so the form keeps it", async () => {
    const result = await submit({
      ...validFields,
      name: " Ana ",
      email: "not an address",
      message: "x".repeat(10_000),
      service: "dentistry",
    });
    expect(result).toEqual({
      kind: "invalid",
      fieldErrors: { email: "invalidEmail", message: "tooLong", service: "invalidService" },
      values: {
        name: " Ana ",
        email: "not an address",
        phone: validFields.phone,
        // A <select> cannot show an option it does not have.
        service: "",
        message: "x".repeat(contactFieldLimits.message),
      },
    });
  });

  it("refuses a field sent twice or as a file", async () => {
    const twice = contactForm(validFields);
    twice.append("email", "someone.else@example.com");
    const duplicated = await submit(twice);
    expect(duplicated).toMatchObject({
      kind: "invalid",
      fieldErrors: { email: "invalidEmail" },
      values: { email: validFields.email },
    });

    const withFile = contactForm(validFields);
    withFile.set("message", new File(["hello"], "message.txt", { type: "text/plain" }));
    const file = await submit(withFile);
    expect(file).toMatchObject({
      kind: "invalid",
      fieldErrors: { message: "required" },
      values: { message: "" },
    });

    expect(await storedMessages()).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it("keeps the message and still accepts it when the mail server is unreachable", async () => {
    const unreachable = createMailer({ smtpUrl: await closedPortUrl(), outboxDir: "", from: FROM });
    const result = await submit(validFields, {}, { mailer: unreachable });
    expect(result).toEqual({ kind: "accepted", id: expect.any(String) });

    const [row] = await storedMessages();
    expect(row).toMatchObject({
      id: result.kind === "accepted" ? result.id : "",
      message: validFields.message,
      deliveryStatus: "failed",
      deliveredAt: null,
    });
    expect(row?.deliveryError).toMatch(/ECONNREFUSED/);
    expect(log.lines.filter((line) => line.level === ERROR_LEVEL).map((line) => line.msg)).toEqual([
      "contact message e-mail failed",
    ]);
  });
});

describe("the outbox mailer (no SMTP_URL)", () => {
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = path.join(await mkdtemp(path.join(tmpdir(), "clinic-outbox-")), "outbox");
  });
  afterAll(async () => {
    await rm(path.dirname(outboxDir), { recursive: true, force: true });
  });

  it("writes each message as a readable .eml file, creating the directory", async () => {
    const mailer = createMailer({ outboxDir, from: FROM });
    const sent = await mailer.send({
      to: INBOX,
      subject: "New contact message from Ana Souza",
      text: "Name: Ana Souza\nMessage:\nHello from the outbox.",
      replyTo: "ana.souza@example.com",
    });
    expect(sent).toEqual({ messageId: expect.stringMatching(/^<.+@.+>$/), transport: "outbox" });
    await mailer.send({ to: INBOX, subject: "Second", text: "Another one." });

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    }
    const emails = await Promise.all(
      files.map((file) => readFile(path.join(outboxDir, file), "utf8")),
    );
    const first = emails.find((email) => email.includes(sent.messageId));
    expect(first).toMatch(/^From: Test Clinic <no-reply@clinic\.example\.com>$/m);
    expect(first).toMatch(/^To: front-desk@clinic\.example\.com$/m);
    expect(first).toMatch(/^Reply-To: ana\.souza@example\.com$/m);
    expect(first).toMatch(/^Subject: New contact message from Ana Souza$/m);
    expect(first).toContain("Hello from the outbox.");

    if (process.platform !== "win32") {
      // Visitors' personal data: readable by the server's user only.
      const { mode } = await stat(path.join(outboxDir, files[0] ?? ""));
      expect(mode & 0o777).toBe(0o600);
    }
  });
});
