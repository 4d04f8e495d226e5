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

  it("neutralises every text cell starting with = + - @ tab or CR, and leaves numbers alone", () => {
    const text = toCsv([
      [
        '=HYPERLINK("x")',
        "+1 (407) 555-0142",
        "+1-407-555-0142",
        "-5",
        "-3.25",
        "@SUM(A1)",
        "-cmd",
        "\tx",
        "\r=1",
        "a=b",
      ],
      [-5, 3.25, 0],
    ]);
    expect(text).toBe(
      "\uFEFF\"'=HYPERLINK(\"\"x\"\")\",'+1 (407) 555-0142,'+1-407-555-0142,'-5,'-3.25,'@SUM(A1),'-cmd,'\tx,\"'\r=1\",a=b\r\n" +
        "-5,3.25,0\r\n",
    );
  });

  it("parses what it writes back to the same cells (formulas aside)", () => {
    const rows = [
      ["code", "name", "price"],
      ["22719", '17-Hydroxyprogesterone, "serum"', "$99.00"],
      ["585", "Multi\nline", ""],
    ];
    expect(parseCsv(toCsv(rows))).toEqual({ ok: true, rows, lines: [1, 2, 3] });
  });

  it("accepts LF or CRLF, skips blank lines and a missing final newline", () => {
    expect(parseCsv("a,b\n\n1,2")).toEqual({
      ok: true,
      rows: [
        ["a", "b"],
        ["1", "2"],
      ],
      lines: [1, 3],
    });
    expect(parseCsv("a,b\r\n1,2\r\n")).toEqual({
      ok: true,
      rows: [
        ["a", "b"],
        ["1", "2"],
      ],
      lines: [1, 2],
    });
    expect(parseCsv("a,,c\n")).toEqual({ ok: true, rows: [["a", "", "c"]], lines: [1] });
  });

  it("gives the line each row starts on, through blank lines, CRLF, CR and quoted line breaks", () => {
    const text =
      '\uFEFFcode,name,price\r\n\r\n1,"Multi\nline\nname",$5.00\r\n2,B,\n\n"",\n3,"say ""hi""",\r4,D,"$1,250.00"';
    const parsed = parseCsv(text);
    if (!parsed.ok) throw new Error("the sample must parse");
    expect(parsed.lines).toHaveLength(parsed.rows.length);
    expect(parsed.lines).toEqual([1, 3, 6, 8, 9, 10]);
    expect(parsed.rows[1]).toEqual(["1", "Multi\nline\nname", "$5.00"]);
    expect(parsed.rows[3]).toEqual(["", ""]);
    expect(parsed.rows[4]).toEqual(["3", 'say "hi"', ""]);
  });

  it("reports an unclosed quote with its line", () => {
    expect(parseCsv('a,b\n1,"open\n2,3')).toEqual({
      ok: false,
      error: "A quoted field is never closed.",
      line: 2,
    });
  });
});
