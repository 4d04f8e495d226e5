import { describe, expect, it } from "vitest";
import { getMessages } from "~/i18n/messages.server";
import * as contactRoute from "~/routes/site/contact";
import { testDatabases } from "../../../tests/support/databases";
import { postRoute, routeContext } from "../../../tests/support/routes";

describe("the contact action when the database is down", () => {
  it("answers 503, acknowledges nothing and gives back what the visitor typed", async () => {
    // A migrated database (PGlite's), closed: every query on it fails.
    const handle = await testDatabases[0]!.open();
    await handle.close();

    const answer = await postRoute(
      "/contact",
      contactRoute,
      "/contact",
      { name: "Ana", email: "ana@example.com", message: "Hello" },
      { context: routeContext(handle.db, "203.0.113.7") },
    );

    const { failure } = getMessages("en").contact;
    expect(answer).toMatchObject({
      kind: "data",
      status: 503,
      toast: { type: "error", title: failure.title, description: failure.text },
    });
    if (answer.kind !== "data") throw new Error("unreachable");
    expect(answer.data.status).toBe("error");
    expect(answer.data.values).toMatchObject({
      name: "Ana",
      email: "ana@example.com",
      message: "Hello",
    });
  });
});
