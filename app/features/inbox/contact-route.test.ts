import { describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/client.server";
import { action } from "~/routes/site/contact";

function post(fields: Record<string, string>) {
  return new Request("http://localhost/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

type ActionAnswer = {
  data: { status: string; values?: Record<string, string> };
  init: { status?: number } | null;
};

describe("the contact action when the database is down", () => {
  it("answers 503, acknowledges nothing and gives back what the visitor typed", async () => {
    const handle = await openDatabase({ driver: "pglite", dataDir: "memory://" });
    await handle.migrate();
    await handle.close();

    const answer = (await action({
      request: post({ name: "Ana", email: "ana@example.com", message: "Hello" }),
      context: { db: handle.db, cspNonce: "", clientIp: "203.0.113.7" },
      params: {},
    } as never)) as unknown as ActionAnswer;

    expect(answer.init?.status).toBe(503);
    expect(answer.data.status).toBe("error");
    expect(answer.data.values).toMatchObject({
      name: "Ana",
      email: "ana@example.com",
      message: "Hello",
    });
  });
});
