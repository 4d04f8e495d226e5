import { rmSync } from "node:fs";
import { desc } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { InboxItem } from "~/features/inbox/inbox-admin.server";
import { InboxItemDetails } from "~/features/inbox/inbox-item-details";
import { contactMessages, newsletterSubscribers, partnershipRequests } from "~/platform/db/schema";
import { contactServiceIds, inboxFieldErrors } from "~/features/inbox/inbox-forms";
import { HONEYPOT_FIELD } from "~/platform/forms/fields";
import { action as contactAction } from "~/routes/site/contact";
import { action as foundationAction } from "~/routes/site/foundation";
import { action as blogAction } from "~/routes/site/blog";
import { loader as inboxItemLoader } from "~/routes/admin/inbox-item";
import { configureTestAuth, nextClientIp, signedInAs } from "../support/auth-helpers";
import { countRows, openForDescribe, testDatabases } from "../support/databases";
import {
  emailAddress,
  formOf,
  honeypotFilledIn,
  htmlInjections,
  payloadFor,
  personName,
  phoneNumber,
  sentence,
  sqlInjections,
  type FieldSpec,
  type Payload,
} from "../support/fuzz/payloads";
import {
  buildRequest,
  callRoute,
  encodingArb,
  fuzzParameters,
  isUnreadableForm,
  origin,
  oversizedRequests,
  type Outcome,
} from "../support/fuzz/requests";

/*
 * Bad input (docs/decisions/007): the public forms (contact, the foundation's partnership
 * request, the Health Tips newsletter) driven by generated payloads. Whatever
 * arrives, the action answers below 500; a refusal says why and stores nothing;
 * an acceptance stores exactly one row (none for a bot caught by the honeypot).
 */

