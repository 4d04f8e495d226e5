import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { INBOX_PAGE_SIZE } from "~/features/inbox/inbox";
import {
  auditLog,
  contactMessages,
  newsletterSubscribers,
  outboxEmails,
  partnershipRequests,
} from "~/platform/db/schema";
import { submitToInbox } from "~/features/inbox/submissions.server";
import * as listRoute from "~/routes/admin/inbox";
import * as exportRoute from "~/routes/admin/inbox-export";
import * as itemRoute from "~/routes/admin/inbox-item";
import { parseCsv } from "~/platform/csv";
import { auditEntries } from "../../../tests/support/audit";
import {
  countRows,
  insertedId,
  openForDescribe,
  testDatabases,
} from "../../../tests/support/databases";
import { nextClientIp, signedInForDescribe } from "../../../tests/support/auth-helpers";
import { formDataOf } from "../../../tests/support/forms";
import {
  deliverOutbox,
  failingMailer,
  outboxRows,
  recordingMailer,
} from "../../../tests/support/outbox";
import { routesOn, type RouteModule } from "../../../tests/support/routes";

/*
 * The staff inbox: lists with the handled filter, the detail page, marking handled
 * and reopening, deleting, sending a failed notice again, the CSV export, the audit
 * entries, and that nobody but content editors gets any of it.
 */

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

type Actor = "anonymous" | "user" | "content_editor";

/** The route patterns of app/routes.ts. */
const LIST = "/admin/inbox";
const ITEM = "/admin/inbox/:kind/:id";
const EXPORT = "/admin/inbox/export/:kind";

