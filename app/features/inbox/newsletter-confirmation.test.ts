import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getMessages } from "~/i18n/messages.server";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { newsletterSubscribers, outboxEmails, rateLimits } from "~/platform/db/schema";
import { HONEYPOT_FIELD, INTENT_FIELD } from "~/platform/forms/fields";
import { enqueueEmail } from "~/platform/outbox.server";
import * as confirmRoute from "~/routes/site/newsletter-confirm";
import * as unsubscribeRoute from "~/routes/site/newsletter-unsubscribe";
import { isCrossSiteRequest } from "../../../server/request-guards";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { formDataOf } from "../../../tests/support/forms";
import { capturingLogger } from "../../../tests/support/logging";
import { deliverOutbox, outboxRows, recordingMailer } from "../../../tests/support/outbox";
import { routesOn, TEST_ORIGIN } from "../../../tests/support/routes";
import { listNewsletterSubscribers } from "./inbox-admin.server";
import { NEWSLETTER_INTENT } from "./inbox-forms";
import {
  CONFIRMATION_LINK_DAYS,
  confirmationToken,
  deleteExpiredSignUps,
  unsubscribeToken,
} from "./newsletter.server";
import { submitToInbox } from "./submissions.server";

const CONFIRM = "/health-tips/newsletter/confirm";
const UNSUBSCRIBE = "/health-tips/newsletter/unsubscribe";
const DAY_MS = 24 * 60 * 60_000;

const en = getMessages("en").blog;
const pt = getMessages("pt-BR").blog;

