import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createMessageCipher,
  MessageKeyError,
  parseMessageKeys,
  type MessageKey,
} from "./message-encryption.server";

const key = (id: string): MessageKey => ({ id, key: randomBytes(32) });

describe("message encryption", () => {
  it("round-trips any text, and never stores it readable or twice the same", () => {
    const cipher = createMessageCipher([key("k1")]);
    for (const text of [
      "Olá, preciso de uma consulta ✓",
      "",
      "a".repeat(5000),
      "line\nbreak\u0000",
    ]) {
      const sealed = cipher.encrypt(text, "contact_messages.message");
      expect(sealed).toMatch(/^enc1\.k1\.[\w-]{16}\.[\w-]+$/);
      if (text.length > 3) expect(sealed).not.toContain(text);
      expect(cipher.decrypt(sealed, "contact_messages.message")).toBe(text);
    }
    const once = cipher.encrypt("same", "c");
    expect(cipher.encrypt("same", "c")).not.toBe(once);
  });

  it("refuses a value that was altered or moved to another column", () => {
    const cipher = createMessageCipher([key("k1")]);
    const sealed = cipher.encrypt("Ana Souza", "contact_messages.name");
    expect(() => cipher.decrypt(sealed, "contact_messages.email")).toThrow();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString("base64url");
    expect(() => cipher.decrypt(parts.join("."), "contact_messages.name")).toThrow();
    expect(() => cipher.decrypt("enc1.k1.short.x", "contact_messages.name")).toThrow(
      MessageKeyError,
    );
  });

  it("reads plaintext stored before encryption as it is, and calls it stale", () => {
    const cipher = createMessageCipher([key("k1")]);
    expect(cipher.decrypt("written in 2025", "contact_messages.message")).toBe("written in 2025");
    expect(cipher.isStale("written in 2025")).toBe(true);
    expect(cipher.isStale(cipher.encrypt("new", "c"))).toBe(false);
  });

  it("rotates: the first key encrypts, older keys still decrypt, a removed key cannot", () => {
    const [oldKey, newKey] = [key("2025"), key("2026")];
    const before = createMessageCipher([oldKey]);
    const sealedBefore = before.encrypt("kept for a year", "partnership_requests.message");

    const rotated = createMessageCipher([newKey, oldKey]);
    expect(rotated.currentKeyId).toBe("2026");
    expect(rotated.decrypt(sealedBefore, "partnership_requests.message")).toBe("kept for a year");
    expect(rotated.isStale(sealedBefore)).toBe(true);
    expect(rotated.encrypt("x", "c")).toMatch(/^enc1\.2026\./);

    const withoutOld = createMessageCipher([newKey]);
    expect(() => withoutOld.decrypt(sealedBefore, "partnership_requests.message")).toThrow(
      /no key "2025"/,
    );
  });

  it("parses keys from the environment: base64 or base64url, with or without an id", () => {
    const raw = randomBytes(32);
    const [bare] = parseMessageKeys(raw.toString("base64"));
    expect(bare?.key.equals(raw)).toBe(true);
    expect(bare?.id).toMatch(/^[\w-]{8}$/);
    // The derived id is the key's own: the same key always gets the same id.
    expect(parseMessageKeys(raw.toString("base64url"))[0]?.id).toBe(bare?.id);

    const keys = parseMessageKeys(
      ` new:${randomBytes(32).toString("base64url")} , old:${raw.toString("base64")}`,
    );
    expect(keys.map((entry) => entry.id)).toEqual(["new", "old"]);

    expect(() => parseMessageKeys("tooshort")).toThrow(/not 32 bytes/);
    expect(() => parseMessageKeys(",")).toThrow(/no key/);
    expect(() => parseMessageKeys(`a b:${raw.toString("base64")}`)).toThrow(/key id/);
    expect(() =>
      parseMessageKeys(`x:${raw.toString("base64")},x:${randomBytes(32).toString("base64")}`),
    ).toThrow(/same id/);
  });
});
