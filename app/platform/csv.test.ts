import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv";

describe("CSV", () => {
  it("quotes cells with commas, quotes and line breaks, and starts with a BOM", () => {
    const text = toCsv([
      ["name", "message"],
      ["Ana, Jr.", 'She said "hi"\nthen left'],
      ["Bia", null],
    ]);
    expect(text).toBe('\uFEFFname,message\r\n"Ana, Jr.","She said ""hi""\nthen left"\r\nBia,\r\n');
  });

  it("neutralises spreadsheet formulas but keeps numbers and phone numbers", () => {
    const text = toCsv([['=HYPERLINK("x")', "+1 (407) 555-0142", "-5", "@SUM(A1)", "-cmd"]]);
    expect(text).toBe('\uFEFF"\'=HYPERLINK(""x"")",+1 (407) 555-0142,-5,\'@SUM(A1),\'-cmd\r\n');
  });

  it("parses what it writes back to the same cells (formulas aside)", () => {
    const rows = [
      ["code", "name", "price"],
      ["22719", '17-Hydroxyprogesterone, "serum"', "$99.00"],
      ["585", "Multi\nline", ""],
    ];
    expect(parseCsv(toCsv(rows))).toEqual({ ok: true, rows });
  });

  it("accepts LF or CRLF, skips blank lines and a missing final newline", () => {
    expect(parseCsv("a,b\n\n1,2")).toEqual({
      ok: true,
      rows: [
        ["a", "b"],
        ["1", "2"],
      ],
    });
    expect(parseCsv("a,b\r\n1,2\r\n")).toEqual({
      ok: true,
      rows: [
        ["a", "b"],
        ["1", "2"],
      ],
    });
    expect(parseCsv("a,,c\n")).toEqual({ ok: true, rows: [["a", "", "c"]] });
  });

  it("reports an unclosed quote with its line", () => {
    expect(parseCsv('a,b\n1,"open\n2,3')).toEqual({
      ok: false,
      error: "A quoted field is never closed.",
      line: 2,
    });
  });
});