/** The path and query of an absolute link found in an e-mail's text. */
function linkIn(text: string, path: string): string {
  const found = new RegExp(`https?://[^\\s/]+((?:/pt)?${path}\\?token=[A-Za-z0-9._-]+)`).exec(text);
  if (!found?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return found[1];
}

describe.each(testDatabases)("newsletter double opt-in on $name", (database) => {
  const handle = openForDescribe(database);
  const routes = routesOn(handle);
  let clientNumber = 0;

  beforeEach(async () => {
    await handle.db.delete(newsletterSubscribers);
    await handle.db.delete(outboxEmails);
    await handle.db.delete(rateLimits);
  });

  function subscribe(email: string, locale: Locale = "en") {
    clientNumber += 1;
    return submitToInbox(
      "newsletter",
      { db: handle.db, logger: capturingLogger().logger },
      {
        formData: formDataOf({ [INTENT_FIELD]: NEWSLETTER_INTENT, [HONEYPOT_FIELD]: "", email }),
        clientKey: `198.51.100.${clientNumber}`,
        locale,
      },
    );
  }

  async function subscriberRow(email: string) {
    const [row] = await handle.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return row;
  }

  /** Sends what the outbox holds; the e-mails it sent. */
  async function deliver() {
    const mailer = recordingMailer();
    await deliverOutbox(handle.db, { mailer, logger: capturingLogger().logger });
    return mailer.sent;
  }

  async function subscribedAndMailed(email: string, locale: Locale = "en") {
    const result = await subscribe(email, locale);
    if (result.kind !== "accepted") throw new Error(`not accepted: ${result.kind}`);
    const [message] = await deliver();
    if (!message) throw new Error("no e-mail sent");
    return { id: result.id, message };
  }

  it("stores a new address unconfirmed and e-mails it a confirmation link in its language, with one-click unsubscribe headers", async () => {
    const { id, message } = await subscribedAndMailed("leitora@example.com", "pt-BR");
    expect(await subscriberRow("leitora@example.com")).toMatchObject({ id, confirmedAt: null });
    expect(message.to).toBe("leitora@example.com");
    expect(message.subject).toContain("Confirme a sua assinatura");
    expect(message.text).toContain(`O link vale por ${CONFIRMATION_LINK_DAYS} dias`);
    const confirm = linkIn(message.text, CONFIRM);
    expect(confirm).toMatch(/^\/pt\/health-tips\/newsletter\/confirm\?token=/);
    const unsubscribe = linkIn(message.text, UNSUBSCRIBE);
    expect(message.headers).toEqual({
      "List-Unsubscribe": `<${TEST_ORIGIN}${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // Unconfirmed: nobody may be written to at this address, so the export leaves it out.
    expect(
      await listNewsletterSubscribers(handle.db, { limit: null }, { confirmedOnly: true }),
    ).toEqual([]);
  });

  it("confirms on the button's POST only, not on opening the link, then says it is confirmed already", async () => {
    const { message } = await subscribedAndMailed("reader@example.com");
    const link = linkIn(message.text, CONFIRM);
    const token = new URL(link, TEST_ORIGIN).searchParams.get("token") ?? "";

    // A mail scanner opening the link confirms nothing.
    const page = await routes.get(CONFIRM, confirmRoute, link);
    expect(page).toMatchObject({
      kind: "data",
      status: 200,
      data: { title: en.newsletterConfirm.title, view: { kind: "ask", token } },
    });
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect((await subscriberRow("reader@example.com"))?.confirmedAt).toBeNull();

    const confirmed = await routes.post(CONFIRM, confirmRoute, link, { token });
    expect(confirmed).toMatchObject({
      kind: "data",
      status: 200,
      data: {
        title: "Subscribed",
        view: { kind: "done", text: en.newsletterConfirm.confirmedText },
      },
    });
    const row = await subscriberRow("reader@example.com");
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(
      await listNewsletterSubscribers(handle.db, { limit: null }, { confirmedOnly: true }),
    ).toEqual([expect.objectContaining({ email: "reader@example.com" })]);

    // Pressed again, or opened again: already confirmed, and the first time stands.
    for (const again of [
      await routes.post(CONFIRM, confirmRoute, link, { token }),
      await routes.get(CONFIRM, confirmRoute, link),
    ]) {
      expect(again).toMatchObject({
        status: 200,
        data: { title: en.newsletterConfirm.alreadyTitle, view: { kind: "done" } },
      });
    }
    expect((await subscriberRow("reader@example.com"))?.confirmedAt).toEqual(row?.confirmedAt);
    // And signing up again now says "already subscribed", with no e-mail.
    expect(await subscribe("reader@example.com")).toEqual({ kind: "already-subscribed" });
    expect(await deliver()).toEqual([]);
  });

  it("confirms from the address's token when the form carries none (the Portuguese page)", async () => {
    const { message } = await subscribedAndMailed("ana@example.com", "pt-BR");
    const link = linkIn(message.text, CONFIRM);
    expect(await routes.post(`/pt${CONFIRM}`, confirmRoute, link, {})).toMatchObject({
      status: 200,
      data: { title: pt.newsletterConfirm.confirmedTitle },
    });
    expect((await subscriberRow("ana@example.com"))?.confirmedAt).toBeInstanceOf(Date);
  });

  it.each([
    ["expired", (id: string) => confirmationToken(id, new Date(Date.now() - 1000))],
    [
      "tampered with (another expiry)",
      (id: string) => {
        const [, , signature] = confirmationToken(id, new Date(Date.now() + DAY_MS)).split(".");
        return `${id}.${(Date.now() + 30 * DAY_MS).toString(36)}.${signature}`;
      },
    ],
    [
      "tampered with (another subscriber)",
      (id: string) =>
        confirmationToken(id, new Date(Date.now() + DAY_MS)).replace(id.slice(0, 8), "00000000"),
    ],
    ["forged (the unsubscribe token)", (id: string) => unsubscribeToken(id)],
    [
      "of an address no longer stored",
      () => confirmationToken(crypto.randomUUID(), new Date(Date.now() + DAY_MS)),
    ],
    ["garbage", () => "<script>"],
    ["missing", () => ""],
  ])("refuses a link %s with a clear message and a way to subscribe again", async (_, tokenOf) => {
    const result = await subscribe("late@example.com", "pt-BR");
    if (result.kind !== "accepted") throw new Error("not accepted");
    const token = tokenOf(result.id);
    const url = `/pt${CONFIRM}?token=${encodeURIComponent(token)}`;
    const invalid = {
      title: pt.newsletterConfirm.invalidTitle,
      view: {
        kind: "problem",
        text: format(pt.newsletterConfirm.invalidText, { days: CONFIRMATION_LINK_DAYS }),
        again: {
          label: pt.newsletterConfirm.subscribeAgain,
          to: "/pt/health-tips#newsletter-title",
        },
      },
    };
    expect(await routes.get(`/pt${CONFIRM}`, confirmRoute, url)).toMatchObject({
      kind: "data",
      status: 400,
      data: invalid,
    });
    expect(await routes.post(`/pt${CONFIRM}`, confirmRoute, url, { token })).toMatchObject({
      kind: "data",
      status: 400,
      data: invalid,
    });
    expect((await subscriberRow("late@example.com"))?.confirmedAt).toBeNull();
  });

  it("unsubscribes on a mail program's one-click POST (no cookie, no Origin), answering 200", async () => {
    const { message } = await subscribedAndMailed("leaving@example.com");
    await handle.db.update(newsletterSubscribers).set({ confirmedAt: new Date() });
    const header = message.headers?.["List-Unsubscribe"] ?? "";
    const url = /^<(.+)>$/.exec(header)?.[1] ?? "";
    expect(url).toBe(`${TEST_ORIGIN}${linkIn(message.text, UNSUBSCRIBE)}`);

    // Opening the link (a scanner) removes nothing: the page shows the button.
    const page = await routes.get(UNSUBSCRIBE, unsubscribeRoute, url.slice(TEST_ORIGIN.length));
    expect(page).toMatchObject({
      status: 200,
      data: { title: en.newsletterUnsubscribe.title, view: { kind: "ask" } },
    });
    expect(await subscriberRow("leaving@example.com")).toBeDefined();

    // RFC 8058: what the mail program posts, and the server's cross-site check lets it by.
    const oneClick = { method: "POST", origin: undefined, fetchSite: undefined };
    expect(
      isCrossSiteRequest({ ...oneClick, requestOrigin: TEST_ORIGIN, siteOrigin: TEST_ORIGIN }),
    ).toBe(false);
    const request = new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await routes.call(UNSUBSCRIBE, unsubscribeRoute, request)).toMatchObject({
      kind: "data",
      status: 200,
      data: { title: en.newsletterUnsubscribe.doneTitle, view: { kind: "done" } },
    });
    expect(await subscriberRow("leaving@example.com")).toBeUndefined();

    // Posted twice (a retry): the same answer.
    const retry = new Request(url, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(await routes.call(UNSUBSCRIBE, unsubscribeRoute, retry)).toMatchObject({ status: 200 });
  });

  it("refuses a forged unsubscribe link and removes nobody", async () => {
    const { id } = await subscribedAndMailed("stays@example.com");
    const forged = `${id}.${"A".repeat(43)}`;
    const url = `${UNSUBSCRIBE}?token=${forged}`;
    const invalid = { title: en.newsletterUnsubscribe.invalidTitle, view: { kind: "problem" } };
    expect(await routes.get(UNSUBSCRIBE, unsubscribeRoute, url)).toMatchObject({
      status: 400,
      data: invalid,
    });
    expect(
      await routes.post(UNSUBSCRIBE, unsubscribeRoute, url, { "List-Unsubscribe": "One-Click" }),
    ).toMatchObject({ status: 400, data: invalid });
    expect(await subscriberRow("stays@example.com")).toBeDefined();
  });

  it("sends a fresh confirmation to a repeated unconfirmed sign-up at most once a day", async () => {
    const { id } = await subscribedAndMailed("again@example.com");
    // Within the day: answered like the first time, no e-mail.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await subscribe("Again@Example.com", "pt-BR")).toEqual({ kind: "accepted", id });
    }
    expect(await deliver()).toEqual([]);
    expect(await outboxRows(handle.db)).toHaveLength(1);

    // A day later: one more, in the language asked in this time, its link good for days again.
    const dayAgo = new Date(Date.now() - DAY_MS - 1000);
    await handle.db
      .update(rateLimits)
      .set({ windowStart: dayAgo })
      .where(eq(rateLimits.key, `newsletter-confirmation:${id}`));
    await handle.db
      .update(newsletterSubscribers)
      .set({ createdAt: dayAgo })
      .where(eq(newsletterSubscribers.id, id));
    expect(await subscribe("again@example.com", "pt-BR")).toEqual({ kind: "accepted", id });
    expect(await subscribe("again@example.com", "pt-BR")).toEqual({ kind: "accepted", id });
    const sent = await deliver();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain("Confirme");
    const row = await subscriberRow("again@example.com");
    expect(row?.locale).toBe("pt-BR");
    expect(row?.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("deletes unconfirmed addresses once their link has expired, and no other", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - CONFIRMATION_LINK_DAYS * DAY_MS - 60_000);
    const recent = new Date(now.getTime() - CONFIRMATION_LINK_DAYS * DAY_MS + 60_000);
    await handle.db.insert(newsletterSubscribers).values([
      { email: "expired@example.com", locale: "en", createdAt: old },
      { email: "pending@example.com", locale: "en", createdAt: recent },
      { email: "confirmed@example.com", locale: "en", createdAt: old, confirmedAt: old },
    ]);
    expect(await deleteExpiredSignUps(handle.db, now)).toBe(1);
    const left = await handle.db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers);
    expect(left.map((row) => row.email).sort()).toEqual([
      "confirmed@example.com",
      "pending@example.com",
    ]);
  });

  it("sends no confirmation for an address confirmed, or expired, before the e-mail left", async () => {
    await subscribe("quick@example.com");
    await handle.db.update(newsletterSubscribers).set({ confirmedAt: new Date() });
    await subscribe("slow@example.com");
    await handle.db
      .update(newsletterSubscribers)
      .set({ createdAt: new Date(Date.now() - CONFIRMATION_LINK_DAYS * DAY_MS - 1000) })
      .where(eq(newsletterSubscribers.email, "slow@example.com"));
    expect(await deliver()).toEqual([]);
  });

  it("still delivers a welcome queued before confirmation existed, with the unsubscribe link", async () => {
    const [row] = await handle.db
      .insert(newsletterSubscribers)
      .values({ email: "old@example.com", locale: "en", confirmedAt: new Date() })
      .returning({ id: newsletterSubscribers.id });
    await enqueueEmail(handle.db, {
      purpose: "newsletter-welcome",
      subjectType: "newsletter_subscriber",
      subjectId: row?.id ?? null,
    });
    const [welcome] = await deliver();
    expect(welcome?.subject).toMatch(/^Welcome to the .+ health tips$/);
    expect(welcome?.text).toContain("Thank you for subscribing");
    expect(linkIn(welcome?.text ?? "", UNSUBSCRIBE)).toMatch(/^\/health-tips\//);
    expect(welcome?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });
});
