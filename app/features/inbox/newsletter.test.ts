import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers, outboxEmails, rateLimits } from "~/platform/db/schema";
import { inboxForms, NEWSLETTER_INTENT } from "~/features/inbox/inbox-forms";
import type { Locale } from "~/i18n/locales";
import { submitToInbox } from "~/features/inbox/submissions.server";
import { createMailer } from "~/platform/email.server";
import { HONEYPOT_FIELD, INTENT_FIELD } from "~/platform/forms/fields";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { formDataOf } from "../../../tests/support/forms";
import { startSmtpServer } from "../../../tests/support/smtp-server";
import { capturingLogger, INFO_LEVEL } from "../../../tests/support/logging";
import { deliverOutbox, outboxRows, recordingMailer } from "../../../tests/support/outbox";

const NEWSLETTER_RATE_LIMIT = inboxForms.newsletter.rateLimit;

/** The newsletter box's post: its intent, the empty honeypot, and these fields. */
function form(fields: Record<string, string | Blob | string[]>): FormData {
  return formDataOf({ [INTENT_FIELD]: NEWSLETTER_INTENT, [HONEYPOT_FIELD]: "", ...fields });
}

describe.each(testDatabases)("newsletter subscriptions on $name", (database) => {
  const handle = openForDescribe(database);
  let log: ReturnType<typeof capturingLogger>;
  let clientNumber = 0;

  beforeEach(async () => {
    await handle.db.delete(newsletterSubscribers);
    await handle.db.delete(outboxEmails);
    log = capturingLogger();
  });

  /** Each call a visitor of its own, so the rate limit of one test never touches another. */
  function newClientKey(): string {
    clientNumber += 1;
    return `203.0.113.${clientNumber}`;
  }

  function subscribe(
    fields: Record<string, string | Blob | string[]>,
    { clientKey = newClientKey(), locale = "en" }: { clientKey?: string; locale?: Locale } = {},
  ) {
    return submitToInbox(
      "newsletter",
      { db: handle.db, logger: log.logger },
      { formData: form(fields), clientKey, locale },
    );
  }

  async function subscribers() {
    return handle.db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        locale: newsletterSubscribers.locale,
        createdAt: newsletterSubscribers.createdAt,
      })
      .from(newsletterSubscribers);
  }

  it("stores a new subscriber once, with the normalised address and the page's language", async () => {
    const result = await subscribe({ email: "  Ana.Souza@Example.COM " }, { locale: "pt-BR" });
    expect(result).toEqual({ kind: "accepted", id: expect.any(String) });
    const rows = await subscribers();
    expect(rows).toEqual([
      {
        id: result.kind === "accepted" ? result.id : "",
        email: "ana.souza@example.com",
        locale: "pt-BR",
        createdAt: expect.any(Date),
      },
    ]);
  });

  it("answers a confirmed address's repeat kindly, whatever the case or spaces, and keeps the first row", async () => {
    expect((await subscribe({ email: "bia@example.com" }, { locale: "pt-BR" })).kind).toBe(
      "accepted",
    );
    await handle.db.update(newsletterSubscribers).set({ confirmedAt: new Date() });
    const [first] = await subscribers();
    for (const email of ["bia@example.com", "BIA@EXAMPLE.COM", "  Bia@Example.com\t"]) {
      expect(await subscribe({ email }, { locale: "en" }), email).toEqual({
        kind: "already-subscribed",
      });
    }
    expect(await subscribers()).toEqual([first]);
  });

  it("keeps different addresses apart", async () => {
    await subscribe({ email: "one@example.com" });
    await subscribe({ email: "two@example.com" });
    expect((await subscribers()).map((row) => row.email).sort()).toEqual([
      "one@example.com",
      "two@example.com",
    ]);
  });

  it("never logs the address at info level or above", async () => {
    await subscribe({ email: "Private.Person@example.com" });
    await subscribe({ email: "private.person@example.com" });
    await handle.db.update(newsletterSubscribers).set({ confirmedAt: new Date() });
    await subscribe({ email: "private.person@example.com" });
    const visible = log.lines.filter((line) => line.level >= INFO_LEVEL);
    expect(visible.map((line) => line.msg)).toEqual([
      "newsletter subscriber stored",
      "newsletter sign-up repeated",
      "newsletter subscription repeated",
    ]);
    expect(JSON.stringify(visible).toLowerCase()).not.toContain("private.person");
  });

  it("drops a bot that fills the honeypot: nothing stored or counted, answered as subscribed", async () => {
    const clientKey = newClientKey();
    const result = await subscribe(
      { email: "bot@example.com", [HONEYPOT_FIELD]: "https://spam.example" },
      { clientKey },
    );
    expect(result).toEqual({ kind: "spam" });
    expect(await subscribers()).toEqual([]);
    const counters = await handle.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(eq(rateLimits.key, `newsletter:${clientKey}`));
    expect(counters).toEqual([]);
  });

  it("refuses the sixth attempt from one visitor within the window, not another visitor's", async () => {
    const clientKey = newClientKey();
    for (let attempt = 1; attempt <= NEWSLETTER_RATE_LIMIT.limit; attempt += 1) {
      const result = await subscribe({ email: `reader${attempt}@example.com` }, { clientKey });
      expect(result.kind, `attempt ${attempt}`).toBe("accepted");
    }
    const refused = await subscribe({ email: "reader6@example.com" }, { clientKey });
    expect(refused).toEqual({ kind: "rate-limited", retryAfterSeconds: expect.any(Number) });
    if (refused.kind !== "rate-limited") throw new Error("unreachable");
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(NEWSLETTER_RATE_LIMIT.windowMs / 1000);

    const [counter] = await handle.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `newsletter:${clientKey}`));
    expect(counter?.count).toBe(NEWSLETTER_RATE_LIMIT.limit + 1);

    expect((await subscribe({ email: "reader6@example.com" })).kind).toBe("accepted");
    expect(await handle.db.select({ n: count() }).from(newsletterSubscribers)).toEqual([
      { n: NEWSLETTER_RATE_LIMIT.limit + 1 },
    ]);
  });

  it.each([
    { case: "an empty address", fields: { email: "   " }, error: "required" },
    { case: "no address at all", fields: {} as Record<string, string>, error: "required" },
    { case: "a malformed address", fields: { email: "ana@" }, error: "invalidEmail" },
    { case: "an address without a domain", fields: { email: "ana@clinic" }, error: "invalidEmail" },
    {
      case: "an address sent twice",
      fields: { email: ["a@example.com", "b@example.com"] },
      error: "invalidEmail",
    },
    { case: "a file", fields: { email: new Blob(["a@example.com"]) }, error: "invalidEmail" },
    {
      case: "a 300-character address",
      fields: { email: `${"a".repeat(288)}@example.com` },
      error: "tooLong",
    },
  ])("refuses $case and stores nothing", async ({ fields, error }) => {
    const result = await subscribe(fields);
    expect(result).toEqual({
      kind: "invalid",
      fieldErrors: { email: error },
      values: { email: expect.any(String) },
    });
    expect(await subscribers()).toEqual([]);
  });

  it("gives back what the visitor typed, cut to the limit, so the form can show it", async () => {
    expect(await subscribe({ email: " not an address " })).toEqual({
      kind: "invalid",
      fieldErrors: { email: "invalidEmail" },
      values: { email: " not an address " },
    });
    const long = await subscribe({ email: "b".repeat(400) });
    expect(long).toMatchObject({ kind: "invalid", fieldErrors: { email: "tooLong" } });
    expect(long.kind === "invalid" ? long.values.email : "").toHaveLength(254);
  });

  it("sends one confirmation e-mail in the subscriber's language to a real SMTP server, none for a repeat", async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: "", from: "clinic@example.com" });
      const deliver = () => deliverOutbox(handle.db, { mailer, logger: log.logger });
      const send = (email: string) =>
        submitToInbox(
          "newsletter",
          { db: handle.db, logger: log.logger },
          { formData: form({ email }), clientKey: newClientKey(), locale: "pt-BR" },
        );
      const subscribed = await send("  Nova.Leitora@Example.com ");
      expect(subscribed).toEqual({ kind: "accepted", id: expect.any(String) });
      // Queued with the subscriber, sent by the outbox.
      expect(await outboxRows(handle.db)).toMatchObject([
        {
          purpose: "newsletter-confirmation",
          subjectType: "newsletter_subscriber",
          subjectId: subscribed.kind === "accepted" ? subscribed.id : "",
          status: "pending",
        },
      ]);
      expect(smtp.received).toEqual([]);
      expect(await deliver()).toMatchObject({ sent: 1 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(["nova.leitora@example.com"]);
      expect(smtp.received[0]?.headers).toMatch(/^Subject: .*(Confirme|=\?UTF-8\?)/im);
      // The one-click unsubscribe headers reach the mail server (RFC 2369, RFC 8058), folded.
      expect(smtp.received[0]?.headers).toMatch(
        /^List-Unsubscribe:\s+<http[^>]*\/pt\/health-tips\/newsletter\/unsubscribe\?token=[^>]+>/im,
      );
      expect(smtp.received[0]?.headers).toMatch(
        /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im,
      );
      expect(smtp.received[0]?.text).toContain("Para confirmar, abra este link");
      expect(smtp.received[0]?.text).toMatch(/\/pt\/health-tips\/newsletter\/confirm\?token=/);
      expect(await outboxRows(handle.db)).toMatchObject([{ status: "sent" }]);

      // Unconfirmed: answered like the first time, but no second e-mail the same day.
      expect((await send("nova.leitora@example.com")).kind).toBe("accepted");
      expect(await outboxRows(handle.db)).toHaveLength(1);
      await handle.db.update(newsletterSubscribers).set({ confirmedAt: new Date() });
      expect((await send("nova.leitora@example.com")).kind).toBe("already-subscribed");
      expect(await outboxRows(handle.db)).toHaveLength(1);
      expect(await deliver()).toMatchObject({ sent: 0 });
      expect(smtp.received).toHaveLength(1);
      // The address is in no log line, the sender's included.
      const visible = log.lines.filter((line) => line.level >= INFO_LEVEL);
      expect(visible.map((line) => line.msg)).toContain("outbox e-mail sent");
      expect(JSON.stringify(visible).toLowerCase()).not.toContain("nova.leitora");
    } finally {
      await smtp.close();
    }
  });

  it("drops the confirmation e-mail of a subscriber removed before it was sent", async () => {
    expect((await subscribe({ email: "gone@example.com" })).kind).toBe("accepted");
    await handle.db.delete(newsletterSubscribers);
    const mailer = recordingMailer();
    expect(await deliverOutbox(handle.db, { mailer, logger: log.logger })).toMatchObject({
      sent: 0,
      dropped: 1,
    });
    expect(mailer.sent).toEqual([]);
    expect(await outboxRows(handle.db)).toEqual([]);
  });
});
