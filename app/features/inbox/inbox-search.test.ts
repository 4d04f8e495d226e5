import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { INBOX_PAGE_SIZE } from "~/features/inbox/inbox";
import { INBOX_SEARCH_SCAN_CAP } from "~/features/inbox/inbox-list-query";
import { sealRow } from "~/features/inbox/sealed-messages.server";
import { contactMessages, newsletterSubscribers, partnershipRequests } from "~/platform/db/schema";
import * as listRoute from "~/routes/admin/inbox";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { routesOn } from "../../../tests/support/routes";

/*
 * The inbox's search, filters, sort and pages (issue 27), through the list route's
 * loader, on rows stored as the public forms store them: encrypted. The search decrypts
 * on the server, within its cap, and says when the cap left older items out.
 */

const LIST = "/admin/inbox";

type Item = { id: string; name?: string; companyName?: string; email: string };
type Answer = {
  status: string;
  matches: number;
  inStatus: number;
  page: number;
  pageCount: number;
  scan: { scanned: number; of: number } | null;
  list: { kind: string; items: Item[] };
};

describe.each(testDatabases)("the inbox's search on $name", (database) => {
  const handle = openForDescribe(database);
  const { content_editor: editor, user } = signedInForDescribe(handle, ["content_editor", "user"]);
  const routes = routesOn(handle);
  beforeEach(async () => {
    await handle.db.delete(contactMessages);
    await handle.db.delete(partnershipRequests);
    await handle.db.delete(newsletterSubscribers);
  });

  async function list(url: string): Promise<Answer> {
    const answer = await routes.get(LIST, listRoute, url, editor.cookie);
    if (answer.kind !== "data") throw new Error(`no list at ${url}: ${answer.kind}`);
    return answer.data as Answer;
  }

  const at = (minutesAgo: number) => new Date(Date.UTC(2026, 0, 1) - minutesAgo * 60_000);

  /** A contact message stored sealed, as the contact form stores it. */
  async function addMessage(
    values: { name: string; email: string; message: string; minutesAgo: number },
    handled = false,
  ): Promise<string> {
    const [row] = await handle.db
      .insert(contactMessages)
      .values(
        sealRow("contact_messages", {
          name: values.name,
          email: values.email,
          phone: null,
          service: null,
          message: values.message,
          locale: "en" as const,
          deliveryStatus: "sent" as const,
          createdAt: at(values.minutesAgo),
          ...(handled ? { handledAt: at(0), handledBy: "staff@example.com" } : {}),
        }),
      )
      .returning({ id: contactMessages.id });
    return row!.id;
  }

  it("finds encrypted messages by name, e-mail and text, without case or accents", async () => {
    const joao = await addMessage({
      name: "João Pereira",
      email: "joao.p@example.com",
      message: "Preciso de um exame de sangue.",
      minutesAgo: 3,
    });
    const maria = await addMessage({
      name: "Maria Costa",
      email: "mcosta@clinic-mail.example",
      message: "Do you take walk-ins on Sunday?",
      minutesAgo: 2,
    });
    await addMessage({
      name: "Peter Smith",
      email: "peter@example.com",
      message: "Flu shot question",
      minutesAgo: 1,
    });
    // Stored encrypted: the database cannot see the name.
    const [stored] = await handle.db
      .select({ name: contactMessages.name, message: contactMessages.message })
      .from(contactMessages)
      .where(eq(contactMessages.id, joao));
    expect(stored?.name).not.toContain("Jo");
    expect(stored?.message).not.toContain("sangue");

    const ids = async (url: string) => (await list(url)).list.items.map((item) => item.id);
    expect(await ids("/admin/inbox?q=joao")).toEqual([joao]);
    expect(await ids("/admin/inbox?q=PEREIRA")).toEqual([joao]);
    expect(await ids("/admin/inbox?q=clinic-mail")).toEqual([maria]);
    expect(await ids("/admin/inbox?q=walk-ins%20sunday")).toEqual([maria]);
    expect(await ids("/admin/inbox?q=SANGUE")).toEqual([joao]);
    const none = await list("/admin/inbox?q=nobody-wrote-this");
    expect(none).toMatchObject({ matches: 0, list: { items: [] } });
    // A small inbox is searched whole: no note.
    expect(none.scan).toEqual({ scanned: 3, of: 3 });

    // Decrypted for the list: the page shows names, not ciphertext.
    expect((await list("/admin/inbox?q=maria")).list.items[0]).toMatchObject({
      name: "Maria Costa",
      email: "mcosta@clinic-mail.example",
    });
  });

  it("filters by status, sorts by date or name, and pages a search", async () => {
    const handled = await addMessage(
      { name: "Zoe Handled", email: "zoe@example.com", message: "search-me done", minutesAgo: 50 },
      true,
    );
    const open = await addMessage({
      name: "Adam Open",
      email: "adam@example.com",
      message: "search-me please",
      minutesAgo: 40,
    });
    const names = (answer: Answer) => answer.list.items.map((item) => item.name);

    expect(await list("/admin/inbox?q=search-me&status=handled")).toMatchObject({
      status: "handled",
      matches: 1,
      list: { items: [{ id: handled }] },
    });
    expect(await list("/admin/inbox?q=search-me&status=open")).toMatchObject({
      status: "open",
      list: { items: [{ id: open }] },
    });
    expect(names(await list("/admin/inbox?q=search-me"))).toEqual(["Adam Open", "Zoe Handled"]);
    expect(names(await list("/admin/inbox?q=search-me&sort=oldest"))).toEqual([
      "Zoe Handled",
      "Adam Open",
    ]);
    // By name without a search reads (and decrypts) the names too.
    await addMessage({ name: "Mila", email: "mila@example.com", message: "x", minutesAgo: 1 });
    expect(names(await list("/admin/inbox?sort=name"))).toEqual([
      "Adam Open",
      "Mila",
      "Zoe Handled",
    ]);
    expect(names(await list("/admin/inbox?sort=oldest"))).toEqual([
      "Zoe Handled",
      "Adam Open",
      "Mila",
    ]);

    // Pages of a search: INBOX_PAGE_SIZE + 3 matches, newest first.
    const rows = Array.from({ length: INBOX_PAGE_SIZE + 3 }, (_, index) =>
      sealRow("contact_messages", {
        name: `Paged ${String(index).padStart(3, "0")}`,
        email: `paged${index}@example.com`,
        message: "paging-word",
        locale: "en" as const,
        deliveryStatus: "sent" as const,
        createdAt: at(100 + index),
      }),
    );
    await handle.db.insert(contactMessages).values(rows);
    const first = await list("/admin/inbox?q=paging-word");
    expect(first).toMatchObject({ matches: INBOX_PAGE_SIZE + 3, page: 1, pageCount: 2 });
    expect(first.list.items).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.list.items[0]?.name).toBe("Paged 000");
    const second = await list("/admin/inbox?q=paging-word&page=2");
    expect(names(second)).toEqual(["Paged 100", "Paged 101", "Paged 102"]);
    // A page past the last shows the last.
    expect(await list("/admin/inbox?q=paging-word&page=9")).toMatchObject({ page: 2 });
  });

  it("searches partnership requests by company and contact, subscribers by address", async () => {
    const [request] = await handle.db
      .insert(partnershipRequests)
      .values(
        sealRow("partnership_requests", {
          companyName: "Lakeside Gym",
          contactPerson: "Renata Alves",
          email: "renata@lakeside.example",
          phone: null,
          message: "Corporate wellness days",
          locale: "pt-BR" as const,
        }),
      )
      .returning({ id: partnershipRequests.id });
    await handle.db.insert(newsletterSubscribers).values([
      { email: "reader-one@example.com", locale: "en", confirmedAt: new Date() },
      { email: "other@example.org", locale: "en", confirmedAt: new Date() },
    ]);
    for (const q of ["lakeside", "renata", "wellness"]) {
      expect(await list(`/admin/inbox?tab=partnerships&q=${q}`)).toMatchObject({
        list: { kind: "partnerships", items: [{ id: request!.id, companyName: "Lakeside Gym" }] },
      });
    }
    expect(await list("/admin/inbox?tab=partnerships&q=nothing")).toMatchObject({ matches: 0 });
    // Subscribers: searched in SQL (addresses are not encrypted); a status is ignored.
    expect(await list("/admin/inbox?tab=newsletter&q=READER&status=open")).toMatchObject({
      status: "all",
      matches: 1,
      scan: null,
      list: { kind: "newsletter", items: [{ email: "reader-one@example.com" }] },
    });
    const byAddress = await list("/admin/inbox?tab=newsletter&sort=name");
    expect(byAddress.list.items.map((item) => item.email)).toEqual([
      "other@example.org",
      "reader-one@example.com",
    ]);
  });

  it(`searches at most the newest ${INBOX_SEARCH_SCAN_CAP} and says so`, async () => {
    // The one match is older than the cap's newest rows, and handled.
    const old = await addMessage(
      { name: "Oldest Match", email: "old@example.com", message: "needle", minutesAgo: 1e6 },
      true,
    );
    const filler = Array.from({ length: INBOX_SEARCH_SCAN_CAP }, (_, index) =>
      sealRow("contact_messages", {
        name: `Filler ${index}`,
        email: `filler${index}@example.com`,
        message: "hay",
        locale: "en" as const,
        deliveryStatus: "sent" as const,
        createdAt: at(index),
      }),
    );
    for (let start = 0; start < filler.length; start += 1_000) {
      await handle.db.insert(contactMessages).values(filler.slice(start, start + 1_000));
    }
    expect(await list("/admin/inbox?q=needle")).toMatchObject({
      matches: 0,
      scan: { scanned: INBOX_SEARCH_SCAN_CAP, of: INBOX_SEARCH_SCAN_CAP + 1 },
    });
    // Narrowed by status, the search reaches it.
    expect(await list("/admin/inbox?q=needle&status=handled")).toMatchObject({
      matches: 1,
      scan: { scanned: 1, of: 1 },
      list: { items: [{ id: old }] },
    });
  }, 120_000);

  it("sends visitors and signed-in users to the login page", async () => {
    for (const cookie of [null, user.cookie]) {
      expect(await routes.get(LIST, listRoute, "/admin/inbox?q=x", cookie)).toMatchObject({
        kind: "redirect",
        location: cookie ? "/admin/waiting" : "/admin/login",
      });
    }
  });
});
