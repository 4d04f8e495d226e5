import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import {
  contactMessages,
  outboxEmails,
  partnershipRequests,
  rateLimits,
} from "~/platform/db/schema";
import { createMailer, type Mailer } from "~/platform/email.server";
import { env } from "~/platform/env.server";
import { HONEYPOT_FIELD } from "~/platform/forms/fields";
import { inboxFieldLimits, inboxForms } from "~/features/inbox/inbox-forms";
import { notificationModeFromEnv } from "~/features/inbox/inbox-emails.server";
import { openRow, type SealedTable } from "~/features/inbox/sealed-messages.server";
import { submitToInbox } from "~/features/inbox/submissions.server";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { formDataOf } from "../../../tests/support/forms";
import {
  capturingLogger,
  ERROR_LEVEL,
  INFO_LEVEL,
  WARN_LEVEL,
} from "../../../tests/support/logging";
import { deliverOutbox, outboxRows, type DeliverOptions } from "../../../tests/support/outbox";
import { callRoute, postRoute, routeContext, TEST_ORIGIN } from "../../../tests/support/routes";
import { startSmtpServer } from "../../../tests/support/smtp-server";

/*
 * The two public forms whose posts are stored encrypted and e-mailed to the clinic, the
 * contact form and the foundation's partnership form, tested alike: what is stored, what
 * the clinic's e-mail says (a link by default, every field when asked), what is logged,
 * bots, the rate limit, refused input and a mail outage. A post queues its e-mail in the
 * outbox; the tests then run the outbox's sender once, as the server does in the
 * background, against a real SMTP server. Each form's own cases follow the shared ones.
 */

const SITE_URL = "https://clinic.example.com";
const FROM = "Test Clinic <no-reply@clinic.example.com>";
const FULL_TEXT = { notification: { fullText: true, siteUrl: SITE_URL } };

/** A port nothing listens on: bound once by the OS, then released. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

type InvalidCase = { case: string; fields: Record<string, string>; field: string; error: string };

/** What one of the two forms is, sends and gets. */
type SealedVariant = {
  variant: "contact" | "partnership";
  /** One post, as the logs name it. */
  what: string;
  table: typeof contactMessages | typeof partnershipRequests;
  sealedTable: SealedTable;
  /** The columns that say who wrote and what: encrypted at rest. */
  sealedColumns: string[];
  /** The clinic's address that receives this form's e-mails. */
  inbox: string;
  /** Every field, valid, as stored. */
  valid: { email: string; phone: string; message: string } & Record<string, string>;
  /** The field that names the sender (the full-text e-mail's subject says it). */
  senderField: string;
  /** Where staff read an item: /admin/inbox/<inboxKind>/<id>. */
  inboxKind: "messages" | "partnerships";
  /**
   * The notice's subject (before the reference; the full-text e-mail's says "from" whom
   * instead) and its first line.
   */
  notice: { subject: string; arrived: string };
  /** What the notice's text must not contain: who wrote, how to reach them, what they said. */
  personal: string[];
  /** What the notice's headers must not contain. */
  personalInHeaders: string[];
  /** The full-text e-mail's Reply-To header and its lines about the sender. */
  fullText: { replyTo: RegExp; lines: string[] };
  /** Words of the message that no log line may carry. */
  messageWords: string;
  /** Visitors' addresses for the rate limit, this number and one more each. */
  clientPrefix: string;
  invalid: InvalidCase[];
};

/** The refusals both forms share, of a form's valid fields with one of them wrong. */
const refusedByBoth = {
  malformedEmail: (valid: Record<string, string>, email: string): InvalidCase => ({
    case: "a malformed e-mail address",
    fields: { ...valid, email },
    field: "email",
    error: "invalidEmail",
  }),
  longMessage: (valid: Record<string, string>): InvalidCase => ({
    case: "a 10,000-character message",
    fields: { ...valid, message: "x".repeat(10_000) },
    field: "message",
    error: "tooLong",
  }),
  phoneWithLetters: (valid: Record<string, string>): InvalidCase => ({
    case: "letters in the phone number",
    fields: { ...valid, phone: "call me maybe" },
    field: "phone",
    error: "invalidPhone",
  }),
};

