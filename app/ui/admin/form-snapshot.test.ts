import { describe, expect, it } from "vitest";
import { sameSnapshot, snapshotOfEntries } from "./form-snapshot";

function snapshot(entries: [string, FormDataEntryValue][]) {
  return snapshotOfEntries(entries);
}

describe("form snapshots", () => {
  it("are the same for the same values, and differ when one value changes", () => {
    const loaded = snapshot([
      ["title", "Flu season"],
      ["excerpt", ""],
    ]);
    expect(
      sameSnapshot(
        loaded,
        snapshot([
          ["title", "Flu season"],
          ["excerpt", ""],
        ]),
      ),
    ).toBe(true);
    expect(
      sameSnapshot(
        loaded,
        snapshot([
          ["title", "Flu season!"],
          ["excerpt", ""],
        ]),
      ),
    ).toBe(false);
  });

  it("keep every value of a field sent twice, in order", () => {
    const loaded = snapshot([
      ["tag", "a"],
      ["tag", "b"],
    ]);
    expect(
      sameSnapshot(
        loaded,
        snapshot([
          ["tag", "a"],
          ["tag", "b"],
        ]),
      ),
    ).toBe(true);
    expect(
      sameSnapshot(
        loaded,
        snapshot([
          ["tag", "b"],
          ["tag", "a"],
        ]),
      ),
    ).toBe(false);
    expect(sameSnapshot(loaded, snapshot([["tag", "a"]]))).toBe(false);
    expect(
      sameSnapshot(
        loaded,
        snapshot([
          ["tag", "a"],
          ["tag", "b"],
          ["tag", "c"],
        ]),
      ),
    ).toBe(false);
  });

  it("see a box ticked or unticked (a field present or missing)", () => {
    const unticked = snapshot([["title", "x"]]);
    const ticked = snapshot([
      ["title", "x"],
      ["published", "on"],
    ]);
    expect(sameSnapshot(unticked, ticked)).toBe(false);
    expect(sameSnapshot(ticked, unticked)).toBe(false);
  });

  it("do not depend on the order of different fields", () => {
    expect(
      sameSnapshot(
        snapshot([
          ["a", "1"],
          ["b", "2"],
        ]),
        snapshot([
          ["b", "2"],
          ["a", "1"],
        ]),
      ),
    ).toBe(true);
  });

  it("leave files out: an empty file input and a picked file both count as unchanged", () => {
    const loaded = snapshot([
      ["caption", "Our team"],
      ["image", new File([], "")],
    ]);
    const picked = snapshot([
      ["caption", "Our team"],
      ["image", new File(["png"], "photo.png", { type: "image/png" })],
    ]);
    expect(sameSnapshot(loaded, picked)).toBe(true);
    expect(sameSnapshot(loaded, snapshot([["caption", "Our team"]]))).toBe(true);
  });

  it("count Windows and old Mac line breaks as the textarea's", () => {
    expect(
      sameSnapshot(
        snapshot([["content", "<p>a</p>\r\n<p>b</p>\r<p>c</p>"]]),
        snapshot([["content", "<p>a</p>\n<p>b</p>\n<p>c</p>"]]),
      ),
    ).toBe(true);
  });

  it("tell an emptied field from one left out", () => {
    expect(sameSnapshot(snapshot([["excerpt", ""]]), snapshot([]))).toBe(false);
  });
});
