import { describe, expect, it } from "vitest";
import { pathOf, requestIdOf } from "./request-log";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("requestIdOf", () => {
  it("keeps a caller's sane token", () => {
    expect(requestIdOf("lb-7f3a.19:2_x")).toBe("lb-7f3a.19:2_x");
    expect(requestIdOf("a".repeat(128))).toBe("a".repeat(128));
  });

  it("makes a new id for a missing, repeated, too long or unsafe one", () => {
    for (const header of [
      undefined,
      "",
      ["one", "two"],
      "a".repeat(129),
      "has space",
      'quote"',
      "line\nbreak",
    ]) {
      expect(requestIdOf(header), String(header)).toMatch(UUID);
    }
  });
});

describe("pathOf", () => {
  it("drops the query string", () => {
    expect(pathOf("/blog?q=my+symptoms&page=2")).toBe("/blog");
    expect(pathOf("/admin")).toBe("/admin");
    expect(pathOf(undefined)).toBe("/");
  });
});