const contactValid = {
  name: "Ana Souza",
  email: "ana.souza@example.com",
  phone: "+1 (407) 555-0123",
  service: "physical-evaluation",
  message: "Olá! I would like to book a physical evaluation for next week, please.",
};

const partnershipValid = {
  companyName: "Sunshine Pharmacy",
  contactPerson: "Carlos Lima",
  email: "carlos.lima@sunshine.example.com",
  phone: "+1 (407) 555-0166",
  message: "Olá! We would like to sponsor the flu shots at your next health fair.",
};

const contact: SealedVariant = {
  variant: "contact",
  what: "contact message",
  table: contactMessages,
  sealedTable: "contact_messages",
  sealedColumns: ["name", "email", "phone", "message"],
  inbox: "front-desk@clinic.example.com",
  valid: contactValid,
  senderField: "name",
  inboxKind: "messages",
  notice: {
    subject: "New contact message",
    arrived: "A new message arrived through the website's contact form.",
  },
  personal: [
    "Ana",
    "Souza",
    contactValid.email,
    "555-0123",
    "physical",
    "evaluation for next week",
  ],
  personalInHeaders: ["Souza", contactValid.email],
  fullText: {
    replyTo: /^Reply-To: ana\.souza@example\.com$/m,
    lines: ["Name: Ana Souza", "Service: physical-evaluation"],
  },
  messageWords: "physical evaluation for next week",
  clientPrefix: "198.51.100.",
  invalid: [
    {
      case: "a missing name",
      fields: { ...contactValid, name: "   " },
      field: "name",
      error: "required",
    },
    refusedByBoth.malformedEmail(contactValid, "ana.souza@"),
    refusedByBoth.longMessage(contactValid),
    {
      case: "an unknown service",
      fields: { ...contactValid, service: "dentistry" },
      field: "service",
      error: "invalidService",
    },
    refusedByBoth.phoneWithLetters(contactValid),
  ],
};

const partnership: SealedVariant = {
  variant: "partnership",
  what: "partnership request",
  table: partnershipRequests,
  sealedTable: "partnership_requests",
  sealedColumns: ["companyName", "contactPerson", "email", "phone", "message"],
  inbox: "partners@clinic.example.com",
  valid: partnershipValid,
  senderField: "companyName",
  inboxKind: "partnerships",
  notice: {
    subject: "New partnership request",
    arrived: "A new partnership request arrived through the VIP Foundation page.",
  },
  personal: ["Sunshine", "Carlos", "Lima", partnershipValid.email, "555-0166", "flu"],
  personalInHeaders: ["Sunshine", partnershipValid.email],
  fullText: {
    replyTo: /^Reply-To: carlos\.lima@sunshine\.example\.com$/m,
    lines: ["Company: Sunshine Pharmacy", "Contact person: Carlos Lima"],
  },
  messageWords: "sponsor the flu shots",
  clientPrefix: "203.0.113.",
  invalid: [
    {
      case: "a missing company name",
      fields: { ...partnershipValid, companyName: "   " },
      field: "companyName",
      error: "required",
    },
    {
      case: "a missing contact person",
      fields: { ...partnershipValid, contactPerson: "" },
      field: "contactPerson",
      error: "required",
    },
    refusedByBoth.malformedEmail(partnershipValid, "carlos@"),
    refusedByBoth.longMessage(partnershipValid),
    refusedByBoth.phoneWithLetters(partnershipValid),
  ],
};

