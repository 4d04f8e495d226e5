import { describe, expect, it } from "vitest";
import { linesOf, sideBySide, type DiffRow } from "./diff";

/** A row as "left | right", with * marking a changed cell and · a gap. */
function show(rows: DiffRow[]): string[] {
  const cell = (value: DiffRow["left"]) =>
    value === null ? "·" : `${value.changed ? "*" : ""}${value.text}`;
  return rows.map((row) => `${cell(row.left)} | ${cell(row.right)}`);
}

describe("side-by-side differences", () => {
  it("puts unchanged lines side by side and marks nothing", () => {
    expect(show(sideBySide("one\ntwo", "one\ntwo"))).toEqual(["one | one", "two | two"]);
  });

  it("shows a removed line on the left only and an added one on the right only", () => {
    expect(show(sideBySide("one\ntwo\nthree", "one\nthree\nfour"))).toEqual([
      "one | one",
      "*two | ·",
      "three | three",
      "· | *four",
    ]);
  });

  it("pairs a changed block's old and new lines row by row", () => {
    expect(show(sideBySide("intro\nold a\nold b\nend", "intro\nnew a\nend"))).toEqual([
      "intro | intro",
      "*old a | *new a",
      "*old b | ·",
      "end | end",
    ]);
  });

  it("compares an empty value with a text as all added (and the reverse)", () => {
    expect(show(sideBySide("", "a\nb"))).toEqual(["· | *a", "· | *b"]);
    expect(show(sideBySide("a", ""))).toEqual(["*a | ·"]);
    expect(sideBySide("", "")).toEqual([]);
  });

  it("keeps a repeated line where it stays and reports the one that moved", () => {
    expect(show(sideBySide("a\nb\na", "a\na"))).toEqual(["a | a", "*b | ·", "a | a"]);
  });

  it("reads Windows line ends as plain ones and ignores trailing empty lines", () => {
    expect(linesOf("a\r\nb\r\n\n")).toEqual(["a", "b"]);
    expect(show(sideBySide("a\r\nb", "a\nb\n"))).toEqual(["a | a", "b | b"]);
  });

  it("compares very long texts as two blocks rather than building a huge table", () => {
    const long = Array.from({ length: 2_500 }, (_, index) => `line ${index}`).join("\n");
    const rows = sideBySide(long, "short");
    expect(rows).toHaveLength(2_500);
    expect(rows[0]).toEqual({
      left: { text: "line 0", changed: true },
      right: { text: "short", changed: true },
    });
  });
});