// E-mails go to a temporary outbox, before any app module reads the environment.
const outboxDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/fuzz-public-${process.pid}-${Date.now()}`;
  process.env.OUTBOX_DIR = dir;
  return dir;
});
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

type PublicForm = {
  name: string;
  action: (args: never) => unknown;
  paths: [string, string];
  table: PgTable;
  fields: FieldSpec[];
  honeypot: string;
  /** Checks the answer's shape and, for a refusal, that the page can say what went wrong. */
  explains: (outcome: Outcome) => void;
};

type FormAnswer = {
  status?: string;
  fieldErrors?: Record<string, string>;
  error?: string;
  retryAfterMinutes?: number;
};

/** A refusal names a known error per field, a wait before retrying, or the generic "try again". */
function explainsWithFieldErrors(errorKeys: readonly string[]) {
  return (outcome: Outcome) => {
    const answer = outcome.data as FormAnswer;
    if (outcome.status < 400) {
      expect(answer.status).toBe("success");
      return;
    }
    if (answer.status === "invalid") {
      const errors = Object.values(answer.fieldErrors ?? {});
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(errorKeys).toContain(error);
    } else if (answer.status === "rate-limited") {
      expect(outcome.status).toBe(429);
      expect(answer.retryAfterMinutes).toBeGreaterThan(0);
    } else {
      expect(answer.status).toBe("error");
      expect(outcome.status).toBe(400);
    }
  };
}

const forms: PublicForm[] = [
  {
    name: "contact",
    action: contactAction,
    paths: ["/contact", "/pt/contact"],
    table: contactMessages,
    honeypot: HONEYPOT_FIELD,
    fields: [
      { name: "name", valid: personName },
      { name: "email", valid: emailAddress },
      { name: "phone", valid: phoneNumber },
      { name: "service", valid: fc.constantFrom("", ...contactServiceIds) },
      { name: "message", valid: sentence },
      { name: HONEYPOT_FIELD, valid: fc.constant("") },
    ],
    explains: explainsWithFieldErrors(inboxFieldErrors),
  },
  {
    name: "partnership (foundation)",
    action: foundationAction,
    paths: ["/foundation", "/pt/foundation"],
    table: partnershipRequests,
    honeypot: HONEYPOT_FIELD,
    fields: [
      { name: "companyName", valid: fc.constantFrom("Acme Health Inc.", "Padaria São João") },
      { name: "contactPerson", valid: personName },
      { name: "email", valid: emailAddress },
      { name: "phone", valid: phoneNumber },
      { name: "message", valid: sentence },
      { name: HONEYPOT_FIELD, valid: fc.constant("") },
    ],
    explains: explainsWithFieldErrors(inboxFieldErrors),
  },
  {
    name: "newsletter (health tips)",
    action: blogAction,
    paths: ["/health-tips", "/pt/health-tips"],
    table: newsletterSubscribers,
    honeypot: HONEYPOT_FIELD,
    fields: [
      { name: "intent", valid: fc.constant("subscribe") },
      { name: "email", valid: emailAddress },
      { name: HONEYPOT_FIELD, valid: fc.constant("") },
    ],
    explains(outcome) {
      const answer = outcome.data as FormAnswer;
      if (outcome.status < 400) {
        expect(["success", "already-subscribed"]).toContain(answer.status);
      } else if (answer.status === "invalid") {
        expect(inboxFieldErrors).toContain(answer.fieldErrors?.email);
      } else if (answer.status === "rate-limited") {
        expect(answer.retryAfterMinutes).toBeGreaterThan(0);
      } else {
        expect(answer.status).toBe("error");
      }
    },
  },
];

describe.each(testDatabases)("public forms under fuzzing on $name", (database) => {
  const handle = openForDescribe(database);

  beforeAll(() => {
    configureTestAuth(handle.db);
  });

  describe.each(forms)("the $name form", (form) => {
    it("answers every generated post below 500; a refusal explains and stores nothing, an acceptance stores one row", async () => {
      const seen = { accepted: 0, refused: 0 };
      // One visitor now and then sends many: their later posts meet the rate limit.
      const busyVisitor = nextClientIp();
      await fc.assert(
        fc.asyncProperty(
          payloadFor(form.fields),
          encodingArb,
          fc.constantFrom(...form.paths),
          fc.boolean(),
          async (payload, encoding, path, fromBusyVisitor) => {
            const before = await countRows(handle.db, form.table);
            const outcome = await callRoute(form.action, {
              request: buildRequest(path, payload, encoding),
              db: handle.db,
              clientIp: fromBusyVisitor ? busyVisitor : nextClientIp(),
            });
            const stored = (await countRows(handle.db, form.table)) - before;

            expect(outcome.status).toBeLessThan(500);
            form.explains(outcome);
            if (isUnreadableForm(encoding)) expect(outcome.status).toBe(400);
            if (outcome.status >= 400) {
              seen.refused += 1;
              expect(stored).toBe(0);
            } else {
              seen.accepted += 1;
              const subscribedAgain = (outcome.data as FormAnswer).status === "already-subscribed";
              const expected = honeypotFilledIn(payload, form.honeypot) || subscribedAgain ? 0 : 1;
              expect(stored).toBe(expected);
            }
          },
        ),
        fuzzParameters(60),
      );
      // Both outcomes were reached, so both halves of the property were checked.
      expect(seen.accepted).toBeGreaterThan(0);
      expect(seen.refused).toBeGreaterThan(0);
    });

    it("refuses a body far above its limit, declared or sent in chunks, without reading it all", async () => {
      const path = form.paths[0];
      const before = await countRows(handle.db, form.table);
      const { declared, endless, sent } = oversizedRequests(path, {
        field: "message",
        chunkBytes: 64 * 1024,
        stopBytes: 16 * 1024 * 1024,
      });

      // With its length declared: not read at all.
      const declaredOutcome = await callRoute(form.action, { request: declared, db: handle.db });
      expect([400, 413]).toContain(declaredOutcome.status);
      form.explains(declaredOutcome);

      // No declared length and no end: the action must stop reading near its limit.
      const endlessOutcome = await callRoute(form.action, { request: endless, db: handle.db });
      expect([400, 413]).toContain(endlessOutcome.status);
      form.explains(endlessOutcome);
      expect(sent()).toBeLessThanOrEqual(1024 * 1024);

      expect(await countRows(handle.db, form.table)).toBe(before);
    });
  });

  it("stores injection strings in contact and partnership posts as text, and staff see them escaped", async () => {
    const editor = await signedInAs(handle.db, "content_editor");
    const script = htmlInjections[0] ?? "<script>";
    const cases: { kind: "messages" | "partnerships"; payload: Payload; post: Outcome }[] = [];
    const contact = formOf({
      name: `Ana ${script}`,
      email: "ana.injection@example.com",
      phone: "",
      message: `${sqlInjections.join("\n")}\n${htmlInjections.join("\n")}`,
    });
    cases.push({
      kind: "messages",
      payload: contact,
      post: await callRoute(contactAction, {
        request: buildRequest("/contact", contact, "urlencoded"),
        db: handle.db,
      }),
    });
    const partnership = formOf({
      companyName: `Acme ${script}`,
      contactPerson: `'; DROP TABLE partnership_requests; --`,
      email: "acme.injection@example.com",
      message: htmlInjections.join(" "),
    });
    cases.push({
      kind: "partnerships",
      payload: partnership,
      post: await callRoute(foundationAction, {
        request: buildRequest("/foundation", partnership, "multipart"),
        db: handle.db,
      }),
    });

    for (const { kind, payload, post } of cases) {
      expect(post.status).toBe(200);
      const table = kind === "messages" ? contactMessages : partnershipRequests;
      const [newest] = await handle.db
        .select({ id: table.id })
        .from(table)
        .orderBy(desc(table.createdAt))
        .limit(1);
      if (!newest) throw new Error(`no ${kind} row was stored`);

      // What staff read is exactly what was sent (trimmed), not HTML and not altered SQL.
      const shown = await callRoute(inboxItemLoader, {
        request: new Request(`${origin}/admin/inbox/${kind}/${newest.id}`, {
          headers: { Cookie: editor.cookie },
        }),
        db: handle.db,
        route: "/admin/inbox/:kind/:id",
        params: { kind, id: newest.id },
      });
      const found = shown.data as InboxItem;
      for (const [field, value] of payload) {
        if (value.kind !== "text" || value.text === "") continue;
        expect((found.item as Record<string, unknown>)[field]).toBe(value.text.trim());
      }

      // Rendered as the staff page renders it: the markup shows the text, escaped.
      const Stub = createRoutesStub([
        { path: "/", Component: () => createElement(InboxItemDetails, { found }) },
      ]);
      const html = renderToString(createElement(Stub));
      expect(html).toContain("&lt;script&gt;alert(document.cookie)&lt;/script&gt;");
      expect(html).not.toContain("<script>alert");
      expect(html).not.toMatch(/<img[^>]*onerror/i);
      expect(html).not.toMatch(/<svg[^>]*onload/i);
    }
  });
});
