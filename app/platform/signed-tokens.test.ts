import { describe, expect, it } from "vitest";
import { expiryPart, readExpiryPart, readSignedToken, signToken } from "./signed-tokens.server";

const key = Buffer.from("a-key-for-one-purpose");

describe("signed tokens", () => {
  it("reads back the parts it signed, and nothing altered", () => {
    const token = signToken(key, ["abc", "k9x"]);
    expect(readSignedToken(key, token, 2)).toEqual(["abc", "k9x"]);
    expect(readSignedToken(Buffer.from("another-key"), token, 2)).toBeNull();
    expect(readSignedToken(key, token.replace("abc", "abd"), 2)).toBeNull();
    expect(readSignedToken(key, `${token.slice(0, -1)}A`, 2)).toBeNull();
    expect(readSignedToken(key, token, 3)).toBeNull();
    expect(readSignedToken(key, token.split(".").slice(1).join("."), 2)).toBeNull();
    for (const junk of [null, 42, "", "a.b", `${token}.x`, "a".repeat(400)]) {
      expect(readSignedToken(key, junk, 2)).toBeNull();
    }
  });

  it("refuses parts a link could not carry as they are", () => {
    expect(() => signToken(key, ["a.b"])).toThrow(TypeError);
    expect(() => signToken(key, ["a b"])).toThrow(TypeError);
    expect(() => signToken(key, [])).toThrow(TypeError);
  });

  it("writes an expiry as a short part and reads it back", () => {
    const when = new Date("2026-12-01T15:30:00.000Z");
    expect(readExpiryPart(expiryPart(when))).toEqual(when);
    expect(readExpiryPart("zzzzzzzzzzzzzzzzzz")).toBeNull();
    expect(readExpiryPart("-5")).toBeNull();
  });
});