describe.each([contact, partnership])("the $variant form", (variant) => {
  const { valid, senderField } = variant;
  const rateLimit = inboxForms[variant.variant].rateLimit;
  const limits: Record<string, number> = inboxFieldLimits(variant.variant);

  describe.each(testDatabases)("on $name", (database) => {
    const handle = openForDescribe(database);
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let log: ReturnType<typeof capturingLogger>;
    let clientNumber = 0;

    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(async () => {
      await smtp?.close();
    });
    beforeEach(async () => {
      await handle.db.delete(variant.table);
      await handle.db.delete(outboxEmails);
      smtp.received.length = 0;
      log = capturingLogger();
    });

    function smtpMailer(): Mailer {
      return createMailer({ smtpUrl: smtp.url, outboxDir: "/nonexistent", from: FROM });
    }

    /** Runs the outbox once: the queued e-mails go to the SMTP server, to the form's inbox. */
    function deliver(overrides: Partial<DeliverOptions> = {}) {
      return deliverOutbox(handle.db, {
        mailer: smtpMailer(),
        inbox: variant.inbox,
        notification: { fullText: false, siteUrl: SITE_URL },
        logger: log.logger,
        ...overrides,
      });
    }

    /** The queued notices of this form's items. */
    function notices() {
      return outboxRows(
        handle.db,
        and(
          eq(outboxEmails.purpose, "clinic-notice"),
          eq(
            outboxEmails.subjectType,
            variant.variant === "contact" ? "contact_message" : "partnership_request",
          ),
        ),
      );
    }

    /** Each call a visitor of its own, so the rate limit of one test never touches another. */
    function newClientKey(): string {
      clientNumber += 1;
      return `${variant.clientPrefix}${clientNumber}`;
    }

    function submit(
      fields: Record<string, string> | FormData,
      { clientKey = newClientKey(), locale = "en" }: { clientKey?: string; locale?: Locale } = {},
    ) {
      const formData =
        fields instanceof FormData ? fields : formDataOf({ [HONEYPOT_FIELD]: "", ...fields });
      return submitToInbox(
        variant.variant,
        { db: handle.db, logger: log.logger },
        { formData, clientKey, locale },
      );
    }

    /** Submits, then runs the outbox once with these delivery options. */
    async function submitAndDeliver(
      fields: Record<string, string>,
      delivery: Partial<DeliverOptions> = {},
    ) {
      const result = await submit(fields);
      await deliver(delivery);
      return result;
    }

    /** The stored rows, read as staff would; who wrote and what must be encrypted at rest. */
    async function storedRows(): Promise<Record<string, unknown>[]> {
      const rows: Record<string, unknown>[] = await handle.db.select().from(variant.table);
      for (const row of rows) {
        for (const column of variant.sealedColumns) {
          if (row[column] !== null) expect(row[column], column).toMatch(/^enc1\./);
        }
      }
      return rows.map((row) => openRow(variant.sealedTable, row));
    }

    /** The valid fields with spaces around the sender's name and the message. */
    const padded = {
      ...valid,
      [senderField]: `  ${valid[senderField]} `,
      message: ` ${valid.message}\n`,
    };

    /**
     * Posts the padded fields in Portuguese and expects them accepted, stored once as the
     * valid fields (trimmed) with the clinic's notice queued, not sent; then, once the
     * outbox has run, e-mailed once to the form's inbox: the row and the e-mail.
     */
    async function expectPaddedPostStoredAndSent(delivery: Partial<DeliverOptions> = {}) {
      const result = await submit(padded, { locale: "pt-BR" });
      expect(result).toEqual({ kind: "accepted", id: expect.any(String) });
      const id = result.kind === "accepted" ? result.id : "";

      // Answered before any e-mail is sent: the notice waits in the outbox.
      expect(await storedRows()).toMatchObject([
        { id, deliveryStatus: "pending", deliveryError: null, deliveredAt: null },
      ]);
      expect(await notices()).toMatchObject([{ subjectId: id, status: "pending", attempts: 0 }]);
      expect(smtp.received).toEqual([]);

      expect(await deliver(delivery)).toEqual({ sent: 1, retried: 0, failed: 0, dropped: 0 });
      expect(await notices()).toMatchObject([{ subjectId: id, status: "sent", attempts: 1 }]);

      const rows = await storedRows();
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({
        id: result.kind === "accepted" ? result.id : "",
        ...valid,
        locale: "pt-BR",
        deliveryStatus: "sent",
        deliveryError: null,
      });
      expect(row?.deliveredAt).toBeInstanceOf(Date);

      expect(smtp.received).toHaveLength(1);
      const [email] = smtp.received;
      expect(email?.to).toEqual([variant.inbox]);
      return { row, email };
    }

    it("stores a valid post once and e-mails the clinic one link to it, with no personal data", async () => {
      const { row, email } = await expectPaddedPostStoredAndSent();
      const id = String(row?.id);
      expect(email?.from).toBe("no-reply@clinic.example.com");
      expect(email?.headers).toMatch(
        new RegExp(`^Subject: ${variant.notice.subject} \\(ref ${id.slice(0, 8)}\\)$`, "m"),
      );
      expect(email?.headers).not.toMatch(/^Reply-To:/im);
      expect(email?.text).toContain(variant.notice.arrived);
      expect(email?.text).toContain(`${SITE_URL}/admin/inbox/${variant.inboxKind}/${id}`);
      for (const personal of variant.personal) {
        expect(email?.text).not.toContain(personal);
      }
      for (const personal of variant.personalInHeaders) {
        expect(email?.headers).not.toContain(personal);
      }
    });

    it("with full-text e-mails turned on, stores a valid post once and e-mails every field once, with Reply-To the sender", async () => {
      const { row, email } = await expectPaddedPostStoredAndSent(FULL_TEXT);
      expect(email?.headers).toMatch(
        new RegExp(`^Subject: ${variant.notice.subject} from ${valid[senderField]}$`, "m"),
      );
      expect(email?.headers).toMatch(variant.fullText.replyTo);
      for (const expected of [
        ...variant.fullText.lines,
        `E-mail: ${valid.email}`,
        `Phone: ${valid.phone}`,
        "Language: Portuguese (pt-BR)",
        `Received: ${(row?.createdAt as Date).toISOString()}`,
        valid.message,
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
      const result = await submitAndDeliver(valid, { notification: undefined });
      const [email] = smtp.received;
      const link = `${env.SITE_URL.replace(/\/+$/, "")}/admin/inbox/${variant.inboxKind}/${result.kind === "accepted" ? result.id : ""}`;
      if (env.INBOX_FULL_TEXT_EMAILS) {
        expect(email?.text).toContain(valid.message);
      } else {
        expect(email?.text).toContain(link);
        expect(email?.text).not.toContain(valid.message);
      }
    });

    it("stores an empty phone number as null and says so in the e-mail", async () => {
      await submitAndDeliver({ ...valid, phone: "" }, FULL_TEXT);
      const [row] = await storedRows();
      expect(row?.phone).toBeNull();
      expect(smtp.received[0]?.text).toContain("Phone: (not given)");
    });

    it("keeps a line break in the sender's name out of the e-mail's headers", async () => {
      await submitAndDeliver(
        { ...valid, [senderField]: "Evil\r\nBcc: victim@example.com" },
        FULL_TEXT,
      );
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.headers).toMatch(
        new RegExp(`^Subject: ${variant.notice.subject} from Evil Bcc: victim@example\\.com$`, "m"),
      );
      expect(smtp.received[0]?.to).toEqual([variant.inbox]);
    });

    it("never logs the visitor's e-mail address or message at info level or above", async () => {
      await submitAndDeliver(valid, FULL_TEXT);
      const visible = log.lines.filter((line) => line.level >= INFO_LEVEL);
      expect(visible.map((line) => line.msg)).toEqual([
        `${variant.what} stored`,
        "outbox e-mail sent",
      ]);
      const text = JSON.stringify(visible);
      expect(text).not.toContain(valid.email);
      expect(text).not.toContain(variant.messageWords);
    });

    it("drops a post whose honeypot is filled: nothing stored, sent or counted", async () => {
      const clientKey = newClientKey();
      const result = await submit(
        { ...valid, [HONEYPOT_FIELD]: "https://spam.example.com" },
        { clientKey },
      );
      expect(result).toEqual({ kind: "spam" });
      expect(await storedRows()).toEqual([]);
      expect(await notices()).toEqual([]);
      await deliver();
      expect(smtp.received).toEqual([]);
      const counters = await handle.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(eq(rateLimits.key, `${variant.variant}:${clientKey}`));
      expect(counters).toEqual([]);
    });

    it("refuses the sixth post from one visitor within the window, not another visitor's", async () => {
      const clientKey = newClientKey();
      for (let attempt = 1; attempt <= rateLimit.limit; attempt += 1) {
        expect((await submit(valid, { clientKey })).kind).toBe("accepted");
      }
      const refused = await submit(valid, { clientKey });
      expect(refused).toEqual({ kind: "rate-limited", retryAfterSeconds: expect.any(Number) });
      if (refused.kind !== "rate-limited") throw new Error("unreachable");
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(rateLimit.windowMs / 1000);

      // The counter is the form's own.
      const [counter] = await handle.db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(eq(rateLimits.key, `${variant.variant}:${clientKey}`));
      expect(counter?.count).toBe(rateLimit.limit + 1);

      expect((await submit(valid)).kind).toBe("accepted");
      expect(await handle.db.select({ n: count() }).from(variant.table)).toEqual([
        { n: rateLimit.limit + 1 },
      ]);
      expect(await notices()).toHaveLength(rateLimit.limit + 1);
      await deliver();
      expect(smtp.received).toHaveLength(rateLimit.limit + 1);
    });

    it.each(variant.invalid)(
      "refuses $case, and stores and sends nothing",
      async ({ fields, field, error }) => {
        const result = await submit(fields);
        expect(result).toMatchObject({ kind: "invalid", fieldErrors: { [field]: error } });
        if (result.kind !== "invalid") throw new Error("unreachable");
        expect(Object.keys(result.fieldErrors)).toEqual([field]);
        expect(await storedRows()).toEqual([]);
        expect(await notices()).toEqual([]);
        await deliver();
        expect(smtp.received).toEqual([]);
      },
    );

    it("gives back what the visitor typed, cut to the field limits", async () => {
      const result = await submit({ ...valid, email: "nope", message: "y".repeat(9_000) });
      expect(result).toMatchObject({
        kind: "invalid",
        fieldErrors: { email: "invalidEmail", message: "tooLong" },
        values: { email: "nope", message: "y".repeat(limits.message ?? 0) },
      });
    });

    it("refuses a field sent twice, giving back the first value, or sent as a file", async () => {
      const twice = formDataOf({ ...valid, [HONEYPOT_FIELD]: "" });
      twice.append("email", "someone.else@example.com");
      expect(await submit(twice)).toEqual({
        kind: "invalid",
        fieldErrors: { email: "invalidEmail" },
        values: valid,
      });

      const withFile = formDataOf({ ...valid, [HONEYPOT_FIELD]: "" });
      withFile.set("message", new File(["hello"], "message.txt", { type: "text/plain" }));
      expect(await submit(withFile)).toMatchObject({
        kind: "invalid",
        fieldErrors: { message: "required" },
        values: { message: "" },
      });

      expect(await storedRows()).toEqual([]);
      expect(await notices()).toEqual([]);
      await deliver();
      expect(smtp.received).toEqual([]);
    });

    it("accepts the post at once when the mail server is unreachable, retries the notice, then marks it failed", async () => {
      const unreachable = createMailer({
        smtpUrl: await closedPortUrl(),
        outboxDir: "",
        from: FROM,
      });
      // Given up on after 10 s (a day by default), so the test can pass that in one step.
      const settings = { maxAgeMs: 10_000 };
      const result = await submit(valid);
      expect(result).toEqual({ kind: "accepted", id: expect.any(String) });
      const id = result.kind === "accepted" ? result.id : "";

      // The first attempt fails: the notice stays queued, with the error and a next attempt.
      const firstAttempt = Date.now();
      expect(await deliver({ mailer: unreachable, settings })).toEqual({
        sent: 0,
        retried: 1,
        failed: 0,
        dropped: 0,
      });
      const [queued] = await notices();
      expect(queued).toMatchObject({
        subjectId: id,
        status: "pending",
        attempts: 1,
        leaseUntil: null,
        sentAt: null,
      });
      expect(queued?.lastError).toMatch(/ECONNREFUSED/);
      const wait = (queued?.nextAttemptAt.getTime() ?? 0) - firstAttempt;
      expect(wait).toBeGreaterThanOrEqual(30_000);
      expect(wait).toBeLessThan(40_000);

      const rows = await storedRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id,
        [senderField]: valid[senderField],
        message: valid.message,
        deliveryStatus: "pending",
        deliveredAt: null,
      });
      expect(rows[0]?.deliveryError).toMatch(/ECONNREFUSED/);
      expect(
        log.lines.filter((line) => line.level >= WARN_LEVEL).map((line) => [line.level, line.msg]),
      ).toEqual([[WARN_LEVEL, "outbox e-mail failed; will retry"]]);

      // Not due before its next attempt.
      expect(await deliver({ mailer: unreachable, settings })).toEqual({
        sent: 0,
        retried: 0,
        failed: 0,
        dropped: 0,
      });

      // At its next attempt, older than maxAgeMs: failed for good, where staff see it.
      const nextAttempt = queued?.nextAttemptAt ?? new Date();
      expect(
        await deliver({ mailer: unreachable, settings, now: () => new Date(nextAttempt) }),
      ).toEqual({ sent: 0, retried: 0, failed: 1, dropped: 0 });
      expect(await notices()).toMatchObject([
        {
          subjectId: id,
          status: "failed",
          attempts: 2,
          lastError: expect.stringMatching(/ECONNREFUSED/),
        },
      ]);
      const [failed] = await storedRows();
      expect(failed).toMatchObject({ id, deliveryStatus: "failed", deliveredAt: null });
      expect(failed?.deliveryError).toMatch(/ECONNREFUSED/);
      expect(smtp.received).toEqual([]);
      expect(
        log.lines.filter((line) => line.level === ERROR_LEVEL).map((line) => line.msg),
      ).toEqual(["outbox e-mail failed for good"]);

      // A failed notice is not tried again.
      expect(
        await deliver({ settings, now: () => new Date(nextAttempt.getTime() + 3_600_000) }),
      ).toEqual({ sent: 0, retried: 0, failed: 0, dropped: 0 });
      expect(smtp.received).toEqual([]);
    });

    // ---- The contact form only.

    if (variant.variant === "contact") {
      it("gives back a service it does not offer as none, since a <select> cannot show it", async () => {
        const result = await submit({
          ...valid,
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
            phone: valid.phone,
            service: "",
            message: "x".repeat(limits.message ?? 0),
          },
        });
      });
    }

    // ---- The partnership form only.

    if (variant.variant === "partnership") {
      it("refuses a form without the company field at all", async () => {
        const { companyName: _companyName, ...rest } = partnershipValid;
        expect(await submit(rest)).toMatchObject({
          kind: "invalid",
          fieldErrors: { companyName: "required" },
          values: { companyName: "" },
        });
        expect(await storedRows()).toEqual([]);
      });

      describe("the /foundation action", () => {
        // Imported when called: the route module reads the environment (mailer, inbox) when loaded.
        const foundation = () => import("~/routes/site/foundation");
        let actionClient = 0;
        const context = (clientIp = `192.0.2.${(actionClient += 1)}`, db = handle.db) =>
          routeContext(db, clientIp);

        async function post(fields: Record<string, string>, clientIp?: string) {
          return postRoute("/foundation", await foundation(), "/foundation", fields, {
            context: context(clientIp),
          });
        }

        it("answers invalid input with 400, the error keys and what was typed", async () => {
          const answer = await post({
            companyName: "",
            contactPerson: "Carlos",
            email: "nope",
            message: "Hi",
          });
          expect(answer).toMatchObject({ kind: "data", status: 400 });
          expect(answer.kind === "data" && answer.data).toEqual({
            status: "invalid",
            fieldErrors: { companyName: "required", email: "invalidEmail" },
            values: {
              companyName: "",
              contactPerson: "Carlos",
              email: "nope",
              phone: "",
              message: "Hi",
            },
          });
        });

        it("refuses a body over 32 KB with 413 without reading it", async () => {
          const fields = { ...partnershipValid, [HONEYPOT_FIELD]: "", message: "y".repeat(40_000) };
          const body = new URLSearchParams(fields).toString();
          const answer = await callRoute(
            "/foundation",
            await foundation(),
            new Request(`${TEST_ORIGIN}/foundation`, {
              method: "POST",
              headers: {
                "content-type": "application/x-www-form-urlencoded",
                "content-length": String(Buffer.byteLength(body)),
              },
              body,
            }),
            context(),
          );
          expect(answer).toMatchObject({
            kind: "data",
            status: 413,
            data: { status: "invalid", fieldErrors: { message: "tooLong" } },
          });
          expect(
            await handle.db
              .select({ n: count() })
              .from(partnershipRequests)
              .where(eq(partnershipRequests.companyName, partnershipValid.companyName)),
          ).toEqual([{ n: 0 }]);
        });

        it("answers the sixth request from one client with 429 and Retry-After", async () => {
          const clientIp = "192.0.2.250";
          const form = { ...partnershipValid, [HONEYPOT_FIELD]: "", email: "not-an-address" };
          for (let attempt = 1; attempt <= rateLimit.limit; attempt += 1) {
            expect((await post(form, clientIp)).status).toBe(400);
          }
          const limited = await post(form, clientIp);
          expect(limited).toMatchObject({
            kind: "data",
            status: 429,
            data: {
              status: "rate-limited",
              retryAfterMinutes: 15,
              values: { email: "not-an-address", companyName: partnershipValid.companyName },
            },
            toast: { type: "error" },
          });
          expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
        });

        it("answers 503 and gives back what was typed when the database is down", async () => {
          const down = await database.open();
          await down.close();
          const answer = await postRoute(
            "/foundation",
            await foundation(),
            "/foundation",
            { companyName: "Acme", contactPerson: "Ana", email: "a@example.com", message: "Hi" },
            { context: context("192.0.2.99", down.db) },
          );
          expect(answer).toMatchObject({ kind: "data", status: 503, toast: { type: "error" } });
          expect(answer.kind === "data" && answer.data).toEqual({
            status: "error",
            values: {
              companyName: "Acme",
              contactPerson: "Ana",
              email: "a@example.com",
              phone: "",
              message: "Hi",
            },
          });
        });
      });
    }
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
      to: contact.inbox,
      subject: "New contact message from Ana Souza",
      text: "Name: Ana Souza\nMessage:\nHello from the outbox.",
      replyTo: "ana.souza@example.com",
    });
    expect(sent).toEqual({ messageId: expect.stringMatching(/^<.+@.+>$/), transport: "outbox" });
    await mailer.send({ to: contact.inbox, subject: "Second", text: "Another one." });

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
