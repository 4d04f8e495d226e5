import { describe, expect, it } from "vitest";
import { passwordMessages } from "./password-policy";
import { isCommonPassword, passwordProblem } from "./password-policy.server";

describe("the password policy", () => {
  it("refuses an empty password, and fewer than 8 characters", () => {
    expect(passwordProblem("")).toBe(passwordMessages.required);
    expect(passwordProblem("a1b2c3")).toBe(passwordMessages.tooShort);
    expect(passwordProblem("Zq7#kd2")).toBe(passwordMessages.tooShort);
    // Seven emoji are seven characters, though fourteen UTF-16 units.
    expect(passwordProblem("🔒🔒🔒🔒🔒🔒🔒")).toBe(passwordMessages.tooShort);
  });

  it("refuses the most common passwords whatever their case or surrounding spaces", () => {
    for (const common of ["password", "12345678", "Password1", " qwertyuiop ", "ILOVEYOU"]) {
      expect(isCommonPassword(common)).toBe(true);
      expect(passwordProblem(common)).toBe(passwordMessages.common);
    }
  });

  it("refuses more than 128 characters", () => {
    expect(passwordProblem("x7".repeat(65))).toBe(passwordMessages.tooLong);
  });

  it("accepts a long, uncommon password and a passphrase", () => {
    expect(passwordProblem("Zq7#kd2!")).toBeNull();
    expect(passwordProblem("orlando clinic harbor lantern")).toBeNull();
    expect(isCommonPassword("orlando clinic harbor lantern")).toBe(false);
  });
});
