import { describe, expect, it } from "vitest";
import { previewDrafts } from "~/platform/db/schema";
import { env } from "~/platform/env.server";
import {
  deleteExpiredPreviewDrafts,
  findPreviewDraft,
  storePreviewDraft,
} from "./preview-drafts.server";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";

const HOUR = 3_600_000;
const start = new Date("2026-06-01T12:00:00.000Z");
const at = (offsetMs: number) => new Date(start.getTime() + offsetMs);

describe.each(testDatabases)("preview drafts on $name", (database) => {
  const handle = openForDescribe(database);
  const lifetime = env.PREVIEW_LINK_HOURS * HOUR;
  const draft = {
    entityType: "team_member" as const,
    entityId: "0b6f1d3e-7a52-4c1e-9a55-2f3b8c9d0e11",
    values: { name: "Draft Person", bio: "Unsaved words" },
    createdBy: "editor@clinic.test",
  };

  it("shows a draft to its link until the link expires, and to nothing else", async () => {
    const { token, expiresAt } = await storePreviewDraft(handle.db, draft, at(0));
    expect(expiresAt).toEqual(at(lifetime));
    expect(await findPreviewDraft(handle.db, "team_member", token, at(HOUR))).toEqual({
      entityId: draft.entityId,
      values: draft.values,
      expiresAt,
    });
    expect(await findPreviewDraft(handle.db, "team_member", token, at(lifetime))).toBeNull();
    const [id, expires] = token.split(".");
    // A later expiry written into the link breaks its signature.
    const stretched = `${id}.${at(10 * lifetime)
      .getTime()
      .toString(36)}.${token.split(".")[2]}`;
    expect(expires).not.toBe(stretched.split(".")[1]);
    expect(await findPreviewDraft(handle.db, "team_member", stretched, at(HOUR))).toBeNull();
    expect(await findPreviewDraft(handle.db, "team_member", "not-a-token", at(HOUR))).toBeNull();
  });

  it("keeps a draft of an item not created yet", async () => {
    const { token } = await storePreviewDraft(handle.db, { ...draft, entityId: null }, at(0));
    expect(await findPreviewDraft(handle.db, "team_member", token, at(1))).toMatchObject({
      entityId: null,
    });
  });

  it("deletes the drafts whose links have all expired, and keeps the rest", async () => {
    const old = await storePreviewDraft(handle.db, draft, at(-2 * lifetime));
    const fresh = await storePreviewDraft(handle.db, draft, at(0));
    const before = await countRows(handle.db, previewDrafts);
    expect(await deleteExpiredPreviewDrafts(handle.db, at(HOUR))).toBeGreaterThanOrEqual(1);
    expect(await countRows(handle.db, previewDrafts)).toBeLessThan(before);
    expect(await findPreviewDraft(handle.db, "team_member", fresh.token, at(HOUR))).not.toBeNull();
    expect(
      await findPreviewDraft(handle.db, "team_member", old.token, at(-2 * lifetime + HOUR)),
    ).toBeNull();
  });
});
