import { describe, expect, test } from "vitest";
import { changeOf, isTouchedBy } from "./content-changes.server";

describe("what a content change touches", () => {
  test("the tables a save wrote, or everything when none were seen or an image changed", () => {
    expect(changeOf(new Set(["team_members", "audit_log"])).tables).toEqual(
      new Set(["team_members", "audit_log"]),
    );
    expect(changeOf(null).tables).toBeNull();
    expect(changeOf(new Set()).tables).toBeNull();
    // An image's file shows at an address other rows hold: any page may show it.
    expect(changeOf(new Set(["images", "audit_log"])).tables).toBeNull();
  });

  test("a page is touched when it read a written table; anything is touched by everything", () => {
    const team = changeOf(new Set(["team_members"]));
    expect(isTouchedBy(team, new Set(["page_content", "team_members"]))).toBe(true);
    expect(isTouchedBy(team, new Set(["page_content", "lab_tests"]))).toBe(false);
    expect(isTouchedBy(changeOf(null), new Set())).toBe(true);
  });
});
