import { describe, expect, it } from "vitest";
import { formatCents, formatMoney } from "./format-money";

describe("formatMoney", () => {
  it("writes dollars the English way", () => {
    expect(formatMoney(1188, "en")).toBe("$1,188");
    expect(formatMoney(99, "en")).toBe("$99");
    expect(formatMoney(0, "en")).toBe("$0");
    expect(formatMoney(1234567, "en")).toBe("$1,234,567");
  });

  it("writes dollars the Brazilian way, with a no-break space after US$", () => {
    expect(formatMoney(1188, "pt-BR")).toBe("US$\u00a01.188");
    expect(formatMoney(59, "pt-BR")).toBe("US$\u00a059");
    expect(formatMoney(1234567, "pt-BR")).toBe("US$\u00a01.234.567");
  });

  it("rounds to whole dollars, keeps the sign and refuses what is not a number", () => {
    expect(formatMoney(748.4, "en")).toBe("$748");
    expect(formatMoney(-1500, "en")).toBe("-$1,500");
    expect(() => formatMoney(Number.NaN, "en")).toThrow(RangeError);
  });
});

describe("formatCents", () => {
  it("writes whole dollars as formatMoney does, other amounts with their cents", () => {
    expect(formatCents(9900, "en")).toBe("$99");
    expect(formatCents(118800, "pt-BR")).toBe("US$\u00a01.188");
    expect(formatCents(9950, "en")).toBe("$99.50");
    expect(formatCents(123405, "pt-BR")).toBe("US$\u00a01.234,05");
    expect(formatCents(-150, "en")).toBe("-$1.50");
    expect(() => formatCents(1.5, "en")).toThrow(RangeError);
  });
});
