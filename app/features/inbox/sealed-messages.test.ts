import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contactMessages, partnershipRequests } from "~/platform/db/schema";
import { getInboxItem, listHandledItems } from "~/features/inbox/inbox-admin.server";
import {
  deleteExpiredMessages,
  openRow,
  reencryptStaleMessages,
  sealRow,
  UNREADABLE,
} from "~/features/inbox/sealed-messages.server";
import { createMessageCipher } from "~/platform/message-encryption.server";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";

const DAY = 24 * 60 * 60 * 1000;
const oldKey = { id: "old", key: randomBytes(32) };
const newKey = { id: "new", key: randomBytes(32) };

describe.each(testDatabases)("patients' messages at rest on $name", (database) => {
  const handle = openForDescribe(database);

  beforeEach(async () => {
    await handle.db.delete(contactMessages);
    await handle.db.delete(partnershipRequests);
  });

  const contact = (name: string, createdAt = new Date()) => ({
    name,
    email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`,
    phone: null,
    service: null,
    message: `A message from ${name}`,
    locale: "en" as const,
    createdAt,
  });

  it("re-encrypts plaintext and old-key values with the current key, and staff still read them", async () => {
    const before = createMessageCipher([oldKey]);
    const rotated = createMessageCipher([newKey, oldKey]);
    await handle.db.insert(contactMessages).values(contact("Legacy Plaintext"));
    await handle.db
      .insert(contactMessages)
      .values(sealRow("contact_messages", contact("Old Key"), before));
    await handle.db.insert(partnershipRequests).values(
      sealRow(
        "partnership_requests",
        {
          companyName: "Orlando Gym",
          contactPerson: "Rui Lima",
          email: "rui@example.com",
          phone: "+1 407 555 0100",
          message: "Partnership?",
          locale: "pt-BR" as const,
        },
        before,
      ),
    );

    expect(await reencryptStaleMessages(handle.db, rotated)).toBe(3);
    // Nothing left to do the second time.
    expect(await reencryptStaleMessages(handle.db, rotated)).toBe(0);

    const rows = await handle.db.select().from(contactMessages);
    for (const row of rows) {
      for (const value of [row.name, row.email, row.message]) expect(value).toMatch(/^enc1\.new\./);
      expect(row.phone).toBeNull();
    }
    const [partner] = await handle.db.select().from(partnershipRequests);
    expect(partner?.phone).toMatch(/^enc1\.new\./);

    // Without the old key, everything still opens: nothing is under it any more.
    const onlyNew = createMessageCipher([newKey]);
    const opened = rows.map((row) => openRow("contact_messages", row, onlyNew));
    expect(opened.map((row) => row.name).sort()).toEqual(["Legacy Plaintext", "Old Key"]);
    expect(openRow("partnership_requests", partner!, onlyNew)).toMatchObject({
      companyName: "Orlando Gym",
      contactPerson: "Rui Lima",
      phone: "+1 407 555 0100",
    });
  });

  it("shows a value whose key is gone as unreadable instead of failing the inbox", async () => {
    const lost = createMessageCipher([{ id: "lost", key: randomBytes(32) }]);
    await handle.db
      .insert(contactMessages)
      .values(sealRow("contact_messages", contact("Gone"), lost));
    const [item] = await listHandledItems(handle.db, "messages");
    expect(item?.name).toBe(UNREADABLE);
    expect(item?.message).toBe(UNREADABLE);
    const full = await getInboxItem(handle.db, "messages", item!.id);
    expect(full?.item).toMatchObject({ name: UNREADABLE });
  });

  it("deletes messages and requests older than the retention period, and keeps the rest", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    await handle.db
      .insert(contactMessages)
      .values([
        contact("Too Old", new Date(now.getTime() - 366 * DAY)),
        contact("Just Kept", new Date(now.getTime() - 364 * DAY)),
        contact("Today", now),
      ]);
    await handle.db.insert(partnershipRequests).values({
      companyName: "Old Co",
      contactPerson: "Old Person",
      email: "old@example.com",
      message: "Old",
      locale: "en",
      createdAt: new Date(now.getTime() - 400 * DAY),
    });

    expect(await deleteExpiredMessages(handle.db, 365, now)).toEqual({
      contact_messages: 1,
      partnership_requests: 1,
    });
    const left = await handle.db.select({ name: contactMessages.name }).from(contactMessages);
    expect(left.map((row) => row.name).sort()).toEqual(["Just Kept", "Today"]);
    expect(await handle.db.select().from(partnershipRequests)).toEqual([]);

    // A shorter period is honoured too.
    expect(await deleteExpiredMessages(handle.db, 30, now)).toMatchObject({ contact_messages: 1 });
    expect(
      await handle.db
        .select({ name: contactMessages.name })
        .from(contactMessages)
        .where(eq(contactMessages.name, "Today")),
    ).toHaveLength(1);
  });
});