describe.each(testDatabases)("the inbox on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["content_editor", "user"]);
  const editor = people.content_editor;
  beforeEach(async () => {
    await handle.db.delete(contactMessages);
    await handle.db.delete(partnershipRequests);
    await handle.db.delete(newsletterSubscribers);
  });

  const routes = routesOn(handle);
  const cookieOf = (actor: Actor) => (actor === "anonymous" ? null : people[actor].cookie);

  function get(path: string, module: RouteModule, url: string, actor: Actor = "content_editor") {
    return routes.get(path, module, url, cookieOf(actor));
  }

  function post(
    kind: string,
    id: string,
    fields: Record<string, string>,
    actor: Actor = "content_editor",
  ) {
    return routes.post(ITEM, itemRoute, `/admin/inbox/${kind}/${id}`, fields, cookieOf(actor));
  }

  /** What addMessage stores unless told otherwise. */
  const messageFields = {
    name: "Ana Souza",
    email: "ana@example.com",
    phone: "+1 (407) 555-0123",
    service: "checkup",
    message: "I would like a check-up.",
    locale: "en",
    deliveryStatus: "sent",
  } as const;

  function addMessage(values: Partial<typeof contactMessages.$inferInsert> = {}) {
    return insertedId(handle.db, contactMessages, { ...messageFields, ...values });
  }

  function addPartnership(values: Partial<typeof partnershipRequests.$inferInsert> = {}) {
    return insertedId(handle.db, partnershipRequests, {
      companyName: "Sunshine Pharmacy",
      contactPerson: "Carlos Lima",
      email: "carlos@sunshine.example.com",
      message: "We would like to sponsor flu shots.",
      locale: "pt-BR",
      ...values,
    });
  }

  /** A subscriber who confirmed (at `createdAt`), unless `confirmed` is false. */
  function addSubscriber(email: string, createdAt?: Date, { confirmed = true } = {}) {
    return insertedId(handle.db, newsletterSubscribers, {
      email,
      locale: "en",
      ...(createdAt ? { createdAt } : {}),
      confirmedAt: confirmed ? (createdAt ?? new Date()) : null,
    });
  }

  async function message(id: string) {
    const [row] = await handle.db
      .select({ handledAt: contactMessages.handledAt, handledBy: contactMessages.handledBy })
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    return row ?? null;
  }

  const auditFor = (action: string, entityId: string | null = null) =>
    auditEntries(handle.db, ["actorId", "actorEmail", "entityType", "summary"], action, entityId);
  const auditCount = () => countRows(handle.db, auditLog);

  describe("the lists", () => {
    it("list messages newest first, with their handled state, and filter open or handled", async () => {
      const older = await addMessage({
        name: "Older",
        createdAt: new Date("2025-01-01T10:00:00Z"),
      });
      const newer = await addMessage({
        name: "Newer",
        createdAt: new Date("2025-02-01T10:00:00Z"),
      });
      await post("messages", older, { intent: "handle" });

      const all = await get(LIST, listRoute, "/admin/inbox");
      expect(all).toMatchObject({
        kind: "data",
        data: {
          tab: "messages",
          status: "all",
          counts: { messages: 2, partnerships: 0, newsletter: 0 },
          open: { messages: 1, partnerships: 0 },
          list: {
            kind: "messages",
            items: [
              { id: newer, name: "Newer", handledAt: null },
              { id: older, name: "Older", handledAt: expect.any(Date), handledBy: editor.email },
            ],
          },
        },
      });
      // toMatchObject compares arrays item by item, length included.
      expect(await get(LIST, listRoute, "/admin/inbox?tab=messages&status=open")).toMatchObject({
        data: { status: "open", list: { kind: "messages", items: [{ id: newer }] } },
      });
      expect(await get(LIST, listRoute, "/admin/inbox?tab=messages&status=handled")).toMatchObject({
        data: { status: "handled", list: { kind: "messages", items: [{ id: older }] } },
      });
    });

    it("page on the server, newest first, a page past the last showing the last", async () => {
      const extra = 5;
      const names = Array.from(
        { length: INBOX_PAGE_SIZE + extra },
        (_, index) => `Person ${index}`,
      );
      // Person 0 is the newest.
      await handle.db.insert(contactMessages).values(
        names.map((name, index) => ({
          ...messageFields,
          name,
          createdAt: new Date(Date.UTC(2025, 0, 1) - index * 60_000),
        })),
      );
      const pageOf = async (url: string) => {
        const answer = await get(LIST, listRoute, url);
        if (answer.kind !== "data") throw new Error(`no list at ${url}`);
        const data = answer.data as {
          page: number;
          pageCount: number;
          list: { items: { name: string }[] };
        };
        return {
          page: data.page,
          pageCount: data.pageCount,
          names: data.list.items.map((item) => item.name),
        };
      };
      expect(await pageOf("/admin/inbox")).toEqual({
        page: 1,
        pageCount: 2,
        names: names.slice(0, INBOX_PAGE_SIZE),
      });
      expect(await pageOf("/admin/inbox?tab=messages&page=2")).toEqual({
        page: 2,
        pageCount: 2,
        names: names.slice(INBOX_PAGE_SIZE),
      });
      expect(await pageOf("/admin/inbox?tab=messages&page=9")).toMatchObject({ page: 2 });
      expect(await pageOf("/admin/inbox?tab=messages&status=handled&page=2")).toEqual({
        page: 1,
        pageCount: 1,
        names: [],
      });
    });

    it("list partnership requests and subscribers on their tabs", async () => {
      const request = await addPartnership();
      const subscriber = await addSubscriber("reader@example.com");
      expect(await get(LIST, listRoute, "/admin/inbox?tab=partnerships")).toMatchObject({
        data: {
          tab: "partnerships",
          list: { kind: "partnerships", items: [{ id: request, handledAt: null }] },
        },
      });
      expect(await get(LIST, listRoute, "/admin/inbox?tab=newsletter&status=open")).toMatchObject({
        data: {
          tab: "newsletter",
          status: "all",
          list: { kind: "newsletter", items: [{ id: subscriber }] },
        },
      });
    });

    it("lists unconfirmed subscribers too, with their missing confirmation for the badge", async () => {
      const confirmed = await addSubscriber("yes@example.com", new Date("2025-01-01T12:00:00Z"));
      const unconfirmed = await addSubscriber("maybe@example.com", undefined, { confirmed: false });
      expect(await get(LIST, listRoute, "/admin/inbox?tab=newsletter")).toMatchObject({
        data: {
          list: {
            kind: "newsletter",
            items: [
              { id: unconfirmed, confirmedAt: null },
              { id: confirmed, confirmedAt: new Date("2025-01-01T12:00:00Z") },
            ],
          },
        },
      });
    });
  });

  describe("the detail page", () => {
    it("shows every field of a message, a request and a subscriber", async () => {
      const id = await addMessage();
      expect(await get(ITEM, itemRoute, `/admin/inbox/messages/${id}`)).toMatchObject({
        kind: "data",
        data: {
          kind: "messages",
          item: { id, ...messageFields, deliveryError: null, handledAt: null },
        },
      });
      const request = await addPartnership();
      expect(await get(ITEM, itemRoute, `/admin/inbox/partnerships/${request}`)).toMatchObject({
        data: { kind: "partnerships", item: { contactPerson: "Carlos Lima" } },
      });
      const subscriber = await addSubscriber("reader@example.com");
      expect(await get(ITEM, itemRoute, `/admin/inbox/newsletter/${subscriber}`)).toMatchObject({
        data: { kind: "newsletter", item: { email: "reader@example.com" } },
      });
    });

    it.each([
      ["an unknown kind", "letters", "valid"],
      ["an id that is not a UUID", "messages", encodeURIComponent("1 or 1=1")],
      ["a missing item", "messages", MISSING_ID],
      ["an item of another kind", "partnerships", "message"],
    ])("answers %s with 404", async (_case, kind, id) => {
      const messageId = await addMessage();
      const itemId = id === "valid" || id === "message" ? messageId : id;
      const answer = await get(ITEM, itemRoute, `/admin/inbox/${kind}/${itemId}`);
      expect(answer).toMatchObject({ kind: "error", status: 404 });
    });
  });

  describe("handling", () => {
    it("marks a message handled (when, by whom) and reopens it, each with a toast and an audit entry", async () => {
      const id = await addMessage();
      const handled = await post("messages", id, { intent: "handle" });
      expect(handled).toMatchObject({
        kind: "redirect",
        status: 302,
        location: `/admin/inbox/messages/${id}`,
        toast: { type: "success", title: "Marked as handled" },
      });
      const row = await message(id);
      expect(row?.handledBy).toBe(editor.email);
      expect(row?.handledAt).toBeInstanceOf(Date);
      expect(Date.now() - (row?.handledAt?.getTime() ?? 0)).toBeLessThan(60_000);
      expect(await auditFor("contact_message.handled", id)).toEqual([
        {
          actorId: editor.id,
          actorEmail: editor.email,
          entityType: "contact_message",
          summary: "Contact message marked as handled",
        },
      ]);

      expect(await post("messages", id, { intent: "handle" })).toMatchObject({
        status: 302,
        toast: { type: "info", title: "Already handled" },
      });
      expect(await auditFor("contact_message.handled", id)).toHaveLength(1);

      expect(await post("messages", id, { intent: "reopen" })).toMatchObject({
        status: 302,
        location: `/admin/inbox/messages/${id}`,
        toast: { type: "success", title: "Reopened" },
      });
      expect(await message(id)).toEqual({ handledAt: null, handledBy: null });
      expect(await auditFor("contact_message.reopened", id)).toHaveLength(1);
    });

    it("handles partnership requests too, but not subscribers", async () => {
      const request = await addPartnership();
      expect(await post("partnerships", request, { intent: "handle" })).toMatchObject({
        status: 302,
        toast: { title: "Marked as handled" },
      });
      expect(await auditFor("partnership_request.handled", request)).toHaveLength(1);
      const subscriber = await addSubscriber("reader@example.com");
      expect(await post("newsletter", subscriber, { intent: "handle" })).toMatchObject({
        kind: "data",
        status: 400,
        toast: { type: "error", description: "Subscribers cannot be marked as handled." },
      });
    });

    it("refuses an unknown intent with 400", async () => {
      const id = await addMessage();
      expect(await post("messages", id, { intent: "archive" })).toMatchObject({
        status: 400,
        toast: {
          type: "error",
          description: "The request was not understood. Please try again.",
        },
      });
      expect(await message(id)).toEqual({ handledAt: null, handledBy: null });
    });
  });

  describe("deleting", () => {
    it.each([
      ["messages", "contact_message", "Contact message deleted"],
      ["partnerships", "partnership_request", "Partnership request deleted"],
      ["newsletter", "newsletter_subscriber", "Newsletter subscriber deleted"],
    ])(
      "deletes an item of %s, back to its list with a toast, and audits it",
      async (kind, entity, title) => {
        const id =
          kind === "messages"
            ? await addMessage()
            : kind === "partnerships"
              ? await addPartnership()
              : await addSubscriber("gone@example.com");
        expect(await post(kind, id, { intent: "delete" })).toMatchObject({
          status: 302,
          location: `/admin/inbox?tab=${kind}`,
          toast: { type: "success", title },
        });
        expect(await get(ITEM, itemRoute, `/admin/inbox/${kind}/${id}`)).toMatchObject({
          status: 404,
        });
        const audit = await auditFor(`${entity}.deleted`, id);
        expect(audit).toEqual([
          expect.objectContaining({ actorId: editor.id, actorEmail: editor.email }),
        ]);
        // The audit log keeps no personal data of the deleted item.
        expect(audit[0]?.summary).not.toMatch(/Ana|Sunshine|Carlos|gone@example/);

        expect(await post(kind, id, { intent: "delete" })).toMatchObject({
          status: 302,
          location: `/admin/inbox?tab=${kind}`,
          toast: { type: "error" },
        });
      },
    );
  });

  describe("sending the notice again", () => {
    const SITE_URL = "https://clinic.example.com";
    const INBOX = "front-desk@clinic.example.com";

    beforeEach(async () => {
      await handle.db.delete(outboxEmails);
    });

    /** A contact message posted through the form whose notice then failed for good. */
    async function messageWithFailedNotice(): Promise<string> {
      const posted = await submitToInbox(
        "contact",
        { db: handle.db },
        {
          formData: formDataOf({ name: "Ana Souza", email: "ana@example.com", message: "Hello" }),
          clientKey: nextClientIp(),
          locale: "en",
        },
      );
      if (posted.kind !== "accepted") throw new Error(`the post was ${posted.kind}`);
      // Given up on at the first failure.
      expect(
        await deliverOutbox(handle.db, {
          mailer: failingMailer("550 mailbox unavailable"),
          settings: { maxAgeMs: 0 },
        }),
      ).toMatchObject({ failed: 1 });
      return posted.id;
    }

    const notices = (subjectType: string, id: string) =>
      outboxRows(
        handle.db,
        and(eq(outboxEmails.subjectType, subjectType), eq(outboxEmails.subjectId, id)),
      );

    /** Runs the outbox once with a mailer that works. */
    async function deliver() {
      const mailer = recordingMailer();
      const run = await deliverOutbox(handle.db, {
        mailer,
        inbox: INBOX,
        notification: { fullText: false, siteUrl: SITE_URL },
      });
      return { run, sent: mailer.sent };
    }

    it("puts a failed notice back in the queue, shows it pending without the error, audits it, and the outbox sends it", async () => {
      const id = await messageWithFailedNotice();
      expect(await get(ITEM, itemRoute, `/admin/inbox/messages/${id}`)).toMatchObject({
        data: {
          item: { id, deliveryStatus: "failed", deliveryError: "550 mailbox unavailable" },
        },
      });
      expect(await notices("contact_message", id)).toMatchObject([
        { status: "failed", attempts: 1 },
      ]);

      expect(await post("messages", id, { intent: "resend" })).toMatchObject({
        kind: "redirect",
        status: 302,
        location: `/admin/inbox/messages/${id}`,
        toast: { type: "success", title: "E-mail queued" },
      });

      expect(await get(ITEM, itemRoute, `/admin/inbox/messages/${id}`)).toMatchObject({
        data: { item: { id, deliveryStatus: "pending", deliveryError: null } },
      });
      // The same notice, queued again as new.
      expect(await notices("contact_message", id)).toMatchObject([
        { status: "pending", attempts: 0, sentAt: null, leaseUntil: null },
      ]);
      expect(await auditFor("contact_message.resent", id)).toEqual([
        {
          actorId: editor.id,
          actorEmail: editor.email,
          entityType: "contact_message",
          summary: "Contact message: notification e-mail sent again",
        },
      ]);

      const { run, sent } = await deliver();
      expect(run).toMatchObject({ sent: 1, retried: 0, failed: 0 });
      expect(sent).toHaveLength(1);
      expect(sent[0]?.to).toBe(INBOX);
      expect(sent[0]?.text).toContain(`${SITE_URL}/admin/inbox/messages/${id}`);
      expect(await notices("contact_message", id)).toMatchObject([{ status: "sent" }]);
      expect(await get(ITEM, itemRoute, `/admin/inbox/messages/${id}`)).toMatchObject({
        data: { item: { deliveryStatus: "sent", deliveryError: null } },
      });
      const [delivered] = await handle.db
        .select({ deliveredAt: contactMessages.deliveredAt })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      expect(delivered?.deliveredAt).toBeInstanceOf(Date);
    });

    it("queues a notice for a partnership request that has none in the outbox", async () => {
      const request = await addPartnership({
        deliveryStatus: "failed",
        deliveryError: "timeout",
      });
      expect(await post("partnerships", request, { intent: "resend" })).toMatchObject({
        status: 302,
        location: `/admin/inbox/partnerships/${request}`,
        toast: { type: "success", title: "E-mail queued" },
      });
      expect(await notices("partnership_request", request)).toMatchObject([
        { purpose: "clinic-notice", status: "pending", attempts: 0 },
      ]);
      expect(await auditFor("partnership_request.resent", request)).toHaveLength(1);
      const { sent } = await deliver();
      expect(sent.map((email) => email.subject)).toEqual([
        `New partnership request (ref ${request.slice(0, 8)})`,
      ]);
    });

    it("answers a missing item with its list and an error, and refuses subscribers", async () => {
      const before = await auditCount();
      expect(await post("messages", MISSING_ID, { intent: "resend" })).toMatchObject({
        status: 302,
        location: "/admin/inbox?tab=messages",
        toast: { type: "error" },
      });
      const subscriber = await addSubscriber("reader@example.com");
      expect(await post("newsletter", subscriber, { intent: "resend" })).toMatchObject({
        kind: "data",
        status: 400,
        toast: {
          type: "error",
          description: "Subscribers have no notification e-mail to send again.",
        },
      });
      expect(await outboxRows(handle.db)).toEqual([]);
      expect(await auditCount()).toBe(before);
    });

    it.each([
      ["anonymous", 401],
      ["user", 403],
    ] as const)("refuses %s with %i and leaves the notice failed", async (actor, status) => {
      const id = await messageWithFailedNotice();
      const before = await auditCount();
      expect(await post("messages", id, { intent: "resend" }, actor)).toMatchObject({
        kind: "error",
        status,
      });
      expect(await notices("contact_message", id)).toMatchObject([
        { status: "failed", attempts: 1 },
      ]);
      expect(await get(ITEM, itemRoute, `/admin/inbox/messages/${id}`)).toMatchObject({
        data: { item: { deliveryStatus: "failed" } },
      });
      expect(await auditCount()).toBe(before);
      expect((await deliver()).sent).toEqual([]);
    });
  });

  describe("the CSV export", () => {
    it("downloads every message as CSV, newest first, with formulas neutralised, and audits it", async () => {
      await addMessage({
        name: '=HYPERLINK("https://evil.example","Click")',
        email: "first@example.com",
        message: 'Line one,\nline "two"',
        createdAt: new Date("2025-01-01T15:00:00Z"),
      });
      const handledId = await addMessage({
        name: "+SUM(A1:A9)",
        email: "second@example.com",
        phone: "+1 407 555 0100",
        message: "@cmd|' /C calc'!A0",
        createdAt: new Date("2025-03-01T15:30:00Z"),
      });
      await post("messages", handledId, { intent: "handle" });
      const exportsBefore = (await auditFor("inbox.exported")).length;

      const answer = await get(EXPORT, exportRoute, "/admin/inbox/export/messages");
      if (answer.kind !== "data") throw new Error("expected the CSV");
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(answer.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(answer.headers.get("Cache-Control")).toBe("no-store");

      const parsed = parseCsv(answer.data);
      if (!parsed.ok) throw new Error(parsed.error);
      const [header, newest, oldest, ...rest] = parsed.rows;
      expect(rest).toEqual([]);
      expect(header).toEqual([
        "Received (Orlando time)",
        "Name",
        "E-mail",
        "Phone",
        "Service",
        "Language",
        "Message",
        "E-mail delivery",
        "Handled at",
        "Handled by",
        "ID",
      ]);
      expect(newest).toEqual([
        "2025-03-01 10:30",
        "'+SUM(A1:A9)",
        "second@example.com",
        // A spreadsheet would read "+1 407…" as a formula too.
        "'+1 407 555 0100",
        "checkup",
        "English",
        "'@cmd|' /C calc'!A0",
        "sent",
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
        editor.email,
        handledId,
      ]);
      expect(oldest?.slice(0, 7)).toEqual([
        "2025-01-01 10:00",
        '\'=HYPERLINK("https://evil.example","Click")',
        "first@example.com",
        "'+1 (407) 555-0123",
        "checkup",
        "English",
        'Line one,\nline "two"',
      ]);
      expect(oldest?.[8]).toBe("");

      const exports = await auditFor("inbox.exported");
      expect(exports).toHaveLength(exportsBefore + 1);
      expect(exports).toContainEqual({
        actorId: editor.id,
        actorEmail: editor.email,
        entityType: "contact_message",
        summary: "Contact messages exported as CSV (2 rows)",
      });

      const openOnly = await get(EXPORT, exportRoute, "/admin/inbox/export/messages?status=open");
      if (openOnly.kind !== "data") throw new Error("expected the CSV");
      expect(openOnly.headers.get("Content-Disposition")).toMatch(/contact-messages-open-/);
      const openRows = parseCsv(openOnly.data);
      expect(openRows.ok && openRows.rows.map((row) => row[2])).toEqual([
        "E-mail",
        "first@example.com",
      ]);
    });

    it("exports partnership requests and subscribers", async () => {
      await addPartnership({ companyName: "-2+3", phone: "-5" });
      const partners = await get(EXPORT, exportRoute, "/admin/inbox/export/partnerships");
      if (partners.kind !== "data") throw new Error("expected the CSV");
      const partnerRows = parseCsv(partners.data);
      expect(partnerRows.ok && partnerRows.rows[1]?.slice(1, 6)).toEqual([
        "'-2+3",
        "Carlos Lima",
        "carlos@sunshine.example.com",
        "'-5",
        "Portuguese",
      ]);
      expect(partners.headers.get("Content-Disposition")).toMatch(/partnership-requests-/);

      await addSubscriber("older@example.com", new Date("2025-01-01T12:00:00Z"));
      await addSubscriber("newer@example.com", new Date("2025-02-01T12:00:00Z"));
      // Never confirmed: nobody may be written to at this address, so it is not exported.
      await addSubscriber("unconfirmed@example.com", new Date("2025-03-01T12:00:00Z"), {
        confirmed: false,
      });
      const readers = await get(EXPORT, exportRoute, "/admin/inbox/export/newsletter");
      if (readers.kind !== "data") throw new Error("expected the CSV");
      const readerRows = parseCsv(readers.data);
      expect(readerRows.ok && readerRows.rows.map((row) => [...row.slice(0, 3), row[4]])).toEqual([
        ["Subscribed (Orlando time)", "E-mail", "Language", "Confirmed (Orlando time)"],
        ["2025-02-01 07:00", "newer@example.com", "English", "2025-02-01 07:00"],
        ["2025-01-01 07:00", "older@example.com", "English", "2025-01-01 07:00"],
      ]);
    });

    it("answers an unknown kind with 404", async () => {
      // A Response the loader returns, not throws: the route's data, with its status.
      expect(await get(EXPORT, exportRoute, "/admin/inbox/export/users")).toMatchObject({
        kind: "data",
        status: 404,
        data: "There is no such inbox list.",
      });
    });
  });

  describe("who may use it", () => {
    it.each(["anonymous", "user"] as const)(
      "sends %s from the list, the detail page and the export to the login page, with no data",
      async (actor) => {
        const id = await addMessage();
        const exportsBefore = (await auditFor("inbox.exported")).length;
        for (const [path, module, url] of [
          [LIST, listRoute, "/admin/inbox"],
          [ITEM, itemRoute, `/admin/inbox/messages/${id}`],
          [EXPORT, exportRoute, "/admin/inbox/export/messages"],
        ] as const) {
          const answer = await get(path, module, url, actor);
          expect(answer).toMatchObject({
            kind: "redirect",
            status: 302,
            location: actor === "user" ? "/admin/waiting" : "/admin/login",
          });
          // A redirect carries no data: nothing of the message in it, headers included.
          expect(answer).not.toHaveProperty("data");
          expect(JSON.stringify([...answer.headers])).not.toContain("ana@example.com");
        }
        expect(await auditFor("inbox.exported")).toHaveLength(exportsBefore);
      },
    );

    it.each([
      ["anonymous", 401],
      ["user", 403],
    ] as const)("answers every action of %s with %i and changes nothing", async (actor, status) => {
      const id = await addMessage();
      const subscriber = await addSubscriber("keep@example.com");
      const before = await auditCount();
      for (const [kind, itemId, intent] of [
        ["messages", id, "handle"],
        ["messages", id, "reopen"],
        ["messages", id, "delete"],
        ["newsletter", subscriber, "delete"],
      ] as const) {
        expect(await post(kind, itemId, { intent }, actor)).toMatchObject({
          kind: "error",
          status,
        });
      }
      expect(await message(id)).toEqual({ handledAt: null, handledBy: null });
      expect(await get(ITEM, itemRoute, `/admin/inbox/newsletter/${subscriber}`)).toMatchObject({
        kind: "data",
        status: 200,
      });
      expect(await auditCount()).toBe(before);
    });
  });
});
