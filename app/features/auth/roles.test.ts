import { describe, expect, it } from "vitest";
import { isAdmin, isContentEditor, isUserRole, userRoleValues } from "./roles";

describe("role checks", () => {
  it("treat only admin as an admin", () => {
    expect(isAdmin("admin")).toBe(true);
    expect(isAdmin("content_editor")).toBe(false);
    expect(isAdmin("user")).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });

  it("treat content editors and admins as content editors, nobody else", () => {
    expect(isContentEditor("admin")).toBe(true);
    expect(isContentEditor("content_editor")).toBe(true);
    expect(isContentEditor("user")).toBe(false);
    expect(isContentEditor(null)).toBe(false);
    expect(isContentEditor(undefined)).toBe(false);
  });

  it("recognise exactly the three stored role values", () => {
    for (const role of userRoleValues) expect(isUserRole(role)).toBe(true);
    for (const value of ["Admin", "editor", "", " admin", null, 1, undefined]) {
      expect(isUserRole(value)).toBe(false);
    }
  });
});
