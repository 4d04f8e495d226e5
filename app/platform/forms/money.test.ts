import { describe, expect, it } from "vitest";
import { centsToDollarsText, dollarsField } from "./money";

const messages = {
  required: "required",
  invalid: "invalid",
  decimals: "decimals",
  positive: "positive",
  tooLarge: "tooLarge",
};
const field = dollarsField(1_000_000, messages);
const parse = (value: unknown) => {
  const result = field.safeParse(value);
  return result.success ? result.data : result.error.issues[0]?.message;
};

describe("an amount of dollars as staff type it", () => {
  it("reads dollars, cents, a $ and thousands commas as whole cents", () => {
    expect(parse("99")).toBe(9900);
    expect(parse(" 99.5 ")).toBe(9950);
    expect(parse("$1,188.05")).toBe(118805);
    expect(parse("10000")).toBe(1_000_000);
  });

  it("says what is wrong, one message per fault", () => {
    expect(parse("")).toBe("required");
    expect(parse("abc")).toBe("invalid");
    expect(parse("-5")).toBe("invalid");
    expect(parse("1,18")).toBe("invalid");
    expect(parse("9.999")).toBe("decimals");
    expect(parse("0.00")).toBe("positive");
    expect(parse("10000.01")).toBe("tooLarge");
    expect(parse(["1", "2"])).toBe("invalid");
  });

  it("shows cents as the form writes them", () => {
    expect(centsToDollarsText(9900)).toBe("99");
    expect(centsToDollarsText(9950)).toBe("99.50");
    expect(centsToDollarsText(5)).toBe("0.05");
  });
});
