import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it.each([
    ["Helena Duarte", "HD"],
    ["marisol vega", "MV"],
    ["Jake Whitfield Junior", "JW"],
    ["Cher", "C"],
    ["  Ana   Paula  ", "AP"],
    ["Ágata Érica", "ÁÉ"],
    ["e\u0301lio costa", "ÉC"],
    ["", ""],
  ])("%s → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
