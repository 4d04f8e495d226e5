import { beforeEach, describe, expect, it } from "vitest";
import { submitToInbox } from "~/features/inbox/submissions.server";
import { contactMessages, outboxEmails } from "~/platform/db/schema";
import * as dashboardRoute from "~/routes/admin/dashboard";
import * as itemRoute from "~/routes/admin/inbox-item";
import { nextClientIp, signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { formDataOf } from "../../../tests/support/forms";
import { deliverOutbox, failingMailer, recordingMailer } from "../../../tests/support/outbox";
import { routesOn } from "../../../tests/support/routes";

/*
 * The dashboard's loader (app/routes/admin/dashboard.tsx): besides the content counts,
 * how many e-mails wait in the outbox and how many failed, as posts, the outbox's
 * sender and staff's resend change them.
 */

describe.each(testDatabases)("the dashboard on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["content_editor", "user"]);
  const routes = routesOn(handle);

  beforeEach(async () => {
    await handle.db.delete(contactMessages);
    await handle.db.delete(outboxEmails);
  });

  async function deliveries(cookie = people.content_editor.cookie) {
    const answer = await routes.get("/admin", dashboardRoute, "/admin", cookie);
    if (answer.kind !== "data") throw new Error(`the dashboard answered ${answer.kind}`);
    const { pendingDeliveries, failedDeliveries } = answer.data.counts;
    return { pending: pendingDeliveries, failed: failedDeliveries };
  }

  /** A contact post, its notice queued. */
  async function post(): Promise<string> {
    const posted = await submitToInbox(
      "contact",
      { db: handle.db },
      {
        formData: formDataOf({ name: "Ana", email: "ana@example.com", message: "Hello" }),
        clientKey: nextClientIp(),
        locale: "en",
      },
    );
    if (posted.kind !== "accepted") throw new Error(`the post was ${posted.kind}`);
    return posted.id;
  }

  it("counts the e-mails waiting and those that failed", async () => {
    expect(await deliveries()).toEqual({ pending: 0, failed: 0 });

    for (let index = 0; index < 3; index += 1) await post();
    expect(await deliveries()).toEqual({ pending: 3, failed: 0 });

    await deliverOutbox(handle.db, { mailer: recordingMailer() });
    expect(await deliveries()).toEqual({ pending: 0, failed: 0 });

    const failing = [await post(), await post()];
    // Given up on at the first failure.
    await deliverOutbox(handle.db, { mailer: failingMailer(), settings: { maxAgeMs: 0 } });
    expect(await deliveries()).toEqual({ pending: 0, failed: 2 });

    await post();
    expect(await deliveries()).toEqual({ pending: 1, failed: 2 });

    // Staff send one of the failed notices again.
    const resent = await routes.post(
      "/admin/inbox/:kind/:id",
      itemRoute,
      `/admin/inbox/messages/${failing[0]}`,
      { intent: "resend" },
      people.content_editor.cookie,
    );
    expect(resent).toMatchObject({ kind: "redirect", toast: { type: "success" } });
    expect(await deliveries()).toEqual({ pending: 2, failed: 1 });

    await deliverOutbox(handle.db, { mailer: recordingMailer() });
    expect(await deliveries()).toEqual({ pending: 0, failed: 1 });
  });

  it("shows none of it to a signed-in user who is not staff", async () => {
    await post();
    expect(await routes.get("/admin", dashboardRoute, "/admin", people.user.cookie)).toMatchObject({
      kind: "redirect",
      location: "/admin/waiting",
    });
  });
});
